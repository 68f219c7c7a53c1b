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

	"github.com/chillwatch/chillwatch/internal/apperr"
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
	Enabled         bool              `json:"enabled"`
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
	Enabled       bool   `db:"enabled"`
}

const providerCols = `p.org_id, o.org_name, o.path, p.display_name, p.issuer, p.client_id, p.client_secret, p.username_claim,
	p.role_claim, p.role_map, p.auto_create, p.default_role, p.enabled`

func (r providerRow) view() Provider {
	p := Provider{OrgName: r.OrgName, DisplayName: r.DisplayName, Issuer: r.Issuer, ClientID: r.ClientID,
		ClientSecretSet: r.ClientSecret != "", UsernameClaim: r.UsernameClaim, RoleClaim: r.RoleClaim,
		AutoCreate: r.AutoCreate, DefaultRole: r.DefaultRole, Enabled: r.Enabled}
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

// Save creates or replaces the provider of an organisation in the
// caller's scope. An empty client secret keeps the stored one.
func (s *Service) Save(ctx context.Context, p *auth.Principal, in Provider) (*Provider, error) {
	ref, err := s.orgs.Resolve(ctx, p, in.OrgName)
	if err != nil {
		return nil, err
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
		v.Check(err == nil && (u.Scheme == "https" || (u.Scheme == "http" && s.allowHTTP)) && u.Host != "" && u.RawQuery == "" && u.Fragment == "",
			"issuer", "identity.issuer.invalid")
	}
	v.Required("clientId", in.ClientID, "identity.clientId.required")
	roles := map[string]bool{}
	if in.DefaultRole != "" || len(in.RoleMap) > 0 {
		var names []string
		if err := s.db.Select(ctx, &names, `SELECT role_key FROM roles WHERE org_id = ?`, rootOf(ref)); err != nil {
			return nil, apperr.Wrap(err, "identity: roles")
		}
		for _, n := range names {
			roles[n] = true
		}
	}
	if in.AutoCreate {
		v.Required("defaultRole", in.DefaultRole, "identity.defaultRole.required")
	}
	if in.DefaultRole != "" {
		v.Check(roles[auth.NameKey(in.DefaultRole)], "defaultRole", "identity.role.unknown")
	}
	for k, r := range in.RoleMap {
		v.Check(roles[auth.NameKey(r)], "roleMap."+k, "identity.role.unknown")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	roleMap, _ := json.Marshal(in.RoleMap)
	if in.RoleMap == nil {
		roleMap = []byte("{}")
	}
	now := storage.Now(s.Now())
	_, err = s.db.Exec(ctx, `INSERT INTO oidc_providers (org_id, display_name, issuer, client_id, client_secret, username_claim, role_claim, role_map,
		auto_create, default_role, enabled, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (org_id) DO UPDATE SET display_name = excluded.display_name, issuer = excluded.issuer, client_id = excluded.client_id,
		client_secret = CASE WHEN excluded.client_secret = '' THEN oidc_providers.client_secret ELSE excluded.client_secret END,
		username_claim = excluded.username_claim, role_claim = excluded.role_claim, role_map = excluded.role_map,
		auto_create = excluded.auto_create, default_role = excluded.default_role, enabled = excluded.enabled,
		updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
		ref.ID, in.DisplayName, in.Issuer, in.ClientID, in.ClientSecret, in.UsernameClaim, in.RoleClaim, string(roleMap),
		in.AutoCreate, in.DefaultRole, in.Enabled, now, p.UserName)
	if err != nil {
		return nil, apperr.Wrap(err, "identity: save provider")
	}
	return s.Get(ctx, p, ref.Name)
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

// ForUser is the provider of a user's organisation (the closest one up
// the tree), for the spec's POST /keycloak {username}. An unknown user
// and a user without a provider answer the same 404.
func (s *Service) ForUser(ctx context.Context, userName string) (*Public, error) {
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
	return &Public{OrgName: best.OrgName, DisplayName: best.DisplayName, AuthorizationURL: AuthorizePath + "?orgName=" + url.QueryEscape(best.OrgName)}, nil
}
