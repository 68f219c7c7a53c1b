package app

import (
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

// TestPprof: the profiler answers on its own loopback listener, and stops
// with the server.
func TestPprof(t *testing.T) {
	stop, addr, err := servePprof("127.0.0.1:0", slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string) (int, string, error) {
		res, err := http.Get("http://" + addr + path)
		if err != nil {
			return 0, "", err
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b), nil
	}
	code, body, err := get("/debug/pprof/")
	if err != nil || code != 200 || !strings.Contains(body, "goroutine") {
		t.Fatalf("index: %d %v %.80q", code, err, body)
	}
	if code, body, err := get("/debug/pprof/heap?debug=1"); err != nil || code != 200 || !strings.Contains(body, "heap profile") {
		t.Errorf("heap: %d %v %.80q", code, err, body)
	}
	stop()
	if _, _, err := get("/debug/pprof/"); err == nil {
		t.Error("still answering after stop")
	}
}
