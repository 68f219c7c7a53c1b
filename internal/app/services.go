package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/chillwatch/chillwatch/internal/analytics"
	"github.com/chillwatch/chillwatch/internal/api"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/checklist"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/i18n"
	"github.com/chillwatch/chillwatch/internal/identity"
	"github.com/chillwatch/chillwatch/internal/importer"
	"github.com/chillwatch/chillwatch/internal/meta"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/report"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
	"github.com/chillwatch/chillwatch/internal/ticket"
	"github.com/chillwatch/chillwatch/internal/user"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

// Services are the built domain services over one database.
type Services struct {
	DB         *storage.DB
	Meta       *meta.Catalog
	Msgs       *i18n.Catalog
	Auth       *auth.Service
	Orgs       *org.Service
	Roles      *role.Service
	Users      *user.Service
	Checklists *checklist.Service
	Sites      *site.Service
	Telemetry  *telemetry.Store
	Dashboard  *dashboard.Service
	// Hub carries the engine runner's live points and alerts to the push
	// stream.
	Hub *monitor.Hub
	// Audit is the audit log.
	Audit *audit.Log
	// Notify routes and delivers alert notifications; NewServices builds
	// it without channels (only the inbox), serve with the configuration.
	Notify *notify.Service
	// Reports are the four reports and their workbooks.
	Reports *report.Service
	// Tickets send support tickets to Redmine; NewServices builds them
	// unconfigured, serve with the configuration.
	Tickets *ticket.Service
	// Identity signs users in through their organisation's provider;
	// NewServices builds it for http://localhost:8080, serve with the
	// configuration.
	Identity *identity.Service
	// Analytics are the KPIs' chart, the ratings and the rating templates.
	Analytics *analytics.Service
}

// closeDB closes a command's database when the command ends, joining the
// error of closing to the command's: closing SQLite checkpoints its WAL,
// a failure worth seeing.
func closeDB(db *storage.DB, err *error) { *err = errors.Join(*err, db.Close()) }

// openDB opens and migrates the configured database.
func openDB(ctx context.Context, cfg config.Config, log *slog.Logger) (*storage.DB, error) {
	db, err := storage.Open(ctx, cfg.DB)
	if err != nil {
		return nil, err
	}
	db.SetLogger(log)
	n, err := db.Migrate(ctx)
	if err != nil {
		return nil, errors.Join(err, db.Close())
	}
	log.Info("database ready", "dialect", db.Dialect, "migrations_applied", n)
	return db, nil
}

// NewServices builds every domain service over an open, migrated database.
func NewServices(ctx context.Context, db *storage.DB, settings auth.Settings) (*Services, error) {
	cat, err := meta.Load()
	if err != nil {
		return nil, err
	}
	msgs, err := i18n.Load()
	if err != nil {
		return nil, err
	}
	key, err := auth.LoadSigningKey(ctx, db)
	if err != nil {
		return nil, err
	}
	orgTypes, _ := cat.List(meta.ListOrgTypes)
	subOrgTypes, _ := cat.List(meta.ListSubOrgTypes)
	orgs := org.NewService(db, org.NewTypes(pairs(orgTypes), pairs(subOrgTypes)))
	orgs.OnCreateTop = role.CreateDefaults
	orgs.Dependents = append(orgs.Dependents, checklist.Dependents()...)
	orgs.Dependents = append(orgs.Dependents, site.Dependent())
	roles := role.NewService(db, orgs)
	sites := site.NewService(db, orgs, cat)
	samples := telemetry.NewStore(db)
	hub := monitor.NewHub()
	notes, err := notify.New(db, orgs, notify.Config{})
	if err != nil {
		return nil, err
	}
	notes.OnInbox = inboxToHub(hub)
	tickets, err := ticket.New(db, ticket.Config{})
	if err != nil {
		return nil, err
	}
	authn := auth.NewService(db, auth.NewTokens(key, settings.AccessTTL), settings)
	auditLog := audit.NewLog(db)
	return &Services{
		DB: db, Meta: cat, Msgs: msgs,
		Auth:       authn,
		Identity:   identity.New(db, orgs, authn, identity.Config{PublicURL: "http://localhost:8080", Audit: auditLog}),
		Orgs:       orgs,
		Roles:      roles,
		Users:      user.NewService(db, orgs, roles, usersite.New(db, cat)),
		Checklists: checklist.NewService(db, orgs),
		Sites:      sites,
		Telemetry:  samples,
		Dashboard:  dashboard.NewService(db, sites, samples),
		Hub:        hub,
		Audit:      auditLog,
		Notify:     notes,
		Reports:    report.NewService(db, orgs, msgs.Text),
		Tickets:    tickets,
		Analytics:  analytics.NewService(db, orgs, nil),
	}, nil
}

// inboxToHub tells this process's push streams that a user's inbox
// changed (the bell's count).
func inboxToHub(hub *monitor.Hub) func(int64) {
	return func(userID int64) { hub.Publish(monitor.Message{Kind: "inbox", UserID: userID}) }
}

// ConfigureNotify rebuilds the notification service with the configured
// channels.
func (s *Services) ConfigureNotify(cfg config.Config, log *slog.Logger) error {
	n, err := notify.New(s.DB, s.Orgs, notify.Config{
		SMTPURL: cfg.SMTPURL, MailFrom: cfg.MailFrom, PublicURL: cfg.PublicURL,
		SMS:        notify.SMSConfig{URL: cfg.SMSURL, Method: cfg.SMSMethod, Auth: cfg.SMSAuth, Body: cfg.SMSBody, ContentType: cfg.SMSContentType},
		LiveWindow: cfg.NotifyLiveWindow, Gather: cfg.NotifyGather, TemplateDir: cfg.NotifyTemplates,
		Log: log.With("notify", true),
	})
	if err != nil {
		return err
	}
	n.OnInbox = inboxToHub(s.Hub)
	s.Notify = n
	return nil
}

// ConfigureTickets points the ticket service at the configured Redmine.
func (s *Services) ConfigureTickets(cfg config.Config) error {
	t, err := ticket.New(s.DB, TicketConfig(cfg))
	if err != nil {
		return err
	}
	s.Tickets = t
	return nil
}

// ConfigureIdentity sets where the provider sign-in returns to: the public
// URL, or http://localhost:PORT of the listen address without one.
func (s *Services) ConfigureIdentity(cfg config.Config, log *slog.Logger) {
	base := cfg.PublicURL
	if base == "" {
		port := "8080"
		if i := strings.LastIndexByte(cfg.Addr, ':'); i >= 0 && i+1 < len(cfg.Addr) {
			port = cfg.Addr[i+1:]
		}
		base = "http://localhost:" + port
	}
	s.Identity = identity.New(s.DB, s.Orgs, s.Auth, identity.Config{PublicURL: base, PublicURLSet: cfg.PublicURL != "",
		AllowHTTPIssuer: cfg.OIDCAllowHTTP, AllowPrivateAddresses: cfg.OIDCAllowPrivate, Audit: s.Audit, Log: log.With("identity", true)})
}

// TicketConfig is the ticket part of the configuration.
func TicketConfig(cfg config.Config) ticket.Config {
	return ticket.Config{
		URL: cfg.RedmineURL, Key: cfg.RedmineKey, Project: cfg.RedmineProject, TrackerID: cfg.RedmineTracker,
		AssigneeID: cfg.RedmineAssignee, UsernameFieldID: cfg.RedmineUsernameField,
		MaxFileBytes: cfg.TicketMaxFileBytes, Timeout: cfg.RedmineTimeout,
	}
}

func pairs(ts []meta.Type) [][2]string {
	out := make([][2]string, len(ts))
	for i, t := range ts {
		out[i] = [2]string{t.TypeName, t.TypeDisplayName}
	}
	return out
}

// Settings turns the configuration into identity limits.
func Settings(cfg config.Config) auth.Settings {
	return auth.Settings{
		AccessTTL: cfg.AccessTokenTTL, IdleTimeout: cfg.SessionIdleTimeout, MaxSessionAge: cfg.SessionMaxAge,
		FreeAttempts: cfg.LoginFreeAttempts, LockBase: cfg.LoginLockBase, LockMax: cfg.LoginLockMax,
		AddrAttemptsPerMinute: cfg.LoginPerAddrMinute,
	}
}

// NewAPI builds the HTTP API over the services, serving the embedded console.
func NewAPI(s *Services, log *slog.Logger) (*api.Server, error) {
	return newAPI(s, log, nil, api.Security{})
}

func newAPI(s *Services, log *slog.Logger, console http.Handler, sec api.Security) (*api.Server, error) {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	srv, err := api.New(api.Deps{
		DB: s.DB, Auth: s.Auth, Orgs: s.Orgs, Roles: s.Roles, Users: s.Users, Checklists: s.Checklists, Sites: s.Sites, Meta: s.Meta, Msgs: s.Msgs,
		Imports: importer.New(s.Sites, s.Users), Telemetry: s.Telemetry, Dashboard: s.Dashboard, Hub: s.Hub,
		Audit: s.Audit, Notify: s.Notify, Reports: s.Reports, Tickets: s.Tickets, Identity: s.Identity, Analytics: s.Analytics, Log: log, Registry: reg, Version: Version, Console: console, Security: sec,
	})
	if err != nil {
		return nil, fmt.Errorf("api: %w", err)
	}
	return srv, nil
}
