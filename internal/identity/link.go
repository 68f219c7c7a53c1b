package identity

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// userInTree selects users of the provider's organisation subtree.
const userInTree = `FROM users u JOIN organizations o ON o.id = u.org_id LEFT JOIN organizations so ON so.id = u.sub_org_id
	WHERE COALESCE(so.path, o.path) LIKE ? AND `

// The outcomes of linking a provider account, as the audit log records them.
const (
	LinkExisting = "existing" // an earlier link of this issuer and subject
	LinkNew      = "new"      // linked now, by user name or (when allowed) e-mail
	LinkCreated  = "created"  // a user created on this sign-in
	LinkRefused  = "refused"  // no user, or one the provider may not sign in as
)

// link finds the ChillWatch user of a provider account: an earlier link
// of this issuer and subject, else a user of the organisation (or below
// it) with the username claim as user name, else — only when the
// provider's settings allow it — the one user with the verified e-mail;
// else, when the provider allows it, a new user with the default role. A
// user of another organisation never matches. The role claim, mapped,
// sets the user's role on every sign-in. The provider signs in nobody who
// holds, or would get through the role map, a privilege its configurer
// lacks (docs/authorization.md). Every outcome is audited.
func (s *Service) link(ctx context.Context, r *providerRow, subject string, claims map[string]any, addr, agent string) (int64, error) {
	rec := signInRecord{r: r, subject: subject, name: claimString(claims[r.UsernameClaim]), addr: addr, agent: agent}
	userID, how, err := s.match(ctx, r, subject, claims)
	var ie *Error
	if errors.As(err, &ie) {
		s.recordSignIn(ctx, rec, LinkRefused, ie.Code)
	}
	if err != nil {
		return 0, err
	}
	if userID == 0 {
		s.log.InfoContext(ctx, "identity sign-in matches no user", "org", r.OrgName, "subject", subject)
		s.recordSignIn(ctx, rec, LinkRefused, CodeNoUser)
		return 0, &Error{Code: CodeNoUser}
	}
	rec.userID = userID
	role := s.mappedRole(r, claims)
	if err := s.mayActFor(ctx, r, userID, role); err != nil {
		if errors.As(err, &ie) {
			s.recordSignIn(ctx, rec, LinkRefused, ie.Code)
		}
		return 0, err
	}
	if how != LinkExisting {
		if _, err := s.db.Exec(ctx, `INSERT INTO oidc_links (org_id, issuer, subject, user_id, created_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (org_id, issuer, subject) DO UPDATE SET user_id = excluded.user_id`, r.OrgID, r.Issuer, subject, userID, storage.Now(s.Now())); err != nil {
			return 0, apperr.Wrap(err, "identity: link")
		}
		if _, err := s.db.Exec(ctx, `UPDATE users SET is_oauth = ? WHERE id = ?`, true, userID); err != nil {
			return 0, apperr.Wrap(err, "identity: mark user")
		}
	}
	if role != "" {
		if err := s.setRole(ctx, rec, role); err != nil {
			return 0, err
		}
	}
	s.recordSignIn(ctx, rec, how, "")
	return userID, nil
}

// match finds the user of a provider account and how (LinkExisting,
// LinkNew, LinkCreated); 0 when none matches.
func (s *Service) match(ctx context.Context, r *providerRow, subject string, claims map[string]any) (int64, string, error) {
	prefix := r.OrgPath + "%"
	var userID int64
	err := s.db.Get(ctx, &userID, `SELECT u.id FROM oidc_links l JOIN users u ON u.id = l.user_id JOIN organizations o ON o.id = u.org_id
		LEFT JOIN organizations so ON so.id = u.sub_org_id WHERE COALESCE(so.path, o.path) LIKE ? AND l.org_id = ? AND l.issuer = ? AND l.subject = ?`,
		prefix, r.OrgID, r.Issuer, subject)
	if err == nil {
		return userID, LinkExisting, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return 0, "", apperr.Wrap(err, "identity: link lookup")
	}
	userID = 0
	name := claimString(claims[r.UsernameClaim])
	if name != "" {
		_ = s.db.Get(ctx, &userID, `SELECT u.id `+userInTree+`u.user_name_key = ?`, prefix, auth.NameKey(name))
	}
	email := strings.ToLower(claimString(claims["email"]))
	if userID == 0 && r.LinkByEmail && email != "" && claims["email_verified"] == true {
		var ids []int64
		if err := s.db.Select(ctx, &ids, `SELECT u.id `+userInTree+`LOWER(u.email_id) = ?`, prefix, email); err != nil {
			return 0, "", apperr.Wrap(err, "identity: by email")
		}
		if len(ids) == 1 {
			userID = ids[0]
		}
	}
	if userID != 0 {
		return userID, LinkNew, nil
	}
	if r.AutoCreate && name != "" {
		role := s.mappedRole(r, claims)
		if role == "" {
			role = r.DefaultRole
		}
		if err := s.mayGrant(ctx, r, role); err != nil {
			return 0, "", err
		}
		id, err := s.create(ctx, r, name, email, role, claims)
		return id, LinkCreated, err
	}
	return 0, "", nil
}

// mayActFor decides whether the provider may sign in as a user, who will
// then hold role ("" keeps theirs): with the authority of the
// administrator who saved its settings, as they stand now. That
// administrator must see the user and hold every privilege the user holds
// and every one of the mapped role (auth.MayActOnUser); one who is gone,
// disabled or demoted signs in nobody above them.
func (s *Service) mayActFor(ctx context.Context, r *providerRow, userID int64, role string) error {
	configurer, err := s.configurer(ctx, r)
	if err != nil {
		return err
	}
	var target struct {
		Path string `db:"path"`
		Role int64  `db:"role_id"`
		Org  int64  `db:"org_id"`
	}
	if err := s.db.Get(ctx, &target, `SELECT COALESCE(so.path, o.path) AS path, u.role_id, u.org_id FROM users u JOIN organizations o ON o.id = u.org_id
		LEFT JOIN organizations so ON so.id = u.sub_org_id WHERE u.id = ?`, userID); err != nil {
		return apperr.Wrap(err, "identity: target")
	}
	var privs []string
	if err := s.db.Select(ctx, &privs, `SELECT privilege FROM role_privileges WHERE role_id = ?`, target.Role); err != nil {
		return apperr.Wrap(err, "identity: target privileges")
	}
	if role != "" {
		var more []string
		if err := s.db.Select(ctx, &more, `SELECT rp.privilege FROM role_privileges rp JOIN roles ro ON ro.id = rp.role_id
			WHERE ro.org_id = ? AND ro.role_key = ?`, target.Org, auth.NameKey(role)); err != nil {
			return apperr.Wrap(err, "identity: role privileges")
		}
		privs = append(privs, more...)
	}
	if auth.MayActOnUser(configurer, userID, target.Path, auth.NewSet(privs...)) != nil {
		return &Error{Code: CodeOutranks}
	}
	return nil
}

// configurer is the administrator who saved the provider's settings, as
// they stand now.
func (s *Service) configurer(ctx context.Context, r *providerRow) (*auth.Principal, error) {
	if r.ConfiguredBy == nil {
		return nil, &Error{Code: CodeOutranks}
	}
	p, err := s.auth.PrincipalOf(ctx, *r.ConfiguredBy)
	if err != nil {
		s.log.WarnContext(ctx, "identity provider's configurer is gone or disabled", "org", r.OrgName)
		return nil, &Error{Code: CodeOutranks}
	}
	return p, nil
}

// mayGrant decides whether the provider may create a user of its
// organisation holding role: its configurer sees the organisation and
// holds every privilege of the role.
func (s *Service) mayGrant(ctx context.Context, r *providerRow, role string) error {
	configurer, err := s.configurer(ctx, r)
	if err != nil {
		return err
	}
	var root int64
	if err := s.db.Get(ctx, &root, `SELECT COALESCE(root_id, id) FROM organizations WHERE id = ?`, r.OrgID); err != nil {
		return apperr.Wrap(err, "identity: organisation")
	}
	roles, err := s.rolePrivileges(ctx, root)
	if err != nil {
		return err
	}
	privs, ok := roles[auth.NameKey(role)]
	if !ok {
		return &Error{Code: CodeNoUser}
	}
	if !configurer.Sees(r.OrgPath) || len(configurer.Privileges.Missing(privs...)) > 0 {
		return &Error{Code: CodeOutranks}
	}
	return nil
}

// setRole gives the user the mapped role, when it is another one, and
// records the change as an updateUser entry with the role before and after.
func (s *Service) setRole(ctx context.Context, rec signInRecord, role string) error {
	var cur struct {
		Name   string `db:"user_name"`
		RoleID int64  `db:"role_id"`
		Role   string `db:"role_name"`
		Org    int64  `db:"org_id"`
	}
	if err := s.db.Get(ctx, &cur, `SELECT u.user_name, u.role_id, ro.role_name, u.org_id FROM users u JOIN roles ro ON ro.id = u.role_id WHERE u.id = ?`, rec.userID); err != nil {
		return apperr.Wrap(err, "identity: current role")
	}
	var next struct {
		ID   int64  `db:"id"`
		Name string `db:"role_name"`
	}
	err := s.db.Get(ctx, &next, `SELECT id, role_name FROM roles WHERE org_id = ? AND role_key = ?`, cur.Org, auth.NameKey(role))
	if errors.Is(err, sql.ErrNoRows) || (err == nil && next.ID == cur.RoleID) {
		return nil
	}
	if err != nil {
		return apperr.Wrap(err, "identity: role")
	}
	if _, err := s.db.Exec(ctx, `UPDATE users SET role_id = ?, updated_at = ? WHERE id = ?`, next.ID, storage.Now(s.Now()), rec.userID); err != nil {
		return apperr.Wrap(err, "identity: role")
	}
	s.recordRole(ctx, rec, cur.Name, cur.Role, next.Name)
	return nil
}

// mappedRole is the ChillWatch role of the first role claim value the
// provider's map knows, or "".
func (s *Service) mappedRole(r *providerRow, claims map[string]any) string {
	if r.RoleClaim == "" {
		return ""
	}
	var m map[string]string
	if json.Unmarshal([]byte(r.RoleMap), &m) != nil || len(m) == 0 {
		return ""
	}
	var values []string
	switch v := claimAt(claims, r.RoleClaim).(type) {
	case string:
		values = []string{v}
	case []any:
		for _, x := range v {
			if s, ok := x.(string); ok {
				values = append(values, s)
			}
		}
	}
	for _, v := range values {
		if role, ok := m[v]; ok {
			return role
		}
	}
	return ""
}

// claimAt reads a claim, following dots into objects (Keycloak's
// realm_access.roles).
func claimAt(claims map[string]any, path string) any {
	var cur any = claims
	for _, part := range strings.Split(path, ".") {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = m[part]
	}
	return cur
}

func claimString(v any) string {
	s, _ := v.(string)
	return strings.TrimSpace(s)
}

// create adds a user of the provider's organisation with the default role
// (or the mapped one) and no password: they sign in through the provider.
func (s *Service) create(ctx context.Context, r *providerRow, name, email, role string, claims map[string]any) (int64, error) {
	if apperr.Len(name) < 3 || apperr.Len(name) > 100 {
		return 0, &Error{Code: CodeNoUser}
	}
	var top struct {
		ID     int64  `db:"id"`
		RootID *int64 `db:"root_id"`
		Parent *int64 `db:"parent_id"`
	}
	if err := s.db.Get(ctx, &top, `SELECT id, root_id, parent_id FROM organizations WHERE id = ?`, r.OrgID); err != nil {
		return 0, apperr.Wrap(err, "identity: org")
	}
	orgID, subOrg := top.ID, any(nil)
	if top.Parent != nil && top.RootID != nil {
		orgID, subOrg = *top.RootID, top.ID
	}
	var roleID int64
	if err := s.db.Get(ctx, &roleID, `SELECT id FROM roles WHERE org_id = ? AND role_key = ?`, orgID, auth.NameKey(role)); err != nil {
		return 0, &Error{Code: CodeNoUser}
	}
	now := storage.Now(s.Now())
	var id int64
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		return tx.GetContext(ctx, &id, tx.Rebind(`INSERT INTO users (user_name, user_name_key, org_id, sub_org_id, role_id, email_id, first_name, last_name, is_oauth, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`), name, auth.NameKey(name), orgID, subOrg, roleID, email,
			claimString(claims["given_name"]), claimString(claims["family_name"]), true, now, now)
	})
	if storage.IsUniqueViolation(err) {
		// The name belongs to a user of another organisation.
		return 0, &Error{Code: CodeNoUser}
	}
	if err != nil {
		return 0, apperr.Wrap(err, "identity: create user")
	}
	return id, nil
}
