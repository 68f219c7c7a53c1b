package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Settings are the identity limits; config fills them from the environment.
type Settings struct {
	AccessTTL             time.Duration // access token lifetime (5 min)
	IdleTimeout           time.Duration // a session ends after this long without a call (30 min)
	MaxSessionAge         time.Duration // and after this long in all (10 h)
	FreeAttempts          int           // failed logins before an account is slowed down
	LockBase, LockMax     time.Duration // first lock delay, doubling up to the cap
	AddrAttemptsPerMinute int           // login attempts per remote address per minute
}

// DefaultSettings are the limits used when nothing is configured.
var DefaultSettings = Settings{
	AccessTTL:             5 * time.Minute,
	IdleTimeout:           30 * time.Minute,
	MaxSessionAge:         10 * time.Hour,
	FreeAttempts:          5,
	LockBase:              2 * time.Second,
	LockMax:               15 * time.Minute,
	AddrAttemptsPerMinute: 60,
}

// Service logs users in and out, rotates refresh tokens and turns access
// tokens into principals. Every session lives in the database, so any
// replica can verify it and revoking it takes effect on the next call.
type Service struct {
	db       *storage.DB
	tokens   *Tokens
	settings Settings
	addr     *addrLimiter
	slots    chan struct{}
	// Now is the clock; tests replace it.
	Now func() time.Time
}

// NewService builds the identity service.
func NewService(db *storage.DB, tokens *Tokens, s Settings) *Service {
	return &Service{
		db: db, tokens: tokens, settings: s,
		addr:  newAddrLimiter(s.AddrAttemptsPerMinute),
		slots: make(chan struct{}, max(2, runtime.NumCPU())),
		Now:   time.Now,
	}
}

// Settings returns the identity limits in force.
func (s *Service) Settings() Settings { return s.settings }

// Tokens returns the token signer.
func (s *Service) Tokens() *Tokens { return s.tokens }

// Session is the result of a login or a refresh.
type Session struct {
	Principal    *Principal
	AccessToken  string
	RefreshToken string
	ExpiresAt    time.Time // of the access token
	SessionEnds  time.Time // absolute end of the session
}

// The message keys of identity failures. A wrong password, an unknown user,
// a disabled account and a locked account all answer badCredentials.
const (
	CodeBadCredentials  = "auth.badCredentials"
	CodeTooManyAttempts = "auth.tooManyAttempts"
	CodeSessionEnded    = "auth.sessionEnded"
	CodeNotSignedIn     = "auth.notSignedIn"
)

type loginRow struct {
	ID           int64  `db:"id"`
	PasswordHash string `db:"password_hash"`
	Enabled      bool   `db:"enabled"`
	Expired      bool   `db:"expired"`
	FailedLogins int    `db:"failed_logins"`
	LockedUntil  int64  `db:"locked_until"`
}

// Login checks a user name and password and opens a session.
func (s *Service) Login(ctx context.Context, userName, password, remoteAddr, userAgent string) (*Session, error) {
	now := s.Now()
	if !s.addr.allow(remoteAddr, now) {
		return nil, apperr.TooManyRequests(CodeTooManyAttempts)
	}
	var u loginRow
	err := s.db.Get(ctx, &u, `SELECT id, password_hash, enabled, expired, failed_logins, locked_until FROM users WHERE user_name_key = ?`, NameKey(userName))
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.Wrap(err, "auth: login lookup")
	}
	locked := u.LockedUntil > storage.Now(now)
	hash := u.PasswordHash
	if u.ID == 0 || locked || !u.Enabled || u.Expired {
		hash = "" // still spend the time of one hash
	}
	if !s.checkPassword(password, hash) {
		if u.ID != 0 && !locked {
			s.recordFailure(ctx, u.ID, now)
		}
		return nil, apperr.Unauthenticated(CodeBadCredentials)
	}
	if _, err := s.db.Exec(ctx, `UPDATE users SET failed_logins = 0, locked_until = 0 WHERE id = ?`, u.ID); err != nil {
		return nil, apperr.Wrap(err, "auth: reset failures")
	}
	return s.open(ctx, u.ID, remoteAddr, userAgent, now)
}

func (s *Service) checkPassword(password, hash string) bool {
	s.slots <- struct{}{}
	defer func() { <-s.slots }()
	if hash == "" {
		CheckPassword(password, dummyHash())
		return false
	}
	return CheckPassword(password, hash)
}

// recordFailure counts a failed login and locks the account for the
// growing delay once the free attempts are used up.
func (s *Service) recordFailure(ctx context.Context, userID int64, now time.Time) {
	_ = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		var n int
		if err := tx.GetContext(ctx, &n, tx.Rebind(`SELECT failed_logins FROM users WHERE id = ?`), userID); err != nil {
			return err
		}
		n++
		until := int64(0)
		if d := failureDelay(n, s.settings.FreeAttempts, s.settings.LockBase, s.settings.LockMax); d > 0 {
			until = storage.Now(now.Add(d))
		}
		_, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE users SET failed_logins = ?, locked_until = ? WHERE id = ?`), n, until, userID)
		return err
	})
}

// open creates a session for a user whose credentials were verified.
func (s *Service) open(ctx context.Context, userID int64, remoteAddr, userAgent string, now time.Time) (*Session, error) {
	sid := randomToken(18)
	refresh := randomToken(32)
	ends := now.Add(s.settings.MaxSessionAge)
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at, remote_addr, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)`),
			sid, userID, storage.Now(now), storage.Now(now), storage.Now(ends), truncate(remoteAddr, 64), truncate(userAgent, 256)); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO refresh_tokens (token_hash, session_id, issued_at) VALUES (?, ?, ?)`), hashToken(refresh), sid, storage.Now(now))
		return err
	})
	if err != nil {
		return nil, apperr.Wrap(err, "auth: open session")
	}
	p, err := s.loadPrincipal(ctx, userID, sid)
	if err != nil {
		return nil, err
	}
	return s.session(p, refresh, ends, now)
}

func (s *Service) session(p *Principal, refresh string, ends, now time.Time) (*Session, error) {
	access, err := s.tokens.Access(p.UserID, p.UserName, p.SessionID, now)
	if err != nil {
		return nil, apperr.Wrap(err, "auth: sign")
	}
	return &Session{Principal: p, AccessToken: access, RefreshToken: refresh, ExpiresAt: now.Add(s.tokens.TTL()), SessionEnds: ends}, nil
}

type sessionRow struct {
	ID         string `db:"id"`
	UserID     int64  `db:"user_id"`
	LastSeenAt int64  `db:"last_seen_at"`
	ExpiresAt  int64  `db:"expires_at"`
	RevokedAt  int64  `db:"revoked_at"`
}

// live reports whether the session may still be used at now.
func (s *Service) live(r sessionRow, now time.Time) bool {
	return r.RevokedAt == 0 && storage.Now(now) < r.ExpiresAt &&
		storage.Now(now) < r.LastSeenAt+s.settings.IdleTimeout.Milliseconds()
}

// Refresh exchanges a refresh token for a new access and refresh token. A
// refresh token works once: presenting a used one again is taken as theft
// and revokes the whole session (the token family).
func (s *Service) Refresh(ctx context.Context, refreshToken string) (*Session, error) {
	now := s.Now()
	if refreshToken == "" || len(refreshToken) > 256 {
		return nil, apperr.Unauthenticated(CodeSessionEnded)
	}
	var (
		sess   sessionRow
		next   = randomToken(32)
		replay bool
	)
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		var usedAt int64
		err := tx.GetContext(ctx, &usedAt, tx.Rebind(`SELECT used_at FROM refresh_tokens WHERE token_hash = ?`), hashToken(refreshToken))
		if err != nil {
			return err
		}
		if err := tx.GetContext(ctx, &sess, tx.Rebind(`SELECT s.id, s.user_id, s.last_seen_at, s.expires_at, s.revoked_at FROM sessions s JOIN refresh_tokens t ON t.session_id = s.id WHERE t.token_hash = ?`), hashToken(refreshToken)); err != nil {
			return err
		}
		if usedAt != 0 {
			replay = true
			return revokeSession(ctx, tx, sess.ID, "refresh token replayed", now)
		}
		if !s.live(sess, now) {
			return sql.ErrNoRows
		}
		res, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at = 0`), storage.Now(now), hashToken(refreshToken))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return sql.ErrNoRows
		}
		_, err = tx.ExecContext(ctx, tx.Rebind(`INSERT INTO refresh_tokens (token_hash, session_id, issued_at) VALUES (?, ?, ?)`), hashToken(next), sess.ID, storage.Now(now))
		return err
	})
	if replay || errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.Unauthenticated(CodeSessionEnded)
	}
	if err != nil {
		return nil, apperr.Wrap(err, "auth: refresh")
	}
	p, err := s.loadPrincipal(ctx, sess.UserID, sess.ID)
	if err != nil {
		return nil, err
	}
	return s.session(p, next, storage.Time(sess.ExpiresAt), now)
}

// Authenticate turns an access token into the principal of a live session,
// and marks the session as used.
func (s *Service) Authenticate(ctx context.Context, accessToken string) (*Principal, error) {
	now := s.Now()
	c, err := s.tokens.ParseAccess(accessToken, now)
	if err != nil {
		return nil, apperr.Unauthenticated(CodeNotSignedIn)
	}
	var sess sessionRow
	if err := s.db.Get(ctx, &sess, `SELECT id, user_id, last_seen_at, expires_at, revoked_at FROM sessions WHERE id = ?`, c.SessionID); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, apperr.Unauthenticated(CodeSessionEnded)
		}
		return nil, apperr.Wrap(err, "auth: session")
	}
	if uid, _ := strconv.ParseInt(c.Subject, 10, 64); uid != sess.UserID || !s.live(sess, now) {
		return nil, apperr.Unauthenticated(CodeSessionEnded)
	}
	// Touch at most every 15 s: enough for a 30-minute idle limit, and it
	// keeps the single SQLite writer out of most read calls.
	if storage.Now(now)-sess.LastSeenAt > 15_000 {
		if _, err := s.db.Exec(ctx, `UPDATE sessions SET last_seen_at = ? WHERE id = ?`, storage.Now(now), sess.ID); err != nil {
			return nil, apperr.Wrap(err, "auth: touch session")
		}
	}
	return s.loadPrincipal(ctx, sess.UserID, sess.ID)
}

// Logout revokes a session. Logging out of an ended session is not an error.
func (s *Service) Logout(ctx context.Context, sessionID string) error {
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error { return revokeSession(ctx, tx, sessionID, "logout", s.Now()) })
}

func revokeSession(ctx context.Context, tx *sqlx.Tx, sessionID, reason string, now time.Time) error {
	_, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE id = ? AND revoked_at = 0`), storage.Now(now), reason, sessionID)
	return err
}

// RevokeUserSessions ends every session of a user inside tx: used when a
// user is disabled or their password changes.
func RevokeUserSessions(ctx context.Context, tx *sqlx.Tx, userID int64, reason string, now time.Time) error {
	_, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE user_id = ? AND revoked_at = 0`), storage.Now(now), reason, userID)
	return err
}

type principalRow struct {
	UserID     int64          `db:"id"`
	UserName   string         `db:"user_name"`
	OrgID      int64          `db:"org_id"`
	SubOrgID   sql.NullInt64  `db:"sub_org_id"`
	RoleID     int64          `db:"role_id"`
	Enabled    bool           `db:"enabled"`
	OrgPath    string         `db:"org_path"`
	IsPlatform bool           `db:"is_platform"`
	SubOrgPath sql.NullString `db:"sub_org_path"`
}

func (s *Service) loadPrincipal(ctx context.Context, userID int64, sessionID string) (*Principal, error) {
	var r principalRow
	err := s.db.Get(ctx, &r, `SELECT u.id, u.user_name, u.org_id, u.sub_org_id, u.role_id, u.enabled, o.path AS org_path, o.is_platform, so.path AS sub_org_path
		FROM users u JOIN organizations o ON o.id = u.org_id LEFT JOIN organizations so ON so.id = u.sub_org_id WHERE u.id = ?`, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.Unauthenticated(CodeSessionEnded)
	}
	if err != nil {
		return nil, apperr.Wrap(err, "auth: principal")
	}
	if !r.Enabled {
		return nil, apperr.Unauthenticated(CodeSessionEnded)
	}
	var privs []string
	if err := s.db.Select(ctx, &privs, `SELECT privilege FROM role_privileges WHERE role_id = ?`, r.RoleID); err != nil {
		return nil, apperr.Wrap(err, "auth: privileges")
	}
	p := &Principal{
		UserID: r.UserID, UserName: r.UserName, SessionID: sessionID,
		OrgID: r.OrgID, ScopeOrgID: r.OrgID, ScopePath: r.OrgPath,
		Privileges: NewSet(privs...),
	}
	if r.SubOrgID.Valid {
		p.SubOrgID, p.ScopeOrgID, p.ScopePath = r.SubOrgID.Int64, r.SubOrgID.Int64, r.SubOrgPath.String
	}
	p.Platform = r.IsPlatform && p.Privileges.Has(AllPrivilege)
	return p, nil
}

// NameKey is the case-insensitive lookup key of a user or organisation name.
func NameKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

func randomToken(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Sprintf("auth: random: %v", err))
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func hashToken(t string) string {
	h := sha256.Sum256([]byte(t))
	return hex.EncodeToString(h[:])
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// LogoutToken ends the session named by an access token, even an expired
// one as long as this installation signed it, and the session of a refresh
// token. Unknown or already-ended sessions are not an error: signing out
// always succeeds from the user's point of view.
func (s *Service) LogoutToken(ctx context.Context, accessToken, refreshToken string) error {
	if sid, ok := s.tokens.SessionOf(accessToken); ok {
		if err := s.Logout(ctx, sid); err != nil {
			return apperr.Wrap(err, "auth: logout")
		}
	}
	if refreshToken != "" && len(refreshToken) <= 256 {
		var sid string
		if err := s.db.Get(ctx, &sid, `SELECT session_id FROM refresh_tokens WHERE token_hash = ?`, hashToken(refreshToken)); err == nil {
			return s.Logout(ctx, sid)
		}
	}
	return nil
}
