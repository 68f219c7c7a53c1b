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
	flowTTL = 10 * time.Minute // from authorize to callback
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
)

// Service runs the provider sign-in.
type Service struct {
	db   *storage.DB
	orgs *org.Service
	auth *auth.Service
	http *http.Client
	log  *slog.Logger
	base string // the public URL of the console
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
	// AllowHTTPIssuer accepts http:// issuers (for tests and development).
	AllowHTTPIssuer bool
	// HTTPClient talks to the providers; nil is a client with a 15 s timeout.
	HTTPClient *http.Client
	Log        *slog.Logger
}

// New builds the service.
func New(db *storage.DB, orgs *org.Service, a *auth.Service, cfg Config) *Service {
	c := cfg.HTTPClient
	if c == nil {
		c = &http.Client{Timeout: 15 * time.Second}
	}
	log := cfg.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{db: db, orgs: orgs, auth: a, http: c, log: log, base: strings.TrimRight(cfg.PublicURL, "/"),
		allowHTTP: cfg.AllowHTTPIssuer, Now: time.Now}
}

// RedirectURI is the callback URL to register at the provider.
func (s *Service) RedirectURI() string { return s.base + CallbackPath }

// client discovers the provider (its issuer must match exactly) and
// builds the OAuth2 configuration.
func (s *Service) client(ctx context.Context, r *providerRow) (*oidc.Provider, *oauth2.Config, error) {
	p, err := oidc.NewProvider(oidc.ClientContext(ctx, s.http), r.Issuer)
	if err != nil {
		s.log.WarnContext(ctx, "identity provider discovery failed", "org", r.OrgName, "issuer", r.Issuer, "err", err)
		return nil, nil, &Error{Code: CodeProviderError}
	}
	return p, &oauth2.Config{ClientID: r.ClientID, ClientSecret: r.ClientSecret, Endpoint: p.Endpoint(), RedirectURL: s.RedirectURI(),
		Scopes: []string{oidc.ScopeOpenID, "profile", "email"}}, nil
}

// Error is a failed sign-in step; Code is its message key.
type Error struct{ Code string }

func (e *Error) Error() string { return "identity: " + e.Code }

// Authorize starts a sign-in with an organisation's provider: it records
// a state, a nonce and a PKCE verifier, and returns the provider's
// authorization URL to send the browser to.
func (s *Service) Authorize(ctx context.Context, orgName string) (string, error) {
	if s.base == "" {
		return "", &Error{Code: CodeNotConfigured}
	}
	r, err := s.providerOf(ctx, "o.org_name_key = ?", auth.NameKey(orgName))
	if err != nil || !r.Enabled {
		return "", &Error{Code: CodeNotConfigured}
	}
	_, cfg, err := s.client(ctx, r)
	if err != nil {
		return "", err
	}
	state, nonce, verifier := random(24), random(24), oauth2.GenerateVerifier()
	now := s.Now()
	if _, err := s.db.Exec(ctx, `DELETE FROM oidc_flows WHERE created_at < ?`, storage.Now(now.Add(-24*time.Hour))); err != nil {
		return "", apperr.Wrap(err, "identity: prune flows")
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO oidc_flows (state_hash, org_id, nonce, verifier, created_at) VALUES (?, ?, ?, ?, ?)`,
		hash(state), r.OrgID, nonce, verifier, storage.Now(now)); err != nil {
		return "", apperr.Wrap(err, "identity: record flow")
	}
	return cfg.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier), oidc.Nonce(nonce)), nil
}

type flowRow struct {
	OrgID    int64  `db:"org_id"`
	Nonce    string `db:"nonce"`
	Verifier string `db:"verifier"`
}

// Callback completes a sign-in: the state is used once, the code is
// exchanged with the PKCE verifier, the id token is verified (signature
// through the provider's keys, issuer, audience, expiry, nonce), the
// account is linked to a user of the organisation, and a one-time code
// is returned for the console to redeem at oAuthLogin. It returns the
// URL of the login page to send the browser to, with the code or the
// failure's message key.
func (s *Service) Callback(ctx context.Context, state, code, providerErr string) string {
	login := s.base + LoginPath
	c, err := s.callback(ctx, state, code, providerErr)
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

func (s *Service) callback(ctx context.Context, state, code, providerErr string) (string, error) {
	now := s.Now()
	if state == "" || len(state) > 200 {
		return "", &Error{Code: CodeStateInvalid}
	}
	var f flowRow
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		res, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE oidc_flows SET state_used_at = ? WHERE state_hash = ? AND state_used_at = 0 AND created_at > ?`),
			storage.Now(now), hash(state), storage.Now(now.Add(-flowTTL)))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return &Error{Code: CodeStateInvalid}
		}
		return tx.GetContext(ctx, &f, tx.Rebind(`SELECT org_id, nonce, verifier FROM oidc_flows WHERE state_hash = ?`), hash(state))
	})
	if err != nil {
		return "", err
	}
	if providerErr != "" {
		return "", &Error{Code: CodeDenied}
	}
	if code == "" {
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
	octx := oidc.ClientContext(ctx, s.http)
	tok, err := cfg.Exchange(octx, code, oauth2.VerifierOption(f.Verifier))
	if err != nil {
		s.log.WarnContext(ctx, "identity code exchange failed", "org", r.OrgName, "err", redact(err))
		return "", &Error{Code: CodeProviderError}
	}
	raw, _ := tok.Extra("id_token").(string)
	idt, err := p.VerifierContext(octx, &oidc.Config{ClientID: r.ClientID, Now: s.Now}).Verify(octx, raw)
	if err != nil {
		s.log.WarnContext(ctx, "identity id token refused", "org", r.OrgName, "err", err)
		return "", &Error{Code: CodeTokenInvalid}
	}
	if idt.Nonce != f.Nonce {
		s.log.WarnContext(ctx, "identity id token refused", "org", r.OrgName, "err", "nonce mismatch")
		return "", &Error{Code: CodeTokenInvalid}
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
	userID, err := s.link(ctx, r, idt.Subject, claims)
	if err != nil {
		return "", err
	}
	one := random(32)
	if _, err := s.db.Exec(ctx, `UPDATE oidc_flows SET code_hash = ?, user_id = ?, id_token = ? WHERE state_hash = ?`,
		hash(one), userID, raw, hash(state)); err != nil {
		return "", apperr.Wrap(err, "identity: record code")
	}
	return one, nil
}

// Redeem exchanges the callback's one-time code for our session (the
// spec's POST /authgateway/oAuthLogin with the code as authToken). The
// provider's id token is kept beside the session for the end-session call.
func (s *Service) Redeem(ctx context.Context, oneTime, remoteAddr, userAgent string) (*auth.Session, error) {
	now := s.Now()
	if oneTime == "" || len(oneTime) > 200 {
		return nil, apperr.Unauthenticated(CodeCodeInvalid)
	}
	var f struct {
		OrgID   int64  `db:"org_id"`
		UserID  int64  `db:"user_id"`
		IDToken string `db:"id_token"`
	}
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		res, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE oidc_flows SET code_used_at = ? WHERE code_hash = ? AND code_used_at = 0 AND state_used_at > ?`),
			storage.Now(now), hash(oneTime), storage.Now(now.Add(-codeTTL)))
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
