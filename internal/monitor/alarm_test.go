package monitor_test

import (
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/monitor/monitortest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// TestAlarms checks the runner's timing rule (the watermark: now − the
// unit's delivery lag − Settle) on a unit whose grid went off 15 minutes
// before D, so that grid_off_stage_2 falls due at D: a unit is moved to a
// due alarm its lag plus Settle after it, with no more data; a reading of
// D that arrives within that time is evaluated first (here it clears the
// outage, and nothing is raised). The lag is learnt from the history's
// own delivery: its newest reading arrived lag after its time.
func TestAlarms(t *testing.T) {
	d := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	type delivery struct {
		sentAt time.Duration // after D
		at     time.Duration // the reading's time, after D
		gridOn bool
	}
	for _, tc := range []struct {
		name   string
		lag    time.Duration
		late   []delivery
		passes []time.Duration // runner passes, after D
		raised []int           // stage 2 raises stored after each pass
	}{
		{"a silent unit is moved to its alarm Settle after it", 0,
			nil,
			[]time.Duration{-time.Second, 0, 499 * time.Millisecond, 500 * time.Millisecond, time.Second},
			[]int{0, 0, 0, 1, 1}},
		{"a reading of the alarm's time within Settle comes first", 0,
			[]delivery{{sentAt: 300 * time.Millisecond, at: 0, gridOn: true}},
			[]time.Duration{100 * time.Millisecond, 300 * time.Millisecond, 800 * time.Millisecond, 5 * time.Second},
			[]int{0, 0, 0, 0}},
		{"a unit that goes on reporting is raised by its reading", 0,
			[]delivery{{sentAt: 50 * time.Millisecond, at: 0}},
			[]time.Duration{50 * time.Millisecond, 400 * time.Millisecond, 600 * time.Millisecond},
			[]int{0, 0, 1}},
		{"a silent unit whose readings come 30 s late is moved to its alarm 30.5 s after it", 30 * time.Second,
			nil,
			[]time.Duration{time.Second, 30 * time.Second, 30499 * time.Millisecond, 30500 * time.Millisecond, 31 * time.Second},
			[]int{0, 0, 0, 1, 1}},
		{"a reading of the alarm's time arriving with the unit's 30 s lag comes first", 30 * time.Second,
			[]delivery{{sentAt: 30200 * time.Millisecond, at: 0, gridOn: true}},
			[]time.Duration{time.Second, 30 * time.Second, 30200 * time.Millisecond, 31 * time.Second, 40 * time.Second},
			[]int{0, 0, 0, 0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, dl := range dialects() {
				t.Run(dl.name, func(t *testing.T) {
					db := dl.open(t)
					svcs := monitortest.Services(t, db)
					dev := monitortest.Sites(t, svcs, 1)[0]
					store := func(rs []telemetry.Reading) {
						if _, err := svcs.Telemetry.Append(t.Context(), []telemetry.Batch{{Device: dev, Readings: rs}}); err != nil {
							t.Fatal(err)
						}
					}
					var history []telemetry.Reading
					for at := d.Add(-25 * time.Minute); at.Before(d); at = at.Add(time.Minute) {
						history = append(history, monitortest.Contrak(t, at, !at.Before(d.Add(-15*time.Minute)))...)
					}
					clk := &clock{now: d.Add(-time.Minute + tc.lag)}
					r := monitor.New(db, nil, monitor.Config{Now: clk.Now, LeaseTTL: time.Hour, Settle: 500 * time.Millisecond})
					sync(t, r) // the runner holds the unit before its data arrives
					store(history)
					sync(t, r)
					clk.now = clk.now.Add(time.Second)
					sync(t, r) // the history settled
					late := tc.late
					for i, p := range tc.passes {
						for len(late) > 0 && late[0].sentAt <= p {
							store(monitortest.Contrak(t, d.Add(late[0].at), !late[0].gridOn))
							late = late[1:]
						}
						clk.now = d.Add(p)
						sync(t, r)
						got := count(t, db, `SELECT COUNT(*) FROM alert_changes WHERE alert = 'grid_off_stage_2' AND change = 'raised'`)
						if got != tc.raised[i] {
							t.Fatalf("after the pass at D%+v: %d stage 2 raises stored, want %d", p, got, tc.raised[i])
						}
					}
				})
			}
		})
	}
}
