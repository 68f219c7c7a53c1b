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
