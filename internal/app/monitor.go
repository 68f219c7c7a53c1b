package app

import (
	"context"
	"log/slog"

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
	r := monitor.New(svcs.DB, svcs.Hub, monitor.Config{Grace: cfg.EngineGrace, Partitions: cfg.EnginePartitions, Log: log.With("engine", true)})
	go func() {
		defer close(ch)
		if err := r.Run(ctx); err != nil {
			log.Warn("engine runner stopped", "err", err)
		}
	}()
	return ch
}
