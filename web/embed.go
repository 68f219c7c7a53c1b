// Package web owns the console's delivery: the built React app (web/dist,
// embedded in the binary), served with a fallback to index.html for client
// routes and long-lived caching of hashed assets, or, in development, a
// proxy to the Vite dev server.
package web

import (
	"bytes"
	"crypto/rand"
	"embed"
	"encoding/base64"
	"encoding/json"
	"io/fs"
	"net/http"
	"net/http/httputil"
	"net/url"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
)

//go:embed all:dist
var dist embed.FS

// NoncePlaceholder is what the build writes where each page load's CSP
// nonce goes (vite.config.ts html.cspNonce): on the style and script tags
// and on the csp-nonce meta tag from which emotion takes it for the
// styles MUI inserts.
const NoncePlaceholder = "__CSP_NONCE__"

// Nonce returns a fresh CSP nonce.
func Nonce() string {
	b := make([]byte, 18)
	_, _ = rand.Read(b)
	return base64.StdEncoding.EncodeToString(b)
}

//go:embed csp-hashes.json
var cspHashesJSON []byte

// styleHashes are the CSP sources of the fixed inline <style> elements
// that libraries render without a nonce (csp-hashes.json).
var styleHashes = func() string {
	var h struct{ Style map[string]string }
	if err := json.Unmarshal(cspHashesJSON, &h); err != nil {
		panic("web: csp-hashes.json: " + err.Error())
	}
	var out []string
	for _, v := range h.Style {
		out = append(out, "'"+v+"'")
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}()

// ConsoleCSP is the console's Content-Security-Policy: scripts only from
// the server itself, never inline; style elements from the server, carrying
// the page's nonce (emotion's), or one of the known library styles by
// hash; style attributes allowed, which MUI, the data grid and ECharts set
// (they cannot run script); no framing, no plugins, forms and base URL to
// the server only.
func ConsoleCSP(nonce string) string {
	return "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-" + nonce + "' " + styleHashes + "; style-src-attr 'unsafe-inline'; " +
		"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; " +
		"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
}

// WithNonce returns page with every placeholder replaced by nonce.
func WithNonce(page []byte, nonce string) []byte {
	return bytes.ReplaceAll(page, []byte(NoncePlaceholder), []byte(nonce))
}

// Handler serves the console. With devURL set (the Vite dev server), it
// proxies every request there instead, without a CSP (Vite's dev client
// injects inline scripts).
func Handler(devURL string) (http.Handler, error) {
	if devURL != "" {
		u, err := url.Parse(devURL)
		if err != nil {
			return nil, err
		}
		proxy := httputil.NewSingleHostReverseProxy(u)
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Del("Content-Security-Policy")
			proxy.ServeHTTP(w, r)
		}), nil
	}
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		return nil, err
	}
	return &spa{files: sub}, nil
}

type spa struct{ files fs.FS }

func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name != "" && name != "index.html" {
		if b, err := fs.ReadFile(s.files, name); err == nil {
			if strings.HasPrefix(name, "assets/") {
				// Vite puts a content hash in every asset name.
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				w.Header().Set("Cache-Control", "public, max-age=3600")
			}
			b = s.encoded(w, r, name, b)
			http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(b))
			return
		}
		if strings.HasPrefix(name, "assets/") {
			http.NotFound(w, r) // a missing asset is not a client route
			return
		}
	}
	// Client routes: the app's index.html with this load's nonce, never
	// stored, so a new release is picked up on the next load.
	index, err := fs.ReadFile(s.files, "index.html")
	if err != nil {
		index = []byte(notBuilt)
	}
	nonce := Nonce()
	w.Header().Set("Content-Security-Policy", ConsoleCSP(nonce))
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(WithNonce(index, nonce))
}

const notBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>ChillWatch</title>
<body><h1>ChillWatch</h1>
<p>The console has not been built into this binary. Run <code>make run</code>, which builds it, or <code>make build</code>.</p>
<p lang="fr">La console n'a pas été compilée dans ce binaire. Lancez <code>make run</code>, qui la compile, ou <code>make build</code>.</p>
<p>API: <a href="/api/docs">/api/docs</a></p></body></html>`

// encodings are the precompressed forms the build writes beside an asset
// (scripts/precompress.mjs), best first.
var encodings = []struct{ token, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// encoded returns the best precompressed form of the file name that the
// request's Accept-Encoding allows, setting Content-Encoding, or b itself.
// A file that has a compressed form answers Vary: Accept-Encoding either
// way, so that caches keep the forms apart. The Content-Type stays the
// one of name (ServeContent takes it from the extension).
func (s *spa) encoded(w http.ResponseWriter, r *http.Request, name string, b []byte) []byte {
	var out []byte
	varies := false
	accepted := acceptedEncodings(r.Header.Get("Accept-Encoding"))
	for _, e := range encodings {
		c, err := fs.ReadFile(s.files, name+e.suffix)
		if err != nil {
			continue
		}
		varies = true
		if out == nil && accepted[e.token] {
			out = c
			w.Header().Set("Content-Encoding", e.token)
		}
	}
	if varies {
		w.Header().Add("Vary", "Accept-Encoding")
	}
	if out == nil {
		return b
	}
	return out
}

// acceptedEncodings reads an Accept-Encoding header: the codings it allows
// (a q-value of 0 refuses one; "*" allows any not named).
func acceptedEncodings(header string) map[string]bool {
	named := map[string]bool{}
	star := false
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		token = strings.ToLower(strings.TrimSpace(token))
		if token == "" {
			continue
		}
		ok := true
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				if q, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && q <= 0 {
					ok = false
				}
			}
		}
		if token == "*" {
			star = ok
			continue
		}
		named[token] = ok
	}
	out := map[string]bool{}
	for _, e := range encodings {
		if v, ok := named[e.token]; ok {
			out[e.token] = v
		} else {
			out[e.token] = star
		}
	}
	return out
}
