package notify_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestMessageIDs: every Message-ID is one well-formed msg-id of RFC 5322
// on the sender's domain. A message whose worker stopped after the server
// accepted it and before the outcome was recorded (in doubt) goes again
// with the entries it carried and the Message-ID of its first attempt,
// although another alert for the same recipient became due meanwhile; that
// alert goes in a message of its own, under an id of its own. Two test
// messages have two ids.
func TestMessageIDs(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db, 1, 2)
		f.configure("demo.incharge", []int{0}, []string{"compressor_malfunction"}, nil, nil)
		to := email("demo.incharge")
		f.notifyUnit("SIM-S01-C1", []engine.AlertChange{change("compressor_malfunction", engine.Raised, 1, t0.Add(-5*time.Minute), t0)})

		// The worker stops as the server accepts its message: the attempt
		// stays logged "sending", its entry claimed, as after a kill.
		ctx, stop := context.WithCancel(t.Context())
		f.box.onAccept(stop)
		_, _ = f.svc.DeliverDue(ctx)
		f.box.onAccept(nil)
		if n := count(t, db, `SELECT COUNT(*) FROM notify_log WHERE channel = ? AND status = ?`, notify.Email, notify.StatusSending); n != 1 {
			t.Fatalf("%d e-mail attempts left sending, want 1", n)
		}
		// Another alert becomes due for the same recipient while the
		// entry is still claimed; then the claim (1 min) expires.
		f.clock.add(30 * time.Second)
		f.notifyUnit("SIM-S01-C2", []engine.AlertChange{change("compressor_malfunction", engine.Raised, 1, f.clock.Now().Add(-5*time.Minute), f.clock.Now())})
		f.clock.add(time.Minute)
		f.deliver()
		f.clock.add(10 * time.Minute) // past the storm cap
		f.deliver()

		ms := f.box.to(to)
		ids := make([]string, len(ms))
		for i, m := range ms {
			ids[i] = msgID(t, m.Header)
			if !strings.HasSuffix(ids[i], "@chillwatch.test>") {
				t.Errorf("Message-ID %q is not on the sender's domain chillwatch.test", ids[i])
			}
		}
		if len(ms) < 2 {
			t.Fatalf("%d messages, want 3 (the first, its resend, the second alert)", len(ms))
		}
		if first, again := ms[0], ms[1]; !slices.Equal(again.Entries, first.Entries) || ids[1] != ids[0] {
			t.Errorf("the resend carries %v as %s, want the first attempt's %v as %s", again.Entries, ids[1], first.Entries, ids[0])
		}
		if len(ms) != 3 {
			t.Fatalf("%d messages, want 3 (the first, its resend, the second alert)", len(ms))
		}
		first, second := ms[0], ms[2]
		if len(second.Entries) != 1 || slices.Contains(first.Entries, second.Entries[0]) || ids[2] == ids[0] {
			t.Errorf("the second alert: %v as %s (the first: %v as %s)", second.Entries, ids[2], first.Entries, ids[0])
		}
		if n := count(t, db, `SELECT COUNT(*) FROM notify_log WHERE channel = ? AND status = ?`, notify.Email, notify.StatusInDoubt); n != 1 {
			t.Errorf("%d e-mail attempts in doubt, want 1", n)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE status <> ?`, notify.StatusSent); n != 0 {
			t.Errorf("%d entries not sent", n)
		}

		// Test messages: an id each.
		var p auth.Principal
		if err := db.Get(t.Context(), &p.UserID, `SELECT id FROM users WHERE user_name = 'demo.incharge'`); err != nil {
			t.Fatal(err)
		}
		if err := db.Get(t.Context(), &p.OrgID, `SELECT org_id FROM users WHERE user_name = 'demo.incharge'`); err != nil {
			t.Fatal(err)
		}
		p.ScopeOrgID = p.OrgID
		for range 2 {
			if res, err := f.svc.SendTest(t.Context(), &p, notify.Email); err != nil || res.Status != notify.StatusSent {
				t.Fatalf("test message: %+v %v", res, err)
			}
		}
		ms = f.box.to(to)
		if len(ms) != 5 {
			t.Fatalf("%d messages after two test messages, want 5", len(ms))
		}
		if a, b := msgID(t, ms[3].Header), msgID(t, ms[4].Header); a == b || a == ids[0] || a == ids[2] {
			t.Errorf("test messages' Message-IDs %s and %s (alerts: %s, %s)", a, b, ids[0], ids[2])
		}
	})
}
