package notify_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/demo"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/user"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

// benchDBs are the databases benchmarks run on.
func benchDBs(b *testing.B) map[string]func(testing.TB) *storage.DB {
	dbs := map[string]func(testing.TB) *storage.DB{"sqlite": storagetest.SQLite}
	if storagetest.URL(b) != "" {
		dbs["postgres"] = storagetest.Postgres
	}
	return dbs
}

// oneUserPerSite gives each site an in-charge of its own, told by e-mail
// of its compressor alerts only (so that no cap holds a message back).
func oneUserPerSite(b *testing.B, f *fixture) {
	var codes []string
	if err := f.db.Select(b.Context(), &codes, `SELECT site_code FROM sites ORDER BY site_code`); err != nil {
		b.Fatal(err)
	}
	for _, u := range []string{"demo.admin", "demo.incharge", "demo.maintenance", "demo.rde", "demo.viewer"} {
		f.configure(u, nil, nil, nil, nil)
	}
	for i, c := range codes {
		siteInCharge(b, f, fmt.Sprintf("ic%03d", i), fmt.Sprintf("98000%05d", i), demo.OrgName, c, false)
	}
}

// siteInCharge creates user name, an in-charge of one site of the
// organisation, told of its compressor alerts by e-mail, and in the inbox
// when web; it answers the user's id and e-mail address.
func siteInCharge(b testing.TB, f *fixture, name, mobile, orgName, site string, web bool) (int64, string) {
	in := user.Input{Password: demo.UserPassword, ConfirmPassword: demo.UserPassword}
	in.UserName, in.FirstName, in.LastName = name, "In", "Charge"
	in.EmailID, in.Salutation, in.Gender = name+"@demo-dairy.example", "Ms", "FEMALE"
	in.Roles, in.OrganizationName, in.AlertsLanguage = []string{role.ChillingCentreInCharge}, orgName, "en"
	in.MobileNumbers = []user.Mobile{{CountryCode: "+91", MobileNumber: mobile}}
	in.SiteAssociationConfiguration = []usersite.Association{{SiteID: site}}
	types := []string{engine.CompressorMalfunction}
	cfg := usersite.AlertConfig{SiteID: site, EmailAlerts: usersite.Channel{CriticalAlerts: types}}
	if web {
		on := true
		cfg.EnableWebAlerts, cfg.CriticalAlerts = &on, types
	}
	in.UserAlertConfiguration = []usersite.AlertConfig{cfg}
	if _, err := f.svcs.Users.Create(b.Context(), auth.System(), in); err != nil {
		b.Fatal(err)
	}
	var id int64
	if err := f.db.Get(b.Context(), &id, `SELECT id FROM users WHERE user_name = ?`, name); err != nil {
		b.Fatal(err)
	}
	return id, in.EmailID
}

// BenchmarkAlertToSMTP measures the latency from an alert change's commit
// (the runner's transaction) to the SMTP server accepting the message,
// with the delivery workers running as in the server: p50 and p95 over
// one alert per centre, one centre after the other.
func BenchmarkAlertToSMTP(b *testing.B) {
	for name, open := range benchDBs(b) {
		b.Run(name, func(b *testing.B) {
			f := newFixture(b, open(b), 40, 40)
			oneUserPerSite(b, f)
			cfg := f.cfg
			cfg.Now = nil
			svc := f.service(cfg)
			f.svc = svc
			ctx, cancel := context.WithCancel(context.Background())
			var wg sync.WaitGroup
			wg.Go(func() { _ = svc.Run(ctx) })
			defer func() { cancel(); wg.Wait() }()
			var lat []time.Duration
			b.ResetTimer()
			for range b.N {
				for _, u := range f.units {
					before := len(f.box.all())
					now := time.Now()
					f.notifyUnit(u.Name, []engine.AlertChange{change("compressor_malfunction", engine.Raised, 1, now.Add(-5*time.Minute), now)})
					for len(f.box.all()) == before {
						time.Sleep(time.Millisecond)
					}
					lat = append(lat, time.Since(now))
				}
				b.StopTimer()
				f.box.mu.Lock()
				f.box.msgs = nil
				f.box.mu.Unlock()
				if _, err := f.db.Exec(b.Context(), `DELETE FROM notify_outbox`); err != nil {
					b.Fatal(err)
				}
				if _, err := f.db.Exec(b.Context(), `DELETE FROM notify_last`); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
			slices.Sort(lat)
			b.ReportMetric(float64(lat[len(lat)/2].Milliseconds()), "p50-ms")
			b.ReportMetric(float64(lat[len(lat)*95/100].Milliseconds()), "p95-ms")
		})
	}
}

// BenchmarkOutbox measures the outbox: routing 2,000 alert changes into
// entries inside transactions, then delivering them to the in-app inbox
// (no network), in entries per second, against a raw batched insert of
// the same number of rows into the inbox in the same run.
func BenchmarkOutbox(b *testing.B) {
	for name, open := range benchDBs(b) {
		b.Run(name, func(b *testing.B) {
			f := newFixture(b, open(b), 40, 40)
			for _, u := range []string{"demo.incharge", "demo.maintenance", "demo.rde"} {
				sites := make([]int, 40)
				for i := range sites {
					sites[i] = i
				}
				f.configure(u, sites, nil, nil, []string{"compressor_malfunction"})
			}
			pol := notify.DefaultPolicy()
			pol.Stages[0].Roles = []string{role.ChillingCentreInCharge, role.Maintenance, role.RDE}
			if _, err := f.svc.SavePolicy(b.Context(), auth.System(), demo.OrgName, pol); err != nil {
				b.Fatal(err)
			}
			const perUnit = 50
			var entries int
			var enqueue, deliver, raw time.Duration
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				for _, t := range []string{"notify_outbox", "notify_inbox", "notify_last", "notify_log"} {
					if _, err := f.db.Exec(b.Context(), "DELETE FROM "+t); err != nil {
						b.Fatal(err)
					}
				}
				b.StartTimer()
				start := time.Now()
				for _, u := range f.units {
					var cs []engine.AlertChange
					for i := range perUnit {
						since := t0.Add(time.Duration(-i) * time.Minute)
						cs = append(cs, change("compressor_malfunction", engine.Raised, 1, since, t0))
					}
					f.notifyUnit(u.Name, cs)
				}
				enqueue += time.Since(start)
				start = time.Now()
				f.deliver()
				deliver += time.Since(start)
				entries += count(b, f.db, `SELECT COUNT(*) FROM notify_outbox WHERE status = ?`, notify.StatusSent)
				n := count(b, f.db, `SELECT COUNT(*) FROM notify_outbox`)
				ic := userID(b, f.db, "demo.incharge")
				start = time.Now()
				err := f.db.Tx(b.Context(), func(tx *sqlx.Tx) error {
					p, err := tx.Preparex(tx.Rebind(`INSERT INTO notify_inbox (user_id, msg_key, created_at, title) VALUES (?, ?, ?, ?)`))
					if err != nil {
						return err
					}
					defer p.Close()
					for i := range n {
						if _, err := p.Exec(ic, fmt.Sprintf("raw/%d", i), i, "raw"); err != nil {
							return err
						}
					}
					return nil
				})
				raw += time.Since(start)
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(entries)/enqueue.Seconds(), "routed/s")
			b.ReportMetric(float64(entries)/deliver.Seconds(), "delivered/s")
			b.ReportMetric(float64(entries)/raw.Seconds(), "raw-insert/s")
		})
	}
}
