package auth

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// TicketTTL is how long a push ticket may be redeemed.
const TicketTTL = 60 * time.Second

// CodeTicket answers a ticket that is unknown, used, expired or not the
// caller's.
const CodeTicket = "auth.ticket"

// Ticket is a single-use credential for the push stream, which a browser's
// EventSource opens without headers.
type Ticket struct {
	Ticket    string    `json:"ticket"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// IssueTicket gives the principal's session a ticket for one push stream,
// valid for TicketTTL; expired tickets are purged on the way.
func (s *Service) IssueTicket(ctx context.Context, p *Principal) (Ticket, error) {
	now := s.Now()
	t := Ticket{Ticket: randomToken(32), ExpiresAt: now.Add(TicketTTL).UTC()}
	if _, err := s.db.Exec(ctx, `DELETE FROM push_tickets WHERE expires_at < ?`, storage.Now(now)); err != nil {
		return Ticket{}, apperr.Wrap(err, "auth: purge tickets")
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO push_tickets (ticket_hash, session_id, user_id, expires_at) VALUES (?, ?, ?, ?)`,
		hashToken(t.Ticket), p.SessionID, p.UserID, storage.Now(t.ExpiresAt)); err != nil {
		return Ticket{}, apperr.Wrap(err, "auth: issue ticket")
	}
	return t, nil
}

// RedeemTicket takes a ticket once and answers the principal of its
// session, which must still be live. A ticket that is unknown, used,
// expired, or (when the caller also sent a session, as) of another user
// is refused.
func (s *Service) RedeemTicket(ctx context.Context, ticket string, as *Principal) (*Principal, error) {
	now := s.Now()
	if ticket == "" || len(ticket) > 100 {
		return nil, apperr.Unauthenticated(CodeTicket)
	}
	var t struct {
		SessionID string `db:"session_id"`
		UserID    int64  `db:"user_id"`
		ExpiresAt int64  `db:"expires_at"`
	}
	err := s.db.W.GetContext(ctx, &t, s.db.Rebind(`DELETE FROM push_tickets WHERE ticket_hash = ? RETURNING session_id, user_id, expires_at`), hashToken(ticket))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.Unauthenticated(CodeTicket)
	}
	if err != nil {
		return nil, apperr.Wrap(err, "auth: redeem ticket")
	}
	if t.ExpiresAt <= storage.Now(now) || (as != nil && as.UserID != t.UserID) {
		return nil, apperr.Unauthenticated(CodeTicket)
	}
	return s.SessionPrincipal(ctx, t.SessionID)
}

// SessionPrincipal answers the principal of a session that is still live,
// without counting as activity: a push stream checks with it that its
// session has not ended.
func (s *Service) SessionPrincipal(ctx context.Context, sessionID string) (*Principal, error) {
	var sess sessionRow
	err := s.db.Get(ctx, &sess, `SELECT id, user_id, last_seen_at, expires_at, revoked_at FROM sessions WHERE id = ?`, sessionID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.Unauthenticated(CodeSessionEnded)
	}
	if err != nil {
		return nil, apperr.Wrap(err, "auth: session")
	}
	if !s.live(sess, s.Now()) {
		return nil, apperr.Unauthenticated(CodeSessionEnded)
	}
	return s.loadPrincipal(ctx, sess.UserID, sess.ID)
}
