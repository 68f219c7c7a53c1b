package sim

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"
)

// fakeClock is a wall clock that only moves when the runner sleeps.
type fakeClock struct {
	mu    sync.Mutex
	now   time.Time
	slept time.Duration
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now, c.slept = c.now.Add(d), c.slept+d
	return ctx.Err()
}

// recorder is a publisher that keeps what it is sent, and checks that no
// record is ahead of the clock.
type recorder struct {
	mu     sync.Mutex
	clock  *fakeClock
	seen   map[string]map[time.Time]int
	ahead  int
	tokens map[string]string
	fail   bool
}

func (r *recorder) Publish(_ context.Context, serial, token string, records []json.RawMessage) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fail {
		return &PublishError{Serial: serial, Status: 503, Temporary: true}
	}
	if r.seen == nil {
		r.seen, r.tokens = map[string]map[time.Time]int{}, map[string]string{}
	}
	r.tokens[serial] = token
	for _, b := range records {
		var rec struct{ ProcessTime time.Time }
		_ = json.Unmarshal(b, &rec)
		if r.seen[serial] == nil {
			r.seen[serial] = map[time.Time]int{}
		}
		r.seen[serial][rec.ProcessTime.UTC()]++
		if r.clock != nil && rec.ProcessTime.After(r.clock.Now()) {
			r.ahead++
		}
	}
	return nil
}

func (r *recorder) Close() error { return nil }

func TestRunner(t *testing.T) {
	env := Environment{LinkDrops: 3, MaxLinkDrop: 2 * time.Hour}
	cases := []struct {
		name       string
		backfill   time.Duration // simulated before Live
		live       time.Duration // simulated from Live
		behind     time.Duration // how far Live is behind the wall clock
		speed      float64
		ahead      bool
		wantSleep  time.Duration
		sleepSlack time.Duration
		offset     time.Duration // of the wall clock from a whole minute
	}{
		{"backfill then as fast as possible", 10 * time.Hour, 2 * time.Hour, 3 * time.Hour, 0, false, 0, 0, 0},
		{"speed 60 catches up with the clock, then runs in real time", time.Hour, 2 * time.Hour, time.Hour, 60, false, time.Hour, 2 * time.Minute, 0},
		{"real time", 0, 30 * time.Minute, 0, 1, false, 30 * time.Minute, time.Minute, 0},
		{"speed 0 never runs ahead of the clock", 0, time.Hour, 0, 0, false, time.Hour, time.Minute, 0},
		{"unless allowed to", 0, time.Hour, 0, 0, true, 0, 0, 0},
		{"a backfill up to a time between samples", 3 * time.Hour, 10 * time.Minute, 0, 0, false, 10 * time.Minute, time.Minute, 26 * time.Second},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wall := time.Date(2026, 11, 10, 12, 0, 0, 0, time.UTC).Add(c.offset)
			clock := &fakeClock{now: wall}
			live := wall.Add(-c.behind)
			w := newWorld(t, Config{Sites: 2, Units: 2, Seed: 6, Env: env, Start: live.Add(-c.backfill)})
			rec := &recorder{clock: clock}
			if c.ahead {
				rec.clock = nil
			}
			tokens := map[string]string{}
			for _, d := range w.Devices() {
				tokens[d.Serial] = "t-" + d.Serial
			}
			var progress int
			r := &Runner{World: w, Publisher: rec, Tokens: tokens, Now: clock.Now, Sleep: clock.Sleep, Workers: 3,
				Progress: func(Stats) { progress++ }}
			st, err := r.Run(context.Background(), RunOptions{Live: live, Until: live.Add(c.live), Speed: c.speed, Ahead: c.ahead})
			if err != nil {
				t.Fatal(err)
			}
			samples := int(live.Add(c.live).Sub(w.Config().Start)/time.Minute) + 1
			if st.Records != samples*len(w.Devices()) || st.Failed != 0 || (c.backfill > 5*time.Hour && st.Late == 0) || progress == 0 {
				t.Errorf("stats %+v, want %d records (some late after a long backfill)", st, samples*len(w.Devices()))
			}
			for _, d := range w.Devices() {
				if len(rec.seen[d.Serial]) != samples || rec.tokens[d.Serial] != "t-"+d.Serial {
					t.Errorf("%s: %d sample times with token %q", d.Serial, len(rec.seen[d.Serial]), rec.tokens[d.Serial])
				}
				for at, n := range rec.seen[d.Serial] {
					if n != 1 {
						t.Errorf("%s: record of %s published %d times", d.Serial, at, n)
					}
				}
			}
			if rec.ahead != 0 {
				t.Errorf("%d records published ahead of the clock", rec.ahead)
			}
			if d := clock.slept - c.wantSleep; d < -c.sleepSlack || d > c.sleepSlack {
				t.Errorf("slept %v, want %v", clock.slept, c.wantSleep)
			}
		})
	}
}

func TestRunnerStops(t *testing.T) {
	start := time.Date(2026, 11, 10, 0, 0, 0, 0, time.UTC)
	t.Run("when every publication keeps failing", func(t *testing.T) {
		w := newWorld(t, Config{Start: start})
		r := &Runner{World: w, Publisher: &recorder{fail: true}}
		_, err := r.Run(context.Background(), RunOptions{Live: start.Add(24 * time.Hour), Until: start.Add(24 * time.Hour)})
		if !errors.Is(err, ErrPublishing) {
			t.Errorf("Run = %v, want ErrPublishing", err)
		}
	})
	t.Run("when its context ends", func(t *testing.T) {
		w := newWorld(t, Config{Start: start})
		ctx, cancel := context.WithCancel(context.Background())
		clock := &fakeClock{now: start.Add(time.Hour)}
		r := &Runner{World: w, Publisher: PublisherFunc(func(context.Context, string, string, []json.RawMessage) error { return nil }),
			Now: clock.Now, Sleep: func(ctx context.Context, _ time.Duration) error { cancel(); return ctx.Err() }}
		st, err := r.Run(ctx, RunOptions{Live: start, Speed: 1})
		if !errors.Is(err, context.Canceled) || st.Records == 0 {
			t.Errorf("Run = %+v, %v", st, err)
		}
	})
}

// A backfill that takes wall time does not leave the live part behind the
// clock: the live part is paced from when the run began, so it catches up
// and then publishes each record at its time.
func TestRunnerCatchesUpAfterASlowBackfill(t *testing.T) {
	wall := time.Date(2026, 11, 10, 12, 0, 0, 0, time.UTC)
	clock := &fakeClock{now: wall}
	w := newWorld(t, Config{Sites: 1, Units: 1, Seed: 2, Start: wall.Add(-6 * time.Hour)})
	var mu sync.Mutex
	var worst time.Duration
	slow := PublisherFunc(func(_ context.Context, _, _ string, records []json.RawMessage) error {
		mu.Lock()
		defer mu.Unlock()
		for _, b := range records {
			var rec struct{ ProcessTime time.Time }
			_ = json.Unmarshal(b, &rec)
			if rec.ProcessTime.Before(wall) {
				clock.mu.Lock()
				clock.now = clock.now.Add(time.Second) // a backfill of 6 × 6 × 60 records: 36 minutes
				clock.mu.Unlock()
			} else if lag := clock.Now().Sub(rec.ProcessTime); lag > worst && rec.ProcessTime.After(wall.Add(time.Hour)) {
				worst = lag
			}
		}
		return nil
	})
	r := &Runner{World: w, Publisher: slow, Now: clock.Now, Sleep: clock.Sleep, Workers: 1}
	if _, err := r.Run(context.Background(), RunOptions{Live: wall, Until: wall.Add(2 * time.Hour), Speed: 1}); err != nil {
		t.Fatal(err)
	}
	if worst != 0 {
		t.Errorf("an hour after a 36-minute backfill, records are published up to %v after their time, want at it", worst)
	}
}
