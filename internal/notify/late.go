package notify

import (
	"context"
	"fmt"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Found late, still told (issue 28; ENGINE.md §7.4). A change older than
// the live window when it is stored came with late data: a gateway
// flushing its buffer after a link loss, a backfill. What people hear of
// it depends on whether it still matters:
//
//   - an alert still active once the data is stored is told once, at its
//     highest stage, whatever its age, saying when it began and that it
//     was found when the data came (KindFoundLate);
//   - an alert that began and ended while the unit's data was away is not
//     a live alarm: each recipient gets it in one summary of the outage
//     (KindOffline; the entries wait the gather delay, so that the
//     outage's alerts go out as one digest per recipient and channel);
//   - a clear always reaches those told of the alert, whatever its age;
//   - anything else is recorded as historical, as is everything of a
//     unit's first data (a backfill of a new unit, not a link returning)
//     and of an outage more than outageMax ago.
//
// A found-late message still waiting when its alert's clear arrives late
// (the rest of the buffer) is superseded by the summary.

// outageMax bounds how old an alert that passed while the data was away
// may be and still be summarised.
const outageMax = 24 * time.Hour

// lateView is what one write tells about its episodes.
type lateView struct {
	active   map[string]bool
	top      map[string]engine.AlertChange // an episode's highest raise or escalation in the write
	begun    map[string]bool               // episodes raised in the write
	reported time.Time
}

func lateOf(c monitor.Changes) lateView {
	v := lateView{active: c.Active, top: map[string]engine.AlertChange{}, begun: map[string]bool{}, reported: c.Reported}
	for _, a := range c.Alerts {
		if a.Change == engine.Cleared {
			continue
		}
		if a.Change == engine.Raised {
			v.begun[a.Episode] = true
		}
		if t, ok := v.top[a.Episode]; !ok || a.Stage > t.Stage || (a.Stage == t.Stage && a.At.After(t.At)) {
			v.top[a.Episode] = a
		}
	}
	return v
}

// foundLate reports whether an old change is told as found late: its
// episode is still active and it is the episode's highest in the write.
func (v lateView) foundLate(a engine.AlertChange) bool {
	return v.active[a.Episode] && v.top[a.Episode].Key == a.Key
}

// offline reports whether a clear nobody can be told of closes an alert
// that passed while the unit's data was away: the alert began in this
// write (its raise too old to be told live) or its found-late message was
// superseded, and the unit had reported before.
func (v lateView) offline(a engine.AlertChange, superseded bool) bool {
	return !v.reported.IsZero() && (v.begun[a.Episode] || superseded)
}

// old reports whether a change's time is past the live window.
func (r *router) old(at time.Time) bool { return r.now.Sub(at) > r.s.cfg.LiveWindow }

// foundLate tells an alert found late, once, to the stage's recipients.
func (r *router) foundLate(ctx context.Context, a engine.AlertChange, e entry) error {
	e.kind, e.payload.Kind, e.payload.Found = KindFoundLate, KindFoundLate, r.now.UTC()
	return r.toStage(ctx, e, a.Stage, true)
}

// offline puts an alert that passed while the data was away in each
// recipient's summary of the outage.
func (r *router) offline(ctx context.Context, cleared engine.AlertChange, e entry) error {
	if r.now.Sub(cleared.At) > outageMax {
		return nil
	}
	stage := cleared.Stage
	if t, ok := r.late.top[cleared.Episode]; ok && t.Stage > stage {
		stage = t.Stage
	}
	e.kind, e.stage = KindOffline, stage
	e.payload.Kind, e.payload.Stage, e.payload.End = KindOffline, stage, cleared.At.UTC()
	if t, ok := r.late.top[cleared.Episode]; ok {
		e.payload.Alert, e.alert = t.Alert, t.Alert
	}
	return r.toStage(ctx, e, stage, true)
}

// supersede withdraws the found-late entries of an episode still waiting
// (its clear came with the rest of the data): the outage's summary says
// it instead. It answers how many it withdrew.
func (r *router) supersede(ctx context.Context, episode string) (int, error) {
	var rows []struct {
		ID       int64  `db:"id"`
		UserID   int64  `db:"user_id"`
		UserName string `db:"user_name"`
		Channel  string `db:"channel"`
		AlertID  string `db:"alert_id"`
		Alert    string `db:"alert"`
		Stage    int    `db:"stage"`
	}
	if err := r.tx.SelectContext(ctx, &rows, r.tx.Rebind(`SELECT o.id, o.user_id, u.user_name, o.channel, o.alert_id, o.alert, o.stage
		FROM notify_outbox o JOIN users u ON u.id = o.user_id WHERE o.unit_ref = ? AND o.episode = ? AND o.kind = ? AND o.status = ?
		AND o.claim_until < ? ORDER BY o.id`), r.ref, episode, KindFoundLate, StatusPending, storage.Now(r.now)); err != nil {
		return 0, fmt.Errorf("notify: found late of %s: %w", episode, err)
	}
	n := 0
	for _, o := range rows {
		res, err := r.tx.ExecContext(ctx, r.tx.Rebind(`UPDATE notify_outbox SET status = ?, done_at = ? WHERE id = ? AND status = ? AND claim_until < ?`),
			StatusWithdrawn, storage.Now(r.now), o.ID, StatusPending, storage.Now(r.now))
		if err != nil {
			return 0, err
		}
		if k, _ := res.RowsAffected(); k == 0 {
			continue
		}
		n++
		if err := writeLog(ctx, r.tx, logRow{At: r.now, OrgID: r.unit.OrgID, OrgPath: r.unit.Path, UserID: o.UserID, UserName: o.UserName,
			Channel: o.Channel, Entries: 1, AlertID: o.AlertID, Alert: o.Alert, Stage: o.Stage, Kind: KindFoundLate,
			SiteName: r.unit.SiteName, UnitName: r.unit.display(), Status: StatusWithdrawn}); err != nil {
			return 0, err
		}
	}
	return n, nil
}
