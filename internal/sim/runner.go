package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"
)

// Runner drives a World against the wall clock and publishes what its
// devices send: the backfill as fast as the publisher takes it, then the
// live part at a speed.
type Runner struct {
	World     *World
	Publisher Publisher
	Tokens    map[string]string // serial number → device token
	Log       *slog.Logger      // default: discard
	Workers   int               // devices published at once (default 8)
	// Now and Sleep are the wall clock (default time.Now and a timer).
	Now   func() time.Time
	Sleep func(ctx context.Context, d time.Duration) error
	// Progress, when set, is called after each step with the counts so far
	// (the command saves the ground truth from it).
	Progress func(Stats)

	failRounds int
}

// RunOptions set a run's pace.
type RunOptions struct {
	// Live is the simulated time from which Speed paces the run, as from
	// the wall time the run began; before it the run goes as fast as it
	// can (the backfill), and the live part then catches up with the time
	// the backfill took.
	Live time.Time
	// Until is the last simulated time; zero runs until the context ends.
	Until time.Time
	// Speed is simulated seconds per real second from Live; 0 is as fast
	// as possible.
	Speed float64
	// Ahead lets simulated time pass the wall clock. Without it the run
	// waits for the clock: a server refuses records more than 10 minutes
	// in its future.
	Ahead bool
}

// Stats count what a run published.
type Stats struct {
	Now     time.Time // simulated time reached
	Records int       // records published
	Batches int
	Late    int // of which held back: after a link drop or an outage, or sent again after a loss
	Failed  int // records the publisher could not deliver
}

// ErrPublishing reports that every publication failed several steps in a
// row: the server or broker is unreachable or refuses the devices.
var ErrPublishing = errors.New("sim: every publication keeps failing")

// Run runs until o.Until or the end of ctx. When it reaches o.Until it
// also sends what the gateways still buffer and what the delivery profile
// would send later. Deliveries a profile sends between samples are
// published at their time.
func (r *Runner) Run(ctx context.Context, o RunOptions) (Stats, error) {
	w := r.World
	iv := w.cfg.Interval
	var st Stats
	var paceSim, paceWall time.Time
	began := r.now()
	lastLog := time.Time{}
	for ctx.Err() == nil {
		next := w.Next()
		if !o.Until.IsZero() && next.After(o.Until) {
			ds := w.Flush()
			err := r.publish(ctx, ds, &st)
			r.progress(st)
			return st, err
		}
		// first is the next thing to do: a sample, or a delivery the
		// profile sends between samples.
		first := next
		if at, ok := w.NextSend(); ok && at.Before(first) {
			first = at
		}
		to := first
		if next.Before(o.Live) || o.Speed == 0 {
			to = next.Add(time.Hour - iv)
			// The pace starts with the first sample at or after Live.
			if last := o.Live.Add(-1).Truncate(iv); next.Before(o.Live) && to.After(last) {
				to = last
			}
		} else {
			if paceWall.IsZero() {
				// Live is paced from when the run began, not from when the
				// backfill ended: a long backfill does not leave the live
				// part behind the clock for good.
				paceSim, paceWall = o.Live, began
				if paceSim.IsZero() {
					paceSim = next
				}
			}
			due := paceWall.Add(time.Duration(float64(first.Sub(paceSim)) / o.Speed))
			if wait := due.Sub(r.now()); wait > 0 {
				if err := r.sleep(ctx, wait); err != nil {
					break
				}
			}
		}
		if !o.Until.IsZero() && to.After(o.Until) {
			to = o.Until
		}
		if now := r.now(); !o.Ahead && to.After(now) {
			to = now
			if to.Before(first) {
				if err := r.sleep(ctx, first.Sub(now)); err != nil {
					break
				}
				continue
			}
		}
		ds := w.Advance(to)
		if err := r.publish(ctx, ds, &st); err != nil {
			return st, err
		}
		st.Now = to
		r.progress(st)
		if to.Sub(lastLog) >= 24*time.Hour || (!next.Before(o.Live) && to.Sub(lastLog) >= time.Hour) {
			r.log().Info("simulated", "until", to, "records", st.Records, "late", st.Late, "failed", st.Failed)
			lastLog = to
		}
	}
	return st, ctx.Err()
}

func (r *Runner) progress(st Stats) {
	if r.Progress != nil {
		r.Progress(st)
	}
}

func (r *Runner) now() time.Time {
	if r.Now != nil {
		return r.Now()
	}
	return time.Now()
}

func (r *Runner) sleep(ctx context.Context, d time.Duration) error {
	if r.Sleep != nil {
		return r.Sleep(ctx, d)
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

func (r *Runner) log() *slog.Logger {
	if r.Log == nil {
		r.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return r.Log
}

// batch is a publication of one device.
type batch struct {
	serial  string
	records []json.RawMessage
	late    int
}

// publish sends deliveries: each device's records in delivery order, in
// batches of at most MaxBatch, devices in parallel.
func (r *Runner) publish(ctx context.Context, ds []Delivery, st *Stats) error {
	if len(ds) == 0 {
		return nil
	}
	var order []string
	byDevice := map[string][]batch{}
	for _, d := range ds {
		bs, ok := byDevice[d.Serial]
		if !ok {
			order = append(order, d.Serial)
		}
		for _, rec := range d.Records {
			if len(bs) == 0 || len(bs[len(bs)-1].records) == MaxBatch {
				bs = append(bs, batch{serial: d.Serial})
			}
			b := &bs[len(bs)-1]
			b.records = append(b.records, rec.Body)
			if d.Late {
				b.late++
			}
		}
		byDevice[d.Serial] = bs
	}
	workers := r.Workers
	if workers <= 0 {
		workers = 8
	}
	var mu sync.Mutex
	var firstErr error
	ok, failed := 0, 0
	jobs := make(chan string)
	var wg sync.WaitGroup
	for range min(workers, len(order)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for serial := range jobs {
				for _, b := range byDevice[serial] {
					err := r.Publisher.Publish(ctx, serial, r.Tokens[serial], b.records)
					mu.Lock()
					if err != nil {
						failed++
						st.Failed += len(b.records)
						if firstErr == nil {
							firstErr = err
						}
					} else {
						ok++
						st.Records += len(b.records)
						st.Late += b.late
						st.Batches++
					}
					mu.Unlock()
				}
			}
		}()
	}
	for _, serial := range order {
		jobs <- serial
	}
	close(jobs)
	wg.Wait()
	if failed == 0 {
		r.failRounds = 0
		return nil
	}
	r.log().Warn("publications failed", "failed", failed, "ok", ok, "err", firstErr)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if ok == 0 {
		if r.failRounds++; r.failRounds >= 3 {
			return fmt.Errorf("%w: %w", ErrPublishing, firstErr)
		}
	} else {
		r.failRounds = 0
	}
	return nil
}
