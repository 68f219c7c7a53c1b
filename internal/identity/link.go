package identity

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// userInTree selects users of the provider's organisation subtree.
const userInTree = `FROM users u JOIN organizations o ON o.id = u.org_id LEFT JOIN organizations so ON so.id = u.sub_org_id
	WHERE COALESCE(so.path, o.path) LIKE ? AND `

// link finds the ChillWatch user of a provider account: an earlier link
// by subject, else a user of the organisation (or below it) with the
// username claim as user name, else one with the verified e-mail; else,
// when the provider allows it, a new user with the default role. A user
// of another organisation never matches. The role claim, mapped, sets the
// user's role on every sign-in.
func (s *Service) link(ctx context.Context, r *providerRow, subject string, claims map[string]any) (int64, error) {
	prefix := r.OrgPath + "%"
	var userID int64
	err := s.db.Get(ctx, &userID, `SELECT u.id FROM oidc_links l JOIN users u ON u.id = l.user_id JOIN organizations o ON o.id = u.org_id
		LEFT JOIN organizations so ON so.id = u.sub_org_id WHERE COALESCE(so.path, o.path) LIKE ? AND l.org_id = ? AND l.subject = ?`, prefix, r.OrgID, subject)
	if err != nil {
		userID = 0
		name := claimString(claims[r.UsernameClaim])
		if name != "" {
			_ = s.db.Get(ctx, &userID, `SELECT u.id `+userInTree+`u.user_name_key = ?`, prefix, auth.NameKey(name))
		}
		email := strings.ToLower(claimString(claims["email"]))
		if userID == 0 && email != "" && claims["email_verified"] == true {
			var ids []int64
			if err := s.db.Select(ctx, &ids, `SELECT u.id `+userInTree+`LOWER(u.email_id) = ?`, prefix, email); err != nil {
				return 0, apperr.Wrap(err, "identity: by email")
			}
			if len(ids) == 1 {
				userID = ids[0]
			}
		}
		if userID == 0 && r.AutoCreate && name != "" {
			if userID, err = s.create(ctx, r, name, email, claims); err != nil {
				return 0, err
			}
		}
		if userID == 0 {
			s.log.InfoContext(ctx, "identity sign-in matches no user", "org", r.OrgName, "subject", subject)
			return 0, &Error{Code: CodeNoUser}
		}
		if _, err := s.db.Exec(ctx, `INSERT INTO oidc_links (org_id, subject, user_id, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (org_id, subject) DO UPDATE SET user_id = excluded.user_id`, r.OrgID, subject, userID, storage.Now(s.Now())); err != nil {
			return 0, apperr.Wrap(err, "identity: link")
		}
		if _, err := s.db.Exec(ctx, `UPDATE users SET is_oauth = ? WHERE id = ?`, true, userID); err != nil {
			return 0, apperr.Wrap(err, "identity: mark user")
		}
	}
	if role := s.mappedRole(r, claims); role != "" {
		if _, err := s.db.Exec(ctx, `UPDATE users SET role_id = (SELECT id FROM roles WHERE org_id = (SELECT org_id FROM users WHERE id = ?) AND role_key = ?)
			WHERE id = ? AND EXISTS (SELECT 1 FROM roles WHERE org_id = (SELECT org_id FROM users WHERE id = ?) AND role_key = ?)`,
			userID, auth.NameKey(role), userID, userID, auth.NameKey(role)); err != nil {
			return 0, apperr.Wrap(err, "identity: role")
		}
	}
	return userID, nil
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
func (s *Service) create(ctx context.Context, r *providerRow, name, email string, claims map[string]any) (int64, error) {
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
	role := s.mappedRole(r, claims)
	if role == "" {
		role = r.DefaultRole
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
