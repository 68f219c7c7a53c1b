package notify_test

import (
	"context"
	"log/slog"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/ingest"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// field is a run of the field-timing harness: a simulated world whose
// deliveries reach the store delay(d) after their time (drawn once per
// delivery) while the clock moves in ticks and the runner passes at every
// tick, as Run would, with notifications wired to a real SMTP server.
type field struct {
	sites, units int // units in all, spread over the sites
	faults       []sim.Fault
	types        []string      // the alert types the in-charge, maintenance and RDE chose
	from, to     time.Time     // the live part of the run (history before it is stored at once)
	tick         time.Duration // default 5 s
	liveWindow   time.Duration // the notifications' live window (default theirs)
	// mqtt: the deliveries are published over MQTT to the embedded broker
	// and stored by the consumer, as shipped (one connection per device);
	// otherwise they are stored directly.
	mqtt bool
}

// fieldDrain is how long a field run goes on after its world stopped:
// longer than any delivery profile holds data back (10 minutes) plus the
// wait for a lost reading it teaches a unit (a quarter more).
const fieldDrain = 15 * time.Minute

// compressorField is the one-unit run of the tests: the compressor fails
// at 17:34 (site time) and clears at 18:14.
func compressorField() field {
	ist, _ := time.LoadLocation("Asia/Kolkata")
	live := time.Date(2026, 3, 2, 15, 0, 0, 0, ist)
	return field{sites: 1, units: 1, faults: []sim.Fault{{Site: 1, Unit: 1, Alert: sim.CompressorMalfunction, After: live}},
		types: []string{"compressor_malfunction"}, from: live, to: time.Date(2026, 3, 2, 18, 45, 0, 0, ist)}
}

// fieldRun runs fd with delays and answers what each recipient received,
// sorted, as "user channel alert stage kind unit", and the runner's stats.
func fieldRun(t testing.TB, db *storage.DB, fd field, delay func(d sim.Delivery) time.Duration) ([]string, monitor.Stats) {
	ist, _ := time.LoadLocation("Asia/Kolkata")
	start := time.Date(fd.from.Year(), fd.from.Month(), fd.from.Day()-1, 0, 0, 0, 0, ist)
	f := newFixtureFrom(t, db, start, fd.sites, fd.units, fd.faults...)
	if fd.liveWindow > 0 {
		f.cfg.LiveWindow = fd.liveWindow
		f.svc = f.service(f.cfg)
	}
	all := make([]int, fd.sites)
	for i := range all {
		all[i] = i
	}
	for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
		f.configure(u, all, fd.types, fd.types, fd.types)
	}
	r := monitor.New(db, nil, monitor.Config{Now: f.clock.Now, Notifier: f.svc})
	store := f.store
	if fd.mqtt {
		store = f.overMQTT(t)
	}
	pass := func() {
		if err := r.Sync(t.Context()); err != nil {
			t.Fatal(err)
		}
		f.deliver()
	}
	f.clock.set(fd.from)
	store(f.world.Advance(fd.from.Add(-time.Minute)))
	pass()
	pass()
	delays := map[*sim.Record]time.Duration{}
	delayOf := func(d sim.Delivery) time.Duration {
		k := &d.Records[0]
		if v, ok := delays[k]; ok {
			return v
		}
		delays[k] = delay(d)
		return delays[k]
	}
	tick := fd.tick
	if tick <= 0 {
		tick = 5 * time.Second
	}
	var queued []sim.Delivery
	// The world stops at to; the clock goes on for fieldDrain, so that
	// every run delivers and derives all of it, however late its data.
	for now := fd.from; now.Before(fd.to.Add(fieldDrain)); now = now.Add(tick) {
		f.clock.set(now)
		if now.Before(fd.to) {
			queued = append(queued, f.world.Advance(now)...)
		}
		var due []sim.Delivery
		queued = slices.DeleteFunc(queued, func(d sim.Delivery) bool {
			if d.At.Add(delayOf(d)).After(now) {
				return false
			}
			due = append(due, d)
			return true
		})
		store(due)
		pass()
	}
	var out []string
	for _, g := range f.received(t) {
		out = append(out, g.user+" "+g.channel+" "+g.what)
	}
	slices.Sort(out)
	return out, r.Stats()
}

// overMQTT answers a store that publishes deliveries over MQTT, each
// device on its own connection, to an embedded broker whose consumer
// stores them (as the server does), and waits until they are stored.
func (f *fixture) overMQTT(t testing.TB) func([]sim.Delivery) {
	log := slog.New(slog.DiscardHandler)
	b, err := ingest.Start(t.Context(), ingest.Settings{MQTTAddr: "127.0.0.1:0", DataDir: t.TempDir()}, f.svcs.Telemetry, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	c, err := ingest.NewConsumer(t.Context(), b, "chillwatch-ingest", f.svcs.Telemetry, ingest.NewMetrics(nil), log)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); c.Run(ctx) }()
	pub := &sim.MQTTPublisher{Broker: "tcp://" + b.MQTTAddr}
	t.Cleanup(func() { _ = pub.Close(); cancel(); <-done })
	sent := 0
	return func(ds []sim.Delivery) {
		for _, d := range ds {
			if err := pub.Publish(ctx, d.Serial, f.tokens[d.Serial], d.Bodies()); err != nil {
				t.Fatal(err)
			}
			sent += len(d.Records)
		}
		for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(time.Millisecond) {
			var n int
			if err := f.db.Get(t.Context(), &n, `SELECT COUNT(*) FROM readings`); err != nil {
				t.Fatal(err)
			}
			if n >= sent {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d of %d records stored", n, sent)
			}
		}
	}
}

// TestLateDeliveryTellsTheSame is defect 1 of issue 28: readings posted
// late, jittered or lost and redelivered must tell everyone what on-time
// readings tell, with no withdrawal.
func TestLateDeliveryTellsTheSame(t *testing.T) {
	onTime, _ := fieldRun(t, storagetest.SQLite(t), compressorField(), onTimeDelivery)
	if len(onTime) == 0 {
		t.Fatal("the fault told nobody on time")
	}
	rnd := rand.New(rand.NewPCG(7, 28))
	for _, p := range []struct {
		name  string
		delay func(sim.Delivery) time.Duration
	}{
		{"30 s late", func(sim.Delivery) time.Duration { return 30 * time.Second }},
		{"0-60 s jitter", func(sim.Delivery) time.Duration { return time.Duration(rnd.Int64N(int64(60 * time.Second))) }},
		{"5 % redelivered 10 minutes later", func(sim.Delivery) time.Duration {
			if rnd.IntN(20) == 0 {
				return 10 * time.Minute
			}
			return 0
		}},
	} {
		t.Run(p.name, func(t *testing.T) {
			got, _ := fieldRun(t, storagetest.SQLite(t), compressorField(), p.delay)
			if !slices.Equal(got, onTime) {
				t.Errorf("\n got %v\nwant %v", got, onTime)
			}
		})
	}
}

func onTimeDelivery(sim.Delivery) time.Duration { return 0 }

// outage holds a site's deliveries of [from, to) (site time 2026-03-02,
// the fault's day in the field run) until to: a link loss ending in a
// buffer flush.
func outage(from, to string) func(sim.Delivery) time.Duration {
	ist, _ := time.LoadLocation("Asia/Kolkata")
	at := func(hm string) time.Time {
		t, _ := time.ParseInLocation("2006-01-02 15:04", "2026-03-02 "+hm, ist)
		return t
	}
	start, end := at(from), at(to)
	return func(d sim.Delivery) time.Duration {
		if d.At.Before(start) || !d.At.Before(end) {
			return 0
		}
		return end.Sub(d.At)
	}
}

// TestOutageTellsOnce is defect 3 of issue 28: what a gateway's link loss
// ending in a buffer flush tells. The compressor fails at 17:34 (site
// time): stage 1 at 17:39, 2 at 17:44, 3 at 18:04, cleared at 18:14.
func TestOutageTellsOnce(t *testing.T) {
	onTime, _ := fieldRun(t, storagetest.SQLite(t), compressorField(), onTimeDelivery)
	t.Run("a 20-minute outage tells what on-time data tells, late", func(t *testing.T) {
		if got, _ := fieldRun(t, storagetest.SQLite(t), compressorField(), outage("17:30", "17:50")); !slices.Equal(got, onTime) {
			t.Errorf("\n got %v\nwant %v", got, onTime)
		}
	})
	t.Run("an alert that began and ended in a 90-minute outage comes as one summary", func(t *testing.T) {
		got, _ := fieldRun(t, storagetest.SQLite(t), compressorField(), outage("17:10", "18:40"))
		var want []string
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
			for _, ch := range []string{"email", "sms", "web"} {
				want = append(want, u+" "+ch+" compressor_malfunction 3 offline SIM-S01-C1")
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("\n got %v\nwant %v", got, want)
		}
	})
	t.Run("an alert still active when its data comes is told once, found late", func(t *testing.T) {
		// A 5-minute live window, so that its stage 2 is old when found.
		fd := compressorField()
		fd.liveWindow = 5 * time.Minute
		got, _ := fieldRun(t, storagetest.SQLite(t), fd, outage("17:30", "18:00"))
		var want []string
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
			for _, ch := range []string{"email", "sms", "web"} {
				want = append(want, u+" "+ch+" compressor_malfunction 2 found_late SIM-S01-C1", u+" "+ch+" compressor_malfunction 3 cleared SIM-S01-C1",
					u+" "+ch+" compressor_malfunction 3 escalated SIM-S01-C1")
			}
		}
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("\n got %v\nwant %v", got, want)
		}
	})
}

// TestLateMessagesRead: what a found-late message and an outage summary
// say, in English and French, by e-mail and SMS.
func TestLateMessagesRead(t *testing.T) {
	f := newFixture(t, storagetest.SQLite(t), 1, 2)
	types := []string{"compressor_malfunction"}
	for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
		f.configure(u, []int{0}, types, types, nil)
	}
	if _, err := f.db.Exec(t.Context(), `UPDATE users SET alerts_language = 'fr' WHERE user_name = 'demo.rde'`); err != nil {
		t.Fatal(err)
	}
	route := func(unit string, c monitor.Changes) {
		u := f.unit(unit)
		c.UnitRef, c.UnitUUID = u.Ref, u.UUID
		if err := f.db.Tx(t.Context(), func(tx *sqlx.Tx) error { return f.svc.Notify(t.Context(), tx, c) }); err != nil {
			t.Fatal(err)
		}
		f.svc.Committed()
	}
	since := t0.Add(-55 * time.Minute)
	raise := change("compressor_malfunction", engine.Raised, 1, since, since.Add(5*time.Minute))
	stage2 := change("compressor_malfunction", engine.Escalated, 2, since, since.Add(10*time.Minute))
	route("SIM-S01-C1", monitor.Changes{Alerts: []engine.AlertChange{raise, stage2}, Active: map[string]bool{raise.Episode: true}, Reported: since.Add(-time.Hour)})
	f.clock.add(2 * time.Minute)
	f.deliver()
	f.clock.add(6 * time.Minute) // past the storm cap: the summary goes alone
	ended := change("compressor_malfunction", engine.Cleared, 2, since, since.Add(20*time.Minute))
	route("SIM-S01-C2", monitor.Changes{Alerts: []engine.AlertChange{raise, stage2, ended}, Active: map[string]bool{}, Reported: since.Add(-time.Hour)})
	f.clock.add(2 * time.Minute)
	f.deliver()
	for _, c := range []struct {
		user  string
		words []string
	}{
		{"demo.incharge", []string{"Compressor malfunction (stage 2) — found late", "Since 2026-03-02 14:35 IST; found when the unit's data came in at 2026-03-02 15:30 IST",
			"While offline: Compressor malfunction (stage 2)", "from 2026-03-02 14:35 IST to 2026-03-02 14:55 IST, at stage 2; it has ended"}},
		{"demo.rde", []string{"découverte en retard", "Depuis 2026-03-02 14:35 IST", "Hors ligne", "elle est terminée"}},
	} {
		var text string
		for _, m := range f.box.to(email(c.user)) {
			text += m.Subject + "\n" + m.Text
		}
		for _, w := range c.words {
			if !strings.Contains(text, w) {
				t.Errorf("%s's mail lacks %q:\n%s", c.user, w, text)
			}
		}
	}
	var sms []string
	for _, m := range f.sms.all() {
		sms = append(sms, m.Text)
		if len([]rune(m.Text)) > 160 || !notify.IsGSM7(m.Text) {
			t.Errorf("SMS %q", m.Text)
		}
	}
	joined := strings.Join(sms, "\n")
	for _, w := range []string{"S2: ", "since 14:35 (found 15:30)", "Offline: Compressor malfunction S2", "14:35-14:55, ended", "Hors ligne"} {
		if !strings.Contains(joined, w) {
			t.Errorf("the SMS lack %q:\n%s", w, joined)
		}
	}
}

// TestRederivedAfterWithdrawalIsDueAgain: a change withdrawn before it was
// sent, then derived again by later data, goes out after all.
func TestRederivedAfterWithdrawalIsDueAgain(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db, 1, 1)
		f.configure("demo.incharge", []int{0}, []string{"compressor_malfunction"}, nil, nil)
		raise := change("compressor_malfunction", engine.Raised, 1, t0.Add(-5*time.Minute), t0)
		f.notifyUnit("SIM-S01-C1", []engine.AlertChange{raise})
		f.notifyUnit("SIM-S01-C1", nil, raise.Key) // withdrawn before a worker took it
		if n := count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE status = ?`, notify.StatusWithdrawn); n != 1 {
			t.Fatalf("%d entries withdrawn, want 1", n)
		}
		f.notifyUnit("SIM-S01-C1", []engine.AlertChange{raise}) // later data brings it back
		f.deliver()
		if ms := f.box.to(email("demo.incharge")); len(ms) != 1 || !strings.Contains(ms[0].Subject, "Compressor malfunction") {
			t.Errorf("in-charge got %v", subjects(ms))
		}
	})
}

// TestJitterAndLossTellTheSame: a centre's three units over a day, each
// with a fault (the first three of sim.Alerts), each device's readings jittered 0–60 s, or
// 5 % of them lost and sent again 10 minutes later. A unit's devices
// report separately: a reading of one time is evaluated once every device
// sent its own (or the unit stops waiting for one that is missing), so no
// false alarm is raised from a partial reading and nothing is withdrawn.
// On the code of issue 28 both profiles raised agitator alarms that the
// late readings then withdrew.
func TestJitterAndLossTellTheSame(t *testing.T) {
	ist, _ := time.LoadLocation("Asia/Kolkata")
	from := time.Date(2026, 3, 2, 6, 0, 0, 0, ist)
	fd := field{sites: 1, units: 3, from: from, to: from.Add(24 * time.Hour), tick: 15 * time.Second,
		types: []string{"compressor_malfunction", "agitator_malfunction", "agitator_malfunction_after_chilling", "cip_not_done",
			"milk_overchilled", "milk_undercooled"},
		faults: []sim.Fault{{Site: 1, Unit: 1, Alert: sim.Alerts[0], After: from}, {Site: 1, Unit: 2, Alert: sim.Alerts[1], After: from},
			{Site: 1, Unit: 3, Alert: sim.Alerts[2], After: from}}}
	onTime, _ := fieldRun(t, storagetest.SQLite(t), fd, onTimeDelivery)
	if len(onTime) == 0 {
		t.Fatal("the fault told nobody on time")
	}
	for _, p := range []struct {
		name  string
		delay func(*rand.Rand) func(sim.Delivery) time.Duration
	}{
		{"0-60 s jitter", func(rnd *rand.Rand) func(sim.Delivery) time.Duration {
			return func(sim.Delivery) time.Duration { return time.Duration(rnd.Int64N(int64(time.Minute))) }
		}},
		{"5 % sent again 10 minutes later", func(rnd *rand.Rand) func(sim.Delivery) time.Duration {
			return func(sim.Delivery) time.Duration {
				if rnd.IntN(20) == 0 {
					return 10 * time.Minute
				}
				return 0
			}
		}},
	} {
		t.Run(p.name, func(t *testing.T) {
			got, st := fieldRun(t, storagetest.SQLite(t), fd, p.delay(rand.New(rand.NewPCG(28, 7))))
			if lost, added, withdrawn := compareLogs(onTime, got); lost+added+withdrawn > 0 {
				t.Errorf("lost %d, added %d, withdrawn %d\n got %v\nwant %v", lost, added, withdrawn, got, onTime)
			}
			t.Logf("%d messages, %d replays in %d passes", len(got), st.Replays, st.Steps)
		})
	}
}

// TestFieldOverMQTT: the compressor fault's readings published 30 s late
// over MQTT to the embedded broker, each device on its own connection, and
// stored by the consumer, as shipped, tell exactly what they tell stored
// directly on time. BenchmarkFieldTiming runs the fleet day's jittered
// profile over MQTT too.
func TestFieldOverMQTT(t *testing.T) {
	onTime, _ := fieldRun(t, storagetest.SQLite(t), compressorField(), onTimeDelivery)
	for _, p := range []struct {
		name  string
		delay func(sim.Delivery) time.Duration
	}{
		{"30 s late", func(sim.Delivery) time.Duration { return 30 * time.Second }},
	} {
		t.Run(p.name, func(t *testing.T) {
			fd := compressorField()
			fd.mqtt = true
			got, st := fieldRun(t, storagetest.SQLite(t), fd, p.delay)
			if !slices.Equal(got, onTime) {
				t.Errorf("\n got %v\nwant %v", got, onTime)
			}
			t.Logf("%d messages, %d replays in %d passes", len(got), st.Replays, st.Steps)
		})
	}
}
