package monitor

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// Config tunes a Runner; zero fields take the defaults in brackets.
type Config struct {
	// Owner names the process in the leases [host-pid-random].
	Owner string
	// Partitions split the units (unit id modulo Partitions) [16]. Every
	// process of a deployment must use the same number.
	Partitions int
	// Settle is how long the runner gives readings of one time to arrive
	// together (a unit's devices report separately) [500ms]: a time whose
	// data is complete is evaluated Settle after it, and time alone moves
	// a unit up to now − its delivery lag − Settle (watermark.go); a unit
	// catching up is moved by its data, each reading Settle after it
	// arrived. A reading of an earlier time arriving later replays the
	// unit.
	Settle time.Duration
	// MaxLag is the largest lateness learnt as a unit's usual delivery lag
	// [5m]; a reading later than that is a burst (a buffer flushed) and
	// does not slow the unit's alarms.
	MaxLag time.Duration
	// Grace: a unit whose readings arrive more than Grace behind its
	// watermark is catching up (a backfill, a gateway flushing its
	// buffer) and is moved by its data only [2m]; ingestion's Kick starts
	// a pass only for data within Grace of the clock.
	Grace time.Duration
	// Poll is the time between full passes in Run [1s]; ingestion (Kick)
	// and units falling due start a pass over them sooner.
	Poll time.Duration
	// LeaseTTL is how long a partition lease lasts unrenewed [30s].
	LeaseTTL time.Duration
	// CheckpointEvery is the unit time between checkpoints [1h];
	// CheckpointKeep how far back they are kept [7 days]. Data later than
	// that replays the unit from its first sample.
	CheckpointEvery, CheckpointKeep time.Duration
	// Revise: an alert change a replay did not derive again is withdrawn
	// (those told get a correction) once the unit's horizon is Revise past
	// it without deriving it again [2m] (retractions.go).
	Revise time.Duration
	// Hold is the longest a unit waits for a reading missing from one of
	// its signals' cadences (lost, to be sent again) before it goes on
	// without it [15m]; a unit learns a shorter wait from how soon its
	// missing readings came, and none once they stop coming (holes.go).
	Hold time.Duration
	// CatchUp: once no data came for CatchUp, a unit that was catching up
	// is moved by time alone again [10m].
	CatchUp time.Duration
	// LiveWindow: only alerts derived within it are announced [2h].
	LiveWindow time.Duration
	// Batch is the most dirty marks taken in a pass [5000].
	Batch int
	// Notifier, when set, is told of each write's changes in its
	// transaction.
	Notifier Notifier
	Now      func() time.Time
	Log      *slog.Logger
}

func (c *Config) defaults() {
	if c.Owner == "" {
		host, _ := os.Hostname()
		c.Owner = fmt.Sprintf("%s-%d-%06x", host, os.Getpid(), rand.IntN(1<<24))
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.Grace, 2*time.Minute)
	def(&c.Settle, 500*time.Millisecond)
	def(&c.MaxLag, 5*time.Minute)
	def(&c.Revise, 2*time.Minute)
	def(&c.Poll, time.Second)
	def(&c.LeaseTTL, 30*time.Second)
	def(&c.CheckpointEvery, time.Hour)
	def(&c.CheckpointKeep, 7*24*time.Hour)
	def(&c.LiveWindow, 2*time.Hour)
	def(&c.CatchUp, 10*time.Minute)
	def(&c.Hold, 15*time.Minute)
	if c.Partitions <= 0 {
		c.Partitions = 16
	}
	if c.Batch <= 0 {
		c.Batch = 5000
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Log == nil {
		c.Log = slog.New(slog.DiscardHandler)
	}
}

// Runner evaluates the units of the partitions it leases. Sync is one
// pass; Run repeats it. A Runner is used by one goroutine.
type Runner struct {
	db    *storage.DB
	hub   *Hub
	cfg   Config
	lease leases
	units map[int64]*unitRun
	// leasedAt is when the leases were last synced.
	leasedAt time.Time
	stats    Stats
	// kick wakes Run for new data; due holds the units waiting for a
	// settle time or an alarm, with when.
	kick chan struct{}
	due  map[int64]time.Time
	// waits are how long the units' missing readings took to come
	// (holes.go): a unit that has had none waits as its fleet's did.
	waits waits
}

// Stats count what a runner did.
type Stats struct {
	Passes, Steps, Replays, Writes, Checkpoints int
}

// unitRun is a unit being evaluated.
type unitRun struct {
	meta unitMeta
	part int
	ev   *engine.Evaluator
	// cp is the horizon of the newest stored checkpoint.
	cp time.Time
	// published is the newest volume sample sent to the hub.
	published time.Time
	// written is the status last stored, writtenLag the lag with it.
	written    statusKey
	writtenLag time.Duration
	// flow is what the runner learnt of the unit's arrivals; catchingUp
	// whether its last move was by its data only (watermark.go).
	flow       flow
	catchingUp bool
	// retracting: the unit holds alert changes a replay did not derive
	// again, to settle at its next writes (retractions.go).
	retracting bool
	// consumed are the samples of its last steps (consumed.go).
	consumed consumed
}

type statusKey struct {
	state       engine.State
	received    time.Time
	volume, tmp float64
	active      int
}

func keyOf(s engine.Status) statusKey {
	return statusKey{s.State, s.ReceivedAt, s.Volume, s.Temp, len(s.Active)}
}

// New answers a runner over db announcing to hub (which may be nil).
func New(db *storage.DB, hub *Hub, cfg Config) *Runner {
	cfg.defaults()
	return &Runner{db: db, hub: hub, cfg: cfg, units: map[int64]*unitRun{}, kick: make(chan struct{}, 1), due: map[int64]time.Time{},
		lease: leases{db: db, owner: cfg.Owner, nparts: cfg.Partitions, held: map[int]bool{}}}
}

// Stats answers the runner's counters.
func (r *Runner) Stats() Stats { return r.stats }

// Parts answers the partitions the runner holds.
func (r *Runner) Parts() []int { return r.lease.parts() }

// Run syncs until ctx ends, then gives its partitions back: a full pass
// every Poll, and between them a pass over the new data and the due units
// as soon as ingestion kicks or a unit falls due (at most one each 50 ms).
func (r *Runner) Run(ctx context.Context) error {
	const gap = 50 * time.Millisecond
	full := time.NewTicker(r.cfg.Poll)
	defer full.Stop()
	wake := time.NewTimer(time.Hour)
	defer wake.Stop()
	alive, stop := context.WithCancel(ctx)
	defer stop()
	go r.keepAlive(alive)
	isFull := true
	for {
		if err := r.pass(ctx, isFull); err != nil && ctx.Err() == nil {
			r.cfg.Log.Warn("monitor: pass failed", "err", err)
		}
		wake.Reset(max(r.nextDue().Sub(r.cfg.Now()), gap))
		select {
		case <-ctx.Done():
			stop()
			rctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			return r.lease.release(rctx)
		case <-full.C:
			isFull = true
		case <-r.kick:
			isFull = false
			time.Sleep(gap) // let a burst of writes gather
		case <-wake.C:
			isFull = false
		}
	}
}

// keepAlive renews the leases held every third of their time until ctx
// ends, beside the passes (which also renew them, and take or give back
// partitions for a fair share).
func (r *Runner) keepAlive(ctx context.Context) {
	t := time.NewTicker(r.cfg.LeaseTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			now := storage.Now(r.cfg.Now())
			if err := r.lease.keepAlive(ctx, now, r.cfg.LeaseTTL.Milliseconds()); err != nil && ctx.Err() == nil {
				r.cfg.Log.Warn("monitor: lease renewal failed", "err", err)
			}
		}
	}
}

// Kick tells Run that readings up to newest were stored; it never
// blocks. Only live data (newest within Grace of the clock) starts a
// pass: a backfill is taken by the passes every Poll, in larger steps.
func (r *Runner) Kick(newest time.Time) {
	if newest.Before(r.cfg.Now().Add(-r.cfg.Grace)) {
		return
	}
	select {
	case r.kick <- struct{}{}:
	default:
	}
}

// nextDue answers the earliest time a unit waits for (an hour on when none).
func (r *Runner) nextDue() time.Time {
	next := r.cfg.Now().Add(time.Hour)
	for u, t := range r.due {
		if r.units[u] == nil { // dropped meanwhile
			delete(r.due, u)
			continue
		}
		if t.Before(next) {
			next = t
		}
	}
	return next
}

// Sync is one full pass: renew the leases (loading the units of new
// partitions), take the dirty marks and step their units, and move every
// other unit's time (to now − Grace, its settled data or its due alarms).
func (r *Runner) Sync(ctx context.Context) error { return r.pass(ctx, true) }

// pass is a pass over the marked units and, when full is false, only the
// other units that are due; a full pass moves every unit.
func (r *Runner) pass(ctx context.Context, full bool) error {
	now := r.cfg.Now()
	r.stats.Passes++
	if now.Sub(r.leasedAt) >= r.cfg.LeaseTTL/3 || r.leasedAt.IsZero() {
		if err := r.syncLeases(ctx, now); err != nil {
			return err
		}
	}
	marks, err := loadMarks(ctx, r.db, r.lease.parts(), r.cfg.Partitions, r.cfg.Batch)
	if err != nil {
		return err
	}
	type dirty struct {
		since int64
		ids   []int64
	}
	byUnit := map[int64]*dirty{}
	var order []int64
	for _, m := range marks {
		d := byUnit[m.Unit]
		if d == nil {
			d = &dirty{since: m.Since}
			byUnit[m.Unit] = d
			order = append(order, m.Unit)
		}
		d.since = min(d.since, m.Since)
		d.ids = append(d.ids, m.ID)
	}
	var ws []*write
	for _, u := range order {
		run := r.units[u]
		if run == nil { // a unit created after its partition was loaded
			if err := r.loadPart(ctx, r.partOf(u), now); err != nil {
				return err
			}
			// Restored with every stored sample (or deleted since).
			ws = append(ws, &write{meta: unitMeta{Ref: u}, marks: byUnit[u].ids, marksOnly: true})
			continue
		}
		w, err := r.step(ctx, run, byUnit[u].since, now)
		if err != nil {
			return err
		}
		w.marks = byUnit[u].ids
		ws = append(ws, w)
	}
	for u, run := range r.units {
		if byUnit[u] != nil {
			continue
		}
		if due, ok := r.due[u]; !full && (!ok || due.After(now)) {
			continue
		}
		if w := r.tick(run, now); w != nil {
			ws = append(ws, w)
		}
	}
	return r.flush(ctx, ws, now)
}

func (r *Runner) partOf(u int64) int { return int(u % int64(r.cfg.Partitions)) }

// syncLeases renews the leases, drops the units of lost partitions and
// loads those of gained ones.
func (r *Runner) syncLeases(ctx context.Context, now time.Time) error {
	gained, lost, err := r.lease.sync(ctx, storage.Now(now), r.cfg.LeaseTTL.Milliseconds())
	if err != nil {
		return err
	}
	r.leasedAt = now
	for _, p := range lost {
		r.dropPart(p)
	}
	for _, p := range gained {
		if err := r.loadPart(ctx, p, now); err != nil {
			return err
		}
	}
	return r.refreshMetas(ctx)
}

func (r *Runner) dropPart(p int) {
	for u, run := range r.units {
		if run.part == p {
			delete(r.units, u)
		}
	}
}

// loadPart restores the partition's units not yet loaded from their last
// checkpoint, replaying their samples after it.
func (r *Runner) loadPart(ctx context.Context, p int, now time.Time) error {
	metas, err := loadMetas(ctx, r.db, []int{p}, r.cfg.Partitions)
	if err != nil {
		return err
	}
	lags, err := loadLags(ctx, r.db, p, r.cfg.Partitions)
	if err != nil {
		return err
	}
	var ws []*write
	for _, m := range metas {
		if r.units[m.Ref] != nil {
			continue
		}
		run := &unitRun{meta: m, part: p, retracting: true}
		run.flow.fleet = &r.waits
		run.flow.seed(lags[m.Ref])
		w, err := r.replay(ctx, run, math.MaxInt64, now)
		if err != nil {
			return err
		}
		r.units[m.Ref] = run
		ws = append(ws, w)
	}
	return r.flush(ctx, ws, now)
}

// refreshMetas picks up changed unit settings (zone, capacity, bounds,
// organisation thresholds): the evaluator continues from its state with
// the new settings.
func (r *Runner) refreshMetas(ctx context.Context) error {
	metas, err := loadMetas(ctx, r.db, r.lease.parts(), r.cfg.Partitions)
	if err != nil {
		return err
	}
	seen := map[int64]bool{}
	for _, m := range metas {
		seen[m.Ref] = true
		run := r.units[m.Ref]
		if run == nil || run.meta == m {
			continue
		}
		u, err := m.engineUnit()
		if err != nil {
			r.cfg.Log.Warn("monitor: organisation thresholds unreadable, defaults used", "unit", m.UUID, "err", err)
		}
		cp, err := run.ev.Checkpoint()
		if err != nil {
			return err
		}
		ev, err := engine.Restore(u, cp)
		if err != nil {
			return err
		}
		run.meta, run.ev = m, ev
	}
	for u := range r.units {
		if !seen[u] {
			delete(r.units, u)
		}
	}
	return nil
}

// step takes a unit's new samples from since (ms): in order when since is
// at or after its horizon, by a replay otherwise.
func (r *Runner) step(ctx context.Context, run *unitRun, since int64, now time.Time) (*write, error) {
	samples, err := loadSamples(ctx, r.db, run.meta.Ref, since)
	if err != nil {
		return nil, err
	}
	if horizon := run.ev.Horizon(); since < storage.Now(horizon) {
		// Late data, unless every sample behind the horizon was taken
		// already (read before its mark was: consumed.go).
		if !run.consumed.covers(storage.Time(since), samples, horizon) {
			return r.replay(ctx, run, since, now)
		}
		samples = slices.DeleteFunc(samples, func(s engine.Sample) bool { return s.At.Before(horizon) })
	}
	reported := run.flow.seen
	out := run.ev.Step(samples, r.target(run, samples, now))
	run.consumed.took(samples, storage.Time(since))
	r.stats.Steps++
	w := r.finish(run, out, samples, nil, now)
	w.reported = reported
	return w, nil
}

// replay restores the unit from its newest checkpoint at or before from
// (ms; from its first sample when there is none) and steps every stored
// sample after it.
func (r *Runner) replay(ctx context.Context, run *unitRun, from int64, now time.Time) (*write, error) {
	u, err := run.meta.engineUnit()
	if err != nil {
		r.cfg.Log.Warn("monitor: organisation thresholds unreadable, defaults used", "unit", run.meta.UUID, "err", err)
	}
	// A restore (from = MaxInt64) takes every stored sample: the marks
	// already there are read first (their samples were committed with
	// them), restored from, and deleted with its write.
	var marks []int64
	restoring := from == math.MaxInt64
	if restoring {
		var ms []mark
		if err := r.db.Select(ctx, &ms, "SELECT id, unit_ref, since FROM unit_dirty WHERE unit_ref = ?", run.meta.Ref); err != nil {
			return nil, err
		}
		for _, m := range ms {
			marks, from = append(marks, m.ID), min(from, m.Since)
		}
	}
	cp, ok, err := checkpointBefore(ctx, r.db, run.meta.Ref, from)
	if err != nil {
		return nil, err
	}
	var ev *engine.Evaluator
	var h int64
	if ok {
		ev, err = engine.Restore(u, []byte(cp.Data))
		h = cp.Horizon
	}
	if !ok || err != nil {
		ev, err = engine.New(u)
		h = 0
		if err != nil {
			return nil, err
		}
	}
	samples, err := loadSamples(ctx, r.db, run.meta.Ref, h)
	if err != nil {
		return nil, err
	}
	run.ev, run.cp = ev, storage.Time(h)
	if h == 0 {
		run.cp = time.Time{}
	}
	var to time.Time
	reported := run.flow.seen
	if restoring {
		run.flow.restored(samples) // what was stored, not data arriving
		to = r.target(run, nil, now)
	} else {
		// The samples not seen yet arrived now (target notes only those).
		to = r.target(run, samples, now)
	}
	out := ev.Step(samples, to)
	run.consumed.took(samples, storage.Time(from))
	r.stats.Replays++
	w := r.finish(run, out, samples, &h, now)
	w.marks, w.reported = marks, reported
	return w, nil
}

// tick moves a quiet unit's time; it answers nil when nothing changed.
func (r *Runner) tick(run *unitRun, now time.Time) *write {
	out := run.ev.Advance(r.target(run, nil, now))
	w := r.finish(run, out, nil, nil, now)
	w.reported = run.flow.seen
	if out.Empty() && w.checkpoint == nil && keyOf(w.status) == run.written && w.lag == run.writtenLag && !w.retracting {
		return nil
	}
	return w
}

// finish makes the write of a step: the rows, the status (received at the
// newest reading, evaluated or not yet) and a checkpoint when one is due;
// it plans the unit's next pass.
func (r *Runner) finish(run *unitRun, out engine.Output, samples []engine.Sample, rebuild *int64, now time.Time) *write {
	r.plan(run, now)
	status := run.ev.Status()
	if run.flow.seen.After(status.ReceivedAt) {
		status.ReceivedAt = run.flow.seen
	}
	w := &write{meta: run.meta, part: run.part, rebuildFrom: rebuild, out: out, status: status, horizon: run.ev.Horizon(), samples: samples,
		lag: run.flow.lag(), retracting: run.retracting, revise: r.cfg.Revise}
	if w.horizon.Sub(run.cp) >= r.cfg.CheckpointEvery {
		cp, err := run.ev.Checkpoint()
		if err == nil {
			w.checkpoint = cp
			w.keepAfter = storage.Now(w.horizon.Add(-r.cfg.CheckpointKeep))
		}
	}
	return w
}

// flush stores writes, a hundred units a transaction. A failed
// transaction drops its units from memory: the next pass restores them
// from the database, and their marks are still there.
func (r *Runner) flush(ctx context.Context, ws []*write, now time.Time) error {
	const per = 100
	var errs []error
	for len(ws) > 0 {
		batch := ws[:min(per, len(ws))]
		ws = ws[len(batch):]
		var fresh [][]engine.AlertChange
		err := r.db.Tx(ctx, func(tx *sqlx.Tx) error {
			fresh = fresh[:0]
			for _, w := range batch {
				if w.marksOnly {
					fresh = append(fresh, nil)
					if err := deleteMarks(ctx, tx, w.marks); err != nil {
						return err
					}
					continue
				}
				f, err := apply(ctx, tx, w, r.cfg.Owner, storage.Now(now), r.cfg.Notifier)
				if err != nil {
					return err
				}
				fresh = append(fresh, f)
			}
			return nil
		})
		if err != nil {
			for _, w := range batch {
				delete(r.units, w.meta.Ref)
			}
			if errors.Is(err, errLeaseLost) {
				r.leasedAt = time.Time{}
				continue
			}
			errs = append(errs, err)
			continue
		}
		r.stats.Writes += len(batch)
		if r.cfg.Notifier != nil {
			r.cfg.Notifier.Committed()
		}
		for i, w := range batch {
			run := r.units[w.meta.Ref]
			if run == nil || w.marksOnly {
				continue
			}
			run.written, run.writtenLag = keyOf(w.status), w.lag
			run.retracting = w.retractionsLeft > 0
			if w.checkpoint != nil {
				run.cp = w.horizon
				r.stats.Checkpoints++
			}
			r.announce(run, w, fresh[i], now)
		}
	}
	return errors.Join(errs...)
}

// announce sends the hub the new volume samples and the alert changes
// first stored now, when they are within the live window.
func (r *Runner) announce(run *unitRun, w *write, fresh []engine.AlertChange, now time.Time) {
	if r.hub == nil {
		return
	}
	live := now.Add(-r.cfg.LiveWindow)
	for _, s := range w.samples {
		if s.Signal != telemetry.SignalVolume || !s.At.After(run.published) {
			continue
		}
		run.published = s.At
		if s.At.After(live) {
			r.hub.Publish(Message{Kind: "volume", UnitRef: run.meta.Ref, UnitUUID: run.meta.UUID, At: s.At, Volume: s.Value})
		}
	}
	for i := range fresh {
		a := fresh[i]
		if a.At.After(live) {
			r.hub.Publish(Message{Kind: "alert", UnitRef: run.meta.Ref, UnitUUID: run.meta.UUID, At: a.At, Alert: &a, AlertID: AlertID(run.meta.UUID, a.Episode)})
		}
	}
}
