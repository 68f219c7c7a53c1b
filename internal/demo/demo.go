// Package demo owns the demo fleet of `chillwatch serve --demo`: on an
// empty database it creates a dairy with two sub-organisations, twelve
// sites and twenty chilling units with their devices, and a user for each
// default role; then it runs the simulator, fourteen days of backfilled
// history first and live data from then on, writing the devices' records
// through the same checks and store as device ingestion. When the backfill
// does not reach the previous month, the last day of that month is
// simulated before it, so that the monthly ratings (internal/analytics)
// have a closed month to show from the first start.
package demo

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/telemetry"
	"github.com/chillwatch/chillwatch/internal/user"
)

// The demo organisation, its sub-organisations, and the demo users'
// password.
const (
	OrgName      = "DemoDairy"
	IndiaSubOrg  = "DemoIndiaCentres"
	AfricaSubOrg = "DemoAfricaCentres"
	UserPassword = "Demo12345"
	Sites        = 12
	Units        = 20
	Backfill     = 14 * 24 * time.Hour
	Seed         = 2026
	// PreviousMonth is the part of the previous month simulated before
	// the backfill on a first start whose backfill does not reach it.
	PreviousMonth = 24 * time.Hour
)

// Users are the demo users: one per default role.
var Users = []struct{ Name, Role, First string }{
	{"demo.admin", role.Administrator, "Anita"},
	{"demo.incharge", role.ChillingCentreInCharge, "Ramesh"},
	{"demo.maintenance", role.Maintenance, "Joseph"},
	{"demo.rde", role.RDE, "Fatou"},
	{"demo.viewer", role.Viewer, "Wanjiru"},
}

// Services are what the demo uses.
type Services struct {
	Orgs      *org.Service
	Users     *user.Service
	Sites     *site.Service
	Telemetry *telemetry.Store
}

// World is the demo's simulated fleet starting at start, whose links
// deliver what they send from live on as the delivery profile says (the
// history before it at once, in order).
func World(start, live time.Time, delivery sim.Profile) (*sim.World, error) {
	faults, err := sim.ParseFaults("random")
	if err != nil {
		return nil, err
	}
	faults.After = start.Add(24 * time.Hour)
	return sim.New(sim.Config{Sites: Sites, Units: Units, Seed: Seed, Start: start, Prefix: "DEMO",
		Env: sim.DefaultEnvironment, Faults: faults, Delivery: delivery, DeliveryFrom: live})
}

// previousWorld is the demo's fleet over the end of the previous month:
// the same sites, units and devices as World's, with a fault a day on the
// faulty half of the units from two hours in, so that a month of ratings
// spreads from one day of data.
func previousWorld(start time.Time) (*sim.World, error) {
	return sim.New(sim.Config{Sites: Sites, Units: Units, Seed: Seed, Start: start, Prefix: "DEMO",
		Env: sim.DefaultEnvironment, Faults: sim.FaultOptions{Random: true, Rate: 1, After: start.Add(2 * time.Hour)}})
}

// PreviousMonthWindow answers the part of the month before now's (UTC)
// that a first start simulates before its backfill starting at start:
// the span before the month's first midnight in UTC, the last of the
// demo's zones (Senegal; India and Kenya are ahead of it), so that the
// previous month's last day ends with data at every site rather than with
// hours of none. The window ends where the backfill starts when that is
// earlier, and there is none when the backfill covers the whole span or
// span is not positive.
func PreviousMonthWindow(now, start time.Time, span time.Duration) (from, to time.Time, ok bool) {
	y, m, _ := now.UTC().Date()
	to = time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
	from = to.Add(-span)
	if span <= 0 || !start.After(from) {
		return time.Time{}, time.Time{}, false
	}
	if start.Before(to) {
		to = start
	}
	return from, to, true
}

// Options pace a demo run.
type Options struct {
	Now      func() time.Time // the wall clock (default time.Now)
	Backfill time.Duration    // history simulated on first start (default 14 days)
	// PreviousMonth is the end of the previous month simulated first when
	// the backfill does not reach it (default PreviousMonth; negative:
	// none).
	PreviousMonth time.Duration
	// Delivery is how the links deliver the live data (the zero Profile:
	// each reading at its time; the server passes CHILLWATCH_DEMO_DELIVERY,
	// "rural" by default). The backfill is sent at once, in order, whatever
	// it is.
	Delivery sim.Profile
	Log      *slog.Logger
	Progress func(sim.Stats) // sees the simulator's counts after each step
	// Sleep waits on the wall clock (default a timer), for tests that move
	// Now themselves.
	Sleep func(ctx context.Context, d time.Duration) error
}

// Run seeds the demo fleet when the database has none, then simulates
// until ctx ends. On a later start the fleet is already there: its devices
// get new credentials, the time the demo was stopped is simulated at once
// (at most Backfill of it), and the simulation goes on.
func Run(ctx context.Context, s Services, o Options) error {
	now, log := o.Now, o.Log
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if o.Backfill == 0 {
		o.Backfill = Backfill
	}
	if o.PreviousMonth == 0 {
		o.PreviousMonth = PreviousMonth
	}
	p := auth.System()
	seeded := true
	if _, err := s.Orgs.Resolve(ctx, p, OrgName); errors.Is(err, apperr.ErrNotFound) {
		seeded = false
	} else if err != nil {
		return err
	}
	// The delivery profile applies from now, and its outages are timed
	// from it: the history before it is sent at once, in order.
	runStart := now()
	start := runStart.Add(-o.Backfill)
	if seeded {
		var err error
		if start, err = resumeFrom(ctx, s, runStart, o.Backfill); err != nil {
			return err
		}
		log.Info("demo: history resumed", "from", start)
	}
	w, err := World(start, runStart, o.Delivery)
	if err != nil {
		return err
	}
	var tokens map[string]string
	if seeded {
		tokens, err = rotate(ctx, s, w)
	} else {
		tokens, err = SeedFleet(ctx, s, w)
		log.Info("demo fleet created", "org", OrgName, "sites", len(w.Sites()), "units", len(w.Units()), "users", len(Users))
	}
	if err != nil {
		return err
	}
	if from, to, ok := PreviousMonthWindow(now(), start, o.PreviousMonth); ok && !seeded {
		// The previous month first: the engine then takes every unit's
		// data in order, and the KPI deriver closes the month's days.
		pw, err := previousWorld(from)
		if err != nil {
			return err
		}
		began := time.Now()
		r := &sim.Runner{World: pw, Publisher: StorePublisher(s.Telemetry), Tokens: tokens, Log: log, Workers: 4, Now: now}
		st, err := r.Run(ctx, sim.RunOptions{Until: to.Add(-time.Nanosecond)}) // the backfill's first sample may be at to
		if errors.Is(err, context.Canceled) {
			return nil
		} else if err != nil {
			return err
		}
		log.Info("demo: previous month simulated", "from", from, "to", to, "records", st.Records, "took", time.Since(began).Round(time.Millisecond))
	}
	r := &sim.Runner{World: w, Publisher: StorePublisher(s.Telemetry), Tokens: tokens, Log: log, Workers: 4,
		Now: now, Sleep: o.Sleep, Progress: o.Progress}
	log.Info("demo: live data", "delivery", o.Delivery.String())
	_, err = r.Run(ctx, sim.RunOptions{Live: now(), Speed: 1})
	if errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

// resumeFrom answers where a later start's history begins: just after the
// newest reading the fleet has stored, so that the hours the demo was
// stopped are filled as a first start's backfill is (at most backfill of
// them); now when nothing recent is stored.
func resumeFrom(ctx context.Context, s Services, now time.Time, backfill time.Duration) (time.Time, error) {
	w, err := World(now, now, sim.Profile{})
	if err != nil {
		return now, err
	}
	var serials []string
	for _, st := range w.Sites() {
		serials = append(serials, st.Serials()...)
	}
	newest, ok, err := s.Telemetry.Newest(ctx, serials)
	if err != nil || !ok || !newest.Before(now) {
		return now, err
	}
	if from := now.Add(-backfill); newest.Before(from) {
		return from, nil
	}
	return newest.Add(time.Second), nil
}

// SeedFleet creates the demo organisations, a world's sites and the demo
// users, and answers the devices' credentials.
func SeedFleet(ctx context.Context, s Services, w *sim.World) (map[string]string, error) {
	p := auth.System()
	if _, err := s.Orgs.Create(ctx, p, orgForm(OrgName, "Demo Dairy Union", "")); err != nil {
		return nil, fmt.Errorf("demo: organisation: %w", err)
	}
	for _, sub := range []struct{ name, display string }{{IndiaSubOrg, "Demo centres, India"}, {AfricaSubOrg, "Demo centres, Kenya and Senegal"}} {
		if _, err := s.Orgs.Create(ctx, p, orgForm(sub.name, sub.display, OrgName)); err != nil {
			return nil, fmt.Errorf("demo: sub-organisation: %w", err)
		}
	}
	tokens := map[string]string{}
	var siteIDs []string
	for _, st := range w.Sites() {
		saved, err := s.Sites.Create(ctx, p, st.Form(OrgName, subOrgOf(st)))
		if err != nil {
			return nil, fmt.Errorf("demo: site %s: %w", st.ID, err)
		}
		for _, c := range saved.DeviceCredentials {
			tokens[c.SerialNumber] = c.Token
		}
		siteIDs = append(siteIDs, saved.SiteID)
	}
	for i, u := range Users {
		if _, err := s.Users.Create(ctx, p, userForm(u.Name, u.Role, u.First, i, siteIDs)); err != nil {
			return nil, fmt.Errorf("demo: user %s: %w", u.Name, err)
		}
	}
	return tokens, nil
}

// rotate gives the devices of an existing demo fleet new credentials (only
// their hashes were kept).
func rotate(ctx context.Context, s Services, w *sim.World) (map[string]string, error) {
	tokens := map[string]string{}
	for _, st := range w.Sites() {
		for _, serial := range st.Serials() {
			c, err := s.Sites.RotateCredential(ctx, auth.System(), serial)
			if err != nil {
				return nil, fmt.Errorf("demo: credential of %s: %w", serial, err)
			}
			tokens[serial] = c.Token
		}
	}
	return tokens, nil
}

func subOrgOf(st *sim.Site) string {
	if st.Place.Country == "IN" {
		return IndiaSubOrg
	}
	return AfricaSubOrg
}
