package dashboard

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// Alert is a row of the alert lists: a critical alert from its raise to
// its clear, or an info event.
type Alert struct {
	AlertID            string     `json:"alertId" doc:"a critical alert's <unit uuid>.<rule>.<start ms>; an info event's <unit uuid>.<event>.<ms>"`
	AlertLevel         string     `json:"alertLevel" enum:"CRITICAL,INFO"`
	AlertType          string     `json:"alertType"`
	AlertDisplayName   string     `json:"alertDisplayName"`
	AlertMessage       string     `json:"alertMessage" doc:"in the caller's language"`
	Stage              int        `json:"stage" doc:"the highest stage reached; 0 for an info event"`
	OccurredOn         time.Time  `json:"occurredOn" doc:"the raise, or the event's time"`
	Since              time.Time  `json:"since" doc:"the start of the alert's condition"`
	ClearedAt          *time.Time `json:"clearedAt"`
	Status             string     `json:"status" enum:"active,cleared,event"`
	AcknowledgedBy     string     `json:"acknowledgedBy"`
	AcknowledgedAt     *time.Time `json:"acknowledgedAt"`
	AcknowledgeComment string     `json:"acknowledgeComment"`
	Volume             float64    `json:"volume"`
	Temperature        float64    `json:"temperature"`
	ChillingUnitID     string     `json:"chillingUnitId"`
	ChillingUnitUUID   string     `json:"chillingUnitUUID"`
	ChillingUnitName   string     `json:"chillingUnitName"`
	SiteName           string     `json:"siteName"`
	SiteID             string     `json:"siteId"`
	SiteUUID           string     `json:"siteUuid"`
	ZoneID             string     `json:"zoneId"`
}

// alertRow is an alert as the list query reads it.
type alertRow struct {
	unitRow
	AlertID   string         `db:"alert_id"`
	Critical  int            `db:"critical"`
	Type      string         `db:"type"`
	Stage     int            `db:"stage"`
	Occurred  int64          `db:"occurred"`
	Since     int64          `db:"since"`
	StageAt   int64          `db:"stage_at"`
	ClearedAt sql.NullInt64  `db:"cleared_at"`
	AckedBy   sql.NullString `db:"acked_by"`
	AckedAt   sql.NullInt64  `db:"acked_at"`
	Comment   sql.NullString `db:"comment"`
	Volume    float64        `db:"volume"`
	Temp      float64        `db:"temperature"`
	Total     int            `db:"total"`
}

// criticalSelect and eventSelect are the two halves of an alert list: the
// same columns for critical alerts and info events.
var (
	criticalSelect = `SELECT a.alert_id, 1 AS critical, a.alert AS type, a.stage, a.raised_at AS occurred, a.since, a.stage_at,
		a.cleared_at, k.acked_by, k.acked_at, k.comment, a.volume, a.temperature,` + unitCols + `
		FROM alerts a` + joinUnit("a.unit_ref") + `LEFT JOIN alert_acks k ON k.alert_id = a.alert_id `
	eventSelect = `SELECT '' AS alert_id, 0 AS critical, e.name AS type, 0 AS stage, e.at AS occurred, e.at AS since, e.at AS stage_at,
		NULL AS cleared_at, NULL AS acked_by, NULL AS acked_at, NULL AS comment, e.volume, e.temperature,` + unitCols + `
		FROM unit_events e` + joinUnit("e.unit_ref")
)

// row turns a read row into an Alert in lang.
func (r alertRow) alert(lang string) Alert {
	a := Alert{AlertType: r.Type, AlertDisplayName: displayName(r.Type, lang), Stage: r.Stage,
		OccurredOn: at(r.Occurred), Since: at(r.Since), Volume: r.Volume, Temperature: r.Temp,
		ChillingUnitID: r.UnitCode, ChillingUnitUUID: r.UnitUUID, ChillingUnitName: r.UnitName,
		SiteName: r.SiteName, SiteID: r.SiteCode, SiteUUID: r.SiteUUID, ZoneID: r.ZoneID}
	if r.Critical == 0 {
		a.AlertID = EventID(r.UnitUUID, r.Type, r.Occurred)
		a.AlertLevel, a.Status = engine.Info.String(), "event"
		a.AlertMessage = eventMessage(lang, r.unitRow, r.Type, a.OccurredOn, r.Volume, r.Temp)
		return a
	}
	a.AlertID, a.AlertLevel, a.Status = r.AlertID, engine.Critical.String(), StatusActive
	a.AlertMessage = criticalMessage(lang, r.unitRow, r.Type, r.Stage, a.Since, at(r.StageAt), r.Volume, r.Temp)
	if r.ClearedAt.Valid {
		t := at(r.ClearedAt.Int64)
		a.ClearedAt, a.Status = &t, StatusCleared
	}
	if r.AckedBy.Valid {
		t := at(r.AckedAt.Int64)
		a.AcknowledgedBy, a.AcknowledgedAt, a.AcknowledgeComment = r.AckedBy.String, &t, r.Comment.String
	}
	return a
}

// EventID is an info event's alert id.
func EventID(unitUUID, name string, atMs int64) string {
	return unitUUID + "." + name + "." + strconv.FormatInt(atMs, 10)
}

// AlertSearch is a call of the alert lists.
type AlertSearch struct {
	Params
	Types Types
	// Status keeps critical alerts of one status (active, cleared,
	// acknowledged, unacknowledged); info events then drop out.
	Status string
	// Lang is the language of the messages and display names.
	Lang string
}

// Alerts pages the critical alerts raised and the info events of the
// window, newest first. Each kind walks its time index backwards and stops
// at the end of the page; only the page's rows are joined with their unit,
// site and acknowledgement. The total is a second, counting query.
func (s *Service) Alerts(ctx context.Context, p *auth.Principal, in AlertSearch) (paging.Page[Alert], error) {
	critical, info, err := in.Types.split()
	if err != nil {
		return paging.Page[Alert]{}, err
	}
	status, err := statusCondition(in.Status)
	if err != nil {
		return paging.Page[Alert]{}, err
	}
	q, err := s.resolve(ctx, p, in.Params)
	if err != nil {
		return paging.Page[Alert]{}, err
	}
	if status != "" {
		info = nil
	}
	if len(critical) == 0 && len(info) == 0 {
		return paging.New(q.page, []Alert{}, 0), nil
	}
	units, unitArgs := q.unitsInScope()
	var arms, counts []string
	var armArgs, countArgs []any
	limit := q.page.Offset() + q.page.Size
	// Across the whole scope, each arm walks its time index backwards ("+"
	// keeps SQLite from scanning each unit's rows and sorting them all);
	// for chosen sites or units, the unit's own index is the shorter walk.
	plus := "+"
	if len(q.siteIDs)+len(q.unitIDs) > 0 {
		plus = ""
	}
	if len(critical) > 0 {
		types, typeArgs := typeFilter("a.alert", critical, engine.Critical)
		where := func(plus string) string {
			return ` WHERE a.raised_at >= ? AND a.raised_at <= ?` + types + ` AND ` + plus + `a.unit_ref IN (` + units + `)` + status
		}
		args := append(append([]any{q.from(), q.to()}, typeArgs...), unitArgs...)
		arms = append(arms, `(SELECT a.alert_id AS id, 1 AS critical, a.raised_at AS occurred, a.unit_ref
			FROM alerts a LEFT JOIN alert_acks k ON k.alert_id = a.alert_id`+where(plus)+`
			ORDER BY a.raised_at DESC, a.unit_ref DESC, a.alert_id DESC LIMIT ?) c`)
		armArgs = append(append(armArgs, args...), limit)
		counts = append(counts, `(SELECT COUNT(*) FROM alerts a LEFT JOIN alert_acks k ON k.alert_id = a.alert_id`+where("")+`)`)
		countArgs = append(countArgs, args...)
	}
	if len(info) > 0 {
		types, typeArgs := typeFilter("e.name", info, engine.Info)
		where := func(plus string) string {
			return ` WHERE e.at >= ? AND e.at <= ?` + types + ` AND ` + plus + `e.unit_ref IN (` + units + `)`
		}
		args := append(append([]any{q.from(), q.to()}, typeArgs...), unitArgs...)
		arms = append(arms, `(SELECT e.row_key AS id, 0 AS critical, e.at AS occurred, e.unit_ref FROM unit_events e`+where(plus)+`
			ORDER BY e.at DESC, e.unit_ref DESC, e.row_key DESC LIMIT ?) v`)
		armArgs = append(append(armArgs, args...), limit)
		counts = append(counts, `(SELECT COUNT(*) FROM unit_events e`+where("")+`)`)
		countArgs = append(countArgs, args...)
	}
	var rows []alertRow
	if err := s.selectIn(ctx, &rows, `SELECT COALESCE(a.alert_id, '') AS alert_id, p.critical,
		CASE WHEN p.critical = 1 THEN a.alert ELSE e.name END AS type, COALESCE(a.stage, 0) AS stage, p.occurred,
		COALESCE(a.since, p.occurred) AS since, COALESCE(a.stage_at, p.occurred) AS stage_at, a.cleared_at,
		k.acked_by, k.acked_at, k.comment, COALESCE(a.volume, e.volume) AS volume, COALESCE(a.temperature, e.temperature) AS temperature,`+unitCols+`
		FROM (SELECT * FROM (SELECT * FROM `+strings.Join(arms, " UNION ALL SELECT * FROM ")+`) x
			ORDER BY x.occurred DESC, x.critical DESC, x.unit_ref DESC, x.id DESC LIMIT ? OFFSET ?) p
		LEFT JOIN alerts a ON p.critical = 1 AND a.alert_id = p.id
		LEFT JOIN alert_acks k ON k.alert_id = a.alert_id
		LEFT JOIN unit_events e ON p.critical = 0 AND e.unit_ref = p.unit_ref AND e.row_key = p.id`+joinUnit("p.unit_ref")+`
		ORDER BY p.occurred DESC, p.critical DESC, p.unit_ref DESC, p.id DESC`,
		append(armArgs, q.page.Size, q.page.Offset())...); err != nil {
		return paging.Page[Alert]{}, apperr.Wrap(err, "dashboard: alerts")
	}
	var total int
	if err := s.getIn(ctx, &total, `SELECT `+strings.Join(counts, " + "), countArgs...); err != nil {
		return paging.Page[Alert]{}, apperr.Wrap(err, "dashboard: count alerts")
	}
	out := make([]Alert, len(rows))
	for i, r := range rows {
		out[i] = r.alert(in.Lang)
	}
	return paging.New(q.page, out, total), nil
}

// typeFilter is the condition on a type column of a list of types of one
// level, with its argument: none when the list holds every type of the
// level (then the time index alone answers).
func typeFilter(col string, types []string, level engine.Level) (string, []any) {
	n := 0
	for _, r := range engine.Catalogue() {
		if r.Level == level {
			n++
		}
	}
	if len(types) == n {
		return "", nil
	}
	return " AND " + col + " IN (?)", []any{types}
}
