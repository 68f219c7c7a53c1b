// Package api owns the HTTP surface: the route table, the privilege
// matrix every call is checked against, error mapping to {status, code,
// message}, the OpenAPI document and its docs page, health and metrics.
// Handlers are thin: decode, call a domain service, encode.
package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"reflect"
	"runtime"
	"strings"
	"sync"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/chillwatch/chillwatch/internal/analytics"
	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/checklist"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/i18n"
	"github.com/chillwatch/chillwatch/internal/identity"
	"github.com/chillwatch/chillwatch/internal/importer"
	"github.com/chillwatch/chillwatch/internal/meta"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/report"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
	"github.com/chillwatch/chillwatch/internal/ticket"
	"github.com/chillwatch/chillwatch/internal/user"
	"github.com/chillwatch/chillwatch/web"
)

// Deps are the services the API calls.
type Deps struct {
	DB         *storage.DB
	Auth       *auth.Service
	Orgs       *org.Service
	Roles      *role.Service
	Users      *user.Service
	Checklists *checklist.Service
	Sites      *site.Service
	Imports    *importer.Importer
	Telemetry  *telemetry.Store
	Dashboard  *dashboard.Service
	// Hub carries the engine runner's live volume samples and alerts to
	// the push stream.
	Hub *monitor.Hub
	// Audit is the audit log every sign-in, refusal and change goes to.
	Audit *audit.Log
	// Notify is the in-app inbox, the escalation policy and the delivery log.
	Notify *notify.Service
	// Reports are the four reports and their workbooks.
	Reports *report.Service
	// Identity signs users in through their organisation's OpenID
	// Connect provider.
	Identity *identity.Service
	// Tickets send support tickets to Redmine.
	Tickets  *ticket.Service
	Meta     *meta.Catalog
	Msgs     *i18n.Catalog
	Log      *slog.Logger
	Registry *prometheus.Registry
	Version  string
	Security Security
	// Analytics answers the chart, the ratings and the rating template.
	Analytics *analytics.Service
	// Console serves the web console; nil means the embedded build.
	Console http.Handler
}

// Server is the HTTP API.
type Server struct {
	Deps
	api      huma.API
	mux      *http.ServeMux
	matrix   Matrix
	problems problems
	// raw lists the routes served outside huma (health, metrics, docs).
	raw []Route
	// draining is closed when the server shuts down: long-lived streams end.
	draining  chan struct{}
	drainOnce sync.Once
	// pushes counts each session's open push streams.
	pushes pushSlots
	// handlers names the function serving each route ("GET /path"), as
	// the runtime knows it: TestRouteHandlersAreNamed checks that none is
	// an anonymous closure, so that stack traces and profiles name it.
	handlers map[string]string
}

// Base is the prefix of the console's calls.
const Base = "/authgateway"

// prov prefixes the provisioning calls.
const prov = Base + "/provisioningService"

// MaxBodyBytes bounds an API request body.
const MaxBodyBytes = 1 << 20

// New builds the API and registers every route.
func New(d Deps) (*Server, error) {
	m, err := LoadMatrix()
	if err != nil {
		return nil, err
	}
	s := &Server{Deps: d, mux: http.NewServeMux(), matrix: m, problems: problems{msgs: d.Msgs, log: d.Log}, draining: make(chan struct{})}
	huma.NewErrorWithContext = s.problems.hook()
	huma.NewError = func(status int, msg string, errs ...error) huma.StatusError {
		return s.problems.hook()(nil, status, msg, errs...)
	}

	cfg := huma.DefaultConfig("ChillWatch API", d.Version)
	cfg.Info.Description = "The JSON API of the ChillWatch milk-chilling monitoring console. " +
		"Calls under /authgateway need `Authorization: Bearer <jwtAccessToken>` from POST /authgateway/login, " +
		"except the login and refresh calls. Errors are `{status, code, message, errors[]}`."
	cfg.OpenAPIPath = "/api/openapi"
	cfg.DocsPath = ""
	cfg.SchemasPath = ""
	cfg.CreateHooks = nil // no $schema links in answers
	cfg.FieldsOptionalByDefault = true
	cfg.Components.SecuritySchemes = map[string]*huma.SecurityScheme{
		"bearer": {Type: "http", Scheme: "bearer", BearerFormat: "JWT"},
	}
	s.api = humago.New(s.mux, cfg)
	s.api.UseMiddleware(s.sanitize, s.authorize, s.sanitizeBody)

	if s.Console == nil {
		if s.Console, err = web.Handler(""); err != nil {
			return nil, err
		}
	}
	s.systemRoutes()
	s.authRoutes()
	s.orgRoutes()
	s.roleRoutes()
	s.userRoutes()
	s.metaRoutes()
	s.exportRoutes()
	s.checklistRoutes()
	s.siteRoutes()
	s.importRoutes()
	s.ingestRoutes()
	s.deviceDataRoutes()
	s.chartRoutes()
	s.monitorRoutes()
	s.graphRoutes()
	s.pushRoutes()
	s.auditRoutes()
	s.notifyRoutes()
	s.reportRoutes()
	s.ticketRoutes()
	s.oidcRoutes()
	s.analyticsRoutes()
	return s, nil
}

// Drain ends the long-lived push streams; call it when the HTTP server
// starts shutting down (http.Server.RegisterOnShutdown), since Shutdown
// waits for handlers that would otherwise never return.
func (s *Server) Drain() { s.drainOnce.Do(func() { close(s.draining) }) }

// Handler is the whole HTTP handler: middleware around the route table.
func (s *Server) Handler() http.Handler {
	return readDeadline(s.observe(s.secure(s.auditStart(s.mux))))
}

// API exposes the huma API (OpenAPI document, tests).
func (s *Server) API() huma.API { return s.api }

// Matrix returns the privilege matrix.
func (s *Server) Matrix() Matrix { return s.matrix }

// Registered lists every route the server serves, huma's and raw ones.
func (s *Server) Registered() []Route {
	var out []Route
	for path, item := range s.api.OpenAPI().Paths {
		for method, op := range map[string]*huma.Operation{"GET": item.Get, "POST": item.Post, "PUT": item.Put,
			"DELETE": item.Delete, "PATCH": item.Patch} {
			if op != nil {
				out = append(out, Route{Method: method, Path: path})
			}
		}
	}
	return append(out, s.raw...)
}

// op describes one operation; privileges and scope come from the matrix.
// A call that is not a GET must be classified for the audit log (audit.go):
// an unclassified one stops the server from being built.
func (s *Server) op(method, path, id, summary, tag string) huma.Operation {
	if method != http.MethodGet && audited[id] == "" && notAudited[id] == "" {
		panic("api: " + method + " " + path + " (" + id + ") is neither audited nor listed in notAudited")
	}
	o := huma.Operation{OperationID: id, Method: method, Path: path, Summary: summary, Tags: []string{tag}}
	if r, ok := s.matrix[method+" "+path]; ok && !r.Public {
		o.Security = []map[string][]string{{"bearer": {}}}
		desc := "Needs a signed-in user"
		switch {
		case len(r.Privileges) == 1 && r.Privileges[0] == auth.AllPrivilege:
			desc += " holding ALL_PRIVILEGE (an administrator)"
		case len(r.Privileges) > 0:
			desc += " holding one of: " + strings.Join(r.Privileges, ", ") + " (or ALL_PRIVILEGE)"
		}
		if r.Scoped {
			desc += ". Objects of another organisation answer 404"
		}
		o.Description = desc + "."
	}
	o.MaxBodyBytes = MaxBodyBytes
	return o
}

type clientKey struct{}

type client struct{ addr, agent, lang string }

// authorize checks every call against the matrix: public routes pass,
// others need a live session (401) holding one of the route's privileges (403).
func (s *Server) authorize(ctx huma.Context, next func(huma.Context)) {
	op := ctx.Operation()
	c := client{addr: remoteHost(ctx.RemoteAddr()), agent: ctx.Header("User-Agent"), lang: ctx.Header("Accept-Language")}
	ctx = huma.WithValue(ctx, clientKey{}, c)
	r, ok := s.matrix[op.Method+" "+op.Path]
	if !ok {
		s.writeErr(ctx, apperr.Forbidden("auth.routeNotInMatrix"))
		return
	}
	if r.Public {
		auditBegin(ctx, nil)
		next(ctx)
		return
	}
	p, err := s.authenticate(ctx)
	if err != nil {
		s.writeErr(ctx, err)
		return
	}
	auditBegin(ctx, p)
	if !p.Privileges.Any(r.Privileges...) {
		s.writeErr(ctx, apperr.Forbidden("auth.forbidden"))
		return
	}
	next(huma.WithContext(ctx, auth.WithPrincipal(ctx.Context(), p)))
}

// ticketAuth marks the operations that also take a single-use push ticket
// (query key ticket) in place of the Authorization header.
const ticketAuth = "ticket"

// authenticate turns the call's access token, or on a ticket operation
// its ticket, into the principal.
func (s *Server) authenticate(ctx huma.Context) (*auth.Principal, error) {
	token := bearer(ctx.Header("Authorization"))
	ticket := ctx.Query("ticket")
	if ticket == "" || ctx.Operation().Metadata[ticketAuth] != true {
		return s.Auth.Authenticate(ctx.Context(), token)
	}
	var as *auth.Principal
	if token != "" {
		var err error
		if as, err = s.Auth.Authenticate(ctx.Context(), token); err != nil {
			return nil, err
		}
	}
	return s.Auth.RedeemTicket(ctx.Context(), ticket, as)
}

func (s *Server) writeErr(ctx huma.Context, err error) {
	pr := s.problems.from(ctx.Context(), ctx.Header("Accept-Language"), err)
	_ = huma.WriteErr(s.api, ctx, pr.Status, pr.Message, pr)
}

func bearer(h string) string {
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

// remoteHost is the peer address without its port. Forwarded headers are
// not trusted: put the server behind a proxy that rewrites the peer.
func remoteHost(addr string) string {
	if i := strings.LastIndexByte(addr, ':'); i > 0 {
		addr = addr[:i]
	}
	return strings.Trim(addr, "[]")
}

func clientOf(ctx context.Context) client {
	c, _ := ctx.Value(clientKey{}).(client)
	return c
}

func principal(ctx context.Context) *auth.Principal { return auth.FromContext(ctx) }

// out wraps an answer body.
type out[T any] struct{ Body T }

func reply[T any](v T, err error) (*out[T], error) {
	if err != nil {
		return nil, err
	}
	return &out[T]{Body: v}, nil
}

// Status is the answer of calls that only report success.
type Status struct {
	Status  bool   `json:"status"`
	Message string `json:"message"`
}

func (s *Server) status(ctx context.Context, code string) *out[Status] {
	return &out[Status]{Body: Status{Status: true, Message: s.Msgs.Text(clientOf(ctx).lang, code, nil)}}
}

// register adds one operation to the API.
func register[I, O any](s *Server, op huma.Operation, h func(context.Context, *I) (*O, error)) {
	s.noteHandler(op.Method+" "+op.Path, h)
	huma.Register(s.api, op, h)
}

// noteHandler records the name of the function (or the type) serving a route.
func (s *Server) noteHandler(route string, h any) {
	name := fmt.Sprintf("%T", h)
	if v := reflect.ValueOf(h); v.Kind() == reflect.Func {
		if f := runtime.FuncForPC(v.Pointer()); f != nil {
			name = f.Name()
		}
	}
	if s.handlers == nil {
		s.handlers = map[string]string{}
	}
	s.handlers[route] = name
}

// PageQuery is the paging of list calls.
type PageQuery struct {
	Page int `query:"page" default:"0" doc:"zero-based page number"`
	Size int `query:"size" default:"10" doc:"page size, at most 5000"`
}

func (q PageQuery) request() paging.Request { return paging.Request{Page: q.Page, Size: q.Size} }

// requireQuery names a missing query parameter.
func requireQuery(name, value string) error {
	if strings.TrimSpace(value) == "" {
		return apperr.Invalid(name, "common.required")
	}
	return nil
}
