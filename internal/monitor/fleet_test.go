package monitor_test

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/demo"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// fleet is a simulated world's sites provisioned on a database, whose
// devices' records go through ingestion's checks and store.
type fleet struct {
	t       testing.TB
	db      *storage.DB
	store   *telemetry.Store
	tokens  map[string]string
	devices map[string]telemetry.Device
}

func newFleet(t testing.TB, db *storage.DB, w *sim.World) *fleet {
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
	return &fleet{t: t, db: db, store: svcs.Telemetry, tokens: tokens, devices: map[string]telemetry.Device{}}
}

// deliver stores deliveries as ingestion does (the device's credential,
// each record's shape), in one transaction.
func (f *fleet) deliver(ds ...sim.Delivery) {
	f.t.Helper()
	ctx := f.t.Context()
	var batches []telemetry.Batch
	for _, d := range ds {
		dev, ok := f.devices[d.Serial]
		if !ok {
			var err error
			if dev, err = f.store.Authenticate(ctx, d.Serial, f.tokens[d.Serial]); err != nil {
				f.t.Fatalf("%s: %v", d.Serial, err)
			}
			f.devices[d.Serial] = dev
		}
		b := telemetry.Batch{Device: dev}
		for _, rec := range d.Records {
			r, bad := telemetry.Parse(dev.Type, rec.Body, "", d.At.Add(time.Hour))
			if bad != nil {
				f.t.Fatalf("%s: %v", d.Serial, bad)
			}
			b.Readings = append(b.Readings, r)
		}
		batches = append(batches, b)
	}
	if _, err := f.store.Append(ctx, batches); err != nil {
		f.t.Fatal(err)
	}
}

// clock is a settable time for runners.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time { return c.now }

// sync runs one pass of each runner, failing the test on an error.
func sync(t testing.TB, rs ...*monitor.Runner) {
	t.Helper()
	for _, r := range rs {
		if err := r.Sync(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
}

// derived answers every derived row of a database, keyed by unit name,
// table and row key, with unit ids and uuids replaced by the unit's name so
// that two databases of the same world compare.
func derived(t testing.TB, db *storage.DB) map[string]string {
	t.Helper()
	var units []struct {
		ID   int64  `db:"id"`
		UUID string `db:"uuid"`
		Name string `db:"customer_bmc_id"`
	}
	if err := db.Select(t.Context(), &units, `SELECT id, uuid, customer_bmc_id FROM chilling_units`); err != nil {
		t.Fatal(err)
	}
	name, uuids := map[int64]string{}, map[string]string{}
	for _, u := range units {
		name[u.ID], uuids[u.UUID] = u.Name, u.Name
	}
	out := map[string]string{}
	for _, q := range []struct{ table, key, cols string }{
		{"unit_status", "'status'", "state, state_since, received_at, volume, temperature"},
		{"unit_states", "row_key", "at, state, received_at"},
		{"unit_events", "row_key", "at, name, volume, temperature"},
		{"alert_changes", "row_key", "at, episode, alert, change, stage, since, volume, temperature"},
		{"alerts", "alert_id", "episode, alert, stage, since, raised_at, stage_at, cleared_at, volume, temperature"},
		{"unit_sessions", "row_key", "at, kind, event_date, start_at, end_at, payload"},
		{"unit_energy", "row_key", "at, site_date, payload"},
	} {
		rows, err := db.R.QueryContext(t.Context(), fmt.Sprintf("SELECT unit_ref, %s, %s FROM %s", q.key, q.cols, q.table))
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for i, v := range vals[2:] {
				if s, ok := v.([]byte); ok {
					v = string(s)
				}
				fmt.Fprintf(&b, "%s=%v ", cols[i+2], v)
			}
			key := fmt.Sprint(vals[1])
			if s, ok := vals[1].([]byte); ok {
				key = string(s)
			}
			for u, n := range uuids {
				key = strings.ReplaceAll(key, u, n)
			}
			unit := name[toInt(vals[0])]
			out[unit+" "+q.table+" "+key] = b.String()
		}
		if err := errors.Join(rows.Err(), rows.Close()); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func toInt(v any) int64 {
	switch x := v.(type) {
	case int64:
		return x
	case int32:
		return int64(x)
	}
	panic(fmt.Sprintf("unit_ref %T", v))
}

// compare reports every row that differs between got and want.
func compare(t testing.TB, got, want map[string]string) {
	t.Helper()
	bad := 0
	for _, k := range slices.Sorted(maps.Keys(want)) {
		if got[k] != want[k] && bad < 20 {
			t.Errorf("%s:\n got %s\nwant %s", k, got[k], want[k])
			bad++
		}
	}
	for _, k := range slices.Sorted(maps.Keys(got)) {
		if _, ok := want[k]; !ok && bad < 20 {
			t.Errorf("%s: unexpected row %s", k, got[k])
			bad++
		}
	}
}

// count answers a counting query's result.
func count(t testing.TB, db *storage.DB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Get(t.Context(), &n, q, args...); err != nil {
		t.Fatal(err)
	}
	return n
}
