package dashboard_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// The fleet of the benchmarks: a dairy with 10 chilling centres, 2,500
// sites of 4 units each.
const (
	benchCentres      = 10
	benchSites        = 2500
	benchUnitsPerSite = 4
	benchUnits        = benchSites * benchUnitsPerSite
)

// BenchmarkDashboard10kUnits measures the dashboard's status count and a
// 500-row page of the BMC state table (with its window counts) over 10,000
// units with their statuses, a day of info events (5 per unit) and 2,000
// critical alerts, while a writer keeps ingesting: samples, dirty marks
// and status updates at about 2,000 samples a second. It reports the p95.
func BenchmarkDashboard10kUnits(b *testing.B) {
	benchDialects(b, func(b *testing.B, db *storage.DB) {
		now := time.Now()
		seedFleet(b, db, now)
		svc := dashboard.NewService(db, site.NewService(db, nil, nil), telemetry.NewStore(db))
		p := &auth.Principal{UserName: "bench", ScopePath: "/1/"}
		stop, written := ingestWhile(b, db, now)
		defer stop()
		ctx := context.Background()
		b.Run("statusCount", func(b *testing.B) {
			measure(b, written, func() {
				c, err := svc.StatusCount(ctx, p, dashboard.Params{Hours: "24"})
				if err != nil || c.TotalChillingUnits != benchUnits {
					b.Fatal(err, c)
				}
			})
		})
		b.Run("bmcPage500", func(b *testing.B) {
			page := 0
			measure(b, written, func() {
				pg, err := svc.UnitStates(ctx, p, dashboard.Params{Hours: "24", PageSize: "500", PagingState: fmt.Sprint(page % 20)},
					dashboard.Selection{Selectors: "ALL"}, true)
				if err != nil || len(pg.Content) != 500 {
					b.Fatal(err)
				}
				page++
			})
		})
		b.Run("bmcPage500NoData", func(b *testing.B) {
			measure(b, written, func() {
				pg, err := svc.UnitStates(ctx, p, dashboard.Params{Hours: "24", PageSize: "500"}, dashboard.Selection{Selectors: "no_data"}, true)
				if err != nil || len(pg.Content) == 0 {
					b.Fatal(err)
				}
			})
		})
		b.Run("alertsPage500", func(b *testing.B) {
			measure(b, written, func() {
				pg, err := svc.Alerts(ctx, p, dashboard.AlertSearch{Params: dashboard.Params{Hours: "24", PageSize: "500"}})
				if err != nil || len(pg.Content) != 500 {
					b.Fatal(err)
				}
			})
		})
	})
}

// measure runs f in the benchmark loop and reports its p50 and p95, and
// the samples written meanwhile (per second).
func measure(b *testing.B, written func() int64, f func()) {
	var d []time.Duration
	n0, t0 := written(), time.Now()
	for b.Loop() {
		start := time.Now()
		f()
		d = append(d, time.Since(start))
	}
	slices.Sort(d)
	at := func(q float64) float64 {
		i := int(float64(len(d))*q+0.999999) - 1
		return float64(d[max(i, 0)].Microseconds()) / 1000
	}
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.95), "p95-ms")
	b.ReportMetric(float64(written()-n0)/time.Since(t0).Seconds(), "ingested-samples/s")
}

// benchDialects runs a benchmark on SQLite, and on PostgreSQL when
// TEST_POSTGRES_URL is set.
func benchDialects(b *testing.B, fn func(b *testing.B, db *storage.DB)) {
	b.Run("sqlite", func(b *testing.B) { fn(b, storagetest.SQLite(b)) })
	if os.Getenv(storagetest.EnvPostgres) != "" {
		b.Run("postgres", func(b *testing.B) { fn(b, storagetest.Postgres(b)) })
	}
}

// insertRows writes rows with multi-row INSERTs of at most 400 rows.
func insertRows(tx *sqlx.Tx, table string, cols []string, rows [][]any) error {
	for len(rows) > 0 {
		n := min(len(rows), 400)
		one := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ") + ")"
		var args []any
		for _, r := range rows[:n] {
			args = append(args, r...)
		}
		q := "INSERT INTO " + table + " (" + strings.Join(cols, ", ") + ") VALUES " + strings.TrimSuffix(strings.Repeat(one+", ", n), ", ")
		if _, err := tx.Exec(tx.Rebind(q), args...); err != nil {
			return fmt.Errorf("%s: %w", table, err)
		}
		rows = rows[n:]
	}
	return nil
}

// seedFleet writes the fleet and its derived rows as batched INSERTs.
func seedFleet(b *testing.B, db *storage.DB, now time.Time) {
	b.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	states := []string{"chilled", "chilled", "chilled", "chilling", "under chilled", "others", "out of service", "power off"}
	events := []string{"agitator_on", "agitator_off", "compressor_on", "grid_off", "grid_on", "chilling_started", "chilling_completed"}
	alerts := []string{"compressor_malfunction", "agitator_malfunction", "milk_undercooled", "grid_off_stage_2", "panel_trip"}
	err := db.Tx(context.Background(), func(tx *sqlx.Tx) error {
		orgs := [][]any{{1, "BenchDairy", "benchdairy", "BenchDairy", "dairy_cooperative", nil, "/1/", 0, 0}}
		for c := range benchCentres {
			id := 2 + c
			orgs = append(orgs, []any{id, fmt.Sprintf("Centre%d", c), fmt.Sprintf("centre%d", c), "Centre", "chillingcenter", 1, fmt.Sprintf("/1/%d/", id), 0, 0})
		}
		if err := insertRows(tx, "organizations", []string{"id", "org_name", "org_name_key", "org_display_name", "org_type", "parent_id", "path", "created_at", "updated_at"}, orgs); err != nil {
			return err
		}
		var sites, units, status, evs, als [][]any
		for s := range benchSites {
			id := s + 1
			sites = append(sites, []any{id, fmt.Sprintf("S-%05d", id), fmt.Sprintf("s-%05d", id), fmt.Sprintf("Site %05d", id), fmt.Sprintf("site-%d", id),
				1, 2 + s%benchCentres, "en-IN", "Asia/Kolkata", "IN", "IN-MH", "Pune", "411038", "Pune", "Road", 18.5, 73.8, 0, 0})
			for u := range benchUnitsPerSite {
				uid := s*benchUnitsPerSite + u + 1
				units = append(units, []any{uid, id, fmt.Sprintf("unit-%d", uid), u, "BMC", fmt.Sprintf("B-%05d", uid), fmt.Sprintf("Tank %d", u+1), 2000, 0, 0})
				received := now.Add(-time.Duration(r.IntN(600)) * time.Second).UnixMilli()
				status = append(status, []any{uid, states[r.IntN(len(states))], received - 3_600_000, received, r.Float64() * 2000, 2 + r.Float64()*8, received})
				for e := range 5 {
					at := now.Add(-time.Duration(r.IntN(86_400)) * time.Second).UnixMilli()
					evs = append(evs, []any{uid, fmt.Sprintf("event/%d/%d", e, at), at, events[r.IntN(len(events))], 1500, 4})
				}
				if uid%5 == 0 {
					at := now.Add(-time.Duration(r.IntN(86_400)) * time.Second).UnixMilli()
					name := alerts[r.IntN(len(alerts))]
					ep := fmt.Sprintf("alert/%s/%d", name, at)
					als = append(als, []any{fmt.Sprintf("unit-%d.%s.%d", uid, name, at), uid, ep, name, 1, at - 300_000, at, at, 1500, 6})
				}
			}
		}
		for _, t := range []struct {
			table string
			cols  []string
			rows  [][]any
		}{
			{"sites", []string{"id", "site_code", "site_code_key", "site_name", "site_uuid", "org_id", "sub_org_id", "locale", "zone_id",
				"country", "state", "district", "pin_code", "village_town_city", "address_line1", "latitude", "longitude", "created_at", "updated_at"}, sites},
			{"chilling_units", []string{"id", "site_ref", "uuid", "position", "product_type", "unit_code", "name", "capacity", "created_at", "updated_at"}, units},
			{"unit_status", []string{"unit_ref", "state", "state_since", "received_at", "volume", "temperature", "horizon"}, status},
			{"unit_events", []string{"unit_ref", "row_key", "at", "name", "volume", "temperature"}, evs},
			{"alerts", []string{"alert_id", "unit_ref", "episode", "alert", "stage", "since", "raised_at", "stage_at", "volume", "temperature"}, als},
		} {
			if err := insertRows(tx, t.table, t.cols, t.rows); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	if db.Dialect == storage.Postgres {
		if _, err := db.Exec(context.Background(), "ANALYZE"); err != nil {
			b.Fatal(err)
		}
	}
}

// ingestWhile writes, until stopped, 200 volume samples of random units
// every 100 ms with their dirty marks and 20 status updates, as ingestion
// and the runner would; it answers the stop function and a count of the
// samples written.
func ingestWhile(b *testing.B, db *storage.DB, now time.Time) (stop func(), written func() int64) {
	ctx, cancel := context.WithCancel(context.Background())
	var n atomic.Int64
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		r := rand.New(rand.NewPCG(3, 4))
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		at := now.UnixMilli()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			at += 1000
			err := db.Tx(ctx, func(tx *sqlx.Tx) error {
				var samples, marks [][]any
				for i := range 200 {
					u := r.IntN(benchUnits) + 1
					samples = append(samples, []any{u, at + int64(i), "volume", r.Float64() * 2000})
					if i%10 == 0 {
						marks = append(marks, []any{u, at})
					}
				}
				if err := insertRows(tx, "samples", []string{"unit_ref", "process_time", "signal", "value"}, samples); err != nil {
					return err
				}
				if err := insertRows(tx, "unit_dirty", []string{"unit_ref", "since"}, marks); err != nil {
					return err
				}
				for range 20 {
					if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE unit_status SET received_at = ?, volume = ?, horizon = ? WHERE unit_ref = ?`),
						at, r.Float64()*2000, at, r.IntN(benchUnits)+1); err != nil {
						return err
					}
				}
				return nil
			})
			switch {
			case err == nil:
				n.Add(200)
			case ctx.Err() != nil:
				return
			default:
				b.Error(err)
				return
			}
		}
	}()
	return func() { cancel(); wg.Wait() }, n.Load
}
