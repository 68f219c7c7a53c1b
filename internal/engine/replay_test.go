package engine_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// runner is what a monitor does with one unit: it stores each sample once,
// feeds the evaluator, keeps a checkpoint an hour, and when a sample older
// than the horizon arrives it restores the last checkpoint at or before it,
// drops the rows derived since that checkpoint and replays the stored
// samples from there. Rows are upserted by key.
type runner struct {
	t       testing.TB
	unit    engine.Unit
	e       *engine.Evaluator
	seen    map[sampleID]bool
	samples []engine.Sample
	cps     []checkpoint
	rows    map[string]row
	replays int
}

type sampleID struct {
	at     int64
	signal string
}

type checkpoint struct {
	horizon time.Time
	data    []byte
}

type row struct {
	at   time.Time
	json string
}

func newRunner(t testing.TB, u engine.Unit) *runner {
	e, err := engine.New(u)
	if err != nil {
		t.Fatal(err)
	}
	return &runner{t: t, unit: u, e: e, seen: map[sampleID]bool{}, rows: map[string]row{}}
}

func (r *runner) deliver(batch []engine.Sample, now time.Time) {
	var fresh []engine.Sample
	for _, s := range batch {
		id := sampleID{s.At.UnixNano(), s.Signal}
		if r.seen[id] {
			continue // stored once
		}
		r.seen[id] = true
		r.samples = append(r.samples, s)
		fresh = append(fresh, s)
	}
	if len(fresh) == 0 {
		r.apply(r.e.Advance(now))
		return
	}
	oldest := fresh[0].At
	for _, s := range fresh {
		if s.At.Before(oldest) {
			oldest = s.At
		}
	}
	if !oldest.Before(r.e.Horizon()) {
		r.apply(r.e.Step(fresh, now))
	} else {
		r.replay(oldest, now)
	}
	if h := r.e.Horizon(); len(r.cps) == 0 || h.Sub(r.cps[len(r.cps)-1].horizon) >= time.Hour {
		b, err := r.e.Checkpoint()
		if err != nil {
			r.t.Fatal(err)
		}
		r.cps = append(r.cps, checkpoint{h, b})
	}
}

func (r *runner) replay(from, now time.Time) {
	r.replays++
	i := len(r.cps) - 1
	for i >= 0 && r.cps[i].horizon.After(from) {
		i--
	}
	var since time.Time
	if i < 0 {
		e, err := engine.New(r.unit)
		if err != nil {
			r.t.Fatal(err)
		}
		r.e, r.cps = e, nil
	} else {
		e, err := engine.Restore(r.unit, r.cps[i].data)
		if err != nil {
			r.t.Fatal(err)
		}
		r.e, since, r.cps = e, r.cps[i].horizon, r.cps[:i+1]
	}
	for k, x := range r.rows {
		if !x.at.Before(since) {
			delete(r.rows, k)
		}
	}
	var again []engine.Sample
	for _, s := range r.samples {
		if !s.At.Before(since) {
			again = append(again, s)
		}
	}
	out := r.e.Step(again, now)
	if len(out.Late) > 0 {
		r.t.Fatalf("a replay from %s refused %d samples", since, len(out.Late))
	}
	r.apply(out)
}

func (r *runner) apply(o engine.Output) {
	if len(o.Late) > 0 {
		r.t.Fatalf("%d late samples in a step", len(o.Late))
	}
	put := func(key string, at time.Time, v any) {
		b, _ := json.Marshal(v)
		r.rows[key] = row{at, string(b)}
	}
	for _, x := range o.States {
		put(x.Key, x.At, x)
	}
	for _, x := range o.Events {
		put(x.Key, x.At, x)
	}
	for _, x := range o.Alerts {
		put(x.Key, x.At, x)
	}
	for _, x := range o.Sessions {
		put(x.Key, x.At, x)
	}
	for _, x := range o.Energy {
		put(x.Key, x.At, x)
	}
}

// TestLateRecordsReplay reads a fleet's published records as ingestion
// does (telemetry.Parse and the default l0Config mappings), with link drops
// that deliver hours of buffered records late and shuffled, and some
// records delivered twice. A runner replays each unit from its checkpoints
// when late samples arrive. At the end its rows are exactly those of the
// same fleet's samples evaluated in order: late data neither duplicates
// nor loses a row (ENGINE.md §7.2, §7.3).
func TestLateRecordsReplay(t *testing.T) {
	days := 4
	if testing.Short() {
		days = 1
	}
	env := sim.DefaultEnvironment
	env.LinkDrops = 1.5
	cfg := sim.Config{Sites: 4, Units: 8, Seed: 11, Start: truthStart, Env: env, Faults: sim.FaultOptions{Random: true, Share: 1, Rate: 0.5}}

	straight := map[unitKey]*runner{}
	live := map[unitKey]*runner{}
	zones := map[int]*time.Location{}
	cfg.OnSample = func(u *sim.Unit, s sim.Sample) {
		k := unitKey{u.Site().Index, u.Index}
		if straight[k] == nil {
			eu := engine.Unit{Capacity: u.Capacity, Zone: u.Site().Zone}
			straight[k], live[k] = newRunner(t, eu), newRunner(t, eu)
			zones[k.site] = u.Site().Zone
		}
		straight[k].deliver(simSamples(s), s.Time)
	}
	w, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	devices := map[string]sim.Device{}
	for _, d := range w.Devices() {
		devices[d.Serial] = d
	}
	fs2 := []telemetry.Mapping{{DeviceAttribute: "Feedback #1", ApplicationAttribute: "pump2", Unit: "ON/OFF"},
		{DeviceAttribute: "Feedback #2", ApplicationAttribute: "condenser", Unit: "ON/OFF"}}
	redelivered := 0
	var deliveries []sim.Delivery
	ingest := func(d sim.Delivery) {
		dev := devices[d.Serial]
		if dev.Type == sim.TypeGateway {
			return
		}
		var l0 []telemetry.Mapping
		if len(d.Serial) > 4 && d.Serial[len(d.Serial)-4:] == "-FS2" {
			l0 = fs2
		}
		byUnit := map[unitKey][]engine.Sample{}
		for _, rec := range d.Records {
			rd, errs := telemetry.Parse(d.Type, rec.Body, "", d.At.Add(time.Hour))
			if len(errs) > 0 {
				t.Fatalf("%s: %v", d.Serial, errs)
			}
			for _, s := range telemetry.Samples(d.Type, l0, rd) {
				es := engine.Sample{At: rd.ProcessTime, Signal: s.Signal, Value: s.Value}
				if dev.Unit == 0 { // a site-level device feeds every unit of its site
					for k := range live {
						if k.site == dev.Site {
							byUnit[k] = append(byUnit[k], es)
						}
					}
				} else {
					k := unitKey{dev.Site, dev.Unit}
					byUnit[k] = append(byUnit[k], es)
				}
			}
		}
		for _, k := range slices.SortedFunc(maps.Keys(byUnit), func(a, b unitKey) int { return 100*(a.site-b.site) + a.unit - b.unit }) {
			live[k].deliver(byUnit[k], d.At)
		}
	}
	end := cfg.Start.Add(time.Duration(days) * 24 * time.Hour)
	for to := cfg.Start.Add(time.Hour); !to.After(end); to = to.Add(time.Hour) {
		for _, d := range w.Advance(to.Add(-time.Minute)) {
			ingest(d)
			deliveries = append(deliveries, d)
			if len(deliveries)%97 == 0 { // an HTTP retry: an older delivery again
				ingest(deliveries[len(deliveries)/2])
				redelivered++
			}
		}
	}
	for _, d := range w.Flush() {
		ingest(d)
	}
	replays, lateUnits := 0, 0
	for k := range straight {
		straight[k].deliver(nil, end)
		live[k].deliver(nil, end)
		replays += live[k].replays
		if live[k].replays > 0 {
			lateUnits++
		}
		compareRows(t, k.String(), live[k].rows, straight[k].rows)
	}
	if replays == 0 {
		t.Fatal("no late data: the test proves nothing")
	}
	t.Logf("%d units, %d days: %d replays on %d units, %d deliveries sent twice, %d rows per unit on average",
		len(live), days, replays, lateUnits, redelivered, rowsPerUnit(straight))
}

func rowsPerUnit(rs map[unitKey]*runner) int {
	n := 0
	for _, r := range rs {
		n += len(r.rows)
	}
	return n / max(1, len(rs))
}

func compareRows(t *testing.T, unit string, got, want map[string]row) {
	t.Helper()
	var problems []string
	for k, w := range want {
		g, ok := got[k]
		switch {
		case !ok:
			problems = append(problems, fmt.Sprintf("missing %s", w.json))
		case g.json != w.json:
			problems = append(problems, fmt.Sprintf("got %s\n  want %s", g.json, w.json))
		}
	}
	for k, g := range got {
		if _, ok := want[k]; !ok {
			problems = append(problems, fmt.Sprintf("extra %s", g.json))
		}
	}
	sort.Strings(problems)
	for i, p := range problems {
		if i == 10 {
			t.Errorf("%s: … %d more", unit, len(problems)-10)
			break
		}
		t.Errorf("%s: %s", unit, p)
	}
}
