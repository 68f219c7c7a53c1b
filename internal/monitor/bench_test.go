package monitor_test

import (
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// BenchmarkRebuild measures the runner deriving every row of 20 units from
// a day of stored samples each (a restore without checkpoints, as after a
// `rebuild` or data older than the kept checkpoints): samples read from
// the database, evaluated and the rows written, per second.
func BenchmarkRebuild(b *testing.B) {
	for _, dl := range dialects() {
		b.Run(dl.name, func(b *testing.B) {
			db := dl.open(b)
			w, err := sim.New(sim.Config{Sites: 12, Units: 20, Seed: 3, Start: weekStart, Env: sim.DefaultEnvironment,
				Faults: sim.FaultOptions{Random: true, Share: 1, Rate: 1}})
			if err != nil {
				b.Fatal(err)
			}
			f := newFleet(b, db, w)
			for to := weekStart.Add(time.Hour); !to.After(weekStart.Add(24 * time.Hour)); to = to.Add(time.Hour) {
				f.deliver(w.Advance(to.Add(-time.Minute))...)
			}
			samples := count(b, db, "SELECT COUNT(*) FROM samples")
			var units []int64
			if err := db.Select(b.Context(), &units, "SELECT id FROM chilling_units"); err != nil {
				b.Fatal(err)
			}
			clk := &clock{now: weekStart.Add(25 * time.Hour)}
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				reset(b, db, units)
				r := monitor.New(db, nil, monitor.Config{Now: clk.Now, LeaseTTL: time.Hour})
				b.StartTimer()
				for count(b, db, "SELECT COUNT(*) FROM unit_dirty") > 0 || r.Stats().Passes == 0 {
					sync(b, r)
				}
			}
			b.ReportMetric(float64(samples*b.N)/b.Elapsed().Seconds(), "samples/s")
			b.ReportMetric(float64(count(b, db, "SELECT COUNT(*) FROM unit_events")+count(b, db, "SELECT COUNT(*) FROM alert_changes")), "rows")
		})
	}
}

// BenchmarkCompactSimulated stores the last three days of a month of a
// simulated fleet (4 sites of 10 units, random faults, every device's
// records as the simulator sends them, late buffers included) and compacts
// them once the month has ended: bytes per reading as rows and once
// compacted (readings and samples, with their indexes; on PostgreSQL the
// month's emptied partitions are truncated), and the compaction's rate.
// The work is done once; a second call of the benchmark reports the same
// figures.
func BenchmarkCompactSimulated(b *testing.B) {
	for _, dl := range dialects() {
		var rate, asRows, asBlocks, readings float64
		b.Run(dl.name, func(b *testing.B) {
			if rate == 0 {
				db := dl.open(b)
				first := time.Date(2026, 10, 29, 0, 0, 0, 0, time.UTC)
				w, err := sim.New(sim.Config{Sites: 4, Units: 40, Seed: 5, Start: first, Env: sim.DefaultEnvironment,
					Faults: sim.FaultOptions{Random: true}})
				if err != nil {
					b.Fatal(err)
				}
				f := newFleet(b, db, w)
				end := first.Add(72 * time.Hour)
				for to := first.Add(time.Hour); !to.After(end); to = to.Add(time.Hour) {
					f.deliver(w.Advance(to.Add(-time.Minute))...)
				}
				f.deliver(w.Flush()...)
				readings = float64(count(b, db, "SELECT COUNT(*) FROM readings"))
				asRows = float64(storagetest.Bytes(b, db, storagetest.RawTables...)) / readings
				start := time.Now()
				if _, err := telemetry.NewStore(db).Compact(b.Context(), end.Add(24*time.Hour)); err != nil {
					b.Fatal(err)
				}
				rate = readings / time.Since(start).Seconds()
				if n := count(b, db, "SELECT COUNT(*) FROM readings"); n != 0 {
					b.Fatalf("%d readings left as rows", n)
				}
				asBlocks = float64(storagetest.Bytes(b, db, storagetest.RawTables...)) / readings
			}
			b.ReportMetric(readings, "readings")
			b.ReportMetric(asRows, "B/reading-as-rows")
			b.ReportMetric(asBlocks, "B/reading")
			b.ReportMetric(rate, "compacted-readings/s")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// reset forgets everything derived and marks each unit from its first
// sample.
func reset(b *testing.B, db *storage.DB, units []int64) {
	err := db.Tx(b.Context(), func(tx *sqlx.Tx) error {
		for _, t := range []string{"unit_status", "unit_states", "unit_events", "alert_changes", "alerts", "unit_sessions", "unit_energy", "unit_checkpoints", "unit_dirty", "monitor_leases", "monitor_members"} {
			if _, err := tx.Exec("DELETE FROM " + t); err != nil {
				return err
			}
		}
		for _, u := range units {
			if _, err := tx.Exec(tx.Rebind("INSERT INTO unit_dirty (unit_ref, since) VALUES (?, 0)"), u); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}
