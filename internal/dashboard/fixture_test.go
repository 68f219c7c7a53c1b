package dashboard_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// now is the fixture's clock: windows end here unless a call says otherwise.
var now = time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)

// ago is a time before now.
func ago(d time.Duration) int64 { return now.Add(-d).UnixMilli() }

// fixture is the read model's input written as plain rows: organisation A
// (a dairy and its chilling centre) with two sites and eight units in
// every state, organisation B with one site and one unit, and their
// events, alerts, sessions and samples.
type fixture struct {
	svc      *dashboard.Service
	db       *storage.DB
	a, a1, b *auth.Principal
	unit     map[string]string // uuid by BMC id (U1…U9)
	ref      map[string]int64  // unit row id by BMC id
	siteUUID map[string]string // by site code
	alertU1  string            // U1's cleared compressor alert
	alertU2  string            // U2's active milk_undercooled alert
	alertU4  string            // U4's grid_off_stage_2 alert
	alertB   string            // B's panel_trip alert
	eventU1  string            // U1's agitator_on event
}

func newFixture(t testing.TB, db *storage.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := db.Exec(ctx, q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	f := &fixture{db: db, unit: map[string]string{}, ref: map[string]int64{}, siteUUID: map[string]string{},
		a:  &auth.Principal{UserName: "alpha.admin", ScopePath: "/10/", Privileges: auth.NewSet(auth.AllPrivilege)},
		a1: &auth.Principal{UserName: "alpha.centre", ScopePath: "/10/11/"},
		b:  &auth.Principal{UserName: "beta.user", ScopePath: "/20/"}}
	for _, o := range []struct {
		id     int64
		name   string
		parent any
		path   string
	}{{10, "Alpha", nil, "/10/"}, {11, "AlphaCentre", int64(10), "/10/11/"}, {12, "AlphaPlant", int64(10), "/10/12/"},
		{20, "Beta", nil, "/20/"}, {21, "BetaCentre", int64(20), "/20/21/"}} {
		exec(`INSERT INTO organizations (id, org_name, org_name_key, org_display_name, org_type, parent_id, path, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'dairy_cooperative', ?, ?, 0, 0)`, o.id, o.name, o.name, o.name, o.parent, o.path)
	}
	sites := []struct {
		id          int64
		code, name  string
		org, subOrg int64
	}{{1, "AN-1", "Alpha North", 10, 11}, {2, "AS-1", "Alpha South", 10, 11}, {3, "AP-1", "Alpha Plant", 10, 12}, {4, "BO-1", "Beta One", 20, 21}}
	for _, s := range sites {
		f.siteUUID[s.code] = fmt.Sprintf("site-%d", s.id)
		exec(`INSERT INTO sites (id, site_code, site_code_key, site_name, site_uuid, org_id, sub_org_id, locale, zone_id, country, state,
			district, pin_code, village_town_city, address_line1, latitude, longitude, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, 'en-IN', 'Asia/Kolkata', 'IN', 'IN-MH', 'Pune', '411038', 'Pune', 'Road', 18.5, 73.8, 0, 0)`,
			s.id, s.code, s.code, s.name, f.siteUUID[s.code], s.org, s.subOrg)
	}
	// Units and their states (U5 never reported; U9's state is the engine's "unknown").
	units := []struct {
		id    int64
		code  string
		site  int64
		state string
	}{{1, "U1", 1, "chilled"}, {2, "U2", 1, "chilling"}, {3, "U3", 1, "under chilled"}, {7, "U7", 1, "others"},
		{4, "U4", 2, "power off"}, {5, "U5", 2, ""}, {8, "U8", 2, "out of service"}, {9, "U9", 2, "unknown"}, {6, "U6", 4, "chilled"}}
	for i, u := range units {
		f.unit[u.code], f.ref[u.code] = fmt.Sprintf("unit-%s", u.code), u.id
		exec(`INSERT INTO chilling_units (id, site_ref, uuid, position, product_type, unit_code, customer_bmc_id, name, capacity, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'BMC', ?, ?, ?, 2000, 0, 0)`, u.id, u.site, f.unit[u.code], i, u.code, "C-"+u.code, "Tank "+u.code)
		if u.state != "" {
			exec(`INSERT INTO unit_status (unit_ref, state, state_since, received_at, volume, temperature, horizon) VALUES (?, ?, ?, ?, ?, ?, ?)`,
				u.id, u.state, ago(3*time.Hour), ago(time.Minute), 1000+float64(u.id), 4.0, ago(time.Minute))
		}
	}
	event := func(unit, name string, d time.Duration) string {
		exec(`INSERT INTO unit_events (unit_ref, row_key, at, name, volume, temperature) VALUES (?, ?, ?, ?, 1500, 3.9)`,
			f.ref[unit], fmt.Sprintf("event/%s/%d", name, ago(d)), ago(d), name)
		return dashboard.EventID(f.unit[unit], name, ago(d))
	}
	f.eventU1 = event("U1", "agitator_on", time.Hour)
	event("U1", "grid_off", 2*time.Hour)
	event("U1", "chilling_started", 30*time.Hour)
	event("U4", "grid_on", 3*time.Hour)
	event("U6", "milk_lifted", time.Hour)
	alert := func(unit, rule string, raised, cleared time.Duration, stages ...string) string {
		start := ago(raised + 5*time.Minute)
		episode := fmt.Sprintf("alert/%s/%d", rule, start)
		id := fmt.Sprintf("%s.%s.%d", f.unit[unit], rule, start)
		var clearedAt any
		if cleared > 0 {
			clearedAt = ago(cleared)
		}
		exec(`INSERT INTO alerts (alert_id, unit_ref, episode, alert, stage, since, raised_at, stage_at, cleared_at, volume, temperature)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1500, 6.2)`, id, f.ref[unit], episode, stages[len(stages)-1], len(stages), start, ago(raised), ago(raised), clearedAt)
		for i, alertType := range stages {
			change := "raised"
			if i > 0 {
				change = "escalated"
			}
			when := ago(raised) + int64(i)*60_000
			exec(`INSERT INTO alert_changes (unit_ref, row_key, at, episode, alert, change, stage, since, volume, temperature)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1500, 6.2)`, f.ref[unit], fmt.Sprintf("%s/%d", episode, i+1), when, episode, alertType, change, i+1, start)
		}
		if cleared > 0 {
			exec(`INSERT INTO alert_changes (unit_ref, row_key, at, episode, alert, change, stage, since, volume, temperature)
				VALUES (?, ?, ?, ?, ?, 'cleared', ?, ?, 1500, 6.2)`, f.ref[unit], episode+"/clear", ago(cleared), episode, stages[len(stages)-1], len(stages), start)
		}
		return id
	}
	f.alertU1 = alert("U1", "compressor_malfunction", 5*time.Hour, 4*time.Hour, "compressor_malfunction", "compressor_malfunction")
	f.alertU2 = alert("U2", "milk_undercooled", time.Hour, 0, "milk_undercooled")
	f.alertU4 = alert("U4", "grid_off", 2*time.Hour, 0, "grid_off_stage_2")
	alert("U3", "tss_temp_alert", 50*time.Hour, 49*time.Hour, "tss_temp_alert")
	f.alertB = alert("U6", "panel_trip", time.Hour, 0, "panel_trip")
	session := func(unit, kind, date string, maxVolume float64) {
		exec(`INSERT INTO unit_sessions (unit_ref, row_key, at, kind, event_date, start_at, end_at, payload) VALUES (?, ?, 0, ?, ?, 0, 0, ?)`,
			f.ref[unit], fmt.Sprintf("session/%s/%s/%v", kind, date, maxVolume), kind, date, fmt.Sprintf(`{"kind": %q, "maxVolume": %v}`, kind, maxVolume))
	}
	session("U1", "chilling", "2026-11-19", 1500)
	session("U2", "chilling", "2026-11-19", 500.5)
	session("U1", "milk_lifting", "2026-11-19", 1600)
	session("U1", "chilling", "2026-11-20", 1200)
	session("U6", "chilling", "2026-11-19", 999)
	sample := func(unit, signal string, t time.Time, v float64) {
		if err := db.Partition(context.Background(), "samples", t.UnixMilli()); err != nil {
			panic(err)
		}
		exec(`INSERT INTO samples (unit_ref, process_time, signal, value) VALUES (?, ?, ?, ?)`, f.ref[unit], t.UnixMilli(), signal, v)
	}
	today := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
	sample("U1", "volume", today.Add(30*time.Minute), 1000)
	sample("U1", "volume", today.Add(5*time.Hour+30*time.Minute), 1500)
	sample("U1", "compressor", today.Add(5*time.Hour+30*time.Minute), 1)
	sample("U2", "volume", today.Add(-time.Hour), 300)
	sample("U6", "volume", today.Add(time.Hour), 5000)
	f.svc = dashboard.NewService(db, site.NewService(db, nil, nil), telemetry.NewStore(db))
	f.svc.Now = func() time.Time { return now }
	return f
}
