package ticket_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/ticket"
)

const testKey = "0123456789abcdef0123456789abcdef01234567"

// seen is one request the Redmine double received.
type seen struct {
	Method, Path, Query string
	Header              http.Header
	Body                []byte
}

// redmineDouble answers like Redmine's REST API and records every request.
type redmineDouble struct {
	mu       sync.Mutex
	reqs     []seen
	nextUp   int
	issueID  int64
	status   map[int64]string
	failWith map[string]func(w http.ResponseWriter) // by "METHOD path"
	srv      *httptest.Server
}

func newDouble(t *testing.T) *redmineDouble {
	d := &redmineDouble{issueID: 4100, status: map[int64]string{}, failWith: map[string]func(http.ResponseWriter){}}
	d.srv = httptest.NewServer(http.HandlerFunc(d.serve))
	t.Cleanup(d.srv.Close)
	return d
}

func (d *redmineDouble) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	d.mu.Lock()
	d.reqs = append(d.reqs, seen{Method: r.Method, Path: r.URL.Path, Query: r.URL.RawQuery, Header: r.Header.Clone(), Body: body})
	fail := d.failWith[r.Method+" "+r.URL.Path]
	d.mu.Unlock()
	if fail != nil {
		fail(w)
		return
	}
	if r.Header.Get("X-Redmine-API-Key") != testKey {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	d.mu.Lock()
	defer d.mu.Unlock()
	switch {
	case r.Method == "POST" && r.URL.Path == "/uploads.json":
		d.nextUp++
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(map[string]any{"upload": map[string]any{"id": d.nextUp, "token": tokenOf(d.nextUp)}})
	case r.Method == "POST" && r.URL.Path == "/issues.json":
		var in struct {
			Issue struct {
				Subject string `json:"subject"`
			} `json:"issue"`
		}
		_ = json.Unmarshal(body, &in)
		if in.Issue.Subject == "" {
			w.WriteHeader(http.StatusUnprocessableEntity)
			_, _ = w.Write([]byte(`{"errors":["Subject cannot be blank"]}`))
			return
		}
		d.issueID++
		d.status[d.issueID] = "New"
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(map[string]any{"issue": map[string]any{"id": d.issueID, "subject": in.Issue.Subject}})
	case r.Method == "GET" && r.URL.Path == "/issues.json":
		var issues []map[string]any
		for _, s := range strings.Split(r.URL.Query().Get("issue_id"), ",") {
			for id, st := range d.status {
				if s == itoa(id) {
					issues = append(issues, map[string]any{"id": id, "status": map[string]any{"id": 1, "name": st}})
				}
			}
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"issues": issues, "total_count": len(issues)})
	case r.Method == "DELETE" && strings.HasPrefix(r.URL.Path, "/issues/"):
		w.WriteHeader(http.StatusNoContent)
	default:
		w.WriteHeader(http.StatusNotFound)
	}
}

func (d *redmineDouble) requests() []seen {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]seen(nil), d.reqs...)
}

func (d *redmineDouble) reset() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.reqs = nil
}

func tokenOf(n int) string { return itoa(int64(n)) + ".7b0c9f2e3d" }

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// setup is a migrated database with the platform administrator and a
// ticket service pointed at url.
type setup struct {
	db    *storage.DB
	admin *auth.Principal
	svc   *ticket.Service
}

func newSetup(t *testing.T, db *storage.DB, cfg ticket.Config) setup {
	t.Helper()
	ctx := context.Background()
	svcs, err := app.NewServices(ctx, db, auth.DefaultSettings)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := app.Bootstrap(ctx, svcs, "Adm1nPassw0rd", io.Discard); err != nil {
		t.Fatal(err)
	}
	sess, err := svcs.Auth.Login(ctx, app.AdminUserName, "Adm1nPassw0rd", "127.0.0.1", "test")
	if err != nil {
		t.Fatal(err)
	}
	kothrud(t, svcs, sess.Principal)
	svc, err := ticket.New(db, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return setup{db: db, admin: sess.Principal, svc: svc}
}

// kothrud creates the site the tests' tickets name: Kothrud, whose unit's
// customer BMC id is KOTHRUD-C1 (a ticket names a site and unit its
// author sees).
func kothrud(t *testing.T, svcs *app.Services, p *auth.Principal) {
	t.Helper()
	ctx := context.Background()
	contact := `"address":{"pinCode":"411001","addressLine1":"1 Milk Road","villageTownCity":"Pune","district":"Pune","state":"Maharashtra","country":"IN"},
		"contactDetails":{"contactPersonName":"Asha Patil","countryCode":"+91","contactNumber":"9876543210","emailId":"asha@example.org"}}`
	for _, o := range []string{
		`{"orgType":"dairy_cooperative","orgName":"Gokul","orgDisplayName":"Gokul","orgAbbreviatedName":"GK","orgUrl":"https://example.org","isParent":true,`,
		`{"orgType":"chillingcenter","orgName":"KothrudCC","orgDisplayName":"KothrudCC","orgAbbreviatedName":"KC","orgUrl":"https://example.org","isParent":false,"parentOrgName":"Gokul",`,
	} {
		var in org.Organization
		if err := json.Unmarshal([]byte(o+contact), &in); err != nil {
			t.Fatal(err)
		}
		if _, err := svcs.Orgs.Create(ctx, p, in); err != nil {
			t.Fatal(err)
		}
	}
	var in site.Site
	if err := json.Unmarshal([]byte(`{"siteId":"Kothrud","siteName":"Kothrud Centre","organizationName":"Gokul","subOrganizationName":"KothrudCC",
		"locale":"en-IN","zoneId":"Asia/Kolkata","country":"IN","state":"IN-MH","district":"Pune","pinCode":"411038",
		"villageTownCity":"Pune","addressLine1":"Kothrud","coordinates":{"latitude":18.5,"longitude":73.8},
		"siteLevelDevices":[{"serialNumber":"KOTHRUD-GW","deviceType":"L3"}],
		"chillingUnitMonitoringDetailsList":[{"productType":{"name":"BMC"},"chillingUnit":{"bmcName":"Tank 1","customerBmcId":"KOTHRUD-C1"},
		"l1DeviceInfo":[{"serialNumber":"KOTHRUD-V1","deviceType":"volsens","gatewaySerialNumber":"KOTHRUD-GW"}]}]}`), &in); err != nil {
		t.Fatal(err)
	}
	if res, err := svcs.Sites.CreateBatch(ctx, p, []site.Site{in}, false); err != nil || len(res.Errors) > 0 {
		t.Fatal(err, res.Errors)
	}
}

func config(url string) ticket.Config {
	return ticket.Config{URL: url, Key: testKey, Project: "chillwatch-support", TrackerID: 3, AssigneeID: 7, UsernameFieldID: 11,
		MaxFileBytes: 1 << 10, Timeout: 2 * time.Second}
}

func countTickets(t *testing.T, db *storage.DB) int {
	t.Helper()
	var n int
	if err := db.Get(context.Background(), &n, `SELECT COUNT(*) FROM tickets`); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestContract checks the exact requests sent to Redmine: the key header,
// each upload as octet-stream with its file name, in order, then one
// issue with the configured project, tracker, assignee, priority 1, the
// username custom field and the upload tokens.
func TestContract(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		d := newDouble(t)
		s := newSetup(t, db, config(d.srv.URL))
		ctx := context.Background()
		files := []struct {
			name string
			data []byte
		}{{"probe.jpg", []byte("\xff\xd8jpeg-bytes")}, {`C:\photos\panel log.txt`, []byte("panel log")}}
		var atts []ticket.Attachment
		for _, f := range files {
			tok, err := s.svc.Upload(ctx, s.admin, f.name, f.data)
			if err != nil {
				t.Fatal(err)
			}
			atts = append(atts, ticket.Attachment{Token: tok})
		}
		got, err := s.svc.Create(ctx, s.admin, ticket.Draft{Subject: " Probe broken ", Description: "Temperature reads 85 C",
			IssueType: "Sensor", SiteName: "Kothrud", UnitName: "KOTHRUD-C1", GraphURL: "https://cw.example/bmcgraph/1", Uploads: atts}, []string{"Sensor", "Network"})
		if err != nil {
			t.Fatal(err)
		}
		if got.ID != 4101 {
			t.Errorf("id = %d, want 4101", got.ID)
		}
		reqs := d.requests()
		if len(reqs) != 3 {
			t.Fatalf("requests = %d, want 3 (two uploads, one issue): %+v", len(reqs), reqs)
		}
		for i, want := range []struct{ query, body string }{{"filename=probe.jpg", "\xff\xd8jpeg-bytes"}, {"filename=panel+log.txt", "panel log"}} {
			r := reqs[i]
			if r.Method != "POST" || r.Path != "/uploads.json" || r.Query != want.query {
				t.Errorf("request %d = %s %s?%s, want POST /uploads.json?%s", i, r.Method, r.Path, r.Query, want.query)
			}
			if ct := r.Header.Get("Content-Type"); ct != "application/octet-stream" {
				t.Errorf("upload %d content type = %q", i, ct)
			}
			if r.Header.Get("X-Redmine-API-Key") != testKey {
				t.Errorf("upload %d key header = %q", i, r.Header.Get("X-Redmine-API-Key"))
			}
			if !bytes.Equal(r.Body, []byte(want.body)) {
				t.Errorf("upload %d body = %q, want %q", i, r.Body, want.body)
			}
		}
		is := reqs[2]
		if is.Method != "POST" || is.Path != "/issues.json" || is.Header.Get("Content-Type") != "application/json" || is.Header.Get("X-Redmine-API-Key") != testKey {
			t.Errorf("issue request = %s %s %v", is.Method, is.Path, is.Header)
		}
		var body map[string]map[string]any
		if err := json.Unmarshal(is.Body, &body); err != nil {
			t.Fatal(err)
		}
		issue := body["issue"]
		want := map[string]any{
			"project_id": "chillwatch-support", "tracker_id": 3.0, "priority_id": 1.0, "status_id": 1.0, "assigned_to_id": 7.0, "subject": "Probe broken",
			"custom_fields": []any{map[string]any{"id": 11.0, "value": "admin"}},
			"uploads": []any{
				map[string]any{"token": tokenOf(1), "filename": "probe.jpg", "content_type": "image/jpeg"},
				map[string]any{"token": tokenOf(2), "filename": "panel log.txt", "content_type": "text/plain; charset=utf-8"},
			},
		}
		for k, v := range want {
			gotV, _ := json.Marshal(issue[k])
			wantV, _ := json.Marshal(v)
			if string(gotV) != string(wantV) {
				t.Errorf("issue.%s = %s, want %s", k, gotV, wantV)
			}
		}
		desc, _ := issue["description"].(string)
		for _, part := range []string{"Temperature reads 85 C", "Site: Kothrud", "Chilling unit: KOTHRUD-C1", "Graph: https://cw.example/bmcgraph/1", "Raised by: admin"} {
			if !strings.Contains(desc, part) {
				t.Errorf("description %q lacks %q", desc, part)
			}
		}
		if len(issue) != len(want)+1 {
			t.Errorf("issue has fields %v, want exactly %d", issue, len(want)+1)
		}

		// The tokens are spent: the same upload cannot be attached twice.
		_, err = s.svc.Create(ctx, s.admin, ticket.Draft{Subject: "again", Description: "x", Uploads: atts[:1]}, nil)
		if fieldOf(err) != "uploads[0].token" {
			t.Errorf("reused token: %v, want a refusal naming uploads[0].token", err)
		}

		// My tickets: the ticket with its Redmine status.
		list, err := s.svc.List(ctx, s.admin, paging.Request{Page: 0, Size: 10})
		if err != nil {
			t.Fatal(err)
		}
		if len(list.Content) != 1 || list.Content[0].ID != 4101 || list.Content[0].Status != "New" || list.Content[0].Files != 2 ||
			list.Content[0].ChillingUnitName != "KOTHRUD-C1" || list.StatusUnavailable {
			t.Errorf("list = %+v", list)
		}
		// Another organisation's user sees none of them.
		other := *s.admin
		other.Platform, other.ScopePath = false, "/999999/"
		if l, err := s.svc.List(ctx, &other, paging.Request{Page: 0, Size: 10}); err != nil || len(l.Content) != 0 || l.PageInfo.TotalElements != 0 {
			t.Errorf("other organisation's list = %+v %v", l, err)
		}
		// Redmine down: the tickets are listed, without status.
		d.srv.Close()
		if l, err := s.svc.List(ctx, s.admin, paging.Request{Page: 0, Size: 10}); err != nil || len(l.Content) != 1 || !l.StatusUnavailable || l.Content[0].Status != "" {
			t.Errorf("list with Redmine down = %+v %v", l, err)
		}
	})
}

func fieldOf(err error) string {
	var ae *apperr.Error
	if errors.As(err, &ae) && len(ae.Fields) > 0 {
		return ae.Fields[0].Field
	}
	return ""
}

func ticketErr(err error) *ticket.Error {
	var te *ticket.Error
	errors.As(err, &te)
	return te
}

// TestRefusals covers bad input refused before anything is sent, and
// Redmine failures that leave no ticket behind.
func TestRefusals(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		d := newDouble(t)
		s := newSetup(t, db, config(d.srv.URL))
		ctx := context.Background()
		upload := func(name string) ticket.Attachment {
			tok, err := s.svc.Upload(ctx, s.admin, name, []byte("data"))
			if err != nil {
				t.Fatal(err)
			}
			return ticket.Attachment{Token: tok}
		}

		t.Run("a file over the limit is refused before it is sent", func(t *testing.T) {
			d.reset()
			_, err := s.svc.Upload(ctx, s.admin, "big.bin", make([]byte, 1<<10+1))
			if fieldOf(err) != "file" {
				t.Errorf("err = %v, want a refusal naming file", err)
			}
			if _, err := s.svc.Upload(ctx, s.admin, "empty.txt", nil); fieldOf(err) != "file" {
				t.Errorf("empty file: %v", err)
			}
			if _, err := s.svc.Upload(ctx, s.admin, "  ", []byte("x")); fieldOf(err) != "filename" {
				t.Errorf("no name: %v", err)
			}
			if n := len(d.requests()); n != 0 {
				t.Errorf("%d requests sent to Redmine", n)
			}
		})
		t.Run("more than five files are refused before the issue is created", func(t *testing.T) {
			var atts []ticket.Attachment
			for range 6 {
				atts = append(atts, upload("f.txt"))
			}
			d.reset()
			_, err := s.svc.Create(ctx, s.admin, ticket.Draft{Subject: "s", Description: "d", Uploads: atts}, nil)
			if fieldOf(err) != "uploads" {
				t.Errorf("err = %v, want a refusal naming uploads", err)
			}
			if n := len(d.requests()); n != 0 || countTickets(t, db) != 0 {
				t.Errorf("%d requests sent, %d tickets", n, countTickets(t, db))
			}
		})
		t.Run("subject and description are required; an unknown issue type is refused", func(t *testing.T) {
			d.reset()
			_, err := s.svc.Create(ctx, s.admin, ticket.Draft{Subject: " ", Description: "", IssueType: "Other"}, []string{"Sensor"})
			var ae *apperr.Error
			if !errors.As(err, &ae) || len(ae.Fields) != 3 {
				t.Fatalf("err = %v", err)
			}
			if len(d.requests()) != 0 {
				t.Error("requests sent")
			}
		})
		t.Run("a token not uploaded by this user is refused", func(t *testing.T) {
			d.reset()
			_, err := s.svc.Create(ctx, s.admin, ticket.Draft{Subject: "s", Description: "d", Uploads: []ticket.Attachment{{Token: "99.forged"}}}, nil)
			if fieldOf(err) != "uploads[0].token" || len(d.requests()) != 0 {
				t.Errorf("err = %v, requests %d", err, len(d.requests()))
			}
		})
		t.Run("Redmine refusing the issue gives its reason and no ticket", func(t *testing.T) {
			d.failWith["POST /issues.json"] = func(w http.ResponseWriter) {
				w.WriteHeader(http.StatusUnprocessableEntity)
				_, _ = w.Write([]byte(`{"errors":["Tracker is not included in the list","Assignee is invalid"]}`))
			}
			defer delete(d.failWith, "POST /issues.json")
			_, err := s.svc.Create(ctx, s.admin, ticket.Draft{Subject: "s", Description: "d"}, nil)
			te := ticketErr(err)
			if te == nil || te.Status != 502 || te.Code != ticket.CodeCreateFailed || te.Reason != "Tracker is not included in the list; Assignee is invalid" {
				t.Errorf("err = %#v", err)
			}
			if countTickets(t, db) != 0 {
				t.Error("a ticket was recorded")
			}
		})
		t.Run("a failed upload gives the upload message and records nothing", func(t *testing.T) {
			d.failWith["POST /uploads.json"] = func(w http.ResponseWriter) { w.WriteHeader(http.StatusInternalServerError) }
			defer delete(d.failWith, "POST /uploads.json")
			_, err := s.svc.Upload(ctx, s.admin, "a.txt", []byte("x"))
			if te := ticketErr(err); te == nil || te.Code != ticket.CodeUploadFailed || !strings.Contains(te.Reason, "500") {
				t.Errorf("err = %#v", err)
			}
		})
		t.Run("a redirect is not followed", func(t *testing.T) {
			var hit bool
			elsewhere := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { hit = true }))
			defer elsewhere.Close()
			d.failWith["POST /issues.json"] = func(w http.ResponseWriter) {
				w.Header().Set("Location", elsewhere.URL+"/issues.json")
				w.WriteHeader(http.StatusTemporaryRedirect)
			}
			defer delete(d.failWith, "POST /issues.json")
			_, err := s.svc.Create(ctx, s.admin, ticket.Draft{Subject: "s", Description: "d"}, nil)
			if te := ticketErr(err); te == nil || !strings.Contains(te.Reason, "redirect") || hit {
				t.Errorf("err = %#v, followed = %v", err, hit)
			}
		})
		t.Run("an answer over the size limit is refused", func(t *testing.T) {
			d.failWith["POST /uploads.json"] = func(w http.ResponseWriter) {
				_, _ = w.Write([]byte(`{"upload":{"token":"` + strings.Repeat("x", 2<<20) + `"}}`))
			}
			defer delete(d.failWith, "POST /uploads.json")
			_, err := s.svc.Upload(ctx, s.admin, "a.txt", []byte("x"))
			if te := ticketErr(err); te == nil || !strings.Contains(te.Reason, "too large") {
				t.Errorf("err = %#v", err)
			}
		})
		t.Run("a slow tracker times out", func(t *testing.T) {
			release := make(chan struct{})
			d.failWith["POST /issues.json"] = func(http.ResponseWriter) { <-release }
			defer func() { close(release); delete(d.failWith, "POST /issues.json") }()
			cfg := config(d.srv.URL)
			cfg.Timeout = 50 * time.Millisecond
			slow, err := ticket.New(db, cfg)
			if err != nil {
				t.Fatal(err)
			}
			_, err = slow.Create(ctx, s.admin, ticket.Draft{Subject: "s", Description: "d"}, nil)
			if te := ticketErr(err); te == nil || !strings.Contains(te.Reason, "in time") {
				t.Errorf("err = %#v", err)
			}
		})
		t.Run("an issue the server cannot record is deleted from Redmine again", func(t *testing.T) {
			if _, err := db.Exec(ctx, `ALTER TABLE tickets RENAME TO tickets_away`); err != nil {
				t.Fatal(err)
			}
			defer func() { _, _ = db.Exec(ctx, `ALTER TABLE tickets_away RENAME TO tickets`) }()
			d.reset()
			_, err := s.svc.Create(ctx, s.admin, ticket.Draft{Subject: "s", Description: "d"}, nil)
			if err == nil {
				t.Fatal("created without its record")
			}
			reqs := d.requests()
			if len(reqs) != 2 || reqs[1].Method != "DELETE" || reqs[1].Path != "/issues/4101.json" || reqs[1].Header.Get("X-Redmine-API-Key") != testKey {
				t.Errorf("requests = %+v, want the issue then its DELETE", reqs)
			}
		})
		t.Run("Redmine down", func(t *testing.T) {
			cfg := config("http://127.0.0.1:1")
			down, err := ticket.New(db, cfg)
			if err != nil {
				t.Fatal(err)
			}
			_, err = down.Create(ctx, s.admin, ticket.Draft{Subject: "s", Description: "d"}, nil)
			if te := ticketErr(err); te == nil || te.Status != 502 || te.Reason != "the tracker cannot be reached" {
				t.Errorf("err = %#v", err)
			}
		})
	})
}

func TestNotConfigured(t *testing.T) {
	s := newSetup(t, storagetest.SQLite(t), ticket.Config{URL: "http://redmine.example", Key: testKey})
	if s.svc.Info().Configured {
		t.Error("configured without project, tracker, assignee and field")
	}
	_, err := s.svc.Upload(context.Background(), s.admin, "a.txt", []byte("x"))
	if te := ticketErr(err); te == nil || te.Status != 503 || te.Code != ticket.CodeNotConfigured {
		t.Errorf("err = %#v", err)
	}
	if _, err := ticket.New(nil, ticket.Config{URL: "ftp://x", Key: "k", Project: "p", TrackerID: 1, AssigneeID: 1, UsernameFieldID: 1}); err == nil {
		t.Error("an ftp URL was accepted")
	}
	if info := s.svc.Info(); info.MaxFiles != 5 || info.MaxFileBytes != 10<<20 {
		t.Errorf("defaults = %+v", info)
	}
}
