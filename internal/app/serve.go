package app

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/chillwatch/chillwatch/internal/api"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/web"
)

// serve runs the HTTP server until ctx ends or SIGINT/SIGTERM arrives,
// then drains requests for up to the shutdown timeout.
func serve(ctx context.Context, cfg config.Config, log *slog.Logger, stdout io.Writer) (err error) {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()

	if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		return err
	}
	db, err := openDB(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeDB(db, &err)
	svcs, err := NewServices(ctx, db, Settings(cfg))
	if err != nil {
		return err
	}
	if err := svcs.ConfigureNotify(cfg, log); err != nil {
		return err
	}
	if err := svcs.ConfigureTickets(cfg); err != nil {
		return err
	}
	svcs.ConfigureIdentity(cfg, log)
	if created, err := Bootstrap(ctx, svcs, cfg.AdminPassword, stdout); err != nil {
		return err
	} else if created {
		log.Info("first run: platform organisation and administrator created", "org", PlatformOrgName, "user", AdminUserName)
	}
	console, err := web.Handler(cfg.ConsoleDevURL)
	if err != nil {
		return err
	}
	srv, err := newAPI(svcs, log, console, api.Security{HSTS: cfg.HTTPS(), MetricsToken: cfg.MetricsToken})
	if err != nil {
		return err
	}
	if cfg.MetricsAddr != "" {
		stopMetrics, err := serveMetrics(cfg.MetricsAddr, srv, log)
		if err != nil {
			return err
		}
		defer stopMetrics()
	}
	if cfg.PprofAddr != "" {
		stopPprof, _, err := servePprof(cfg.PprofAddr, log)
		if err != nil {
			return err
		}
		defer stopPprof()
	}
	go pruneAudit(ctx, svcs, cfg.AuditRetention, log)
	go expireTelemetry(ctx, svcs, cfg.Retention, cfg.CompactAfter, log)
	broker, err := startIngest(ctx, cfg, svcs, srv, log)
	if err != nil {
		return err
	}
	defer broker.Close()
	mctx, stopMonitor := context.WithCancel(ctx)
	monitorDone := startMonitor(mctx, cfg, svcs, log)
	notifyDone := startNotify(mctx, cfg, svcs, log)
	defer func() { stopMonitor(); <-monitorDone; <-notifyDone }()
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	hs := httpServer(cfg, srv.Handler(), log)
	hs.RegisterOnShutdown(srv.Drain) // push streams end, so that shutdown does not wait for them
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	log.Info("chillwatch listening", "addr", ln.Addr().String(), "version", Version)
	if cfg.Demo {
		go runDemo(ctx, svcs, cfg, log)
	}

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down", "timeout", cfg.ShutdownTimeout)
	sctx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	log.Info("stopped")
	return nil
}

// httpServer is the users' listener's server. CHILLWATCH_READ_TIMEOUT
// bounds reading a request, its headers within 10 s at most; the API's
// handler keeps anyone from extending it while a body is read, and lifts
// it once the request is read (api.readDeadline).
func httpServer(cfg config.Config, h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: min(10*time.Second, cfg.ReadTimeout),
		ReadTimeout:       cfg.ReadTimeout,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}

// serveMetrics serves /metrics and /healthz on the operator's loopback
// listener (CHILLWATCH_METRICS_ADDR), apart from the users' one.
func serveMetrics(addr string, srv *api.Server, log *slog.Logger) (stop func(), err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", srv.MetricsHandler())
	mux.Handle("GET /healthz", srv.HealthHandler())
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	log.Info("metrics listening", "addr", ln.Addr().String())
	return func() { _ = hs.Close() }, nil
}

// servePprof serves Go's profiler under /debug/pprof/ on the operator's
// loopback listener (CHILLWATCH_PPROF_ADDR), so that anyone can repeat a
// profile: go tool pprof http://ADDR/debug/pprof/profile?seconds=30.
func servePprof(addr string, log *slog.Logger) (stop func(), bound string, err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, "", err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	log.Info("pprof listening", "addr", ln.Addr().String())
	return func() { _ = hs.Close() }, ln.Addr().String(), nil
}

// expireTelemetry removes raw data older than the retention, and compacts
// the days that ended more than compactAfter ago, at start and hourly; it
// makes sure of this month's and next month's partitions (PostgreSQL), so
// that a month's first readings do not wait for one.
func expireTelemetry(ctx context.Context, svcs *Services, retention, compactAfter time.Duration, log *slog.Logger) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		now := time.Now()
		if err := svcs.Telemetry.Prepare(ctx, now); err != nil && ctx.Err() == nil {
			log.Error("telemetry: partitions", "err", err)
		}
		if retention > 0 {
			if gone, err := svcs.Telemetry.Expire(ctx, now.Add(-retention)); err != nil && ctx.Err() == nil {
				log.Error("telemetry: expire failed", "err", err)
			} else if len(gone.Partitions) > 0 || gone.Rows > 0 || gone.Blocks > 0 {
				log.Info("telemetry: expired", "partitions", gone.Partitions, "rows", gone.Rows, "blocks", gone.Blocks, "retention", retention)
			}
		}
		if compactAfter > 0 {
			if c, err := svcs.Telemetry.Compact(ctx, now.Add(-compactAfter)); err != nil && ctx.Err() == nil {
				log.Error("telemetry: compaction failed", "err", err)
			} else if c.Blocks > 0 {
				log.Info("telemetry: compacted", "readings", c.Readings, "samples", c.Samples, "blocks", c.Blocks, "took", time.Since(now).Round(time.Millisecond))
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// pruneAudit deletes audit entries older than the retention, at start and
// then daily, until ctx ends.
func pruneAudit(ctx context.Context, svcs *Services, retention time.Duration, log *slog.Logger) {
	t := time.NewTicker(24 * time.Hour)
	defer t.Stop()
	for {
		if n, err := svcs.Audit.Prune(ctx, retention); err != nil {
			log.Error("audit: prune failed", "err", err)
		} else if n > 0 {
			log.Info("audit: pruned", "entries", n, "retention", retention)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
