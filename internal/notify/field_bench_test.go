package notify_test

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// BenchmarkFieldTiming is the field-timing harness of issue 28 (make
// bench): the same simulated fleet day — 15 units, a fault of every rule —
// delivered on time, 30 s late, jittered 0–60 s, with 5 % of the
// deliveries redelivered 10 minutes later, and with a site's gateway
// offline 20 and 90 minutes before flushing its buffer, and jittered,
// lossy and offline 90 minutes again over MQTT through the embedded broker
// and the consumer as shipped (one connection per device). For each profile
// it reports, against the on-time run's delivery log (recipient, channel,
// alert, stage, kind): the messages lost (neither sent nor covered by a
// found-late message or an outage summary), the messages added (other
// than those two kinds), false withdrawals, and the runner's replays per
// 1,000 deliveries. A short version of it runs in make test on one unit
// (TestLateDeliveryTellsTheSame, TestOutageTellsOnce).
func BenchmarkFieldTiming(b *testing.B) {
	ist, _ := time.LoadLocation("Asia/Kolkata")
	from := time.Date(2026, 3, 2, 6, 0, 0, 0, ist)
	fd := field{sites: 5, units: 15, from: from, to: from.Add(24 * time.Hour), tick: 15 * time.Second,
		types: []string{"compressor_malfunction", "agitator_malfunction", "chilling_pump_malfunction", "condenser_malfunction",
			"pump2_malfunction", "grid_off_stage_2", "grid_off_stage_3", "milk_undercooled", "milk_lifted_undercooled",
			"agitator_malfunction_after_chilling", "milk_overchilled", "cip_not_done", "panel_trip", "tss_temp_alert"}}
	for i, alert := range sim.Alerts {
		fd.faults = append(fd.faults, sim.Fault{Site: i/3 + 1, Unit: i%3 + 1, Alert: alert, After: from})
	}
	rnd := rand.New(rand.NewPCG(28, 7))
	site := func(d sim.Delivery, n int) bool { return strings.HasPrefix(d.Serial, "SIM-S0"+string(rune('0'+n))) }
	profiles := []struct {
		name  string
		delay func(sim.Delivery) time.Duration
		mqtt  bool
	}{
		{"late30", func(sim.Delivery) time.Duration { return 30 * time.Second }, false},
		{"jitter60", func(sim.Delivery) time.Duration { return time.Duration(rnd.Int64N(int64(time.Minute))) }, false},
		{"lossy", func(sim.Delivery) time.Duration {
			if rnd.IntN(20) == 0 {
				return 10 * time.Minute
			}
			return 0
		}, false},
		{"outage20", func(d sim.Delivery) time.Duration { return held(d, site(d, 1), from.Add(4*time.Hour), 20*time.Minute) }, false},
		{"outage90", func(d sim.Delivery) time.Duration { return held(d, site(d, 2), from.Add(9*time.Hour), 90*time.Minute) }, false},
		{"mqtt-jitter60", func(sim.Delivery) time.Duration { return time.Duration(rnd.Int64N(int64(time.Minute))) }, true},
		{"mqtt-lossy", func(sim.Delivery) time.Duration {
			if rnd.IntN(20) == 0 {
				return 10 * time.Minute
			}
			return 0
		}, true},
		{"mqtt-outage90", func(d sim.Delivery) time.Duration { return held(d, site(d, 2), from.Add(9*time.Hour), 90*time.Minute) }, true},
	}
	onTime, st := fieldRun(b, storagetest.SQLite(b), fd, onTimeDelivery)
	b.Logf("on time: %d messages, %d replays", len(onTime), st.Replays)
	for _, p := range profiles {
		b.Run(p.name, func(b *testing.B) {
			for range b.N {
				fd := fd
				fd.mqtt = p.mqtt
				got, st := fieldRun(b, storagetest.SQLite(b), fd, p.delay)
				lost, added, withdrawn := compareLogs(onTime, got)
				b.ReportMetric(float64(lost), "lost")
				b.ReportMetric(float64(added), "added")
				b.ReportMetric(float64(withdrawn), "withdrawals")
				b.ReportMetric(float64(st.Replays-fd.units)*1000/float64(st.Steps+st.Replays), "replays/1k-passes")
				b.Logf("%s: %d messages (on time %d), lost %d, added %d, false withdrawals %d, replays %d",
					p.name, len(got), len(onTime), lost, added, withdrawn, st.Replays-fd.units)
				if lost+added+withdrawn > 0 {
					b.Logf("%s: only on time %v\nonly here %v", p.name, missing(onTime, got), missing(got, onTime))
				}
			}
		})
	}
}

// held delays a delivery of an outage [start, start+length) to its end.
func held(d sim.Delivery, ofSite bool, start time.Time, length time.Duration) time.Duration {
	end := start.Add(length)
	if !ofSite || d.At.Before(start) || !d.At.Before(end) {
		return 0
	}
	return end.Sub(d.At)
}

// compareLogs compares a run's received messages with the on-time run's:
// lost are on-time lines missing from got and not covered by a found-late
// message or an outage summary of the same recipient, channel and alert;
// added are lines of got the on-time run has not, other than those two
// kinds; withdrawn are withdrawal messages.
func compareLogs(onTime, got []string) (lost, added, withdrawn int) {
	count := func(ls []string) map[string]int {
		m := map[string]int{}
		for _, l := range ls {
			m[l]++
		}
		return m
	}
	want, have := count(onTime), count(got)
	covered := map[string]bool{}
	for _, l := range got {
		f := strings.Fields(l) // user channel alert stage kind unit
		if len(f) == 6 && (f[4] == "found_late" || f[4] == "offline") {
			covered[f[0]+" "+f[1]+" "+f[2]+" "+f[5]] = true
		}
		if len(f) == 6 && f[4] == "withdrawn" {
			withdrawn++
		}
	}
	for l, n := range want {
		f := strings.Fields(l)
		if have[l] < n && !(len(f) == 6 && covered[f[0]+" "+f[1]+" "+f[2]+" "+f[5]]) {
			lost += n - have[l]
		}
	}
	for l, n := range have {
		f := strings.Fields(l)
		if len(f) == 6 && (f[4] == "found_late" || f[4] == "offline") {
			continue
		}
		if n > want[l] {
			added += n - want[l]
		}
	}
	return lost, added, withdrawn
}

// missing answers the lines of a that b lacks (counting repeats).
func missing(a, b []string) []string {
	have := map[string]int{}
	for _, l := range b {
		have[l]++
	}
	var out []string
	for _, l := range a {
		if have[l] > 0 {
			have[l]--
			continue
		}
		out = append(out, l)
	}
	return out
}
