package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func TestSPA(t *testing.T) {
	h := &spa{files: fstest.MapFS{
		"index.html":           {Data: []byte("<html>app</html>")},
		"assets/index-ab12.js": {Data: []byte("console.log(1)")},
		"favicon.svg":          {Data: []byte("<svg/>")},
	}}
	cases := []struct {
		path, wantBody, wantCache string
		wantStatus                int
	}{
		{"/", "<html>app</html>", "no-store", 200},
		{"/dashboard", "<html>app</html>", "no-store", 200},
		{"/configuration/SuborganizationList/Gokul%20Dairy", "<html>app</html>", "no-store", 200},
		{"/assets/index-ab12.js", "console.log(1)", "public, max-age=31536000, immutable", 200},
		{"/favicon.svg", "<svg/>", "public, max-age=3600", 200},
		{"/assets/gone-0000.js", "", "", 404},
		{"/../../etc/passwd", "<html>app</html>", "no-store", 200},
	}
	for _, c := range cases {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, c.path, nil))
		if rec.Code != c.wantStatus {
			t.Errorf("%s: status %d, want %d", c.path, rec.Code, c.wantStatus)
			continue
		}
		if c.wantStatus != 200 {
			continue
		}
		if got := rec.Body.String(); got != c.wantBody {
			t.Errorf("%s: body %q, want %q", c.path, got, c.wantBody)
		}
		if got := rec.Header().Get("Cache-Control"); got != c.wantCache {
			t.Errorf("%s: Cache-Control %q, want %q", c.path, got, c.wantCache)
		}
	}
}

func TestNotBuiltPage(t *testing.T) {
	h := &spa{files: fstest.MapFS{}}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/login", nil))
	if !strings.Contains(rec.Body.String(), "make run") {
		t.Errorf("an unbuilt console should say how to build it, got %q", rec.Body.String())
	}
}

func TestDevProxy(t *testing.T) {
	vite := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte("vite:" + r.URL.Path))
	}))
	defer vite.Close()
	h, err := Handler(vite.URL)
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/src/main.tsx", nil))
	if got := rec.Body.String(); got != "vite:/src/main.tsx" {
		t.Errorf("proxied body = %q", got)
	}
}

// TestConsoleNonce: each load of the console gets its own nonce, in the
// page (every placeholder) and in the CSP, which allows no inline script.
func TestConsoleNonce(t *testing.T) {
	page := `<meta property="csp-nonce" nonce="` + NoncePlaceholder + `"><script type="module" nonce="` + NoncePlaceholder + `" src="/assets/a.js"></script>`
	h := &spa{files: fstest.MapFS{"index.html": {Data: []byte(page)}}}
	seen := map[string]bool{}
	for range 3 {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/dashboard", nil))
		csp := rec.Header().Get("Content-Security-Policy")
		_, rest, ok := strings.Cut(csp, "'nonce-")
		nonce, _, _ := strings.Cut(rest, "'")
		if !ok || len(nonce) < 16 || seen[nonce] {
			t.Fatalf("CSP %q: nonce %q missing, short or repeated", csp, nonce)
		}
		seen[nonce] = true
		body := rec.Body.String()
		if strings.Contains(body, NoncePlaceholder) || strings.Count(body, `nonce="`+nonce+`"`) != 2 {
			t.Errorf("page %q does not carry the nonce %q", body, nonce)
		}
		if !strings.Contains(csp, "script-src 'self';") || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("CSP %q", csp)
		}
	}
}
