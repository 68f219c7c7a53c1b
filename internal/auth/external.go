package auth

import (
	"context"
	"database/sql"
	"errors"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// OpenVerified opens a session for a user whose identity was verified
// elsewhere (an organisation's OpenID Connect provider, internal/identity):
// the same session, tokens and limits as a password login. A disabled or
// expired account is refused as a bad login would be.
func (s *Service) OpenVerified(ctx context.Context, userID int64, remoteAddr, userAgent string) (*Session, error) {
	var u loginRow
	err := s.db.Get(ctx, &u, `SELECT id, password_hash, enabled, expired, failed_logins, locked_until FROM users WHERE id = ?`, userID)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && (!u.Enabled || u.Expired)) {
		return nil, apperr.Unauthenticated(CodeBadCredentials)
	}
	if err != nil {
		return nil, apperr.Wrap(err, "auth: external login lookup")
	}
	return s.open(ctx, u.ID, remoteAddr, userAgent, s.Now())
}

// AllowAttempt takes one sign-in attempt from remoteAddr out of the same
// per-address budget as the password login (AddrAttemptsPerMinute); false
// when the address is over it. The start of a provider sign-in spends it too.
func (s *Service) AllowAttempt(remoteAddr string) bool { return s.addr.allow(remoteAddr, s.Now()) }

// PrincipalOf is a user as they stand now (scope and privileges), without a
// session: the authority a provider's settings were saved with is checked
// against it at each sign-in.
func (s *Service) PrincipalOf(ctx context.Context, userID int64) (*Principal, error) {
	return s.loadPrincipal(ctx, userID, "")
}
