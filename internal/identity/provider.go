// Package identity owns sign-in through an organisation's OpenID Connect
// provider (Keycloak or any other): each organisation's provider settings,
// the authorization code flow with PKCE, state and nonce done on the
// server (go-oidc and x/oauth2), the verification of the provider's id
// token, the link between a provider account and a ChillWatch user, the
// one-time code that hands the console its session, and the provider's
// end-session URL at sign-out. The session itself is ours
// (internal/auth), as with a password login (docs/identity.md).
package identity

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"net/url"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Provider is an organisation's identity provider. ClientSecret is write
// only: it is never read back (ClientSecretSet says whether one is kept).
type Provider struct {
	OrgName         string            `json:"orgName" maxLength:"100"`
	DisplayName     string            `json:"displayName" maxLength:"60" doc:"shown on the login page: Sign in with <displayName>"`
	Issuer          string            `json:"issuer" maxLength:"500" doc:"the issuer URL, exactly as the provider's discovery document states it (Keycloak: https://HOST/realms/REALM)"`
	ClientID        string            `json:"clientId" maxLength:"200"`
	ClientSecret    string            `json:"clientSecret,omitempty" maxLength:"500" doc:"write only; empty keeps the stored secret"`
	ClientSecretSet bool              `json:"clientSecretSet" readOnly:"true"`
	UsernameClaim   string            `json:"usernameClaim" maxLength:"100" doc:"the claim holding the ChillWatch user name (default preferred_username)"`
	RoleClaim       string            `json:"roleClaim,omitempty" maxLength:"100" doc:"a claim holding role names (a string or a list), optional"`
	RoleMap         map[string]string `json:"roleMap,omitempty" maxProperties:"50" doc:"provider role → ChillWatch role name"`
	AutoCreate      bool              `json:"autoCreate" doc:"create a user of the organisation on a first sign-in that matches nobody (off by default)"`
	DefaultRole     string            `json:"defaultRole,omitempty" maxLength:"100" doc:"the role of users created on sign-in"`
	LinkByEmail     bool              `json:"linkByEmail" doc:"a first sign-in may link to the one user with the same e-mail, when the provider says it is verified (off by default)"`
	Enabled         bool              `json:"enabled"`
	ConfiguredBy    string            `json:"configuredBy" readOnly:"true" doc:"the administrator whose authority the provider signs in with: it signs in nobody who holds a privilege they lack"`
}

// Registration is what to register at a provider for this server: the
// redirect URI the server sends, and where sign-out returns.
type Registration struct {
	RedirectURI           string `json:"redirectUri"`
	PostLogoutRedirectURI string `json:"postLogoutRedirectUri"`
	// PublicURLSet is false when CHILLWATCH_PUBLIC_URL is not set: the
	// URIs then name http://localhost:PORT, which only a browser on the
	// server itself reaches.
	PublicURLSet bool `json:"publicUrlSet"`
}

// Public is what the login page may know of a provider.
type Public struct {
	OrgName     string `json:"orgName"`
	DisplayName string `json:"displayName"`
	// AuthorizationURL starts the sign-in: the console navigates to it.
	AuthorizationURL string `json:"authorizationUrl"`
}

type providerRow struct {
	OrgID         int64  `db:"org_id"`
	OrgName       string `db:"org_name"`
	OrgPath       string `db:"path"`
	DisplayName   string `db:"display_name"`
	Issuer        string `db:"issuer"`
	ClientID      string `db:"client_id"`
	ClientSecret  string `db:"client_secret"`
	UsernameClaim string `db:"username_claim"`
	RoleClaim     string `db:"role_claim"`
	RoleMap       string `db:"role_map"`
	AutoCreate    bool   `db:"auto_create"`
	DefaultRole   string `db:"default_role"`
	LinkByEmail   bool   `db:"link_by_email"`
	Enabled       bool   `db:"enabled"`
	ConfiguredBy  *int64 `db:"configured_by"`
	Configurer    string `db:"configurer"`
}

const providerCols = `p.org_id, o.org_name, o.path, p.display_name, p.issuer, p.client_id, p.client_secret, p.username_claim,
	p.role_claim, p.role_map, p.auto_create, p.default_role, p.link_by_email, p.enabled, p.configured_by,
	COALESCE((SELECT cu.user_name FROM users cu WHERE cu.id = p.configured_by), '') AS configurer`

func (r providerRow) view() Provider {
	p := Provider{OrgName: r.OrgName, DisplayName: r.DisplayName, Issuer: r.Issuer, ClientID: r.ClientID,
		ClientSecretSet: r.ClientSecret != "", UsernameClaim: r.UsernameClaim, RoleClaim: r.RoleClaim,
		AutoCreate: r.AutoCreate, DefaultRole: r.DefaultRole, LinkByEmail: r.LinkByEmail, Enabled: r.Enabled, ConfiguredBy: r.Configurer}
	_ = json.Unmarshal([]byte(r.RoleMap), &p.RoleMap)
	return p
}

func (s *Service) providerOf(ctx context.Context, where string, args ...any) (*providerRow, error) {
	var r providerRow
	err := s.db.Get(ctx, &r, `SELECT `+providerCols+` FROM oidc_providers p JOIN organizations o ON o.id = p.org_id WHERE `+where, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.NotFound("identity provider")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "identity: provider")
	}
	return &r, nil
}

// Get returns the provider of an organisation in the caller's scope.
func (s *Service) Get(ctx context.Context, p *auth.Principal, orgName string) (*Provider, error) {
	ref, err := s.orgs.Resolve(ctx, p, orgName)
	if err != nil {
		return nil, err
	}
	r, err := s.providerOf(ctx, "p.org_id = ?", ref.ID)
	if err != nil {
		return nil, err
	}
	v := r.view()
	return &v, nil
}

// Save creates or replaces the provider of an organisation. Only an
// administrator of the top organisation (ALL_PRIVILEGE there, not in a
// sub-organisation) or the platform may: a provider signs people in, so
// configuring one is as strong as holding every account it can reach.
// Every role it may grant (the role map's and the default role) must be
// within the configurer's own privileges, and the provider's discovery
// document is fetched and checked before anything is stored. An empty
// client secret keeps the stored one. A new issuer or client id ends the
// links of the old provider.
func (s *Service) Save(ctx context.Context, p *auth.Principal, in Provider) (*Provider, error) {
	ref, err := s.orgs.Resolve(ctx, p, in.OrgName)
	if err != nil {
		return nil, err
	}
	root := rootOf(ref)
	if !p.Privileges.Has(auth.AllPrivilege) || auth.MayWriteRoles(p, root) != nil {
		return nil, apperr.Forbidden("identity.provider.notAdministrator")
	}
	in.DisplayName, in.Issuer, in.ClientID = strings.TrimSpace(in.DisplayName), strings.TrimSpace(in.Issuer), strings.TrimSpace(in.ClientID)
	in.UsernameClaim, in.RoleClaim, in.DefaultRole = strings.TrimSpace(in.UsernameClaim), strings.TrimSpace(in.RoleClaim), strings.TrimSpace(in.DefaultRole)
	if in.UsernameClaim == "" {
		in.UsernameClaim = "preferred_username"
	}
	var v apperr.Validator
	v.Required("displayName", in.DisplayName, "identity.displayName.required")
	if v.Required("issuer", in.Issuer, "identity.issuer.required") {
		u, err := url.Parse(in.Issuer)
		v.Check(err == nil && (u.Scheme == "https" || (u.Scheme == "http" && s.allowHTTP)) && u.Host != "" && u.User == nil && u.RawQuery == "" && u.Fragment == "",
			"issuer", "identity.issuer.invalid")
	}
	v.Required("clientId", in.ClientID, "identity.clientId.required")
	roles, err := s.rolePrivileges(ctx, root)
	if err != nil {
		return nil, err
	}
	if in.AutoCreate {
		v.Required("defaultRole", in.DefaultRole, "identity.defaultRole.required")
	}
	grantable := func(field, role string) {
		privs, ok := roles[auth.NameKey(role)]
		if !v.Check(ok, field, "identity.role.unknown") {
			return
		}
		if missing := p.Privileges.Missing(privs...); len(missing) > 0 {
			v.Add(field, "identity.role.notHeld", map[string]any{"Name": strings.Join(missing, ", ")})
		}
	}
	if in.DefaultRole != "" {
		grantable("defaultRole", in.DefaultRole)
	}
	for k, r := range in.RoleMap {
		grantable("roleMap."+k, r)
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	if in.Enabled {
		// The provider must answer, as the server will reach it.
		s.disc.forget(in.Issuer)
		if _, err := s.disc.get(ctx, in.Issuer); err != nil {
			var de *discoveryError
			if errors.As(err, &de) {
				return nil, &apperr.Error{Kind: apperr.KindInvalid, Code: "validation",
					Fields: []apperr.FieldError{{Field: "issuer", Code: de.Code, Args: map[string]any{"Detail": de.Detail}}}}
			}
			return nil, err
		}
	}
	roleMap, _ := json.Marshal(in.RoleMap)
	if in.RoleMap == nil {
		roleMap = []byte("{}")
	}
	before, err := s.providerOf(ctx, "p.org_id = ?", ref.ID)
	if err != nil && !errors.Is(err, apperr.ErrNotFound) {
		return nil, err
	}
	if before != nil {
		audit.Before(ctx, before.view())
	}
	audit.Scope(ctx, ref.Path)
	now := storage.Now(s.Now())
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if before != nil && (before.Issuer != in.Issuer || before.ClientID != in.ClientID) {
			if _, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM oidc_links WHERE org_id = ?`), ref.ID); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO oidc_providers (org_id, display_name, issuer, client_id, client_secret, username_claim, role_claim, role_map,
		auto_create, default_role, link_by_email, enabled, updated_at, updated_by, configured_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (org_id) DO UPDATE SET display_name = excluded.display_name, issuer = excluded.issuer, client_id = excluded.client_id,
		client_secret = CASE WHEN excluded.client_secret = '' THEN oidc_providers.client_secret ELSE excluded.client_secret END,
		username_claim = excluded.username_claim, role_claim = excluded.role_claim, role_map = excluded.role_map,
		auto_create = excluded.auto_create, default_role = excluded.default_role, link_by_email = excluded.link_by_email, enabled = excluded.enabled,
		updated_at = excluded.updated_at, updated_by = excluded.updated_by, configured_by = excluded.configured_by`),
			ref.ID, in.DisplayName, in.Issuer, in.ClientID, in.ClientSecret, in.UsernameClaim, in.RoleClaim, string(roleMap),
			in.AutoCreate, in.DefaultRole, in.LinkByEmail, in.Enabled, now, p.UserName, p.UserID)
		return err
	})
	if err != nil {
		return nil, apperr.Wrap(err, "identity: save provider")
	}
	if before != nil {
		s.disc.forget(before.Issuer)
	}
	return s.Get(ctx, p, ref.Name)
}

// rolePrivileges maps each role of a top organisation (by name key) to its privileges.
func (s *Service) rolePrivileges(ctx context.Context, rootID int64) (map[string][]string, error) {
	var rows []struct {
		Key       string         `db:"role_key"`
		Privilege sql.NullString `db:"privilege"`
	}
	if err := s.db.Select(ctx, &rows, `SELECT r.role_key, rp.privilege FROM roles r LEFT JOIN role_privileges rp ON rp.role_id = r.id WHERE r.org_id = ?`, rootID); err != nil {
		return nil, apperr.Wrap(err, "identity: roles")
	}
	out := map[string][]string{}
	for _, r := range rows {
		out[r.Key] = append(out[r.Key], r.Privilege.String)
		if !r.Privilege.Valid {
			out[r.Key] = out[r.Key][:len(out[r.Key])-1]
		}
	}
	return out, nil
}

// Registration answers what to register at a provider for this server.
func (s *Service) Registration() Registration {
	return Registration{RedirectURI: s.RedirectURI(), PostLogoutRedirectURI: s.base + LoginPath, PublicURLSet: s.publicURLSet}
}

// rootOf is the top organisation, which holds the roles.
func rootOf(r org.Ref) int64 {
	if r.RootID != 0 {
		return r.RootID
	}
	return r.ID
}

// PublicOf is the login page's view of an organisation's enabled provider.
func (s *Service) PublicOf(ctx context.Context, orgName string) (*Public, error) {
	r, err := s.providerOf(ctx, "o.org_name_key = ?", auth.NameKey(orgName))
	if err != nil || !r.Enabled {
		return nil, apperr.NotFound("identity provider")
	}
	return &Public{OrgName: r.OrgName, DisplayName: r.DisplayName, AuthorizationURL: AuthorizePath + "?orgName=" + url.QueryEscape(r.OrgName)}, nil
}

// UserStart is the answer of the spec's POST /keycloak {username}.
type UserStart struct {
	// AuthorizationURL starts a sign-in with the provider of the user's
	// organisation: the console navigates to it.
	AuthorizationURL string `json:"authorizationUrl"`
}

// ForUser answers POST /keycloak: the same answer for every user name,
// known or not, with or without a provider, so that it tells nobody who
// exists. The provider is found when the browser follows the URL
// (Authorize, which spends a sign-in attempt of the address); a user
// without one comes back to the login page with identity.notConfigured.
func (s *Service) ForUser(userName string) *UserStart {
	return &UserStart{AuthorizationURL: AuthorizePath + "?username=" + url.QueryEscape(strings.TrimSpace(userName))}
}

// providerForUser is the enabled provider of a user's organisation: the
// closest one up the tree from their sub-organisation, else organisation.
func (s *Service) providerForUser(ctx context.Context, userName string) (*providerRow, error) {
	var path string
	err := s.db.Get(ctx, &path, `SELECT COALESCE(so.path, o.path) FROM users u JOIN organizations o ON o.id = u.org_id
		LEFT JOIN organizations so ON so.id = u.sub_org_id WHERE u.user_name_key = ?`, auth.NameKey(userName))
	if err != nil {
		return nil, apperr.NotFound("identity provider")
	}
	var rows []providerRow
	if err := s.db.Select(ctx, &rows, `SELECT `+providerCols+` FROM oidc_providers p JOIN organizations o ON o.id = p.org_id WHERE p.enabled = ?`, true); err != nil {
		return nil, apperr.Wrap(err, "identity: providers")
	}
	var best *providerRow
	for i, r := range rows {
		if strings.HasPrefix(path, r.OrgPath) && (best == nil || len(r.OrgPath) > len(best.OrgPath)) {
			best = &rows[i]
		}
	}
	if best == nil {
		return nil, apperr.NotFound("identity provider")
	}
	return best, nil
}
