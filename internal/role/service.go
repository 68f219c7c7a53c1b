package role

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Service manages roles.
type Service struct {
	db   *storage.DB
	orgs *org.Service
	Now  func() time.Time
}

// NewService builds the role service.
func NewService(db *storage.DB, orgs *org.Service) *Service {
	return &Service{db: db, orgs: orgs, Now: time.Now}
}

// owner resolves the top-level organisation whose roles orgName uses. An
// empty name means the principal's own organisation. A user may read the
// roles of their own organisation even when their scope is a sub-organisation.
func (s *Service) owner(ctx context.Context, p *auth.Principal, orgName string) (org.Ref, error) {
	if strings.TrimSpace(orgName) == "" {
		return s.orgs.RefByID(ctx, p.OrgID)
	}
	ref, err := s.orgs.Resolve(ctx, p, orgName)
	if err != nil {
		own, ownErr := s.orgs.RefByID(ctx, p.OrgID)
		if ownErr != nil || auth.NameKey(own.Name) != auth.NameKey(orgName) {
			return org.Ref{}, err
		}
		ref = own
	}
	if ref.RootID != ref.ID {
		return s.orgs.RefByID(ctx, ref.RootID)
	}
	return ref, nil
}

type row struct {
	ID          int64  `db:"id"`
	RoleName    string `db:"role_name"`
	Description string `db:"description"`
	OrgName     string `db:"org_name"`
}

// List returns the roles of an organisation, by name.
func (s *Service) List(ctx context.Context, p *auth.Principal, orgName string) ([]Role, error) {
	owner, err := s.owner(ctx, p, orgName)
	if err != nil {
		return nil, err
	}
	var rows []row
	if err := s.db.Select(ctx, &rows, `SELECT r.id, r.role_name, r.description, o.org_name FROM roles r JOIN organizations o ON o.id = r.org_id
		WHERE r.org_id = ? ORDER BY r.id`, owner.ID); err != nil {
		return nil, apperr.Wrap(err, "role: list")
	}
	out := make([]Role, len(rows))
	for i, r := range rows {
		if out[i], err = s.withPrivileges(ctx, r); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Get returns one role of an organisation by name.
func (s *Service) Get(ctx context.Context, p *auth.Principal, orgName, roleName string) (*Role, error) {
	owner, err := s.owner(ctx, p, orgName)
	if err != nil {
		return nil, err
	}
	r, err := s.get(ctx, owner.ID, roleName)
	if err != nil {
		return nil, err
	}
	out, err := s.withPrivileges(ctx, r)
	return &out, err
}

// ID returns the id of a role of the organisation orgID uses, for the user package.
func (s *Service) ID(ctx context.Context, rootOrgID int64, roleName string) (int64, error) {
	r, err := s.get(ctx, rootOrgID, roleName)
	return r.ID, err
}

func (s *Service) get(ctx context.Context, ownerID int64, roleName string) (row, error) {
	var r row
	err := s.db.Get(ctx, &r, `SELECT r.id, r.role_name, r.description, o.org_name FROM roles r JOIN organizations o ON o.id = r.org_id
		WHERE r.org_id = ? AND r.role_key = ?`, ownerID, auth.NameKey(roleName))
	if errors.Is(err, sql.ErrNoRows) {
		return r, apperr.NotFound("role")
	}
	if err != nil {
		return r, apperr.Wrap(err, "role: get")
	}
	return r, nil
}

func (s *Service) withPrivileges(ctx context.Context, r row) (Role, error) {
	var privs []string
	if err := s.db.Select(ctx, &privs, `SELECT privilege FROM role_privileges WHERE role_id = ?`, r.ID); err != nil {
		return Role{}, apperr.Wrap(err, "role: privileges")
	}
	return Role{RoleID: r.ID, RoleName: r.RoleName, OrgName: r.OrgName, Description: r.Description,
		Privileges: auth.NewSet(privs...).Names()}, nil
}

// validate checks a role and normalises its privileges. Whether the
// principal may grant them is auth.MayChangeRole's to decide.
func validate(in *Role) error {
	var v apperr.Validator
	in.RoleName = strings.TrimSpace(in.RoleName)
	if v.Required("roleName", in.RoleName, "role.roleName.required") {
		n := apperr.Len(in.RoleName)
		v.Check(n >= 2 && n <= 50, "roleName", "role.roleName.length")
	}
	v.Check(apperr.Len(in.Description) <= 500, "description", "common.tooLong")
	var privs []string
	for _, name := range in.Privileges {
		pr, ok := auth.NormalizePrivilege(name)
		if !ok {
			v.Add("privileges", "role.privileges.unknown", map[string]any{"Name": name})
			continue
		}
		if !slices.Contains(privs, pr) {
			privs = append(privs, pr)
		}
	}
	v.Check(len(privs) > 0 || v.Has("privileges"), "privileges", "role.privileges.required")
	in.Privileges = auth.NewSet(privs...).Names()
	return v.Err()
}

// writable resolves the organisation owning the roles orgName uses and
// checks that p may change them (auth.MayWriteRoles).
func (s *Service) writable(ctx context.Context, p *auth.Principal, orgName string) (org.Ref, error) {
	owner, err := s.owner(ctx, p, orgName)
	if err != nil {
		return owner, err
	}
	audit.Scope(ctx, owner.Path)
	return owner, auth.MayWriteRoles(p, owner.ID)
}

// Create adds a role to an organisation (in.OrgName, or the principal's own).
func (s *Service) Create(ctx context.Context, p *auth.Principal, in Role) (*Role, error) {
	if err := validate(&in); err != nil {
		return nil, err
	}
	owner, err := s.writable(ctx, p, in.OrgName)
	if err != nil {
		return nil, err
	}
	if err := auth.MayChangeRole(p, nil, in.Privileges); err != nil {
		return nil, err
	}
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		_, err := insert(ctx, tx, owner.ID, in, storage.Now(s.Now()))
		return err
	})
	if storage.IsUniqueViolation(err) {
		return nil, apperr.Invalid("roleName", "role.roleName.taken")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "role: create")
	}
	return s.Get(ctx, p, owner.Name, in.RoleName)
}

// Update renames a role and replaces its description and privileges. The
// Administrator role keeps its name and ALL_PRIVILEGE, so that an
// organisation never loses its administrators to an edit.
func (s *Service) Update(ctx context.Context, p *auth.Principal, roleName string, in Role) (*Role, error) {
	if err := validate(&in); err != nil {
		return nil, err
	}
	owner, err := s.writable(ctx, p, in.OrgName)
	if err != nil {
		return nil, err
	}
	cur, err := s.get(ctx, owner.ID, roleName)
	if err != nil {
		return nil, err
	}
	before, err := s.withPrivileges(ctx, cur)
	if err != nil {
		return nil, err
	}
	audit.Before(ctx, before)
	if err := auth.MayChangeRole(p, before.Privileges, in.Privileges); err != nil {
		return nil, err
	}
	if auth.NameKey(cur.RoleName) == auth.NameKey(Administrator) {
		if auth.NameKey(in.RoleName) != auth.NameKey(Administrator) {
			return nil, apperr.Invalid("roleName", "role.administrator.fixed")
		}
		if !slices.Contains(in.Privileges, auth.AllPrivilege) {
			return nil, apperr.Invalid("privileges", "role.administrator.fixed")
		}
	}
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE roles SET role_name = ?, role_key = ?, description = ?, updated_at = ? WHERE id = ?`),
			in.RoleName, auth.NameKey(in.RoleName), in.Description, storage.Now(s.Now()), cur.ID); err != nil {
			return err
		}
		return setPrivileges(ctx, tx, cur.ID, in.Privileges)
	})
	if storage.IsUniqueViolation(err) {
		return nil, apperr.Invalid("roleName", "role.roleName.taken")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "role: update")
	}
	return s.Get(ctx, p, owner.Name, in.RoleName)
}
