package analytics_test

import (
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/analytics"
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

// March 2026 at sites in India: the tests' month.
var (
	ist        = mustZone("Asia/Kolkata")
	monthStart = time.Date(2026, 3, 1, 0, 0, 0, 0, ist)
	monthEnd   = time.Date(2026, 4, 1, 0, 0, 0, 0, ist)
	// now is after the month closed: its ratings are final.
	now = monthEnd.Add(6 * time.Hour)
)

func mustZone(name string) *time.Location {
	z, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return z
}

// fleet is a provisioned simulated world whose data went through
// ingestion, the engine runner and the KPI deriver.
type fleet struct {
	t       testing.TB
	db      *storage.DB
	svcs    *app.Services
	svc     *analytics.Service
	admin   *auth.Principal
	runner  *monitor.Runner
	deriver *analytics.Deriver
	devices map[string]telemetry.Device
	tokens  map[string]string
	w       *sim.World
}

// worldConfig is a month of sites in India.
func worldConfig(sites, units int, seed uint64, interval time.Duration, env sim.Environment, faults ...sim.Fault) sim.Config {
	return sim.Config{Sites: sites, Units: units, Seed: seed, Start: monthStart, Interval: interval,
		Zones: []string{"Asia/Kolkata"}, Env: env, Faults: sim.FaultOptions{Faults: faults}}
}

// newFleet provisions the world's organisation, sites and devices.
func newFleet(t testing.TB, db *storage.DB, cfg sim.Config) *fleet {
	t.Helper()
	w, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := config.Load(nil, nil, io.Discard)
	svcs, err := app.NewServices(t.Context(), db, app.Settings(c))
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
	return &fleet{t: t, db: db, svcs: svcs, w: w, tokens: tokens, devices: map[string]telemetry.Device{},
		svc:     analytics.NewService(db, svcs.Orgs, func() time.Time { return now }),
		admin:   &auth.Principal{UserName: "admin", Platform: true, ScopePath: "/", Privileges: auth.NewSet(auth.AllPrivilege)},
		runner:  monitor.New(db, nil, monitor.Config{Now: func() time.Time { return now }}),
		deriver: analytics.NewDeriver(db)}
}

// store ingests deliveries as the ingestion endpoint does.
func (f *fleet) store(ds []sim.Delivery) {
	t := f.t
	t.Helper()
	var batches []telemetry.Batch
	for _, d := range ds {
		dev, ok := f.devices[d.Serial]
		if !ok {
			var err error
			if dev, err = f.svcs.Telemetry.Authenticate(t.Context(), d.Serial, f.tokens[d.Serial]); err != nil {
				t.Fatalf("%s: %v", d.Serial, err)
			}
			f.devices[d.Serial] = dev
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
		if _, err := f.svcs.Telemetry.Append(t.Context(), batches); err != nil {
			t.Fatal(err)
		}
	}
}

// derive runs the engine over what was stored, then the KPI deriver.
func (f *fleet) derive() {
	f.t.Helper()
	for range 3 {
		if err := f.runner.Sync(f.t.Context()); err != nil {
			f.t.Fatal(err)
		}
	}
	if err := f.deriver.Sync(f.t.Context()); err != nil {
		f.t.Fatal(err)
	}
}

// runMonth simulates the month day by day, deriving after each; hold
// keeps the deliveries it answers true for aside (answered).
func (f *fleet) runMonth(hold func(sim.Delivery) bool) (held []sim.Delivery) {
	for day := monthStart; day.Before(monthEnd); day = day.Add(24 * time.Hour) {
		var now []sim.Delivery
		for _, d := range f.w.Advance(day.Add(24 * time.Hour)) {
			if hold != nil && hold(d) {
				held = append(held, d)
				continue
			}
			now = append(now, d)
		}
		f.store(now)
		f.derive()
	}
	f.store(f.w.Advance(monthEnd.Add(2 * time.Hour)))
	f.store(f.w.Flush())
	f.derive()
	return held
}

// unitUUID answers the uuid of a simulated unit (SIM-S01-C1 style BMC id).
func (f *fleet) unitUUID(bmc string) string {
	f.t.Helper()
	var uuid string
	if err := f.db.Get(f.t.Context(), &uuid, `SELECT uuid FROM chilling_units WHERE customer_bmc_id = ?`, bmc); err != nil {
		f.t.Fatalf("unit %s: %v", bmc, err)
	}
	return uuid
}

// details answers a unit's rating for March.
func (f *fleet) details(bmc string) *analytics.UnitRating {
	f.t.Helper()
	r, err := f.svc.Details(f.t.Context(), f.admin, f.unitUUID(bmc), "2026-03-01", "2026-03-31")
	if err != nil {
		f.t.Fatal(err)
	}
	return r
}

// leaves maps each leaf's name to its rating (-1 when none).
func leaves(n *analytics.RatingNode) map[string]float64 {
	out := map[string]float64{}
	var walk func(n *analytics.RatingNode)
	walk = func(n *analytics.RatingNode) {
		if len(n.Attributes) == 0 {
			out[n.AttributeName] = -1
			if n.Rating != nil {
				out[n.AttributeName] = *n.Rating
			}
		}
		for _, c := range n.Attributes {
			walk(c)
		}
	}
	walk(n)
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
		t.Errorf("%s differs from the golden file; run go test ./internal/analytics -update and review the diff", name)
		w, g := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
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
}
