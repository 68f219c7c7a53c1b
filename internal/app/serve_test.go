package app

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestReadTimeout: the server on a real listener, with
// CHILLWATCH_READ_TIMEOUT=1s, answers a request whose body comes at once,
// and answers 408 (or drops the connection) soon after the second when a
// body comes one byte a second: within 5 s, where the old server held it
// for the timeout and 5 s more (huma's own body deadline replaced the
// server's: 65 s by default). A push stream outlives the timeout.
func TestReadTimeout(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		cfg, err := config.Load(nil, []string{"CHILLWATCH_READ_TIMEOUT=1s"}, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		log := slog.New(slog.DiscardHandler)
		svcs, err := NewServices(t.Context(), db, Settings(cfg))
		if err != nil {
			t.Fatal(err)
		}
		const password = "Adm1nPassw0rd"
		if _, err := Bootstrap(t.Context(), svcs, password, io.Discard); err != nil {
			t.Fatal(err)
		}
		srv, err := NewAPI(svcs, log)
		if err != nil {
			t.Fatal(err)
		}
		hs := httpServer(cfg, srv.Handler(), log)
		if hs.ReadTimeout != time.Second || hs.ReadHeaderTimeout != time.Second {
			t.Errorf("read timeouts %v and %v (headers), want the configured 1s", hs.ReadTimeout, hs.ReadHeaderTimeout)
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		go func() { _ = hs.Serve(ln) }()
		t.Cleanup(func() { _ = hs.Close() })
		const head = "POST /authgateway/login HTTP/1.1\r\nHost: chillwatch.test\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n"
		body := fmt.Sprintf(`{"username":%q,"password":%q}`, AdminUserName, password)
		dial := func() net.Conn {
			t.Helper()
			c, err := net.Dial("tcp", ln.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = c.Close() })
			return c
		}

		// A body sent at once is answered.
		conn := dial()
		if _, err := fmt.Fprintf(conn, head+"%s", len(body), body); err != nil {
			t.Fatal(err)
		}
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("a login sent at once: %v %v", res, err)
		}
		var login struct{ JWTAccessToken string }
		if err := json.NewDecoder(res.Body).Decode(&login); err != nil || login.JWTAccessToken == "" {
			t.Fatalf("login: %v", err)
		}
		res.Body.Close()

		// A push stream outlives the read timeout.
		req, _ := http.NewRequestWithContext(t.Context(), "GET", "http://"+ln.Addr().String()+"/pushNotification/notification", nil)
		req.Header.Set("Authorization", "Bearer "+login.JWTAccessToken)
		stream, err := http.DefaultClient.Do(req)
		if err != nil || stream.StatusCode != http.StatusOK {
			t.Fatalf("push stream: %v %v", stream, err)
		}
		defer stream.Body.Close()
		opened := time.Now()

		// The same login, a byte a second.
		slow := dial()
		if _, err := fmt.Fprintf(slow, head, len(body)); err != nil {
			t.Fatal(err)
		}
		answer := make(chan string, 1)
		go func() {
			b, _ := io.ReadAll(slow) // until the server closes the connection
			answer <- string(b)
		}()
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		limit := time.After(5 * time.Second)
	trickle:
		for i := 0; ; i++ {
			select {
			case got := <-answer:
				if got != "" && !strings.HasPrefix(got, "HTTP/1.1 408 ") && !strings.HasPrefix(got, "HTTP/1.1 400 ") {
					t.Errorf("the slow body was answered %.60q, want 408, 400 or a closed connection", got)
				}
				break trickle
			case <-tick.C:
				_, _ = slow.Write([]byte{body[i%len(body)]})
			case <-limit:
				t.Fatal("the slow body still held its connection after 5 s, with a read timeout of 1 s")
			}
		}

		// Once the stream has been open for more than twice the timeout,
		// it still carries the caller's events.
		time.Sleep(time.Until(opened.Add(2500 * time.Millisecond)))
		var admin int64
		if err := db.Get(t.Context(), &admin, `SELECT id FROM users WHERE user_name = ?`, AdminUserName); err != nil {
			t.Fatal(err)
		}
		svcs.Hub.Publish(monitor.Message{Kind: "inbox", UserID: admin})
		lines := make(chan string)
		go func() {
			sc := bufio.NewScanner(stream.Body)
			for sc.Scan() {
				lines <- sc.Text()
			}
			close(lines)
		}()
		for wait := time.After(10 * time.Second); ; {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatal("the push stream ended")
				}
				if l == "event: inbox" {
					return
				}
			case <-wait:
				t.Fatal("no inbox event on the push stream")
			}
		}
	})
}
