package user

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

// Service manages users.
type Service struct {
	db    *storage.DB
	orgs  *org.Service
	roles *role.Service
	sites *usersite.Service
	Now   func() time.Time
}

// NewService builds the user service.
func NewService(db *storage.DB, orgs *org.Service, roles *role.Service, sites *usersite.Service) *Service {
	return &Service{db: db, orgs: orgs, roles: roles, sites: sites, Now: time.Now}
}

// placement is where a user sits: organisation, optional sub-organisation,
// role, and the checked site configuration.
type placement struct {
	org    org.Ref
	subOrg *org.Ref
	roleID int64
	sites  *usersite.Plan
}

// scopePath is the path of the organisation the user lands in.
func (pl placement) scopePath() string {
	if pl.subOrg != nil {
		return pl.subOrg.Path
	}
	return pl.org.Path
}

// place resolves the organisation, sub-organisation and role of in. The
// organisation the user lands in (the sub-organisation when given) must be
// in the principal's scope, and the principal must hold every privilege of
// the role they hand out.
func (s *Service) place(ctx context.Context, p *auth.Principal, in Input) (placement, error) {
	var pl placement
	if in.SubOrganizationName != "" {
		sub, err := s.orgs.Resolve(ctx, p, in.SubOrganizationName)
		if err != nil {
			return pl, err
		}
		parent, err := s.orgs.Resolve(ctx, auth.System(), in.OrganizationName)
		if err != nil || sub.ID == parent.ID || !strings.HasPrefix(sub.Path, parent.Path) {
			return pl, apperr.Invalid("subOrganizationName", "user.subOrganizationName.notUnder")
		}
		pl.org, pl.subOrg = parent, &sub
	} else {
		o, err := s.orgs.Resolve(ctx, p, in.OrganizationName)
		if err != nil {
			return pl, err
		}
		pl.org = o
	}
	rootID := pl.org.RootID
	roleID, err := s.roles.ID(ctx, rootID, in.Roles[0])
	if errors.Is(err, apperr.ErrNotFound) {
		return pl, apperr.Invalid("roles", "user.roles.unknown")
	}
	if err != nil {
		return pl, err
	}
	var privs []string
	if err := s.db.Select(ctx, &privs, `SELECT privilege FROM role_privileges WHERE role_id = ?`, roleID); err != nil {
		return pl, apperr.Wrap(err, "user: role privileges")
	}
	for _, pr := range privs {
		if !p.Privileges.Has(pr) {
			return pl, apperr.Invalid("roles", "user.roles.notHeld")
		}
	}
	pl.roleID = roleID
	audit.Scope(ctx, pl.scopePath())
	pl.sites, err = s.sites.Prepare(ctx, p, pl.scopePath(), in.SiteAssociationConfiguration, in.UserAlertConfiguration)
	return pl, err
}

// Create adds a user.
func (s *Service) Create(ctx context.Context, p *auth.Principal, in Input) (*User, error) {
	normalise(&in)
	if err := validate(&in, true); err != nil {
		return nil, err
	}
	pl, err := s.place(ctx, p, in)
	if err != nil {
		return nil, err
	}
	hash, err := auth.HashPassword(in.Password)
	if err != nil {
		return nil, apperr.Wrap(err, "user: hash")
	}
	enabled := in.Enabled == nil || *in.Enabled
	now := storage.Now(s.Now())
	var id int64
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if err := tx.GetContext(ctx, &id, tx.Rebind(`INSERT INTO users (user_name, user_name_key, org_id, sub_org_id, role_id,
			email_id, password_hash, first_name, last_name, salutation, gender, alerts_language, enabled, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
			in.UserName, auth.NameKey(in.UserName), pl.org.ID, subOrgID(pl), pl.roleID, in.EmailID, hash,
			in.FirstName, in.LastName, in.Salutation, in.Gender, in.AlertsLanguage, enabled, now, now); err != nil {
			return err
		}
		if err := setMobiles(ctx, tx, id, in.MobileNumbers); err != nil {
			return err
		}
		return pl.sites.Write(ctx, tx, id)
	})
	if storage.IsUniqueViolation(err) {
		return nil, apperr.Invalid("userName", "user.userName.taken")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "user: create")
	}
	return s.Get(ctx, p, id)
}

func subOrgID(pl placement) any {
	if pl.subOrg == nil {
		return nil
	}
	return pl.subOrg.ID
}

// Update edits a user p may act on (actOn). The user name cannot change;
// disabling the user ends their sessions at once.
func (s *Service) Update(ctx context.Context, p *auth.Principal, id int64, in Input) (*User, error) {
	normalise(&in)
	cur, err := s.actOn(ctx, p, "u.id = ?", id)
	if err != nil {
		return nil, err
	}
	if in.UserName != "" && auth.NameKey(in.UserName) != auth.NameKey(cur.UserName) {
		return nil, apperr.Invalid("userName", "user.userName.immutable")
	}
	if err := validate(&in, false); err != nil {
		return nil, err
	}
	enabled := cur.Enabled
	if in.Enabled != nil {
		enabled = *in.Enabled
	}
	if !enabled && cur.ID == p.UserID {
		return nil, apperr.Invalid("enabled", "user.enabled.self")
	}
	pl, err := s.place(ctx, p, in)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE users SET org_id = ?, sub_org_id = ?, role_id = ?, email_id = ?,
			first_name = ?, last_name = ?, salutation = ?, gender = ?, alerts_language = ?, enabled = ?, updated_at = ? WHERE id = ?`),
			pl.org.ID, subOrgID(pl), pl.roleID, in.EmailID, in.FirstName, in.LastName, in.Salutation, in.Gender,
			in.AlertsLanguage, enabled, storage.Now(now), cur.ID); err != nil {
			return err
		}
		if err := setMobiles(ctx, tx, cur.ID, in.MobileNumbers); err != nil {
			return err
		}
		if err := pl.sites.Write(ctx, tx, cur.ID); err != nil {
			return err
		}
		if cur.Enabled && !enabled {
			return auth.RevokeUserSessions(ctx, tx, cur.ID, "user disabled", now)
		}
		return nil
	})
	if err != nil {
		return nil, apperr.Wrap(err, "user: update")
	}
	return s.Get(ctx, p, cur.ID)
}

// actOn loads a user p is about to change and applies the one rule of who
// may act on whom (auth.MayActOnUser): the user is in p's scope (or p),
// and holds no privilege p lacks. It notes the user as they were for the
// audit log.
func (s *Service) actOn(ctx context.Context, p *auth.Principal, where string, arg any) (row, error) {
	r, err := s.getRow(ctx, where, arg)
	if err != nil {
		return r, err
	}
	var privs []string
	if err := s.db.Select(ctx, &privs, `SELECT privilege FROM role_privileges WHERE role_id = ?`, r.RoleID); err != nil {
		return row{}, apperr.Wrap(err, "user: target privileges")
	}
	if err := auth.MayActOnUser(p, r.ID, r.ScopePath, auth.NewSet(privs...)); err != nil {
		return row{}, err
	}
	s.noteBefore(ctx, r)
	return r, nil
}

// noteBefore tells the audit log whose user is changed and how they were.
func (s *Service) noteBefore(ctx context.Context, r row) {
	audit.Scope(ctx, r.ScopePath)
	if audit.From(ctx) != nil {
		if us, err := s.users(ctx, []row{r}); err == nil {
			audit.Before(ctx, us[0])
		}
	}
}

// inScope loads a user the principal may see: in their scope, or themselves.
func (s *Service) inScope(ctx context.Context, p *auth.Principal, where string, arg any) (row, error) {
	r, err := s.getRow(ctx, where, arg)
	if err != nil {
		return r, err
	}
	if r.ID != p.UserID && !p.Sees(r.ScopePath) {
		return row{}, apperr.NotFound("user")
	}
	return r, nil
}

// Get returns a user in scope by id.
func (s *Service) Get(ctx context.Context, p *auth.Principal, id int64) (*User, error) {
	r, err := s.inScope(ctx, p, "u.id = ?", id)
	if err != nil {
		return nil, err
	}
	us, err := s.users(ctx, []row{r})
	if err != nil {
		return nil, err
	}
	return &us[0], nil
}

// Details returns a user by name: anyone may read themselves, reading
// others needs USER_CONFIGURATION.
func (s *Service) Details(ctx context.Context, p *auth.Principal, userName string) (*User, error) {
	r, err := s.inScope(ctx, p, "u.user_name_key = ?", auth.NameKey(userName))
	if err != nil {
		return nil, err
	}
	if r.ID != p.UserID && !p.Privileges.Has(auth.UserConfiguration) {
		return nil, apperr.Forbidden("auth.forbidden")
	}
	return s.Get(ctx, p, r.ID)
}

// List pages the users the principal sees, optionally narrowed to an organisation's subtree.
func (s *Service) List(ctx context.Context, p *auth.Principal, orgName string, req paging.Request) (paging.Page[User], error) {
	if err := req.Validate(); err != nil {
		return paging.Page[User]{}, err
	}
	path, err := s.orgs.SubtreePath(ctx, p, orgName)
	if err != nil {
		return paging.Page[User]{}, err
	}
	const where = " WHERE COALESCE(so.path, o.path) LIKE ?"
	var total int
	if err := s.db.Get(ctx, &total, `SELECT COUNT(*) FROM users u JOIN organizations o ON o.id = u.org_id
		LEFT JOIN organizations so ON so.id = u.sub_org_id`+where, path+"%"); err != nil {
		return paging.Page[User]{}, apperr.Wrap(err, "user: count")
	}
	var rows []row
	if err := s.db.Select(ctx, &rows, selectUser+where+" ORDER BY u.user_name_key LIMIT ? OFFSET ?", path+"%", req.Size, req.Offset()); err != nil {
		return paging.Page[User]{}, apperr.Wrap(err, "user: list")
	}
	us, err := s.users(ctx, rows)
	if err != nil {
		return paging.Page[User]{}, err
	}
	return paging.New(req, us, total), nil
}

// ChangePassword changes the principal's own password after checking the
// old one, and ends all their sessions: they sign in again.
func (s *Service) ChangePassword(ctx context.Context, p *auth.Principal, c PasswordChange) error {
	if err := validateChange(c); err != nil {
		return err
	}
	cur, err := s.getRow(ctx, "u.id = ?", p.UserID)
	if err != nil {
		return err
	}
	if !auth.CheckPassword(c.OldPassword, cur.PasswordHash) {
		return apperr.Invalid("oldPassword", "user.oldPassword.wrong")
	}
	return s.setPassword(ctx, cur.ID, c.NewPassword, "password changed")
}

// ResetPassword sets another user's password (administrators), unlocks the
// account and ends its sessions. Only a user p may act on can be reset,
// and never p themselves: their own password changes with the old one.
func (s *Service) ResetPassword(ctx context.Context, p *auth.Principal, userName string, r PasswordReset) error {
	cur, err := s.actOn(ctx, p, "u.user_name_key = ?", auth.NameKey(userName))
	if err != nil {
		return err
	}
	if cur.ID == p.UserID {
		return apperr.Invalid("userName", "user.reset.self")
	}
	if err := validateReset(r); err != nil {
		return err
	}
	return s.setPassword(ctx, cur.ID, r.NewPassword, "password reset")
}

func (s *Service) setPassword(ctx context.Context, userID int64, password, reason string) error {
	hash, err := auth.HashPassword(password)
	if err != nil {
		return apperr.Wrap(err, "user: hash")
	}
	now := s.Now()
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE users SET password_hash = ?, failed_logins = 0, locked_until = 0, updated_at = ? WHERE id = ?`),
			hash, storage.Now(now), userID); err != nil {
			return err
		}
		return auth.RevokeUserSessions(ctx, tx, userID, reason, now)
	})
}
