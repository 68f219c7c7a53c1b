package analytics_test

import (
	"math"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/analytics"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// compressorFaults fail S1-C1's compressor on five evenings of March.
func compressorFaults() []sim.Fault {
	var fs []sim.Fault
	for _, d := range []int{2, 8, 14, 20, 26} {
		fs = append(fs, sim.Fault{Site: 1, Unit: 1, Alert: sim.CompressorMalfunction, Variant: "relay_off", After: monthStart.AddDate(0, 0, d-1)})
	}
	return fs
}

// faultyConfig is one unit sampled every minute in a calm world (no
// outage: only the injected faults raise alerts), with or without the
// compressor faults.
func faultyConfig(faults bool) sim.Config {
	if !faults {
		return worldConfig(1, 1, 7, time.Minute, sim.Environment{})
	}
	return worldConfig(1, 1, 7, time.Minute, sim.Environment{}, compressorFaults()...)
}

func TestRatingsOfASimulatedMonth(t *testing.T) {
	healthy := newFleet(t, storagetest.SQLite(t), faultyConfig(false))
	healthy.runMonth(nil)
	faulty := newFleet(t, storagetest.SQLite(t), faultyConfig(true))
	faulty.runMonth(nil)

	// A unit whose compressor fails rates lower than the same unit healthy
	// (the same seed: a fault changes nothing else of the world) on the
	// attributes the fault touches, and the same on every other.
	t.Run("a compressor fault lowers its attributes only", func(t *testing.T) {
		h, f := healthy.details("SIM-S01-C1"), faulty.details("SIM-S01-C1")
		if h.Content == nil || f.Content == nil {
			t.Fatalf("no rating: healthy %+v, faulty %+v", h, f)
		}
		if h.Provisional || f.Provisional || h.Days != 31 {
			t.Errorf("March is closed: provisional = %v, %v; days %d, want 31", h.Provisional, f.Provisional, h.Days)
		}
		hl, fl := leaves(h.Content), leaves(f.Content)
		t.Logf("healthy %v %v", *h.Rating, hl)
		t.Logf("faulty  %v %v", *f.Rating, fl)
		// What a failing compressor may lower: its own health, and the milk
		// it leaves warm longer.
		affected := map[string]bool{"Compressor Health": true, "Time To 4.1 °C": true, "Sessions Chilled To Target": true,
			"Milk Lifted Cooled": true, "Undercooled Alerts": true}
		for name, hv := range hl {
			fv := fl[name]
			switch {
			case hv < 0 || fv < 0:
				t.Errorf("%s: no rating (healthy %v, faulty %v)", name, hv, fv)
			case affected[name] && fv > hv:
				t.Errorf("%s: the faulty unit rates %v, above the healthy %v", name, fv, hv)
			case !affected[name] && fv != hv:
				t.Errorf("%s: the faulty unit rates %v, the healthy %v; the fault should not touch it", name, fv, hv)
			}
		}
		for _, name := range []string{"Compressor Health", "Time To 4.1 °C"} {
			if !(fl[name] < hl[name]) {
				t.Errorf("%s: faulty %v, healthy %v; want lower", name, fl[name], hl[name])
			}
		}
		if !(*f.Rating < *h.Rating) {
			t.Errorf("overall: faulty %v, healthy %v; want lower", *f.Rating, *h.Rating)
		}
	})

	t.Run("the KPI rows hold the compressor alert time on the fault evenings only", func(t *testing.T) {
		var rows []struct {
			Day string  `db:"day"`
			S   float64 `db:"compressor_alert_s"`
			N   int     `db:"critical_alerts"`
		}
		if err := faulty.db.Select(t.Context(), &rows, `SELECT day, compressor_alert_s, critical_alerts FROM unit_kpis WHERE compressor_alert_s > 0 OR critical_alerts > 0 ORDER BY day`); err != nil {
			t.Fatal(err)
		}
		want := []string{"2026-03-02", "2026-03-08", "2026-03-14", "2026-03-20", "2026-03-26"}
		if len(rows) != len(want) {
			t.Fatalf("days with alerts: %+v, want %v", rows, want)
		}
		for i, r := range rows {
			if r.Day != want[i] || r.N != 1 || r.S <= 5*60 || r.S > 40*60 {
				t.Errorf("%+v: want %s, one alert, 5–40 minutes of it", r, want[i])
			}
		}
		var n int
		if err := healthy.db.Get(t.Context(), &n, `SELECT COUNT(*) FROM unit_kpis WHERE compressor_alert_s > 0 OR critical_alerts > 0`); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("the healthy unit has %d days with alerts", n)
		}
	})

	// Moving weight between the first-level attributes moves the overall
	// rating to the weighted mean of their (unchanged) ratings.
	t.Run("a weight change moves the rating by the hand-computed amount", func(t *testing.T) {
		before := faulty.details("SIM-S01-C1")
		l1 := map[string]float64{}
		for _, a := range before.Content.Attributes {
			l1[a.AttributeName] = *a.Rating
		}
		tpl := analytics.DefaultTemplate()
		tpl.Children[0].Weightage, tpl.Children[1].Weightage, tpl.Children[2].Weightage = 60, 20, 20
		if _, err := faulty.svc.UpdateTemplate(t.Context(), faulty.admin, "DemoDairy", tpl); err != nil {
			t.Fatal(err)
		}
		after := faulty.details("SIM-S01-C1")
		wantBefore := (40*l1["Milk Quality"] + 30*l1["Equipment Health"] + 30*l1["Operations"]) / 100
		wantAfter := (60*l1["Milk Quality"] + 20*l1["Equipment Health"] + 20*l1["Operations"]) / 100
		if math.Abs(*before.Rating-wantBefore) > 0.01 || math.Abs(*after.Rating-wantAfter) > 0.01 {
			t.Errorf("overall %v → %v, want %.3f → %.3f (level 1: %v)", *before.Rating, *after.Rating, wantBefore, wantAfter, l1)
		}
		if d, want := *after.Rating-*before.Rating, wantAfter-wantBefore; math.Abs(d-want) > 0.02 || want == 0 {
			t.Errorf("change %.3f, want %.3f", d, want)
		}
		// The sub-organisation inherits the saved template.
		got, err := faulty.svc.Template(t.Context(), faulty.admin, "DemoIndiaCentres")
		if err != nil {
			t.Fatal(err)
		}
		if !got.Inherited || got.From != "DemoDairy" || got.Root.Children[0].Weightage != 60 {
			t.Errorf("sub-organisation's template: inherited %v from %q, first weight %d", got.Inherited, got.From, got.Root.Children[0].Weightage)
		}
	})

	// Late data: a day held back rates lower (less data available); once
	// it arrives the replay gives exactly the in-order rating; data sent
	// again changes nothing.
	t.Run("a replay of late data changes the rating when it should and not otherwise", func(t *testing.T) {
		late := newFleet(t, storagetest.SQLite(t), faultyConfig(true))
		heldDay := monthStart.AddDate(0, 0, 9)
		held := late.runMonth(func(d sim.Delivery) bool {
			return !d.At.Before(heldDay) && d.At.Before(heldDay.Add(24*time.Hour))
		})
		if len(held) == 0 {
			t.Fatal("nothing held back")
		}
		want := healthyOrFaulty(t, faulty)
		missing := late.details("SIM-S01-C1")
		if *missing.Rating >= *want.Rating {
			t.Errorf("with a day missing the rating is %v, want below %v", *missing.Rating, *want.Rating)
		}
		late.store(held)
		late.derive()
		got := late.details("SIM-S01-C1")
		if *got.Rating != *want.Rating || got.Days != want.Days {
			t.Errorf("after the late day: %v over %d days, want %v over %d as in order", *got.Rating, got.Days, *want.Rating, want.Days)
		}
		late.store(held[:len(held)/2])
		late.derive()
		if again := late.details("SIM-S01-C1"); *again.Rating != *got.Rating {
			t.Errorf("after data sent twice: %v, want %v", *again.Rating, *got.Rating)
		}
	})
}

// healthyOrFaulty answers the in-order rating of the faulty fleet with the
// default template (restored if a subtest changed it).
func healthyOrFaulty(t *testing.T, f *fleet) *analytics.UnitRating {
	t.Helper()
	if _, err := f.db.Exec(t.Context(), `DELETE FROM rating_templates`); err != nil {
		t.Fatal(err)
	}
	return f.details("SIM-S01-C1")
}
