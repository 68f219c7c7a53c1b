package engine_test

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/sim"
)

func TestDebugUnit(t *testing.T) {
	if os.Getenv("DBG_UNIT") == "" {
		t.Skip()
	}
	var site, unit int
	var from, to time.Time
	_, _ = fmtSscan(os.Getenv("DBG_UNIT"), &site, &unit)
	from, _ = time.Parse(time.RFC3339, os.Getenv("DBG_FROM"))
	to, _ = time.Parse(time.RFC3339, os.Getenv("DBG_TO"))
	cfg := sim.Config{Sites: 12, Units: 20, Seed: dbgSeed(), Start: truthStart, Env: sim.DefaultEnvironment, Faults: sim.FaultOptions{Random: true}}
	cfg.OnSample = func(u *sim.Unit, s sim.Sample) {
		if u.Site().Index != site || u.Index != unit || s.Time.Before(from) || s.Time.After(to) {
			return
		}
		t.Logf("%s vol=%.1f temp=%.2f grid=%v dg=%v comp=%v/%v/%.1f agit=%v/%v run=%.0f off=%.0f phase=%s", s.Time.UTC().Format("01-02T15:04"), s.Volume, s.Temp, s.Grid, s.DG,
			s.Compressor, s.CompressorFeedback, s.CompressorCurrent, s.Agitator, s.AgitatorFeedback, s.AgitatorRun, s.AgitatorOff, s.Phase)
	}
	w, _ := sim.New(cfg)
	w.Advance(to)
}

func fmtSscan(s string, a, b *int) (int, error) { return fmt.Sscanf(s, "%d-%d", a, b) }

func TestDebugTruth(t *testing.T) {
	if os.Getenv("DBG_SITE") == "" {
		t.Skip()
	}
	var site int
	fmt.Sscanf(os.Getenv("DBG_SITE"), "%d", &site)
	to, _ := time.Parse(time.RFC3339, os.Getenv("DBG_TO"))
	cfg := sim.Config{Sites: 12, Units: 20, Seed: dbgSeed(), Start: truthStart, Env: sim.DefaultEnvironment, Faults: sim.FaultOptions{Random: true}}
	w, _ := sim.New(cfg)
	w.Advance(to)
	for _, e := range w.Truth() {
		if e.Site == site {
			t.Logf("%s %s %s %s start=%s end=%s cs=%v stages=%v complete=%v note=%s", e.ID, e.Alert, e.Variant, e.Cause, e.Start.UTC(), e.End.UTC(), e.ConditionStart, e.Stages, e.Complete, e.Note)
		}
	}
}

func dbgSeed() uint64 {
	var s uint64 = 1
	fmt.Sscanf(os.Getenv("DBG_SEED"), "%d", &s)
	return s
}
