package api_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// The push stream's two paths: the console's and the spec's.
const (
	pushPath     = "/authgateway/pushNotification/notification"
	pushSpecPath = "/pushNotification/notification"
)

// sse is an open push stream read line by line.
type sse struct {
	t      *testing.T
	resp   *http.Response
	lines  chan string
	cancel context.CancelFunc
}

// openStream opens the push stream with a query (and optional bearer
// token) and waits for its opening comment.
func openStream(t *testing.T, srv *httptest.Server, query, token string) *sse {
	t.Helper()
	return openStreamAt(t, srv, pushPath, query, token)
}

// dialStream asks for a push stream at a path in a language: the answer,
// and what closes it.
func dialStream(t *testing.T, srv *httptest.Server, path, query, token, language string) (*http.Response, context.CancelFunc) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+path+"?"+query, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if language != "" {
		req.Header.Set("Accept-Language", language)
	}
	resp, err := srv.Client().Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	return resp, cancel
}

// openStreamAt is openStream at a path.
func openStreamAt(t *testing.T, srv *httptest.Server, path, query, token string) *sse {
	t.Helper()
	resp, cancel := dialStream(t, srv, path, query, token, "")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		cancel()
		t.Fatalf("stream = %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	s := &sse{t: t, resp: resp, lines: make(chan string, 100), cancel: cancel}
	go func() {
		defer close(s.lines)
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() { cancel(); resp.Body.Close() })
	s.until(": open")
	return s
}

// until reads lines up to one equal to want.
func (s *sse) until(want string) {
	s.t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				s.t.Fatalf("the stream ended before %q", want)
			}
			if l == want {
				return
			}
		case <-timeout:
			s.t.Fatalf("no %q", want)
		}
	}
}

// next reads the next event: its name and data.
func (s *sse) next() (string, map[string]any) {
	s.t.Helper()
	var name string
	timeout := time.After(10 * time.Second)
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				s.t.Fatal("the stream ended")
			}
			switch {
			case strings.HasPrefix(l, "event: "):
				name = strings.TrimPrefix(l, "event: ")
			case strings.HasPrefix(l, "data: "):
				var data map[string]any
				if err := json.Unmarshal([]byte(strings.TrimPrefix(l, "data: ")), &data); err != nil {
					s.t.Fatal(err)
				}
				return name, data
			}
		case <-timeout:
			s.t.Fatal("no event")
		}
	}
}

// ended waits for the stream to close.
func (s *sse) ended() bool {
	timeout := time.After(10 * time.Second)
	for {
		select {
		case _, ok := <-s.lines:
			if !ok {
				return true
			}
		case <-timeout:
			return false
		}
	}
}

// waitSubscribers waits until the hub has n subscriptions.
func waitSubscribers(t *testing.T, hub *monitor.Hub, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for hub.Subscribers() != n {
		if time.Now().After(deadline) {
			t.Fatalf("subscribers = %d, want %d", hub.Subscribers(), n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestPushStream(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		m := newMonitorEnv(t, db)
		srv := httptest.NewServer(m.h)
		defer srv.Close()
		hub := m.svcs.Hub
		ticket := func(token string) string {
			t.Helper()
			r := m.must("POST", "/authgateway/pushNotification/ticket", token, nil)
			if exp, err := time.Parse(time.RFC3339, r.S("expiresAt")); err != nil || exp.Sub(m.clock.Now()) > 61*time.Second {
				t.Errorf("ticket = %s", r.Raw)
			}
			return r.S("ticket")
		}
		ref := func(uuid string) int64 {
			var id int64
			if err := db.Get(context.Background(), &id, `SELECT id FROM chilling_units WHERE uuid = ?`, uuid); err != nil {
				t.Fatal(err)
			}
			return id
		}
		ref1, refN := ref(m.unit1), ref(m.unitN)
		at := time.Now().UTC().Truncate(time.Second)

		t.Run("a ticket opens the caller's stream: its units' volume and alerts only", func(t *testing.T) {
			s := openStream(t, srv, "ticket="+ticket(m.viewer), "")
			hub.Publish(monitor.Message{Kind: "volume", UnitRef: refN, UnitUUID: m.unitN, At: at, Volume: 999})
			hub.Publish(monitor.Message{Kind: "volume", UnitRef: ref1, UnitUUID: m.unit1, At: at, Volume: 1234.5})
			name, data := s.next()
			if name != "volume" || data["chillingUnitUuid"] != m.unit1 || data["volume"] != 1234.5 || data["processedTime"] != at.Format(time.RFC3339) {
				t.Errorf("event %s %v", name, data)
			}
			change := engine.AlertChange{At: time.Now(), Since: time.Now().Add(-10 * time.Minute), Alert: engine.CompressorMalfunction,
				Change: engine.Escalated, Stage: 2, Temp: 6.1, Volume: 1400}
			nChange := change
			hub.Publish(monitor.Message{Kind: "alert", UnitRef: refN, UnitUUID: m.unitN, At: change.At, Alert: &nChange, AlertID: m.alertN})
			hub.Publish(monitor.Message{Kind: "alert", UnitRef: ref1, UnitUUID: m.unit1, At: change.At, Alert: &change, AlertID: m.alert1})
			name, data = s.next()
			if name != "alert" || data["alertId"] != m.alert1 || data["chillingUnitUUID"] != m.unit1 || data["alertLevel"] != "CRITICAL" {
				t.Errorf("event %s %v", name, data)
			}
		})
		t.Run("one unit's stream, with the bearer token instead of a ticket", func(t *testing.T) {
			s := openStream(t, srv, "chillingUnitUUID="+m.unit2, m.viewer)
			hub.Publish(monitor.Message{Kind: "volume", UnitRef: ref1, UnitUUID: m.unit1, At: at, Volume: 1})
			hub.Publish(monitor.Message{Kind: "volume", UnitRef: ref(m.unit2), UnitUUID: m.unit2, At: at, Volume: 2})
			if _, data := s.next(); data["chillingUnitUuid"] != m.unit2 {
				t.Errorf("event %v", data)
			}
		})
		t.Run("refused tickets and units", func(t *testing.T) {
			used := ticket(m.viewer)
			s := openStream(t, srv, "ticket="+used, "")
			s.cancel()
			expired := ticket(m.viewer)
			m.clock.Advance(61 * time.Second)
			other := ticket(m.viewer)
			loggedOut := ticket(m.incharge)
			m.must("POST", "/authgateway/ilogout", "", map[string]any{"jwtAccessToken": m.incharge})
			for name, c := range map[string]struct {
				query, token string
				status       int
			}{
				"used again":                    {"ticket=" + used, "", 401},
				"expired":                       {"ticket=" + expired, "", 401},
				"another user's, with a token":  {"ticket=" + other, m.other, 401},
				"of a session that ended":       {"ticket=" + loggedOut, "", 401},
				"unknown":                       {"ticket=nope", "", 401},
				"none":                          {"", "", 401},
				"another organisation's unit":   {"chillingUnitUUID=" + m.unitN, m.viewer, 404},
				"another organisation's, again": {"ticket=" + ticket(m.viewer) + "&chillingUnitUUID=" + m.unitN, "", 404},
			} {
				r := m.do("GET", pushPath+"?"+c.query, c.token, nil)
				if r.Status != c.status {
					t.Errorf("%s: %d %s", name, r.Status, r.Raw)
				}
			}
			if r := m.do("GET", pushPath+"?ticket="+other, "", nil); r.Status != 401 {
				t.Errorf("a ticket refused to another user is spent: %d", r.Status)
			}
		})
		t.Run("a stream ends when its client goes away", func(t *testing.T) {
			waitSubscribers(t, hub, 0)
			s := openStream(t, srv, "ticket="+ticket(m.viewer), "")
			waitSubscribers(t, hub, 1)
			s.cancel()
			waitSubscribers(t, hub, 0)
		})
		t.Run("streams end when the server shuts down", func(t *testing.T) {
			a := openStream(t, srv, "ticket="+ticket(m.viewer), "")
			b := openStream(t, srv, "ticket="+ticket(m.other), "")
			m.srv.Drain()
			if !a.ended() || !b.ended() {
				t.Error("a stream outlived the shutdown")
			}
			waitSubscribers(t, hub, 0)
		})
	})
}

// refusedStream asks for a push stream that must be refused: its answer's
// status and body (a stream that opens is closed at once).
func refusedStream(t *testing.T, srv *httptest.Server, path, query, token, language string) (int, map[string]any) {
	t.Helper()
	resp, cancel := dialStream(t, srv, path, query, token, language)
	defer cancel()
	defer resp.Body.Close()
	var body map[string]any
	if resp.StatusCode != 200 {
		_ = json.NewDecoder(resp.Body).Decode(&body)
	}
	return resp.StatusCode, body
}

// TestPushStreamCap: a session holds at most 8 push streams open, on both
// paths together; the next answers 429 push.tooManyStreams in the caller's
// language, whether asked with the bearer token or a ticket of the session;
// closing a stream frees its slot; another session is not held back.
func TestPushStreamCap(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		m := newMonitorEnv(t, db)
		srv := httptest.NewServer(m.h)
		t.Cleanup(srv.Close) // after the streams' cleanups close them
		paths := []string{pushPath, pushSpecPath}
		var open []*sse
		for i := range 8 {
			open = append(open, openStreamAt(t, srv, paths[i%2], "", m.viewer))
		}
		refused := func(path, query, token, language, want string) {
			t.Helper()
			status, body := refusedStream(t, srv, path, query, token, language)
			if msg, _ := body["message"].(string); status != 429 || body["code"] != "push.tooManyStreams" || !strings.HasPrefix(msg, want) {
				t.Errorf("stream 9 at %s (%s) = %d %v, want 429 push.tooManyStreams %q…", path, language, status, body, want)
			}
		}
		for _, path := range paths {
			refused(path, "", m.viewer, "en", "This session already has 8 push streams open")
			refused(path, "", m.viewer, "fr", "Cette session a déjà 8 flux de notifications ouverts")
		}
		ticket := m.must("POST", "/authgateway/pushNotification/ticket", m.viewer, nil).S("ticket")
		refused(pushSpecPath, "ticket="+ticket, "", "en", "This session already has 8")

		// The same user's other session, and another user, are not held back.
		openStreamAt(t, srv, pushSpecPath, "", m.login("gokul.viewer", "Secret123"))
		openStream(t, srv, "", m.other)

		// Closing a stream frees its slot (once the server saw it close),
		// and only the one.
		open[0].cancel()
		deadline := time.Now().Add(10 * time.Second)
		for {
			resp, cancel := dialStream(t, srv, pushPath, "", m.viewer, "")
			if resp.StatusCode == 200 {
				t.Cleanup(func() { cancel(); resp.Body.Close() })
				break
			}
			resp.Body.Close()
			cancel()
			if time.Now().After(deadline) {
				t.Fatalf("closing a stream freed no slot: %d", resp.StatusCode)
			}
			time.Sleep(20 * time.Millisecond)
		}
		refused(pushSpecPath, "", m.viewer, "en", "This session already has 8")
	})
}
