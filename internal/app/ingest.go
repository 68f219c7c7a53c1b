package app

import (
	"context"
	"log/slog"

	"github.com/chillwatch/chillwatch/internal/api"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/demo"
	"github.com/chillwatch/chillwatch/internal/ingest"
	"github.com/chillwatch/chillwatch/internal/sim"
)

// ingestDurable names the consumer that stores MQTT readings.
const ingestDurable = "chillwatch-ingest"

// startIngest starts the broker (embedded, or the external cluster of
// CHILLWATCH_NATS_URL) and the consumer that stores MQTT readings until ctx
// ends.
func startIngest(ctx context.Context, cfg config.Config, svcs *Services, srv *api.Server, log *slog.Logger) (*ingest.Broker, error) {
	b, err := ingest.Start(ctx, ingest.Settings{MQTTAddr: cfg.MQTTAddr, NATSURL: cfg.NATSURL, DataDir: cfg.DataDir}, svcs.Telemetry, log)
	if err != nil {
		return nil, err
	}
	c, err := ingest.NewConsumer(ctx, b, ingestDurable, svcs.Telemetry, ingest.NewMetrics(srv.Registry), log)
	if err != nil {
		b.Close()
		return nil, err
	}
	go c.Run(ctx)
	return b, nil
}

// runDemo seeds and simulates the demo fleet until ctx ends, its live data
// delivered as CHILLWATCH_DEMO_DELIVERY says.
func runDemo(ctx context.Context, svcs *Services, cfg config.Config, log *slog.Logger) {
	s := demo.Services{Orgs: svcs.Orgs, Users: svcs.Users, Sites: svcs.Sites, Telemetry: svcs.Telemetry}
	delivery, err := sim.ParseProfile(cfg.DemoDelivery) // checked with the configuration
	if err != nil {
		log.Error("demo not started", "err", err)
		return
	}
	if err := demo.Run(ctx, s, demo.Options{Backfill: cfg.DemoBackfill, Delivery: delivery, Log: log.With("demo", true)}); err != nil {
		log.Error("demo stopped", "err", err)
	}
}
