package notify_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// store puts a simulator's deliveries through ingestion's checks and store.
func (f *fixture) store(ds []sim.Delivery) {
	f.t.Helper()
	if len(ds) == 0 {
		return
	}
	devices := map[string]telemetry.Device{}
	var batches []telemetry.Batch
	for _, d := range ds {
		dev, ok := devices[d.Serial]
		if !ok {
			var err error
			if dev, err = f.svcs.Telemetry.Authenticate(f.t.Context(), d.Serial, f.tokens[d.Serial]); err != nil {
				f.t.Fatalf("%s: %v", d.Serial, err)
			}
			devices[d.Serial] = dev
		}
		b := telemetry.Batch{Device: dev}
		for _, rec := range d.Records {
			r, bad := telemetry.Parse(dev.Type, rec.Body, "", d.At.Add(time.Hour))
			if bad != nil {
				f.t.Fatalf("%s: %v", d.Serial, bad)
			}
			b.Readings = append(b.Readings, r)
		}
		batches = append(batches, b)
	}
	if _, err := f.svcs.Telemetry.Append(f.t.Context(), batches); err != nil {
		f.t.Fatal(err)
	}
}

// got is an entry a recipient received: "alert stage kind unit".
type got struct {
	user, channel, what string
	message             int // which message of the recipient carried it
}

// TestSimulatedFleet: a day of history with a compressor fault, then a
// live afternoon (15:00–18:45 in India) in which a compressor fails at one centre and the tss
// check finds warm milk at two others. The runner and the notifier run
// as in the server. Exactly the expected messages go out:
//   - the in-charge: the compressor's stages and clear, each tss stage 1,
//     the tss digest and the clears;
//   - maintenance and RDE: only stage 2 and later, and one tss digest
//     covering both centres (the RDE, in French, lost site 1 from their
//     associations: no compressor message);
//   - the viewer, whose configuration selects everything: everything the
//     in-charge gets (the policy names no viewer, so a viewer who asked
//     for an alert is told at every stage);
//   - the administrator: the compressor's stage 3 and its clear;
//   - nothing of the backfilled history (recorded as historical).
func TestSimulatedFleet(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ist, _ := time.LoadLocation("Asia/Kolkata")
		start := time.Date(2026, 3, 1, 0, 0, 0, 0, ist)
		live := time.Date(2026, 3, 2, 15, 0, 0, 0, ist)
		f := newFixtureFrom(t, db, start, 3, 3,
			sim.Fault{Site: 1, Unit: 1, Alert: sim.CompressorMalfunction, After: start.Add(6 * time.Hour)},
			sim.Fault{Site: 1, Unit: 1, Alert: sim.CompressorMalfunction, After: live},
			sim.Fault{Site: 2, Unit: 1, Alert: sim.TSSTempAlert, Variant: "afternoon", After: live},
			sim.Fault{Site: 3, Unit: 1, Alert: sim.TSSTempAlert, Variant: "afternoon", After: live})
		types := []string{"compressor_malfunction", "tss_temp_alert"}
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde", "demo.viewer", "demo.admin"} {
			f.configure(u, []int{0, 1, 2}, types, types, types)
		}
		if _, err := db.Exec(t.Context(), `DELETE FROM user_sites WHERE user_id = (SELECT id FROM users WHERE user_name = 'demo.rde')
			AND site_ref = (SELECT site_ref FROM chilling_units WHERE customer_bmc_id = 'SIM-S01-C1')`); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(t.Context(), `UPDATE users SET alerts_language = 'fr' WHERE user_name = 'demo.rde'`); err != nil {
			t.Fatal(err)
		}
		r := monitor.New(db, nil, monitor.Config{Now: f.clock.Now, Notifier: f.svc})
		sync := func() {
			for range 3 {
				if err := r.Sync(t.Context()); err != nil {
					t.Fatal(err)
				}
			}
			f.deliver()
		}
		// The backfill: a day and a half of history, stored an hour after.
		f.clock.set(live.Add(time.Hour))
		f.store(f.world.Advance(live))
		sync()
		if n := len(f.box.all()) + len(f.sms.all()); n != 0 {
			t.Fatalf("%d messages for the backfilled history", n)
		}
		historical := count(t, db, `SELECT COUNT(*) FROM notify_log WHERE status = ?`, notify.StatusHistorical)
		if historical == 0 {
			t.Fatal("the history's compressor fault was not recorded as historical")
		}
		// Live: minute by minute, data and clock together.
		end := time.Date(2026, 3, 2, 18, 45, 0, 0, ist)
		for m := live; m.Before(end); m = m.Add(time.Minute) {
			f.clock.set(m.Add(30 * time.Second))
			f.store(f.world.Advance(m))
			sync()
		}
		f.clock.add(10 * time.Minute)
		sync()

		entries := f.received(t)
		byUser := map[string][]got{}
		for _, g := range entries {
			byUser[g.user] = append(byUser[g.user], g)
		}
		summary := func(user, channel string) []string {
			var out []string
			for _, g := range byUser[user] {
				if g.channel == channel {
					out = append(out, g.what)
				}
			}
			slices.Sort(out)
			return slices.Compact(out)
		}
		t.Logf("in-charge: %v", summary("demo.incharge", notify.Email))
		t.Logf("maintenance: %v", summary("demo.maintenance", notify.Email))
		t.Logf("rde: %v", summary("demo.rde", notify.Email))
		compressor := []string{
			"compressor_malfunction 1 raised SIM-S01-C1", "compressor_malfunction 2 escalated SIM-S01-C1",
			"compressor_malfunction 3 escalated SIM-S01-C1", "compressor_malfunction 3 cleared SIM-S01-C1"}
		tss1 := []string{"tss_temp_alert 1 raised SIM-S02-C1", "tss_temp_alert 1 raised SIM-S03-C1"}
		tss2 := []string{"tss_temp_alert 2 cleared SIM-S02-C1", "tss_temp_alert 2 cleared SIM-S03-C1",
			"tss_temp_alert 2 escalated SIM-S02-C1", "tss_temp_alert 2 escalated SIM-S03-C1"}
		want := map[string][]string{
			"demo.incharge":    sorted(compressor, tss1, tss2),
			"demo.maintenance": sorted(compressor[1:], tss2),
			"demo.rde":         sorted(tss2),
			"demo.viewer":      sorted(compressor, tss1, tss2),
			"demo.admin":       sorted(compressor[2:]), // administrators at stage 3
		}
		for user, w := range want {
			for _, ch := range []string{notify.Email, notify.SMS, notify.Web} {
				if g := summary(user, ch); !slices.Equal(g, w) {
					t.Errorf("%s %s:\n got %v\nwant %v", user, ch, g, w)
				}
			}
		}
		// One tss stage-2 message per recipient and channel, covering both centres.
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde", "demo.viewer"} {
			msgs := map[string]map[int]int{}
			for _, g := range byUser[u] {
				if strings.HasPrefix(g.what, "tss_temp_alert 2 escalated") {
					if msgs[g.channel] == nil {
						msgs[g.channel] = map[int]int{}
					}
					msgs[g.channel][g.message]++
				}
			}
			for _, ch := range []string{notify.Email, notify.SMS, notify.Web} {
				if len(msgs[ch]) != 1 {
					t.Errorf("%s %s: the tss stage 2 came in %d messages, want one digest", u, ch, len(msgs[ch]))
				}
			}
		}
		for _, m := range f.box.to(email("demo.rde")) {
			if !strings.Contains(m.Subject, "alertes") && !strings.Contains(m.Subject, "niveau") {
				t.Errorf("RDE's message is not in French: %q", m.Subject)
			}
		}
	})
}

func sorted(lists ...[]string) []string {
	out := slices.Concat(lists...)
	slices.Sort(out)
	return out
}

// received answers every entry the recipients got, per channel: e-mail
// from the SMTP server, SMS from the sink (by the entries the log says
// each message carried), the inbox from the outbox.
func (f *fixture) received(t testing.TB) []got {
	t.Helper()
	var rows []struct {
		ID      int64  `db:"id"`
		User    string `db:"user_name"`
		Channel string `db:"channel"`
		Alert   string `db:"alert"`
		Stage   int    `db:"stage"`
		Kind    string `db:"kind"`
		Unit    string `db:"customer_bmc_id"`
		Status  string `db:"status"`
	}
	if err := f.db.Select(t.Context(), &rows, `SELECT o.id, u.user_name, o.channel, o.alert, o.stage, o.kind, cu.customer_bmc_id, o.status
		FROM notify_outbox o JOIN users u ON u.id = o.user_id JOIN chilling_units cu ON cu.id = o.unit_ref`); err != nil {
		t.Fatal(err)
	}
	byID := map[int64]int{}
	for i, r := range rows {
		byID[r.ID] = i
	}
	var out []got
	what := func(i int) string {
		r := rows[i]
		return fmt.Sprintf("%s %d %s %s", r.Alert, r.Stage, r.Kind, r.Unit)
	}
	for n, m := range f.box.all() {
		for _, id := range m.Entries {
			i := byID[id]
			out = append(out, got{user: rows[i].User, channel: notify.Email, what: what(i), message: n})
		}
	}
	var logs []struct {
		Channel string `db:"channel"`
		IDs     string `db:"entry_ids"`
	}
	if err := f.db.Select(t.Context(), &logs, `SELECT channel, entry_ids FROM notify_log WHERE status = ? AND channel <> ?`, notify.StatusSent, notify.Email); err != nil {
		t.Fatal(err)
	}
	for n, l := range logs {
		for _, s := range strings.Fields(l.IDs) {
			var id int64
			if _, err := fmt.Sscan(s, &id); err != nil {
				t.Fatalf("delivery log ids %q: %v", l.IDs, err)
			}
			i := byID[id]
			out = append(out, got{user: rows[i].User, channel: l.Channel, what: what(i), message: 1000 + n})
		}
	}
	return out
}
