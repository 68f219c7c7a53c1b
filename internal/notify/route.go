package notify

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Entry kinds: an alert change, an info event, the correction of an
// alert that late data withdrew, an alert found late that is still active,
// and an alert that began and ended while the unit's data was away
// (late.go).
const (
	KindRaised    = "raised"
	KindEscalated = "escalated"
	KindCleared   = "cleared"
	KindEvent     = "event"
	KindWithdrawn = "withdrawn"
	KindTest      = "test"
	KindFoundLate = "found_late"
	KindOffline   = "offline"
)

// Outbox and log statuses.
const (
	StatusPending       = "pending"
	StatusSending       = "sending"
	StatusSent          = "sent"
	StatusRetry         = "retry"
	StatusFailed        = "failed"
	StatusHistorical    = "historical"
	StatusWithdrawn     = "withdrawn"
	StatusNotConfigured = "not_configured"
	StatusNoAddress     = "no_address"
	StatusSMSCap        = "sms_cap"
	StatusInDoubt       = "in_doubt"
)

// Payload is what a message says about one entry; it is stored with the
// entry, so that composing needs no lookups.
type Payload struct {
	Level    string    `json:"level"` // CRITICAL or INFO
	Kind     string    `json:"kind"`
	Alert    string    `json:"alert"`
	Stage    int       `json:"stage,omitempty"`
	At       time.Time `json:"at"`
	Since    time.Time `json:"since,omitzero"`
	Volume   float64   `json:"volume"`
	Temp     float64   `json:"temp"`
	AlertID  string    `json:"alertId,omitempty"`
	UnitUUID string    `json:"unitUuid"`
	UnitName string    `json:"unitName"`
	SiteName string    `json:"siteName"`
	SiteID   string    `json:"siteId"`
	Zone     string    `json:"zone"`
	// OrgPath is the site's sub-organisation: whose delivery log shows it.
	OrgPath string `json:"orgPath"`
	// Found is when an alert found late was found (the data arrived); End
	// when an alert that passed while the data was away ended.
	Found time.Time `json:"found,omitzero"`
	End   time.Time `json:"end,omitzero"`
}

// unitCtx is what routing needs of a unit.
type unitCtx struct {
	UUID     string `db:"uuid"`
	Name     string `db:"name"`
	Code     string `db:"unit_code"`
	SiteRef  int64  `db:"site_ref"`
	SiteName string `db:"site_name"`
	SiteCode string `db:"site_code"`
	Zone     string `db:"zone_id"`
	OrgID    int64  `db:"org_id"`
	Path     string `db:"path"`
}

func (u unitCtx) display() string {
	if u.Name != "" {
		return u.Name
	}
	return u.Code
}

// candidate is a user whose site associations hold the unit's site and
// who configured alerts for it (the unit's own entry wins over the site's).
type candidate struct {
	UserID    int64         `db:"id"`
	UserName  string        `db:"user_name"`
	Role      string        `db:"role_name"`
	Scope     string        `db:"scope_path"`
	Platform  bool          `db:"is_platform"`
	UnitRef   sql.NullInt64 `db:"unit_ref"`
	EmailOn   bool          `db:"email_enabled"`
	SMSOn     bool          `db:"sms_enabled"`
	WebOn     bool          `db:"web_enabled"`
	EmailInfo string        `db:"email_info"`
	EmailCrit string        `db:"email_critical"`
	SMSInfo   string        `db:"sms_info"`
	SMSCrit   string        `db:"sms_critical"`
	WebInfo   string        `db:"web_info"`
	WebCrit   string        `db:"web_critical"`
	lists     map[string][]string
}

// selects reports whether the candidate chose an alert type of a level on
// a channel.
func (c *candidate) selects(channel, level, typ string) bool {
	on := map[string]bool{Email: c.EmailOn, SMS: c.SMSOn, Web: c.WebOn}[channel]
	return on && slices.Contains(c.lists[channel+"/"+level], typ)
}

func (c *candidate) parse() {
	c.lists = map[string][]string{}
	for k, v := range map[string]string{
		Email + "/INFO": c.EmailInfo, Email + "/CRITICAL": c.EmailCrit,
		SMS + "/INFO": c.SMSInfo, SMS + "/CRITICAL": c.SMSCrit,
		Web + "/INFO": c.WebInfo, Web + "/CRITICAL": c.WebCrit,
	} {
		var l []string
		_ = json.Unmarshal([]byte(v), &l)
		c.lists[k] = l
	}
}

// Notify routes what one write of the engine runner stored for a unit,
// inside its transaction: an outbox entry per change, recipient and
// channel under a deterministic key (a replay or a second process adds
// nothing), "historical" for changes older than the live window, and the
// corrections of alerts a replay withdrew. It implements monitor.Notifier.
func (s *Service) Notify(ctx context.Context, tx *sqlx.Tx, c monitor.Changes) error {
	if len(c.Alerts)+len(c.Events)+len(c.Withdrawn) == 0 {
		return nil
	}
	now := s.cfg.Now()
	var u unitCtx
	if err := tx.GetContext(ctx, &u, tx.Rebind(`SELECT cu.uuid, cu.name, cu.unit_code, s.id AS site_ref, s.site_name, s.site_code,
		s.zone_id, s.org_id, so.path FROM chilling_units cu JOIN sites s ON s.id = cu.site_ref
		JOIN organizations so ON so.id = s.sub_org_id WHERE cu.id = ?`), c.UnitRef); err != nil {
		return fmt.Errorf("notify: unit %d: %w", c.UnitRef, err)
	}
	r := &router{s: s, tx: tx, unit: u, ref: c.UnitRef, now: now, late: lateOf(c)}
	if err := r.withdraw(ctx, c.Withdrawn); err != nil {
		return err
	}
	if len(c.Alerts)+len(c.Events) == 0 {
		return nil
	}
	pol, _, _, err := loadPolicy(ctx, tx, u.OrgID)
	if err != nil {
		return err
	}
	r.policy = pol
	if err := r.loadCandidates(ctx); err != nil {
		return err
	}
	for _, a := range c.Alerts {
		if err := r.alert(ctx, a); err != nil {
			return err
		}
	}
	for _, e := range c.Events {
		if err := r.event(ctx, e); err != nil {
			return err
		}
	}
	if r.added > 0 {
		s.wake()
	}
	return nil
}

// router routes one unit's changes inside the runner's transaction.
type router struct {
	s      *Service
	tx     *sqlx.Tx
	unit   unitCtx
	ref    int64
	now    time.Time
	policy Policy
	cands  []*candidate
	added  int
	late   lateView
}

func (r *router) loadCandidates(ctx context.Context) error {
	var rows []*candidate
	err := r.tx.SelectContext(ctx, &rows, r.tx.Rebind(`SELECT u.id, u.user_name, ro.role_name,
		COALESCE(so.path, o.path) AS scope_path, o.is_platform, c.unit_ref, c.email_enabled, c.sms_enabled, c.web_enabled,
		c.email_info, c.email_critical, c.sms_info, c.sms_critical, c.web_info, c.web_critical
		FROM user_alert_configs c JOIN users u ON u.id = c.user_id JOIN roles ro ON ro.id = u.role_id
		JOIN organizations o ON o.id = u.org_id LEFT JOIN organizations so ON so.id = u.sub_org_id
		JOIN user_sites us ON us.user_id = u.id AND us.site_ref = c.site_ref
		WHERE c.site_ref = ? AND (c.unit_ref IS NULL OR c.unit_ref = ?) AND u.enabled = ?
		ORDER BY u.id, c.unit_ref`), r.unit.SiteRef, r.ref, true)
	if err != nil {
		return fmt.Errorf("notify: recipients: %w", err)
	}
	byUser := map[int64]*candidate{}
	for _, c := range rows {
		if !c.Platform && !hasPrefix(r.unit.Path, c.Scope) {
			continue // the user no longer sees the site
		}
		if prev, ok := byUser[c.UserID]; ok && (prev.UnitRef.Valid || !c.UnitRef.Valid) {
			continue
		}
		c.parse()
		byUser[c.UserID] = c
	}
	r.cands = r.cands[:0]
	for _, c := range byUser {
		r.cands = append(r.cands, c)
	}
	slices.SortFunc(r.cands, func(a, b *candidate) int { return int(a.UserID - b.UserID) })
	return nil
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

func (r *router) payload(level, kind, alert string, stage int, at, since time.Time, vol, temp float64, alertID string) Payload {
	return Payload{Level: level, Kind: kind, Alert: alert, Stage: stage, At: at.UTC(), Since: since.UTC(), Volume: vol, Temp: temp,
		AlertID: alertID, UnitUUID: r.unit.UUID, UnitName: r.unit.display(), SiteName: r.unit.SiteName, SiteID: r.unit.SiteCode, Zone: r.unit.Zone, OrgPath: r.unit.Path}
}

// alert routes a critical alert change: a raise or escalation to the users
// whose configuration selects the alert on the channel, when the policy
// names their role at that stage or names it at no stage (Policy.tells); a
// clear to those told of the alert.
func (r *router) alert(ctx context.Context, a engine.AlertChange) error {
	kind := a.Change.String()
	alertID := monitor.AlertID(r.unit.UUID, a.Episode)
	p := r.payload("CRITICAL", kind, a.Alert, a.Stage, a.At, a.Since, a.Volume, a.Temp, alertID)
	e := entry{kind: kind, alertID: alertID, episode: a.Episode, changeKey: a.Key, alert: a.Alert, stage: a.Stage, at: a.At, payload: p}
	live := !r.old(a.At)
	if a.Change == engine.Cleared {
		return r.clear(ctx, a, e, live)
	}
	if !live && r.late.foundLate(a) {
		return r.foundLate(ctx, a, e)
	}
	return r.toStage(ctx, e, a.Stage, r.policy.rule(a.Stage).Digest)
}

// toStage adds an entry for every candidate the policy tells at stage
// whose configuration selects the alert, on each such channel.
func (r *router) toStage(ctx context.Context, e entry, stage int, gather bool) error {
	for _, c := range r.cands {
		if !r.policy.tells(c.Role, stage) {
			continue
		}
		for _, ch := range Channels {
			if c.selects(ch, "CRITICAL", e.alert) {
				if err := r.add(ctx, e, c.UserID, c.UserName, ch, gather); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// clear routes a clear to those told of the alert, whatever its age
// (they are waiting for it); the clear of an alert nobody was told of
// that passed while the unit's data was away makes a summary (late.go).
func (r *router) clear(ctx context.Context, a engine.AlertChange, e entry, live bool) error {
	rule := r.policy.rule(a.Stage)
	superseded := 0
	if !live {
		n, err := r.supersede(ctx, a.Episode)
		if err != nil {
			return err
		}
		superseded = n
	}
	var told []struct {
		UserID   int64  `db:"user_id"`
		Channel  string `db:"channel"`
		UserName string `db:"user_name"`
	}
	if err := r.tx.SelectContext(ctx, &told, r.tx.Rebind(`SELECT DISTINCT o.user_id, o.channel, u.user_name FROM notify_outbox o
		JOIN users u ON u.id = o.user_id WHERE o.unit_ref = ? AND o.episode = ? AND o.kind IN (?, ?, ?)
		AND o.status NOT IN (?, ?) ORDER BY o.user_id, o.channel`),
		r.ref, a.Episode, KindRaised, KindEscalated, KindFoundLate, StatusHistorical, StatusWithdrawn); err != nil {
		return fmt.Errorf("notify: told of %s: %w", a.Episode, err)
	}
	if len(told) == 0 && r.late.offline(a, superseded > 0) {
		return r.offline(ctx, a, e)
	}
	for _, t := range told {
		if err := r.add(ctx, e, t.UserID, t.UserName, t.Channel, rule.Digest); err != nil {
			return err
		}
	}
	return nil
}

// event routes an info event to those whose configuration selects it.
func (r *router) event(ctx context.Context, ev engine.Event) error {
	p := r.payload("INFO", KindEvent, ev.Name, 0, ev.At, ev.At, ev.Volume, ev.Temp, r.unit.UUID+"."+ev.Name+"."+fmt.Sprint(storage.Now(ev.At)))
	e := entry{kind: KindEvent, alertID: p.AlertID, changeKey: ev.Key, alert: ev.Name, at: ev.At, payload: p}
	for _, c := range r.cands {
		for _, ch := range Channels {
			if c.selects(ch, "INFO", ev.Name) {
				if err := r.add(ctx, e, c.UserID, c.UserName, ch, false); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// entry is an outbox row to write.
type entry struct {
	kind, alertID, episode, changeKey, alert string
	stage                                    int
	at                                       time.Time
	payload                                  Payload
}

// add writes one outbox entry, once: pending (due now, or after the
// gather delay on a digest stage), or historical when the change is older
// than the live window. An alert change derived again after it was
// withdrawn unsent (later data brought it back) is due again.
func (r *router) add(ctx context.Context, e entry, userID int64, userName, channel string, gather bool) error {
	status, due := StatusPending, r.now
	if r.old(e.at) && e.kind != KindCleared && e.kind != KindFoundLate && e.kind != KindOffline && e.kind != KindWithdrawn {
		status = StatusHistorical
	} else if gather {
		due = due.Add(r.s.cfg.Gather)
	}
	b, err := json.Marshal(e.payload)
	if err != nil {
		return err
	}
	key := fmt.Sprintf("%s/%s/%d/%s", r.unit.UUID, e.changeKey, userID, channel)
	switch e.kind {
	case KindWithdrawn, KindFoundLate, KindOffline: // once per alert
		key = fmt.Sprintf("%s/%s/%s/%d/%s", r.unit.UUID, e.kind, e.episode, userID, channel)
	}
	done := int64(0)
	if status != StatusPending {
		done = storage.Now(r.now)
	}
	res, err := r.tx.ExecContext(ctx, r.tx.Rebind(`INSERT INTO notify_outbox (entry_key, org_id, user_id, channel, kind, unit_ref,
		alert_id, episode, change_key, alert, stage, at, payload, status, due_at, created_at, done_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (entry_key) DO UPDATE SET status = excluded.status,
		due_at = excluded.due_at, done_at = excluded.done_at
		WHERE notify_outbox.status = 'withdrawn' AND notify_outbox.kind IN ('raised', 'escalated', 'cleared') AND excluded.status = 'pending'`),
		key, r.unit.OrgID, userID, channel, e.kind, r.ref, e.alertID, e.episode, e.changeKey, e.alert, e.stage,
		storage.Now(e.at), string(b), status, storage.Now(due), storage.Now(r.now), done)
	if err != nil {
		return fmt.Errorf("notify: outbox: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if status == StatusPending {
		r.added++
		return nil
	}
	return writeLog(ctx, r.tx, logRow{At: r.now, OrgID: r.unit.OrgID, OrgPath: r.unit.Path, UserID: userID, UserName: userName,
		Channel: channel, Entries: 1, AlertID: e.alertID, Alert: e.alert, Stage: e.stage, Kind: e.kind,
		SiteName: r.unit.SiteName, UnitName: r.unit.display(), Status: status})
}

// withdraw handles the alert changes a replay removed: entries not yet
// taken by a worker are withdrawn unsent; those who were told get one
// correction per alert and channel.
func (r *router) withdraw(ctx context.Context, keys []string) error {
	for _, k := range keys {
		var rows []struct {
			ID       int64  `db:"id"`
			UserID   int64  `db:"user_id"`
			UserName string `db:"user_name"`
			Channel  string `db:"channel"`
			Kind     string `db:"kind"`
			Status   string `db:"status"`
			Claim    int64  `db:"claim_until"`
			AlertID  string `db:"alert_id"`
			Episode  string `db:"episode"`
			Alert    string `db:"alert"`
			Stage    int    `db:"stage"`
			Payload  string `db:"payload"`
		}
		if err := r.tx.SelectContext(ctx, &rows, r.tx.Rebind(`SELECT o.id, o.user_id, u.user_name, o.channel, o.kind, o.status,
			o.claim_until, o.alert_id, o.episode, o.alert, o.stage, o.payload FROM notify_outbox o JOIN users u ON u.id = o.user_id
			WHERE o.unit_ref = ? AND o.change_key = ? ORDER BY o.id`), r.ref, k); err != nil {
			return fmt.Errorf("notify: withdrawn %s: %w", k, err)
		}
		for _, o := range rows {
			if o.Kind == KindWithdrawn || o.Kind == KindCleared {
				continue
			}
			var p Payload
			_ = json.Unmarshal([]byte(o.Payload), &p)
			base := logRow{At: r.now, OrgID: r.unit.OrgID, OrgPath: r.unit.Path, UserID: o.UserID, UserName: o.UserName,
				Channel: o.Channel, Entries: 1, AlertID: o.AlertID, Alert: o.Alert, Stage: o.Stage, Kind: o.Kind,
				SiteName: r.unit.SiteName, UnitName: r.unit.display()}
			switch {
			case o.Status == StatusPending && o.Claim < storage.Now(r.now):
				res, err := r.tx.ExecContext(ctx, r.tx.Rebind(`UPDATE notify_outbox SET status = ?, done_at = ? WHERE id = ? AND status = ? AND claim_until < ?`),
					StatusWithdrawn, storage.Now(r.now), o.ID, StatusPending, storage.Now(r.now))
				if err != nil {
					return err
				}
				if n, _ := res.RowsAffected(); n > 0 {
					base.Status = StatusWithdrawn
					if err := writeLog(ctx, r.tx, base); err != nil {
						return err
					}
				}
			case o.Status == StatusSent || o.Status == StatusPending:
				p.Kind = KindWithdrawn
				p.At = r.now.UTC()
				e := entry{kind: KindWithdrawn, alertID: o.AlertID, episode: o.Episode, changeKey: k, alert: o.Alert, stage: o.Stage,
					at: r.now, payload: p}
				if err := r.add(ctx, e, o.UserID, o.UserName, o.Channel, false); err != nil {
					return err
				}
			}
		}
	}
	if r.added > 0 {
		r.s.wake()
	}
	return nil
}
