package demo_test

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/demo"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestDemo(t *testing.T) {
	db := storagetest.SQLite(t)
	cfg, _ := config.Load(nil, nil, io.Discard)
	svcs, err := app.NewServices(t.Context(), db, app.Settings(cfg))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := app.Bootstrap(t.Context(), svcs, "Admin12345", io.Discard); err != nil {
		t.Fatal(err)
	}
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

	// A second start keeps the fleet, gives the devices new credentials and goes on.
	now = now.Add(time.Hour)
	run(3 * time.Hour)
	if again := count(`SELECT COUNT(*) FROM sites`); again != sites {
		t.Errorf("a second start made %d sites, want %d", again, sites)
	}
	if more := count(`SELECT COUNT(*) FROM readings`); more <= readings {
		t.Errorf("readings after the second start = %d, want more than %d", more, readings)
	}
}
