// Package config owns the server's settings: one typed Config, read once
// from the environment and then from command-line flags (flags win),
// validated, and passed explicitly to whoever needs it.
package config

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"path/filepath"
	"reflect"
	"strings"
	"time"

	"github.com/caarlos0/env/v11"

	"github.com/chillwatch/chillwatch/internal/sim"
)

// Config holds every setting.
type Config struct {
	Addr    string `env:"CHILLWATCH_ADDR" envDefault:":8080"`
	DB      string `env:"CHILLWATCH_DB"`
	DataDir string `env:"CHILLWATCH_DATA_DIR" envDefault:"./data"`

	AdminPassword string `env:"CHILLWATCH_ADMIN_PASSWORD"`

	// ConsoleDevURL, when set, proxies the console to a Vite dev server (make dev).
	ConsoleDevURL string `env:"CHILLWATCH_CONSOLE_DEV_URL"`

	LogLevel  string `env:"CHILLWATCH_LOG_LEVEL" envDefault:"info"`
	LogFormat string `env:"CHILLWATCH_LOG_FORMAT" envDefault:"text"`

	AccessTokenTTL     time.Duration `env:"CHILLWATCH_ACCESS_TOKEN_TTL" envDefault:"5m"`
	SessionIdleTimeout time.Duration `env:"CHILLWATCH_SESSION_IDLE_TIMEOUT" envDefault:"30m"`
	SessionMaxAge      time.Duration `env:"CHILLWATCH_SESSION_MAX_AGE" envDefault:"10h"`
	LoginFreeAttempts  int           `env:"CHILLWATCH_LOGIN_FREE_ATTEMPTS" envDefault:"5"`
	LoginLockBase      time.Duration `env:"CHILLWATCH_LOGIN_LOCK_BASE" envDefault:"2s"`
	LoginLockMax       time.Duration `env:"CHILLWATCH_LOGIN_LOCK_MAX" envDefault:"15m"`
	LoginPerAddrMinute int           `env:"CHILLWATCH_LOGIN_PER_ADDRESS_PER_MINUTE" envDefault:"60"`

	ShutdownTimeout time.Duration `env:"CHILLWATCH_SHUTDOWN_TIMEOUT" envDefault:"15s"`
	// ReadTimeout bounds reading a request, from its first byte to the end
	// of its body (the headers within 10 s at most): a client sending more
	// slowly is answered 408 or dropped. Answers and push streams are not
	// bound by it.
	ReadTimeout time.Duration `env:"CHILLWATCH_READ_TIMEOUT" envDefault:"60s"`

	// MQTTAddr is the embedded MQTT listener; "off" disables it.
	MQTTAddr string `env:"CHILLWATCH_MQTT_ADDR" envDefault:":1883"`
	// NATSURL switches to an external NATS cluster instead of the embedded server.
	NATSURL string `env:"CHILLWATCH_NATS_URL"`
	// Demo creates the demo fleet on an empty database and simulates it.
	Demo bool `env:"CHILLWATCH_DEMO"`
	// DemoBackfill is the history the demo simulates on its first start.
	DemoBackfill time.Duration `env:"CHILLWATCH_DEMO_BACKFILL" envDefault:"336h"`
	// DemoDelivery is how the demo fleet's links deliver its live data, a
	// delivery profile of the simulator (docs/simulator.md): "rural" is
	// 20–60 s late with 1 % sent again 10 minutes later; "ontime" sends each
	// reading at its time. The backfill is always sent at once, in order.
	DemoDelivery string `env:"CHILLWATCH_DEMO_DELIVERY" envDefault:"rural"`

	// EngineGrace is how far behind the clock time alone moves a unit
	// (internal/monitor): a reading later than that replays the unit.
	EngineGrace time.Duration `env:"CHILLWATCH_ENGINE_GRACE" envDefault:"2m"`
	// EngineSettle is how long the engine gives readings of one time to
	// arrive together, and how long after an alarm's time a live unit is
	// moved to it (internal/monitor Config.Settle).
	EngineSettle time.Duration `env:"CHILLWATCH_ENGINE_SETTLE" envDefault:"500ms"`
	// EngineHold is the longest a unit waits for a reading missing from
	// one of its devices' cadences before it goes on without it; a unit
	// learns a shorter wait from its own lost readings (internal/monitor
	// Config.Hold).
	EngineHold time.Duration `env:"CHILLWATCH_ENGINE_HOLD" envDefault:"15m"`
	// EnginePartitions split the units among the processes sharing a
	// database; every process must use the same number.
	EnginePartitions int `env:"CHILLWATCH_ENGINE_PARTITIONS" envDefault:"16"`
	// Engine runs the engine in this process ("off" leaves it to others).
	Engine string `env:"CHILLWATCH_ENGINE" envDefault:"on"`

	// PublicURL is where users reach the console; https:// turns on HSTS.
	PublicURL string `env:"CHILLWATCH_PUBLIC_URL"`
	// MetricsAddr serves /metrics (and /healthz) on a loopback listener of
	// its own; MetricsToken opens /metrics on the main listener to bearers
	// of it. With neither, the main listener has no /metrics.
	MetricsAddr  string `env:"CHILLWATCH_METRICS_ADDR"`
	MetricsToken string `env:"CHILLWATCH_METRICS_TOKEN"`
	// PprofAddr serves Go's profiler (net/http/pprof under /debug/pprof/)
	// on a loopback listener of its own; empty is off.
	PprofAddr string `env:"CHILLWATCH_PPROF_ADDR"`
	// Retention is how long raw readings and samples are kept (400 days);
	// 0 keeps them forever. See internal/telemetry/retention.go.
	Retention time.Duration `env:"CHILLWATCH_RETENTION" envDefault:"9600h"`
	// CompactAfter is how long after a UTC day ends its raw rows are moved
	// into compressed blocks (48h); 0 never compacts. See
	// internal/telemetry/compact.go.
	CompactAfter time.Duration `env:"CHILLWATCH_COMPACT_AFTER" envDefault:"48h"`
	// AuditRetention is how long audit log entries are kept.
	AuditRetention time.Duration `env:"CHILLWATCH_AUDIT_RETENTION" envDefault:"8760h"`

	// Notifications (internal/notify, docs/notifications.md).
	// SMTPURL: smtp://user:pass@host:port (STARTTLS; plain only to a
	// loopback relay or with ?tls=none) or smtps://… (implicit TLS).
	SMTPURL  string `env:"CHILLWATCH_SMTP_URL"`
	MailFrom string `env:"CHILLWATCH_MAIL_FROM"`
	// The SMS gateway: URL, method, auth header and body template with
	// {{to}} and {{text}}.
	SMSURL         string `env:"CHILLWATCH_SMS_URL"`
	SMSMethod      string `env:"CHILLWATCH_SMS_METHOD" envDefault:"POST"`
	SMSAuth        string `env:"CHILLWATCH_SMS_AUTH"`
	SMSBody        string `env:"CHILLWATCH_SMS_BODY"`
	SMSContentType string `env:"CHILLWATCH_SMS_CONTENT_TYPE" envDefault:"application/json"`
	// NotifyLiveWindow: alert changes older than this when stored are
	// recorded "not sent: historical".
	NotifyLiveWindow time.Duration `env:"CHILLWATCH_NOTIFY_LIVE_WINDOW" envDefault:"30m"`
	// NotifyGather: how long a digest stage's entry waits for its siblings.
	NotifyGather time.Duration `env:"CHILLWATCH_NOTIFY_GATHER" envDefault:"1m"`
	// NotifyTemplates: a directory of e-mail templates replacing the
	// embedded ones.
	NotifyTemplates string `env:"CHILLWATCH_NOTIFY_TEMPLATES"`
	// Notify runs the delivery workers in this process ("off" leaves them
	// to others sharing the database).
	Notify string `env:"CHILLWATCH_NOTIFY" envDefault:"on"`

	// Support tickets (internal/ticket, docs/tickets.md): the Redmine the
	// server sends tickets to. Without URL, key, project, tracker, assignee
	// and the username custom field, tickets are "not configured".
	RedmineURL           string        `env:"CHILLWATCH_REDMINE_URL"`
	RedmineKey           string        `env:"CHILLWATCH_REDMINE_KEY"`
	RedmineProject       string        `env:"CHILLWATCH_REDMINE_PROJECT"`
	RedmineTracker       int           `env:"CHILLWATCH_REDMINE_TRACKER"`
	RedmineAssignee      int           `env:"CHILLWATCH_REDMINE_ASSIGNEE"`
	RedmineUsernameField int           `env:"CHILLWATCH_REDMINE_USERNAME_FIELD"`
	RedmineTimeout       time.Duration `env:"CHILLWATCH_REDMINE_TIMEOUT" envDefault:"30s"`
	TicketMaxFileBytes   int64         `env:"CHILLWATCH_TICKET_MAX_FILE_BYTES" envDefault:"10485760"`

	// OIDCAllowHTTP accepts identity providers whose issuer is http://
	// (development and tests); production issuers are https://.
	OIDCAllowHTTP bool `env:"CHILLWATCH_OIDC_ALLOW_HTTP"`
	// OIDCAllowPrivate lets the server reach identity providers on
	// loopback, private and link-local addresses (a provider on the same
	// host or LAN); by default only public addresses are reached.
	OIDCAllowPrivate bool `env:"CHILLWATCH_OIDC_ALLOW_PRIVATE"`
}

// Load reads environ ("KEY=value" pairs, as os.Environ gives) and then
// args as flags.
func Load(args, environ []string, usage io.Writer) (Config, error) {
	var c Config
	if err := env.ParseWithOptions(&c, env.Options{Environment: env.ToMap(environ)}); err != nil {
		return c, fmt.Errorf("config: %w", withVarNames(err))
	}
	fs := flag.NewFlagSet("chillwatch serve", flag.ContinueOnError)
	fs.SetOutput(usage)
	fs.StringVar(&c.Addr, "addr", c.Addr, "listen address (CHILLWATCH_ADDR)")
	fs.StringVar(&c.DB, "db", c.DB, "database URL: sqlite:PATH or postgres://… (CHILLWATCH_DB; default sqlite:DATA_DIR/chillwatch.db)")
	fs.StringVar(&c.DataDir, "data-dir", c.DataDir, "data directory (CHILLWATCH_DATA_DIR)")
	fs.StringVar(&c.LogLevel, "log-level", c.LogLevel, "debug, info, warn or error (CHILLWATCH_LOG_LEVEL)")
	fs.StringVar(&c.LogFormat, "log-format", c.LogFormat, "text or json (CHILLWATCH_LOG_FORMAT)")
	fs.DurationVar(&c.AccessTokenTTL, "access-token-ttl", c.AccessTokenTTL, "access token lifetime (CHILLWATCH_ACCESS_TOKEN_TTL)")
	fs.DurationVar(&c.SessionIdleTimeout, "session-idle-timeout", c.SessionIdleTimeout, "session idle limit (CHILLWATCH_SESSION_IDLE_TIMEOUT)")
	fs.DurationVar(&c.SessionMaxAge, "session-max-age", c.SessionMaxAge, "session total limit (CHILLWATCH_SESSION_MAX_AGE)")
	fs.StringVar(&c.MQTTAddr, "mqtt-addr", c.MQTTAddr, "embedded MQTT listener, or off (CHILLWATCH_MQTT_ADDR)")
	fs.StringVar(&c.NATSURL, "nats-url", c.NATSURL, "external NATS cluster instead of the embedded server (CHILLWATCH_NATS_URL)")
	fs.BoolVar(&c.Demo, "demo", c.Demo, "create the demo fleet on an empty database and simulate it (CHILLWATCH_DEMO)")
	fs.StringVar(&c.DemoDelivery, "demo-delivery", c.DemoDelivery, "how the demo's links deliver its live data: a delivery profile such as rural or ontime (CHILLWATCH_DEMO_DELIVERY)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("config: unexpected argument %q", fs.Arg(0))
	}
	if c.DB == "" {
		c.DB = "sqlite:" + filepath.Join(c.DataDir, "chillwatch.db")
	}
	return c, c.validate()
}

// withVarNames rewrites the env library's parse errors, which name the Go
// field ("AccessTokenTTL"), to name the variable the operator set.
func withVarNames(err error) error {
	var agg env.AggregateError
	if !errors.As(err, &agg) {
		return err
	}
	errs := make([]error, len(agg.Errors))
	for i, e := range agg.Errors {
		var pe env.ParseError
		if errors.As(e, &pe) {
			if f, ok := reflect.TypeFor[Config]().FieldByName(pe.Name); ok {
				e = fmt.Errorf("%s: %w", f.Tag.Get("env"), pe.Err)
			}
		}
		errs[i] = e
	}
	return errors.Join(errs...)
}

func (c Config) validate() error {
	var errs []error
	if c.Addr == "" {
		errs = append(errs, errors.New("CHILLWATCH_ADDR is empty"))
	}
	if !strings.HasPrefix(c.DB, "sqlite:") && !strings.HasPrefix(c.DB, "postgres://") && !strings.HasPrefix(c.DB, "postgresql://") {
		errs = append(errs, fmt.Errorf("CHILLWATCH_DB must start with sqlite: or postgres://"))
	}
	if c.AccessTokenTTL < 30*time.Second || c.AccessTokenTTL > time.Hour {
		errs = append(errs, errors.New("CHILLWATCH_ACCESS_TOKEN_TTL must be between 30s and 1h"))
	}
	if c.SessionIdleTimeout < time.Minute || c.SessionMaxAge < c.SessionIdleTimeout {
		errs = append(errs, errors.New("CHILLWATCH_SESSION_IDLE_TIMEOUT must be at least 1m and not above CHILLWATCH_SESSION_MAX_AGE"))
	}
	if c.ReadTimeout < time.Second || c.ReadTimeout > 10*time.Minute {
		errs = append(errs, errors.New("CHILLWATCH_READ_TIMEOUT must be between 1s and 10m"))
	}
	if c.LoginFreeAttempts < 1 || c.LoginLockBase <= 0 || c.LoginLockMax < c.LoginLockBase {
		errs = append(errs, errors.New("login throttling settings are inconsistent"))
	}
	if _, err := c.Level(); err != nil {
		errs = append(errs, err)
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		errs = append(errs, errors.New("CHILLWATCH_LOG_FORMAT must be text or json"))
	}
	if _, err := sim.ParseProfile(c.DemoDelivery); err != nil {
		errs = append(errs, fmt.Errorf("CHILLWATCH_DEMO_DELIVERY: %w", err))
	}
	if c.EngineGrace < 0 || c.EngineGrace > 24*time.Hour {
		errs = append(errs, errors.New("CHILLWATCH_ENGINE_GRACE must be between 0s and 24h"))
	}
	if c.EngineSettle < time.Millisecond || c.EngineSettle > time.Minute {
		errs = append(errs, errors.New("CHILLWATCH_ENGINE_SETTLE must be between 1ms and 1m"))
	}
	if c.EngineHold < time.Second || c.EngineHold > 24*time.Hour {
		errs = append(errs, errors.New("CHILLWATCH_ENGINE_HOLD must be between 1s and 24h"))
	}
	if c.EnginePartitions < 1 || c.EnginePartitions > 4096 {
		errs = append(errs, errors.New("CHILLWATCH_ENGINE_PARTITIONS must be between 1 and 4096"))
	}
	if c.Engine != "on" && c.Engine != "off" {
		errs = append(errs, errors.New("CHILLWATCH_ENGINE must be on or off"))
	}
	if c.PublicURL != "" {
		if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			errs = append(errs, errors.New("CHILLWATCH_PUBLIC_URL must be an http:// or https:// URL"))
		}
	}
	if c.MetricsAddr != "" && !loopback(c.MetricsAddr) {
		errs = append(errs, errors.New("CHILLWATCH_METRICS_ADDR must be a loopback address (127.0.0.1:PORT or [::1]:PORT)"))
	}
	if c.PprofAddr != "" && !loopback(c.PprofAddr) {
		errs = append(errs, errors.New("CHILLWATCH_PPROF_ADDR must be a loopback address (127.0.0.1:PORT or [::1]:PORT)"))
	}
	if c.MetricsToken != "" && len(c.MetricsToken) < 16 {
		errs = append(errs, errors.New("CHILLWATCH_METRICS_TOKEN must be at least 16 characters"))
	}
	if c.SMTPURL != "" {
		u, err := url.Parse(c.SMTPURL)
		if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
			errs = append(errs, errors.New("CHILLWATCH_SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://…"))
		} else if t := u.Query().Get("tls"); t != "" && t != "none" {
			errs = append(errs, errors.New("CHILLWATCH_SMTP_URL: tls may only be none"))
		}
		if c.MailFrom == "" {
			errs = append(errs, errors.New("CHILLWATCH_MAIL_FROM is needed with CHILLWATCH_SMTP_URL"))
		}
	}
	if c.SMSURL != "" {
		if u, err := url.Parse(c.SMSURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			errs = append(errs, errors.New("CHILLWATCH_SMS_URL must be an http:// or https:// URL"))
		}
		if m := strings.ToUpper(c.SMSMethod); m != "POST" && m != "PUT" && m != "GET" {
			errs = append(errs, errors.New("CHILLWATCH_SMS_METHOD must be POST, PUT or GET"))
		}
	}
	if c.NotifyLiveWindow < time.Minute || c.NotifyLiveWindow > 7*24*time.Hour {
		errs = append(errs, errors.New("CHILLWATCH_NOTIFY_LIVE_WINDOW must be between 1m and 168h"))
	}
	if c.NotifyGather < time.Second || c.NotifyGather > time.Hour {
		errs = append(errs, errors.New("CHILLWATCH_NOTIFY_GATHER must be between 1s and 1h"))
	}
	if c.Notify != "on" && c.Notify != "off" {
		errs = append(errs, errors.New("CHILLWATCH_NOTIFY must be on or off"))
	}
	if c.Retention != 0 && c.Retention < 24*time.Hour {
		errs = append(errs, errors.New("CHILLWATCH_RETENTION must be 0 (keep forever) or at least 24h"))
	}
	if c.CompactAfter != 0 && c.CompactAfter < time.Hour {
		errs = append(errs, errors.New("CHILLWATCH_COMPACT_AFTER must be 0 (never compact) or at least 1h"))
	}
	if c.RedmineURL != "" {
		if u, err := url.Parse(c.RedmineURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" {
			errs = append(errs, errors.New("CHILLWATCH_REDMINE_URL must be an http:// or https:// URL without a query"))
		}
	}
	if c.RedmineTracker < 0 || c.RedmineAssignee < 0 || c.RedmineUsernameField < 0 {
		errs = append(errs, errors.New("CHILLWATCH_REDMINE_TRACKER, _ASSIGNEE and _USERNAME_FIELD are Redmine ids (positive numbers)"))
	}
	if c.RedmineTimeout < time.Second || c.RedmineTimeout > 5*time.Minute {
		errs = append(errs, errors.New("CHILLWATCH_REDMINE_TIMEOUT must be between 1s and 5m"))
	}
	if c.TicketMaxFileBytes < 1<<10 || c.TicketMaxFileBytes > 100<<20 {
		errs = append(errs, errors.New("CHILLWATCH_TICKET_MAX_FILE_BYTES must be between 1024 and 104857600"))
	}
	if c.AuditRetention < 24*time.Hour {
		errs = append(errs, errors.New("CHILLWATCH_AUDIT_RETENTION must be at least 24h"))
	}
	return errors.Join(errs...)
}

// HTTPS reports whether users reach the server over HTTPS.
func (c Config) HTTPS() bool { return strings.HasPrefix(strings.ToLower(c.PublicURL), "https://") }

// loopback reports whether addr (host:port) listens on a loopback address only.
func loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Level is the slog level of LogLevel.
func (c Config) Level() (slog.Level, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(c.LogLevel)); err != nil {
		return l, fmt.Errorf("CHILLWATCH_LOG_LEVEL: %w", err)
	}
	return l, nil
}
