package org

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Dependent names objects that keep an organisation from being deleted:
// Count returns how many rows of that kind belong to the organisation.
type Dependent struct {
	Code  string // message key, e.g. "org.delete.hasSites"
	Count func(ctx context.Context, tx *sqlx.Tx, orgID int64) (int, error)
}

// Service manages organisations.
type Service struct {
	db    *storage.DB
	types Types
	// OnCreateTop runs inside the transaction that creates a top-level
	// organisation (the role package gives it its default roles).
	OnCreateTop func(ctx context.Context, tx *sqlx.Tx, orgID int64, now time.Time) error
	// Dependents are checked before a delete, after sub-organisations and users.
	Dependents []Dependent
	Now        func() time.Time
}

// NewService builds the organisation service.
func NewService(db *storage.DB, types Types) *Service {
	return &Service{db: db, types: types, Now: time.Now}
}

// Create adds a top-level organisation (platform administrators only) or,
// with a parentOrgId or parentOrgName, a sub-organisation in scope.
func (s *Service) Create(ctx context.Context, p *auth.Principal, in Organization) (*Organization, error) {
	normalise(&in)
	parent, err := s.parentOf(ctx, p, in)
	if err != nil {
		return nil, err
	}
	if parent == nil && !p.Platform {
		return nil, apperr.Forbidden("org.createTopLevel.forbidden")
	}
	if err := s.types.validate(&in, parent != nil); err != nil {
		return nil, err
	}
	if parent != nil && parent.depth() >= MaxDepth {
		return nil, apperr.Invalid("parentOrgId", "org.parent.tooDeep")
	}
	return s.create(ctx, in, parent, false)
}

// CreatePlatform adds the platform organisation (first run only).
func (s *Service) CreatePlatform(ctx context.Context, in Organization) (*Organization, error) {
	normalise(&in)
	if err := s.types.validate(&in, false); err != nil {
		return nil, err
	}
	return s.create(ctx, in, nil, true)
}

func (s *Service) create(ctx context.Context, in Organization, parent *row, platform bool) (*Organization, error) {
	now := s.Now()
	var id int64
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		var err error
		if id, err = insert(ctx, tx, &in, parent, platform, storage.Now(now)); err != nil {
			return err
		}
		if parent == nil && s.OnCreateTop != nil {
			return s.OnCreateTop(ctx, tx, id, now)
		}
		return nil
	})
	if storage.IsUniqueViolation(err) {
		return nil, apperr.Invalid("orgName", "org.orgName.taken")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "org: create")
	}
	r, err := s.getRow(ctx, "o.id = ?", id)
	if err != nil {
		return nil, err
	}
	audit.Scope(ctx, r.Path)
	o := r.organization()
	return &o, nil
}

func (s *Service) parentOf(ctx context.Context, p *auth.Principal, in Organization) (*row, error) {
	var (
		r   row
		err error
	)
	switch {
	case in.ParentOrgID != nil && *in.ParentOrgID != 0:
		r, err = s.inScope(ctx, p, "o.id = ?", *in.ParentOrgID)
	case in.ParentOrgName != "":
		r, err = s.inScope(ctx, p, "o.org_name_key = ?", nameKey(in.ParentOrgName))
	default:
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if r.IsPlatform {
		return nil, apperr.Invalid("parentOrgId", "org.parent.platform")
	}
	return &r, nil
}

// Update edits an organisation in scope. Its name, parent and type family
// cannot change.
func (s *Service) Update(ctx context.Context, p *auth.Principal, in Organization) (*Organization, error) {
	normalise(&in)
	if in.OrgID == 0 {
		return nil, apperr.Invalid("orgId", "org.orgId.required")
	}
	cur, err := s.inScope(ctx, p, "o.id = ?", in.OrgID)
	if err != nil {
		return nil, err
	}
	audit.Scope(ctx, cur.Path)
	audit.Before(ctx, cur.organization())
	if in.OrgName != "" && in.OrgName != cur.OrgName {
		return nil, apperr.Invalid("orgName", "org.orgName.immutable")
	}
	in.OrgName = cur.OrgName
	if err := s.types.validate(&in, cur.ParentID.Valid); err != nil {
		return nil, err
	}
	_, err = s.db.Exec(ctx, `UPDATE organizations SET org_display_name = ?, org_abbreviated_name = ?, org_url = ?,
		org_type = ?, pin_code = ?, address_line1 = ?, village_town_city = ?, district = ?, state = ?, country = ?,
		contact_person_name = ?, country_code = ?, contact_number = ?, email_id = ?, updated_at = ? WHERE id = ?`,
		in.OrgDisplayName, in.OrgAbbreviatedName, in.OrgURL, in.OrgType, in.Address.PinCode, in.Address.AddressLine1,
		in.Address.VillageTownCity, in.Address.District, in.Address.State, in.Address.Country,
		in.ContactDetails.ContactPersonName, in.ContactDetails.CountryCode, in.ContactDetails.ContactNumber,
		in.ContactDetails.EmailID, storage.Now(s.Now()), cur.ID)
	if err != nil {
		return nil, apperr.Wrap(err, "org: update")
	}
	return s.Get(ctx, p, cur.ID)
}

// Delete removes an organisation that holds no sub-organisations, users or
// other dependents, together with its roles.
func (s *Service) Delete(ctx context.Context, p *auth.Principal, id int64) error {
	cur, err := s.inScope(ctx, p, "o.id = ?", id)
	if err != nil {
		return err
	}
	audit.Scope(ctx, cur.Path)
	audit.Before(ctx, cur.organization())
	if cur.IsPlatform || cur.ID == p.ScopeOrgID || cur.ID == p.OrgID {
		return apperr.Conflict("org.delete.own", nil)
	}
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		checks := append([]Dependent{
			{Code: "org.delete.hasSubOrganizations", Count: countWhere("organizations", "parent_id = ?")},
			{Code: "org.delete.hasUsers", Count: countWhere("users", "org_id = ? OR sub_org_id = ?")},
		}, s.Dependents...)
		for _, d := range checks {
			n, err := d.Count(ctx, tx, id)
			if err != nil {
				return apperr.Wrap(err, "org: delete check")
			}
			if n > 0 {
				return apperr.Conflict(d.Code, map[string]any{"Count": n, "Name": cur.OrgName})
			}
		}
		for _, q := range []string{`DELETE FROM role_privileges WHERE role_id IN (SELECT id FROM roles WHERE org_id = ?)`,
			`DELETE FROM roles WHERE org_id = ?`, `DELETE FROM organizations WHERE id = ?`} {
			if _, err := tx.ExecContext(ctx, tx.Rebind(q), id); err != nil {
				return apperr.Wrap(err, "org: delete")
			}
		}
		return nil
	})
}

// countWhere counts rows of table matching cond, whose every placeholder is the org id.
func countWhere(table, cond string) func(context.Context, *sqlx.Tx, int64) (int, error) {
	return func(ctx context.Context, tx *sqlx.Tx, id int64) (int, error) {
		args := make([]any, strings.Count(cond, "?"))
		for i := range args {
			args[i] = id
		}
		var n int
		err := tx.GetContext(ctx, &n, tx.Rebind("SELECT COUNT(*) FROM "+table+" WHERE "+cond), args...)
		return n, err
	}
}

// Get returns an organisation in scope by id.
func (s *Service) Get(ctx context.Context, p *auth.Principal, id int64) (*Organization, error) {
	r, err := s.inScope(ctx, p, "o.id = ?", id)
	if err != nil {
		return nil, err
	}
	o := r.organization()
	return &o, nil
}

// ByName returns an organisation in scope by name (case-insensitive).
func (s *Service) ByName(ctx context.Context, p *auth.Principal, name string) (*Organization, error) {
	r, err := s.inScope(ctx, p, "o.org_name_key = ?", nameKey(name))
	if err != nil {
		return nil, err
	}
	o := r.organization()
	return &o, nil
}

// Ref is what other domains need of an organisation: its id, name, path and parent.
type Ref struct {
	ID       int64
	Name     string
	Path     string
	RootID   int64
	ParentID int64
	Platform bool
}

// Resolve finds an organisation in scope by name for other domains.
func (s *Service) Resolve(ctx context.Context, p *auth.Principal, name string) (Ref, error) {
	r, err := s.inScope(ctx, p, "o.org_name_key = ?", nameKey(name))
	if err != nil {
		return Ref{}, err
	}
	return r.ref(), nil
}

func (r row) ref() Ref {
	return Ref{ID: r.ID, Name: r.OrgName, Path: r.Path, RootID: r.RootID.Int64, ParentID: r.ParentID.Int64, Platform: r.IsPlatform}
}

// RefByID finds an organisation by id without a scope check, for other
// domains that reach it through an object whose access they already checked.
func (s *Service) RefByID(ctx context.Context, id int64) (Ref, error) {
	r, err := s.getRow(ctx, "o.id = ?", id)
	if err != nil {
		return Ref{}, err
	}
	return r.ref(), nil
}

// SubtreePath is the materialised-path prefix of the objects a list shows:
// the named organisation's subtree (in scope), or without a name the
// principal's whole scope ("/" for platform administrators).
func (s *Service) SubtreePath(ctx context.Context, p *auth.Principal, orgName string) (string, error) {
	if orgName != "" {
		ref, err := s.Resolve(ctx, p, orgName)
		return ref.Path, err
	}
	if p.Platform {
		return "/", nil
	}
	return p.ScopePath, nil
}

// inScope loads one organisation and answers not-found when the principal
// cannot see it, exactly as for an unknown one.
func (s *Service) inScope(ctx context.Context, p *auth.Principal, where string, arg any) (row, error) {
	r, err := s.getRow(ctx, where, arg)
	if err != nil {
		return r, err
	}
	if !p.Sees(r.Path) {
		return row{}, apperr.NotFound("organization")
	}
	return r, nil
}

// List pages the top-level organisations the principal sees: every
// customer organisation for platform administrators, else their own
// organisation (or sub-organisation).
func (s *Service) List(ctx context.Context, p *auth.Principal, req paging.Request) (paging.Page[Organization], error) {
	where, args := "o.parent_id IS NULL AND o.is_platform = ?", []any{false}
	if !p.Platform {
		where, args = "o.id = ?", []any{p.ScopeOrgID}
	}
	return s.page(ctx, req, where, args)
}

// Descendants pages every organisation below the named one, at any depth.
func (s *Service) Descendants(ctx context.Context, p *auth.Principal, orgName string, req paging.Request) (paging.Page[Organization], error) {
	r, err := s.inScope(ctx, p, "o.org_name_key = ?", nameKey(orgName))
	if err != nil {
		return paging.Page[Organization]{}, err
	}
	return s.page(ctx, req, "o.path LIKE ? AND o.id <> ?", []any{r.Path + "%", r.ID})
}

func (s *Service) page(ctx context.Context, req paging.Request, where string, args []any) (paging.Page[Organization], error) {
	if err := req.Validate(); err != nil {
		return paging.Page[Organization]{}, err
	}
	var total int
	if err := s.db.Get(ctx, &total, "SELECT COUNT(*) FROM organizations o WHERE "+where, args...); err != nil {
		return paging.Page[Organization]{}, apperr.Wrap(err, "org: count")
	}
	items, err := s.selectRows(ctx, selectOrg+" WHERE "+where+" ORDER BY o.org_name_key LIMIT ? OFFSET ?",
		append(args, req.Size, req.Offset())...)
	if err != nil {
		return paging.Page[Organization]{}, err
	}
	return paging.New(req, items, total), nil
}

// Hierarchy returns the tree of an organisation and all its sub-organisations.
func (s *Service) Hierarchy(ctx context.Context, p *auth.Principal, id int64) (*Node, error) {
	r, err := s.inScope(ctx, p, "o.id = ?", id)
	if err != nil {
		return nil, err
	}
	all, err := s.selectRows(ctx, selectOrg+" WHERE o.path LIKE ? ORDER BY o.org_name_key", r.Path+"%")
	if err != nil {
		return nil, err
	}
	children := map[int64][]Organization{}
	for _, o := range all {
		if o.ParentOrgID != nil {
			children[*o.ParentOrgID] = append(children[*o.ParentOrgID], o)
		}
	}
	var build func(o Organization) Node
	build = func(o Organization) Node {
		n := Node{OrgID: o.OrgID, OrgName: o.OrgName, OrgDisplayName: o.OrgDisplayName, OrgType: o.OrgType,
			SubOrganization: []Node{}, Sites: []any{}}
		for _, c := range children[o.OrgID] {
			n.SubOrganization = append(n.SubOrganization, build(c))
		}
		return n
	}
	root := build(r.organization())
	return &root, nil
}

func nameKey(name string) string { return auth.NameKey(name) }

func itoa(id int64) string { return strconv.FormatInt(id, 10) }
