package monitor_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// oneUnit provisions a site with one unit and answers the unit's id.
func oneUnit(t testing.TB, db *storage.DB) int64 {
	t.Helper()
	w, err := sim.New(sim.Config{Sites: 1, Units: 1, Seed: 1, Start: weekStart})
	if err != nil {
		t.Fatal(err)
	}
	newFleet(t, db, w)
	var id int64
	if err := db.Get(t.Context(), &id, "SELECT id FROM chilling_units"); err != nil {
		t.Fatal(err)
	}
	return id
}

// put stores a reading's samples and marks the unit, as ingestion does.
func put(t testing.TB, db *storage.DB, unit int64, at time.Time, values map[string]float64) {
	t.Helper()
	if err := db.Partition(t.Context(), "samples", storage.Now(at)); err != nil {
		t.Fatal(err)
	}
	err := db.Tx(t.Context(), func(tx *sqlx.Tx) error {
		for sig, v := range values {
			if _, err := tx.Exec(tx.Rebind(`INSERT INTO samples (unit_ref, process_time, signal, value) VALUES (?, ?, ?, ?)`),
				unit, storage.Now(at), sig, v); err != nil {
				return err
			}
		}
		_, err := tx.Exec(tx.Rebind(`INSERT INTO unit_dirty (unit_ref, since) VALUES (?, ?)`), unit, storage.Now(at))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// changes answers the compressor alert's changes as "alert change stage at+minutes".
func changes(t testing.TB, db *storage.DB, t0 time.Time) []string {
	t.Helper()
	var rows []struct {
		At     int64  `db:"at"`
		Alert  string `db:"alert"`
		Change string `db:"change"`
		Stage  int    `db:"stage"`
	}
	if err := db.Select(t.Context(), &rows, `SELECT at, alert, change, stage FROM alert_changes WHERE alert LIKE 'compressor%' ORDER BY at, row_key`); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		out = append(out, fmt.Sprintf("%s %s %d +%s", r.Alert, r.Change, r.Stage, storage.Time(r.At).Sub(t0)))
	}
	return out
}

// TestRestartKeepsStageTiming: a compressor fails at t0 (milk at 12 °C,
// the compressor not running). The first process sees twelve minutes of
// readings (stage 1 at 5, stage 2 at 10) and dies without giving its
// partitions back; the device goes on, then stops reporting at minute
// 20. A new process, started at minute 35 once the leases expired,
// restores the unit from its checkpoint with the readings stored
// meanwhile, and raises stage 3, from time alone, at minute 30, once: no
// change is lost or repeated, and the restore is the only replay. (The
// flat temperature raises milk_undercooled too; only the compressor's
// alert is followed here.)
func TestRestartKeepsStageTiming(t *testing.T) {
	for _, dl := range dialects() {
		t.Run(dl.name, func(t *testing.T) {
			db := dl.open(t)
			unit := oneUnit(t, db)
			t0 := time.Date(2026, 11, 3, 11, 0, 0, 0, time.UTC) // 16:30 at the site, clear of the 15:30 check
			reading := map[string]float64{"volume": 1500, "milkTemperature": 12, "grid": 1, "compressor": 0, "agitator": 1}
			for m := 0; m <= 12; m++ {
				put(t, db, unit, t0.Add(time.Duration(m)*time.Minute), reading)
			}
			clk := &clock{now: t0.Add(12*time.Minute + 2*time.Minute + time.Second)}
			first := monitor.New(db, nil, monitor.Config{Owner: "first", Now: clk.Now})
			sync(t, first)
			want := []string{"compressor_malfunction raised 1 +5m0s", "compressor_malfunction escalated 2 +10m0s"}
			if got := changes(t, db, t0); !slices.Equal(got, want) {
				t.Fatalf("before the restart: %q, want %q", got, want)
			}
			for m := 13; m <= 20; m++ { // stored while no runner runs
				put(t, db, unit, t0.Add(time.Duration(m)*time.Minute), reading)
			}

			clk.now = t0.Add(35 * time.Minute)
			second := monitor.New(db, nil, monitor.Config{Owner: "second", Now: clk.Now})
			sync(t, second)
			want = append(want, "compressor_malfunction escalated 3 +30m0s")
			if got := changes(t, db, t0); !slices.Equal(got, want) {
				t.Fatalf("after the restart: %q, want %q", got, want)
			}
			var stage, stageAt int64
			if err := db.R.QueryRow(`SELECT stage, stage_at FROM alerts WHERE alert LIKE 'compressor%'`).Scan(&stage, &stageAt); err != nil {
				t.Fatal(err)
			}
			if stage != 3 || !storage.Time(stageAt).Equal(t0.Add(30*time.Minute)) {
				t.Errorf("alert at stage %d since %s, want 3 since %s", stage, storage.Time(stageAt), t0.Add(30*time.Minute))
			}
			if second.Stats().Replays != 1 {
				t.Errorf("replays = %d, want 1: the restore takes the marks stored meanwhile", second.Stats().Replays)
			}

		})
	}
}

// TestLeases: two processes share the partitions, every partition held
// by exactly one; when one stops renewing, the other takes them all, and
// the stopped one, back, finds its leases gone and writes nothing.
func TestLeases(t *testing.T) {
	for _, dl := range dialects() {
		t.Run(dl.name, func(t *testing.T) {
			db := dl.open(t)
			unit := oneUnit(t, db)
			t0 := time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC)
			clk := &clock{now: t0}
			a := monitor.New(db, nil, monitor.Config{Owner: "a", Now: clk.Now})
			b := monitor.New(db, nil, monitor.Config{Owner: "b", Now: clk.Now})
			sync(t, a)
			if len(a.Parts()) != 16 {
				t.Fatalf("alone, a holds %v", a.Parts())
			}
			for range 3 {
				clk.now = clk.now.Add(11 * time.Second)
				sync(t, b, a)
			}
			if len(a.Parts()) != 8 || len(b.Parts()) != 8 || slices.ContainsFunc(a.Parts(), func(p int) bool { return slices.Contains(b.Parts(), p) }) {
				t.Fatalf("a holds %v, b holds %v: want 8 each, disjoint", a.Parts(), b.Parts())
			}
			var owners int
			if err := db.Get(t.Context(), &owners, `SELECT COUNT(DISTINCT owner) FROM monitor_leases WHERE expires_at > ?`, storage.Now(clk.now)); err != nil || owners != 2 {
				t.Fatalf("%d owners in the table (%v)", owners, err)
			}

			// a stops; b takes everything once a's leases expire.
			clk.now = clk.now.Add(31 * time.Second)
			sync(t, b)
			clk.now = clk.now.Add(11 * time.Second)
			sync(t, b)
			if len(b.Parts()) != 16 {
				t.Fatalf("after a stopped, b holds %v", b.Parts())
			}
			// A reading of the unit, then a comes back at the same moment: it
			// lost its partitions, so only b derives the unit's rows.
			put(t, db, unit, clk.now.Add(-5*time.Minute), map[string]float64{"volume": 1500, "milkTemperature": 3.5, "grid": 1})
			sync(t, a)
			if len(a.Parts()) != 0 {
				t.Errorf("a holds %v while b's leases are live", a.Parts())
			}
			if n := count(t, db, "SELECT COUNT(*) FROM unit_dirty"); n != 1 {
				t.Errorf("a took the mark of b's unit (%d marks left)", n)
			}
			sync(t, b)
			if n := count(t, db, "SELECT COUNT(*) FROM unit_dirty"); n != 0 {
				t.Errorf("%d marks left after b's pass", n)
			}
		})
	}
}

// TestRebuild: `chillwatch rebuild --from` marks every unit; a running
// runner and a starting one both derive the same rows again from the
// stored samples, and acknowledgements are kept.
func TestRebuild(t *testing.T) {
	db := storagetest.SQLite(t)
	unit := oneUnit(t, db)
	t0 := time.Date(2026, 11, 3, 11, 0, 0, 0, time.UTC)
	for m := 0; m <= 40; m++ {
		put(t, db, unit, t0.Add(time.Duration(m)*time.Minute), map[string]float64{"volume": 1500, "milkTemperature": 12 - 0.1*float64(m), "grid": 1, "compressor": 0, "agitator": 1})
	}
	clk := &clock{now: t0.Add(3 * time.Hour)}
	r := monitor.New(db, nil, monitor.Config{Now: clk.Now})
	sync(t, r)
	want := derived(t, db)
	if _, err := db.Exec(t.Context(), `INSERT INTO alert_acks (alert_id, unit_ref, acked_by, acked_at, comment) SELECT alert_id, unit_ref, 'asha', 1, 'seen' FROM alerts`); err != nil {
		t.Fatal(err)
	}
	acks := count(t, db, "SELECT COUNT(*) FROM alert_acks")
	if acks == 0 {
		t.Fatal("no alert to acknowledge")
	}
	for _, step := range []string{"rebuild", "restart", "compacted"} {
		restart := step != "rebuild"
		if step == "compacted" {
			// The samples' day is moved into blocks: the engine reads them there.
			c, err := telemetry.NewStore(db).Compact(t.Context(), t0.Add(48*time.Hour))
			if err != nil || c.Samples == 0 || count(t, db, "SELECT COUNT(*) FROM samples") != 0 {
				t.Fatalf("compaction: %+v, %v", c, err)
			}
		}
		for _, table := range []string{"unit_events", "alert_changes", "alerts", "unit_states", "unit_sessions"} {
			if _, err := db.Exec(t.Context(), "DELETE FROM "+table); err != nil {
				t.Fatal(err)
			}
		}
		if n, err := monitor.Rebuild(t.Context(), db, t0.Add(-time.Hour)); err != nil || n != 1 {
			t.Fatalf("Rebuild = %d, %v", n, err)
		}
		if restart {
			clk.now = clk.now.Add(time.Minute)
			r = monitor.New(db, nil, monitor.Config{Owner: "later", Now: clk.Now})
		}
		sync(t, r)
		compare(t, derived(t, db), want)
		if n := count(t, db, "SELECT COUNT(*) FROM alert_acks a JOIN alerts x ON x.alert_id = a.alert_id"); n != acks {
			t.Errorf("%s: %d acknowledgements match an alert, want %d", step, n, acks)
		}
	}
}
