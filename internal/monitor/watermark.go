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
// flush buffers after an outage). The runner moves each unit's evaluator
// by a watermark, as stream processors do (docs/engine.md, "Live
// timing"):
//
//   - the unit's delivery lag is learnt from its own arrivals: the
//     largest lateness of its last lagWindow readings that came in order,
//     plus a quarter of its distance to their median (headroom for a
//     jittered link; none for a steady one); a reading later than MaxLag
//     is a burst, not the unit's usual lag;
//   - its watermark is now − lag − Settle: data older than that is taken
//     to be complete, so time alone (stage escalations, out of service,
//     the TSS checks) moves the unit up to it, and a rule due at T fires
//     at T + lag + Settle;
//   - the newest reading is evaluated once the watermark passes it:
//     Settle after it arrived for a unit with a steady lag (the unit's
//     devices report separately), its worst recent lag for a jittered
//     one, whatever happened before it;
//   - a unit whose readings arrive far behind its watermark (a backfill,
//     a buffer flushing) is moved by its data only, so none of it turns
//     late, until no data came for CatchUp.
//
// A reading older than the horizon the unit was moved to replays it.

// lagWindow is how many in-order arrivals a unit's lag is learnt from.
const lagWindow = 64

// flow is what the runner knows of a unit's arrivals.
type flow struct {
	// seen is the newest reading's time, and seenAt when it arrived.
	seen, seenAt time.Time
	// lags are the latenesses of the last in-order arrivals (a ring), and
	// learnt the lag they give (flow.lag).
	lags    [lagWindow]time.Duration
	next, n int
	learnt  time.Duration
}

// observe notes the readings a pass brought: the newest one moves seen
// when it is newer, and its lateness is learnt when it is the unit's usual.
func (f *flow) observe(samples []engine.Sample, now time.Time, maxLag time.Duration) {
	var newest time.Time
	for _, s := range samples {
		if s.At.After(newest) {
			newest = s.At
		}
	}
	if !newest.After(f.seen) {
		return
	}
	f.seen, f.seenAt = newest, now
	if late := now.Sub(newest); late >= 0 && late <= maxLag {
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

// restored notes the newest stored reading of a unit loaded from storage:
// it did not arrive now.
func (f *flow) restored(samples []engine.Sample) {
	if n := len(samples); n > 0 && samples[n-1].At.After(f.seen) {
		f.seen = samples[n-1].At
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

// watermark is the time up to which the unit's data is taken complete:
// what lies at or before it is evaluated.
func (r *Runner) watermark(run *unitRun, now time.Time) time.Time {
	return now.Add(-run.flow.lag() - r.cfg.Settle)
}

// target answers how far to move a unit after a pass brought samples
// (none for a tick), and notes in r.due when it next needs a pass.
func (r *Runner) target(run *unitRun, samples []engine.Sample, now time.Time) time.Time {
	delete(r.due, run.meta.Ref)
	f := &run.flow
	f.observe(samples, now, r.cfg.MaxLag)
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
	// The newest reading is evaluated once the watermark passes it: Settle
	// after it arrived for a unit whose lag is steady; a unit whose
	// readings come jittered waits its worst recent lag, so that its other
	// devices' readings of that time are evaluated with it.
	if due := f.seen.Add(f.lag() + r.cfg.Settle); now.Before(due) {
		r.wakeAt(run, due)
	}
	return w.Add(time.Millisecond) // a timer at w is due
}

// plan notes when a unit that was moved needs its next pass: when the
// watermark passes its next alarm (a stage, out of service, a TSS check).
func (r *Runner) plan(run *unitRun, now time.Time) {
	alarm := run.ev.NextAlarm()
	if alarm.IsZero() || run.catchingUp {
		return
	}
	due := alarm.Add(run.flow.lag() + r.cfg.Settle)
	if due.Before(now) {
		due = now
	}
	r.wakeAt(run, due)
}

func (r *Runner) wakeAt(run *unitRun, t time.Time) {
	if old, ok := r.due[run.meta.Ref]; !ok || t.Before(old) {
		r.due[run.meta.Ref] = t
	}
}
