package sim

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"
)

// t0 is a local midnight in India, where the default first site is.
var t0 = time.Date(2026, 11, 1, 0, 0, 0, 0, mustZone("Asia/Kolkata"))

func mustZone(name string) *time.Location {
	l, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return l
}

func newWorld(t testing.TB, cfg Config) *World {
	t.Helper()
	if cfg.Start.IsZero() {
		cfg.Start = t0
	}
	w, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// digest hashes every delivery of a run and its ground truth.
func digest(t *testing.T, cfg Config, days int) string {
	w := newWorld(t, cfg)
	h := sha256.New()
	for d := range days {
		for _, dl := range w.Advance(cfg.Start.Add(time.Duration(d+1) * 24 * time.Hour)) {
			fmt.Fprintf(h, "%s %s %v\n", dl.At.UTC(), dl.Serial, dl.Late)
			for _, r := range dl.Records {
				h.Write(r.Body)
			}
		}
	}
	_ = json.NewEncoder(h).Encode(w.Truth())
	return fmt.Sprintf("%x", h.Sum(nil))
}

func TestDeterministic(t *testing.T) {
	cfg := Config{Sites: 2, Units: 3, Seed: 42, Start: t0, Env: DefaultEnvironment,
		Faults: FaultOptions{Random: true, Rate: 1, Share: 1}}
	a, b := digest(t, cfg, 3), digest(t, cfg, 3)
	if a != b {
		t.Fatalf("the same seed gave two runs: %s, %s", a, b)
	}
	cfg.Seed = 43
	if c := digest(t, cfg, 3); c == a {
		t.Fatal("another seed gave the same run")
	}
}

func TestConfig(t *testing.T) {
	cases := []struct {
		name   string
		change func(*Config)
	}{
		{"no start", func(c *Config) { c.Start = time.Time{} }},
		{"fewer units than sites", func(c *Config) { c.Sites, c.Units = 3, 2 }},
		{"interval not dividing 15m", func(c *Config) { c.Interval = 7 * time.Minute }},
		{"interval too short", func(c *Config) { c.Interval = time.Second }},
		{"unknown zone", func(c *Config) { c.Zones = []string{"Mars/Olympus"} }},
		{"prefix with a slash", func(c *Config) { c.Prefix = "A/B" }},
		{"negative rate", func(c *Config) { c.Env.PowerCuts = -1 }},
		{"unknown fault", func(c *Config) { c.Faults.Named = []string{"coffee_cold"} }},
		{"unknown variant", func(c *Config) { c.Faults.Named = []string{"grid_off:solar"} }},
		{"fault on a missing unit", func(c *Config) { c.Faults.Faults = []Fault{{Site: 1, Unit: 3, Alert: PanelTrip}} }},
		{"negative delivery lag", func(c *Config) { c.Delivery.Lag = -time.Second }},
		{"delivery loss above 1", func(c *Config) { c.Delivery.Loss = 1.5 }},
		{"an outage of no length", func(c *Config) { c.Delivery.Outages = []LinkOutage{{After: time.Minute}} }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := Config{Start: t0}
			c.change(&cfg)
			if _, err := New(cfg); !errors.Is(err, ErrConfig) {
				t.Errorf("New = %v, want an ErrConfig", err)
			}
		})
	}
	w := newWorld(t, Config{Sites: 3, Units: 7})
	var got []int
	for _, s := range w.Sites() {
		got = append(got, len(s.Units))
	}
	if fmt.Sprint(got) != "[3 2 2]" || w.Sites()[2].Units[1].Serials.Indsens != "SIM-S03-U2-IS" || w.Sites()[2].Gateway != "SIM-S03-GW" {
		t.Errorf("units per site %v, serials %+v", got, w.Sites()[2].Units[1].Serials)
	}
}

// healthyRun runs a calm, fault-free fleet for days and answers its records.
func healthyRun(t *testing.T, units, days int) (*World, *fleetRecords) {
	w := newWorld(t, Config{Sites: 1, Units: units, Seed: 3})
	f := newFleetRecords(w)
	f.run(t, w, t0.Add(time.Duration(days)*24*time.Hour-time.Minute))
	return w, f
}

func TestHealthyDay(t *testing.T) {
	w, f := healthyRun(t, 3, 3)
	for _, u := range w.Units() {
		rs := f.series(unitKey{1, u.Index})
		t.Run(fmt.Sprintf("U%d", u.Index), func(t *testing.T) {
			for day := range 3 {
				from, to := t0.Add(time.Duration(day)*24*time.Hour), t0.Add(time.Duration(day+1)*24*time.Hour)
				var today []*reading
				for _, r := range rs {
					if !r.t.Before(from) && r.t.Before(to) {
						today = append(today, r)
					}
				}
				checkHealthyDay(t, u, today)
			}
		})
	}
	if len(w.Truth()) != 0 {
		t.Errorf("a calm healthy fleet has ground truth %+v", w.Truth())
	}
}

// checkHealthyDay checks a day of a healthy unit: two collections, each
// chilled to 4.1 °C within the unit's chilling time of its start, the
// storage timer's cycles, one lifting to below 10 L within 30 minutes and
// a cleaning after it.
func checkHealthyDay(t *testing.T, u *Unit, rs []*reading) {
	t.Helper()
	day := rs[0].local.Format("01-02")
	var collections []time.Time
	var inCollection bool
	var quiet int
	for i := 1; i < len(rs); i++ {
		rising := rs[i].vol > rs[i-1].vol+0.05 && rs[i].temp < 45 // milk, not washing water
		switch {
		case rising && !inCollection:
			collections = append(collections, rs[i].t)
			inCollection, quiet = true, 0
		case rising:
			quiet = 0
		case inCollection:
			if quiet++; quiet > 10 {
				inCollection = false
			}
		}
	}
	if len(collections) != 2 {
		t.Fatalf("%s: collections at %v, want two", day, collections)
	}
	for _, c := range collections {
		h := c.In(u.site.Zone).Hour()
		var chilled time.Time
		for _, r := range rs {
			if r.t.After(c.Add(15*time.Minute)) && r.vol > 100 && r.temp <= UnderChilled {
				chilled = r.t
				break
			}
		}
		if chilled.IsZero() || chilled.Sub(c) > u.ChillTime {
			t.Errorf("%s: the collection of %02dh was chilled at %v, more than %v after it began", day, h, chilled, u.ChillTime)
		}
	}
	for i := 1; i < len(rs); i++ {
		p, r := rs[i-1], rs[i]
		if r.agitRun != p.agitRun && r.agitRun != 0 && (r.agitRun < 110 || r.agitRun > 130) {
			t.Errorf("%s %s: agitator ran %v s after chilling", day, r.local.Format("15:04"), r.agitRun)
		}
		if r.agitOff != p.agitOff && r.agitOff != 0 && (r.agitOff < 770 || r.agitOff > 790) {
			t.Errorf("%s %s: agitator rested %v s after chilling", day, r.local.Format("15:04"), r.agitOff)
		}
	}
	var liftStart, liftEnd, cip time.Time
	for i := 1; i < len(rs); i++ {
		p, r := rs[i-1], rs[i]
		switch {
		case liftStart.IsZero() && p.vol > 100 && r.vol < p.vol-5:
			liftStart = p.t
		case !liftStart.IsZero() && liftEnd.IsZero() && r.vol < 10:
			liftEnd = r.t
		case !liftEnd.IsZero() && cip.IsZero() && r.vol > p.vol && r.vol < 100 && r.temp >= 55:
			cip = r.t
		}
	}
	switch {
	case liftStart.IsZero() || liftEnd.IsZero():
		t.Errorf("%s: no lifting to below 10 L (start %v, end %v)", day, liftStart, liftEnd)
	case liftEnd.Sub(liftStart) > 30*time.Minute:
		t.Errorf("%s: the lifting took %v", day, liftEnd.Sub(liftStart))
	case cip.IsZero() || cip.After(collections[1]):
		t.Errorf("%s: no cleaning between the lifting at %v and the evening collection at %v", day, liftEnd, collections[1])
	}
}

// TestHealthyFleet runs a fleet without faults in a rural environment:
// the records show no critical alert but those of the natural outages the
// ground truth lists.
func TestHealthyFleet(t *testing.T) {
	days := 10
	if testing.Short() {
		days = 3
	}
	env := DefaultEnvironment
	env.PowerCuts, env.Outages = 3, 0.5
	w := newWorld(t, Config{Sites: 3, Units: 6, Seed: 11, Env: env})
	f := newFleetRecords(w)
	f.run(t, w, t0.Add(time.Duration(days)*24*time.Hour))
	truth := w.Truth()
	for _, e := range truth {
		if e.Cause != CauseEnvironment || e.Alert != GridOff || !e.Complete {
			t.Errorf("a healthy fleet's ground truth holds %+v", e)
		}
	}
	if len(truth) == 0 && !testing.Short() {
		t.Error("no natural outage reached grid_off's stages in 10 days at 0.5 a day")
	}
	compareWithTruth(t, f, truth, w.Config().Interval)
}
