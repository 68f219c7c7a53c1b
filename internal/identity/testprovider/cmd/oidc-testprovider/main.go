// Command oidc-testprovider serves the test OpenID Connect provider of
// internal/identity/testprovider (zitadel/oidc's op package with its
// example storage and username/password login page) as a program, for the
// browser scenario web/e2e/identity.test.mjs. It is a development tool,
// never part of the chillwatch binary.
//
//	oidc-testprovider -client-secret S -redirect-uri http://127.0.0.1:8080/authgateway/oidc/callback \
//	    -post-logout-uri http://127.0.0.1:8080/login [-addr 127.0.0.1:0] [-client-id chillwatch]
//
// Once it listens it writes one JSON line to stdout: the issuer and the
// example accounts ({"issuer", "user1", "user2", "password"}). Then one
// JSON line per request it receives: {"method", "path", "params"} with
// the names of the query parameters only (no values: an id token hint is
// not printed), and postLogoutRedirectUri on the end-session endpoint.
// SIGINT or SIGTERM stops it.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"sort"
	"strings"
	"sync"
	"syscall"

	"github.com/chillwatch/chillwatch/internal/identity/testprovider"
)

type list []string

func (l *list) String() string     { return strings.Join(*l, ",") }
func (l *list) Set(v string) error { *l = append(*l, v); return nil }

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "listen address (port 0 picks a free one)")
	clientID := flag.String("client-id", "chillwatch", "the registered client's id")
	secret := flag.String("client-secret", "", "the registered client's secret (required)")
	var redirects, postLogout list
	flag.Var(&redirects, "redirect-uri", "a redirect URI of the client (repeatable, at least one)")
	flag.Var(&postLogout, "post-logout-uri", "a post-logout redirect URI of the client (repeatable)")
	flag.Parse()
	if *secret == "" || len(redirects) == 0 {
		fmt.Fprintln(os.Stderr, "oidc-testprovider: -client-secret and -redirect-uri are required")
		flag.Usage()
		os.Exit(2)
	}

	p, err := testprovider.Start(*addr, *clientID, *secret, redirects, postLogout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "oidc-testprovider:", err)
		os.Exit(1)
	}
	var mu sync.Mutex
	out := json.NewEncoder(os.Stdout)
	emit := func(v any) {
		mu.Lock()
		defer mu.Unlock()
		_ = out.Encode(v)
	}
	p.Observe(func(r *http.Request) {
		q := r.URL.Query()
		names := make([]string, 0, len(q))
		for k := range q {
			names = append(names, k)
		}
		sort.Strings(names)
		line := map[string]any{"method": r.Method, "path": r.URL.Path, "params": names}
		if r.URL.Path == "/end_session" {
			line["postLogoutRedirectUri"] = q.Get("post_logout_redirect_uri")
		}
		emit(line)
	})
	emit(map[string]string{"issuer": p.Issuer, "user1": p.User1(), "user2": testprovider.User2, "password": testprovider.Password})

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	<-stop
	p.Close()
}
