// Package web owns the console's delivery: the built React app (web/dist,
// embedded in the binary), served with a fallback to index.html for client
// routes and long-lived caching of hashed assets, or, in development, a
// proxy to the Vite dev server.
package web

import (
	"bytes"
	"embed"
	"io/fs"
	"net/http"
	"net/http/httputil"
	"net/url"
	"path"
	"strings"
	"time"
)

//go:embed all:dist
var dist embed.FS

// Handler serves the console. With devURL set (the Vite dev server), it
// proxies every request there instead.
func Handler(devURL string) (http.Handler, error) {
	if devURL != "" {
		u, err := url.Parse(devURL)
		if err != nil {
			return nil, err
		}
		return httputil.NewSingleHostReverseProxy(u), nil
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
			http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(b))
			return
		}
		if strings.HasPrefix(name, "assets/") {
			http.NotFound(w, r) // a missing asset is not a client route
			return
		}
	}
	// Client routes: the app's index.html, never cached, so a new release
	// is picked up on the next load.
	index, err := fs.ReadFile(s.files, "index.html")
	if err != nil {
		index = []byte(notBuilt)
	}
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(index)
}

const notBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>ChillWatch</title>
<body style="font-family:sans-serif;padding:2em"><h1>ChillWatch</h1>
<p>The console has not been built into this binary. Run <code>make run</code>, which builds it, or <code>make build</code>.</p>
<p lang="fr">La console n'a pas été compilée dans ce binaire. Lancez <code>make run</code>, qui la compile, ou <code>make build</code>.</p>
<p>API: <a href="/api/docs">/api/docs</a></p></body></html>`
