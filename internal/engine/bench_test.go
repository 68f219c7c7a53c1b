package engine_test

import (
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/sim"
)

var benchWeek = sync.OnceValues(func() ([][]engine.Sample, engine.Unit) {
	var readings [][]engine.Sample
	cfg := sim.Config{Sites: 1, Units: 1, Seed: 3, Start: truthStart, Env: sim.DefaultEnvironment,
		Faults: sim.FaultOptions{Random: true, Share: 1, Rate: 1}}
	cfg.OnSample = func(_ *sim.Unit, s sim.Sample) { readings = append(readings, simSamples(s)) }
	w, err := sim.New(cfg)
	if err != nil {
		panic(err)
	}
	w.Advance(truthStart.Add(7 * 24 * time.Hour))
	return readings, engine.Unit{Zone: w.Sites()[0].Zone}
})

// BenchmarkStep feeds a simulated week of one unit (a reading of 17
// samples a minute, faults included), one Step per reading, in memory.
func BenchmarkStep(b *testing.B) {
	readings, unit := benchWeek()
	samples := 0
	for b.Loop() {
		e, _ := engine.New(unit)
		for _, r := range readings {
			e.Step(r, r[0].At)
			samples += len(r)
		}
	}
	b.ReportMetric(float64(samples)/b.Elapsed().Seconds(), "samples/s")
}

// BenchmarkStepBatch feeds the same week an hour of readings per Step, as
// a runner draining a queue does.
func BenchmarkStepBatch(b *testing.B) {
	readings, unit := benchWeek()
	var batches [][]engine.Sample
	for i := 0; i < len(readings); i += 60 {
		var batch []engine.Sample
		for _, r := range readings[i:min(i+60, len(readings))] {
			batch = append(batch, r...)
		}
		batches = append(batches, batch)
	}
	samples := 0
	for b.Loop() {
		e, _ := engine.New(unit)
		for _, batch := range batches {
			e.Step(batch, batch[len(batch)-1].At)
			samples += len(batch)
		}
	}
	b.ReportMetric(float64(samples)/b.Elapsed().Seconds(), "samples/s")
}

// BenchmarkCheckpoint measures a checkpoint and its restore midway through
// the week.
func BenchmarkCheckpoint(b *testing.B) {
	readings, unit := benchWeek()
	e, _ := engine.New(unit)
	for _, r := range readings[:len(readings)/2] {
		e.Step(r, r[0].At)
	}
	size := 0
	for b.Loop() {
		cp, err := e.Checkpoint()
		if err != nil {
			b.Fatal(err)
		}
		size = len(cp)
		if _, err := engine.Restore(unit, cp); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(size), "bytes")
}
