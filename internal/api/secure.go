package api

import (
	"crypto/subtle"
	"net/http"
	"strings"
)

// Security holds the transport and operations settings of the HTTP surface.
type Security struct {
	// HSTS sends Strict-Transport-Security: the server is reached over
	// HTTPS (CHILLWATCH_PUBLIC_URL starts with https://).
	HSTS bool
	// MetricsToken, when set, opens /metrics on the main listener to
	// callers presenting it as a bearer token (and healthz's details).
	MetricsToken string
}

// apiCSP is the policy of every answer that is not the console or the
// docs page: nothing may load, nothing may frame it.
const apiCSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

// secure sets the header policy of every answer (docs/security.md):
// nosniff, no framing, same-origin referrers, HSTS over TLS, a CSP that
// the console and the docs page replace with their own, and no-store on
// everything but the console's static files.
func (s *Server) secure(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "same-origin")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Content-Security-Policy", apiCSP)
		if s.Security.HSTS || r.TLS != nil {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		if isAPIPath(r.URL.Path) {
			h.Set("Cache-Control", "no-store")
		}
		next.ServeHTTP(w, r)
	})
}

// isAPIPath reports whether a path is served by the API rather than the
// console's files (which set their own caching).
func isAPIPath(p string) bool {
	for _, prefix := range []string{Base + "/", "/api/", "/pushNotification/", "/healthz", "/metrics"} {
		if strings.HasPrefix(p, prefix) || p == strings.TrimSuffix(prefix, "/") {
			return true
		}
	}
	return false
}

// operator reports whether the call presents the metrics token.
func (s *Server) operator(r *http.Request) bool {
	t := bearer(r.Header.Get("Authorization"))
	return s.Security.MetricsToken != "" && t != "" &&
		subtle.ConstantTimeCompare([]byte(t), []byte(s.Security.MetricsToken)) == 1
}

// metrics serves Prometheus' page on the main listener only to holders of
// the metrics token; without one configured it is not there at all (use
// CHILLWATCH_METRICS_ADDR, a loopback listener of its own).
func (s *Server) metrics(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case s.Security.MetricsToken == "":
			s.apiNotFound(w, r)
		case !s.operator(r):
			w.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
			writeProblem(w, &Problem{Status: http.StatusUnauthorized, Code: "auth.metricsToken",
				Message: s.Msgs.Text(r.Header.Get("Accept-Language"), "auth.metricsToken", nil)})
		default:
			h.ServeHTTP(w, r)
		}
	})
}
