package engine_test

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/sim"
)

var long = flag.Bool("long", false, "run the ground truth for seeds 1 to 8 (or CHILLWATCH_ENGINE_LONG=1)")

// truthStart is the first sample of the simulated fleets.
var truthStart = time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)

// simSamples translates a simulator's canonical sample to the signals
// ingestion gives the engine (docs/ingestion.md): the same names and
// values its devices' records map to.
func simSamples(s sim.Sample) []engine.Sample {
	b := func(v bool) float64 {
		if v {
			return 1
		}
		return 0
	}
	at := s.Time
	return []engine.Sample{
		{At: at, Signal: "volume", Value: s.Volume},
		{At: at, Signal: "milkTemperature", Value: s.Temp},
		{At: at, Signal: "batteryTemperature", Value: s.BatteryTemp},
		{At: at, Signal: "grid", Value: b(s.Grid)},
		{At: at, Signal: "dg", Value: b(s.DG)},
		{At: at, Signal: "compressor", Value: b(s.Compressor)},
		{At: at, Signal: "compressorFeedback", Value: b(s.CompressorFeedback)},
		{At: at, Signal: "compressorCurrent", Value: s.CompressorCurrent},
		{At: at, Signal: "agitator", Value: b(s.Agitator)},
		{At: at, Signal: "agitatorFeedback", Value: b(s.AgitatorFeedback)},
		{At: at, Signal: "chillingPump", Value: b(s.Pump)},
		{At: at, Signal: "chillingPumpCurrent", Value: s.PumpCurrent},
		{At: at, Signal: "pump2", Value: b(s.Pump2)},
		{At: at, Signal: "pump2Feedback", Value: b(s.Pump2Feedback)},
		{At: at, Signal: "condenser", Value: b(s.Condenser)},
		{At: at, Signal: "condenserFeedback", Value: b(s.CondenserFeedback)},
		{At: at, Signal: "panelAlarm", Value: b(s.Alarm)},
		{At: at, Signal: "energy", Value: s.SiteEnergy},
	}
}

type unitKey struct{ site, unit int }

func (k unitKey) String() string { return fmt.Sprintf("S%02d-U%d", k.site, k.unit) }

// fleetRun is a simulated fleet whose every unit's samples went straight
// through its own evaluator.
type fleetRun struct {
	w        *sim.World
	out      map[unitKey]*engine.Output
	samples  int
	engine   time.Duration // spent in the engine
	end      time.Time
	interval time.Duration
}

func runFleet(t testing.TB, cfg sim.Config, days int) *fleetRun {
	t.Helper()
	r := &fleetRun{out: map[unitKey]*engine.Output{}}
	evals := map[unitKey]*engine.Evaluator{}
	cfg.OnSample = func(u *sim.Unit, s sim.Sample) {
		k := unitKey{u.Site().Index, u.Index}
		e := evals[k]
		if e == nil {
			var err error
			e, err = engine.New(engine.Unit{Capacity: u.Capacity, Zone: u.Site().Zone})
			if err != nil {
				t.Fatal(err)
			}
			evals[k], r.out[k] = e, &engine.Output{}
		}
		smp := simSamples(s)
		t0 := time.Now()
		o := e.Step(smp, s.Time)
		r.engine += time.Since(t0)
		r.samples += len(smp)
		appendOut(r.out[k], o)
	}
	w, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r.w = w
	r.interval = w.Config().Interval
	end := cfg.Start.Add(time.Duration(days) * 24 * time.Hour)
	for to := cfg.Start.Add(24 * time.Hour); !to.After(end); to = to.Add(24 * time.Hour) {
		w.Advance(to.Add(-r.interval))
	}
	w.Flush()
	r.end = end
	for k, e := range evals {
		appendOut(r.out[k], e.Advance(end))
	}
	return r
}

// episode is an alert the engine raised, as the ground truth names it.
type episode struct {
	unit    unitKey
	alert   string
	key     string
	stages  map[int]time.Time
	first   time.Time
	matched bool
}

func simAlert(a string) string {
	if a == engine.GridOffStage2 || a == engine.GridOffStage3 {
		return sim.GridOff
	}
	return a
}

func episodes(out map[unitKey]*engine.Output) []*episode {
	var eps []*episode
	for k, o := range out {
		byKey := map[string]*episode{}
		for _, a := range o.Alerts {
			ep := byKey[a.Episode]
			if ep == nil {
				ep = &episode{unit: k, alert: simAlert(a.Alert), key: a.Episode, stages: map[int]time.Time{}}
				if ep.alert == sim.GridOff {
					ep.stages[1] = a.Since // stage 1 is the info event at the start
				}
				byKey[a.Episode] = ep
				eps = append(eps, ep)
			}
			if a.Change != engine.Cleared {
				if _, ok := ep.stages[a.Stage]; !ok {
					ep.stages[a.Stage] = a.At
				}
				if ep.first.IsZero() {
					ep.first = a.At
				}
			}
		}
	}
	sort.Slice(eps, func(i, j int) bool { return eps[i].first.Before(eps[j].first) })
	return eps
}

// score compares the engine's alerts with the ground truth: each complete
// entry is found when an episode of its unit and alert has every stage of
// the entry within one sample interval; an episode is a true positive when
// it is found for an entry (complete or not).
type score struct {
	entries, found, firstStage, episodes, matched int
}

func compareTruth(t *testing.T, r *fleetRun, truth []sim.TruthEntry, strict bool) map[string]*score {
	t.Helper()
	eps := episodes(r.out)
	scores := map[string]*score{}
	sc := func(a string) *score {
		if scores[a] == nil {
			scores[a] = &score{}
		}
		return scores[a]
	}
	near := func(a, b time.Time) bool {
		d := a.Sub(b)
		return d <= r.interval && d >= -r.interval
	}
	var problems []string
	// Complete entries first, so an incomplete one never takes the episode
	// of a complete one.
	order := slices.Clone(truth)
	slices.SortStableFunc(order, func(a, b sim.TruthEntry) int {
		switch {
		case a.Complete == b.Complete:
			return 0
		case a.Complete:
			return -1
		}
		return 1
	})
	for _, e := range order {
		if len(e.Stages) == 0 {
			continue // the condition was not seen: nothing to raise
		}
		k := unitKey{e.Site, e.Unit}
		s := sc(e.Alert)
		if e.Complete {
			s.entries++
		}
		var best *episode
		bestHits := -1
		for _, ep := range eps {
			if ep.matched || ep.unit != k || ep.alert != e.Alert {
				continue
			}
			hits := 0
			for _, st := range e.Stages {
				if at, ok := ep.stages[st.Stage]; ok && near(at, st.At) {
					hits++
				}
			}
			if hits > bestHits && hits > 0 {
				best, bestHits = ep, hits
			}
		}
		if best == nil {
			if e.Complete {
				problems = append(problems, fmt.Sprintf("%s: missed %s (%s %s) stages %s", k, e.Alert, e.Cause, e.Variant, stageList(e.Stages)))
			}
			continue
		}
		best.matched = true
		if !e.Complete {
			continue
		}
		s.firstStage++
		if bestHits == len(e.Stages) {
			s.found++
		} else {
			problems = append(problems, fmt.Sprintf("%s: %s (%s %s) stages %s, the engine's %v", k, e.Alert, e.Cause, e.Variant, stageList(e.Stages), best.stages))
		}
	}
	for _, ep := range eps {
		s := sc(ep.alert)
		s.episodes++
		if ep.matched {
			s.matched++
		} else {
			problems = append(problems, fmt.Sprintf("%s: %s raised at %s (stages %v), which the ground truth does not list", ep.unit, ep.alert, ep.first.UTC().Format(time.RFC3339), ep.stages))
		}
	}
	for i, p := range problems {
		if i == 40 {
			t.Errorf("… and %d more", len(problems)-40)
			break
		}
		if strict {
			t.Error(p)
		} else {
			t.Log(p)
		}
	}
	return scores
}

func stageList(s []sim.StageTime) string {
	var parts []string
	for _, x := range s {
		parts = append(parts, fmt.Sprintf("%d@%s", x.Stage, x.At.UTC().Format("01-02T15:04")))
	}
	return strings.Join(parts, ",")
}

func logScores(t *testing.T, title string, scores map[string]*score) {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%-37s %7s %6s %6s %8s %7s %9s %7s\n", title, "alert", "entries", "found", "stage1", "episodes", "matched", "precision", "recall")
	var tot score
	for _, a := range sim.Alerts {
		s := scores[a]
		if s == nil {
			s = &score{}
		}
		tot.entries += s.entries
		tot.found += s.found
		tot.firstStage += s.firstStage
		tot.episodes += s.episodes
		tot.matched += s.matched
		fmt.Fprintf(&b, "%-37s %7d %6d %6d %8d %7d %9s %7s\n", a, s.entries, s.found, s.firstStage, s.episodes, s.matched, ratio(s.matched, s.episodes), ratio(s.found, s.entries))
	}
	fmt.Fprintf(&b, "%-37s %7d %6d %6d %8d %7d %9s %7s", "all", tot.entries, tot.found, tot.firstStage, tot.episodes, tot.matched, ratio(tot.matched, tot.episodes), ratio(tot.found, tot.entries))
	t.Log(b.String())
}

func ratio(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}

// TestGroundTruth runs the demo fleet (12 sites, 20 units, random faults
// on half of them, a realistic environment) for 30 simulated days through
// the engine, and compares its critical alerts with the simulator's ground
// truth: every injected fault (and every natural outage long enough) found
// at each stage within one sample interval, and nothing else raised. The
// precision and recall per alert are logged (go test -v). -long runs seeds
// 1 to 8; CHILLWATCH_ENGINE_SEED=n runs seed n; -short runs 2 days.
func TestGroundTruth(t *testing.T) {
	days := 30
	if testing.Short() {
		days = 2
	}
	seeds := []uint64{1}
	if *long || os.Getenv("CHILLWATCH_ENGINE_LONG") != "" {
		seeds = []uint64{1, 2, 3, 4, 5, 6, 7, 8}
	}
	if v := os.Getenv("CHILLWATCH_ENGINE_SEED"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("CHILLWATCH_ENGINE_SEED: %v", err)
		}
		seeds = []uint64{n}
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
			cfg := sim.Config{Sites: 12, Units: 20, Seed: seed, Start: truthStart, Env: sim.DefaultEnvironment, Faults: sim.FaultOptions{Random: true}}
			r := runFleet(t, cfg, days)
			truth := r.w.Truth()
			scores := compareTruth(t, r, truth, true)
			logScores(t, fmt.Sprintf("ground truth, %d units, %d days, seed %d: %d truth entries, %d samples (%.1f M/s in the engine)",
				cfg.Units, days, cfg.Seed, len(truth), r.samples, float64(r.samples)/r.engine.Seconds()/1e6), scores)
			logSessions(t, r, truth)
		})
	}
}

// logSessions reports the report rows the fleet produced and the longest
// completed chilling sessions (the allowed chilling time's calibration).
func logSessions(t *testing.T, r *fleetRun, truth []sim.TruthEntry) {
	t.Helper()
	count := map[string]int{}
	var chill []time.Duration
	var longest engine.Session
	var longestUnit unitKey
	for k, o := range r.out {
		for _, s := range o.Sessions {
			name := s.Kind.String()
			if s.LiftingType != "" {
				name += " " + s.LiftingType
			}
			if s.CIPType != "" {
				name += " " + s.CIPType
			}
			if s.Kind == engine.ChillingSession && !s.Completed {
				name += " not completed"
			}
			count[name]++
			if s.Kind == engine.ChillingSession && s.Completed {
				chill = append(chill, s.Duration)
				if s.Duration > longest.Duration {
					longest, longestUnit = s, k
				}
			}
		}
		count["energy rows"] += len(o.Energy)
		count["events"] += len(o.Events)
		count["state changes"] += len(o.States)
	}
	// Chilling sessions longer than the allowed time, outside any fault.
	allowed := engine.DefaultThresholds().AllowedChilling.Duration()
	slow, slowHealthy := 0, 0
	for k, o := range r.out {
		for _, s := range o.Sessions {
			if s.Kind != engine.ChillingSession || s.Duration <= allowed {
				continue
			}
			slow++
			if !slices.ContainsFunc(truth, func(e sim.TruthEntry) bool {
				return e.Site == k.site && e.Unit == k.unit && e.Cause == sim.CauseFault && !e.Start.IsZero() &&
					e.Start.Before(s.End) && s.Start.Before(e.End.Add(time.Hour))
			}) {
				slowHealthy++
			}
		}
	}
	count[fmt.Sprintf("chilling sessions over the allowed %s (during a fault %d, healthy %d)", allowed, slow-slowHealthy, slowHealthy)] = slow
	slices.Sort(chill)
	var parts []string
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range count {
			if !yield(k) {
				return
			}
		}
	}) {
		parts = append(parts, fmt.Sprintf("%s %d", k, count[k]))
	}
	if n := len(chill); n > 0 {
		parts = append(parts, fmt.Sprintf("completed chilling sessions: median %s, p99 %s, longest %s", chill[n/2], chill[n*99/100], chill[n-1]))
		parts = append(parts, fmt.Sprintf("the longest: %s from %s", longestUnit, longest.Start.UTC().Format(time.RFC3339)))
	}
	t.Log(strings.Join(parts, "; "))
}
