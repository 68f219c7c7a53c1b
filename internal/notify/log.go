package notify

import (
	"context"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// logRow is one row of the delivery log: an attempt, or what became of
// an entry without one (historical, withdrawn, not configured, no
// address, over the SMS cap).
type logRow struct {
	ID       int64     `db:"id"`
	At       time.Time `db:"-"`
	AtMS     int64     `db:"at"`
	OrgID    int64     `db:"org_id"`
	OrgPath  string    `db:"org_path"`
	UserID   int64     `db:"user_id"`
	UserName string    `db:"user_name"`
	Channel  string    `db:"channel"`
	Address  string    `db:"address"`
	Entries  int       `db:"entries"`
	AlertID  string    `db:"alert_id"`
	Alert    string    `db:"alert"`
	Stage    int       `db:"stage"`
	Kind     string    `db:"kind"`
	SiteName string    `db:"site_name"`
	UnitName string    `db:"unit_name"`
	Status   string    `db:"status"`
	Error    string    `db:"error"`
	Claim    string    `db:"claim"`
	EntryIDs string    `db:"entry_ids"`
}

func writeLog(ctx context.Context, tx *sqlx.Tx, r logRow) error {
	_, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO notify_log (at, org_id, org_path, user_id, user_name, channel, address, entries,
		alert_id, alert, stage, kind, site_name, unit_name, status, error, claim, entry_ids) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		storage.Now(r.At), r.OrgID, r.OrgPath, r.UserID, r.UserName, r.Channel, r.Address, r.Entries, r.AlertID, r.Alert, r.Stage,
		r.Kind, r.SiteName, r.UnitName, r.Status, clip(r.Error, 500), r.Claim, r.EntryIDs)
	return err
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && (s[n]&0xC0) == 0x80 {
		n--
	}
	return s[:n]
}

// Delivery is a row of the delivery log as the console shows it.
type Delivery struct {
	ID       int64     `json:"id"`
	At       time.Time `json:"at"`
	UserName string    `json:"userName"`
	Channel  string    `json:"channel" enum:"email,sms,web"`
	Address  string    `json:"address"`
	Entries  int       `json:"entries" doc:"how many alert changes the message carried (more than one: a digest)"`
	AlertID  string    `json:"alertId"`
	Alert    string    `json:"alertType"`
	Stage    int       `json:"stage"`
	Kind     string    `json:"kind" doc:"raised, escalated, cleared, event, withdrawn, found_late (an alert still active when its late data came), offline (one that passed while the data was away) or test"`
	SiteName string    `json:"siteName"`
	UnitName string    `json:"chillingUnitName"`
	Status   string    `json:"status" doc:"sending, sent, retry, failed, in_doubt, historical, withdrawn, not_configured, no_address or sms_cap"`
	Error    string    `json:"error"`
}

// LogFilter narrows the delivery log.
type LogFilter struct {
	From, To time.Time
	Channel  string
	Status   string
	UserName string
	Alert    string
}

// Deliveries pages the delivery log of the caller's organisation (or of
// one of its organisations, by name), newest first.
func (s *Service) Deliveries(ctx context.Context, p *auth.Principal, orgName string, f LogFilter, req paging.Request) (paging.Page[Delivery], error) {
	if err := req.Validate(); err != nil {
		return paging.Page[Delivery]{}, err
	}
	scope, err := s.orgs.SubtreePath(ctx, p, orgName)
	if err != nil {
		return paging.Page[Delivery]{}, err
	}
	var where []string
	var args []any
	if scope != "/" {
		where, args = append(where, "org_path LIKE ?"), append(args, scope+"%")
	}
	add := func(ok bool, cond string, arg any) {
		if ok {
			where, args = append(where, cond), append(args, arg)
		}
	}
	add(!f.From.IsZero(), "at >= ?", storage.Now(f.From))
	add(!f.To.IsZero(), "at <= ?", storage.Now(f.To))
	add(f.Channel != "", "channel = ?", f.Channel)
	add(f.Status != "", "status = ?", f.Status)
	add(f.UserName != "", "LOWER(user_name) = ?", strings.ToLower(f.UserName))
	add(f.Alert != "", "alert = ?", f.Alert)
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	var total int
	if err := s.db.Get(ctx, &total, `SELECT COUNT(*) FROM notify_log`+cond, args...); err != nil {
		return paging.Page[Delivery]{}, apperr.Wrap(err, "notify: count log")
	}
	var rows []logRow
	if err := s.db.Select(ctx, &rows, `SELECT id, at, org_id, org_path, user_id, user_name, channel, address, entries, alert_id, alert,
		stage, kind, site_name, unit_name, status, error, claim, entry_ids FROM notify_log`+cond+` ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
		append(args, req.Size, req.Offset())...); err != nil {
		return paging.Page[Delivery]{}, apperr.Wrap(err, "notify: log")
	}
	out := make([]Delivery, len(rows))
	for i, r := range rows {
		out[i] = Delivery{ID: r.ID, At: storage.Time(r.AtMS), UserName: r.UserName, Channel: r.Channel, Address: r.Address,
			Entries: r.Entries, AlertID: r.AlertID, Alert: r.Alert, Stage: r.Stage, Kind: r.Kind, SiteName: r.SiteName,
			UnitName: r.UnitName, Status: r.Status, Error: r.Error}
	}
	return paging.New(req, out, total), nil
}
