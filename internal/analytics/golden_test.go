package analytics_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/analytics"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// One organisation's rating tree for March 2026, with each unit's rating
// details and the top-N chart: the same golden file on SQLite and on
// PostgreSQL (refresh with -update and review the diff).
func TestRatingTreeGolden(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFleet(t, db, worldConfig(2, 4, 11, 5*time.Minute, sim.DefaultEnvironment,
			sim.Fault{Site: 1, Unit: 1, Alert: sim.CompressorMalfunction, Variant: "relay_off", After: monthStart.AddDate(0, 0, 3)},
			sim.Fault{Site: 1, Unit: 1, Alert: sim.CompressorMalfunction, Variant: "no_current", After: monthStart.AddDate(0, 0, 15)},
			sim.Fault{Site: 2, Unit: 1, Alert: sim.MilkLiftedUndercooled, After: monthStart.AddDate(0, 0, 9)},
			sim.Fault{Site: 2, Unit: 2, Alert: sim.CIPNotDone, After: monthStart.AddDate(0, 0, 20)},
		))
		f.runMonth(nil)
		tree, err := f.svc.Tree(t.Context(), f.admin, "DemoDairy", "2026-03-01", "2026-03-31")
		if err != nil {
			t.Fatal(err)
		}
		if tree.Content == nil || tree.Content.RatedUnits != 4 || tree.Provisional {
			t.Fatalf("tree: %+v", tree.Content)
		}
		var details []*analytics.UnitRating
		for _, bmc := range []string{"SIM-S01-C1", "SIM-S01-C2", "SIM-S02-C1", "SIM-S02-C2"} {
			details = append(details, f.details(bmc))
		}
		chart, err := f.svc.Chart(t.Context(), f.admin, analytics.ChartQuery{ChartID: analytics.HomePageChart, Order: "Bottom", Limit: "5",
			Attribute: "By Chilling Duration", FromDate: "2026-03-01", ToDate: "2026-03-31"})
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "rating_tree_2026-03.json", f.stableIDs(map[string]any{"tree": tree, "details": details, "chart": chart}))
	})
}

// stableIDs answers v as JSON with the random uuids of units and sites
// replaced by their BMC and site ids, so that every database gives the
// same file.
func (f *fleet) stableIDs(v any) json.RawMessage {
	f.t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		f.t.Fatal(err)
	}
	var ids []struct {
		UUID string `db:"uuid"`
		Name string `db:"name"`
	}
	if err := f.db.Select(f.t.Context(), &ids, `SELECT uuid, 'unit:' || customer_bmc_id AS name FROM chilling_units
		UNION ALL SELECT site_uuid AS uuid, 'site:' || site_code AS name FROM sites`); err != nil {
		f.t.Fatal(err)
	}
	var pairs []string
	for _, x := range ids {
		pairs = append(pairs, x.UUID, x.Name)
	}
	return json.RawMessage(strings.NewReplacer(pairs...).Replace(string(b)))
}
