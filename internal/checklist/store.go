package checklist

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// templateRow is a checklist_templates row with its organisation's name and path.
type templateRow struct {
	ID          int64  `db:"id"`
	OrgID       int64  `db:"org_id"`
	OrgName     string `db:"org_name"`
	OrgPath     string `db:"path"`
	Name        string `db:"name"`
	Description string `db:"description"`
	Tasks       string `db:"tasks"`
}

const selectTemplate = `SELECT t.id, t.org_id, o.org_name, o.path, t.name, t.description, t.tasks
	FROM checklist_templates t JOIN organizations o ON o.id = t.org_id`

func (r templateRow) template() (Template, error) {
	t := Template{ID: r.ID, OrgName: r.OrgName, ChecklistName: r.Name, ChecklistDescription: r.Description}
	if err := json.Unmarshal([]byte(r.Tasks), &t.TaskList); err != nil {
		return t, apperr.Wrap(err, "checklist: tasks of template %d", r.ID)
	}
	if t.TaskList == nil {
		t.TaskList = []Task{}
	}
	return t, nil
}

func (s *Service) templateRow(ctx context.Context, where string, args ...any) (templateRow, error) {
	var r templateRow
	err := s.db.Get(ctx, &r, selectTemplate+" WHERE "+where, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return r, apperr.NotFound("checklist template")
	}
	if err != nil {
		return r, apperr.Wrap(err, "checklist: get template")
	}
	return r, nil
}

func (s *Service) templates(ctx context.Context, query string, args ...any) ([]Template, error) {
	var rows []templateRow
	if err := s.db.Select(ctx, &rows, query, args...); err != nil {
		return nil, apperr.Wrap(err, "checklist: list templates")
	}
	out := make([]Template, len(rows))
	for i, r := range rows {
		t, err := r.template()
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}

// unitRow is a chilling unit with the organisation it belongs to: its
// site's sub-organisation.
type unitRow struct {
	ID      int64  `db:"id"`
	UUID    string `db:"uuid"`
	OrgID   int64  `db:"org_id"`
	OrgPath string `db:"path"`
}

// recordRow is a maintenance_records row with its unit, the unit's
// organisation path (for scope), the record's organisation and its author.
type recordRow struct {
	ID            int64  `db:"id"`
	UnitUUID      string `db:"uuid"`
	UnitPath      string `db:"unit_path"`
	ChecklistName string `db:"checklist_name"`
	ChecklistDesc string `db:"checklist_desc"`
	OrgName       string `db:"org_name"`
	PerformedBy   string `db:"performed_by"`
	ActionDate    int64  `db:"action_date"`
	DueDate       int64  `db:"due_date"`
	Tasks         string `db:"tasks"`
	CreatedBy     string `db:"created_by"`
}

const selectRecord = `SELECT m.id, cu.uuid, uo.path AS unit_path, m.checklist_name, m.checklist_desc, o.org_name,
	m.performed_by, m.action_date, m.due_date, m.tasks, COALESCE(u.user_name, '') AS created_by
	FROM maintenance_records m JOIN chilling_units cu ON cu.id = m.unit_ref JOIN sites s ON s.id = cu.site_ref
	JOIN organizations uo ON uo.id = s.sub_org_id JOIN organizations o ON o.id = m.org_id
	LEFT JOIN users u ON u.id = m.created_by`

func (r recordRow) record() (Record, error) {
	out := Record{ID: r.ID, ChillingUnitUUID: r.UnitUUID, ChecklistName: r.ChecklistName, ChecklistDesc: r.ChecklistDesc,
		OrganizationName: r.OrgName, PerformedBy: r.PerformedBy, ActionDate: At(storage.Time(r.ActionDate)), CreatedBy: r.CreatedBy}
	if r.DueDate != 0 {
		d := At(storage.Time(r.DueDate))
		out.DueDate = &d
	}
	if err := json.Unmarshal([]byte(r.Tasks), &out.TaskList); err != nil {
		return out, apperr.Wrap(err, "checklist: tasks of record %d", r.ID)
	}
	if out.TaskList == nil {
		out.TaskList = []RecordTask{}
	}
	return out, nil
}

// chain lists the ids of an organisation path, "/1/5/9/" → 1, 5, 9: the
// organisation and every one above it.
func chain(path string) []any {
	var ids []any
	for part := range strings.SplitSeq(strings.Trim(path, "/"), "/") {
		if id, err := strconv.ParseInt(part, 10, 64); err == nil {
			ids = append(ids, id)
		}
	}
	return ids
}

// marks is n comma-separated placeholders.
func marks(n int) string {
	if n == 0 {
		return "NULL"
	}
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}

// Dependents keep an organisation that owns checklist templates or
// maintenance records from being deleted (for org.Service.Dependents).
func Dependents() []org.Dependent {
	return []org.Dependent{
		{Code: "org.delete.hasChecklistTemplates", Count: count(`SELECT COUNT(*) FROM checklist_templates WHERE org_id = ?`)},
		{Code: "org.delete.hasMaintenanceRecords", Count: count(`SELECT COUNT(*) FROM maintenance_records WHERE org_id = ?`)},
	}
}

func count(query string) func(context.Context, *sqlx.Tx, int64) (int, error) {
	return func(ctx context.Context, tx *sqlx.Tx, orgID int64) (int, error) {
		var n int
		err := tx.GetContext(ctx, &n, tx.Rebind(query), orgID)
		return n, err
	}
}
