package notify_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/monitor/monitortest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// BenchmarkKnowableToMessage measures issue 28's latency on the real
// clock, with the runner and the delivery workers running as in the
// server: from the moment an alert change is knowable to the e-mail
// accepted by the SMTP server and to the inbox push (the bell). Each
// unit's milk is warm and its compressor stopped since 4 minutes before
// the newest history reading, so compressor_malfunction's stage 1 falls due
// (5 minutes' confirmation) a minute after it, at D. Readings come a minute
// apart, on time or 30 s late (the unit learns that lag from its history's
// arrival):
//   - silent: nothing after the history; knowable at the raise's time plus
//     the unit's lag (a rule that needs time waits the unit's lag);
//   - reporting: its reading of D arrives at D plus its lag; knowable at
//     that arrival.
//
// Stage 1 is not a digest stage: a digest stage (2, 3) waits the gather
// delay by policy (docs/notifications.md). It reports p50, p95 and max.
func BenchmarkKnowableToMessage(b *testing.B) {
	for name, open := range benchDBs(b) {
		b.Run(name, func(b *testing.B) {
			type kind struct {
				name   string
				lag    time.Duration
				silent bool
			}
			kinds := []kind{{"silent", 0, true}, {"reporting", 0, false}, {"late-silent", 30 * time.Second, true}, {"late-reporting", 30 * time.Second, false}}
			const perKind = 5
			f := newFixture(b, open(b), 1, 1)
			for _, u := range []string{"demo.admin", "demo.incharge", "demo.maintenance", "demo.rde", "demo.viewer"} {
				f.configure(u, nil, nil, nil, nil)
			}
			devices := monitortest.Sites(b, f.svcs, len(kinds)*perKind)
			userOf := map[int64]int64{}  // user id → unit
			addrOf := map[int64]string{} // unit → its in-charge's e-mail
			for i, d := range devices {
				id, addr := siteInCharge(b, f, fmt.Sprintf("lat%03d", i), fmt.Sprintf("97000%05d", i), "Latency", fmt.Sprintf("LAT%d", i), true)
				userOf[id], addrOf[d.Units[0]] = d.Units[0], addr
			}
			cfg := f.cfg
			cfg.Now = nil
			svc := f.service(cfg)
			var mu sync.Mutex
			pushed := map[int64]time.Time{} // unit → its inbox push
			svc.OnInbox = func(id int64) {
				mu.Lock()
				defer mu.Unlock()
				if u, ok := userOf[id]; ok && pushed[u].IsZero() {
					pushed[u] = time.Now()
				}
			}
			r := monitor.New(f.db, nil, monitor.Config{Notifier: svc})
			f.svcs.Telemetry.OnStored(r.Kick)
			ctx, cancel := context.WithCancel(context.Background())
			var wg sync.WaitGroup
			wg.Go(func() { _ = r.Run(ctx) })
			wg.Go(func() { _ = svc.Run(ctx) })
			defer func() { cancel(); wg.Wait() }()

			b.ResetTimer()
			start := time.Now()
			type plan struct {
				kind    kind
				dev     telemetry.Device
				due     time.Time // D
				knowing time.Time // when the change is knowable
			}
			var plans []*plan
			warm := func(t time.Time) []telemetry.Reading {
				return monitortest.ContrakEvents(b, t, map[string]float64{"VOLUME": 1000, "TEMP": 6, "GRID": 1, "COMPFBIBT": 0})
			}
			for i, d := range devices {
				k := kinds[i/perKind]
				// The newest history reading (D − 1 min) arrives now, its
				// lag after its time.
				p := &plan{kind: k, dev: d, due: start.Add(time.Minute - k.lag + time.Duration(i%perKind)*200*time.Millisecond)}
				p.knowing = p.due.Add(k.lag)
				plans = append(plans, p)
				var rs []telemetry.Reading
				for t := p.due.Add(-20 * time.Minute); t.Before(p.due); t = t.Add(time.Minute) {
					if t.Before(p.due.Add(-5 * time.Minute)) {
						rs = append(rs, monitortest.ContrakEvents(b, t, map[string]float64{"VOLUME": 1000, "TEMP": 3.8, "GRID": 1, "COMPFBIBT": 0})...)
					} else {
						rs = append(rs, warm(t)...)
					}
				}
				if _, err := f.svcs.Telemetry.Append(b.Context(), []telemetry.Batch{{Device: d, Readings: rs}}); err != nil {
					b.Fatal(err)
				}
			}
			// The reporting units' readings of D, each arriving its lag
			// after D (still warm, the compressor still stopped).
			slices.SortFunc(plans, func(a, b *plan) int { return a.knowing.Compare(b.knowing) })
			wg.Go(func() {
				for _, p := range plans {
					if p.kind.silent {
						continue
					}
					time.Sleep(time.Until(p.knowing))
					p.knowing = time.Now()
					if _, err := f.svcs.Telemetry.Append(context.Background(), []telemetry.Batch{{Device: p.dev, Readings: warm(p.due)}}); err != nil {
						b.Error(err)
					}
				}
			})
			mailed := map[string]time.Time{}
			for deadline := start.Add(3 * time.Minute); ; time.Sleep(20 * time.Millisecond) {
				for _, m := range f.box.all() {
					if _, ok := mailed[m.To[0]]; !ok {
						mailed[m.To[0]] = m.At
					}
				}
				mu.Lock()
				n := len(pushed)
				mu.Unlock()
				if len(mailed) >= len(plans) && n >= len(plans) {
					break
				}
				if time.Now().After(deadline) {
					b.Fatalf("%d of %d e-mails, %d of %d inbox pushes", len(mailed), len(plans), n, len(plans))
				}
			}
			b.StopTimer()
			byKind := map[string][]time.Duration{}
			for _, p := range plans {
				u := p.dev.Units[0]
				email := mailed[addrOf[u]]
				knowing := p.knowing
				if p.kind.silent {
					// The raise's own time plus the unit's lag.
					var at, lag int64
					if err := f.db.Get(b.Context(), &at, `SELECT at FROM alert_changes WHERE unit_ref = ? AND alert = ? AND change = 'raised'`,
						u, engine.CompressorMalfunction); err != nil {
						b.Fatal(err)
					}
					if err := f.db.Get(b.Context(), &lag, `SELECT lag_ms FROM unit_status WHERE unit_ref = ?`, u); err != nil {
						b.Fatal(err)
					}
					knowing = time.UnixMilli(at + lag)
				}
				byKind[p.kind.name+"-smtp"] = append(byKind[p.kind.name+"-smtp"], email.Sub(knowing))
				byKind[p.kind.name+"-inbox"] = append(byKind[p.kind.name+"-inbox"], pushed[u].Sub(knowing))
			}
			var all []time.Duration
			for k, ls := range byKind {
				slices.Sort(ls)
				all = append(all, ls...)
				b.ReportMetric(ls[len(ls)-1].Seconds(), k+"-max-s")
				b.Logf("%s: p50 %v, max %v", k, ls[len(ls)/2].Round(time.Millisecond), ls[len(ls)-1].Round(time.Millisecond))
			}
			slices.Sort(all)
			b.ReportMetric(all[len(all)/2].Seconds(), "p50-s")
			b.ReportMetric(all[len(all)*95/100].Seconds(), "p95-s")
			b.ReportMetric(all[len(all)-1].Seconds(), "max-s")
			b.ReportMetric(0, "ns/op")
		})
	}
}
