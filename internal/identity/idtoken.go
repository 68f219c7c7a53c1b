package identity

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// IsIDToken tells an id token (a JWT: three dot-separated parts) from the
// callback's one-time code, the two things POST /authgateway/oAuthLogin
// takes in its authToken header.
func IsIDToken(authToken string) bool { return strings.Count(authToken, ".") == 2 }

// SignInIDToken opens our session for an id token the browser holds from
// the organisation's provider (DESIGN.md: oAuthLogin with the provider's
// id token, as a console that signed in with Keycloak directly sends it).
// The token names its issuer and audience; the enabled provider settings
// with that issuer and client id verify it (signature through the
// provider's keys, issuer, audience, expiry), and the user is linked as in
// the code flow. There is no nonce of ours to check on this path: a token
// is accepted only while it is valid, and each use opens a new session.
func (s *Service) SignInIDToken(ctx context.Context, raw, remoteAddr, userAgent string) (*auth.Session, error) {
	refuse := apperr.Unauthenticated(CodeTokenInvalid)
	issuer, audience, ok := peek(raw)
	if !ok {
		return nil, refuse
	}
	var r *providerRow
	for _, aud := range audience {
		row, err := s.providerOf(ctx, "p.issuer = ? AND p.client_id = ?", issuer, aud)
		if err == nil && row.Enabled {
			r = row
			break
		}
		if err != nil && !errors.Is(err, apperr.ErrNotFound) {
			return nil, err
		}
	}
	if r == nil {
		return nil, apperr.Unauthenticated(CodeNotConfigured)
	}
	p, _, err := s.client(ctx, r)
	if err != nil {
		return nil, apperr.Unauthenticated(CodeProviderError)
	}
	octx := s.octx(ctx)
	idt, err := p.Verifier(&oidc.Config{ClientID: r.ClientID, Now: s.Now}).Verify(octx, raw)
	if err != nil {
		s.log.WarnContext(ctx, "identity id token refused", "org", r.OrgName, "err", err)
		return nil, refuse
	}
	claims := map[string]any{}
	if err := idt.Claims(&claims); err != nil {
		return nil, refuse
	}
	var ie *Error
	if err := s.useOnce(ctx, raw, idt.Expiry); errors.As(err, &ie) {
		return nil, apperr.Unauthenticated(ie.Code)
	} else if err != nil {
		return nil, err
	}
	userID, err := s.link(ctx, r, idt.Subject, claims, remoteAddr, userAgent)
	if errors.As(err, &ie) {
		return nil, apperr.Unauthenticated(ie.Code)
	}
	if err != nil {
		return nil, err
	}
	sess, err := s.auth.OpenVerified(ctx, userID, remoteAddr, userAgent)
	if err != nil {
		return nil, err
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO oidc_sessions (session_id, org_id, id_token) VALUES (?, ?, ?)`, sess.Principal.SessionID, r.OrgID, raw); err != nil {
		return nil, apperr.Wrap(err, "identity: record session")
	}
	return sess, nil
}

// peek reads a JWT's issuer and audience without verifying it: they only
// choose the settings that will verify it.
func peek(raw string) (issuer string, audience []string, ok bool) {
	parts := strings.Split(raw, ".")
	if len(parts) != 3 {
		return "", nil, false
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return "", nil, false
	}
	var c struct {
		Iss string          `json:"iss"`
		Aud json.RawMessage `json:"aud"`
	}
	if json.Unmarshal(payload, &c) != nil || c.Iss == "" {
		return "", nil, false
	}
	var one string
	if json.Unmarshal(c.Aud, &one) == nil {
		audience = []string{one}
	} else if json.Unmarshal(c.Aud, &audience) != nil {
		return "", nil, false
	}
	return c.Iss, audience, len(audience) > 0
}

// useOnce records an id token as used until it expires; a token seen
// before is refused (CodeTokenReplayed).
func (s *Service) useOnce(ctx context.Context, raw string, expiry time.Time) error {
	now := s.Now()
	if _, err := s.db.Exec(ctx, `DELETE FROM oidc_used_tokens WHERE expires_at < ?`, storage.Now(now)); err != nil {
		return apperr.Wrap(err, "identity: prune used tokens")
	}
	_, err := s.db.Exec(ctx, `INSERT INTO oidc_used_tokens (token_hash, expires_at) VALUES (?, ?)`, hash(raw), storage.Now(expiry))
	if storage.IsUniqueViolation(err) {
		s.log.WarnContext(ctx, "identity id token replayed")
		return &Error{Code: CodeTokenReplayed}
	}
	return apperr.Wrap(err, "identity: record used token")
}
