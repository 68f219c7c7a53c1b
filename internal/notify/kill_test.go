package notify_test

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/demo"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/user"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

// TestKillChild is the delivery process of TestKillDuringDelivery, run as
// a child of the test binary; it does nothing in a normal run.
func TestKillChild(t *testing.T) {
	dbURL := os.Getenv("NOTIFY_KILL_DB")
	if dbURL == "" {
		t.Skip("the child process of TestKillDuringDelivery")
	}
	ctx := context.Background()
	db, err := storage.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := config.Load(nil, nil, io.Discard)
	svcs, err := app.NewServices(ctx, db, app.Settings(cfg))
	if err != nil {
		t.Fatal(err)
	}
	s, err := notify.New(db, svcs.Orgs, notify.Config{SMTPURL: os.Getenv("NOTIFY_KILL_SMTP"), MailFrom: "alerts@chillwatch.test",
		SMS: notify.SMSConfig{URL: os.Getenv("NOTIFY_KILL_SMS")}, ClaimTTL: 2 * time.Second, SendTimeout: time.Second,
		RetryBase: 200 * time.Millisecond, RetryMax: time.Second, Poll: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	_ = s.Run(ctx) // until killed
}

// TestKillDuringDelivery: the delivery process is killed (SIGKILL) four
// times while it sends; after the last restart every outbox entry is
// sent, each e-mail entry reached the SMTP server, and an entry reached it
// twice only where the log marks the attempt the kill interrupted "in
// doubt", and then with the same, well-formed Message-ID. Inbox items are
// written exactly once.
func TestKillDuringDelivery(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "kill.db")
		db, err := storage.Open(t.Context(), "sqlite:"+path)
		if err != nil {
			t.Fatal(err)
		}
		defer func() {
			if err := db.Close(); err != nil {
				t.Error(err)
			}
		}()
		if _, err := db.Migrate(t.Context()); err != nil {
			t.Fatal(err)
		}
		killDuringDelivery(t, db, "sqlite:"+path)
	})
	if u := storagetest.URL(t); u != "" {
		t.Run("postgres", func(t *testing.T) {
			db, err := storage.Open(t.Context(), u)
			if err != nil {
				t.Fatal(err)
			}
			defer func() {
				if err := db.Close(); err != nil {
					t.Error(err)
				}
			}()
			if _, err := db.Migrate(t.Context()); err != nil {
				t.Fatal(err)
			}
			killDuringDelivery(t, db, u)
		})
	}
}

func killDuringDelivery(t *testing.T, db *storage.DB, dbURL string) {
	f := newFixture(t, db, 10, 10)
	f.box.delay = 60 * time.Millisecond
	sites := make([]int, 10)
	for i := range sites {
		sites[i] = i
	}
	var codes []string
	if err := db.Select(t.Context(), &codes, `SELECT site_code FROM sites ORDER BY site_code`); err != nil {
		t.Fatal(err)
	}
	for i := range 30 {
		in := user.Input{Password: demo.UserPassword, ConfirmPassword: demo.UserPassword}
		in.UserName, in.FirstName, in.LastName = fmt.Sprintf("incharge%02d", i), "In", "Charge"
		in.EmailID, in.Salutation, in.Gender = in.UserName+"@demo-dairy.example", "Mr", "MALE"
		in.Roles, in.OrganizationName, in.AlertsLanguage = []string{role.ChillingCentreInCharge}, demo.OrgName, "en"
		in.MobileNumbers = []user.Mobile{{CountryCode: "+254", MobileNumber: fmt.Sprintf("70000000%02d", i)}}
		on := true
		for _, c := range codes {
			in.SiteAssociationConfiguration = append(in.SiteAssociationConfiguration, usersite.Association{SiteID: c})
			in.UserAlertConfiguration = append(in.UserAlertConfiguration, usersite.AlertConfig{SiteID: c, EnableWebAlerts: &on,
				CriticalAlerts: []string{"compressor_malfunction"}, EmailAlerts: usersite.Channel{CriticalAlerts: []string{"compressor_malfunction"}},
				SmsAlerts: usersite.Channel{CriticalAlerts: []string{"compressor_malfunction"}}})
		}
		if _, err := f.svcs.Users.Create(t.Context(), auth.System(), in); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now()
	f.clock.set(now)
	for _, u := range f.units {
		f.notifyUnit(u.Name, []engine.AlertChange{change("compressor_malfunction", engine.Raised, 1, now.Add(-5*time.Minute), now)})
	}
	total := count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE status = ?`, notify.StatusPending)
	smtpURL, smsURL := f.cfg.SMTPURL, f.cfg.SMS.URL
	start := func() *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), "NOTIFY_KILL_DB="+dbURL, "NOTIFY_KILL_SMTP="+smtpURL, "NOTIFY_KILL_SMS="+smsURL)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd
	}
	kills := 0
	for range 4 {
		before := len(f.box.all())
		cmd := start()
		// Kill it while it sends: once a message of this run arrived.
		for wait := time.Now().Add(20 * time.Second); len(f.box.all()) == before && time.Now().Before(wait); {
			time.Sleep(5 * time.Millisecond)
		}
		time.Sleep(time.Duration(rand.IntN(100)) * time.Millisecond)
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		kills++
		time.Sleep(100 * time.Millisecond)
	}
	cmd := start()
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	deadline := time.Now().Add(90 * time.Second)
	for count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE status = ?`, notify.StatusPending) > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("entries still pending after 90 s: %d of %d", count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE status = ?`, notify.StatusPending), total)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if n := count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE status <> ?`, notify.StatusSent); n != 0 {
		t.Errorf("%d entries not sent", n)
	}
	inDoubt := map[string]bool{}
	var doubtful []string
	if err := db.Select(t.Context(), &doubtful, `SELECT entry_ids FROM notify_log WHERE status = ?`, notify.StatusInDoubt); err != nil {
		t.Fatal(err)
	}
	for _, ids := range doubtful {
		for _, id := range strings.Fields(ids) {
			inDoubt[id] = true
		}
	}
	seen := map[int64]int{}
	ids := map[int64]string{} // an entry's Message-ID
	for _, m := range f.box.all() {
		id := msgID(t, m.Header)
		for _, e := range m.Entries {
			seen[e]++
			if was, ok := ids[e]; ok && was != id {
				t.Errorf("entry %d sent again as %s, first as %s", e, id, was)
			}
			ids[e] = id
		}
	}
	emails := count(t, db, `SELECT COUNT(*) FROM notify_outbox WHERE channel = ?`, notify.Email)
	dups := 0
	for id, n := range seen {
		if n > 1 {
			dups++
			if !inDoubt[fmt.Sprint(id)] {
				t.Errorf("entry %d reached the server %d times without an attempt in doubt", id, n)
			}
		}
	}
	if len(seen) != emails {
		t.Errorf("%d e-mail entries reached the server, want all %d", len(seen), emails)
	}
	sent := count(t, db, `SELECT COUNT(*) FROM notify_log WHERE channel = ? AND status = ?`, notify.Web, notify.StatusSent)
	if items := count(t, db, `SELECT COUNT(*) FROM notify_inbox`); items != sent {
		t.Errorf("%d inbox items for %d web deliveries", items, sent)
	}
	smsSent := count(t, db, `SELECT COUNT(*) FROM notify_log WHERE channel = ? AND status = ?`, notify.SMS, notify.StatusSent)
	smsDoubt := count(t, db, `SELECT COUNT(*) FROM notify_log WHERE channel = ? AND status = ?`, notify.SMS, notify.StatusInDoubt)
	if calls := len(f.sms.all()); calls < smsSent || calls > smsSent+smsDoubt {
		t.Errorf("%d SMS calls for %d sent and %d in doubt", calls, smsSent, smsDoubt)
	}
	t.Logf("%d kills, %d entries (%d e-mail), %d e-mails, %d entries in doubt, %d sent twice", kills, total, emails, len(f.box.all()), len(inDoubt), dups)
}
