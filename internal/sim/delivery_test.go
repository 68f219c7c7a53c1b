package sim

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestParseProfile(t *testing.T) {
	rural := Profile{Lag: 20 * time.Second, Jitter: 40 * time.Second, Loss: 0.01, Redeliver: 10 * time.Minute}
	good := []struct {
		in   string
		want Profile
	}{
		{"", Profile{}},
		{"ontime", Profile{}},
		{"late30", Profile{Lag: 30 * time.Second}},
		{"jitter60", Profile{Jitter: time.Minute}},
		{"lossy", Profile{Loss: 0.05, Redeliver: 10 * time.Minute}},
		{"outage20", Profile{Outages: []LinkOutage{{After: 10 * time.Minute, Length: 20 * time.Minute}}}},
		{"outage90", Profile{Outages: []LinkOutage{{After: 10 * time.Minute, Length: 90 * time.Minute}}}},
		{"rural", rural},
		{" rural ", rural},
		{"lag=30s,jitter=60s,loss=0.05,redeliver=10m,outage=20m@10m", Profile{Lag: 30 * time.Second, Jitter: time.Minute,
			Loss: 0.05, Redeliver: 10 * time.Minute, Outages: []LinkOutage{{After: 10 * time.Minute, Length: 20 * time.Minute}}}},
		{"loss=5%", Profile{Loss: 0.05, Redeliver: 10 * time.Minute}}, // the default redelivery
		{"loss=0.02,redeliver=1h", Profile{Loss: 0.02, Redeliver: time.Hour}},
		{"lag = 1m , jitter=0s", Profile{Lag: time.Minute}},
		{"outage=20m", Profile{Outages: []LinkOutage{{After: 10 * time.Minute, Length: 20 * time.Minute}}}},
		{"outage=20m@0s,outage=1h30m@2h", Profile{Outages: []LinkOutage{{Length: 20 * time.Minute}, {After: 2 * time.Hour, Length: 90 * time.Minute}}}},
		{"rural,outage=90m@1h", Profile{Lag: rural.Lag, Jitter: rural.Jitter, Loss: rural.Loss, Redeliver: rural.Redeliver,
			Outages: []LinkOutage{{After: time.Hour, Length: 90 * time.Minute}}}},
		{"late30,lag=45s", Profile{Lag: 45 * time.Second}},
	}
	for _, c := range good {
		t.Run(c.in, func(t *testing.T) {
			got, err := ParseProfile(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) && !(got.IsZero() && c.want.IsZero() && got.equal(c.want)) {
				t.Errorf("ParseProfile = %+v, want %+v", got, c.want)
			}
			// Its string reads back the same.
			if again, err := ParseProfile(got.String()); err != nil || !again.equal(got) {
				t.Errorf("ParseProfile(%q) = %+v, %v; want %+v", got.String(), again, err, got)
			}
		})
	}

	bad := []struct{ in, says string }{
		{"fast", `unknown preset "fast"`},
		{"Rural", `unknown preset "Rural"`},
		{"lagg=30s", `unknown key "lagg"`},
		{"lag=30", "lag: "},
		{"lag=-5s", "lag: "},
		{"jitter=soon", "jitter: "},
		{"loss=0.5.1", "loss: "},
		{"loss=1.5", "loss: "},
		{"loss=-1%", "loss: "},
		{"loss=NaN", "loss: "},
		{"redeliver=0s", "redeliver: "},
		{"outage=20m@", "outage: "},
		{"outage=@10m", "outage: "},
		{"outage=0s@10m", "outage: "},
		{"outage=20m@-1m", "outage: "},
		{"lag=30s,lag=40s", "lag is given twice"},
		{"lag=30s,rural", `the preset "rural" must come first`},
		{"rural,", "an empty item"},
		{"lag=30s,,jitter=1s", "an empty item"},
	}
	for _, c := range bad {
		t.Run("bad "+c.in, func(t *testing.T) {
			_, err := ParseProfile(c.in)
			if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), c.says) {
				t.Errorf("ParseProfile = %v, want an ErrConfig saying %q", err, c.says)
			}
		})
	}
	var p Profile
	if err := p.Set("late30"); err != nil || p.Lag != 30*time.Second || p.String() != "late30" {
		t.Errorf("Set(late30) = %v, %+v", err, p)
	}
	if s := (Profile{Lag: 5 * time.Second, Outages: []LinkOutage{{After: time.Hour, Length: time.Minute}}}).String(); s != "lag=5s,outage=1m0s@1h0m0s" {
		t.Errorf("String = %q", s)
	}
}

// sent is one record as a delivery profile sent it.
type sent struct {
	at     time.Time // sending time
	serial string
	time   time.Time // the record's time
	late   bool
	body   string
}

// schedule runs a world for span, a minute at a time, then flushes it, and
// answers every record in the order of sending. It checks what holds for
// every profile: each Advance answers deliveries due by its time, in the
// order of sending, none before its records.
func schedule(t *testing.T, cfg Config, span time.Duration) []sent {
	t.Helper()
	w := newWorld(t, cfg)
	var out []sent
	take := func(ds []Delivery, to time.Time) {
		for _, d := range ds {
			if d.At.After(to) {
				t.Fatalf("Advance(%s) answered a delivery due at %s", to, d.At)
			}
			if n := len(out); n > 0 && d.At.Before(out[n-1].at) {
				t.Fatalf("%s sent at %s after one sent at %s", d.Serial, d.At, out[n-1].at)
			}
			for _, r := range d.Records {
				if d.At.Before(r.Time) {
					t.Fatalf("%s: record of %s sent at %s, before its time", d.Serial, r.Time, d.At)
				}
				out = append(out, sent{d.At, d.Serial, r.Time, d.Late, string(r.Body)})
			}
		}
	}
	start := w.Config().Start
	for to := start; !to.After(start.Add(span)); to = to.Add(time.Minute) {
		take(w.Advance(to), to)
	}
	take(w.Flush(), maxTime)
	return out
}

// The schedule each preset gives for a fixed seed, and what holds for
// every profile: each record is sent once and unchanged, never before its
// time, a device's records on time in order.
func TestDeliverySchedule(t *testing.T) {
	const span = 12 * time.Hour
	base := Config{Sites: 2, Units: 4, Seed: 7, Start: t0}
	ontime := schedule(t, base, span)
	cases := []struct {
		profile        string
		env            Environment
		onTime         [2]time.Duration // bounds of the lag of what is sent on time
		spread         bool             // the lags fill the bounds
		loss           float64          // share sent again Redeliver later
		outage         [2]time.Duration // held, from the start
		fromLinkDrops  bool             // Env's link drops make some late too
		sameAsOntime   bool
		checkEachDelay bool
	}{
		{profile: "ontime", sameAsOntime: true, checkEachDelay: true},
		{profile: "late30", onTime: [2]time.Duration{30 * time.Second, 30 * time.Second}, checkEachDelay: true},
		{profile: "jitter60", onTime: [2]time.Duration{0, 59999 * time.Millisecond}, spread: true, checkEachDelay: true},
		{profile: "lossy", loss: 0.05, checkEachDelay: true},
		{profile: "outage20", outage: [2]time.Duration{10 * time.Minute, 30 * time.Minute}, checkEachDelay: true},
		{profile: "outage90", outage: [2]time.Duration{10 * time.Minute, 100 * time.Minute}, checkEachDelay: true},
		{profile: "rural", onTime: [2]time.Duration{20 * time.Second, 59999 * time.Millisecond}, spread: true, loss: 0.01, checkEachDelay: true},
		{profile: "rural,outage=30m@3h", env: DefaultEnvironment, fromLinkDrops: true},
	}
	for _, c := range cases {
		t.Run(c.profile, func(t *testing.T) {
			p, err := ParseProfile(c.profile)
			if err != nil {
				t.Fatal(err)
			}
			cfg := base
			cfg.Delivery, cfg.Env = p, c.env
			got := schedule(t, cfg, span)
			if again := schedule(t, cfg, span); !reflect.DeepEqual(got, again) {
				t.Fatal("the same seed gave two schedules")
			}
			want := ontime
			if c.env != (Environment{}) {
				cfg.Delivery = Profile{}
				want = schedule(t, cfg, span)
			}
			if c.sameAsOntime && !reflect.DeepEqual(got, want) {
				t.Fatal("ontime changed the schedule of a world without a profile")
			}

			// A profile changes when records are sent, never what is sent.
			bodies := map[string]string{}
			for _, s := range want {
				bodies[s.serial+s.time.String()] = s.body
			}
			if len(got) != len(want) || len(bodies) != len(want) {
				t.Fatalf("%d records sent, want %d (%d distinct)", len(got), len(want), len(bodies))
			}
			for _, s := range got {
				k := s.serial + s.time.String()
				if b, ok := bodies[k]; !ok || b != s.body {
					t.Fatalf("%s of %s: sent %v times or changed", s.serial, s.time, ok)
				}
				delete(bodies, k)
			}

			// A device's records sent on time keep their order.
			last := map[string]time.Time{}
			for _, s := range got {
				if !s.late {
					if l, ok := last[s.serial]; ok && s.time.Before(l) {
						t.Fatalf("%s: record of %s sent on time after the one of %s", s.serial, s.time, l)
					}
					last[s.serial] = s.time
				}
			}
			if !c.checkEachDelay {
				return
			}

			from, to := t0.Add(c.outage[0]), t0.Add(c.outage[1])
			var lost, held, minLag, maxLag time.Duration = 0, 0, time.Hour, -1
			flushed := time.Time{}
			for _, s := range got {
				lag := s.at.Sub(s.time)
				switch {
				case c.outage[1] > 0 && !s.time.Before(from) && s.time.Before(to):
					if !s.at.Equal(to) || !s.late {
						t.Fatalf("%s of %s, in the outage, sent at %s (late %v), want at its end %s", s.serial, s.time, s.at, s.late, to)
					}
					if s.time.Before(flushed) {
						t.Fatalf("the outage's flush sends %s of %s after a record of %s", s.serial, s.time, flushed)
					}
					flushed = s.time
					held++
				case s.late:
					if lag < p.Redeliver+c.onTime[0] || lag > p.Redeliver+c.onTime[1] {
						t.Fatalf("%s of %s sent again %v after its time, want %v plus %v–%v", s.serial, s.time, lag, p.Redeliver, c.onTime[0], c.onTime[1])
					}
					lost++
				default:
					if lag < c.onTime[0] || lag > c.onTime[1] {
						t.Fatalf("%s of %s sent %v after its time, want %v–%v", s.serial, s.time, lag, c.onTime[0], c.onTime[1])
					}
					minLag, maxLag = min(minLag, lag), max(maxLag, lag)
				}
			}
			if c.spread && (minLag > c.onTime[0]+5*time.Second || maxLag < c.onTime[1]-5*time.Second) {
				t.Errorf("lags on time within %v–%v, want them to fill %v–%v", minLag, maxLag, c.onTime[0], c.onTime[1])
			}
			// The lost share is within 3 standard deviations of its target.
			n := float64(len(got))
			share, sd := float64(lost)/n, 3*math.Sqrt(c.loss*(1-c.loss)/n)
			if share < c.loss-sd || share > c.loss+sd {
				t.Errorf("%d of %d records sent again (%.4f), want %.4f ± %.4f", lost, len(got), share, c.loss, sd)
			}
			if devices := len(newWorld(t, base).Devices()); c.outage[1] > 0 && held != time.Duration(devices)*(c.outage[1]-c.outage[0])/time.Minute {
				t.Errorf("%d records held through the outage, want %d devices × its minutes", held, devices)
			}
		})
	}
}

// The profile applies from DeliveryFrom: what is sent before it goes at
// its time (a backfill stays in order), and outages are measured from it.
func TestDeliveryFrom(t *testing.T) {
	p, _ := ParseProfile("late30,outage=20m@10m")
	from := t0.Add(2 * time.Hour)
	got := schedule(t, Config{Sites: 1, Units: 1, Seed: 3, Start: t0, Delivery: p, DeliveryFrom: from}, 4*time.Hour)
	outage := [2]time.Time{from.Add(10 * time.Minute), from.Add(30 * time.Minute)}
	for _, s := range got {
		lag := s.at.Sub(s.time)
		switch {
		case s.time.Before(from):
			if lag != 0 || s.late {
				t.Fatalf("%s of %s, before the profile applies, sent %v late", s.serial, s.time, lag)
			}
		case !s.time.Add(30*time.Second).Before(outage[0]) && s.time.Add(30*time.Second).Before(outage[1]):
			if !s.at.Equal(outage[1]) {
				t.Fatalf("%s of %s sent at %s, want held until %s", s.serial, s.time, s.at, outage[1])
			}
		default:
			if lag != 30*time.Second {
				t.Fatalf("%s of %s sent %v after its time, want 30s", s.serial, s.time, lag)
			}
		}
	}
}

// The runner publishes what a profile delays at its time, between
// samples: against a clock, the backfill goes at once and in order, and
// each record of the live part arrives its lag after its time (or its
// redelivery), none ahead of the clock, each once.
func TestRunnerKeepsTheProfile(t *testing.T) {
	wall := time.Date(2026, 11, 10, 12, 0, 0, 0, time.UTC)
	clock := &fakeClock{now: wall}
	p, _ := ParseProfile("rural")
	until := wall.Add(3 * time.Hour)
	w := newWorld(t, Config{Sites: 2, Units: 4, Seed: 9, Start: wall.Add(-time.Hour), Delivery: p, DeliveryFrom: wall})
	type arrival struct{ at, time time.Time }
	var mu sync.Mutex
	arrivals := map[string][]arrival{}
	pub := PublisherFunc(func(_ context.Context, serial, _ string, records []json.RawMessage) error {
		now := clock.Now()
		mu.Lock()
		defer mu.Unlock()
		for _, b := range records {
			var rec struct{ ProcessTime time.Time }
			if err := json.Unmarshal(b, &rec); err != nil {
				return err
			}
			arrivals[serial] = append(arrivals[serial], arrival{now, rec.ProcessTime})
		}
		return nil
	})
	r := &Runner{World: w, Publisher: pub, Now: clock.Now, Sleep: clock.Sleep, Workers: 2}
	st, err := r.Run(context.Background(), RunOptions{Live: wall, Until: until, Speed: 1})
	if err != nil {
		t.Fatal(err)
	}
	samples := int(until.Sub(w.Config().Start)/time.Minute) + 1
	if st.Records != samples*len(w.Devices()) || st.Late == 0 {
		t.Errorf("stats %+v, want %d records, some late", st, samples*len(w.Devices()))
	}
	var onTime, again int
	for _, d := range w.Devices() {
		seen := map[time.Time]bool{}
		var last time.Time
		for _, a := range arrivals[d.Serial] {
			lag := a.at.Sub(a.time)
			if seen[a.time] {
				t.Fatalf("%s: record of %s published twice", d.Serial, a.time)
			}
			seen[a.time] = true
			switch {
			case a.time.Before(wall): // the backfill: at once, in order
				if !a.at.Equal(wall) || a.time.Before(last) {
					t.Fatalf("%s: backfilled record of %s published at %s after one of %s", d.Serial, a.time, a.at, last)
				}
				last = a.time
			case a.at.Equal(until): // what the end of the run sends at once
				if lag < 0 {
					t.Fatalf("%s: record of %s published ahead of the clock", d.Serial, a.time)
				}
			case lag >= 20*time.Second && lag < time.Minute:
				onTime++
			case lag >= 10*time.Minute+20*time.Second && lag < 11*time.Minute:
				again++
			default:
				t.Fatalf("%s: record of %s published %v after its time", d.Serial, a.time, lag)
			}
		}
		if len(seen) != samples {
			t.Errorf("%s: %d records published, want %d", d.Serial, len(seen), samples)
		}
	}
	if onTime < 3*60*len(w.Devices())*95/100 || again == 0 {
		t.Errorf("%d records 20–60 s late, %d sent again after 10 minutes", onTime, again)
	}
	if d := clock.slept - 3*time.Hour; d < -time.Minute || d > time.Minute {
		t.Errorf("slept %v, want 3h", clock.slept)
	}
}
