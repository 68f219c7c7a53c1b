package checklist

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// MaxRecords bounds the records one list call answers.
const MaxRecords = 5000

// CreatedText is the answer of a record create (spec 02 §2).
const CreatedText = "CheckList Created"

// Service manages checklist templates and maintenance records.
type Service struct {
	db   *storage.DB
	orgs *org.Service
	Now  func() time.Time
}

// NewService builds the checklist service.
func NewService(db *storage.DB, orgs *org.Service) *Service {
	return &Service{db: db, orgs: orgs, Now: time.Now}
}

// canRead reports whether the principal may read what belongs to the
// organisation at path: one in scope, or one above their scope, whose
// templates they inherit.
func canRead(p *auth.Principal, path string) bool {
	return p.Sees(path) || strings.HasPrefix(p.ScopePath, path)
}

// readableOrg resolves the organisation whose usable templates are listed:
// the principal's own scope when name is empty, else one in scope or above it.
func (s *Service) readableOrg(ctx context.Context, p *auth.Principal, name string) (org.Ref, error) {
	if strings.TrimSpace(name) == "" {
		return s.orgs.RefByID(ctx, p.ScopeOrgID)
	}
	ref, err := s.orgs.Resolve(ctx, p, name)
	if !errors.Is(err, apperr.ErrNotFound) {
		return ref, err
	}
	above, aerr := s.orgs.Resolve(ctx, auth.System(), name)
	if aerr != nil || !canRead(p, above.Path) {
		return org.Ref{}, err
	}
	return above, nil
}

// writableOrg resolves the organisation a template is created in: the
// principal's own scope when name is empty, else one in scope.
func (s *Service) writableOrg(ctx context.Context, p *auth.Principal, name string) (org.Ref, error) {
	if strings.TrimSpace(name) == "" {
		return s.orgs.RefByID(ctx, p.ScopeOrgID)
	}
	return s.orgs.Resolve(ctx, p, name)
}

// ListTemplates pages the templates usable at an organisation (the
// principal's own when orgName is empty): its own and those of every
// organisation above it, by name.
func (s *Service) ListTemplates(ctx context.Context, p *auth.Principal, orgName string, req paging.Request) (paging.Page[Template], error) {
	if err := req.Validate(); err != nil {
		return paging.Page[Template]{}, err
	}
	o, err := s.readableOrg(ctx, p, orgName)
	if err != nil {
		return paging.Page[Template]{}, err
	}
	ids := chain(o.Path)
	where := " WHERE t.org_id IN (" + marks(len(ids)) + ")"
	var total int
	if err := s.db.Get(ctx, &total, "SELECT COUNT(*) FROM checklist_templates t"+where, ids...); err != nil {
		return paging.Page[Template]{}, apperr.Wrap(err, "checklist: count templates")
	}
	items, err := s.templates(ctx, selectTemplate+where+" ORDER BY t.name_key, t.id LIMIT ? OFFSET ?",
		append(ids, req.Size, req.Offset())...)
	if err != nil {
		return paging.Page[Template]{}, err
	}
	return paging.New(req, items, total), nil
}

// GetTemplate returns a template the principal may read.
func (s *Service) GetTemplate(ctx context.Context, p *auth.Principal, id int64) (*Template, error) {
	r, err := s.templateRow(ctx, "t.id = ?", id)
	if err != nil {
		return nil, err
	}
	if !canRead(p, r.OrgPath) {
		return nil, apperr.NotFound("checklist template")
	}
	t, err := r.template()
	return &t, err
}

// CreateTemplate adds a template to an organisation in scope (in.OrgName,
// or the principal's own).
func (s *Service) CreateTemplate(ctx context.Context, p *auth.Principal, in Template) (*Template, error) {
	o, err := s.writableOrg(ctx, p, in.OrgName)
	if err != nil {
		return nil, err
	}
	if err := validateTemplate(&in); err != nil {
		return nil, err
	}
	if err := s.nameFree(ctx, o.ID, o.Path, in.ChecklistName, 0); err != nil {
		return nil, err
	}
	assignIDs(&in, nil)
	tasks, err := json.Marshal(in.TaskList)
	if err != nil {
		return nil, apperr.Wrap(err, "checklist: encode tasks")
	}
	now := storage.Now(s.Now())
	var id int64
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		return tx.GetContext(ctx, &id, tx.Rebind(`INSERT INTO checklist_templates (org_id, name, name_key, description, tasks,
			created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`),
			o.ID, in.ChecklistName, key(in.ChecklistName), in.ChecklistDescription, string(tasks), now, now)
	})
	if storage.IsUniqueViolation(err) {
		return nil, apperr.Invalid("checklistName", "checklist.checklistName.taken")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "checklist: create template")
	}
	return s.GetTemplate(ctx, p, id)
}

// UpdateTemplate replaces a template in scope: its name, description and
// tasks. Its organisation cannot change. Task and sub-task ids sent back
// are kept; records already entered keep the tasks they were entered with.
func (s *Service) UpdateTemplate(ctx context.Context, p *auth.Principal, id int64, in Template) (*Template, error) {
	cur, err := s.templateRow(ctx, "t.id = ?", id)
	if err != nil {
		return nil, err
	}
	switch {
	case p.Sees(cur.OrgPath):
	case canRead(p, cur.OrgPath):
		return nil, apperr.Forbidden("checklist.template.inherited")
	default:
		return nil, apperr.NotFound("checklist template")
	}
	audit.Scope(ctx, cur.OrgPath)
	if audit.From(ctx) != nil {
		if was, err := s.GetTemplate(ctx, p, cur.ID); err == nil {
			audit.Before(ctx, was)
		}
	}
	if name := strings.TrimSpace(in.OrgName); name != "" && auth.NameKey(name) != auth.NameKey(cur.OrgName) {
		return nil, apperr.Invalid("orgName", "checklist.orgName.immutable")
	}
	if err := validateTemplate(&in); err != nil {
		return nil, err
	}
	if err := s.nameFree(ctx, cur.OrgID, cur.OrgPath, in.ChecklistName, cur.ID); err != nil {
		return nil, err
	}
	prev, err := cur.template()
	if err != nil {
		return nil, err
	}
	assignIDs(&in, &prev)
	tasks, err := json.Marshal(in.TaskList)
	if err != nil {
		return nil, apperr.Wrap(err, "checklist: encode tasks")
	}
	_, err = s.db.Exec(ctx, `UPDATE checklist_templates SET name = ?, name_key = ?, description = ?, tasks = ?, updated_at = ?
		WHERE id = ?`, in.ChecklistName, key(in.ChecklistName), in.ChecklistDescription, string(tasks), storage.Now(s.Now()), cur.ID)
	if storage.IsUniqueViolation(err) {
		return nil, apperr.Invalid("checklistName", "checklist.checklistName.taken")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "checklist: update template")
	}
	return s.GetTemplate(ctx, p, cur.ID)
}

// nameFree checks that no other template of the organisation, of one above
// it or of one below it has the name, so that a name means one template
// wherever it is used.
func (s *Service) nameFree(ctx context.Context, orgID int64, path, name string, except int64) error {
	ids := chain(path)
	if len(ids) == 0 {
		ids = []any{orgID}
	}
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM checklist_templates t JOIN organizations o ON o.id = t.org_id
		WHERE t.name_key = ? AND t.id <> ? AND (t.org_id IN (`+marks(len(ids))+`) OR o.path LIKE ?)`,
		append(append([]any{key(name), except}, ids...), path+"%")...)
	if err != nil {
		return apperr.Wrap(err, "checklist: name check")
	}
	if n > 0 {
		return apperr.Invalid("checklistName", "checklist.checklistName.taken")
	}
	return nil
}

// templateFor finds the template a record at a unit of the organisation
// at path names: the nearest one of that name along its chain.
func (s *Service) templateFor(ctx context.Context, path, name string) (*Template, error) {
	ids := chain(path)
	r, err := s.templateRow(ctx, "t.name_key = ? AND t.org_id IN ("+marks(len(ids))+") ORDER BY LENGTH(o.path) DESC LIMIT 1",
		append([]any{key(name)}, ids...)...)
	if errors.Is(err, apperr.ErrNotFound) {
		return nil, apperr.Invalid("checklistName", "maintenance.checklistName.unknown")
	}
	if err != nil {
		return nil, err
	}
	t, err := r.template()
	return &t, err
}

// unit finds a chilling unit in scope by uuid.
func (s *Service) unit(ctx context.Context, p *auth.Principal, uuid string) (unitRow, error) {
	var u unitRow
	err := s.db.Get(ctx, &u, `SELECT cu.id, cu.uuid, o.id AS org_id, o.path FROM chilling_units cu
		JOIN sites s ON s.id = cu.site_ref JOIN organizations o ON o.id = s.sub_org_id WHERE cu.uuid = ?`, strings.TrimSpace(uuid))
	if errors.Is(err, sql.ErrNoRows) {
		return u, apperr.NotFound("chilling unit")
	}
	if err != nil {
		return u, apperr.Wrap(err, "checklist: get unit")
	}
	if !p.Sees(u.OrgPath) {
		return unitRow{}, apperr.NotFound("chilling unit")
	}
	return u, nil
}

// CreateRecord enters a maintenance record against a chilling unit in
// scope, from a template usable at the unit's organisation. The record
// keeps a copy of the template's tasks with the readings entered.
func (s *Service) CreateRecord(ctx context.Context, p *auth.Principal, in Record) (*Record, error) {
	now := s.Now()
	if err := validateRecord(&in, now); err != nil {
		return nil, err
	}
	u, err := s.unit(ctx, p, in.ChillingUnitUUID)
	if err != nil {
		return nil, err
	}
	tmpl, err := s.templateFor(ctx, u.OrgPath, in.ChecklistName)
	if err != nil {
		return nil, err
	}
	tasks, err := fillTasks(tmpl, in.TaskList)
	if err != nil {
		return nil, err
	}
	raw, err := json.Marshal(tasks)
	if err != nil {
		return nil, apperr.Wrap(err, "checklist: encode record")
	}
	var due int64
	if in.DueDate != nil {
		due = storage.Now(in.DueDate.Time())
	}
	var id int64
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		return tx.GetContext(ctx, &id, tx.Rebind(`INSERT INTO maintenance_records (unit_ref, org_id, checklist_name,
			checklist_desc, performed_by, action_date, due_date, tasks, created_by, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
			u.ID, u.OrgID, tmpl.ChecklistName, tmpl.ChecklistDescription, in.PerformedBy,
			storage.Now(in.ActionDate.Time()), due, string(raw), p.UserID, storage.Now(now))
	})
	if err != nil {
		return nil, apperr.Wrap(err, "checklist: create record")
	}
	return s.GetRecord(ctx, p, id, "")
}

// UnitRecords lists the records of a chilling unit in scope whose action
// date falls between start and end (inclusive; either may be empty), newest
// first, at most MaxRecords. A plain date (yyyy-MM-dd) covers its whole
// day in UTC; an RFC 3339 instant is exact.
func (s *Service) UnitRecords(ctx context.Context, p *auth.Principal, unitUUID, start, end string) ([]Record, error) {
	var v apperr.Validator
	v.Required("chillingUnitUuid", unitUUID, "maintenance.chillingUnitUuid.required")
	from, to := int64(math.MinInt64), int64(math.MaxInt64)
	if strings.TrimSpace(start) != "" {
		t, _, err := ParseTime(start)
		if v.Check(err == nil, "startDate", "maintenance.queryDate.invalid") {
			from = storage.Now(t)
		}
	}
	if strings.TrimSpace(end) != "" {
		t, dateOnly, err := ParseTime(end)
		if v.Check(err == nil, "endDate", "maintenance.queryDate.invalid") {
			if dateOnly {
				t = t.AddDate(0, 0, 1).Add(-time.Millisecond)
			}
			to = storage.Now(t)
		}
	}
	if !v.Has("startDate") && !v.Has("endDate") {
		v.Ordered(from <= to, "startDate", "endDate")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	u, err := s.unit(ctx, p, unitUUID)
	if err != nil {
		return nil, err
	}
	var rows []recordRow
	if err := s.db.Select(ctx, &rows, selectRecord+` WHERE m.unit_ref = ? AND m.action_date >= ? AND m.action_date <= ?
		ORDER BY m.action_date DESC, m.id DESC LIMIT ?`, u.ID, from, to, MaxRecords); err != nil {
		return nil, apperr.Wrap(err, "checklist: list records")
	}
	out := make([]Record, len(rows))
	for i, r := range rows {
		if out[i], err = r.record(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// GetRecord returns a record of a unit in scope by id. A non-empty
// checklistName must be the record's checklist (ignoring case), else the
// record is not found.
func (s *Service) GetRecord(ctx context.Context, p *auth.Principal, id int64, checklistName string) (*Record, error) {
	var r recordRow
	err := s.db.Get(ctx, &r, selectRecord+" WHERE m.id = ?", id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.NotFound("maintenance record")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "checklist: get record")
	}
	if !p.Sees(r.UnitPath) || (strings.TrimSpace(checklistName) != "" && key(checklistName) != key(r.ChecklistName)) {
		return nil, apperr.NotFound("maintenance record")
	}
	out, err := r.record()
	return &out, err
}
