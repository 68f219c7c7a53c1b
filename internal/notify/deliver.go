package notify

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
	"golang.org/x/sync/errgroup"

	"github.com/chillwatch/chillwatch/internal/storage"
)

// workers is how many recipients' messages a process sends at once.
const workers = 4

// batchMax is the most entries one message carries.
const batchMax = 500

func after(d time.Duration) <-chan time.Time { return time.After(d) }

type group struct {
	UserID  int64  `db:"user_id"`
	Channel string `db:"channel"`
}

// DeliverDue sends every recipient's due entries once: one message per
// recipient and channel (a digest when several are due). It answers how
// many groups it handled.
func (s *Service) DeliverDue(ctx context.Context) (int, error) {
	now := storage.Now(s.cfg.Now())
	var gs []group
	if err := s.db.Select(ctx, &gs, `SELECT user_id, channel FROM notify_outbox WHERE status = ? AND due_at <= ? AND claim_until < ?
		GROUP BY user_id, channel ORDER BY MIN(due_at) LIMIT 200`, StatusPending, now, now); err != nil {
		return 0, fmt.Errorf("notify: due: %w", err)
	}
	eg, gctx := errgroup.WithContext(ctx)
	eg.SetLimit(workers)
	for _, g := range gs {
		eg.Go(func() error {
			if err := s.deliverGroup(gctx, g); err != nil && gctx.Err() == nil {
				s.cfg.Log.Warn("notify: delivery failed", "user", g.UserID, "channel", g.Channel, "err", err)
			}
			return nil
		})
	}
	return len(gs), eg.Wait()
}

// claimed is an outbox entry a worker took.
type claimed struct {
	ID       int64  `db:"id"`
	Key      string `db:"entry_key"`
	OrgID    int64  `db:"org_id"`
	Kind     string `db:"kind"`
	Alert    string `db:"alert"`
	AlertID  string `db:"alert_id"`
	Stage    int    `db:"stage"`
	Payload  string `db:"payload"`
	Claim    string `db:"claim"`
	Attempts int    `db:"attempts"`
	p        Payload
}

// claimedCols are the columns of a claimed entry.
const claimedCols = `id, entry_key, org_id, kind, alert, alert_id, stage, payload, claim, attempts`

// recipient is who a group goes to.
type recipient struct {
	UserName string `db:"user_name"`
	Email    string `db:"email_id"`
	Lang     string `db:"alerts_language"`
	mobiles  []string
}

func newToken(owner string) string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return owner + "/" + hex.EncodeToString(b)
}

// deliverGroup takes one recipient's due entries on one channel (unless
// the storm cap holds them back), records the attempt, sends one message
// and records the outcome. A worker that dies after sending leaves its
// attempt "sending": whoever takes the entries again marks it in doubt
// and sends them again, with the same Message-ID (inDoubt).
func (s *Service) deliverGroup(ctx context.Context, g group) error {
	now := s.cfg.Now()
	token := newToken(s.cfg.Owner)
	var (
		batch []claimed
		rcpt  recipient
		pol   Policy
		base  logRow
		skip  string // a disposition without sending
		msgID string // a resend's Message-ID: its first attempt's
	)
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		batch, skip, msgID = nil, "", ""
		ms := storage.Now(now)
		var due []claimed
		if err := tx.SelectContext(ctx, &due, tx.Rebind(`SELECT `+claimedCols+`
			FROM notify_outbox WHERE user_id = ? AND channel = ? AND status = ? AND due_at <= ? AND claim_until < ?
			ORDER BY at, id LIMIT ?`), g.UserID, g.Channel, StatusPending, ms, ms, batchMax); err != nil {
			return err
		}
		var err error
		if due, msgID, err = s.inDoubt(ctx, tx, due, ms); err != nil || len(due) == 0 {
			return err
		}
		if pol, _, _, err = loadPolicy(ctx, tx, due[0].OrgID); err != nil {
			return err
		}
		var last int64
		if err := tx.GetContext(ctx, &last, tx.Rebind(`SELECT COALESCE(MAX(sent_at), 0) FROM notify_last WHERE user_id = ? AND channel = ?`),
			g.UserID, g.Channel); err != nil {
			return err
		}
		if next := last + pol.cap().Milliseconds(); last > 0 && next > ms {
			// The storm cap: what is due now waits, and goes with what
			// comes in between as one digest.
			_, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE notify_outbox SET due_at = ? WHERE user_id = ? AND channel = ? AND status = ? AND due_at < ?`),
				next, g.UserID, g.Channel, StatusPending, next)
			return err
		}
		ids := make([]int64, len(due))
		old := map[string]bool{}
		for i, d := range due {
			ids[i] = d.ID
			if d.Claim != "" {
				old[d.Claim] = true
			}
		}
		q, args, err := sqlx.In(`UPDATE notify_outbox SET claim = ?, claim_until = ?, attempts = attempts + 1
			WHERE id IN (?) AND status = ? AND claim_until < ?`, token, storage.Now(now.Add(s.cfg.ClaimTTL)), ids, StatusPending, ms)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, tx.Rebind(q), args...); err != nil {
			return err
		}
		if err := tx.SelectContext(ctx, &batch, tx.Rebind(`SELECT `+claimedCols+`
			FROM notify_outbox WHERE claim = ? ORDER BY at, id`), token); err != nil {
			return err
		}
		if len(batch) == 0 {
			return nil // another process took them
		}
		for i := range batch {
			_ = json.Unmarshal([]byte(batch[i].Payload), &batch[i].p)
		}
		for c := range old {
			if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE notify_log SET status = ?, error = ? WHERE claim = ? AND status = ?`),
				StatusInDoubt, "the worker stopped during this attempt; sent again", c, StatusSending); err != nil {
				return err
			}
		}
		if rcpt, err = loadRecipient(ctx, tx, g.UserID); err != nil {
			return err
		}
		base = s.logBase(g, rcpt, batch, now, token)
		var reason string
		skip, reason, err = s.dispose(ctx, tx, g.Channel, rcpt, pol, batch[0].OrgID, now)
		if err != nil {
			return err
		}
		row := base
		row.Status, row.Error = StatusSending, ""
		if skip != "" {
			row.Status, row.Error = skip, reason
			if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE notify_outbox SET status = ?, done_at = ?, claim_until = 0, last_error = ? WHERE claim = ?`),
				skip, ms, reason, token); err != nil {
				return err
			}
		}
		return writeLog(ctx, tx, row)
	})
	if err != nil || len(batch) == 0 || skip != "" {
		return err
	}
	msg, sendErr := s.send(ctx, g.Channel, rcpt, batch, msgID)
	return s.record(ctx, g, batch, token, msg, sendErr)
}

// inDoubt looks among the due entries for some an earlier attempt took
// whose outcome is unknown: its worker stopped between handing the message
// over and recording it, leaving its log row "sending". Such an attempt
// goes again as it went: it answers that attempt's entries (all of them
// still pending, whatever else became due since) and its Message-ID,
// derived from the entries its log row recorded before it was sent.
// Without one it answers due and "".
func (s *Service) inDoubt(ctx context.Context, tx *sqlx.Tx, due []claimed, ms int64) ([]claimed, string, error) {
	claims := map[string]bool{}
	for _, d := range due {
		if d.Claim != "" {
			claims[d.Claim] = true
		}
	}
	if len(claims) == 0 {
		return due, "", nil
	}
	q, args, err := sqlx.In(`SELECT claim, entry_ids FROM notify_log WHERE claim IN (?) AND status = ? ORDER BY id LIMIT 1`,
		slices.Collect(maps.Keys(claims)), StatusSending)
	if err != nil {
		return nil, "", err
	}
	var attempt []struct {
		Claim    string `db:"claim"`
		EntryIDs string `db:"entry_ids"`
	}
	if err := tx.SelectContext(ctx, &attempt, tx.Rebind(q), args...); err != nil || len(attempt) == 0 {
		return due, "", err
	}
	var again []claimed
	if err := tx.SelectContext(ctx, &again, tx.Rebind(`SELECT `+claimedCols+` FROM notify_outbox
		WHERE claim = ? AND status = ? AND claim_until < ? ORDER BY at, id`), attempt[0].Claim, StatusPending, ms); err != nil {
		return nil, "", err
	}
	var ids []int64
	for _, f := range strings.Fields(attempt[0].EntryIDs) {
		if id, err := strconv.ParseInt(f, 10, 64); err == nil {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return again, "", nil
	}
	q, args, err = sqlx.In(`SELECT entry_key FROM notify_outbox WHERE id IN (?) ORDER BY at, id`, ids)
	if err != nil {
		return nil, "", err
	}
	var keys []string
	if err := tx.SelectContext(ctx, &keys, tx.Rebind(q), args...); err != nil {
		return nil, "", err
	}
	return again, s.messageID(keys), nil
}

// logBase is a group's delivery log row without its outcome.
func (s *Service) logBase(g group, rcpt recipient, batch []claimed, now time.Time, token string) logRow {
	first := batch[0]
	ids := make([]string, len(batch))
	path := first.p.OrgPath
	for i, b := range batch {
		ids[i] = fmt.Sprint(b.ID)
		path = commonPath(path, b.p.OrgPath)
	}
	addr := ""
	switch g.Channel {
	case Email:
		addr = rcpt.Email
	case SMS:
		addr = strings.Join(rcpt.mobiles, ", ")
	}
	return logRow{At: now, OrgID: first.OrgID, OrgPath: path, UserID: g.UserID, UserName: rcpt.UserName, Channel: g.Channel,
		Address: addr, Entries: len(batch), AlertID: first.AlertID, Alert: first.Alert, Stage: first.Stage, Kind: first.Kind,
		SiteName: first.p.SiteName, UnitName: first.p.UnitName, Claim: token, EntryIDs: strings.Join(ids, " ")}
}

// commonPath answers the longest shared organisation path of two
// ("/1/4/" and "/1/5/" share "/1/").
func commonPath(a, b string) string {
	n := 0
	for i := 0; i < len(a) && i < len(b) && a[i] == b[i]; i++ {
		if a[i] == '/' {
			n = i + 1
		}
	}
	if a == b {
		return a
	}
	return a[:n]
}

func loadRecipient(ctx context.Context, tx *sqlx.Tx, userID int64) (recipient, error) {
	var r recipient
	if err := tx.GetContext(ctx, &r, tx.Rebind(`SELECT user_name, email_id, alerts_language FROM users WHERE id = ?`), userID); err != nil {
		return r, err
	}
	var ms []struct {
		Code   string `db:"country_code"`
		Number string `db:"mobile_number"`
	}
	if err := tx.SelectContext(ctx, &ms, tx.Rebind(`SELECT country_code, mobile_number FROM user_mobiles WHERE user_id = ? ORDER BY position`), userID); err != nil {
		return r, err
	}
	for _, m := range ms {
		if n := phoneNumber(m.Code, m.Number); n != "" {
			r.mobiles = append(r.mobiles, n)
		}
	}
	return r, nil
}

// phoneNumber joins a country code and a number: "+91", "98765 43210" →
// "+919876543210"; "" when either has no digits.
func phoneNumber(code, number string) string {
	digits := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			if r >= '0' && r <= '9' {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	c, n := digits(code), strings.TrimLeft(digits(number), "0")
	if c == "" || n == "" {
		return ""
	}
	return "+" + c + n
}

// dispose answers why a group is not sent at all (a channel without
// settings, a recipient without an address, the organisation's SMS cap),
// or "".
func (s *Service) dispose(ctx context.Context, tx *sqlx.Tx, channel string, r recipient, pol Policy, orgID int64, now time.Time) (string, string, error) {
	switch channel {
	case Email:
		if s.mail == nil {
			return StatusNotConfigured, "e-mail is not configured (CHILLWATCH_SMTP_URL)", nil
		}
		if strings.TrimSpace(r.Email) == "" {
			return StatusNoAddress, "the user has no e-mail address", nil
		}
	case SMS:
		if s.sms == nil {
			return StatusNotConfigured, "SMS is not configured (CHILLWATCH_SMS_URL)", nil
		}
		if len(r.mobiles) == 0 {
			return StatusNoAddress, "the user has no mobile number", nil
		}
		if s.db.Dialect == storage.Postgres {
			// Workers count the day's SMS one organisation at a time, so
			// that the count and this attempt's sending row are one step
			// (SQLite's one writer already makes them so).
			if _, err := tx.ExecContext(ctx, `SELECT id FROM organizations WHERE id = $1 FOR UPDATE`, orgID); err != nil {
				return "", "", err
			}
		}
		day := now.UTC().Truncate(24 * time.Hour)
		var sent int
		if err := tx.GetContext(ctx, &sent, tx.Rebind(`SELECT COUNT(*) FROM notify_log WHERE org_id = ? AND channel = ? AND status IN (?, ?, ?) AND at >= ?`),
			orgID, SMS, StatusSent, StatusSending, StatusInDoubt, storage.Now(day)); err != nil {
			return "", "", err
		}
		if sent >= pol.SMSDailyCap {
			return StatusSMSCap, fmt.Sprintf("the organisation's daily SMS cap (%d) is reached", pol.SMSDailyCap), nil
		}
	}
	return "", "", nil
}

// send composes and sends a group's message, under the Message-ID id
// ("": the one of the batch's entries).
func (s *Service) send(ctx context.Context, channel string, r recipient, batch []claimed, id string) (*message, error) {
	ids := make([]int64, len(batch))
	keys := make([]string, len(batch))
	ps := make([]Payload, len(batch))
	for i, b := range batch {
		ids[i], keys[i], ps[i] = b.ID, b.Key, b.p
	}
	msg, err := s.compose(r.Lang, ids, ps)
	msg.id = cmp.Or(id, s.messageID(keys))
	if err != nil && channel == Email {
		return msg, err
	}
	sctx, cancel := context.WithTimeout(ctx, s.cfg.SendTimeout)
	defer cancel()
	switch channel {
	case Email:
		msg.to = []string{r.Email}
		return msg, s.mail.send(sctx, msg)
	case SMS:
		if s.smsErr != nil {
			return msg, s.smsErr
		}
		var errs []error
		for i, n := range r.mobiles {
			if err := s.sms.send(sctx, n, msg.sms, fmt.Sprintf("%s-%d", msg.id, i)); err != nil {
				errs = append(errs, err)
			}
		}
		return msg, errors.Join(errs...)
	}
	return msg, nil
}

// record stores a group's outcome: sent (and, on the web channel, the
// inbox item, exactly once), or failed and due again after a backoff
// until the attempts run out.
func (s *Service) record(ctx context.Context, g group, batch []claimed, token string, msg *message, sendErr error) error {
	now := s.cfg.Now()
	ms := storage.Now(now)
	inbox := false
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		inbox = false
		exec := func(q string, args ...any) (int64, error) {
			res, err := tx.ExecContext(ctx, tx.Rebind(q), args...)
			if err != nil {
				return 0, err
			}
			return res.RowsAffected()
		}
		if sendErr == nil {
			n, err := exec(`UPDATE notify_outbox SET status = ?, done_at = ?, claim_until = 0, last_error = '' WHERE claim = ? AND status = ?`,
				StatusSent, ms, token, StatusPending)
			if err != nil || n == 0 {
				return err // the claim was lost: its new owner decides
			}
			if _, err := exec(`UPDATE notify_log SET status = ? WHERE claim = ? AND status = ?`, StatusSent, token, StatusSending); err != nil {
				return err
			}
			if _, err := exec(`INSERT INTO notify_last (user_id, channel, sent_at) VALUES (?, ?, ?)
				ON CONFLICT (user_id, channel) DO UPDATE SET sent_at = excluded.sent_at`, g.UserID, g.Channel, ms); err != nil {
				return err
			}
			if g.Channel == Web {
				n, err := exec(`INSERT INTO notify_inbox (user_id, msg_key, created_at, level, title, body, alert_id, unit_uuid, entries)
					VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (msg_key) DO NOTHING`,
					g.UserID, msg.id, ms, msg.level, clip(msg.title, 500), clip(msg.body, 2000), msg.alertID, msg.unitUUID, msg.count)
				inbox = err == nil && n > 0
				return err
			}
			return nil
		}
		attempts := 0
		for _, b := range batch {
			attempts = max(attempts, b.Attempts)
		}
		status, logStatus, due := StatusPending, StatusRetry, now.Add(s.cfg.retryDelay(attempts))
		if attempts >= s.cfg.MaxAttempts {
			status, logStatus = StatusFailed, StatusFailed
		}
		done := int64(0)
		if status == StatusFailed {
			done = ms
		}
		n, err := exec(`UPDATE notify_outbox SET status = ?, due_at = ?, claim_until = 0, done_at = ?, last_error = ? WHERE claim = ? AND status = ?`,
			status, storage.Now(due), done, clip(sendErr.Error(), 500), token, StatusPending)
		if err != nil || n == 0 {
			return err
		}
		_, err = exec(`UPDATE notify_log SET status = ?, error = ? WHERE claim = ? AND status = ?`, logStatus, clip(sendErr.Error(), 500), token, StatusSending)
		return err
	})
	if err != nil {
		return err
	}
	if inbox && s.OnInbox != nil {
		s.OnInbox(g.UserID)
	}
	if sendErr != nil {
		s.cfg.Log.Warn("notify: not delivered", "channel", g.Channel, "user", g.UserID, "entries", len(batch), "err", sendErr)
	}
	return nil
}
