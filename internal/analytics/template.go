package analytics

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// RatingAttribute is an attribute of a rating template: its weightage (a whole
// percentage of its parent) and its children; a leaf (level 3) names the
// KPI it rates.
type RatingAttribute struct {
	AttributeName string             `json:"attributeName" doc:"the attribute's name"`
	Weightage     int                `json:"weightage" doc:"a whole percentage of its parent; siblings sum to 100; the root is 100"`
	KPI           string             `json:"kpi,omitempty" doc:"leaves only: the KPI rated (docs/analytics.md)"`
	Children      []*RatingAttribute `json:"children" doc:"the attributes below; none for a leaf"`
}

// Levels is the template's depth below the root (spec 03 §3).
const Levels = 3

// WeightageSum is what siblings' weightages add up to (spec 03 §9).
const WeightageSum = 100

// TemplatePrivileges is the number of privileges a user needs to change
// the template (spec 03 §6, §9).
const TemplatePrivileges = 15

func leaf(name string, w int, kpi string) *RatingAttribute {
	return &RatingAttribute{AttributeName: name, Weightage: w, KPI: kpi, Children: []*RatingAttribute{}}
}

func group(name string, w int, children ...*RatingAttribute) *RatingAttribute {
	return &RatingAttribute{AttributeName: name, Weightage: w, Children: children}
}

// DefaultTemplate answers the built-in template every organisation starts
// from (docs/analytics.md).
func DefaultTemplate() *RatingAttribute {
	return group("BMC Rating", 100,
		group("Milk Quality", 40,
			group("Chilling Performance", 60,
				leaf("Time To 4.1 °C", 50, "time_to_target"),
				leaf("Sessions Chilled To Target", 50, "sessions_to_target")),
			group("Cooled Milk", 40,
				leaf("Milk Lifted Cooled", 70, "milk_lifted_cooled"),
				leaf("Undercooled Alerts", 30, "undercooled_alerts_per_day"))),
		group("Equipment Health", 30,
			group("Refrigeration", 60,
				leaf("Compressor Health", 100, "compressor_alert_hours")),
			group("Stirring And Pumps", 40,
				leaf("Agitator Health", 50, "agitator_alert_hours"),
				leaf("Pump Health", 50, "pump_alert_hours"))),
		group("Operations", 30,
			group("Hygiene", 40,
				leaf("CIP After Lifting", 100, "cip_after_lifting")),
			group("Power", 30,
				leaf("Grid Share", 100, "grid_share")),
			group("Usage And Data", 30,
				leaf("Data Availability", 60, "data_availability"),
				leaf("Chilling Utilization", 40, "chilling_utilization"))))
}

// shape is the tree's structure without weightages, to compare an update
// with the template it replaces.
func (n *RatingAttribute) shape() string {
	var b strings.Builder
	var walk func(n *RatingAttribute)
	walk = func(n *RatingAttribute) {
		b.WriteString(n.AttributeName + "|" + n.KPI + "(")
		for _, c := range n.Children {
			walk(c)
		}
		b.WriteString(")")
	}
	walk(n)
	return b.String()
}

// Validate checks a template: three levels below the root, leaves at the
// third naming a rated KPI, weightages whole numbers 0–100, the root 100
// and every node's children summing to 100. Each faulty sum names the
// children's path ("children[0].children") with rating.weightage.sum.
func Validate(n *RatingAttribute) error {
	var v apperr.Validator
	if n == nil {
		v.Add("attributes", "rating.template.shape")
		return v.Err()
	}
	v.Check(n.Weightage == WeightageSum, "weightage", "rating.weightage.sum")
	var walk func(n *RatingAttribute, path string, level int)
	walk = func(n *RatingAttribute, path string, level int) {
		field := func(s string) string {
			if path == "" {
				return s
			}
			return path + "." + s
		}
		v.Check(n.Weightage >= 0 && n.Weightage <= 100, field("weightage"), "rating.weightage.range")
		if level == Levels {
			_, rated := Bands[n.KPI]
			v.Check(len(n.Children) == 0 && rated, field("kpi"), "rating.template.shape")
			return
		}
		if !v.Check(len(n.Children) > 0 && n.KPI == "", field("children"), "rating.template.shape") {
			return
		}
		sum := 0
		for i, c := range n.Children {
			if c == nil {
				v.Add(field("children"), "rating.template.shape")
				return
			}
			sum += c.Weightage
			walk(c, field("children["+strconv.Itoa(i)+"]"), level+1)
		}
		v.Check(sum == WeightageSum, field("children"), "rating.weightage.sum")
	}
	walk(n, "", 0)
	return v.Err()
}

// RatingTemplate is an organisation's rating template and where it comes from.
type RatingTemplate struct {
	Organization string `json:"organization"`
	// Inherited is true when the organisation has not saved its own: the
	// tree is its nearest ancestor's, or the default.
	Inherited bool   `json:"inherited"`
	From      string `json:"from" doc:"the organisation whose template it is, or \"default\""`
	UpdatedBy string `json:"updatedBy,omitempty"`
	UpdatedAt string `json:"updatedAt,omitempty"`
	// Editable tells whether the caller may save it (15 privileges).
	Editable bool             `json:"editable"`
	Root     *RatingAttribute `json:"attributes"`
}

// orgPathIDs answers the ids of a materialised path "/1/7/", root first.
func orgPathIDs(path string) []int64 {
	var ids []int64
	for _, p := range strings.Split(strings.Trim(path, "/"), "/") {
		if id, err := strconv.ParseInt(p, 10, 64); err == nil {
			ids = append(ids, id)
		}
	}
	return ids
}

// loadTemplate answers the template in force for the organisation with
// the given path: its own, else its nearest ancestor's, else the default.
func loadTemplate(ctx context.Context, q Queryer, orgPath string) (*RatingAttribute, RatingTemplate, error) {
	ids := orgPathIDs(orgPath)
	for i := len(ids) - 1; i >= 0; i-- {
		var row struct {
			Tree      string `db:"tree"`
			UpdatedBy string `db:"updated_by"`
			UpdatedAt int64  `db:"updated_at"`
			Name      string `db:"org_name"`
		}
		err := getQ(ctx, q, &row, `SELECT t.tree, t.updated_by, t.updated_at, o.org_name FROM rating_templates t
			JOIN organizations o ON o.id = t.org_ref WHERE t.org_ref = ?`, ids[i])
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return nil, RatingTemplate{}, fmt.Errorf("analytics: template: %w", err)
		}
		var n RatingAttribute
		if err := json.Unmarshal([]byte(row.Tree), &n); err != nil {
			return nil, RatingTemplate{}, fmt.Errorf("analytics: template %d: %w", ids[i], err)
		}
		return &n, RatingTemplate{Inherited: i != len(ids)-1, From: row.Name, UpdatedBy: row.UpdatedBy,
			UpdatedAt: storage.Time(row.UpdatedAt).Format(time.RFC3339)}, nil
	}
	return DefaultTemplate(), RatingTemplate{Inherited: true, From: "default"}, nil
}

// saveTemplate stores an organisation's own template.
func saveTemplate(ctx context.Context, db *storage.DB, orgID int64, n *RatingAttribute, by string, at time.Time) error {
	b, err := json.Marshal(n)
	if err != nil {
		return err
	}
	_, err = db.Exec(ctx, `INSERT INTO rating_templates (org_ref, tree, updated_by, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (org_ref) DO UPDATE SET tree = excluded.tree, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
		orgID, string(b), by, storage.Now(at))
	if err != nil {
		return fmt.Errorf("analytics: save template: %w", err)
	}
	return nil
}
