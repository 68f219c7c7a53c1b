package demo_test

import (
	"context"
	"io"
	"sync"
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
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// server answers a new server's services on SQLite, with the
// configuration's defaults.
func server(t *testing.T) (*storage.DB, *app.Services, config.Config) {
	t.Helper()
	db := storagetest.SQLite(t)
	cfg, _ := config.Load(nil, nil, io.Discard)
	svcs, err := app.NewServices(t.Context(), db, app.Settings(cfg))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := app.Bootstrap(t.Context(), svcs, "Admin12345", io.Discard); err != nil {
		t.Fatal(err)
	}
	return db, svcs, cfg
}

func TestDemo(t *testing.T) {
	db, svcs, _ := server(t)
	s := demo.Services{Orgs: svcs.Orgs, Users: svcs.Users, Sites: svcs.Sites, Telemetry: svcs.Telemetry}
	now := time.Date(2026, 11, 21, 6, 0, 0, 0, time.UTC)
	svcs.Telemetry.Now = func() time.Time { return now }
	run := func(backfill time.Duration) {
		ctx, cancel := context.WithCancel(t.Context())
		defer cancel()
		err := demo.Run(ctx, s, demo.Options{Now: func() time.Time { return now }, Backfill: backfill,
			Progress: func(st sim.Stats) {
				if !st.Now.Before(now.Add(-time.Minute)) {
					cancel() // the backfill has reached the present
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
	}
	count := func(query string) int {
		var n int
		if err := db.Get(t.Context(), &n, query); err != nil {
			t.Fatal(err)
		}
		return n
	}

	run(3 * time.Hour)
	sites := count(`SELECT COUNT(*) FROM sites s JOIN organizations o ON o.id = s.org_id WHERE o.org_name = 'DemoDairy'`)
	units := count(`SELECT COUNT(*) FROM chilling_units`)
	users := count(`SELECT COUNT(*) FROM users WHERE user_name LIKE 'demo.%'`)
	if sites != demo.Sites || units != demo.Units || users != len(demo.Users) {
		t.Errorf("fleet = %d sites, %d units, %d users; want %d, %d, %d", sites, units, users, demo.Sites, demo.Units, len(demo.Users))
	}
	readings := count(`SELECT COUNT(*) FROM readings`)
	if readings < demo.Units*3*170 { // three devices a unit, a reading a minute for about three hours
		t.Errorf("readings after a 3 h backfill = %d", readings)
	}
	if n := count(`SELECT COUNT(DISTINCT unit_ref) FROM samples WHERE signal = 'milkTemperature'`); n != demo.Units {
		t.Errorf("units with temperature samples = %d, want %d", n, demo.Units)
	}
	for _, u := range demo.Users {
		if _, err := svcs.Auth.Login(t.Context(), u.Name, demo.UserPassword, "127.0.0.1", "test"); err != nil {
			t.Errorf("%s cannot sign in: %v", u.Name, err)
		}
	}

	// A second start an hour later keeps the fleet, gives the devices new
	// credentials, fills the hour it was stopped and goes on.
	stopped := now
	now = now.Add(time.Hour)
	run(3 * time.Hour)
	if again := count(`SELECT COUNT(*) FROM sites`); again != sites {
		t.Errorf("a second start made %d sites, want %d", again, sites)
	}
	if more := count(`SELECT COUNT(*) FROM readings`); more <= readings {
		t.Errorf("readings after the second start = %d, want more than %d", more, readings)
	}
	var gaps []struct {
		Unit int64 `db:"unit_ref"`
		N    int   `db:"n"`
	}
	if err := db.Select(t.Context(), &gaps, `SELECT unit_ref, COUNT(*) AS n FROM samples
		WHERE signal = 'milkTemperature' AND process_time > ? AND process_time < ? GROUP BY unit_ref`,
		stopped.UnixMilli(), now.Add(-time.Minute).UnixMilli()); err != nil {
		t.Fatal(err)
	}
	if len(gaps) != demo.Units {
		t.Errorf("units with samples in the hour the demo was stopped = %d, want %d", len(gaps), demo.Units)
	}
	for _, g := range gaps {
		if g.N < 50 { // a reading a minute
			t.Errorf("unit %d has %d temperature samples in the hour the demo was stopped, want about 60", g.Unit, g.N)
		}
	}
}

// clock is a wall clock that moves only when the demo's runner sleeps.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	return ctx.Err()
}

// With the rural delivery profile (the server's default) the demo still
// brings live data, 20–60 s after its time, while its history is stored at
// once: every reading before the start arrives when the run starts, and
// every unit has readings after it.
func TestRuralDeliveryBringsLiveData(t *testing.T) {
	db, svcs, cfg := server(t)
	rural, err := sim.ParseProfile(cfg.DemoDelivery)
	if err != nil || rural.String() != "rural" {
		t.Fatalf("the server's default delivery profile is %v, %v; want rural", rural, err)
	}
	live := time.Date(2026, 11, 21, 6, 0, 0, 0, time.UTC)
	c := &clock{now: live}
	svcs.Telemetry.Now = c.Now
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	s := demo.Services{Orgs: svcs.Orgs, Users: svcs.Users, Sites: svcs.Sites, Telemetry: svcs.Telemetry}
	err = demo.Run(ctx, s, demo.Options{Now: c.Now, Sleep: c.Sleep, Backfill: time.Hour, PreviousMonth: -1, Delivery: rural,
		Progress: func(st sim.Stats) {
			if !st.Now.Before(live.Add(5 * time.Minute)) {
				cancel() // five minutes of live data
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct {
		Serial   string `db:"serial_key"`
		At       int64  `db:"process_time"`
		Received int64  `db:"received_at"`
	}
	if err := db.Select(t.Context(), &rows, `SELECT serial_key, process_time, received_at FROM readings`); err != nil {
		t.Fatal(err)
	}
	history, liveSerials := 0, map[string]bool{}
	for _, r := range rows {
		at, lag := time.UnixMilli(r.At), time.Duration(r.Received-r.At)*time.Millisecond
		switch {
		case at.Before(live):
			if !time.UnixMilli(r.Received).Equal(live) {
				t.Fatalf("%s: reading of %s of the history received at %s, want at once", r.Serial, at, time.UnixMilli(r.Received))
			}
			history++
		case lag < 20*time.Second || lag >= time.Minute:
			t.Fatalf("%s: live reading of %s received %v after its time, want 20–60 s", r.Serial, at, lag)
		default:
			liveSerials[r.Serial] = true
		}
	}
	var devices int
	if err := db.Get(t.Context(), &devices, `SELECT COUNT(*) FROM devices`); err != nil {
		t.Fatal(err)
	}
	if history < devices*55 || len(liveSerials) != devices {
		t.Errorf("%d readings of the last hour, live readings from %d devices; want about %d and %d", history, len(liveSerials), devices*60, devices)
	}
	var units int
	if err := db.Get(t.Context(), &units, `SELECT COUNT(DISTINCT unit_ref) FROM samples WHERE signal = 'milkTemperature' AND process_time >= ?`, live.UnixMilli()); err != nil {
		t.Fatal(err)
	}
	if units != demo.Units {
		t.Errorf("units with live temperature samples = %d, want %d", units, demo.Units)
	}
}

// The previous month simulated before the backfill: its last day, ending
// at the month's first UTC midnight or where the backfill starts, unless
// the backfill covers that day.
func TestPreviousMonthWindow(t *testing.T) {
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, c := range []struct {
		now      string
		backfill time.Duration
		from, to string // empty: none
	}{
		{"2026-11-25T04:30:00Z", demo.Backfill, "2026-10-31T00:00:00Z", "2026-11-01T00:00:00Z"},
		{"2026-11-25T04:30:00Z", 36 * time.Hour, "2026-10-31T00:00:00Z", "2026-11-01T00:00:00Z"},
		{"2026-01-10T00:00:00Z", 3 * time.Hour, "2025-12-31T00:00:00Z", "2026-01-01T00:00:00Z"},
		{"2026-11-10T00:00:00Z", demo.Backfill, "", ""},                                          // the backfill starts on 27 October
		{"2026-11-01T03:00:00Z", 36 * time.Hour, "", ""},                                         // and here at 15:00 on 30 October
		{"2026-11-02T11:00:00Z", 36 * time.Hour, "2026-10-31T00:00:00Z", "2026-10-31T23:00:00Z"}, // up to the backfill
	} {
		now := at(c.now)
		from, to, ok := demo.PreviousMonthWindow(now, now.Add(-c.backfill), demo.PreviousMonth)
		if c.from == "" {
			if ok {
				t.Errorf("%s, backfill %s: window %s–%s, want none", c.now, c.backfill, from, to)
			}
			continue
		}
		if !ok || !from.Equal(at(c.from)) || !to.Equal(at(c.to)) {
			t.Errorf("%s, backfill %s: window %s–%s (%v), want %s–%s", c.now, c.backfill, from, to, ok, c.from, c.to)
		}
	}
	if _, _, ok := demo.PreviousMonthWindow(at("2026-11-25T04:30:00Z"), at("2026-11-25T01:30:00Z"), -1); ok {
		t.Error("a negative span gave a window")
	}
}

// A first start has ratings for the previous month (the BMC Rating
// screen's default month and the rating tree's): a short backfill on 21
// November, after which the engine and the KPI deriver run over what was
// stored; every demo unit is rated for October, October is a closed month
// of the organisation's rating dates, and each unit's rating tree has
// its attributes.
func TestFirstStartRatesThePreviousMonth(t *testing.T) {
	db, svcs, _ := server(t)
	now := time.Date(2026, 11, 21, 6, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	svcs.Telemetry.Now = clock
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	err := demo.Run(ctx, demo.Services{Orgs: svcs.Orgs, Users: svcs.Users, Sites: svcs.Sites, Telemetry: svcs.Telemetry},
		demo.Options{Now: clock, Backfill: 3 * time.Hour, Progress: func(st sim.Stats) {
			if !st.Now.Before(now.Add(-time.Minute)) {
				cancel()
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	var october int
	if err := db.Get(t.Context(), &october, `SELECT COUNT(DISTINCT unit_ref) FROM samples WHERE signal = 'milkTemperature' AND process_time < ?`,
		time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC).UnixMilli()); err != nil {
		t.Fatal(err)
	}
	if october != demo.Units {
		t.Fatalf("units with October samples = %d, want %d", october, demo.Units)
	}

	runner := monitor.New(db, nil, monitor.Config{Now: clock})
	for range 3 {
		if err := runner.Sync(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	if err := analytics.NewDeriver(db).Sync(t.Context()); err != nil {
		t.Fatal(err)
	}
	svc := analytics.NewService(db, svcs.Orgs, clock)
	admin := &auth.Principal{UserName: "admin", Platform: true, ScopePath: "/", Privileges: auth.NewSet(auth.AllPrivilege)}
	dates, err := svc.Dates(t.Context(), admin, demo.OrgName)
	if err != nil {
		t.Fatal(err)
	}
	var closed bool
	for _, m := range dates.Content {
		closed = closed || (m.RatingMonth == "2026-10" && !m.Provisional)
	}
	if !closed {
		t.Errorf("rating dates %+v: no closed October", dates.Content)
	}
	tree, err := svc.Tree(t.Context(), admin, demo.OrgName, "2026-10-01", "2026-10-31")
	if err != nil {
		t.Fatal(err)
	}
	if tree.Content == nil || tree.Content.Units != demo.Units || tree.Content.RatedUnits != demo.Units || tree.Provisional {
		t.Fatalf("October's rating tree: %+v", tree.Content)
	}
	if subs := len(tree.Content.Children); subs != 2 {
		t.Errorf("October's tree has %d sub-organisations, want 2", subs)
	}
	var units []string
	var walk func(n *analytics.RatingTreeNode)
	walk = func(n *analytics.RatingTreeNode) {
		if n.Type == "chillingUnit" {
			units = append(units, n.ChillingUnitUUID)
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(tree.Content)
	for _, u := range units {
		d, err := svc.Details(t.Context(), admin, u, "2026-10-01", "2026-10-31")
		if err != nil {
			t.Fatal(err)
		}
		if d.Content == nil || d.Rating == nil || len(d.Content.Attributes) == 0 || d.Days == 0 {
			t.Errorf("unit %s: October rating %+v", d.ChillingUnitID, d)
		}
	}
}
