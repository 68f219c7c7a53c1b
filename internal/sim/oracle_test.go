package sim

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"
)

// This file reads the published records back, as a consumer would, and
// finds in them the alerts of ENGINE.md §5 with its own code: the tests
// compare what it finds with the ground truth.

// reading is a unit's signals at one sample time, from its four records.
type reading struct {
	t                                    time.Time
	local                                time.Time
	vol, temp                            float64
	grid, dg, comp, compFb, agit, agitFb bool
	pump, pump2, pump2Fb, cond, condFb   bool
	alarm                                bool
	compA, pumpA, agitRun, agitOff       float64
	devices                              int
}

type unitKey struct{ site, unit int }

func (k unitKey) String() string { return fmt.Sprintf("S%02d-U%d", k.site, k.unit) }

// fleetRecords gathers the records of a run by unit and sample time.
type fleetRecords struct {
	devices  map[string]Device
	zones    map[int]*time.Location
	units    map[unitKey]map[time.Time]*reading
	seen     map[string]map[time.Time]int // serial → processTime → deliveries
	late     int
	outOrder int
	last     map[string]time.Time
}

func newFleetRecords(w *World) *fleetRecords {
	f := &fleetRecords{devices: map[string]Device{}, zones: map[int]*time.Location{},
		units: map[unitKey]map[time.Time]*reading{}, seen: map[string]map[time.Time]int{}, last: map[string]time.Time{}}
	for _, d := range w.Devices() {
		f.devices[d.Serial] = d
	}
	for _, s := range w.Sites() {
		f.zones[s.Index] = s.Zone
	}
	return f
}

// run advances w day by day to until, flushes it and reads every delivery.
func (f *fleetRecords) run(t testing.TB, w *World, until time.Time) {
	t.Helper()
	for to := w.Next().Add(24 * time.Hour); ; to = to.Add(24 * time.Hour) {
		if to.After(until) {
			to = until
		}
		for _, d := range w.Advance(to) {
			f.add(t, d)
		}
		if !to.Before(until) {
			break
		}
	}
	for _, d := range w.Flush() {
		f.add(t, d)
	}
}

func (f *fleetRecords) add(t testing.TB, d Delivery) {
	t.Helper()
	dev, ok := f.devices[d.Serial]
	if !ok {
		t.Fatalf("delivery from unknown device %q", d.Serial)
	}
	if f.seen[d.Serial] == nil {
		f.seen[d.Serial] = map[time.Time]int{}
	}
	for _, rec := range d.Records {
		rec.Time = rec.Time.UTC() // map keys: the same instant, whatever its zone
		f.seen[d.Serial][rec.Time]++
		if d.Late {
			f.late++
		}
		if rec.Time.Before(f.last[d.Serial]) {
			f.outOrder++
		}
		f.last[d.Serial] = rec.Time
		if dev.Unit == 0 {
			continue
		}
		k := unitKey{dev.Site, dev.Unit}
		if f.units[k] == nil {
			f.units[k] = map[time.Time]*reading{}
		}
		r := f.units[k][rec.Time]
		if r == nil {
			r = &reading{t: rec.Time, local: rec.Time.In(f.zones[dev.Site])}
			f.units[k][rec.Time] = r
		}
		r.devices++
		var m map[string]json.RawMessage
		if err := json.Unmarshal(rec.Body, &m); err != nil {
			t.Fatalf("%s: %v", d.Serial, err)
		}
		num := func(k string) float64 {
			var v float64
			var q struct{ Value float64 }
			if json.Unmarshal(m[k], &v) != nil {
				_ = json.Unmarshal(m[k], &q)
				v = q.Value
			}
			return v
		}
		on := func(k string) bool { return string(m[k]) == `"ON"` }
		switch {
		case d.Type == TypeVolsens:
			r.vol = num("volume")
		case d.Type == TypeIndsens:
			r.temp, r.comp, r.compA, r.agit = num("milkTemperature"), on("compressorStatus"), num("compressorCurrent"), on("agitatorStatus")
			r.pump, r.pumpA, r.pump2, r.cond, r.alarm = on("pumpStatus"), num("pumpCurrent"), on("pump2RelayStatus"), on("condenserRelayStatus"), on("alarmRelayStatus")
			r.agitRun, r.agitOff = num("agitatorRunDuration"), num("agitatorOffDuration")
		case d.Serial == f.serialOf(k, 3):
			var st []string
			_ = json.Unmarshal(m["states"], &st)
			r.grid, r.dg, r.compFb, r.agitFb = st[0] == "ON", st[1] == "ON", st[2] == "ON", st[3] == "ON"
		default:
			var st []string
			_ = json.Unmarshal(m["states"], &st)
			r.pump2Fb, r.condFb = st[0] == "ON", st[1] == "ON"
		}
	}
}

// serialOf is the serial of the unit's n-th device (1 indsens, 2 volsens,
// 3 feedsens, 4 feedsens2).
func (f *fleetRecords) serialOf(k unitKey, n int) string {
	return fmt.Sprintf("SIM-S%02d-U%d-%s", k.site, k.unit, []string{"", "IS", "VS", "FS", "FS2"}[n])
}

// series answers a unit's readings in time order.
func (f *fleetRecords) series(k unitKey) []*reading {
	var out []*reading
	for _, r := range f.units[k] {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b *reading) int { return a.t.Compare(b.t) })
	return out
}

// found is an alert the oracle finds: its first critical stage.
type found struct {
	alert string
	at    time.Time
}

func (r *reading) applies() bool { return r.vol > 100 && (r.grid || r.dg) }

// oracle finds the critical alerts of one unit's readings.
func oracle(rs []*reading) []found {
	var out []found
	staged := map[string]struct {
		cond  func(r *reading) bool
		after time.Duration
	}{
		CompressorMalfunction: {func(r *reading) bool {
			run := r.compFb || r.compA > 0.5
			return r.applies() && ((r.temp > 4.1 && !run) || (r.comp && !run))
		}, 5 * time.Minute},
		AgitatorMalfunction: {func(r *reading) bool {
			return r.applies() && ((r.temp > 4.1 && !r.agitFb) || r.agit != r.agitFb)
		}, 5 * time.Minute},
		ChillingPumpMalfunction: {func(r *reading) bool { return r.applies() && r.pump != (r.pumpA > 0.5) }, 5 * time.Minute},
		CondenserMalfunction:    {func(r *reading) bool { return r.applies() && r.cond != r.condFb }, 5 * time.Minute},
		Pump2Malfunction:        {func(r *reading) bool { return r.applies() && r.pump2 != r.pump2Fb }, 5 * time.Minute},
		PanelTrip:               {func(r *reading) bool { return r.applies() && r.alarm }, 5 * time.Minute},
		GridOff:                 {func(r *reading) bool { return !r.grid }, 15 * time.Minute}, // stage 2: the first critical one
		MilkOverchilled:         {func(r *reading) bool { return r.vol > 100 && r.temp < 3.0 }, 0},
	}
	for _, alert := range Alerts {
		s, ok := staged[alert]
		if !ok {
			continue
		}
		var start time.Time
		raised := false
		for _, r := range rs {
			if !s.cond(r) {
				start, raised = time.Time{}, false
				continue
			}
			if start.IsZero() {
				start = r.t
			}
			if !raised && r.t.Sub(start) >= s.after {
				out = append(out, found{alert, r.t})
				raised = true
			}
		}
	}
	out = append(out, oracleUndercooled(rs)...)
	out = append(out, oracleLiftings(rs)...)
	out = append(out, oracleAgitatorCycles(rs)...)
	out = append(out, oracleTSS(rs)...)
	slices.SortFunc(out, func(a, b found) int { return a.at.Compare(b.at) })
	return out
}

// oracleUndercooled: 15 minutes of chilling at a stable volume that cool
// the milk by less than 0.6 °C (0.3 °C below 10 °C); one alert an hour.
func oracleUndercooled(rs []*reading) []found {
	var out []found
	var last time.Time
	for i, r := range rs {
		j := i
		for j > 0 && r.t.Sub(rs[j-1].t) <= 15*time.Minute {
			j--
		}
		if r.t.Sub(rs[j].t) != 15*time.Minute || (!last.IsZero() && r.t.Sub(last) < time.Hour) {
			continue
		}
		lo, hi, ok := r.vol, r.vol, true
		for _, x := range rs[j : i+1] {
			ok = ok && x.applies() && x.temp > 4.1
			lo, hi = min(lo, x.vol), max(hi, x.vol)
		}
		limit := 0.3
		if rs[j].temp > 10 {
			limit = 0.6
		}
		if ok && hi-lo < 0.5 && rs[j].temp-r.temp < limit {
			out = append(out, found{MilkUndercooled, r.t})
			last = r.t
		}
	}
	return out
}

// oracleLiftings finds liftings (the volume falls from above 100 L to
// below 10 L within 30 minutes): one that began with warm milk, and one
// that no cleaning (a hot fill under 100 L) followed before the next milk.
func oracleLiftings(rs []*reading) []found {
	var out []found
	for i := 1; i < len(rs); i++ {
		if !(rs[i-1].vol > 100 && rs[i].vol < rs[i-1].vol-5) {
			continue
		}
		startTemp := rs[i].temp
		end := -1
		for j := i; j < len(rs) && rs[j].t.Sub(rs[i].t) <= 30*time.Minute; j++ {
			if rs[j].vol < 10 {
				end = j
				break
			}
		}
		if end < 0 {
			continue
		}
		if startTemp > 4.1 {
			out = append(out, found{MilkLiftedUndercooled, rs[end].t})
		}
		for j := end + 1; j < len(rs); j++ {
			if rs[j].vol > rs[j-1].vol+1 {
				if rs[j].temp < 45 {
					out = append(out, found{CIPNotDone, rs[j].t})
				}
				break
			}
		}
		i = end
	}
	return out
}

// oracleAgitatorCycles checks each complete storage phase the indsens
// reports while the milk is chilled; the alert is raised once a chilled
// period.
func oracleAgitatorCycles(rs []*reading) []found {
	var out []found
	raised := false
	for i := 1; i < len(rs); i++ {
		p, r := rs[i-1], rs[i]
		if !(r.vol > 100 && r.temp <= 4.1) {
			raised = false
			continue
		}
		if !raised && ((r.agitRun != p.agitRun && r.agitRun > 0 && (r.agitRun < 110 || r.agitRun > 130)) ||
			(r.agitOff != p.agitOff && r.agitOff > 0 && (r.agitOff < 770 || r.agitOff > 790))) {
			out = append(out, found{AgitatorMalfunctionAfterChilling, r.t})
			raised = true
		}
	}
	return out
}

// oracleTSS checks the milk at 05:30 and 15:30 site time.
func oracleTSS(rs []*reading) []found {
	var out []found
	for _, r := range rs {
		h, m, _ := r.local.Clock()
		if (h == 5 || h == 15) && m == 30 && r.vol > 100 && r.temp > 4.1 {
			out = append(out, found{TSSTempAlert, r.t})
		}
	}
	return out
}

// firstCritical is the time of an entry's first critical stage.
func firstCritical(e TruthEntry) (time.Time, bool) {
	for _, s := range e.Stages {
		if e.Alert != GridOff || s.Stage >= 2 {
			return s.At, true
		}
	}
	return time.Time{}, false
}

// compareWithTruth fails for every alert the oracle finds that the truth
// does not list, and every critical truth entry the oracle does not find.
func compareWithTruth(t *testing.T, f *fleetRecords, truth []TruthEntry, interval time.Duration) {
	t.Helper()
	want := map[unitKey][]found{}
	for _, e := range truth {
		if at, ok := firstCritical(e); ok {
			k := unitKey{e.Site, e.Unit}
			want[k] = append(want[k], found{e.Alert, at})
		}
	}
	for k := range f.units {
		got := oracle(f.series(k))
		for _, g := range got {
			if !slices.ContainsFunc(want[k], func(w found) bool { return near(w, g, interval) }) {
				t.Errorf("%s: the records show %s at %s, which the ground truth does not list", k, g.alert, g.at.In(time.UTC))
			}
		}
		for _, w := range want[k] {
			if !slices.ContainsFunc(got, func(g found) bool { return near(w, g, interval) }) {
				t.Errorf("%s: the ground truth lists %s at %s, which the records do not show", k, w.alert, w.at.In(time.UTC))
			}
		}
	}
}

func near(a, b found, interval time.Duration) bool {
	d := a.at.Sub(b.at)
	return a.alert == b.alert && d <= interval && d >= -interval
}
