package notify_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestWithdrawal: late data removed an alert already sent: those told get
// a short correction; an entry not yet sent is withdrawn unsent.
func TestWithdrawal(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db, 1, 1)
		f.configure("demo.incharge", []int{0}, []string{"compressor_malfunction"}, nil, []string{"compressor_malfunction"})
		f.configure("demo.maintenance", []int{0}, []string{"compressor_malfunction"}, nil, nil)
		raise := change("compressor_malfunction", engine.Raised, 1, t0.Add(-5*time.Minute), t0)
		f.notifyUnit("SIM-S01-C1", []engine.AlertChange{raise})
		f.deliver()
		stage2 := change("compressor_malfunction", engine.Escalated, 2, t0.Add(-5*time.Minute), t0.Add(5*time.Minute))
		f.clock.add(5 * time.Minute)
		f.notifyUnit("SIM-S01-C1", []engine.AlertChange{stage2}) // gathered: not due for a minute
		f.notifyUnit("SIM-S01-C1", nil, raise.Key, stage2.Key)
		f.clock.add(2 * time.Minute)
		f.deliver()
		in := f.box.to(email("demo.incharge"))
		if len(in) != 2 || !strings.Contains(in[1].Subject, "Withdrawn: Compressor malfunction") ||
			!strings.Contains(in[1].Text, "withdrawn: the late readings show no fault") {
			t.Fatalf("in-charge got %d messages, want the raise and its correction: %+v", len(in), subjects(in))
		}
		if m := f.box.to(email("demo.maintenance")); len(m) != 0 {
			t.Errorf("maintenance, never told, got %v", subjects(m))
		}
		if n := count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE status = ? AND kind = ?`, notify.StatusWithdrawn, notify.KindEscalated); n != 6 {
			t.Errorf("stage-2 entries withdrawn unsent: %d, want 6 (in-charge e-mail and web, maintenance e-mail, RDE e-mail, SMS and web)", n)
		}
		page, err := f.svc.Inbox(t.Context(), &auth.Principal{UserID: userID(t, db, "demo.incharge")}, false, paging.Request{Size: 10})
		if err != nil || len(page.Content) != 2 || !strings.HasPrefix(page.Content[0].Title, "Withdrawn") {
			t.Errorf("in-charge inbox: %+v, %v", page.Content, err)
		}
	})
}

// TestDigestCoversEveryCentre: tss_temp_alert reaches stage 2 at several
// centres at once: the in-charge, maintenance and RDE each get one message
// covering all of them (spec 03 §6).
func TestDigestCoversEveryCentre(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db, 3, 3)
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
			f.configure(u, []int{0, 1, 2}, []string{"tss_temp_alert"}, []string{"tss_temp_alert"}, []string{"tss_temp_alert"})
		}
		check := t0.Add(-30 * time.Minute)
		for i, u := range []string{"SIM-S01-C1", "SIM-S02-C1", "SIM-S03-C1"} {
			f.clock.set(t0.Add(time.Duration(i) * 10 * time.Second)) // the runner meets them one after the other
			f.notifyUnit(u, []engine.AlertChange{change("tss_temp_alert", engine.Escalated, 2, check, t0)})
			f.deliver()
		}
		if n := len(f.box.all()) + len(f.sms.all()); n != 0 {
			t.Fatalf("%d messages before the gather delay", n)
		}
		f.clock.set(t0.Add(time.Minute + 30*time.Second))
		f.deliver()
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
			ms := f.box.to(email(u))
			if len(ms) != 1 || len(ms[0].Entries) != 3 || !strings.Contains(ms[0].Subject, "3 alerts at 3 centres") ||
				!strings.Contains(ms[0].Text, "and 2 more alerts at 2 centres") {
				t.Errorf("%s: %v", u, subjects(ms))
			}
			inbox, _ := f.svc.Unread(t.Context(), userID(t, db, u))
			if inbox != 1 {
				t.Errorf("%s: %d unread, want one digest", u, inbox)
			}
		}
		if n := len(f.sms.all()); n != 3 {
			t.Errorf("%d SMS, want one per recipient", n)
		}
	})
}

// TestStormCap: 500 units lose grid power at once: each recipient gets at
// most one message per channel per cap window, the digest counts are
// right, and what comes during the window waits for the next digest. The
// organisation's daily SMS cap stops SMS, not e-mail.
func TestStormCap(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db, 50, 500)
		all := make([]int, 50)
		for i := range all {
			all[i] = i
		}
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
			f.configure(u, all, []string{"grid_off_stage_2"}, []string{"grid_off_stage_2"}, []string{"grid_off_stage_2"})
		}
		pol := notify.DefaultPolicy()
		pol.SMSDailyCap = 2
		if _, err := f.svc.SavePolicy(t.Context(), auth.System(), "DemoDairy", pol); err != nil {
			t.Fatal(err)
		}
		out := t0.Add(-15 * time.Minute)
		for i, u := range f.units {
			if i == 450 {
				f.clock.set(t0.Add(2 * time.Minute)) // the last 50 are met after the first digest went
				f.deliver()
			}
			f.notifyUnit(u.Name, []engine.AlertChange{change("grid_off", engine.Raised, 2, out, t0)})
		}
		f.deliver()
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
			ms := f.box.to(email(u))
			if len(ms) != 1 || len(ms[0].Entries) != 450 || !strings.Contains(ms[0].Text, "and 449 more alerts at 45 centres") {
				t.Errorf("%s after 2 minutes: %v", u, subjects(ms))
			}
		}
		f.clock.set(t0.Add(4 * time.Minute))
		f.deliver()
		if n := len(f.box.all()); n != 3 {
			t.Errorf("%d e-mails within the cap window, want 3", n)
		}
		f.clock.set(t0.Add(7*time.Minute + time.Second))
		f.deliver()
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
			ms := f.box.to(email(u))
			if len(ms) != 2 || len(ms[1].Entries) != 50 || !strings.Contains(ms[1].Text, "and 49 more alerts at 5 centres") {
				t.Errorf("%s after the window: %v", u, subjects(ms))
			}
			if n, _ := f.svc.Unread(t.Context(), userID(t, db, u)); n != 2 {
				t.Errorf("%s: %d inbox items, want 2", u, n)
			}
		}
		if n := len(f.sms.all()); n != 2 {
			t.Errorf("%d SMS, want the daily cap of 2", n)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM notify_log WHERE status = ?`, notify.StatusSMSCap); n != 4 {
			t.Errorf("%d log rows over the SMS cap, want 4 (one recipient's first digest, three second ones)", n)
		}
	})
}

func subjects(ms []received) []string {
	var out []string
	for _, m := range ms {
		out = append(out, fmt.Sprintf("%q (%d entries)", m.Subject, len(m.Entries)))
	}
	return out
}

func userID(t testing.TB, db *storage.DB, name string) int64 {
	t.Helper()
	var id int64
	if err := db.Get(t.Context(), &id, `SELECT id FROM users WHERE user_name = ?`, name); err != nil {
		t.Fatal(err)
	}
	return id
}
