package sim

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// Fault asks for one fault on one unit.
type Fault struct {
	Site, Unit int    // 1-based indexes: the unit is SIM-S{Site}-U{Unit}
	Alert      string // one of Alerts
	Variant    string // one of Variants(Alert); "" lets the seed choose
	// After is the earliest time; the fault starts at its first suitable
	// moment after it (see docs/simulator.md). Zero is the start.
	After time.Time
}

// FaultOptions choose the faults of a run: explicit ones, named ones
// spread over the units, or random ones. Units that none reaches stay
// healthy.
type FaultOptions struct {
	Faults []Fault
	// Named gives one fault per entry ("alert" or "alert:variant") to the
	// units in turn, site by site: the first to SIM-S01-U1, the second to
	// the next unit, and so on, wrapping around (a unit's faults then come
	// on successive days).
	Named []string
	// Random gives the faulty units random faults at Rate per unit and
	// day, chosen among RandomAlerts (all alerts when empty).
	Random       bool
	Rate         float64 // default 0.25
	Share        float64 // share of units that are faulty (default 0.5)
	RandomAlerts []string
	// After is the earliest time of named and random faults (zero: the
	// start).
	After time.Time
}

// ParseFaults reads the --faults option: "" for none, "random", or a
// comma-separated list of alert names, each optionally with ":variant".
func ParseFaults(s string) (FaultOptions, error) {
	s = strings.TrimSpace(s)
	switch s {
	case "", "none":
		return FaultOptions{}, nil
	case "random":
		return FaultOptions{Random: true}, nil
	case "all":
		return FaultOptions{Named: append([]string(nil), Alerts...)}, nil
	}
	var o FaultOptions
	for _, part := range strings.Split(s, ",") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		if _, _, err := parseFaultName(part); err != nil {
			return FaultOptions{}, err
		}
		o.Named = append(o.Named, strings.TrimSpace(part))
	}
	return o, nil
}

func (o FaultOptions) check(sites, units int) error {
	for _, n := range o.Named {
		if _, _, err := parseFaultName(n); err != nil {
			return err
		}
	}
	for _, n := range o.RandomAlerts {
		if _, _, err := parseFaultName(n); err != nil {
			return err
		}
	}
	for i, f := range o.Faults {
		if _, _, err := parseFaultName(f.Alert + variantSuffix(f.Variant)); err != nil {
			return fmt.Errorf("faults[%d]: %w", i, err)
		}
		if f.Site < 1 || f.Site > sites || f.Unit < 1 || f.Unit > unitsOfSite(f.Site-1, sites, units) {
			return fmt.Errorf("%w: faults[%d]: no unit %d at site %d", ErrConfig, i, f.Unit, f.Site)
		}
	}
	if o.Rate < 0 || o.Share < 0 || o.Share > 1 || math.IsNaN(o.Rate) {
		return fmt.Errorf("%w: fault rate must not be negative and the faulty share must be 0 to 1", ErrConfig)
	}
	return nil
}

func variantSuffix(v string) string {
	if v == "" {
		return ""
	}
	return ":" + v
}

// unitsOfSite is the number of units site i (0-based) holds.
func unitsOfSite(i, sites, units int) int {
	n := units / sites
	if i < units%sites {
		n++
	}
	return n
}

// armed is a fault waiting for its moment on a unit.
type armed struct {
	alert, variant string
	after          time.Time
	random         bool // drawn by the random schedule
}

// arm gives every unit its explicit and named faults, and the faulty units
// their random schedule.
func (w *World) arm() {
	o := w.cfg.Faults
	after := o.After
	if after.Before(w.cfg.Start) {
		after = w.cfg.Start
	}
	units := w.Units()
	for _, f := range o.Faults {
		u := w.sites[f.Site-1].Units[f.Unit-1]
		at := f.After
		if at.Before(w.cfg.Start) {
			at = w.cfg.Start
		}
		u.queue = append(u.queue, armed{alert: f.Alert, variant: f.Variant, after: at})
	}
	for i, n := range o.Named {
		alert, variant, _ := parseFaultName(n)
		u := units[i%len(units)]
		u.queue = append(u.queue, armed{alert: alert, variant: variant, after: after})
	}
	if !o.Random {
		return
	}
	rate, share := o.Rate, o.Share
	if rate == 0 {
		rate = 0.25
	}
	if share == 0 {
		share = 0.5
	}
	pool := o.RandomAlerts
	if len(pool) == 0 {
		pool = Alerts
	}
	rng := newRand(w.cfg.Seed, 0, 0, streamFaults)
	order := rng.Perm(len(units))
	faulty := int(math.Round(share * float64(len(units))))
	for _, i := range order[:faulty] {
		u := units[i]
		u.randomRate, u.randomPool = rate, pool
		u.nextRandom = after.Add(u.expDays(rate))
	}
}

// expDays draws an exponential waiting time for an event at rate per day.
func (u *Unit) expDays(rate float64) time.Duration {
	return time.Duration(u.frng.ExpFloat64() / rate * float64(24*time.Hour))
}

// drawRandom arms the unit's next random fault once its time has come.
func (u *Unit) drawRandom(now time.Time) {
	if u.randomRate == 0 || now.Before(u.nextRandom) || len(u.queue) > 0 || u.inj != nil {
		return
	}
	alert := u.randomPool[u.frng.IntN(len(u.randomPool))]
	alert, variant, _ := parseFaultName(alert)
	u.queue = append(u.queue, armed{alert: alert, variant: variant, after: u.nextRandom, random: true})
	u.nextRandom = time.Time{} // drawn again when this one ends
}
