package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/api"
	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

const (
	adminPassword = "Adm1nPassw0rd"
	prov          = "/authgateway/provisioningService"
)

// env is a whole server over a real database, driven through HTTP.
type env struct {
	t     testing.TB
	svcs  *app.Services
	srv   *api.Server
	h     http.Handler
	admin string // access token of the platform administrator
	clock *clock
}

// clock is a settable time source for the identity service.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time          { return c.now }
func (c *clock) Advance(d time.Duration) { c.now = c.now.Add(d) }

func newEnv(t testing.TB, db *storage.DB) *env {
	t.Helper()
	return newEnvWith(t, db, func(s *auth.Settings) { s.AddrAttemptsPerMinute = 10_000 })
}

// newEnvWith is newEnv with changed identity settings.
func newEnvWith(t testing.TB, db *storage.DB, change func(*auth.Settings)) *env {
	t.Helper()
	ctx := context.Background()
	settings := auth.DefaultSettings
	change(&settings)
	svcs, err := app.NewServices(ctx, db, settings)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := app.Bootstrap(ctx, svcs, adminPassword, io.Discard); err != nil {
		t.Fatal(err)
	}
	srv, err := app.NewAPI(svcs, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c := &clock{now: time.Now()}
	svcs.Auth.Now = c.Now
	e := &env{t: t, svcs: svcs, srv: srv, h: srv.Handler(), clock: c}
	e.admin = e.login(app.AdminUserName, adminPassword)
	return e
}

// resp is an answer: its status, raw body and the body as JSON.
type resp struct {
	Status int
	Header http.Header
	Raw    []byte
	JSON   any
}

// M is the body as an object.
func (r resp) M() map[string]any {
	m, _ := r.JSON.(map[string]any)
	return m
}

// L is the body as a list.
func (r resp) L() []any {
	l, _ := r.JSON.([]any)
	return l
}

// S reads a string field.
func (r resp) S(key string) string { s, _ := r.M()[key].(string); return s }

// FieldMessages maps each field of a validation answer to its message.
func (r resp) FieldMessages() map[string]string {
	out := map[string]string{}
	errs, _ := r.M()["errors"].([]any)
	for _, e := range errs {
		m := e.(map[string]any)
		out[m["field"].(string)] = m["message"].(string)
	}
	return out
}

func (e *env) do(method, path, token string, body any, headers ...string) resp {
	e.t.Helper()
	var rd io.Reader
	ctype := "application/json"
	if file, ok := body.(csvFile); ok {
		rd, ctype = bytes.NewReader(file), "text/csv"
	} else if form, ok := body.(formBody); ok {
		rd, ctype = strings.NewReader(url.Values(form).Encode()), "application/x-www-form-urlencoded"
	} else if raw, ok := body.(rawJSON); ok {
		rd = strings.NewReader(string(raw))
	} else if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			e.t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req := httptest.NewRequest(method, path, rd)
	if body != nil {
		req.Header.Set("Content-Type", ctype)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i] == "X-Test-Remote" {
			req.RemoteAddr = headers[i+1] + ":5555"
			continue
		}
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, req)
	r := resp{Status: rec.Code, Header: rec.Header(), Raw: rec.Body.Bytes()}
	_ = json.Unmarshal(r.Raw, &r.JSON)
	return r
}

// csvFile is a request body sent as it is, as text/csv.
type csvFile []byte

// formBody is a request body sent form-encoded.
type formBody url.Values

// must calls and fails the test unless the status is 2xx.
func (e *env) must(method, path, token string, body any) resp {
	e.t.Helper()
	r := e.do(method, path, token, body)
	if r.Status < 200 || r.Status > 299 {
		e.t.Fatalf("%s %s = %d %s", method, path, r.Status, r.Raw)
	}
	return r
}

func (e *env) login(user, password string) string {
	e.t.Helper()
	r := e.must("POST", "/authgateway/login", "", map[string]any{"username": user, "password": password})
	return r.S("jwtAccessToken")
}

// orgBody is a valid organisation form.
func orgBody(name string) map[string]any {
	return map[string]any{
		"orgType": "dairy_cooperative", "orgName": name, "orgDisplayName": name + " Dairy",
		"orgAbbreviatedName": "AB", "orgUrl": "https://example.org",
		"address": map[string]any{"pinCode": "411001", "addressLine1": "1 Milk Road", "villageTownCity": "Pune",
			"district": "Pune", "state": "Maharashtra", "country": "IN"},
		"contactDetails": map[string]any{"contactPersonName": "Asha Patil", "countryCode": "+91",
			"contactNumber": "9876543210", "emailId": "asha@example.org"},
		"isParent": true, "parentOrgId": nil,
	}
}

func subOrgBody(name, parent, kind string) map[string]any {
	b := orgBody(name)
	b["orgType"], b["parentOrgName"], b["isParent"] = kind, parent, false
	return b
}

// userBody is a valid user form.
func userBody(userName, orgName, role string) map[string]any {
	return map[string]any{
		"userName": userName, "password": "Secret123", "confirmPassword": "Secret123",
		"firstName": "Ravi", "lastName": "Kumar", "salutation": "Mr", "gender": "Male",
		"emailId": userName + "@example.org", "roles": []string{role},
		"mobileNumbers":    []map[string]any{{"countryCode": "+91", "mobileNumber": "9123456780"}},
		"organizationName": orgName, "alertsLanguage": "en",
	}
}

// createOrg creates an organisation (or sub-organisation) and returns its id.
func (e *env) createOrg(token string, body map[string]any) int64 {
	e.t.Helper()
	r := e.must("POST", prov+"/organizations", token, body)
	return int64(r.M()["orgId"].(float64))
}

// twoDairies creates two dairies, each with a chilling centre:
// Gokul/KothrudCC, and Nandini/NandiniCC when both is true.
func (e *env) twoDairies(both bool) {
	e.t.Helper()
	e.createOrg(e.admin, orgBody("Gokul"))
	e.createOrg(e.admin, subOrgBody("KothrudCC", "Gokul", "chillingcenter"))
	if both {
		e.createOrg(e.admin, orgBody("Nandini"))
		e.createOrg(e.admin, subOrgBody("NandiniCC", "Nandini", "chillingcenter"))
	}
}

// createUser creates a user and returns its id.
func (e *env) createUser(token string, body map[string]any) int64 {
	e.t.Helper()
	r := e.must("POST", prov+"/users", token, body)
	return int64(r.M()["userId"].(float64))
}

func (e *env) createRole(token, orgName, name string, privs ...string) {
	e.t.Helper()
	e.must("POST", prov+"/roles", token, map[string]any{"roleName": name, "orgName": orgName, "description": "test", "privileges": privs})
}

func id(n int64) string { return fmt.Sprint(n) }

func q(s string) string { return strings.ReplaceAll(s, " ", "%20") }
