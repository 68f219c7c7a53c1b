package monitor_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/monitor/monitortest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// BenchmarkAlertLatency measures, on the real clock, the time from a
// rule's own time condition to the alert on the push stream (the hub the
// console's stream reads). Each unit's grid went off 15 minutes before a
// moment D a few seconds ahead, so grid_off_stage_2 falls due at D:
//   - silent: the unit stopped reporting before D; nothing else comes;
//   - reporting: its reading of D arrives at D, and the time counts from
//     that reading's store call.
func BenchmarkAlertLatency(b *testing.B) {
	for _, dl := range dialects() {
		b.Run(dl.name, func(b *testing.B) {
			const perKind = 6
			db := dl.open(b)
			svcs := monitortest.Services(b, db)
			devices := monitortest.Sites(b, svcs, 2*perKind)
			hub := monitor.NewHub()
			msgs, unsubscribe := hub.Subscribe(10000)
			defer unsubscribe()
			r := monitor.New(db, hub, monitor.Config{})
			svcs.Telemetry.OnStored(r.Kick)
			ctx, cancel := context.WithCancel(context.Background())
			stopped := make(chan struct{})
			go func() { _ = r.Run(ctx); close(stopped) }()
			defer func() { cancel(); <-stopped }()

			b.ResetTimer()
			start := time.Now().Truncate(time.Second).Add(5 * time.Second)
			due := make(map[int64]time.Time)  // unit → when its stage 2 falls due
			from := make(map[int64]time.Time) // unit → when the latency starts counting
			silent := make(map[int64]bool)
			for i, d := range devices {
				at := start.Add(time.Duration(i) * 700 * time.Millisecond)
				due[d.Units[0]], from[d.Units[0]], silent[d.Units[0]] = at, at, i < perKind
				off := at.Add(-15 * time.Minute)
				var rs []telemetry.Reading
				for t := off.Add(-10 * time.Minute); t.Before(at.Add(-30 * time.Second)); t = t.Add(time.Minute) {
					rs = append(rs, monitortest.Contrak(b, t, !t.Before(off))...)
				}
				if _, err := svcs.Telemetry.Append(b.Context(), []telemetry.Batch{{Device: d, Readings: rs}}); err != nil {
					b.Fatal(err)
				}
			}
			// The reporting units' readings of D, each sent at D.
			sent := make(chan struct{})
			go func() {
				defer close(sent)
				for _, d := range devices[perKind:] {
					at := due[d.Units[0]]
					time.Sleep(time.Until(at))
					from[d.Units[0]] = time.Now()
					if _, err := svcs.Telemetry.Append(context.Background(), []telemetry.Batch{{Device: d, Readings: monitortest.Contrak(b, at, true)}}); err != nil {
						b.Error(err)
					}
				}
			}()
			seen := map[int64]time.Time{}
			deadline := time.After(time.Until(start) + 60*time.Second)
			for len(seen) < 2*perKind {
				select {
				case m := <-msgs:
					if m.Kind != "alert" || m.Alert == nil || m.Alert.Alert != engine.GridOffStage2 || m.Alert.Change != engine.Raised {
						continue
					}
					if _, ok := seen[m.UnitRef]; !ok {
						seen[m.UnitRef] = time.Now()
					}
				case <-deadline:
					b.Fatalf("%d of %d units alerted", len(seen), 2*perKind)
				}
			}
			b.StopTimer()
			<-sent
			var quiet, reporting []time.Duration
			for u, at := range seen {
				if silent[u] {
					quiet = append(quiet, at.Sub(from[u]))
				} else {
					reporting = append(reporting, at.Sub(from[u]))
				}
			}
			report := func(name string, ls []time.Duration) {
				slices.Sort(ls)
				b.ReportMetric(ls[len(ls)/2].Seconds(), name+"-p50-s")
				b.ReportMetric(ls[len(ls)-1].Seconds(), name+"-max-s")
			}
			report("silent", quiet)
			report("reporting", reporting)
			b.ReportMetric(0, "ns/op")
		})
	}
}
