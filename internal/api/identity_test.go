package api_test

import (
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestIdentityOverHTTP(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		login := func(user, pw string) resp {
			return e.do("POST", "/authgateway/login", "", map[string]any{"username": user, "password": pw})
		}
		t.Run("login answers the session user", func(t *testing.T) {
			r := login("ADMIN", adminPassword)
			m := r.M()
			if r.Status != 200 || m["userName"] != "admin" || m["organizationName"] != "ChillWatch" || m["platformAdmin"] != true ||
				m["idToken"] == "" || m["refreshToken"] == "" || m["expiresIn"] != 300.0 || m["idleTimeoutSeconds"] != 1800.0 {
				t.Errorf("login = %d %s", r.Status, r.Raw)
			}
			if n := len(m["uiPrivileges"].([]any)); n < 15 {
				t.Errorf("administrator has %d uiPrivileges, want the whole catalogue (>= 15)", n)
			}
		})
		t.Run("a wrong password, an unknown user and a locked account answer alike", func(t *testing.T) {
			e.createOrg(e.admin, orgBody("Gokul"))
			e.createUser(e.admin, userBody("victim", "Gokul", "Viewer"))
			wrong := login("victim", "nope")
			unknown := login("nobody", "nope")
			if wrong.Status != 401 || string(wrong.Raw) != string(unknown.Raw) {
				t.Errorf("wrong password %d %s vs unknown user %d %s", wrong.Status, wrong.Raw, unknown.Status, unknown.Raw)
			}
			for range 5 {
				login("victim", "nope")
			}
			locked := login("victim", "Secret123")
			if locked.Status != 401 || string(locked.Raw) != string(wrong.Raw) {
				t.Errorf("locked account with the right password = %d %s, want the wrong-password answer", locked.Status, locked.Raw)
			}
			e.clock.Advance(20 * time.Minute) // past the 15-minute cap
			if r := login("victim", "Secret123"); r.Status != 200 {
				t.Errorf("after the lock = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("refresh rotates; a replayed refresh token ends the session", func(t *testing.T) {
			first := login("admin", adminPassword).M()
			r := e.must("POST", "/authgateway/refresh", "", map[string]any{"refreshToken": first["refreshToken"]}).M()
			if r["refreshToken"] == first["refreshToken"] || r["jwtAccessToken"] == "" {
				t.Fatalf("refresh = %v", r)
			}
			e.must("GET", prov+"/privileges", r["jwtAccessToken"].(string), nil)
			replay := e.do("POST", "/authgateway/refresh", "", map[string]any{"refreshToken": first["refreshToken"]})
			if replay.Status != 401 || replay.S("code") != "auth.sessionEnded" {
				t.Errorf("replay = %d %s", replay.Status, replay.Raw)
			}
			if got := e.do("POST", "/authgateway/refresh", "", map[string]any{"refreshToken": r["refreshToken"]}); got.Status != 401 {
				t.Errorf("newest refresh token after a replay = %d, want 401", got.Status)
			}
			if got := e.do("GET", prov+"/privileges", r["jwtAccessToken"].(string), nil); got.Status != 401 {
				t.Errorf("access token after a replay = %d, want 401", got.Status)
			}
		})
		t.Run("access tokens last 5 minutes, sessions 30 idle minutes", func(t *testing.T) {
			s := login("admin", adminPassword).M()
			tok := s["jwtAccessToken"].(string)
			e.clock.Advance(4 * time.Minute)
			e.must("GET", prov+"/privileges", tok, nil)
			e.clock.Advance(2 * time.Minute)
			if r := e.do("GET", prov+"/privileges", tok, nil); r.Status != 401 {
				t.Errorf("6-minute-old access token = %d, want 401", r.Status)
			}
			r := e.must("POST", "/authgateway/refresh", "", map[string]any{"refreshToken": s["refreshToken"]}).M()
			e.clock.Advance(31 * time.Minute)
			if got := e.do("POST", "/authgateway/refresh", "", map[string]any{"refreshToken": r["refreshToken"]}); got.Status != 401 {
				t.Errorf("refresh after 31 idle minutes = %d, want 401", got.Status)
			}
		})
		t.Run("ilogout revokes the session, even with an expired token", func(t *testing.T) {
			s := login("admin", adminPassword).M()
			tok := s["jwtAccessToken"].(string)
			e.clock.Advance(6 * time.Minute)
			got := e.must("POST", "/authgateway/ilogout", "", map[string]any{"jwtAccessToken": tok, "userName": "admin"})
			if got.M()["status"] != true {
				t.Errorf("logout = %s", got.Raw)
			}
			if r := e.do("POST", "/authgateway/refresh", "", map[string]any{"refreshToken": s["refreshToken"]}); r.Status != 401 {
				t.Errorf("refresh after logout = %d, want 401", r.Status)
			}
			if r := e.do("POST", "/authgateway/ilogout", "", map[string]any{"jwtAccessToken": "garbage"}); r.Status != 200 {
				t.Errorf("logout with a bad token = %d, want 200 (sign-out always succeeds)", r.Status)
			}
		})
		t.Run("bearer tokens are checked", func(t *testing.T) {
			for _, tok := range []string{"", "garbage", e.admin + "x"} {
				if r := e.do("GET", prov+"/privileges", tok, nil); r.Status != 401 {
					t.Errorf("token %.10q = %d, want 401", tok, r.Status)
				}
			}
		})
	})
}

func TestLoginPerAddressLimit(t *testing.T) {
	e := newEnvWith(t, storagetest.SQLite(t), func(s *auth.Settings) { s.AddrAttemptsPerMinute = 3 })
	attempt := func(addr string) int {
		return e.do("POST", "/authgateway/login", "", map[string]any{"username": "nobody", "password": "x"}, "X-Test-Remote", addr).Status
	}
	for i := range 3 {
		if got := attempt("10.0.0.1"); got != 401 {
			t.Fatalf("attempt %d = %d, want 401", i+1, got)
		}
	}
	if got := attempt("10.0.0.1"); got != 429 {
		t.Errorf("fourth attempt in a minute = %d, want 429", got)
	}
	if got := attempt("10.0.0.2"); got != 401 {
		t.Errorf("another address = %d, want 401", got)
	}
	e.clock.Advance(time.Minute)
	if got := attempt("10.0.0.1"); got != 401 {
		t.Errorf("a minute later = %d, want 401", got)
	}
}

func TestSessionUserSeesOnlyTheirOrganisation(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		other := e.createOrg(e.admin, orgBody("Nandini"))
		e.createUser(e.admin, userBody("gokul.admin", "Gokul", "Administrator"))
		tok := e.login("gokul.admin", "Secret123")
		list := e.must("GET", prov+"/organizations/all", tok, nil).M()
		content := list["content"].([]any)
		if len(content) != 1 || content[0].(map[string]any)["orgName"] != "Gokul" {
			t.Errorf("organisations = %v", content)
		}
		if r := e.do("GET", prov+"/organizations/"+id(other), tok, nil); r.Status != 404 {
			t.Errorf("other organisation = %d, want 404", r.Status)
		}
		if r := e.do("GET", prov+"/organizations/999999", tok, nil); r.Status != 404 {
			t.Errorf("unknown organisation = %d, want 404", r.Status)
		}
		if r := e.do("POST", prov+"/organizations", tok, orgBody("MyOwnTop")); r.Status != 403 {
			t.Errorf("org admin creating a top-level organisation = %d, want 403", r.Status)
		}
		e.must("POST", prov+"/organizations", tok, subOrgBody("GokulZone", "Gokul", "zone"))
	})
}
