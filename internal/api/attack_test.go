package api_test

// The attack suite: every defect the security review found (issue 11),
// replayed as a case that must now fail safely, and the who-acts-on-whom
// matrix of docs/authorization.md — on SQLite, and on PostgreSQL when
// TEST_POSTGRES_URL is set. attack_sweep_test.go throws bad values at every
// parameter of every route, generated from the OpenAPI document.

import (
	"bytes"
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// tree is one dairy as the review attacked it: Alpha with two
// sub-organisations (the actor's own AlphaCentre and its sibling
// AlphaPlant), an administrator at each level and users of narrower roles.
type tree struct {
	ids    map[string]int64 // user and organisation ids by name
	tokens map[string]string
}

const treePassword = "Secret123"

func newTree(e *env) tree {
	tr := tree{ids: map[string]int64{}, tokens: map[string]string{}}
	tr.ids["Alpha"] = e.createOrg(e.admin, orgBody("Alpha"))
	tr.ids["AlphaCentre"] = e.createOrg(e.admin, subOrgBody("AlphaCentre", "Alpha", "chillingcenter"))
	tr.ids["AlphaPlant"] = e.createOrg(e.admin, subOrgBody("AlphaPlant", "Alpha", "plant"))
	e.createRole(e.admin, "Alpha", "User manager", auth.UserConfiguration, auth.LiveTile)
	e.createRole(e.admin, "Alpha", "Role manager", auth.RoleConfiguration, auth.LiveTile)
	e.createRole(e.admin, "Alpha", "Tiles only", auth.LiveTile)
	for _, u := range []struct{ name, role, sub string }{
		{"alpha.admin", "Administrator", ""}, {"alpha.users", "User manager", ""}, {"alpha.roles", "Role manager", ""},
		{"alpha.viewer", "Viewer", ""}, {"alpha.tiles", "Tiles only", ""},
		{"centre.admin", "Administrator", "AlphaCentre"}, {"centre.viewer", "Viewer", "AlphaCentre"},
		{"plant.viewer", "Viewer", "AlphaPlant"},
	} {
		b := userBody(u.name, "Alpha", u.role)
		if u.sub != "" {
			b["subOrganizationName"] = u.sub
		}
		tr.ids[u.name] = e.createUser(e.admin, b)
		tr.tokens[u.name] = e.login(u.name, treePassword)
	}
	return tr
}

// userEdit is an edit of user name (in Alpha, optionally a sub-organisation)
// that changes the email and keeps or changes the role.
func userEdit(name, sub, role string) map[string]any {
	b := userBody(name, "Alpha", role)
	delete(b, "password")
	delete(b, "confirmPassword")
	if sub != "" {
		b["subOrganizationName"] = sub
	}
	b["emailId"] = "taken." + strings.ReplaceAll(name, ".", "-") + "@attacker.example"
	return b
}

func roleEdit(name string, privs ...string) map[string]any {
	return map[string]any{"roleName": name, "orgName": "Alpha", "description": "edited", "privileges": privs}
}

func orgEdit(name string, id int64, sub bool) map[string]any {
	b := orgBody(name)
	if sub {
		b = subOrgBody(name, "Alpha", "chillingcenter")
	}
	b["orgId"] = id
	b["orgDisplayName"] = "Renamed by an attacker"
	return b
}

// TestWhoActsOnWhom is the role × route × position-in-the-tree matrix of
// every write touching a role, a user's password, email or role, or an
// organisation.
func TestWhoActsOnWhom(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		tr := newTree(e)
		reset := func(user string) string { return prov + "/users/resetPassword?userName=" + user }
		pw := map[string]any{"newPassword": "Taken1234", "confirmPassword": "Taken1234"}
		users, roles, orgs := prov+"/users/", prov+"/roles", prov+"/organizations"
		cases := []struct {
			actor, what, method, path string
			body                      any
			want                      int
			code                      string
		}{
			// A sub-organisation's administrator against its parent, its sibling and its own.
			{"centre.admin", "creates a role for the whole organisation", "POST", roles, roleEdit("Centre role", auth.LiveTile), 403, "role.write.subOrganization"},
			{"centre.admin", "creates a role naming no organisation", "POST", roles, map[string]any{"roleName": "Mine", "privileges": []string{auth.LiveTile}}, 403, "role.write.subOrganization"},
			{"centre.admin", "gives the shared Viewer role ALL_PRIVILEGE", "PUT", roles + "/Viewer", roleEdit("Viewer", auth.AllPrivilege), 403, "role.write.subOrganization"},
			{"centre.admin", "strips the shared Administrator role", "PUT", roles + "/Administrator", roleEdit("Administrator", auth.Reports), 403, "role.write.subOrganization"},
			{"centre.admin", "resets the parent administrator's password", "PUT", reset("alpha.admin"), pw, 404, ""},
			{"centre.admin", "resets a parent user's password", "PUT", reset("alpha.viewer"), pw, 404, ""},
			{"centre.admin", "resets a sibling user's password", "PUT", reset("plant.viewer"), pw, 404, ""},
			{"centre.admin", "resets the platform administrator's password", "PUT", reset("admin"), pw, 404, ""},
			{"centre.admin", "changes the parent administrator's email", "PUT", users + id(tr.ids["alpha.admin"]), userEdit("alpha.admin", "", "Administrator"), 404, ""},
			{"centre.admin", "changes a sibling user's email", "PUT", users + id(tr.ids["plant.viewer"]), userEdit("plant.viewer", "AlphaPlant", "Viewer"), 404, ""},
			{"centre.admin", "edits the parent organisation", "PUT", orgs, orgEdit("Alpha", tr.ids["Alpha"], false), 404, ""},
			{"centre.admin", "edits the sibling", "PUT", orgs, orgEdit("AlphaPlant", tr.ids["AlphaPlant"], true), 404, ""},
			{"centre.admin", "deletes the parent organisation", "DELETE", orgs + "/" + id(tr.ids["Alpha"]), nil, 404, ""},
			{"centre.admin", "deletes the sibling", "DELETE", orgs + "/" + id(tr.ids["AlphaPlant"]), nil, 404, ""},
			{"centre.admin", "deletes its own organisation", "DELETE", orgs + "/" + id(tr.ids["AlphaCentre"]), nil, 409, "org.delete.own"},
			{"centre.admin", "creates a sub-organisation under the parent", "POST", orgs, subOrgBody("AlphaZone", "Alpha", "zone"), 404, ""},
			{"centre.admin", "creates a sub-organisation under the sibling", "POST", orgs, subOrgBody("PlantRoute", "AlphaPlant", "route"), 404, ""},
			{"centre.admin", "resets its own user's password", "PUT", reset("centre.viewer"), pw, 200, ""},
			{"centre.admin", "changes its own user's email", "PUT", users + id(tr.ids["centre.viewer"]), userEdit("centre.viewer", "AlphaCentre", "Viewer"), 200, ""},
			{"centre.admin", "edits its own organisation", "PUT", orgs, orgEdit("AlphaCentre", tr.ids["AlphaCentre"], true), 200, ""},

			// USER_CONFIGURATION against users who hold more.
			{"alpha.users", "resets the administrator's password", "PUT", reset("alpha.admin"), pw, 403, "user.target.outranks"},
			{"alpha.users", "resets a Viewer's password (REPORTS, which it lacks)", "PUT", reset("alpha.viewer"), pw, 403, "user.target.outranks"},
			{"alpha.users", "changes the administrator's email", "PUT", users + id(tr.ids["alpha.admin"]), userEdit("alpha.admin", "", "Administrator"), 403, "user.target.outranks"},
			{"alpha.users", "makes a user an administrator", "PUT", users + id(tr.ids["alpha.tiles"]), userEdit("alpha.tiles", "", "Administrator"), 400, "validation"},
			{"alpha.users", "creates an administrator", "POST", prov + "/users", userBody("new.boss", "Alpha", "Administrator"), 400, "validation"},
			{"alpha.users", "resets its own password without the old one", "PUT", reset("alpha.users"), pw, 400, "validation"},
			{"alpha.users", "resets the password of a user holding less", "PUT", reset("alpha.tiles"), pw, 200, ""},
			{"alpha.users", "changes the email of a user holding less", "PUT", users + id(tr.ids["alpha.tiles"]), userEdit("alpha.tiles", "", "Tiles only"), 200, ""},

			// ROLE_CONFIGURATION without ALL_PRIVILEGE: no grant, no removal of what it lacks.
			{"alpha.roles", "strips the Administrator role", "PUT", roles + "/Administrator", roleEdit("Administrator", auth.LiveTile), 400, "validation"},
			{"alpha.roles", "takes REPORTS away from Viewer", "PUT", roles + "/Viewer", roleEdit("Viewer", auth.LiveTile, auth.BMCTile, auth.AlertsTile, auth.SiteListTile, auth.ViewReports), 400, "validation"},
			{"alpha.roles", "grants REPORTS", "PUT", roles + "/Tiles%20only", roleEdit("Tiles only", auth.LiveTile, auth.Reports), 400, "validation"},
			{"alpha.roles", "grants ALL_PRIVILEGE in a new role", "POST", roles, roleEdit("Super", auth.AllPrivilege), 400, "validation"},
			{"alpha.roles", "edits a role within its own privileges", "PUT", roles + "/Tiles%20only", roleEdit("Tiles only", auth.LiveTile), 200, ""},

			// The organisation's administrator: its own Administrator role stays whole.
			{"alpha.admin", "strips the Administrator role", "PUT", roles + "/Administrator", roleEdit("Administrator", auth.Reports), 400, "validation"},
			{"alpha.admin", "renames the Administrator role", "PUT", roles + "/Administrator", roleEdit("Boss", auth.AllPrivilege), 400, "validation"},
			{"alpha.admin", "resets the platform administrator's password", "PUT", reset("admin"), pw, 404, ""},
			{"alpha.admin", "resets a sub-organisation user's password", "PUT", reset("plant.viewer"), map[string]any{"newPassword": "Plant1234"}, 200, ""},
		}
		for _, c := range cases {
			t.Run(c.actor+" "+c.what, func(t *testing.T) {
				r := e.do(c.method, c.path, tr.tokens[c.actor], c.body)
				if r.Status != c.want || (c.code != "" && r.S("code") != c.code) {
					t.Errorf("%s %s = %d %s, want %d %s", c.method, c.path, r.Status, r.Raw, c.want, c.code)
				}
			})
		}

		t.Run("nothing refused took effect", func(t *testing.T) {
			viewer := e.must("GET", prov+"/roles/Viewer?orgName=Alpha", e.admin, nil)
			if privs := viewer.M()["privileges"].([]any); len(privs) != 6 || privs[0] != auth.Reports {
				t.Errorf("Viewer privileges = %v", privs)
			}
			admin := e.must("GET", prov+"/roles/Administrator?orgName=Alpha", e.admin, nil)
			if privs := admin.M()["privileges"].([]any); len(privs) != 1 || privs[0] != auth.AllPrivilege {
				t.Errorf("Administrator privileges = %v", privs)
			}
			for _, u := range []string{"alpha.admin", "alpha.viewer"} {
				if r := e.do("POST", "/authgateway/login", "", map[string]any{"username": u, "password": treePassword}); r.Status != 200 {
					t.Errorf("%s cannot sign in with their own password any more: %d", u, r.Status)
				}
			}
			if r := e.do("POST", "/authgateway/login", "", map[string]any{"username": "alpha.admin", "password": "Taken1234"}); r.Status == 200 {
				t.Error("the attacker's password opens the administrator's account")
			}
			if r := e.do("POST", "/authgateway/login", "", map[string]any{"username": "plant.viewer", "password": "Plant1234"}); r.Status != 200 {
				t.Errorf("the organisation administrator's reset did not take: %d", r.Status)
			}
			u := e.must("GET", prov+"/users/userDetails?userName=alpha.admin", e.admin, nil)
			if u.S("emailId") != "alpha.admin@example.org" {
				t.Errorf("the administrator's email became %q", u.S("emailId"))
			}
		})
	})
}

// TestReviewDefects replays each finding of the review (issue 11) as the
// plain HTTP call it was, and checks it now fails safely.
func TestReviewDefects(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		tr := newTree(e)
		admin := tr.tokens["alpha.admin"]

		t.Run("4: NUL and invalid UTF-8 answer 400 naming the field", func(t *testing.T) {
			cases := []struct {
				method, path string
				body         any
				field, code  string
			}{
				{"GET", prov + "/users/all?orgName=a%00b", nil, "orgName", "input.nul"},
				{"GET", prov + "/users/all?orgName=%FF%FE", nil, "orgName", "input.utf8"},
				{"GET", prov + "/roles/Vie%00wer", nil, "role", "input.nul"},
				{"POST", prov + "/users", set(userBody("nul.user", "Alpha", "Viewer"), "firstName", "Ra\x00vi"), "firstName", "input.nul"},
				{"POST", prov + "/organizations", set(subOrgBody("NulOrg", "Alpha", "zone"), "address", map[string]any{"district": "a\x00"}), "address.district", "input.nul"},
				{"POST", prov + "/users", rawJSON(`{"userName":"bad.utf8","firstName":"` + "\xff\xfe" + `"}`), "firstName", "input.utf8"},
				{"POST", prov + "/users", set(userBody("long.user", "Alpha", "Viewer"), "lastName", strings.Repeat("é", 5000)), "lastName", "input.tooLong"},
				{"POST", prov + "/sites/import", siteFile(t, "NUL", 2, func(line int, rec map[string]string) {
					if line == 4 {
						rec["siteName"] = "Nul\x00Site"
					}
				}), "siteName", "input.nul"},
			}
			for _, c := range cases {
				r := e.do(c.method, c.path, admin, c.body)
				if r.Status != 400 || !hasField(r, c.field, c.code) {
					t.Errorf("%s %s = %d %s, want 400 naming %s (%s)", c.method, c.path, r.Status, r.Raw, c.field, c.code)
				}
			}
			if r := e.do("GET", prov+"/users/userDetails?userName=nul.user", e.admin, nil); r.Status != 404 {
				t.Errorf("a refused user was stored: %d", r.Status)
			}
		})

		t.Run("5: page overflow is 400, a page past the end is empty", func(t *testing.T) {
			for _, path := range []string{prov + "/users/all", prov + "/sites/all", prov + "/organizations/all", prov + "/template"} {
				if r := e.do("GET", path+"?page=9223372036854775807&size=5000", admin, nil); r.Status != 400 || !hasField(r, "page", "") {
					t.Errorf("%s at page 2^63-1 = %d %s", path, r.Status, r.Raw)
				}
				if r := e.do("GET", path+"?page=99999999999999999999&size=10", admin, nil); r.Status != 400 {
					t.Errorf("%s at a page beyond int64 = %d %s", path, r.Status, r.Raw)
				}
				r := e.do("GET", path+"?page=1000000&size=5000", admin, nil)
				if content, ok := r.M()["content"].([]any); r.Status != 200 || !ok || len(content) != 0 {
					t.Errorf("%s past the end = %d %s, want 200 and no rows", path, r.Status, r.Raw)
				}
			}
		})

		t.Run("6 and 8: a long export name and formula cells export safely", func(t *testing.T) {
			e.createUser(admin, set(userBody("formula.user", "Alpha", "Viewer"), "firstName", "=HYPERLINK(\"http://evil.example\",\"x\")"))
			r := e.do("GET", "/authgateway/export/xlsx?path="+q(prov+"/users/all")+"&columns=userName:User,firstName:First%20name&fileName="+strings.Repeat("userListExport", 10), admin, nil)
			if r.Status != 200 {
				t.Fatalf("export = %d %s", r.Status, r.Raw)
			}
			f, err := excelize.OpenReader(bytes.NewReader(r.Raw))
			if err != nil {
				t.Fatal(err)
			}
			rows, _ := f.GetRows(f.GetSheetName(0))
			found := false
			for _, row := range rows {
				if len(row) > 1 && row[0] == "formula.user" {
					found = true
					if !strings.HasPrefix(row[1], "'=") {
						t.Errorf("the formula cell exported as %q", row[1])
					}
				}
			}
			if !found {
				t.Errorf("formula.user not in the export: %v", rows)
			}
		})

		t.Run("7: the header set", func(t *testing.T) {
			checkHeaders(t, e)
		})
	})
}

// rawJSON is a request body sent byte for byte as JSON.
type rawJSON string

var tlsState tls.ConnectionState

func hasField(r resp, field, code string) bool {
	errs, _ := r.M()["errors"].([]any)
	for _, e := range errs {
		m := e.(map[string]any)
		if m["field"] == field && (code == "" || m["code"] == code) {
			return true
		}
	}
	return false
}

// checkHeaders checks the header policy of docs/security.md on the
// console, an API answer, an error answer and the login answer.
func checkHeaders(t *testing.T, e *env) {
	t.Helper()
	common := map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY"}
	get := func(method, path, token string, body string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		rec := httptest.NewRecorder()
		e.h.ServeHTTP(rec, req)
		return rec
	}
	answers := map[string]*httptest.ResponseRecorder{
		"console":        get("GET", "/dashboard", "", ""),
		"api":            get("GET", prov+"/privileges", e.admin, ""),
		"error 401":      get("GET", prov+"/privileges", "", ""),
		"error 404":      get("GET", "/authgateway/no/such/call", e.admin, ""),
		"error 400":      get("GET", prov+"/users/all?orgName=a%00", e.admin, ""),
		"login":          get("POST", "/authgateway/login", "", `{"username":"admin","password":"`+adminPassword+`"}`),
		"failed sign-in": get("POST", "/authgateway/login", "", `{"username":"admin","password":"nope"}`),
	}
	for name, rec := range answers {
		h := rec.Header()
		for k, want := range common {
			if got := h.Get(k); got != want {
				t.Errorf("%s (%d): %s = %q, want %q", name, rec.Code, k, got, want)
			}
		}
		csp := h.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s: CSP %q has no frame-ancestors 'none'", name, csp)
		}
		if name == "console" {
			if strings.Contains(csp, "unsafe-inline") && !strings.Contains(csp, "style-src-attr 'unsafe-inline'") ||
				strings.Contains(csp, "script-src 'self' 'unsafe") || !strings.Contains(csp, "script-src 'self';") || !strings.Contains(csp, "'nonce-") {
				t.Errorf("console CSP %q", csp)
			}
			continue
		}
		if got := h.Get("Cache-Control"); got != "no-store" {
			t.Errorf("%s: Cache-Control = %q, want no-store", name, got)
		}
		if h.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS sent over plain HTTP without an https public URL", name)
		}
	}
	if answers["login"].Code != 200 {
		t.Errorf("login = %d", answers["login"].Code)
	}
	// Two loads of the console never share a nonce.
	a, b := answers["console"].Header().Get("Content-Security-Policy"), get("GET", "/", "", "").Header().Get("Content-Security-Policy")
	if a == b {
		t.Errorf("the console's nonce repeats: %q", a)
	}
	// HSTS when served over TLS.
	req := httptest.NewRequest("GET", "/healthz", nil)
	req.TLS = &tlsState
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, req)
	if !strings.HasPrefix(rec.Header().Get("Strict-Transport-Security"), "max-age=") {
		t.Errorf("no HSTS over TLS: %v", rec.Header())
	}
	// The operator's surfaces.
	if r := e.do("GET", "/metrics", "", nil); r.Status != http.StatusNotFound {
		t.Errorf("/metrics without a configured token = %d, want 404", r.Status)
	}
	h := e.do("GET", "/healthz", "", nil)
	if h.Status != 200 || len(h.M()) != 1 || h.S("status") != "ok" {
		t.Errorf("/healthz tells anonymous callers %s", h.Raw)
	}
}
