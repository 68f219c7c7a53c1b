package sim_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestAgainstServer provisions a simulated fleet on a real server (SQLite)
// and publishes a few hours of it over HTTP: every record is accepted
// (the server checks each against its device type's shape), and sites that
// exist already get new credentials that work.
func TestAgainstServer(t *testing.T) {
	ctx := context.Background()
	db := storagetest.SQLite(t)
	svcs, err := app.NewServices(ctx, db, auth.DefaultSettings)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := app.Bootstrap(ctx, svcs, "Admin12345", io.Discard); err != nil {
		t.Fatal(err)
	}
	api, err := app.NewAPI(svcs, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()

	start := time.Now().Add(-4 * time.Hour).Truncate(time.Minute)
	w, err := sim.New(sim.Config{Sites: 2, Units: 3, Seed: 4, Start: start, Env: sim.DefaultEnvironment,
		Faults: sim.FaultOptions{Named: []string{sim.PanelTrip}}})
	if err != nil {
		t.Fatal(err)
	}
	p := &sim.Provisioner{Server: srv.URL, User: app.AdminUserName, Password: "Admin12345", Org: "SimDairy", SubOrg: "SimCentres"}
	tokens, err := p.Provision(ctx, w.Sites())
	if err != nil {
		t.Fatal(err)
	}
	if len(tokens) != len(w.Devices()) {
		t.Fatalf("%d credentials for %d devices", len(tokens), len(w.Devices()))
	}
	r := &sim.Runner{World: w, Publisher: &sim.HTTPPublisher{Server: srv.URL, Backoff: -1}, Tokens: tokens}
	st, err := r.Run(ctx, sim.RunOptions{Live: start, Until: start.Add(3 * time.Hour), Speed: 0})
	if err != nil {
		t.Fatal(err)
	}
	want := len(w.Devices()) * (3*60 + 1)
	if st.Failed != 0 || st.Records != want {
		t.Fatalf("stats %+v, want %d records accepted", st, want)
	}

	tokens, err = p.Provision(ctx, w.Sites())
	if err != nil {
		t.Fatalf("provisioning existing sites: %v", err)
	}
	r.Tokens = tokens
	st, err = r.Run(ctx, sim.RunOptions{Live: start, Until: start.Add(3*time.Hour + 30*time.Minute)})
	if err != nil || st.Failed != 0 || st.Records == 0 {
		t.Fatalf("after rotation: %+v, %v", st, err)
	}
}
