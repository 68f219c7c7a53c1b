package config_test

import (
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/config"
)

func load(t *testing.T, args, environ []string) config.Config {
	t.Helper()
	c, err := config.Load(args, environ, io.Discard)
	if err != nil {
		t.Fatalf("Load(%q, %q) = %v, want nil", args, environ, err)
	}
	return c
}

func TestDefaults(t *testing.T) {
	c := load(t, nil, nil)
	checks := []struct {
		name      string
		got, want any
	}{
		{"Addr", c.Addr, ":8080"},
		{"DataDir", c.DataDir, "./data"},
		{"DB", c.DB, "sqlite:data/chillwatch.db"},
		{"LogLevel", c.LogLevel, "info"},
		{"LogFormat", c.LogFormat, "text"},
		{"AccessTokenTTL", c.AccessTokenTTL, 5 * time.Minute},
		{"SessionIdleTimeout", c.SessionIdleTimeout, 30 * time.Minute},
		{"SessionMaxAge", c.SessionMaxAge, 10 * time.Hour},
		{"LoginFreeAttempts", c.LoginFreeAttempts, 5},
		{"LoginPerAddrMinute", c.LoginPerAddrMinute, 60},
		{"AdminPassword", c.AdminPassword, ""},
		{"RedmineURL", c.RedmineURL, ""},
		{"RedmineTimeout", c.RedmineTimeout, 30 * time.Second},
		{"ReadTimeout", c.ReadTimeout, time.Minute},
		{"TicketMaxFileBytes", c.TicketMaxFileBytes, int64(10 << 20)},
		{"DemoDelivery", c.DemoDelivery, "rural"},
	}
	for _, tt := range checks {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
	path, ok := strings.CutPrefix(c.DB, "sqlite:")
	if !ok {
		t.Fatalf("DB = %q, want a sqlite: URL", c.DB)
	}
	if got, want := filepath.Dir(path), filepath.Clean(c.DataDir); got != want {
		t.Errorf("DB directory = %q, want the data dir %q", got, want)
	}
	if l, err := c.Level(); err != nil || l != slog.LevelInfo {
		t.Errorf("Level() = %v, %v, want %v, nil", l, err, slog.LevelInfo)
	}
}

func TestEnvOverrides(t *testing.T) {
	c := load(t, nil, []string{
		"CHILLWATCH_ADDR=127.0.0.1:9000",
		"CHILLWATCH_DATA_DIR=/var/lib/cw",
		"CHILLWATCH_ADMIN_PASSWORD=Secret123",
		"CHILLWATCH_LOG_LEVEL=debug",
		"CHILLWATCH_LOG_FORMAT=json",
		"CHILLWATCH_ACCESS_TOKEN_TTL=10m",
		"CHILLWATCH_SESSION_IDLE_TIMEOUT=45m",
		"CHILLWATCH_SESSION_MAX_AGE=8h",
		"CHILLWATCH_LOGIN_FREE_ATTEMPTS=3",
		"CHILLWATCH_LOGIN_PER_ADDRESS_PER_MINUTE=10",
		"CHILLWATCH_DEMO_DELIVERY=ontime",
	})
	checks := []struct {
		name      string
		got, want any
	}{
		{"Addr", c.Addr, "127.0.0.1:9000"},
		{"DataDir", c.DataDir, "/var/lib/cw"},
		{"DB", c.DB, "sqlite:/var/lib/cw/chillwatch.db"},
		{"AdminPassword", c.AdminPassword, "Secret123"},
		{"LogLevel", c.LogLevel, "debug"},
		{"LogFormat", c.LogFormat, "json"},
		{"AccessTokenTTL", c.AccessTokenTTL, 10 * time.Minute},
		{"SessionIdleTimeout", c.SessionIdleTimeout, 45 * time.Minute},
		{"SessionMaxAge", c.SessionMaxAge, 8 * time.Hour},
		{"LoginFreeAttempts", c.LoginFreeAttempts, 3},
		{"LoginPerAddrMinute", c.LoginPerAddrMinute, 10},
		{"DemoDelivery", c.DemoDelivery, "ontime"},
	}
	for _, tt := range checks {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

func TestFlagsOverrideEnv(t *testing.T) {
	c := load(t,
		[]string{"-addr", ":7000", "-data-dir", "/srv/flag", "-log-level", "warn", "-access-token-ttl", "2m", "-demo-delivery", "late30,loss=2%"},
		[]string{"CHILLWATCH_ADDR=:9000", "CHILLWATCH_DATA_DIR=/srv/env", "CHILLWATCH_LOG_LEVEL=debug", "CHILLWATCH_ACCESS_TOKEN_TTL=10m",
			"CHILLWATCH_DEMO_DELIVERY=ontime"})
	checks := []struct {
		name      string
		got, want any
	}{
		{"Addr", c.Addr, ":7000"},
		{"DataDir", c.DataDir, "/srv/flag"},
		{"DB", c.DB, "sqlite:/srv/flag/chillwatch.db"},
		{"LogLevel", c.LogLevel, "warn"},
		{"AccessTokenTTL", c.AccessTokenTTL, 2 * time.Minute},
		{"DemoDelivery", c.DemoDelivery, "late30,loss=2%"},
	}
	for _, tt := range checks {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

func TestExplicitDB(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		environ []string
		want    string
	}{
		{"postgres env", nil, []string{"CHILLWATCH_DB=postgres://cw:pw@db:5432/cw?sslmode=disable"}, "postgres://cw:pw@db:5432/cw?sslmode=disable"},
		{"postgresql env", nil, []string{"CHILLWATCH_DB=postgresql://db/cw"}, "postgresql://db/cw"},
		{"sqlite env ignores data dir", nil, []string{"CHILLWATCH_DB=sqlite:/tmp/x.db", "CHILLWATCH_DATA_DIR=/elsewhere"}, "sqlite:/tmp/x.db"},
		{"flag wins", []string{"-db", "postgres://flag/cw"}, []string{"CHILLWATCH_DB=postgres://env/cw"}, "postgres://flag/cw"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := load(t, tt.args, tt.environ).DB; got != tt.want {
				t.Errorf("DB = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSecuritySettings(t *testing.T) {
	c := load(t, nil, nil)
	if c.HTTPS() || c.MetricsAddr != "" || c.MetricsToken != "" || c.AuditRetention != 365*24*time.Hour || c.Retention != 400*24*time.Hour {
		t.Errorf("defaults: https %v, metrics %q %q, retention %v and %v", c.HTTPS(), c.MetricsAddr, c.MetricsToken, c.AuditRetention, c.Retention)
	}
	for _, addr := range []string{"127.0.0.1:9090", "[::1]:9090", "localhost:9090"} {
		c := load(t, nil, []string{"CHILLWATCH_METRICS_ADDR=" + addr, "CHILLWATCH_PUBLIC_URL=https://cw.example.org", "CHILLWATCH_PPROF_ADDR=" + addr})
		if c.MetricsAddr != addr || !c.HTTPS() || c.PprofAddr != addr {
			t.Errorf("%s: metrics %q, pprof %q, https %v", addr, c.MetricsAddr, c.PprofAddr, c.HTTPS())
		}
	}
	if c.PprofAddr != "" {
		t.Errorf("pprof is on by default: %q", c.PprofAddr)
	}
}

func TestInvalid(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		environ []string
		want    string // must appear in the error
	}{
		{"log level", nil, []string{"CHILLWATCH_LOG_LEVEL=loud"}, "CHILLWATCH_LOG_LEVEL"},
		{"pprof on every interface", nil, []string{"CHILLWATCH_PPROF_ADDR=:6060"}, "CHILLWATCH_PPROF_ADDR"},
		{"pprof on a public address", nil, []string{"CHILLWATCH_PPROF_ADDR=10.0.0.5:6060"}, "CHILLWATCH_PPROF_ADDR"},
		{"raw data retention below a day", nil, []string{"CHILLWATCH_RETENTION=2h"}, "CHILLWATCH_RETENTION"},
		{"raw data retention syntax", nil, []string{"CHILLWATCH_RETENTION=400"}, "CHILLWATCH_RETENTION"},
		{"compaction sooner than an hour after a day ends", nil, []string{"CHILLWATCH_COMPACT_AFTER=30m"}, "CHILLWATCH_COMPACT_AFTER"},
		{"log format", nil, []string{"CHILLWATCH_LOG_FORMAT=xml"}, "CHILLWATCH_LOG_FORMAT"},
		{"duration syntax", nil, []string{"CHILLWATCH_ACCESS_TOKEN_TTL=soon"}, "CHILLWATCH_ACCESS_TOKEN_TTL"},
		{"duration range", nil, []string{"CHILLWATCH_ACCESS_TOKEN_TTL=2h"}, "CHILLWATCH_ACCESS_TOKEN_TTL"},
		{"idle above max age", nil, []string{"CHILLWATCH_SESSION_IDLE_TIMEOUT=11h"}, "CHILLWATCH_SESSION_IDLE_TIMEOUT"},
		{"integer syntax", nil, []string{"CHILLWATCH_LOGIN_FREE_ATTEMPTS=many"}, "CHILLWATCH_LOGIN_FREE_ATTEMPTS"},
		{"db scheme", nil, []string{"CHILLWATCH_DB=mysql://root@localhost/cw"}, "CHILLWATCH_DB"},
		{"db scheme flag", []string{"-db", "mysql://root@localhost/cw"}, nil, "CHILLWATCH_DB"},
		{"empty addr", []string{"-addr", ""}, nil, "CHILLWATCH_ADDR"},
		{"duration flag", []string{"-access-token-ttl", "soon"}, nil, "access-token-ttl"},
		{"unknown flag", []string{"-bogus"}, nil, "bogus"},
		{"positional argument", []string{"extra"}, nil, `"extra"`},
		{"argument after flags", []string{"-addr", ":1", "extra"}, nil, `"extra"`},
		{"public URL scheme", nil, []string{"CHILLWATCH_PUBLIC_URL=ftp://cw.example"}, "CHILLWATCH_PUBLIC_URL"},
		{"metrics on every interface", nil, []string{"CHILLWATCH_METRICS_ADDR=:9090"}, "CHILLWATCH_METRICS_ADDR"},
		{"metrics on a public address", nil, []string{"CHILLWATCH_METRICS_ADDR=10.0.0.5:9090"}, "CHILLWATCH_METRICS_ADDR"},
		{"short metrics token", nil, []string{"CHILLWATCH_METRICS_TOKEN=abc"}, "CHILLWATCH_METRICS_TOKEN"},
		{"audit retention", nil, []string{"CHILLWATCH_AUDIT_RETENTION=1h"}, "CHILLWATCH_AUDIT_RETENTION"},
		{"redmine scheme", nil, []string{"CHILLWATCH_REDMINE_URL=file:///etc/passwd"}, "CHILLWATCH_REDMINE_URL"},
		{"redmine tracker", nil, []string{"CHILLWATCH_REDMINE_TRACKER=-1"}, "CHILLWATCH_REDMINE_TRACKER"},
		{"redmine timeout", nil, []string{"CHILLWATCH_REDMINE_TIMEOUT=1h"}, "CHILLWATCH_REDMINE_TIMEOUT"},
		{"read timeout below a second", nil, []string{"CHILLWATCH_READ_TIMEOUT=500ms"}, "CHILLWATCH_READ_TIMEOUT"},
		{"ticket file limit", nil, []string{"CHILLWATCH_TICKET_MAX_FILE_BYTES=1"}, "CHILLWATCH_TICKET_MAX_FILE_BYTES"},
		{"demo delivery preset", nil, []string{"CHILLWATCH_DEMO_DELIVERY=fast"}, `CHILLWATCH_DEMO_DELIVERY: sim: invalid configuration: delivery profile "fast": unknown preset "fast"`},
		{"demo delivery key", []string{"-demo-delivery", "rural,lagg=1m"}, nil, `CHILLWATCH_DEMO_DELIVERY: sim: invalid configuration: delivery profile "rural,lagg=1m": unknown key "lagg"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := config.Load(tt.args, tt.environ, io.Discard)
			if err == nil {
				t.Fatalf("Load(%q, %q) = nil error, want one naming %s", tt.args, tt.environ, tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load(%q, %q) = %q, want it to mention %s", tt.args, tt.environ, err, tt.want)
			}
		})
	}
}
