package dashboard_test

import (
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

func TestOverallVolume(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		g := must(f.svc.OverallVolume(t.Context(), f.a, "", ""))
		if len(g.Points) != dashboard.DefaultVolumeDays || g.Points[0].Date != "2026-10-22" || g.Points[29].Date != "2026-11-20" {
			t.Fatalf("default range = %d points, %v … %v", len(g.Points), g.Points[0], g.Points[len(g.Points)-1])
		}
		if p := g.Points[28]; p.Volume != 2000.5 || p.Sessions != 2 {
			t.Errorf("2026-11-19 = %+v (chilling sessions of A only, liftings left out)", p)
		}
		if p := g.Points[29]; p.Volume != 1200 || p.Sessions != 1 {
			t.Errorf("2026-11-20 = %+v", p)
		}
		b := must(f.svc.OverallVolume(t.Context(), f.b, "2026-11-19", "2026-11-19T10:00:00Z"))
		if len(b.Points) != 1 || b.Points[0].Volume != 999 {
			t.Errorf("B = %+v", b.Points)
		}
		for _, c := range []struct{ start, end, field string }{
			{"19/11/2026", "", "startDate"}, {"", "later", "endDate"}, {"2026-11-20", "2026-11-19", "endDate"}, {"2025-01-01", "2026-11-19", "startDate"},
		} {
			if _, err := f.svc.OverallVolume(t.Context(), f.a, c.start, c.end); !isField(err, c.field) {
				t.Errorf("%q…%q: %v, want an error on %s", c.start, c.end, err, c.field)
			}
		}
	})
}

// The volume of today reads each unit's last volume: a unit silent since
// an earlier day holds it in a compacted block, and the answers do not
// change once the earlier days are compacted.
func TestOverallVolumeToday(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		check := func(when string) {
			t.Helper()
			g := must(f.svc.OverallVolumeToday(t.Context(), f.a))
			if len(g.Points) != 13 || !g.Points[0].Time.Equal(time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)) {
				t.Fatalf("%s: points = %+v", when, g.Points)
			}
			for h, want := range map[int]float64{0: 1300, 4: 1300, 5: 1800, 12: 1800} {
				if got := g.Points[h].Volume; got != want {
					t.Errorf("%s: hour %d = %v, want %v", when, h, got, want)
				}
			}
			b := must(f.svc.OverallVolumeToday(t.Context(), f.b))
			if b.Points[0].Volume != 0 || b.Points[1].Volume != 5000 {
				t.Errorf("%s: B = %+v", when, b.Points[:2])
			}
		}
		check("as rows")
		c, err := telemetry.NewStore(db).Compact(t.Context(), time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC))
		if err != nil || c.Samples == 0 {
			t.Fatalf("compacting the days before today: %+v, %v", c, err)
		}
		check("compacted")
		f.svc.Now = func() time.Time { return time.Date(2026, 11, 20, 0, 10, 0, 0, time.UTC) }
		if g := must(f.svc.OverallVolumeToday(t.Context(), f.a)); len(g.Points) != 1 || g.Points[0].Volume != 300 {
			t.Errorf("just after midnight = %+v", g.Points)
		}
	})
}
