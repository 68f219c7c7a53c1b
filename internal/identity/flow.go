package identity

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/jmoiron/sqlx"
	"golang.org/x/oauth2"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// The server's paths of the flow.
const (
	AuthorizePath = "/authgateway/oidc/authorize"
	CallbackPath  = "/authgateway/oidc/callback"
	// LoginPath is the console's login page, which the callback returns to
	// with ?oidcCode= (or ?oidcError=).
	LoginPath = "/login"
)

const (
	flowTTL = 10 * time.Minute // from authorize to callback; flows are forgotten after it
	codeTTL = time.Minute      // from callback to oAuthLogin
)

// The message keys of sign-in failures; the callback passes them to the
// login page as oidcError.
const (
	CodeNotConfigured = "identity.notConfigured"
	CodeStateInvalid  = "identity.stateInvalid"
	CodeProviderError = "identity.providerError"
	CodeTokenInvalid  = "identity.tokenInvalid"
	CodeNoUser        = "identity.noUser"
	CodeCodeInvalid   = "identity.codeInvalid"
	CodeDenied        = "identity.denied"
	// CodeTooManyAttempts: the address started too many sign-ins.
	CodeTooManyAttempts = "identity.tooManyAttempts"
	// CodeOutranks: the account links to a user who holds (or would get
	// through the role map) a privilege the provider's configurer lacks.
	CodeOutranks = "identity.outranks"
	// CodeTokenReplayed: an id token already opened a session.
	CodeTokenReplayed = "identity.tokenReplayed"
)

// Service runs the provider sign-in.
type Service struct {
	db    *storage.DB
	orgs  *org.Service
	auth  *auth.Service
	audit *audit.Log
	disc  *discovery
	log   *slog.Logger
	base  string // the public URL of the console
	// publicURLSet is false when base is the listen address's localhost.
	publicURLSet bool
	// allowHTTP accepts http:// issuers (tests, a provider on loopback).
	allowHTTP bool
	// Now is the clock; tests replace it.
	Now func() time.Time
}

// Config are the service's settings.
type Config struct {
	// PublicURL is where users reach the console; the redirect URI
	// registered at the provider is PublicURL + /authgateway/oidc/callback.
	PublicURL string
	// PublicURLSet says PublicURL was configured (CHILLWATCH_PUBLIC_URL)
	// rather than made of the listen address.
	PublicURLSet bool
	// AllowHTTPIssuer accepts http:// issuers (for tests and development).
	AllowHTTPIssuer bool
	// AllowPrivateAddresses lets the server reach providers on loopback,
	// private and link-local addresses (CHILLWATCH_OIDC_ALLOW_PRIVATE).
	AllowPrivateAddresses bool
	// Audit receives the provider sign-ins and the roles they set; nil
	// records nothing.
	Audit *audit.Log
	Log   *slog.Logger
}

// New builds the service.
func New(db *storage.DB, orgs *org.Service, a *auth.Service, cfg Config) *Service {
	log := cfg.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &Service{db: db, orgs: orgs, auth: a, audit: cfg.Audit, log: log, base: strings.TrimRight(cfg.PublicURL, "/"),
		publicURLSet: cfg.PublicURLSet, allowHTTP: cfg.AllowHTTPIssuer, Now: time.Now}
	s.disc = &discovery{client: confinedClient(cfg.AllowPrivateAddresses), allowHTTP: cfg.AllowHTTPIssuer,
		now: func() time.Time { return s.Now() }, cache: map[string]cachedProvider{}}
	return s
}

// RedirectURI is the callback URL to register at the provider.
func (s *Service) RedirectURI() string { return s.base + CallbackPath }

// client discovers the provider (confined, cached; its issuer must match
// exactly) and builds the OAuth2 configuration. The client secret is sent
// in the Authorization header to the discovered token endpoint only.
func (s *Service) client(ctx context.Context, r *providerRow) (*oidc.Provider, *oauth2.Config, error) {
	p, err := s.disc.get(ctx, r.Issuer)
	if err != nil {
		s.log.WarnContext(ctx, "identity provider discovery failed", "org", r.OrgName, "issuer", r.Issuer, "err", err)
		return nil, nil, &Error{Code: CodeProviderError}
	}
	ep := p.Endpoint()
	ep.AuthStyle = oauth2.AuthStyleInHeader
	return p, &oauth2.Config{ClientID: r.ClientID, ClientSecret: r.ClientSecret, Endpoint: ep, RedirectURL: s.RedirectURI(),
		Scopes: []string{oidc.ScopeOpenID, "profile", "email"}}, nil
}

// octx is the context of calls to providers: the confined client.
func (s *Service) octx(ctx context.Context) context.Context {
	return oidc.ClientContext(ctx, s.disc.client)
}

// Error is a failed sign-in step; Code is its message key.
type Error struct{ Code string }

func (e *Error) Error() string { return "identity: " + e.Code }

// BrowserCookie names the cookie that binds a sign-in to the browser that
// started it: set at authorize, checked at the callback and when the
// one-time code is redeemed.
const BrowserCookie = "cw_oidc_browser"

// Started is a sign-in sent to the provider: the URL to send the browser
// to and the browser key to set in BrowserCookie.
type Started struct {
	URL        string
	BrowserKey string
}

// Cookie is the browser key's cookie: HttpOnly, Secure, SameSite=Lax (the
// provider's redirect back is a top-level GET, which Lax lets through),
// on /authgateway only, for as long as a flow lives.
func (st *Started) Cookie() *http.Cookie {
	return &http.Cookie{Name: BrowserCookie, Value: st.BrowserKey, Path: "/authgateway", MaxAge: int(flowTTL / time.Second),
		HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode}
}

// Authorize starts a sign-in with the provider of an organisation (or,
// with userName, of that user's organisation): it records a state, a
// nonce, a PKCE verifier and the browser key, and returns the provider's
// authorization URL. browserKey is the cookie the browser already holds
// ("" for none); it is reused so that two tabs can sign in at once. Each
// call spends one of the address's sign-in attempts.
func (s *Service) Authorize(ctx context.Context, orgName, userName, browserKey, remoteAddr string) (*Started, error) {
	if !s.auth.AllowAttempt(remoteAddr) {
		return nil, &Error{Code: CodeTooManyAttempts}
	}
	if s.base == "" {
		return nil, &Error{Code: CodeNotConfigured}
	}
	var r *providerRow
	var err error
	if userName != "" {
		r, err = s.providerForUser(ctx, userName)
	} else {
		r, err = s.providerOf(ctx, "o.org_name_key = ?", auth.NameKey(orgName))
	}
	if err != nil || !r.Enabled {
		return nil, &Error{Code: CodeNotConfigured}
	}
	_, cfg, err := s.client(ctx, r)
	if err != nil {
		return nil, err
	}
	if len(browserKey) < 32 || len(browserKey) > 100 {
		browserKey = random(32)
	}
	state, nonce, verifier := random(24), random(24), oauth2.GenerateVerifier()
	now := s.Now()
	if _, err := s.db.Exec(ctx, `DELETE FROM oidc_flows WHERE created_at < ?`, storage.Now(now.Add(-flowTTL))); err != nil {
		return nil, apperr.Wrap(err, "identity: prune flows")
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO oidc_flows (state_hash, org_id, nonce, verifier, browser_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
		hash(state), r.OrgID, nonce, verifier, hash(browserKey), storage.Now(now)); err != nil {
		return nil, apperr.Wrap(err, "identity: record flow")
	}
	return &Started{URL: cfg.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier), oidc.Nonce(nonce)), BrowserKey: browserKey}, nil
}

type flowRow struct {
	OrgID    int64  `db:"org_id"`
	Nonce    string `db:"nonce"`
	Verifier string `db:"verifier"`
}

// Callback is the provider's redirect back, as the browser brought it.
type Callback struct {
	State, Code, ProviderError string
	// BrowserKey is the browser's BrowserCookie ("" when it has none).
	BrowserKey string
	// Addr and UserAgent are the browser's, for the audit log.
	Addr, UserAgent string
}

// Complete finishes a sign-in: the state is used once and only by the
// browser that started it, the code is exchanged with the PKCE verifier,
// the id token is verified (signature through the provider's keys,
// issuer, audience, expiry, nonce) and accepted once, the account is
// linked to a user of the organisation (link.go), and a one-time code is
// returned for the same browser to redeem at oAuthLogin. It returns the
// URL of the login page to send the browser to, with the code or the
// failure's message key.
func (s *Service) Complete(ctx context.Context, cb Callback) string {
	login := s.base + LoginPath
	c, err := s.complete(ctx, cb)
	if err != nil {
		key := CodeProviderError
		var ie *Error
		if errors.As(err, &ie) {
			key = ie.Code
		} else {
			s.log.ErrorContext(ctx, "identity callback failed", "err", err)
		}
		return login + "?oidcError=" + url.QueryEscape(key)
	}
	return login + "?oidcCode=" + url.QueryEscape(c)
}

func (s *Service) complete(ctx context.Context, cb Callback) (string, error) {
	now := s.Now()
	if cb.State == "" || len(cb.State) > 200 || cb.BrowserKey == "" || len(cb.BrowserKey) > 100 {
		return "", &Error{Code: CodeStateInvalid}
	}
	var f flowRow
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		res, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE oidc_flows SET state_used_at = ? WHERE state_hash = ? AND browser_hash = ? AND state_used_at = 0 AND created_at > ?`),
			storage.Now(now), hash(cb.State), hash(cb.BrowserKey), storage.Now(now.Add(-flowTTL)))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return &Error{Code: CodeStateInvalid}
		}
		return tx.GetContext(ctx, &f, tx.Rebind(`SELECT org_id, nonce, verifier FROM oidc_flows WHERE state_hash = ?`), hash(cb.State))
	})
	if err != nil {
		return "", err
	}
	if cb.ProviderError != "" {
		return "", &Error{Code: CodeDenied}
	}
	if cb.Code == "" {
		return "", &Error{Code: CodeProviderError}
	}
	r, err := s.providerOf(ctx, "p.org_id = ?", f.OrgID)
	if err != nil || !r.Enabled {
		return "", &Error{Code: CodeNotConfigured}
	}
	p, cfg, err := s.client(ctx, r)
	if err != nil {
		return "", err
	}
	octx := s.octx(ctx)
	tok, err := cfg.Exchange(octx, cb.Code, oauth2.VerifierOption(f.Verifier))
	if err != nil {
		s.log.WarnContext(ctx, "identity code exchange failed", "org", r.OrgName, "err", redact(err))
		return "", &Error{Code: CodeProviderError}
	}
	raw, _ := tok.Extra("id_token").(string)
	idt, err := p.Verifier(&oidc.Config{ClientID: r.ClientID, Now: s.Now}).Verify(octx, raw)
	if err != nil {
		s.log.WarnContext(ctx, "identity id token refused", "org", r.OrgName, "err", err)
		return "", &Error{Code: CodeTokenInvalid}
	}
	if idt.Nonce != f.Nonce {
		s.log.WarnContext(ctx, "identity id token refused", "org", r.OrgName, "err", "nonce mismatch")
		return "", &Error{Code: CodeTokenInvalid}
	}
	if err := s.useOnce(ctx, raw, idt.Expiry); err != nil {
		return "", err
	}
	claims := map[string]any{}
	if err := idt.Claims(&claims); err != nil {
		return "", &Error{Code: CodeTokenInvalid}
	}
	if _, ok := claims[r.UsernameClaim]; !ok {
		// Not in the id token: ask the userinfo endpoint (same subject).
		if ui, err := p.UserInfo(octx, oauth2.StaticTokenSource(tok)); err == nil && ui.Subject == idt.Subject {
			extra := map[string]any{}
			if ui.Claims(&extra) == nil {
				for k, v := range extra {
					if _, ok := claims[k]; !ok {
						claims[k] = v
					}
				}
			}
		}
	}
	userID, err := s.link(ctx, r, idt.Subject, claims, cb.Addr, cb.UserAgent)
	if err != nil {
		return "", err
	}
	one := random(32)
	if _, err := s.db.Exec(ctx, `UPDATE oidc_flows SET code_hash = ?, user_id = ?, id_token = ? WHERE state_hash = ?`,
		hash(one), userID, raw, hash(cb.State)); err != nil {
		return "", apperr.Wrap(err, "identity: record code")
	}
	return one, nil
}

// Redeem exchanges the callback's one-time code for our session (the
// spec's POST /authgateway/oAuthLogin with the code as authToken), for the
// browser that started the sign-in only (its BrowserCookie). The
// provider's id token is kept beside the session for the end-session call.
func (s *Service) Redeem(ctx context.Context, oneTime, browserKey, remoteAddr, userAgent string) (*auth.Session, error) {
	now := s.Now()
	if oneTime == "" || len(oneTime) > 200 || browserKey == "" || len(browserKey) > 100 {
		return nil, apperr.Unauthenticated(CodeCodeInvalid)
	}
	var f struct {
		OrgID   int64  `db:"org_id"`
		UserID  int64  `db:"user_id"`
		IDToken string `db:"id_token"`
	}
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		res, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE oidc_flows SET code_used_at = ? WHERE code_hash = ? AND browser_hash = ? AND code_used_at = 0 AND state_used_at > ?`),
			storage.Now(now), hash(oneTime), hash(browserKey), storage.Now(now.Add(-codeTTL)))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return apperr.Unauthenticated(CodeCodeInvalid)
		}
		return tx.GetContext(ctx, &f, tx.Rebind(`SELECT org_id, user_id, id_token FROM oidc_flows WHERE code_hash = ?`), hash(oneTime))
	})
	if err != nil {
		return nil, err
	}
	sess, err := s.auth.OpenVerified(ctx, f.UserID, remoteAddr, userAgent)
	if err != nil {
		return nil, err
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO oidc_sessions (session_id, org_id, id_token) VALUES (?, ?, ?)`, sess.Principal.SessionID, f.OrgID, f.IDToken); err != nil {
		return nil, apperr.Wrap(err, "identity: record session")
	}
	// The flow's tokens are no longer needed.
	_, _ = s.db.Exec(ctx, `UPDATE oidc_flows SET id_token = '' WHERE code_hash = ?`, hash(oneTime))
	return sess, nil
}

// EndSessionURL is the provider's end-session URL for a session opened
// through it, or "" (a password session, or a provider without an
// end_session_endpoint). It forgets the provider's id token.
func (s *Service) EndSessionURL(ctx context.Context, sessionID string) string {
	var row struct {
		OrgID   int64  `db:"org_id"`
		IDToken string `db:"id_token"`
	}
	if sessionID == "" || s.db.Get(ctx, &row, `SELECT org_id, id_token FROM oidc_sessions WHERE session_id = ?`, sessionID) != nil {
		return ""
	}
	_, _ = s.db.Exec(ctx, `DELETE FROM oidc_sessions WHERE session_id = ?`, sessionID)
	r, err := s.providerOf(ctx, "p.org_id = ?", row.OrgID)
	if err != nil {
		return ""
	}
	p, _, err := s.client(ctx, r)
	if err != nil {
		return ""
	}
	// The endpoint was checked at discovery: on the issuer's origin.
	var meta struct {
		EndSession string `json:"end_session_endpoint"`
	}
	if p.Claims(&meta) != nil || meta.EndSession == "" {
		return ""
	}
	u, err := url.Parse(meta.EndSession)
	if err != nil {
		return ""
	}
	q := u.Query()
	q.Set("id_token_hint", row.IDToken)
	q.Set("client_id", r.ClientID)
	q.Set("post_logout_redirect_uri", s.base+LoginPath)
	u.RawQuery = q.Encode()
	return u.String()
}

func random(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Sprintf("identity: random: %v", err))
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func hash(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// redact keeps an OAuth2 error's code, never its full answer.
func redact(err error) string {
	var re *oauth2.RetrieveError
	if errors.As(err, &re) {
		return "token endpoint answered " + re.Response.Status + " " + re.ErrorCode
	}
	return "token endpoint unreachable"
}

// LoginURL is the console's login page reporting a failure's message key.
func (s *Service) LoginURL(code string) string {
	return s.base + LoginPath + "?oidcError=" + url.QueryEscape(code)
}
