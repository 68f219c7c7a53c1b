package api_test

import (
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestMetricsToken: with a token configured, /metrics on the main listener
// answers only its bearer, and /healthz tells the operator the version.
func TestMetricsToken(t *testing.T) {
	e := newEnv(t, storagetest.SQLite(t))
	const token = "operator-token-0123456789"
	e.srv.Security.MetricsToken = token
	cases := []struct {
		name, auth string
		want       int
	}{
		{"anonymous", "", 401}, {"a user's session", "Bearer " + e.admin, 401}, {"a wrong token", "Bearer operator-token-0123456780", 401},
		{"the token", "Bearer " + token, 200},
	}
	for _, c := range cases {
		var headers []string
		if c.auth != "" {
			headers = []string{"Authorization", c.auth}
		}
		r := e.do("GET", "/metrics", "", nil, headers...)
		if r.Status != c.want {
			t.Errorf("%s: /metrics = %d, want %d", c.name, r.Status, c.want)
		}
		if c.want == 200 && !strings.Contains(string(r.Raw), "chillwatch_http_requests_total") {
			t.Errorf("%s: no metrics in %.200s", c.name, r.Raw)
		}
	}
	if h := e.do("GET", "/healthz", "", nil, "Authorization", "Bearer "+token); h.S("version") == "" || h.S("database") != "sqlite" {
		t.Errorf("/healthz for the operator = %s", h.Raw)
	}
	if h := e.do("GET", "/healthz", e.admin, nil); h.S("version") != "" {
		t.Errorf("/healthz tells a user the version: %s", h.Raw)
	}
}
