package report_test

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/report"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// benchFleet provisions 1,000 units at 50 sites and stores two chilling
// sessions a day for each over March (62,000 rows), as the runner would.
func benchFleet(b *testing.B, db *storage.DB) *fleet {
	b.Helper()
	w, err := sim.New(sim.Config{Sites: 50, Units: 1000, Seed: 1, Start: monthStart, Zones: []string{"Asia/Kolkata"}})
	if err != nil {
		b.Fatal(err)
	}
	f, _ := provision(b, db, w)
	var refs []int64
	if err := db.Select(b.Context(), &refs, `SELECT id FROM chilling_units ORDER BY id`); err != nil {
		b.Fatal(err)
	}
	err = db.Tx(b.Context(), func(tx *sqlx.Tx) error {
		const cols = 8
		var args []any
		flush := func() error {
			if len(args) == 0 {
				return nil
			}
			q := "INSERT INTO unit_sessions (unit_ref, row_key, at, kind, event_date, start_at, end_at, payload) VALUES "
			for i := 0; i < len(args)/cols; i++ {
				if i > 0 {
					q += ","
				}
				q += "(?, ?, ?, ?, ?, ?, ?, ?)"
			}
			_, err := tx.ExecContext(b.Context(), tx.Rebind(q), args...)
			args = args[:0]
			return err
		}
		for _, ref := range refs {
			for day := monthStart; day.Before(monthEnd); day = day.AddDate(0, 0, 1) {
				for _, h := range []int{6, 17} {
					start := day.Add(time.Duration(h) * time.Hour)
					s := engine.Session{Key: fmt.Sprintf("session/chilling/%d", start.UnixMilli()), Kind: engine.ChillingSession,
						EventDate: day.Format(time.DateOnly), Shift: map[bool]string{true: "morning", false: "evening"}[h < 12],
						Start: start, End: start.Add(95 * time.Minute), At: start.Add(95 * time.Minute), StartTemp: 31.5, EndTemp: 4.0,
						StartVolume: 800, EndVolume: 1500, GridMinutes: 80, DGMinutes: 15, Completed: true}
					p, _ := json.Marshal(s)
					args = append(args, ref, s.Key, s.At.UnixMilli(), "chilling", s.EventDate, s.Start.UnixMilli(), s.End.UnixMilli(), string(p))
					if len(args) >= 100*cols {
						if err := flush(); err != nil {
							return err
						}
					}
				}
			}
		}
		return flush()
	})
	if err != nil {
		b.Fatal(err)
	}
	return f
}

// BenchmarkChillingReport: the Chilling Session report of 1,000 units over
// 31 days — its first page of 5,000 rows, as the console asks, and the
// whole workbook (62,000 rows) — against a raw read of the same rows in
// the same run.
func BenchmarkChillingReport(b *testing.B) {
	for _, d := range []struct {
		name string
		open func(testing.TB) *storage.DB
	}{{"sqlite", storagetest.SQLite}, {"postgres", storagetest.Postgres}} {
		b.Run(d.name, func(b *testing.B) {
			db := d.open(b)
			f := benchFleet(b, db)
			q := report.Query{UUIDs: f.uuids(), FromDate: "2026-03-01", ToDate: "2026-03-31"}
			raw := func(limit int) time.Duration {
				t0 := time.Now()
				var payloads []string
				query := `SELECT payload FROM unit_sessions WHERE kind = 'chilling' ORDER BY event_date, unit_ref, start_at`
				if limit > 0 {
					query += fmt.Sprintf(" LIMIT %d", limit)
				}
				if err := db.Select(b.Context(), &payloads, query); err != nil {
					b.Fatal(err)
				}
				return time.Since(t0)
			}
			b.Run("page", func(b *testing.B) {
				var ref time.Duration
				for b.Loop() {
					ref += raw(5000)
					res, err := f.svcs.Reports.Rows(b.Context(), f.admin, report.Chilling, q)
					if err != nil || len(res.Content) != 5000 || res.PageInfo.TotalElements != 62000 {
						b.Fatalf("%v: %d rows of %d", err, len(res.Content), res.PageInfo.TotalElements)
					}
				}
				b.ReportMetric(float64(ref.Milliseconds())/float64(b.N), "raw-ms/op")
			})
			b.Run("xlsx", func(b *testing.B) {
				var ref time.Duration
				b.ReportAllocs()
				peak := watchHeap()
				for b.Loop() {
					ref += raw(0)
					_, n, err := f.svcs.Reports.Export(b.Context(), f.admin, report.Chilling, q, "en", io.Discard)
					if err != nil || n != 62000 {
						b.Fatalf("%v: %d rows", err, n)
					}
				}
				b.ReportMetric(float64(ref.Milliseconds())/float64(b.N), "raw-ms/op")
				b.ReportMetric(float64(peak()>>20), "peak-heap-MB")
			})
		})
	}
}

// watchHeap samples the live heap every 20 ms until its stop function is
// called, which answers the largest sample in bytes.
func watchHeap() func() uint64 {
	done := make(chan struct{})
	result := make(chan uint64)
	go func() {
		var peak uint64
		var m runtime.MemStats
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapInuse)
			select {
			case <-done:
				result <- peak
				return
			case <-tick.C:
			}
		}
	}()
	return func() uint64 { close(done); return <-result }
}
