package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/chillwatch/chillwatch/internal/sim"
)

// runSimulate runs "simulate": a simulated fleet provisioned on a server
// and reporting to it over HTTP or MQTT (docs/simulator.md).
func runSimulate(ctx context.Context, args []string, stdout, stderr io.Writer) (err error) {
	fs := flag.NewFlagSet("chillwatch simulate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	server := fs.String("server", "http://localhost:8080", "ChillWatch server: provisioning and HTTP ingestion")
	user := fs.String("user", AdminUserName, "user who provisions the sites")
	password := fs.String("password", "", "that user's password (required unless -provision=false)")
	org := fs.String("org", "SimDairy", "organisation of the simulated sites (created when missing)")
	subOrg := fs.String("suborg", "SimCentres", "chilling-centre sub-organisation (created when missing)")
	provision := fs.Bool("provision", true, "create the sites on the server (or rotate their devices' credentials); false reads -tokens")
	tokensFile := fs.String("tokens", "", "file of serialNumber,token lines: read with -provision=false, written after provisioning")
	transport := fs.String("transport", "http", "http or mqtt")
	broker := fs.String("mqtt", "tcp://localhost:1883", "MQTT broker for -transport mqtt")
	via := fs.String("mqtt-via", "device", "device: one MQTT connection per device; gateway: one per site, its gateway publishing for its devices")
	sites := fs.Int("sites", 2, "number of sites")
	units := fs.Int("units", 4, "chilling units in all, spread over the sites")
	seed := fs.Uint64("seed", 1, "random seed: the same seed gives the same records")
	interval := fs.Duration("interval", time.Minute, "sample interval of every device (divides 15m)")
	prefix := fs.String("prefix", "SIM", "start of site ids and serial numbers")
	start := fs.String("start", "", "simulated time where the live part starts: RFC 3339, or a negative duration from now such as -6h (default now)")
	backfill := fs.Float64("backfill", 0, "days simulated before -start, as fast as the server takes them")
	speed := fs.Float64("speed", 1, "simulated seconds per real second after -start (60: a minute a second); 0: as fast as possible; never ahead of the clock")
	duration := fs.Duration("duration", 0, "simulated time to run after -start (0: until interrupted)")
	faults := fs.String("faults", "", "faults to inject: comma-separated alert names (alert:variant), all, or random")
	rate := fs.Float64("fault-rate", 0.25, "random faults per faulty unit and day")
	share := fs.Float64("fault-share", 0.5, "share of units that get random faults")
	calm := fs.Bool("calm", false, "no natural power cuts, outages or link drops")
	truth := fs.String("truth", "", "write the ground truth (JSON) to this file")
	var delivery sim.Profile
	fs.Var(&delivery, "delivery", "how the links deliver the live part (default ontime): a preset ("+strings.Join(sim.PresetNames(), ", ")+
		") or key=value pairs such as lag=30s,jitter=60s,loss=0.05,redeliver=10m,outage=20m@10m (an outage's start is after -start)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))

	now := time.Now()
	live, err := parseStart(*start, now)
	if err != nil {
		return err
	}
	fo, err := sim.ParseFaults(*faults)
	if err != nil {
		return err
	}
	fo.Rate, fo.Share = *rate, *share
	env := sim.DefaultEnvironment
	if *calm {
		env = sim.Environment{}
	}
	w, err := sim.New(sim.Config{
		Sites: *sites, Units: *units, Seed: *seed, Interval: *interval, Prefix: *prefix, Faults: fo, Env: env,
		Start:    live.Add(-time.Duration(*backfill * float64(24*time.Hour))),
		Delivery: delivery, DeliveryFrom: live,
	})
	if err != nil {
		return err
	}

	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	var tokens map[string]string
	if *provision {
		if *password == "" {
			return errors.New("simulate: -password is required to provision the sites")
		}
		p := &sim.Provisioner{Server: *server, User: *user, Password: *password, Org: *org, SubOrg: *subOrg}
		if tokens, err = p.Provision(ctx, w.Sites()); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "provisioned %d sites with %d devices in %s / %s\n", *sites, len(tokens), *org, *subOrg)
		if *tokensFile != "" {
			if err := writeTokens(*tokensFile, tokens); err != nil {
				return err
			}
		}
	} else if tokens, err = readTokens(*tokensFile); err != nil {
		return err
	}

	var pub sim.Publisher
	switch *transport {
	case "http":
		pub = &sim.HTTPPublisher{Server: *server}
	case "mqtt":
		m := &sim.MQTTPublisher{Broker: *broker}
		switch *via {
		case "device":
		case "gateway":
			m.Via, m.Tokens = w.Gateways(), tokens
		default:
			return fmt.Errorf("simulate: -mqtt-via must be device or gateway, not %q", *via)
		}
		pub = m
	default:
		return fmt.Errorf("simulate: -transport must be http or mqtt, not %q", *transport)
	}
	defer func() { err = errors.Join(err, pub.Close()) }()

	saveTruth := func() error {
		if *truth == "" {
			return nil
		}
		return writeTruth(*truth, w.TruthLog())
	}
	var saved time.Time
	r := &sim.Runner{World: w, Publisher: pub, Tokens: tokens, Log: log, Progress: func(sim.Stats) {
		if time.Since(saved) >= 10*time.Second {
			if err := saveTruth(); err != nil {
				log.Warn("ground truth not saved", "err", err)
			}
			saved = time.Now()
		}
	}}
	o := sim.RunOptions{Live: live, Speed: *speed}
	if *duration > 0 {
		o.Until = live.Add(*duration)
	}
	var how string
	if !delivery.IsZero() {
		how = ", delivered " + delivery.String()
	}
	fmt.Fprintf(stdout, "simulating %d sites, %d units from %s (live from %s%s)\n", *sites, *units,
		w.Config().Start.Format(time.RFC3339), live.Format(time.RFC3339), how)
	st, err := r.Run(ctx, o)
	if terr := saveTruth(); terr != nil && err == nil {
		err = terr
	}
	fmt.Fprintf(stdout, "published %d records (%d late, %d failed) up to %s; %d entries in the ground truth\n",
		st.Records, st.Late, st.Failed, st.Now.Format(time.RFC3339), len(w.Truth()))
	if errors.Is(err, context.Canceled) {
		return nil // interrupted: the usual way to stop a live run
	}
	return err
}

// parseStart reads -start: empty (now), RFC 3339, or a duration from now.
func parseStart(s string, now time.Time) (time.Time, error) {
	if s == "" {
		return now, nil
	}
	if d, err := time.ParseDuration(s); err == nil {
		return now.Add(d), nil
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return t, fmt.Errorf("simulate: -start %q is neither RFC 3339 nor a duration", s)
	}
	return t, nil
}

// writeTruth replaces the ground-truth file atomically.
func writeTruth(path string, l sim.TruthLog) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".truth-*")
	if err != nil {
		return err
	}
	// Gone after the rename; left behind only when writing failed.
	defer func() { _ = os.Remove(tmp.Name()) }()
	if err := l.Write(tmp); err != nil {
		return errors.Join(err, tmp.Close())
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

func writeTokens(path string, tokens map[string]string) error {
	var b strings.Builder
	for serial, token := range tokens {
		fmt.Fprintf(&b, "%s,%s\n", serial, token)
	}
	return os.WriteFile(path, []byte(b.String()), 0o600)
}

func readTokens(path string) (map[string]string, error) {
	if path == "" {
		return nil, errors.New("simulate: -provision=false needs -tokens FILE")
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	tokens := map[string]string{}
	for _, line := range strings.Split(string(raw), "\n") {
		if serial, token, ok := strings.Cut(strings.TrimSpace(line), ","); ok {
			tokens[serial] = token
		}
	}
	return tokens, nil
}
