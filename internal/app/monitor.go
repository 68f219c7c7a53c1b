package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/chillwatch/chillwatch/internal/analytics"

	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/monitor"
)

// startMonitor runs the engine over the units of this process's
// partitions until ctx ends (unless CHILLWATCH_ENGINE is off); done is
// closed once it has given its partitions back.
func startMonitor(ctx context.Context, cfg config.Config, svcs *Services, log *slog.Logger) (done <-chan struct{}) {
	ch := make(chan struct{})
	if cfg.Engine == "off" {
		close(ch)
		return ch
	}
	r := monitor.New(svcs.DB, svcs.Hub, monitor.Config{Grace: cfg.EngineGrace, Settle: cfg.EngineSettle, Hold: cfg.EngineHold, Partitions: cfg.EnginePartitions,
		Notifier: svcs.Notify, Log: log.With("engine", true)})
	svcs.Telemetry.OnStored(r.Kick)
	go func() {
		defer close(ch)
		if err := r.Run(ctx); err != nil {
			log.Warn("engine runner stopped", "err", err)
		}
	}()
	// The KPIs follow the runner's writes (docs/analytics.md).
	go analytics.NewDeriver(svcs.DB).Run(ctx, 5*time.Second, func(err error) { log.Warn("analytics: kpis", "err", err) })
	return ch
}

// startNotify runs the notification delivery workers until ctx ends
// (unless CHILLWATCH_NOTIFY is off); done is closed when they stopped.
func startNotify(ctx context.Context, cfg config.Config, svcs *Services, log *slog.Logger) (done <-chan struct{}) {
	ch := make(chan struct{})
	for channel, st := range svcs.Notify.Status() {
		log.Info("notify: channel", "channel", channel, "status", st)
	}
	if cfg.Notify == "off" {
		close(ch)
		return ch
	}
	go func() {
		defer close(ch)
		_ = svcs.Notify.Run(ctx)
	}()
	return ch
}
