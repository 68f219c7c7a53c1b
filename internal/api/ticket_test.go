package api_test

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/ticket"
)

const redmineKey = "f00dcafe0123456789abcdef0123456789abcdef"

// fakeRedmine is a small Redmine double for the API tests (the exact
// requests are checked in internal/ticket).
type fakeRedmine struct {
	mu      sync.Mutex
	issues  int64
	uploads int
	refuse  string // when set, issues.json answers 422 with this error
	srv     *httptest.Server
}

func newFakeRedmine(t *testing.T) *fakeRedmine {
	f := &fakeRedmine{issues: 700}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		defer f.mu.Unlock()
		if r.Header.Get("X-Redmine-API-Key") != redmineKey {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		switch {
		case r.Method == "POST" && r.URL.Path == "/uploads.json":
			f.uploads++
			_ = json.NewEncoder(w).Encode(map[string]any{"upload": map[string]any{"token": strings.Repeat("t", f.uploads) + ".x"}})
		case r.Method == "POST" && r.URL.Path == "/issues.json":
			if f.refuse != "" {
				w.WriteHeader(http.StatusUnprocessableEntity)
				_ = json.NewEncoder(w).Encode(map[string]any{"errors": []string{f.refuse}})
				return
			}
			f.issues++
			w.WriteHeader(http.StatusCreated)
			_ = json.NewEncoder(w).Encode(map[string]any{"issue": map[string]any{"id": f.issues}})
		case r.Method == "GET" && r.URL.Path == "/issues.json":
			var list []map[string]any
			for id := int64(701); id <= f.issues; id++ {
				list = append(list, map[string]any{"id": id, "status": map[string]any{"name": "In Progress"}})
			}
			_ = json.NewEncoder(w).Encode(map[string]any{"issues": list})
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	t.Cleanup(f.srv.Close)
	return f
}

// withTickets rebuilds the env's server with tickets sent to url.
func (e *env) withTickets(url string) {
	e.t.Helper()
	svc, err := ticket.New(e.svcs.DB, ticket.Config{URL: url, Key: redmineKey, Project: "support", TrackerID: 1, AssigneeID: 5,
		UsernameFieldID: 2, MaxFileBytes: 2048, Timeout: 2 * time.Second})
	if err != nil {
		e.t.Fatal(err)
	}
	e.svcs.Tickets = svc
	srv, err := app.NewAPI(e.svcs, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		e.t.Fatal(err)
	}
	e.srv, e.h = srv, srv.Handler()
}

// upload posts a file as octet-stream.
func (e *env) upload(path, token, name string, data []byte) resp {
	e.t.Helper()
	req := httptest.NewRequest("POST", path+"?filename="+name, bytes.NewReader(data))
	req.Header.Set("Content-Type", "application/octet-stream")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, req)
	r := resp{Status: rec.Code, Raw: rec.Body.Bytes()}
	_ = json.Unmarshal(r.Raw, &r.JSON)
	return r
}

func TestTicketsNotConfigured(t *testing.T) {
	e := newEnv(t, storagetest.SQLite(t))
	if got := e.must("GET", "/authgateway/tickets/settings", e.admin, nil).M(); got["configured"] != false || got["maxFiles"] != 5.0 {
		t.Errorf("settings = %v", got)
	}
	r := e.upload("/issues/uploads.json", e.admin, "a.txt", []byte("x"))
	if r.Status != 503 || r.S("code") != "ticket.notConfigured" || r.S("message") != "Support tickets are not configured on this server." {
		t.Errorf("upload = %d %s", r.Status, r.Raw)
	}
	r = e.do("POST", "/issues/issues.json", e.admin, map[string]any{"issue": map[string]any{"subject": "s", "description": "d"}})
	if r.Status != 503 || r.S("code") != "ticket.notConfigured" {
		t.Errorf("issue = %d %s", r.Status, r.Raw)
	}
}

func TestTickets(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		rm := newFakeRedmine(t)
		e.withTickets(rm.srv.URL)
		e.twoDairies(true)
		e.createUser(e.admin, userBody("gokul.ops", "Gokul", "Viewer"))
		e.createUser(e.admin, userBody("nandini.ops", "Nandini", "Viewer"))
		gokul, nandini := e.login("gokul.ops", "Secret123"), e.login("nandini.ops", "Secret123")
		e.must("POST", prov+"/sites", e.admin, siteBody("kothrud", "Gokul", "KothrudCC"))
		var all []byte

		set := e.must("GET", "/authgateway/tickets/settings", gokul, nil)
		if set.M()["configured"] != true || set.M()["maxFileBytes"] != 2048.0 {
			t.Errorf("settings = %s", set.Raw)
		}
		up := e.upload("/issues/uploads.json", gokul, "probe.jpg", []byte("jpeg"))
		tok, _ := up.M()["upload"].(map[string]any)["token"].(string)
		if up.Status != 200 || tok == "" {
			t.Fatalf("upload = %d %s", up.Status, up.Raw)
		}
		up2 := e.upload("/authgateway/issues/uploads.json", gokul, "log.txt", []byte("log"))
		tok2, _ := up2.M()["upload"].(map[string]any)["token"].(string)
		issue := map[string]any{"issue": map[string]any{"subject": "Probe broken", "description": "Reads 85 C", "issueType": "wrong_readings",
			"siteName": "Kothrud", "chillingUnitName": "KOTHRUD-C1", "project_id": 999, "priority_id": 5,
			"uploads": []map[string]any{{"token": tok, "filename": "probe.jpg"}, {"token": tok2}}}}
		got := e.must("POST", "/issues/issues.json", gokul, issue)
		all = append(all, got.Raw...)
		if got.S("message") != "Ticket ID: 701" || got.M()["issue"].(map[string]any)["id"] != 701.0 {
			t.Errorf("created = %s", got.Raw)
		}
		fr := e.do("POST", "/authgateway/issues/issues.json", gokul, map[string]any{"issue": map[string]any{"subject": "Encore", "description": "d"}},
			"Accept-Language", "fr")
		if fr.Status != 200 || fr.S("message") != "Ticket ID : 702" {
			t.Errorf("fr = %d %s", fr.Status, fr.Raw)
		}

		t.Run("My tickets lists the organisation's tickets with their status", func(t *testing.T) {
			l := e.must("GET", "/authgateway/tickets?page=0&size=10", gokul, nil)
			all = append(all, l.Raw...)
			content, _ := l.M()["content"].([]any)
			if len(content) != 2 {
				t.Fatalf("list = %s", l.Raw)
			}
			first := content[1].(map[string]any)
			if first["id"] != 701.0 || first["status"] != "In Progress" || first["files"] != 2.0 || first["userName"] != "gokul.ops" ||
				first["chillingUnitName"] != "KOTHRUD-C1" || first["issueType"] != "wrong_readings" {
				t.Errorf("ticket = %v", first)
			}
			if n := e.must("GET", "/authgateway/tickets", nandini, nil); len(n.M()["content"].([]any)) != 0 {
				t.Errorf("another organisation sees %s", n.Raw)
			}
			if a := e.must("GET", "/authgateway/tickets", e.admin, nil); len(a.M()["content"].([]any)) != 2 {
				t.Errorf("the platform administrator sees %s", a.Raw)
			}
		})
		t.Run("another user's upload cannot be attached", func(t *testing.T) {
			up := e.upload("/issues/uploads.json", gokul, "mine.txt", []byte("x"))
			tok := up.M()["upload"].(map[string]any)["token"].(string)
			r := e.do("POST", "/issues/issues.json", nandini, map[string]any{"issue": map[string]any{"subject": "s", "description": "d",
				"uploads": []map[string]any{{"token": tok}}}})
			if r.Status != 400 || r.FieldMessages()["uploads[0].token"] == "" {
				t.Errorf("= %d %s", r.Status, r.Raw)
			}
		})
		t.Run("the site and unit named are the caller's own", func(t *testing.T) {
			for _, c := range []struct {
				who, site, unit, want string
			}{
				{nandini, "Kothrud", "KOTHRUD-C1", "site"},           // another organisation's site
				{nandini, "", "KOTHRUD-B1", "chilling unit"},         // its unit, named alone
				{gokul, "kothrud Centre", "Tank 9", "chilling unit"}, // no such unit there
				{gokul, "Nowhere", "", "site"},
			} {
				r := e.do("POST", "/issues/issues.json", c.who, map[string]any{"issue": map[string]any{"subject": "s", "description": "d",
					"siteName": c.site, "chillingUnitName": c.unit}})
				if r.Status != 404 || r.S("message") != "The requested "+c.want+" was not found." {
					t.Errorf("%q / %q = %d %s, want the %s not found", c.site, c.unit, r.Status, r.Raw, c.want)
				}
			}
			for _, named := range [][2]string{{"KOTHRUD CENTRE", "tank 1"}, {"", "KOTHRUD-B2"}} {
				r := e.do("POST", "/issues/issues.json", gokul, map[string]any{"issue": map[string]any{"subject": "s", "description": "d",
					"siteName": named[0], "chillingUnitName": named[1]}})
				if r.Status != 200 {
					t.Errorf("%v = %d %s", named, r.Status, r.Raw)
				}
			}
		})
		t.Run("bad input names the field", func(t *testing.T) {
			r := e.do("POST", "/issues/issues.json", gokul, map[string]any{"issue": map[string]any{"subject": "", "description": "",
				"uploads": []map[string]any{{"token": "a"}, {"token": "b"}, {"token": "c"}, {"token": "d"}, {"token": "e"}, {"token": "f"}}}})
			m := r.FieldMessages()
			if r.Status != 400 || m["subject"] != "Please enter a subject" || m["description"] != "Please describe the problem" ||
				m["uploads"] != "At most 5 files can be attached to a ticket" {
				t.Errorf("= %d %s", r.Status, r.Raw)
			}
			long := e.do("POST", "/issues/issues.json", gokul, map[string]any{"issue": map[string]any{"subject": strings.Repeat("s", 256), "description": "d"}})
			if long.Status != 400 || long.FieldMessages()["subject"] != "The subject cannot be more than 255 characters" {
				t.Errorf("a long subject = %d %s", long.Status, long.Raw)
			}
			empty := e.upload("/issues/uploads.json", gokul, "empty.bin", nil)
			if empty.Status != 400 || empty.FieldMessages()["file"] != "The file is empty" {
				t.Errorf("an empty file = %d %s", empty.Status, empty.Raw)
			}
			big := e.upload("/issues/uploads.json", gokul, "big.bin", make([]byte, 3000))
			if big.Status != 400 || big.FieldMessages()["file"] != "big.bin is larger than 2 KB" {
				t.Errorf("big = %d %s", big.Status, big.Raw)
			}
			huge := e.upload("/issues/uploads.json", gokul, "huge.bin", make([]byte, 5000))
			if huge.Status != 413 || huge.S("code") != "ticket.fileTooLarge" {
				t.Errorf("huge = %d %s", huge.Status, huge.Raw)
			}
		})
		t.Run("the tracker's refusal is reported with its reason", func(t *testing.T) {
			rm.mu.Lock()
			rm.refuse = "Assignee is invalid"
			rm.mu.Unlock()
			defer func() { rm.mu.Lock(); rm.refuse = ""; rm.mu.Unlock() }()
			r := e.do("POST", "/issues/issues.json", gokul, map[string]any{"issue": map[string]any{"subject": "s", "description": "d"}})
			all = append(all, r.Raw...)
			if r.Status != 502 || r.S("code") != "ticket.createFailed" || r.S("message") != "Unable to create the ticket: Assignee is invalid" {
				t.Errorf("= %d %s", r.Status, r.Raw)
			}
		})
		t.Run("the tracker down", func(t *testing.T) {
			rm.srv.Close()
			r := e.upload("/issues/uploads.json", gokul, "a.txt", []byte("x"))
			all = append(all, r.Raw...)
			if r.Status != 502 || r.S("message") != "Unable to create file. Please try later. (the tracker cannot be reached)" {
				t.Errorf("= %d %s", r.Status, r.Raw)
			}
			l := e.must("GET", "/authgateway/tickets", gokul, nil)
			if l.M()["statusUnavailable"] != true || len(l.M()["content"].([]any)) != 4 { // two more, of the context's subtest
				t.Errorf("list = %s", l.Raw)
			}
		})
		if bytes.Contains(all, []byte(redmineKey)) || bytes.Contains(all, []byte(rm.srv.URL)) {
			t.Error("an answer carries the Redmine key or URL")
		}
	})
}
