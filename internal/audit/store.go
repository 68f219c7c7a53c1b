package audit

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Log appends entries and pages them for administrators.
type Log struct {
	db  *storage.DB
	Now func() time.Time
}

// NewLog builds the audit log over db.
func NewLog(db *storage.DB) *Log { return &Log{db: db, Now: time.Now} }

// Max lengths of the short text columns; longer values are cut.
const (
	maxName  = 100
	maxAgent = 300
)

// Append stores a finished entry. The organisation it concerns is the one a
// service noted, else the actor's scope; a failed sign-in of a known user
// is filed under that user's organisation, so that its administrators see
// attempts on their accounts.
func (l *Log) Append(ctx context.Context, p *Pending, status int) error {
	orgPath := p.OrgPath
	if orgPath == "" {
		orgPath = p.ActorPath
	}
	if orgPath == "" && p.Action == SignInFailed && p.ActorName != "" {
		_ = l.db.Get(ctx, &orgPath, `SELECT COALESCE(so.path, o.path) FROM users u JOIN organizations o ON o.id = u.org_id
			LEFT JOIN organizations so ON so.id = u.sub_org_id WHERE u.user_name_key = ?`, auth.NameKey(p.ActorName))
	}
	var orgName string
	if orgPath != "" {
		if err := l.db.Get(ctx, &orgName, `SELECT org_name FROM organizations WHERE path = ?`, orgPath); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return apperr.Wrap(err, "audit: organisation")
		}
	}
	_, err := l.db.Exec(ctx, `INSERT INTO audit_log (at, actor_id, actor_name, actor_path, org_path, org_name, addr, user_agent,
		action, object, object_key, status, before_json, after_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		storage.Now(l.Now()), p.ActorID, clip(p.ActorName, maxName), p.ActorPath, orgPath, orgName, clip(p.Addr, maxName),
		clip(p.UserAgent, maxAgent), p.Action, p.Object, clip(p.ObjectKey, maxName), status, string(p.Before), string(p.After))
	return apperr.Wrap(err, "audit: append")
}

// clip cuts s to n runes, keeping it valid text.
func clip(s string, n int) string {
	s = strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), "")
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

// Filter narrows a listing. Zero values do not filter.
type Filter struct {
	From, To time.Time
	Actor    string
	Action   string
	Object   string
}

type row struct {
	ID        int64  `db:"id"`
	At        int64  `db:"at"`
	ActorName string `db:"actor_name"`
	Addr      string `db:"addr"`
	UserAgent string `db:"user_agent"`
	OrgName   string `db:"org_name"`
	Action    string `db:"action"`
	Object    string `db:"object"`
	ObjectKey string `db:"object_key"`
	Status    int    `db:"status"`
	Before    string `db:"before_json"`
	After     string `db:"after_json"`
}

// List pages the entries p may read, newest first: those about an
// organisation of p's scope or made by one of its users (every entry for
// the platform). pathPrefix narrows to an organisation's subtree inside
// that scope ("" for the whole scope).
func (l *Log) List(ctx context.Context, p *auth.Principal, pathPrefix string, f Filter, req paging.Request) (paging.Page[Entry], error) {
	if err := req.Validate(); err != nil {
		return paging.Page[Entry]{}, err
	}
	var where []string
	var args []any
	scope := pathPrefix
	if scope == "" && !p.Platform {
		scope = p.ScopePath
	}
	if scope != "" && scope != "/" {
		where = append(where, "(org_path LIKE ? OR actor_path LIKE ?)")
		args = append(args, scope+"%", scope+"%")
	}
	if !f.From.IsZero() {
		where, args = append(where, "at >= ?"), append(args, storage.Now(f.From))
	}
	if !f.To.IsZero() {
		where, args = append(where, "at <= ?"), append(args, storage.Now(f.To))
	}
	if f.Actor != "" {
		where, args = append(where, "LOWER(actor_name) = ?"), append(args, strings.ToLower(f.Actor))
	}
	if f.Action != "" {
		where, args = append(where, "action = ?"), append(args, f.Action)
	}
	if f.Object != "" {
		where, args = append(where, "object = ?"), append(args, f.Object)
	}
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	var total int
	if err := l.db.Get(ctx, &total, `SELECT COUNT(*) FROM audit_log`+cond, args...); err != nil {
		return paging.Page[Entry]{}, apperr.Wrap(err, "audit: count")
	}
	var rows []row
	if err := l.db.Select(ctx, &rows, `SELECT id, at, actor_name, addr, user_agent, org_name, action, object, object_key, status,
		before_json, after_json FROM audit_log`+cond+` ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
		append(args, req.Size, req.Offset())...); err != nil {
		return paging.Page[Entry]{}, apperr.Wrap(err, "audit: list")
	}
	out := make([]Entry, len(rows))
	for i, r := range rows {
		out[i] = Entry{ID: r.ID, At: storage.Time(r.At), ActorName: r.ActorName, Addr: r.Addr, UserAgent: r.UserAgent,
			OrgName: r.OrgName, Action: r.Action, Object: r.Object, ObjectKey: r.ObjectKey, Status: r.Status,
			Before: r.Before, After: r.After}
	}
	return paging.New(req, out, total), nil
}

// Prune deletes the entries older than the retention and answers how many.
func (l *Log) Prune(ctx context.Context, retention time.Duration) (int64, error) {
	res, err := l.db.Exec(ctx, `DELETE FROM audit_log WHERE at < ?`, storage.Now(l.Now().Add(-retention)))
	if err != nil {
		return 0, apperr.Wrap(err, "audit: prune")
	}
	return res.RowsAffected()
}
