package notify_test

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestFaultsStayWithTheirDelivery: an unreachable SMTP server, a gateway
// answering 500 or timing out, a user without an address and an invalid
// template each fail that one delivery, visibly in the delivery log,
// without stopping the others or losing the entry; secrets never show.
func TestFaultsStayWithTheirDelivery(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db, 1, 1)
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
			f.configure(u, []int{0}, []string{"compressor_malfunction"}, []string{"compressor_malfunction"}, []string{"compressor_malfunction"})
		}
		if _, err := db.Exec(t.Context(), `UPDATE users SET email_id = '' WHERE user_name = 'demo.maintenance'`); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(t.Context(), `UPDATE users SET alerts_language = 'fr' WHERE user_name = 'demo.rde'`); err != nil {
			t.Fatal(err)
		}
		// The English templates are broken; the French ones are fine.
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "email.en.html"), []byte("<p>{{.Broken</p>"), 0o600); err != nil {
			t.Fatal(err)
		}
		cfg := f.cfg
		cfg.SMTPURL = "smtp://mailer:smtp-secret-pass@127.0.0.1:1" // nobody listens
		cfg.TemplateDir = dir
		f.svc = f.service(cfg)
		f.sms.set(http.StatusInternalServerError, 0)
		f.notifyUnit("SIM-S01-C1", []engine.AlertChange{change("compressor_malfunction", engine.Escalated, 2, t0.Add(-10*time.Minute), t0)})
		f.clock.add(2 * time.Minute)
		f.deliver()
		log := f.log(t)
		want := map[string]string{
			"demo.incharge/email":    "retry: invalid template email.en.html",
			"demo.incharge/sms":      "retry: SMS gateway answered 500",
			"demo.incharge/web":      "sent: ",
			"demo.maintenance/email": "no_address: the user has no e-mail address",
			"demo.maintenance/sms":   "retry: SMS gateway answered 500",
			"demo.maintenance/web":   "sent: ",
			"demo.rde/email":         "retry: ",
			"demo.rde/sms":           "retry: SMS gateway answered 500",
			"demo.rde/web":           "sent: ",
		}
		for k, w := range want {
			if !strings.HasPrefix(log[k], w) {
				t.Errorf("%s: %q, want %q…", k, log[k], w)
			}
		}
		if !strings.Contains(log["demo.rde/email"], "127.0.0.1:1") {
			t.Errorf("the unreachable relay's error: %q", log["demo.rde/email"])
		}
		// The gateway times out, then comes back: the entry is sent on a
		// later attempt, once.
		f.sms.set(http.StatusOK, 6*time.Second)
		f.clock.add(2 * time.Minute)
		f.deliver()
		if l := f.log(t); !strings.Contains(l["demo.rde/sms"], "deadline exceeded") && !strings.Contains(l["demo.rde/sms"], "Timeout") {
			t.Errorf("a gateway that hangs: %q", l["demo.rde/sms"])
		}
		f.sms.set(http.StatusOK, 0)
		f.clock.add(10 * time.Minute)
		f.deliver()
		if n := count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE channel = 'sms' AND status = ?`, notify.StatusSent); n != 3 {
			t.Errorf("%d SMS entries sent after the gateway came back, want 3", n)
		}
		// Secrets are in no answer and no log row.
		st := f.svc.Settings()
		page, err := f.svc.Deliveries(t.Context(), auth.System(), "", notify.LogFilter{}, paging.Request{Size: 100})
		if err != nil {
			t.Fatal(err)
		}
		for _, secret := range []string{"smtp-secret-pass", "sms-secret-key"} {
			if strings.Contains(st.Email.Description+st.SMS.Description, secret) {
				t.Errorf("settings show %s: %+v", secret, st)
			}
			for _, d := range page.Content {
				if strings.Contains(d.Error+d.Address, secret) {
					t.Errorf("log row shows %s: %+v", secret, d)
				}
			}
		}
	})
}

// log answers the newest delivery log row of each user/channel as
// "status: error".
func (f *fixture) log(t testing.TB) map[string]string {
	t.Helper()
	page, err := f.svc.Deliveries(t.Context(), auth.System(), "", notify.LogFilter{}, paging.Request{Size: 1000})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, d := range page.Content {
		k := d.UserName + "/" + d.Channel
		if _, seen := out[k]; !seen {
			out[k] = d.Status + ": " + d.Error
		}
	}
	return out
}

// TestProcessesShareTheOutbox: two delivery processes over one database
// deliver each entry exactly once.
func TestProcessesShareTheOutbox(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db, 20, 20)
		sites := make([]int, 20)
		for i := range sites {
			sites[i] = i
		}
		for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde", "demo.viewer", "demo.admin"} {
			f.configure(u, sites, []string{"compressor_malfunction"}, []string{"compressor_malfunction"}, []string{"compressor_malfunction"})
		}
		pol := notify.DefaultPolicy()
		pol.Stages[0].Roles = []string{"Administrator", "Chilling Centre In-charge", "Maintenance", "RDE", "Viewer"}
		pol.CapMinutes = 1
		if _, err := f.svc.SavePolicy(t.Context(), auth.System(), "DemoDairy", pol); err != nil {
			t.Fatal(err)
		}
		a, b := f.service(f.cfg), f.service(f.cfg)
		for round := range 5 {
			for _, u := range f.units {
				f.notifyUnit(u.Name, []engine.AlertChange{change("compressor_malfunction", engine.Raised, 1, f.clock.Now().Add(-5*time.Minute), f.clock.Now())})
			}
			var wg sync.WaitGroup
			for _, s := range []*notify.Service{a, b} {
				wg.Go(func() {
					for range 20 {
						if _, err := s.DeliverDue(t.Context()); err != nil {
							t.Error(err)
						}
					}
				})
			}
			wg.Wait()
			f.clock.add(time.Minute + time.Second)
			_ = round
		}
		if n := count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE status <> ?`, notify.StatusSent); n != 0 {
			t.Errorf("%d entries not sent", n)
		}
		seen := map[int64]int{}
		for _, m := range f.box.all() {
			for _, id := range m.Entries {
				seen[id]++
			}
		}
		total := count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE channel = 'email'`)
		if len(seen) != total || total != 5*20*5 {
			t.Errorf("%d e-mail entries received of %d stored, want %d", len(seen), total, 5*20*5)
		}
		for id, n := range seen {
			if n != 1 {
				t.Errorf("entry %d received %d times", id, n)
			}
		}
		if n := len(f.sms.all()); n != 5*5 {
			t.Errorf("%d SMS, want one per recipient and round (25)", n)
		}
	})
}
