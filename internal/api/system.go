package api

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/chillwatch/chillwatch/web"
)

//go:embed docs.html
var docsPage []byte

// systemRoutes serves health, metrics, and the self-hosted API docs. Huma
// itself serves the OpenAPI document under /api/openapi.*.
func (s *Server) systemRoutes() {
	s.rawRoute("GET", "/healthz", http.HandlerFunc(s.healthz))
	s.rawRoute("GET", "/metrics", s.metrics(s.MetricsHandler()))
	s.rawRoute("GET", "/api/docs", http.HandlerFunc(s.apiDocs))
	// The console answers every other GET, so that client routes load the app.
	s.rawRoute("GET", "/", s.Console)
	// Unknown API paths answer a JSON 404, never the console: under each
	// prefix that spec 03 §7 calls outside /authgateway too.
	for _, prefix := range apiPrefixes {
		for _, m := range []string{"GET", "POST", "PUT", "DELETE", "PATCH"} {
			s.mux.Handle(m+" "+prefix, http.HandlerFunc(s.apiNotFound))
		}
		s.raw = append(s.raw, Route{Method: "ANY", Path: prefix})
	}
	for _, p := range []string{"/api/openapi.json", "/api/openapi.yaml", "/api/openapi-3.0.json", "/api/openapi-3.0.yaml"} {
		s.raw = append(s.raw, Route{Method: "GET", Path: p})
	}
}

// apiPrefixes are the paths under which an unknown call answers JSON:
// spec 03 §7 calls some outside /authgateway.
var apiPrefixes = []string{Base + "/", "/api/", "/issues/", "/reportService/", "/pushNotification/"}

// apiDocs is the API's docs page, under a policy of its own.
func (s *Server) apiDocs(w http.ResponseWriter, _ *http.Request) {
	nonce := web.Nonce()
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'nonce-"+nonce+"'; script-src 'self' 'nonce-"+nonce+
		"'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'")
	_, _ = w.Write(web.WithNonce(docsPage, nonce))
}

func (s *Server) rawRoute(method, path string, h http.Handler) {
	s.noteHandler(method+" "+path, h)
	s.mux.Handle(method+" "+path, h)
	s.raw = append(s.raw, Route{Method: method, Path: path})
}

// MetricsHandler is Prometheus' page of the server's registry, for the
// main listener (behind the metrics token) or a loopback one of its own.
func (s *Server) MetricsHandler() http.Handler {
	return promhttp.HandlerFor(s.Registry, promhttp.HandlerOpts{})
}

// HealthHandler is /healthz alone, for the operator's loopback listener.
func (s *Server) HealthHandler() http.Handler { return s.secure(http.HandlerFunc(s.healthz)) }

// apiNotFound answers a request no call takes: 405 with Allow when the
// path has calls of other methods, else 404.
func (s *Server) apiNotFound(w http.ResponseWriter, r *http.Request) {
	lang, path := r.Header.Get("Accept-Language"), strings.ToValidUTF8(r.URL.Path, "?")
	if allow := s.allowed(r); len(allow) > 0 {
		w.Header().Set("Allow", strings.Join(allow, ", "))
		writeProblem(w, &Problem{Status: http.StatusMethodNotAllowed, Code: "request.method",
			Message: s.Msgs.Text(lang, "request.method", map[string]any{"Method": r.Method, "Path": path, "Allow": strings.Join(allow, ", ")})})
		return
	}
	writeProblem(w, &Problem{Status: http.StatusNotFound, Code: "request.noRoute",
		Message: s.Msgs.Text(lang, "request.noRoute", map[string]any{"Path": path})})
}

// allowed lists the methods that have a call at r's path (the catch-all
// patterns of apiNotFound aside).
func (s *Server) allowed(r *http.Request) []string {
	var out []string
	for _, m := range []string{"GET", "POST", "PUT", "DELETE", "PATCH"} {
		if m == r.Method {
			continue
		}
		probe := r.Clone(r.Context())
		probe.Method = m
		_, pattern := s.mux.Handler(probe)
		if path := strings.TrimPrefix(pattern, m+" "); pattern != "" && path != "/" && !slices.Contains(apiPrefixes, path) {
			out = append(out, m)
		}
	}
	return out
}

func writeProblem(w http.ResponseWriter, p *Problem) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(p.Status)
	_ = json.NewEncoder(w).Encode(p)
}

// healthz answers ok or not: anonymous callers learn nothing more; the
// operator (metrics token) also gets the version and the database kind.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	body := map[string]any{"status": "ok"}
	code := http.StatusOK
	if err := s.DB.Ping(ctx); err != nil {
		body["status"], code = "unavailable", http.StatusServiceUnavailable
	}
	if s.operator(r) {
		body["version"], body["database"] = s.Version, string(s.DB.Dialect)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(body)
}

// observe wraps every request: recovery, request metrics, a structured
// access log line.
func (s *Server) observe(next http.Handler) http.Handler {
	reqs := prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "chillwatch_http_requests_total", Help: "HTTP requests by route and status code.",
	}, []string{"method", "route", "code"})
	dur := prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "chillwatch_http_request_duration_seconds", Help: "HTTP request duration by route.",
		Buckets: prometheus.DefBuckets,
	}, []string{"method", "route"})
	s.Registry.MustRegister(reqs, dur)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, code: http.StatusOK}
		defer func() {
			if p := recover(); p != nil {
				s.Log.ErrorContext(r.Context(), "panic", "path", r.URL.Path, "panic", fmt.Sprint(p))
				if !rec.wrote {
					http.Error(rec, `{"status":500,"code":"internal","message":"Something went wrong"}`, http.StatusInternalServerError)
				}
			}
			route := r.Pattern
			if route == "" {
				route = "unmatched"
			}
			reqs.WithLabelValues(r.Method, route, fmt.Sprint(rec.code)).Inc()
			dur.WithLabelValues(r.Method, route).Observe(time.Since(start).Seconds())
			level := slog.LevelInfo
			if rec.code >= 500 {
				level = slog.LevelError
			}
			s.Log.Log(r.Context(), level, "http", "method", r.Method, "path", r.URL.Path, "status", rec.code,
				"duration_ms", time.Since(start).Milliseconds(), "remote", remoteHost(r.RemoteAddr))
		}()
		next.ServeHTTP(rec, r)
	})
}

type statusRecorder struct {
	http.ResponseWriter
	code  int
	wrote bool
}

func (r *statusRecorder) WriteHeader(code int) {
	if !r.wrote {
		r.code, r.wrote = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	r.wrote = true
	return r.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the real writer (flush, deadlines).
func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
