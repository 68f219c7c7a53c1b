package report_test

import (
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/demo"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// month is the golden files' world: March 2026 at two sites in India.
var (
	ist        = mustZone("Asia/Kolkata")
	monthStart = time.Date(2026, 3, 1, 0, 0, 0, 0, ist)
	monthEnd   = time.Date(2026, 4, 1, 0, 0, 0, 0, ist)
)

func mustZone(name string) *time.Location {
	z, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return z
}

// fleet is a provisioned simulated world whose month of data went through
// ingestion and the engine runner.
type fleet struct {
	db    *storage.DB
	svcs  *app.Services
	admin *auth.Principal
	units []unit
}

type unit struct {
	UUID string `db:"uuid"`
	BMC  string `db:"customer_bmc_id"`
}

// newFleet simulates a month of 3 units at 2 sites (a realistic rural
// environment: power cuts, generator outages, link drops with late
// bursts), with an undercooled lifting, stores it as ingestion does and
// derives it with the runner.
func newFleet(t testing.TB, db *storage.DB) *fleet {
	t.Helper()
	w, err := sim.New(sim.Config{Sites: 2, Units: 3, Seed: 11, Start: monthStart, Interval: 5 * time.Minute,
		Zones: []string{"Asia/Kolkata"}, Env: sim.DefaultEnvironment,
		Faults: sim.FaultOptions{Faults: []sim.Fault{
			{Site: 1, Unit: 1, Alert: sim.MilkLiftedUndercooled, After: monthStart.Add(5 * 24 * time.Hour)},
			{Site: 2, Unit: 1, Alert: sim.MilkLiftedUndercooled, After: monthStart.Add(17 * 24 * time.Hour)},
		}}})
	if err != nil {
		t.Fatal(err)
	}
	f, tokens := provision(t, db, w)
	svcs := f.svcs
	// The second unit has its own cost record; the others use the defaults.
	if _, err := db.Exec(t.Context(), `INSERT INTO chilling_costs (unit_ref, grid_usage_hour_when_not_chilling, grid_usage_hour_when_chilling,
		grid_usage_cost_unit, dg_fuel_usage_hour_when_not_chilling, dg_fuel_usage_hour_when_chilling, dg_fuel_cost_per_liter, updated_at)
		SELECT id, 0.5, 4.2, 6.5, 1.1, 2.4, 94.0, 0 FROM chilling_units WHERE customer_bmc_id = ?`, f.units[1].BMC); err != nil {
		t.Fatal(err)
	}
	devices := map[string]telemetry.Device{}
	store := func(ds []sim.Delivery) {
		var batches []telemetry.Batch
		for _, d := range ds {
			dev, ok := devices[d.Serial]
			if !ok {
				if dev, err = svcs.Telemetry.Authenticate(t.Context(), d.Serial, tokens[d.Serial]); err != nil {
					t.Fatalf("%s: %v", d.Serial, err)
				}
				devices[d.Serial] = dev
			}
			b := telemetry.Batch{Device: dev}
			for _, rec := range d.Records {
				r, bad := telemetry.Parse(dev.Type, rec.Body, "", d.At.Add(time.Hour))
				if bad != nil {
					t.Fatalf("%s: %v", d.Serial, bad)
				}
				b.Readings = append(b.Readings, r)
			}
			batches = append(batches, b)
		}
		if len(batches) > 0 {
			if _, err := svcs.Telemetry.Append(t.Context(), batches); err != nil {
				t.Fatal(err)
			}
		}
	}
	now := monthEnd.Add(6 * time.Hour)
	r := monitor.New(db, nil, monitor.Config{Now: func() time.Time { return now }})
	for day := monthStart; day.Before(monthEnd); day = day.Add(24 * time.Hour) {
		store(w.Advance(day.Add(24 * time.Hour)))
		if err := r.Sync(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	store(w.Advance(monthEnd.Add(2 * time.Hour)))
	store(w.Flush())
	for range 3 {
		if err := r.Sync(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

// provision seeds a world's organisation, sites and devices.
func provision(t testing.TB, db *storage.DB, w *sim.World) (*fleet, map[string]string) {
	t.Helper()
	cfg, _ := config.Load(nil, nil, io.Discard)
	svcs, err := app.NewServices(t.Context(), db, app.Settings(cfg))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := app.Bootstrap(t.Context(), svcs, "Admin12345", io.Discard); err != nil {
		t.Fatal(err)
	}
	tokens, err := demo.SeedFleet(t.Context(), demo.Services{Orgs: svcs.Orgs, Users: svcs.Users, Sites: svcs.Sites, Telemetry: svcs.Telemetry}, w)
	if err != nil {
		t.Fatal(err)
	}
	f := &fleet{db: db, svcs: svcs, admin: &auth.Principal{Platform: true, ScopePath: "/"}}
	if err := db.Select(t.Context(), &f.units, `SELECT uuid, customer_bmc_id FROM chilling_units ORDER BY customer_bmc_id`); err != nil {
		t.Fatal(err)
	}
	return f, tokens
}

// newEmptyFleet provisions one site of two units without data.
func newEmptyFleet(t testing.TB, db *storage.DB) *fleet {
	t.Helper()
	w, err := sim.New(sim.Config{Sites: 1, Units: 2, Seed: 1, Start: monthStart, Zones: []string{"Asia/Kolkata"}})
	if err != nil {
		t.Fatal(err)
	}
	f, _ := provision(t, db, w)
	return f
}

func (f *fleet) uuids() []string {
	out := make([]string, len(f.units))
	for i, u := range f.units {
		out[i] = u.UUID
	}
	return out
}

// golden compares v, as indented JSON, with testdata/name; -update
// rewrites the file.
func golden(t *testing.T, name string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs from the golden file; run go test ./internal/report -update and review the diff", name)
		diffLines(t, string(want), string(got))
	}
}

// diffLines reports the first lines where want and got differ.
func diffLines(t *testing.T, want, got string) {
	t.Helper()
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	shown := 0
	for i := 0; i < max(len(w), len(g)) && shown < 10; i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			t.Errorf("line %d:\nwant %s\n got %s", i+1, a, b)
			shown++
		}
	}
}
