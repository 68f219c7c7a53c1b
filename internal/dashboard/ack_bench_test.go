package dashboard_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// BenchmarkIngestAckWithReads measures ingestion's time to acknowledge
// (telemetry.Append of a request's 50 readings: the commit an HTTP 202 or
// a PUBACK waits for) over the 10,000-unit fleet while two readers load
// the console's heaviest pages without pause: the status count, a 500-row
// BMC state page and a 500-row alert page. It reports the p50, p95 and
// p99 of the acknowledgement and the pages read meanwhile.
func BenchmarkIngestAckWithReads(b *testing.B) {
	benchDialects(b, func(b *testing.B, db *storage.DB) {
		now := time.Now()
		seedFleet(b, db, now)
		svc := dashboard.NewService(db, site.NewService(db, nil, nil), telemetry.NewStore(db))
		store := telemetry.NewStore(db)
		p := &auth.Principal{UserName: "bench", ScopePath: "/1/"}
		ctx, cancel := context.WithCancel(context.Background())
		var pages atomic.Int64
		var readers sync.WaitGroup
		for reader := range 2 {
			readers.Go(func() {
				for i := reader; ctx.Err() == nil; i++ {
					var err error
					switch i % 3 {
					case 0:
						_, err = svc.StatusCount(ctx, p, dashboard.Params{Hours: "24"})
					case 1:
						_, err = svc.UnitStates(ctx, p, dashboard.Params{Hours: "24", PageSize: "500", PagingState: fmt.Sprint(i % 20)},
							dashboard.Selection{Selectors: "ALL"}, true)
					default:
						_, err = svc.Alerts(ctx, p, dashboard.AlertSearch{Params: dashboard.Params{Hours: "24", PageSize: "500"}})
					}
					if err != nil && ctx.Err() == nil {
						b.Error(err)
						return
					}
					pages.Add(1)
				}
			})
		}
		defer func() { cancel(); readers.Wait() }()
		r := rand.New(rand.NewPCG(5, 6))
		at := now.Add(time.Hour)
		var lat []time.Duration
		pages0, t0 := pages.Load(), time.Now()
		for b.Loop() {
			u := int64(r.IntN(benchUnits) + 1)
			dev := telemetry.Device{Serial: fmt.Sprint("B", u), SerialKey: fmt.Sprint("b", u), Type: "volsens", Units: []int64{u}}
			readings := make([]telemetry.Reading, 50)
			for i := range readings {
				at = at.Add(time.Second)
				rd, bad := telemetry.Parse("volsens", fmt.Appendf(nil, `{"processTime":%q,"volume":{"value":%d,"unit":"L"}}`,
					at.Format(time.RFC3339), i), "", at.Add(time.Hour))
				if bad != nil {
					b.Fatal(bad)
				}
				readings[i] = rd
			}
			start := time.Now()
			if _, err := store.Append(ctx, []telemetry.Batch{{Device: dev, Readings: readings}}); err != nil {
				b.Fatal(err)
			}
			lat = append(lat, time.Since(start))
		}
		elapsed := time.Since(t0)
		slices.Sort(lat)
		q := func(f float64) float64 { return float64(lat[int(f*float64(len(lat)-1))].Microseconds()) / 1000 }
		b.ReportMetric(q(0.50), "p50-ack-ms")
		b.ReportMetric(q(0.95), "p95-ack-ms")
		b.ReportMetric(q(0.99), "p99-ack-ms")
		b.ReportMetric(float64(pages.Load()-pages0)/elapsed.Seconds(), "pages-read/s")
	})
}
