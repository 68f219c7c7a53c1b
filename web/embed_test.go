package web

import (
	"net/http"
	"net/http/httptest"
	"strconv"
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

// TestPrecompressedAssets: an asset with precompressed forms is answered
// in the best one the request accepts (brotli, then gzip), with its own
// Content-Type and Vary: Accept-Encoding; a client that accepts neither,
// or refuses one by q=0, gets what it can read.
func TestPrecompressedAssets(t *testing.T) {
	h := &spa{files: fstest.MapFS{
		"index.html":                 {Data: []byte("<html>app</html>")},
		"assets/index-ab12.js":       {Data: []byte("plain-js")},
		"assets/index-ab12.js.br":    {Data: []byte("br-js")},
		"assets/index-ab12.js.gz":    {Data: []byte("gz-js")},
		"assets/only-gz-cd34.css":    {Data: []byte("plain-css")},
		"assets/only-gz-cd34.css.gz": {Data: []byte("gz-css")},
		"assets/logo-ef56.png":       {Data: []byte("png")},
	}}
	cases := []struct {
		path, accept, wantBody, wantEncoding, wantVary, wantType string
	}{
		{"/assets/index-ab12.js", "gzip, deflate, br, zstd", "br-js", "br", "Accept-Encoding", "text/javascript; charset=utf-8"},
		{"/assets/index-ab12.js", "gzip", "gz-js", "gzip", "Accept-Encoding", "text/javascript; charset=utf-8"},
		{"/assets/index-ab12.js", "br;q=0, gzip;q=0.5", "gz-js", "gzip", "Accept-Encoding", "text/javascript; charset=utf-8"},
		{"/assets/index-ab12.js", "*", "br-js", "br", "Accept-Encoding", "text/javascript; charset=utf-8"},
		{"/assets/index-ab12.js", "*, br;q=0", "gz-js", "gzip", "Accept-Encoding", "text/javascript; charset=utf-8"},
		{"/assets/index-ab12.js", "", "plain-js", "", "Accept-Encoding", "text/javascript; charset=utf-8"},
		{"/assets/index-ab12.js", "identity", "plain-js", "", "Accept-Encoding", "text/javascript; charset=utf-8"},
		{"/assets/index-ab12.js", "GZIP;Q=1.0", "gz-js", "gzip", "Accept-Encoding", "text/javascript; charset=utf-8"},
		{"/assets/only-gz-cd34.css", "br, gzip", "gz-css", "gzip", "Accept-Encoding", "text/css; charset=utf-8"},
		{"/assets/only-gz-cd34.css", "br", "plain-css", "", "Accept-Encoding", "text/css; charset=utf-8"},
		{"/assets/logo-ef56.png", "br, gzip", "png", "", "", "image/png"},
	}
	for _, c := range cases {
		req := httptest.NewRequest(http.MethodGet, c.path, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		name := c.path + " [" + c.accept + "]"
		if rec.Code != 200 {
			t.Errorf("%s: status %d", name, rec.Code)
			continue
		}
		if got := rec.Body.String(); got != c.wantBody {
			t.Errorf("%s: body %q, want %q", name, got, c.wantBody)
		}
		if got := rec.Header().Get("Content-Encoding"); got != c.wantEncoding {
			t.Errorf("%s: Content-Encoding %q, want %q", name, got, c.wantEncoding)
		}
		if got := rec.Header().Get("Vary"); got != c.wantVary {
			t.Errorf("%s: Vary %q, want %q", name, got, c.wantVary)
		}
		if got := rec.Header().Get("Content-Type"); got != c.wantType {
			t.Errorf("%s: Content-Type %q, want %q", name, got, c.wantType)
		}
		// net/http leaves the length of an encoded answer to chunking.
		if got := rec.Header().Get("Content-Length"); c.wantEncoding == "" && got != strconv.Itoa(len(c.wantBody)) {
			t.Errorf("%s: Content-Length %q, want %d", name, got, len(c.wantBody))
		}
	}
}
