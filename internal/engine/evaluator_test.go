package engine_test

import (
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/sim"
)

func TestHorizonAndLateSamples(t *testing.T) {
	e, err := engine.New(engine.Unit{})
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 1, 6, 0, 0, 0, time.UTC)
	s := func(minute int, sig string, v float64) engine.Sample {
		return engine.Sample{At: t0.Add(time.Duration(minute) * time.Minute), Signal: sig, Value: v}
	}
	out := e.Step([]engine.Sample{s(0, "volume", 500), s(0, "milkTemperature", 3.8)}, t0)
	if !e.Horizon().Equal(t0) || len(out.States) != 0 {
		t.Fatalf("a reading at the horizon waits for time to pass it: horizon %s, %+v", e.Horizon(), out)
	}
	// Another sample of the same reading is not late.
	out = e.Step([]engine.Sample{s(0, "grid", 1)}, t0.Add(time.Minute))
	if len(out.Late) != 0 || len(out.States) != 1 || out.States[0].State != engine.Chilled || !out.States[0].At.Equal(t0) {
		t.Fatalf("got %+v", out)
	}
	// A sample before the horizon is refused.
	out = e.Step([]engine.Sample{s(0, "volume", 600), s(2, "volume", 500)}, t0.Add(2*time.Minute))
	if len(out.Late) != 1 || out.Late[0].Value != 600 {
		t.Fatalf("want the sample at 06:00 back as late, got %+v", out.Late)
	}
	// Advance never goes back.
	e.Advance(t0)
	if !e.Horizon().Equal(t0.Add(2 * time.Minute)) {
		t.Fatalf("horizon %s", e.Horizon())
	}
}

func TestRestoreErrors(t *testing.T) {
	for _, c := range []string{`not json`, `{"v": 99}`} {
		if _, err := engine.Restore(engine.Unit{}, []byte(c)); err == nil {
			t.Errorf("%s: restored", c)
		}
	}
}

// The same samples give the same output, whatever the batches (ENGINE.md
// §7.1): a simulated week of one unit, reading by reading and in batches
// of a few hours with checkpoints between them.
func TestDeterministicBatches(t *testing.T) {
	var samples [][]engine.Sample
	cfg := sim.Config{Sites: 1, Units: 1, Seed: 3, Start: truthStart, Env: sim.DefaultEnvironment,
		Faults: sim.FaultOptions{Random: true, Share: 1, Rate: 1}}
	cfg.OnSample = func(_ *sim.Unit, s sim.Sample) { samples = append(samples, simSamples(s)) }
	w, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	w.Advance(truthStart.Add(7 * 24 * time.Hour))
	unit := engine.Unit{Zone: w.Sites()[0].Zone}
	end := truthStart.Add(8 * 24 * time.Hour)

	e, _ := engine.New(unit)
	var want engine.Output
	for _, g := range samples {
		appendOut(&want, e.Step(g, g[0].At))
	}
	appendOut(&want, e.Advance(end))
	if len(want.Alerts) == 0 || len(want.Sessions) == 0 {
		t.Fatalf("a week of faults and no alert or session: %d alerts, %d sessions", len(want.Alerts), len(want.Sessions))
	}

	for _, batch := range []int{7, 180, 1000} {
		e, _ := engine.New(unit)
		var got engine.Output
		for i := 0; i < len(samples); i += batch {
			var b []engine.Sample
			for _, g := range samples[i:min(i+batch, len(samples))] {
				b = append(b, g...)
			}
			appendOut(&got, e.Step(b, b[len(b)-1].At))
			cp, err := e.Checkpoint()
			if err != nil {
				t.Fatal(err)
			}
			if e, err = engine.Restore(unit, cp); err != nil {
				t.Fatal(err)
			}
		}
		appendOut(&got, e.Advance(end))
		if !reflect.DeepEqual(normal(got), normal(want)) {
			t.Fatalf("batches of %d readings: %s", batch, diffOut(got, want))
		}
	}
}

func TestStatus(t *testing.T) {
	zone, _ := time.LoadLocation("Asia/Kolkata")
	e, err := engine.New(engine.Unit{Zone: zone})
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 1, 17, 0, 0, 0, zone)
	for m := range 12 {
		at := t0.Add(time.Duration(m) * time.Minute)
		e.Step([]engine.Sample{{At: at, Signal: "volume", Value: 1500 + float64(m)}, {At: at, Signal: "milkTemperature", Value: 12},
			{At: at, Signal: "grid", Value: 1}, {At: at, Signal: "compressor", Value: 0}, {At: at, Signal: "agitator", Value: 1}}, at)
	}
	e.Advance(t0.Add(12 * time.Minute))
	st := e.Status()
	want := []engine.ActiveAlert{{Alert: engine.CompressorMalfunction, Episode: "alert/compressor_malfunction/" + strconv.FormatInt(t0.UnixMilli(), 10),
		Stage: 2, Since: t0.UTC()}}
	if st.State != engine.Chilling || st.Volume != 1511 || st.Temp != 12 || !st.ReceivedAt.Equal(t0.Add(11*time.Minute)) ||
		!reflect.DeepEqual(st.Active, want) || !st.ChillingSince.Equal(t0) {
		t.Errorf("got %+v", st)
	}
}
