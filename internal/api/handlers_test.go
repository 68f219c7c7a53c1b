package api_test

import (
	"log/slog"
	"reflect"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/danielgtaylor/huma/v2"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/chillwatch/chillwatch/internal/api"
	"github.com/chillwatch/chillwatch/internal/i18n"
	"github.com/chillwatch/chillwatch/internal/meta"
)

// anonymous matches the runtime's name of a closure: siteRoutes.func7,
// or func7.1 for one inside another.
var anonymous = regexp.MustCompile(`\.func\d+(\.\d+)*$`)

// TestRouteHandlersAreNamed: every route is served by a named method or
// function, never by a closure, so that a stack trace or a CPU profile
// names what the route does (listRoles-fm, not roleRoutes.func2).
func TestRouteHandlersAreNamed(t *testing.T) {
	if name := runtime.FuncForPC(reflect.ValueOf(func() {}).Pointer()).Name(); !anonymous.MatchString(name) {
		t.Fatalf("the pattern does not recognise a closure's name %q", name)
	}
	srv, err := api.New(api.Deps{Meta: meta.MustLoad(), Msgs: i18n.MustLoad(), Registry: prometheus.NewRegistry(),
		Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	handlers := srv.Handlers()
	// guarded routes are served by the closure a named guard wraps around
	// the real handler: its name, metrics.func1, says what it does (once
	// inlined, systemRoutes.(*Server).metrics.func1).
	guarded := map[string]string{"GET /metrics": ".(*Server).metrics.func"}
	for route, name := range handlers {
		if want, ok := guarded[route]; ok {
			if !strings.Contains(name, want) {
				t.Errorf("%s: served by %s, want the closure of %s", route, name, want)
			}
			continue
		}
		if anonymous.MatchString(name) {
			t.Errorf("%s: served by the anonymous function %s; make it a named method", route, name)
		}
	}
	for path, item := range srv.API().OpenAPI().Paths {
		for method, op := range map[string]*huma.Operation{"GET": item.Get, "POST": item.Post, "PUT": item.Put, "DELETE": item.Delete, "PATCH": item.Patch} {
			if op != nil && handlers[method+" "+path] == "" {
				t.Errorf("%s %s: no handler recorded (registered without register?)", method, path)
			}
		}
	}
	if got, want := handlers["GET /authgateway/provisioningService/roles"], "/internal/api.(*Server).listRoles-fm"; !strings.HasSuffix(got, want) {
		t.Errorf("listRoles: served by %q, want a name ending in %q", got, want)
	}
}
