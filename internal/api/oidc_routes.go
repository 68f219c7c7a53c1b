package api

import (
	"context"
	"errors"
	"net/http"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/identity"
)

const identityTag = "identity"

// redirect is a 302 answer, optionally setting the sign-in's browser cookie.
type redirect struct {
	Status    int
	Location  string `header:"Location"`
	Cache     string `header:"Cache-Control"`
	SetCookie string `header:"Set-Cookie"`
}

// BrowserKey is the sign-in's browser cookie, as a request carries it.
type BrowserKey struct {
	Key string `cookie:"cw_oidc_browser" maxLength:"100" doc:"binds a provider sign-in to the browser that started it"`
}

// KeycloakRequest is the body of the spec's POST /keycloak.
type KeycloakRequest struct {
	Username string `json:"username" maxLength:"100"`
}

// providerQuery names the organisation whose provider is asked for.
type providerQuery struct {
	OrgName string `query:"orgName" maxLength:"100"`
}

// authorizeQuery starts a provider sign-in.
type authorizeQuery struct {
	OrgName  string `query:"orgName" maxLength:"100"`
	Username string `query:"username" maxLength:"100" doc:"instead of orgName: the provider of this user's organisation"`
	BrowserKey
}

// callbackQuery is the provider's redirect back.
type callbackQuery struct {
	State string `query:"state" maxLength:"200"`
	Code  string `query:"code" maxLength:"2000"`
	Error string `query:"error" maxLength:"200"`
	BrowserKey
}

// oAuthLoginInput carries the callback's one-time code or an id token.
type oAuthLoginInput struct {
	AuthToken string `header:"authToken" maxLength:"8000"`
	BrowserKey
}

// oidcRoutes serve sign-in through an organisation's OpenID Connect
// provider (docs/identity.md): the login page's provider lookup (by
// organisation, or by user name through the spec's POST /keycloak), the
// authorization redirect and callback, the spec's POST
// /authgateway/oAuthLogin that turns the callback's one-time code into
// our session, and the provider settings of an organisation.
func (s *Server) oidcRoutes() {
	register(s, s.op(http.MethodGet, Base+"/oidc/provider", "identityProviderPublic", "The identity provider of an organisation, for the login page's Sign in with <provider>", identityTag), s.identityProviderPublic)
	register(s, s.op(http.MethodPost, "/keycloak", "keycloak", "Where to start signing a user in with their organisation's provider: the same answer for every user name, known or not", identityTag), s.keycloak)
	register(s, s.op(http.MethodGet, identity.AuthorizePath, "oidcAuthorize", "Start signing in with an organisation's (or a user's) provider: sets the browser cookie and redirects to it (authorization code, PKCE S256, state, nonce); rate-limited per address like the login", identityTag), s.oidcAuthorize)
	register(s, s.op(http.MethodGet, identity.CallbackPath, "oidcCallback", "The provider's redirect back: verifies the sign-in (for the browser that started it) and returns to the login page with a one-time code", identityTag), s.oidcCallback)
	register(s, s.op(http.MethodPost, Base+"/oAuthLogin", "oAuthLogin", "Open the session of a provider sign-in: header authToken holds the callback's one-time code, or an id token of the organisation's provider; answers the session user", identityTag), s.oAuthLogin)
	register(s, s.op(http.MethodGet, Base+"/oidc/registration", "identityProviderRegistration", "What to register at a provider for this server: the redirect URI it sends, the post-logout URI, and whether CHILLWATCH_PUBLIC_URL is set", identityTag), s.identityProviderRegistration)
	register(s, s.op(http.MethodGet, Base+"/identityProvider", "getIdentityProvider", "An organisation's identity provider settings (the client secret is never returned)", identityTag), s.getIdentityProvider)
	register(s, s.op(http.MethodPut, Base+"/identityProvider", "saveIdentityProvider", "Set an organisation's identity provider (an empty clientSecret keeps the stored one)", identityTag), s.saveIdentityProvider)
}

func (s *Server) identityProviderPublic(ctx context.Context, in *providerQuery) (*out[*identity.Public], error) {
	if err := requireQuery("orgName", in.OrgName); err != nil {
		return nil, err
	}
	return reply(s.Identity.PublicOf(ctx, in.OrgName))
}

// keycloak answers where to start signing a user in: the same answer for
// every user name, known or not.
func (s *Server) keycloak(_ context.Context, in *struct{ Body KeycloakRequest }) (*out[*identity.UserStart], error) {
	if err := requireQuery("username", in.Body.Username); err != nil {
		return nil, err
	}
	return reply(s.Identity.ForUser(in.Body.Username), nil)
}

// oidcAuthorize redirects to the provider, setting the browser cookie; a
// refusal redirects to the login page with its code.
func (s *Server) oidcAuthorize(ctx context.Context, in *authorizeQuery) (*redirect, error) {
	st, err := s.Identity.Authorize(ctx, in.OrgName, in.Username, in.Key, clientOf(ctx).addr)
	if err != nil {
		var ie *identity.Error
		if errors.As(err, &ie) {
			return &redirect{Status: http.StatusFound, Location: s.Identity.LoginURL(ie.Code), Cache: "no-store"}, nil
		}
		return nil, err
	}
	return &redirect{Status: http.StatusFound, Location: st.URL, Cache: "no-store", SetCookie: st.Cookie().String()}, nil
}

// oidcCallback verifies the provider's answer and redirects to the login
// page with a one-time code, or with what went wrong.
func (s *Server) oidcCallback(ctx context.Context, in *callbackQuery) (*redirect, error) {
	c := clientOf(ctx)
	to := s.Identity.Complete(ctx, identity.Callback{State: in.State, Code: in.Code, ProviderError: in.Error, BrowserKey: in.Key, Addr: c.addr, UserAgent: c.agent})
	return &redirect{Status: http.StatusFound, Location: to, Cache: "no-store"}, nil
}

// oAuthLogin opens the session of a provider sign-in from the callback's
// one-time code or an id token of the organisation's provider.
func (s *Server) oAuthLogin(ctx context.Context, in *oAuthLoginInput) (*out[SessionUser], error) {
	if err := requireQuery("authToken", in.AuthToken); err != nil {
		return nil, err
	}
	c := clientOf(ctx)
	var sess *auth.Session
	var err error
	if identity.IsIDToken(in.AuthToken) {
		sess, err = s.Identity.SignInIDToken(ctx, in.AuthToken, c.addr, c.agent)
	} else {
		sess, err = s.Identity.Redeem(ctx, in.AuthToken, in.Key, c.addr, c.agent)
	}
	if err != nil {
		return nil, err
	}
	noteActor(ctx, sess.Principal, "")
	return reply(s.sessionUser(ctx, sess))
}

func (s *Server) identityProviderRegistration(context.Context, *struct{}) (*out[identity.Registration], error) {
	return reply(s.Identity.Registration(), nil)
}

func (s *Server) getIdentityProvider(ctx context.Context, in *providerQuery) (*out[*identity.Provider], error) {
	if err := requireQuery("orgName", in.OrgName); err != nil {
		return nil, err
	}
	return reply(s.Identity.Get(ctx, principal(ctx), in.OrgName))
}

func (s *Server) saveIdentityProvider(ctx context.Context, in *struct{ Body identity.Provider }) (*out[*identity.Provider], error) {
	if err := requireQuery("orgName", in.Body.OrgName); err != nil {
		return nil, err
	}
	return reply(s.Identity.Save(ctx, principal(ctx), in.Body))
}
