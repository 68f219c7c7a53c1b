package sim

import (
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"
)

// signatures check, on the unit's readings, what each fault looks like at
// its first stage (at) and since its condition began (from).
var signatures = map[string]func(variant string, from, at *reading, between []*reading) error{
	CompressorMalfunction: func(v string, _, r *reading, _ []*reading) error {
		if !(r.vol > 100 && r.grid && r.temp > 4.1 && r.compA == 0 && !r.compFb) || r.comp != (v == "no_current") {
			return fmt.Errorf("want %.0f L > 100 at %.2f °C > 4.1, on grid, no current, relay on only when %q is no_current; got %+v", r.vol, r.temp, v, *r)
		}
		return nil
	},
	AgitatorMalfunction: func(v string, _, r *reading, _ []*reading) error {
		if !(r.vol > 100 && r.grid && r.temp > 4.1 && !r.agitFb) || r.agit != (v == "no_feedback") {
			return fmt.Errorf("want the agitator still while chilling, its relay on only when %q is no_feedback; got %+v", v, *r)
		}
		return nil
	},
	ChillingPumpMalfunction: func(_ string, _, r *reading, _ []*reading) error {
		if !(r.vol > 100 && r.pump && r.pumpA == 0 && r.comp) {
			return fmt.Errorf("want the pump relay on without current while the compressor runs; got %+v", *r)
		}
		return nil
	},
	CondenserMalfunction: func(_ string, _, r *reading, _ []*reading) error {
		if !(r.vol > 100 && r.cond && !r.condFb) {
			return fmt.Errorf("want the condenser relay on without feedback; got %+v", *r)
		}
		return nil
	},
	Pump2Malfunction: func(_ string, _, r *reading, _ []*reading) error {
		if !(r.vol > 100 && r.pump2 && !r.pump2Fb) {
			return fmt.Errorf("want the pump 2 relay on without feedback; got %+v", *r)
		}
		return nil
	},
	GridOff: func(v string, from, r *reading, _ []*reading) error {
		if from.grid || r.grid || r.dg != (v == "dg") {
			return fmt.Errorf("want the grid off from the start, the generator on only when %q is dg; got %+v", v, *r)
		}
		return nil
	},
	MilkUndercooled: func(_ string, from, r *reading, between []*reading) error {
		for _, x := range between {
			if x.vol != from.vol || x.temp <= 4.1 || !x.comp || x.compA == 0 {
				return fmt.Errorf("want a stable volume, milk above 4.1 °C and a running compressor; got %+v", *x)
			}
		}
		if from.temp-r.temp >= 0.6 {
			return fmt.Errorf("the milk fell %.2f °C in the first window", from.temp-r.temp)
		}
		return nil
	},
	MilkLiftedUndercooled: func(_ string, from, r *reading, _ []*reading) error {
		if !(from.temp > 4.1 && from.vol > 100 && r.vol < 10) || r.t.Sub(from.t) > 30*time.Minute {
			return fmt.Errorf("want milk above 4.1 °C lifted to below 10 L within 30 minutes; got %+v then %+v", *from, *r)
		}
		return nil
	},
	AgitatorMalfunctionAfterChilling: func(_ string, _, r *reading, _ []*reading) error {
		if !(r.temp <= 4.1 && r.vol > 100 && (r.agitOff < 770 || r.agitOff > 790)) {
			return fmt.Errorf("want chilled milk and a rest outside 770–790 s; got %+v", *r)
		}
		return nil
	},
	MilkOverchilled: func(_ string, _, r *reading, _ []*reading) error {
		if !(r.temp < 3 && r.vol > 100) {
			return fmt.Errorf("want milk below 3 °C; got %+v", *r)
		}
		return nil
	},
	CIPNotDone: func(_ string, from, r *reading, between []*reading) error {
		for _, x := range between {
			if x.temp >= 45 {
				return fmt.Errorf("a cleaning at %s", x.local)
			}
		}
		if !(from.vol < 10 && r.vol > from.vol) {
			return fmt.Errorf("want an empty tank, then milk; got %+v then %+v", *from, *r)
		}
		return nil
	},
	PanelTrip: func(v string, _, r *reading, _ []*reading) error {
		dropped := !r.comp && !r.agit && !r.pump && !r.pump2 && !r.cond
		if !(r.alarm && r.grid && r.vol > 100) || (v == "trip" && !dropped) {
			return fmt.Errorf("want the alarm relay on with power (and every relay off for a trip); got %+v", *r)
		}
		return nil
	},
	TSSTempAlert: func(v string, _, r *reading, _ []*reading) error {
		h := map[string]int{"morning": 5, "afternoon": 15}[v]
		if hh, mm, _ := r.local.Clock(); hh != h || mm != 30 || !(r.temp > 4.1 && r.vol > 100) {
			return fmt.Errorf("want milk above 4.1 °C at %02d:30; got %+v", h, *r)
		}
		return nil
	},
}

// persistent are the faults whose signature holds on every sample of their
// condition.
var persistent = map[string]bool{CompressorMalfunction: true, AgitatorMalfunction: true, ChillingPumpMalfunction: true,
	CondenserMalfunction: true, Pump2Malfunction: true, PanelTrip: true, MilkOverchilled: true}

func TestFaults(t *testing.T) {
	type tc struct {
		alert, variant string
		interval       time.Duration
	}
	var cases []tc
	for _, a := range Alerts {
		vs := Variants(a)
		if len(vs) == 0 {
			vs = []string{""}
		}
		for _, v := range vs {
			cases = append(cases, tc{a, v, time.Minute})
		}
	}
	cases = append(cases, tc{CompressorMalfunction, "relay_off", 5 * time.Minute}, tc{MilkUndercooled, "", 5 * time.Minute},
		tc{TSSTempAlert, "morning", 15 * time.Minute}, tc{GridOff, "dg", 30 * time.Second})
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s:%s/%v", c.alert, c.variant, c.interval), func(t *testing.T) {
			after := t0.Add(26 * time.Hour)
			w := newWorld(t, Config{Units: 2, Seed: 5, Interval: c.interval,
				Faults: FaultOptions{Faults: []Fault{{Site: 1, Unit: 1, Alert: c.alert, Variant: c.variant, After: after}}}})
			f := newFleetRecords(w)
			f.run(t, w, t0.Add(3*24*time.Hour))
			truth := w.Truth()
			want := 1
			if c.alert == GridOff {
				want = 2 // every unit of the site
			}
			if len(truth) != want {
				t.Fatalf("ground truth has %d entries, want %d: %+v", len(truth), want, truth)
			}
			e := truth[0]
			if e.Unit != 1 || e.Alert != c.alert || e.Variant != c.variant || e.Cause != CauseFault || !e.Complete || e.Start.Before(after) || e.ConditionStart == nil {
				t.Fatalf("entry %+v", e)
			}
			offsets := Stages(c.alert)
			if len(e.Stages) != len(offsets) {
				t.Fatalf("stages %+v, want %d (%s)", e.Stages, len(offsets), e.Note)
			}
			for i, s := range e.Stages {
				if s.Stage != i+1 || (len(offsets) > 1 && !s.At.Equal(e.ConditionStart.Add(offsets[i]))) {
					t.Errorf("stage %d at %s, want %s + %v", s.Stage, s.At, e.ConditionStart, offsets[i])
				}
			}
			rs := f.units[unitKey{1, 1}]
			first := e.Stages[0].At
			if c.alert == GridOff {
				first = e.Stages[1].At // the first critical stage, the generator running if it does
			}
			from, at := rs[e.ConditionStart.Truncate(c.interval).UTC()], rs[first.UTC()]
			if c.alert == AgitatorMalfunctionAfterChilling {
				from = at
			}
			if from == nil || at == nil {
				t.Fatalf("no readings at %s and %s", e.ConditionStart, e.Stages[0].At)
			}
			var between []*reading
			for _, r := range f.series(unitKey{1, 1}) {
				if !r.t.Before(from.t) && !r.t.After(at.t) {
					between = append(between, r)
				}
			}
			if err := signatures[c.alert](c.variant, from, at, between); err != nil {
				t.Errorf("%s at %s: %v", c.alert, at.local, err)
			}
			if persistent[c.alert] { // the signature holds from the condition's start to the last stage
				last := e.Stages[len(e.Stages)-1].At
				for _, r := range f.series(unitKey{1, 1}) {
					if r.t.Before(from.t) || r.t.After(last) {
						continue
					}
					if err := signatures[c.alert](c.variant, from, r, nil); err != nil {
						t.Fatalf("%s at %s: %v", c.alert, r.local, err)
					}
				}
			}
			compareWithTruth(t, f, truth, c.interval)
		})
	}
}

// TestRandomFaults gives half the units random faults: the others stay
// healthy, every fault is found where the ground truth says, and nothing
// else is.
func TestRandomFaults(t *testing.T) {
	days := 14
	if testing.Short() {
		days = 4
	}
	w := newWorld(t, Config{Sites: 4, Units: 8, Seed: 9, Env: DefaultEnvironment, Zones: []string{"Asia/Kolkata", "Africa/Nairobi", "Asia/Kathmandu", "Europe/Paris"},
		Faults: FaultOptions{Random: true, Rate: 0.5, Share: 0.5}})
	f := newFleetRecords(w)
	f.run(t, w, t0.Add(time.Duration(days)*24*time.Hour))
	truth := w.Truth()
	faulty := map[unitKey]int{}
	alerts := map[string]bool{}
	for _, e := range truth {
		if e.Cause == CauseFault && e.Alert != GridOff {
			faulty[unitKey{e.Site, e.Unit}]++
		}
		if e.Cause == CauseFault {
			alerts[e.Alert] = true
			if !e.Complete && e.Start.Before(t0.Add(time.Duration(days-2)*24*time.Hour)) {
				t.Errorf("entry %s is not complete: %+v", e.ID, e)
			}
		}
	}
	if len(faulty) > 4 || (!testing.Short() && (len(faulty) < 3 || len(alerts) < 6)) {
		t.Errorf("faulty units %v, alerts %v: want up to 4 of the 8 units faulty and a variety of alerts", faulty, alerts)
	}
	compareWithTruth(t, f, truth, w.Config().Interval)
}

func TestNamedFaults(t *testing.T) {
	w := newWorld(t, Config{Sites: 2, Units: 3, Faults: FaultOptions{Named: []string{PanelTrip, "tss_temp_alert:afternoon", MilkOverchilled, CIPNotDone}}})
	w.Advance(t0.Add(3 * 24 * time.Hour))
	got := map[string]string{}
	for _, e := range w.Truth() {
		got[fmt.Sprintf("S%d-U%d", e.Site, e.Unit)] += e.Alert + " "
	}
	want := map[string]string{"S1-U1": "panel_trip cip_not_done ", "S1-U2": "tss_temp_alert ", "S2-U1": "milk_overchilled "}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("faults by unit %v, want %v", got, want)
	}
}

func TestParseFaults(t *testing.T) {
	cases := []struct {
		in     string
		named  []string
		random bool
		bad    bool
	}{
		{"", nil, false, false},
		{"random", nil, true, false},
		{"all", Alerts, false, false},
		{"grid_off, panel_trip:trip", []string{"grid_off", "panel_trip:trip"}, false, false},
		{"grid_off:solar", nil, false, true},
		{"espresso", nil, false, true},
	}
	for _, c := range cases {
		o, err := ParseFaults(c.in)
		if c.bad {
			if !errors.Is(err, ErrConfig) {
				t.Errorf("ParseFaults(%q) = %v, want an ErrConfig", c.in, err)
			}
			continue
		}
		if err != nil || !slices.Equal(o.Named, c.named) || o.Random != c.random {
			t.Errorf("ParseFaults(%q) = %+v, %v", c.in, o, err)
		}
	}
}
