package notify_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// recipients answers who got something since a count of messages and
// calls: "user/channel" for each message, sorted.
func (f *fixture) recipients(mails, texts int) []string {
	var out []string
	for _, m := range f.box.all()[mails:] {
		for _, to := range m.To {
			out = append(out, strings.TrimSuffix(to, "@demo-dairy.example")+"/email")
		}
	}
	numbers := map[string]string{}
	var users []struct {
		Name   string `db:"user_name"`
		Code   string `db:"country_code"`
		Number string `db:"mobile_number"`
	}
	if err := f.db.Select(f.t.Context(), &users, `SELECT u.user_name, m.country_code, m.mobile_number FROM users u JOIN user_mobiles m ON m.user_id = u.id`); err != nil {
		f.t.Fatal(err)
	}
	for _, u := range users {
		numbers[u.Code+u.Number] = u.Name
	}
	for _, c := range f.sms.all()[texts:] {
		out = append(out, numbers[c.To]+"/sms")
	}
	slices.Sort(out)
	return out
}

// TestRouting: a change goes to the users whose site associations hold the
// unit's site, whose alert configuration selects the alert on the channel,
// and whose role the policy names for the stage (spec 03 §6) or at no
// stage (the viewer, who asked for it: issue 28); administrators at stage
// 3; a clear to those told; nothing for history.
func TestRouting(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db, 3, 3)
		for _, u := range []string{"demo.admin", "demo.incharge", "demo.maintenance", "demo.rde", "demo.viewer"} {
			f.configure(u, []int{0, 1}, []string{"compressor_malfunction", "tss_temp_alert"}, []string{"compressor_malfunction"}, nil)
		}
		since := t0.Add(-5 * time.Minute)
		steps := []struct {
			name   string
			unit   string
			change engine.AlertChange
			wait   time.Duration // the clock moves this much before delivering
			want   []string
		}{
			{"stage 1 goes to the in-charge and the viewer who asked", "SIM-S01-C1", change("compressor_malfunction", engine.Raised, 1, since, t0),
				0, []string{"demo.incharge/email", "demo.incharge/sms", "demo.viewer/email", "demo.viewer/sms"}},
			{"stage 2 waits for its digest, then goes to the in-charge, maintenance, RDE and the viewer", "SIM-S01-C1",
				change("compressor_malfunction", engine.Escalated, 2, since, t0.Add(5*time.Minute)), 6 * time.Minute,
				[]string{"demo.incharge/email", "demo.incharge/sms", "demo.maintenance/email", "demo.maintenance/sms", "demo.rde/email", "demo.rde/sms",
					"demo.viewer/email", "demo.viewer/sms"}},
			{"stage 3 adds the administrator", "SIM-S01-C1",
				change("compressor_malfunction", engine.Escalated, 3, since, t0.Add(25*time.Minute)), 6 * time.Minute,
				[]string{"demo.admin/email", "demo.admin/sms", "demo.incharge/email", "demo.incharge/sms", "demo.maintenance/email", "demo.maintenance/sms",
					"demo.rde/email", "demo.rde/sms", "demo.viewer/email", "demo.viewer/sms"}},
			{"a clear goes to those told", "SIM-S01-C1", change("compressor_malfunction", engine.Cleared, 3, since, t0.Add(32*time.Minute)),
				7 * time.Minute, []string{"demo.admin/email", "demo.admin/sms", "demo.incharge/email", "demo.incharge/sms", "demo.maintenance/email",
					"demo.maintenance/sms", "demo.rde/email", "demo.rde/sms", "demo.viewer/email", "demo.viewer/sms"}},
			{"a site nobody configured: nothing", "SIM-S03-C1", change("compressor_malfunction", engine.Raised, 1, t0.Add(34*time.Minute), t0.Add(39*time.Minute)),
				0, nil},
			{"a type nobody chose: nothing", "SIM-S01-C1", change("milk_overchilled", engine.Raised, 1, t0.Add(34*time.Minute), t0.Add(39*time.Minute)),
				0, nil},
			{"history: recorded, not sent", "SIM-S02-C1", change("compressor_malfunction", engine.Raised, 1, t0.Add(-2*time.Hour), t0.Add(-90*time.Minute)),
				0, nil},
		}
		for _, st := range steps {
			mails, texts := len(f.box.all()), len(f.sms.all())
			f.clock.add(st.wait)
			f.notifyUnit(st.unit, []engine.AlertChange{st.change})
			f.clock.add(time.Minute + time.Second)
			f.deliver()
			if got := f.recipients(mails, texts); !slices.Equal(got, st.want) {
				t.Errorf("%s:\n got %v\nwant %v", st.name, got, st.want)
			}
		}
		if n := count(t, db, `SELECT COUNT(*) FROM notify_log WHERE status = ? AND user_id = (SELECT id FROM users WHERE user_name = 'demo.incharge')`, notify.StatusHistorical); n != 2 {
			t.Errorf("historical log rows of the in-charge: %d, want 2 (email and SMS)", n)
		}
		// A replay storing the same changes again adds nothing.
		before := count(t, db, `SELECT COUNT(*) FROM notify_outbox`)
		f.notifyUnit("SIM-S01-C1", []engine.AlertChange{steps[0].change, steps[1].change})
		if after := count(t, db, `SELECT COUNT(*) FROM notify_outbox`); after != before {
			t.Errorf("outbox grew from %d to %d on a repeated change", before, after)
		}
	})
}
