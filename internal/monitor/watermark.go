package monitor

import (
	"context"
	"slices"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// A unit's data is an event stream: each reading has its own time and
// arrives some time after it (rural links add 20–60 s, lose readings and
// flush buffers after an outage), and a unit's devices report separately.
// The runner moves each unit's evaluator to a target, as stream
// processors move a watermark (docs/monitoring.md, "Time"); readings at
// or after it wait in the evaluator:
//
//   - the data says when it is complete: each signal's cadence (its
//     shortest recent interval) says when its next reading is due, and a
//     time before which every signal still reporting has sent its readings
//     is evaluated Settle after that time, whatever the lag;
//   - the unit's delivery lag, learnt from its slowest device's arrivals
//     (the largest lateness of the last lagWindow, plus a quarter of its
//     distance to their median), gives the fallback watermark now − lag −
//     Settle: time alone (out of service, grid-off stages, a device gone
//     quiet) moves the unit up to it;
//   - a reading overdue, or missing from its cadence (a hole), holds the
//     unit before its time for as long as the unit's lost readings take to
//     come back (holes.go);
//   - a unit whose readings arrive far behind its watermark (a backfill,
//     a buffer flushing) is moved by its data only, so none of it turns
//     late, until no data came for CatchUp.
//
// A reading older than the horizon the unit was moved to replays it,
// unless the unit already took it (consumed.go).

// lagWindow is how many in-order arrivals a unit's lag is learnt from;
// gapWindow how many intervals between a signal's readings its cadence is
// learnt from.
const (
	lagWindow = 64
	gapWindow = 4
)

// flow is what the runner knows of a unit's arrivals.
type flow struct {
	// seen is the newest reading's time, and seenAt when it arrived.
	seen, seenAt time.Time
	// lags are the latenesses of the last in-order arrivals (a ring), and
	// learnt the lag they give (flow.lag).
	lags    [lagWindow]time.Duration
	next, n int
	learnt  time.Duration
	// signals are the unit's signals' cadences (flow.complete).
	signals map[string]*cadence
	// known is the time before which the unit's data was last found
	// complete from its signals' cadences (zero when not).
	known time.Time
	// waits are how long the unit's last missing readings took to come,
	// and fleet those of every unit of the runner (holes.go).
	waits waits
	fleet *waits
	// until is when the unit stops waiting for the hole that holds it
	// (zero when none does).
	until time.Time
}

// cadence is what is known of one signal's readings: the newest one's
// time and the last intervals between two of them (a ring).
type cadence struct {
	seen time.Time
	gaps [gapWindow]time.Duration
	next int
	// holes are the readings missing from the cadence (one or two
	// intervals skipped), awaited.
	holes []hole
}

// every answers the signal's shortest recent interval (zero before two
// readings): its next reading is not due before seen + every.
func (c *cadence) every() time.Duration {
	var out time.Duration
	for _, g := range c.gaps {
		if g > 0 && (out == 0 || g < out) {
			out = g
		}
	}
	return out
}

// note takes readings into the signals' cadences and answers the newest
// reading's time and the oldest of the newest readings of the signals they
// moved (the slowest device's). A reading that skips one or two of its
// signal's intervals leaves a hole, awaited from now (not for stored
// readings: now zero); a late reading of the hole's time fills it.
func (f *flow) note(samples []engine.Sample, now time.Time) (newest, oldest time.Time) {
	var moved []*cadence
	for _, s := range samples {
		if s.At.After(newest) {
			newest = s.At
		}
		if f.signals == nil {
			f.signals = map[string]*cadence{}
		}
		c := f.signals[s.Signal]
		if c == nil {
			c = &cadence{}
			f.signals[s.Signal] = c
		}
		if !s.At.After(c.seen) {
			// A late reading fills the hole of its time (a reading seen
			// before, given again, is none).
			half := c.every() / 2
			if i := slices.IndexFunc(c.holes, func(h hole) bool {
				return !s.At.Before(h.at.Add(-half)) && !s.At.After(h.at.Add(half))
			}); i >= 0 && s.At.Before(c.seen) {
				f.waited(now.Sub(c.holes[i].found))
				c.holes = slices.Delete(c.holes, i, i+1)
			}
			continue
		}
		moved = append(moved, c)
		if !c.seen.IsZero() {
			gap, every := s.At.Sub(c.seen), c.every()
			if every > 0 && gap >= every*3/2 && gap <= every*3 && !now.IsZero() {
				for at := c.seen.Add(every); at.Before(s.At.Add(-every / 2)); at = at.Add(every) {
					c.holes = append(c.holes, hole{at: at, found: now})
				}
			}
			c.gaps[c.next] = gap
			c.next = (c.next + 1) % gapWindow
		}
		c.seen = s.At
	}
	for _, c := range moved {
		if oldest.IsZero() || c.seen.Before(oldest) {
			oldest = c.seen
		}
	}
	return newest, oldest
}

// completeness is what a unit's signals' cadences say of its data.
type completeness struct {
	// known: every signal still reporting has sent each reading due
	// before it (zero when none says more than the floor).
	known time.Time
	// overdue is the earliest reading due at or before the floor that has
	// not come, waited for until quiet, when the reading after it is due
	// too (zero when none is).
	overdue, quiet time.Time
}

// complete answers what the unit's signals' cadences say of its data: a
// signal's next reading is due its shortest recent interval after its
// newest. A signal whose next reading is due at or before floor (the
// watermark of the unit's lag) is overdue and waited for until the reading
// after it is due too, or for hold when that is longer (a unit whose lost
// readings come back: two lost in a row show no hole in time); it then
// counts as quiet (a device gone silent, a link down) and is no longer
// waited for. A reading that was lost shows when the next one comes
// (note); holding answers it.
func (f *flow) complete(floor time.Time, hold time.Duration) completeness {
	var out completeness
	for _, c := range f.signals {
		every := max(c.every(), time.Millisecond)
		next := c.seen.Add(every)
		wait := max(every, hold)
		switch {
		case !next.Add(wait).After(floor): // quiet
		case !next.After(floor):
			if out.overdue.IsZero() || next.Before(out.overdue) {
				out.overdue, out.quiet = next, next.Add(wait)
			}
		case out.known.IsZero() || next.Before(out.known):
			out.known = next
		}
	}
	return out
}

// observe notes the readings a pass brought: the newest one moves seen
// when it is newer, and the lateness of the oldest of the moved signals'
// newest readings (the slowest of the unit's devices) is learnt when it is
// the unit's usual.
func (f *flow) observe(samples []engine.Sample, now time.Time, maxLag time.Duration) {
	newest, oldest := f.note(samples, now)
	if newest.After(f.seen) {
		f.seen, f.seenAt = newest, now
	}
	if late := now.Sub(oldest); !oldest.IsZero() && late >= 0 && late <= maxLag {
		f.push(late, maxLag)
	}
}

// push learns one lateness. The lag is the largest recent lateness plus a
// quarter of its distance to the median: a steady lag stays as it is,
// while a jittered one keeps headroom above the largest jitter seen, so
// that the next reading rarely comes later than it.
func (f *flow) push(late, maxLag time.Duration) {
	f.lags[f.next] = late
	f.next = (f.next + 1) % lagWindow
	f.n = min(f.n+1, lagWindow)
	seen := slices.Clone(f.lags[:f.n])
	slices.Sort(seen)
	top, median := seen[len(seen)-1], seen[len(seen)/2]
	f.learnt = min(top+(top-median)/4, maxLag)
}

// restored notes the stored readings of a unit loaded from storage: they
// did not arrive now.
func (f *flow) restored(samples []engine.Sample) {
	if newest, _ := f.note(samples, time.Time{}); newest.After(f.seen) {
		f.seen = newest
	}
}

// seed starts the unit's lag from the one stored with its status (a
// restarted runner).
func (f *flow) seed(lag time.Duration) {
	if lag > 0 {
		f.lags[0], f.next, f.n, f.learnt = lag, 1, 1, lag
	}
}

// loadLags answers the stored delivery lags of a partition's units.
func loadLags(ctx context.Context, db *storage.DB, part, nparts int) (map[int64]time.Duration, error) {
	var rows []struct {
		Unit int64 `db:"unit_ref"`
		Lag  int64 `db:"lag_ms"`
	}
	if err := db.Select(ctx, &rows, `SELECT unit_ref, lag_ms FROM unit_status WHERE unit_ref % ? = ? AND lag_ms > 0`, nparts, part); err != nil {
		return nil, err
	}
	out := make(map[int64]time.Duration, len(rows))
	for _, r := range rows {
		out[r.Unit] = time.Duration(r.Lag) * time.Millisecond
	}
	return out, nil
}

// lag is the unit's delivery lag (push).
func (f *flow) lag() time.Duration { return f.learnt }

// watermark is the time up to which the unit's data is taken complete
// from its lag alone: what lies at or before it is evaluated.
func (r *Runner) watermark(run *unitRun, now time.Time) time.Time {
	return now.Add(-run.flow.lag() - r.cfg.Settle)
}

// target answers how far to move a unit after a pass brought samples
// (none for a tick): the time before which it is evaluated. It notes in
// r.due when the unit next needs a pass.
func (r *Runner) target(run *unitRun, samples []engine.Sample, now time.Time) time.Time {
	delete(r.due, run.meta.Ref)
	f := &run.flow
	f.observe(samples, now, r.cfg.MaxLag)
	f.known, f.until = time.Time{}, time.Time{}
	if f.seen.IsZero() {
		// A unit that never reported has nothing to move: its first
		// readings, however old, are then in order.
		return time.Time{}
	}
	w := r.watermark(run, now)
	run.catchingUp = f.seen.Before(w.Add(-r.cfg.Grace)) && now.Sub(f.seenAt) <= r.cfg.CatchUp
	if run.catchingUp {
		// Moved by its data: the newest reading once it settled.
		if settled := f.seenAt.Add(r.cfg.Settle); now.Before(settled) {
			r.wakeAt(run, settled)
			return f.seen
		}
		return f.seen.Add(time.Millisecond)
	}
	to := w.Add(time.Millisecond) // a timer at w is due
	// What the data says: when every signal has sent its readings up to
	// a time, that time is known complete whatever the lag, and a rule
	// due before it fires Settle after its time (the readings that made it
	// knowable have arrived).
	hold := f.holdFor(r.cfg.Hold)
	c := f.complete(w, hold)
	if c.known.After(to) {
		f.known = c.known
		to = minTime(c.known, now.Add(-r.cfg.Settle+time.Millisecond))
		to = maxTime(to, w.Add(time.Millisecond))
	}
	// A reading that is overdue, or missing from a signal's cadence, holds
	// the unit before its time until it comes or the unit stops waiting
	// for it: what follows it is evaluated with it, as it would have been
	// on time. Only a unit whose missing readings have come late waits: a
	// silence is not a loss.
	if !c.overdue.IsZero() && c.overdue.Before(to) && hold > 0 {
		to, f.until = c.overdue, c.quiet.Add(f.lag()+r.cfg.Settle)
	}
	if hole, until := f.holding(now, hold, r.cfg.Hold); !hole.IsZero() && hole.Before(to) {
		to, f.until = hole, until
	}
	if !f.until.IsZero() {
		f.known = minTime(f.known, to)
		r.wakeAt(run, f.until)
		return to
	}
	// The newest reading is evaluated once the target passes it: Settle
	// after its time when the data is complete past it, otherwise when the
	// watermark of the unit's lag passes it.
	if !to.After(f.seen) {
		due := f.seen.Add(f.lag() + r.cfg.Settle)
		if f.known.After(f.seen) {
			due = f.seen.Add(r.cfg.Settle)
		}
		r.wakeAt(run, due)
	}
	return to
}

// plan notes when a unit that was moved needs its next pass: when its next
// alarm (a stage, out of service, a TSS check) is passed — Settle after
// it when the unit's data is known complete past it, otherwise when the
// watermark of its lag passes it (a rule that needs silence waits longer
// than any delivery lag the unit has shown).
func (r *Runner) plan(run *unitRun, now time.Time) {
	alarm := run.ev.NextAlarm()
	if alarm.IsZero() || run.catchingUp {
		return
	}
	due := alarm.Add(run.flow.lag() + r.cfg.Settle)
	if run.flow.known.After(alarm) {
		due = alarm.Add(r.cfg.Settle)
	}
	if due.Before(now) {
		due = now
	}
	if u := run.flow.until; !u.IsZero() {
		due = maxTime(due, u) // held: the hole's reading or its end moves it
	}
	r.wakeAt(run, due)
}

func (r *Runner) wakeAt(run *unitRun, t time.Time) {
	if old, ok := r.due[run.meta.Ref]; !ok || t.Before(old) {
		r.due[run.meta.Ref] = t
	}
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
