package monitor_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// dialects are the databases the runner's tests run on.
func dialects() []struct {
	name string
	open func(testing.TB) *storage.DB
} {
	ds := []struct {
		name string
		open func(testing.TB) *storage.DB
	}{{"sqlite", storagetest.SQLite}}
	if os.Getenv(storagetest.EnvPostgres) != "" {
		ds = append(ds, struct {
			name string
			open func(testing.TB) *storage.DB
		}{"postgres", storagetest.Postgres})
	}
	return ds
}

var weekStart = time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)

// sent is a delivery and the hour it reaches the server.
type sent struct {
	at time.Time
	d  sim.Delivery
}

// TestOrderIndependence sends the same simulated week twice through
// ingestion and the runner: once with every record in processTime order,
// once as the gateways sent it (link drops flush hours of buffer) with,
// on top, a tenth of the deliveries held back 1 to 8 hours, the order
// shuffled within each hour and some deliveries sent twice. On
// PostgreSQL the second run is shared by two runners through the
// partition leases. Every derived row of the two databases is the same
// (ENGINE.md §7.1–7.3).
func TestOrderIndependence(t *testing.T) {
	days := 7
	if testing.Short() {
		days = 2
	}
	env := sim.DefaultEnvironment
	env.LinkDrops = 1
	cfg := sim.Config{Sites: 2, Units: 4, Seed: 5, Start: weekStart, Env: env,
		Faults: sim.FaultOptions{Random: true, Share: 1, Rate: 0.5}}
	w, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	end := weekStart.Add(time.Duration(days) * 24 * time.Hour)
	var natural []sent
	for to := weekStart.Add(time.Hour); !to.After(end); to = to.Add(time.Hour) {
		for _, d := range w.Advance(to.Add(-time.Minute)) {
			natural = append(natural, sent{to, d})
		}
	}
	for _, d := range w.Flush() {
		natural = append(natural, sent{end, d})
	}
	inOrder := ordered(natural, end)
	shuffled := shuffle(natural)
	late := 0
	for _, s := range natural {
		if s.d.Late {
			late++
		}
	}
	t.Logf("%d days, %d units: %d deliveries, %d of them link-drop buffers", days, len(w.Units()), len(natural), late)

	for _, dl := range dialects() {
		t.Run(dl.name, func(t *testing.T) {
			straight := dl.open(t)
			fs := newFleet(t, straight, w)
			clk := &clock{}
			r := monitor.New(straight, nil, monitor.Config{Now: clk.Now, LeaseTTL: 2 * time.Hour})
			for _, h := range hours(inOrder) {
				fs.deliver(deliveriesAt(inOrder, h)...)
				clk.now = h.Add(2 * time.Minute) // the watermark is the hour: nothing is late
				sync(t, r)
			}

			live := dl.open(t)
			fl := newFleet(t, live, w)
			clkL := &clock{}
			runners := []*monitor.Runner{monitor.New(live, nil, monitor.Config{Now: clkL.Now, LeaseTTL: 2 * time.Hour})}
			if dl.name == "postgres" {
				runners = append(runners, monitor.New(live, nil, monitor.Config{Now: clkL.Now, LeaseTTL: 2 * time.Hour}))
			}
			for _, h := range hours(shuffled) {
				fl.deliver(deliveriesAt(shuffled, h)...)
				clkL.now = h
				sync(t, runners...)
			}
			final := end.Add(9 * time.Hour)
			clk.now, clkL.now = final, final
			sync(t, r)
			sync(t, runners...)
			sync(t, runners...)

			replays := 0
			for _, x := range runners {
				replays += x.Stats().Replays
			}
			if len(runners) == 2 && (len(runners[0].Parts()) == 0 || len(runners[1].Parts()) == 0) {
				t.Errorf("partitions %v and %v: both runners should hold some", runners[0].Parts(), runners[1].Parts())
			}
			want, got := derived(t, straight), derived(t, live)
			alerts := count(t, straight, "SELECT COUNT(*) FROM alerts")
			if replays <= len(w.Units()) || alerts == 0 {
				t.Fatalf("%d replays, %d alerts: the test proves nothing", replays, alerts)
			}
			compare(t, got, want)
			t.Logf("%d derived rows (%d alerts) equal; %d replays", len(want), alerts, replays)
		})
	}
}

// ordered answers every record delivered in processTime order, an hour's
// records at the end of their hour.
func ordered(ss []sent, end time.Time) []sent {
	type rec struct {
		d sim.Delivery
		r sim.Record
	}
	var all []rec
	for _, s := range ss {
		for _, r := range s.d.Records {
			all = append(all, rec{s.d, r})
		}
	}
	slices.SortStableFunc(all, func(a, b rec) int { return a.r.Time.Compare(b.r.Time) })
	var out []sent
	for _, x := range all {
		d := x.d
		d.Records = []sim.Record{x.r}
		at := x.r.Time.Truncate(time.Hour).Add(time.Hour)
		if at.After(end) {
			at = end
		}
		out = append(out, sent{at, d})
	}
	return out
}

// shuffle holds a tenth of the deliveries back 1 to 8 hours, sends one in
// 50 twice, and shuffles each hour's deliveries.
func shuffle(ss []sent) []sent {
	rnd := rand.New(rand.NewPCG(7, 11))
	var out []sent
	for _, s := range ss {
		if rnd.IntN(10) == 0 {
			s.at = s.at.Add(time.Duration(1+rnd.IntN(8)) * time.Hour)
		}
		out = append(out, s)
		if rnd.IntN(50) == 0 {
			out = append(out, sent{s.at.Add(time.Duration(rnd.IntN(3)) * time.Hour), s.d})
		}
	}
	rnd.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	slices.SortStableFunc(out, func(a, b sent) int { return a.at.Compare(b.at) })
	return out
}

func hours(ss []sent) []time.Time {
	var hs []time.Time
	for _, s := range ss {
		if len(hs) == 0 || !hs[len(hs)-1].Equal(s.at) {
			hs = append(hs, s.at)
		}
	}
	return hs
}

func deliveriesAt(ss []sent, h time.Time) []sim.Delivery {
	var ds []sim.Delivery
	for _, s := range ss {
		if s.at.Equal(h) {
			ds = append(ds, s.d)
		}
	}
	return ds
}
