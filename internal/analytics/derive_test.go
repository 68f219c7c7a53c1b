package analytics_test

import (
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/analytics"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestConcurrentDerivers: processes sharing a database each run a
// deriver. Taking the same marks at once, each succeeds, every mark is
// used, and the KPI rows are those one deriver writes alone.
func TestConcurrentDerivers(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFleet(t, db, worldConfig(1, 3, 5, 5*time.Minute, sim.DefaultEnvironment))
		f.store(f.w.Advance(monthStart.Add(3 * 24 * time.Hour)))
		for range 3 {
			if err := f.runner.Sync(t.Context()); err != nil {
				t.Fatal(err)
			}
		}
		rows := func() []analytics.Day {
			var n int
			if err := db.Get(t.Context(), &n, `SELECT COUNT(*) FROM kpi_dirty`); err != nil || n != 0 {
				t.Fatalf("%d marks left (%v)", n, err)
			}
			var days []analytics.Day
			if err := db.Select(t.Context(), &days, `SELECT * FROM unit_kpis ORDER BY unit_ref, day`); err != nil {
				t.Fatal(err)
			}
			return days
		}
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for i := range errs {
			wg.Go(func() { errs[i] = analytics.NewDeriver(db).Sync(t.Context()) })
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("deriver %d: %v", i, err)
			}
		}
		together := rows()
		if len(together) < 9 {
			t.Fatalf("%d KPI rows, want 3 units × 3 days or more", len(together))
		}
		if _, err := db.Exec(t.Context(), `INSERT INTO kpi_dirty (unit_ref, since) SELECT id, 0 FROM chilling_units`); err != nil {
			t.Fatal(err)
		}
		if err := analytics.NewDeriver(db).Sync(t.Context()); err != nil {
			t.Fatal(err)
		}
		alone := rows()
		if len(alone) != len(together) {
			t.Fatalf("%d rows alone, %d together", len(alone), len(together))
		}
		for i := range alone {
			if alone[i] != together[i] {
				t.Fatalf("row %d: alone %+v, together %+v", i, alone[i], together[i])
			}
		}
	})
}
