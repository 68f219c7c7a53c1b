package api_test

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// FuzzLogin throws arbitrary bodies at the login call. Whatever arrives, the
// answer is a JSON object with a client-error status (never a 5xx), and
// only the real credentials open a session.
func FuzzLogin(f *testing.F) {
	for _, seed := range []string{
		`{"username":"admin","password":"` + adminPassword + `"}`,
		`{"username":"admin","password":"wrong"}`,
		`{"userName":"admin","password":""}`,
		`{"username":"","password":""}`,
		`{"username":123}`,
		`{"username":"admin","password":"x","extra":[1,2,{}]}`,
		`[]`, `null`, `"admin"`, `{`, ``, "\x00\xff",
		`{"username":"` + string(bytes.Repeat([]byte("a"), 5000)) + `"}`,
		`{"username":"admin' OR '1'='1","password":"x"}`,
		`{"UserName":"admin","PASSWORD":"` + adminPassword + `"}`,
	} {
		f.Add(seed)
	}
	e := newEnv(f, storagetest.SQLite(f))
	f.Fuzz(func(t *testing.T, body string) {
		req := httptest.NewRequest("POST", "/authgateway/login", bytes.NewBufferString(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		e.h.ServeHTTP(rec, req)
		var m map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
			t.Fatalf("answer is not a JSON object: %d %q", rec.Code, rec.Body.String())
		}
		switch {
		case rec.Code == 200:
			var in map[string]any
			_ = json.Unmarshal([]byte(body), &in)
			// Member names match regardless of case, as encoding/json
			// matches them ("usernaMe" is username).
			// A session needs some member of each name to hold the real value.
			named, genuine := false, false
			for k, v := range in {
				text, _ := v.(string)
				named = named || strings.EqualFold(k, "username") && strings.EqualFold(strings.TrimSpace(text), "admin")
				genuine = genuine || strings.EqualFold(k, "password") && text == adminPassword
			}
			if !named || !genuine || m["jwtAccessToken"] == "" {
				t.Fatalf("a session was opened for %q", body)
			}
		case rec.Code >= 500:
			t.Fatalf("server error %d for %q: %s", rec.Code, body, rec.Body.String())
		case m["code"] == "" || m["message"] == "":
			t.Fatalf("error without code or message: %s", rec.Body.String())
		}
	})
}

// fuzzCreate throws arbitrary bodies at a create call as the platform
// administrator. Whatever arrives, the answer is a JSON object, never a
// 5xx; a refusal names a code and leaves every table as it was (nothing
// half-written); an acceptance can be read back by its name.
func fuzzCreate(f *testing.F, path string, seeds []string, readBack func(e *env, answer resp) string) {
	for _, s := range seeds {
		f.Add(s)
	}
	db := storagetest.SQLite(f)
	e := newEnv(f, db)
	e.twoDairies(false)
	f.Fuzz(func(t *testing.T, body string) {
		e.t = t
		before := rowCounts(t, db)
		r := e.do("POST", path, e.admin, rawJSON(body))
		switch {
		case r.Status >= 500:
			t.Fatalf("server error %d for %q: %s", r.Status, body, r.Raw)
		case r.M() == nil:
			t.Fatalf("answer is not a JSON object: %d %q", r.Status, r.Raw)
		case r.Status >= 400:
			if r.S("code") == "" || r.S("message") == "" {
				t.Fatalf("error without code or message: %s", r.Raw)
			}
			after := rowCounts(t, db)
			for table, n := range after {
				if table != "sessions" && n != before[table] {
					t.Fatalf("a refused %q left %d rows in %s (was %d)", body, n, table, before[table])
				}
			}
		default:
			if got := readBack(e, r); got != "" {
				t.Fatalf("accepted %q but %s", body, got)
			}
		}
	})
}

// FuzzCreateUser fuzzes the JSON body of user creation.
func FuzzCreateUser(f *testing.F) {
	valid, _ := json.Marshal(userBody("fuzz.user", "Gokul", "Viewer"))
	fuzzCreate(f, prov+"/users", []string{string(valid), `{}`, `[]`, `null`, `{"userName":1}`, `{"roles":"Viewer"}`,
		`{"userName":"a\u0000b","password":"x"}`, "{\"firstName\":\"\xff\"}", `{"mobileNumbers":[{"countryCode":{}}]}`,
		strings.Replace(string(valid), `"Viewer"`, `"Administrator","Viewer"`, 1), strings.Replace(string(valid), `Ravi`, `=1+2`, 1)},
		func(e *env, r resp) string {
			name := r.S("userName")
			if got := e.do("GET", prov+"/users/userDetails?userName="+url.QueryEscape(name), e.admin, nil); got.Status != 200 || got.S("userName") != name {
				return "it does not read back: " + string(got.Raw)
			}
			return ""
		})
}

// FuzzCreateSite fuzzes the JSON body of site creation.
func FuzzCreateSite(f *testing.F) {
	valid, _ := json.Marshal(siteBody("fz-1", "Gokul", "KothrudCC"))
	fuzzCreate(f, prov+"/sites", []string{string(valid), `{}`, `[]`, `{"siteId":"a/b"}`, `{"coordinates":{"latitude":"x"}}`,
		`{"chillingUnitMonitoringDetailsList":[{}]}`, `{"siteId":"s\u0000"}`, `{"altitude":1e400}`,
		strings.Replace(string(valid), `"capacity":2000`, `"capacity":-1`, 1)},
		func(e *env, r resp) string {
			site := r.S("siteId")
			if got := e.do("GET", prov+"/sites/"+url.PathEscape(site), e.admin, nil); got.Status != 200 {
				return "it does not read back: " + string(got.Raw)
			}
			return ""
		})
}
