package sim

import (
	"testing"
	"time"
)

// BenchmarkStep measures the physics alone: 10-second steps of a site with
// one unit, collections, liftings and cleanings included.
func BenchmarkStep(b *testing.B) {
	w := newWorld(b, Config{Units: 1, Seed: 1})
	s := w.Sites()[0]
	t := s.t
	b.ResetTimer()
	for range b.N {
		s.Step(t, substep)
		t = t.Add(substep)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
}

// BenchmarkDay measures a simulated day of the demo fleet (12 sites, 20
// units) with its records: physics, samples, JSON and deliveries.
func BenchmarkDay(b *testing.B) {
	w := newWorld(b, Config{Sites: 12, Units: 20, Seed: 1, Env: DefaultEnvironment, Faults: FaultOptions{Random: true}})
	to := w.Next()
	records := 0
	b.ResetTimer()
	for range b.N {
		to = to.Add(24 * time.Hour)
		for _, d := range w.Advance(to) {
			records += len(d.Records)
		}
	}
	b.ReportMetric(float64(b.N*20)/b.Elapsed().Seconds(), "unit-days/s")
	b.ReportMetric(float64(records)/b.Elapsed().Seconds(), "records/s")
}
