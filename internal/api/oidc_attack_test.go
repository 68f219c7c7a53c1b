package api_test

// The identity-provider part of the attack suite (issue 27): each finding
// of the review, replayed with plain HTTP calls against the real OpenID
// provider of the tests (zitadel's op), configured as an attacker would
// configure it, on SQLite and PostgreSQL. Each must now fail safely.

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/identity"
	"github.com/chillwatch/chillwatch/internal/identity/testprovider"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// idpAttack is the tree of the who-acts-on-whom suite with a provider
// running and a user holding only CONFIGURATION and ORGANIZATION_CONFIGURATION.
type idpAttack struct {
	e  *env
	tr tree
	p  *testprovider.Provider
}

func newIdpAttack(t *testing.T, db *storage.DB) *idpAttack {
	e := newEnv(t, db)
	e.withIdentity()
	p, err := testprovider.Start("", oidcClient, oidcSecret, []string{cwURL + callbackPath}, []string{cwURL + "/login"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	tr := newTree(e)
	e.createRole(e.admin, "Alpha", "Org configurer", auth.Configuration, auth.OrganizationConfiguration)
	tr.ids["alpha.config"] = e.createUser(e.admin, userBody("alpha.config", "Alpha", "Org configurer"))
	tr.tokens["alpha.config"] = e.login("alpha.config", treePassword)
	return &idpAttack{e: e, tr: tr, p: p}
}

// settings is a provider of Alpha (or org) at the test provider, with the
// role claim "groups" mapped as roleMap says.
func (a *idpAttack) settings(org string, roleMap map[string]string) map[string]any {
	return map[string]any{"orgName": org, "displayName": org + " SSO", "issuer": a.p.Issuer, "clientId": oidcClient,
		"clientSecret": oidcSecret, "roleClaim": "groups", "roleMap": roleMap, "enabled": true}
}

// as signs in through org's provider with the id token's claims edited
// by edit (the provider is the attacker's: it says what it likes), and
// returns the login page's query.
func (a *idpAttack) as(b *browser, org string, edit func(c map[string]any)) url.Values {
	a.p.Tamper(func(c map[string]any) string { edit(c); return a.p.Sign(c) })
	defer a.p.Tamper(nil)
	return b.finish(b.signIn(a.p, org, testprovider.User2))
}

// claims sets the subject and user name an attacker's provider answers.
func claims(sub, name string, extra map[string]any) func(c map[string]any) {
	return func(c map[string]any) {
		c["sub"], c["preferred_username"] = sub, name
		for k, v := range extra {
			c[k] = v
		}
	}
}

// roleOf is a user's role name, read back by the platform administrator.
func (a *idpAttack) roleOf(user string) string {
	r := a.e.must("GET", prov+"/users/userDetails?userName="+user, a.e.admin, nil)
	roles, _ := r.M()["roles"].([]any)
	if len(roles) == 0 {
		return ""
	}
	s, _ := roles[0].(string)
	return s
}

// audit lists Alpha's audit entries of an action, newest first.
func (a *idpAttack) audit(action string) []map[string]any {
	r := a.e.must("GET", "/authgateway/auditService/entries?orgName=Alpha&size=100&action="+action, a.e.admin, nil)
	var out []map[string]any
	for _, x := range r.M()["content"].([]any) {
		out = append(out, x.(map[string]any))
	}
	return out
}

func count(t *testing.T, db *storage.DB, table string) int {
	t.Helper()
	var n int
	if err := db.Get(context.Background(), &n, `SELECT COUNT(*) FROM `+table); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestProviderConfiguration is finding 1's first half and the route ×
// role × tree-position matrix of PUT identityProvider: only an
// administrator of the top organisation (or the platform) configures a
// provider, and only with roles they hold.
func TestProviderConfiguration(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		a := newIdpAttack(t, db)
		e := a.e
		boss := map[string]string{"boss": "Administrator"}
		cases := []struct {
			actor, org string
			want       int
			code       string
		}{
			{"alpha.config", "Alpha", 403, ""}, // the review's attacker: CONFIGURATION + ORGANIZATION_CONFIGURATION
			{"alpha.users", "Alpha", 403, ""},
			{"alpha.roles", "Alpha", 403, ""},
			{"alpha.viewer", "Alpha", 403, ""},
			{"centre.admin", "AlphaCentre", 403, "identity.provider.notAdministrator"}, // ALL_PRIVILEGE, but in a sub-organisation
			{"centre.admin", "Alpha", 404, ""},
			{"centre.admin", "AlphaPlant", 404, ""},
			{"alpha.admin", "AlphaCentre", 200, ""},
			{"alpha.admin", "Alpha", 200, ""},
		}
		for _, c := range cases {
			r := e.do("PUT", "/authgateway/identityProvider", a.tr.tokens[c.actor], a.settings(c.org, boss))
			if r.Status != c.want || (c.code != "" && r.S("code") != c.code) {
				t.Errorf("%s saves %s's provider = %d %s, want %d %s", c.actor, c.org, r.Status, r.Raw, c.want, c.code)
			}
		}
		got := e.must("GET", "/authgateway/identityProvider?orgName=Alpha", e.admin, nil)
		if got.S("configuredBy") != "alpha.admin" {
			t.Errorf("configuredBy = %s", got.Raw)
		}
		if r := e.do("PUT", "/authgateway/identityProvider", e.admin, a.settings("Alpha", boss)); r.Status != 200 {
			t.Errorf("the platform administrator = %d %s", r.Status, r.Raw)
		}
		if r := e.do("GET", "/authgateway/identityProvider?orgName=Alpha", a.tr.tokens["alpha.config"], nil); r.Status != 403 {
			t.Errorf("a configurer reads the settings = %d", r.Status)
		}
	})
}

// TestProviderSignsInNobodyAboveItsConfigurer is finding 1's second
// half: whom a provider may sign in as, and which roles it may set.
func TestProviderSignsInNobodyAboveItsConfigurer(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		a := newIdpAttack(t, db)
		e, b := a.e, newBrowser(a.e)
		e.must("PUT", "/authgateway/identityProvider", a.tr.tokens["alpha.admin"], a.settings("Alpha", map[string]string{"boss": "Administrator", "field": "Viewer"}))

		t.Run("a verified e-mail links nobody unless the settings allow it", func(t *testing.T) {
			q := a.as(b, "Alpha", claims("sub-mail", "stranger", map[string]any{"email": "alpha.admin@example.org", "email_verified": true}))
			if q.Get("oidcError") != identity.CodeNoUser {
				t.Errorf("e-mail match without linkByEmail = %v", q)
			}
			s := a.settings("Alpha", map[string]string{"boss": "Administrator", "field": "Viewer"})
			s["linkByEmail"], s["clientSecret"] = true, ""
			e.must("PUT", "/authgateway/identityProvider", a.tr.tokens["alpha.admin"], s)
			q = a.as(b, "Alpha", claims("sub-mail", "stranger", map[string]any{"email": "alpha.tiles@example.org", "email_verified": true}))
			if r := b.redeem(q.Get("oidcCode")); r.Status != 200 || r.S("userName") != "alpha.tiles" {
				t.Errorf("e-mail match with linkByEmail = %d %s (%v)", r.Status, r.Raw, q)
			}
		})

		t.Run("the role map sets roles, and the change is audited", func(t *testing.T) {
			q := a.as(b, "Alpha", claims("sub-viewer", "alpha.viewer", map[string]any{"groups": []string{"boss"}}))
			if r := b.redeem(q.Get("oidcCode")); r.Status != 200 {
				t.Fatalf("= %d %s", r.Status, r.Raw)
			}
			if got := a.roleOf("alpha.viewer"); got != "Administrator" {
				t.Errorf("role = %q", got)
			}
			var found bool
			for _, en := range a.audit("updateUser") {
				if en["objectKey"] == "alpha.viewer" && strings.Contains(en["before"].(string), `"Viewer"`) && strings.Contains(en["after"].(string), `"Administrator"`) {
					found = true
				}
			}
			if !found {
				t.Errorf("no updateUser entry with the role before and after: %v", a.audit("updateUser"))
			}
			a.as(b, "Alpha", claims("sub-viewer", "alpha.viewer", map[string]any{"groups": []string{"field"}}))
			if got := a.roleOf("alpha.viewer"); got != "Viewer" {
				t.Errorf("role back = %q", got)
			}
		})

		// The administrator who configured the provider is demoted: the
		// provider keeps their authority as it stands now.
		demote := userEdit("alpha.admin", "", "User manager")
		e.must("PUT", prov+"/users/"+id(a.tr.ids["alpha.admin"]), e.admin, demote)
		t.Run("after its configurer's demotion the provider signs in nobody above them", func(t *testing.T) {
			if q := a.as(b, "Alpha", claims("sub-viewer", "alpha.viewer", nil)); q.Get("oidcError") != identity.CodeOutranks {
				t.Errorf("a Viewer (REPORTS, which the configurer lacks) = %v", q)
			}
			if q := a.as(b, "Alpha", claims("sub-tiles", "alpha.tiles", map[string]any{"groups": []string{"boss"}})); q.Get("oidcError") != identity.CodeOutranks {
				t.Errorf("a mapped Administrator role = %v", q)
			}
			if got := a.roleOf("alpha.tiles"); got != "Tiles only" {
				t.Errorf("the refused sign-in changed the role to %q", got)
			}
			q := a.as(b, "Alpha", claims("sub-tiles", "alpha.tiles", nil))
			if r := b.redeem(q.Get("oidcCode")); r.Status != 200 || r.S("userName") != "alpha.tiles" {
				t.Errorf("a user holding less than the configurer = %d %s (%v)", r.Status, r.Raw, q)
			}
		})
		t.Run("the platform administrator and other organisations are never reached", func(t *testing.T) {
			for _, name := range []string{"admin", "test-user2"} {
				if q := a.as(b, "Alpha", claims("sub-"+name, name, nil)); q.Get("oidcCode") != "" {
					t.Errorf("%s = %v", name, q)
				}
			}
		})
	})
}

// TestProviderLinks: links are keyed by issuer and subject, and end when
// the provider changes.
func TestProviderLinks(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		a := newIdpAttack(t, db)
		e, b := a.e, newBrowser(a.e)
		e.must("PUT", "/authgateway/identityProvider", a.tr.tokens["alpha.admin"], a.settings("Alpha", nil))
		q := a.as(b, "Alpha", claims("shared-sub", "alpha.tiles", nil))
		if r := b.redeem(q.Get("oidcCode")); r.Status != 200 {
			t.Fatalf("= %d %s", r.Status, r.Raw)
		}
		// The same subject now says another name: the link wins.
		q = a.as(b, "Alpha", claims("shared-sub", "alpha.viewer", nil))
		if r := b.redeem(q.Get("oidcCode")); r.S("userName") != "alpha.tiles" {
			t.Errorf("an existing link = %s", r.Raw)
		}
		entries := a.audit("providerSignIn")
		if len(entries) < 2 || !strings.Contains(entries[0]["after"].(string), `"link":"existing"`) ||
			!strings.Contains(entries[1]["after"].(string), `"link":"new"`) || !strings.Contains(entries[0]["after"].(string), `"subject":"shared-sub"`) {
			t.Errorf("providerSignIn entries = %v", entries)
		}

		other, err := testprovider.Start("", oidcClient, oidcSecret, []string{cwURL + callbackPath}, []string{cwURL + "/login"})
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		s := a.settings("Alpha", nil)
		s["issuer"] = other.Issuer
		e.must("PUT", "/authgateway/identityProvider", a.tr.tokens["alpha.admin"], s)
		if n := count(t, db, "oidc_links"); n != 0 {
			t.Errorf("%d links outlived the provider's change", n)
		}
		// The new issuer's account with the old subject is matched afresh.
		other.Tamper(func(c map[string]any) string { claims("shared-sub", "alpha.viewer", nil)(c); return other.Sign(c) })
		q = b.finish(b.signIn(other, "Alpha", testprovider.User2))
		if r := b.redeem(q.Get("oidcCode")); r.S("userName") != "alpha.viewer" {
			t.Errorf("another issuer's subject = %s (%v)", r.Raw, q)
		}
		// A refusal is audited too.
		other.Tamper(func(c map[string]any) string { claims("nobody-sub", "nobody", nil)(c); return other.Sign(c) })
		b.finish(b.signIn(other, "Alpha", testprovider.User2))
		if en := a.audit("providerSignIn")[0]; !strings.Contains(en["after"].(string), `"link":"refused"`) || en["status"].(float64) != 401 {
			t.Errorf("refused entry = %v", en)
		}
	})
}

// TestProviderFlowBoundToBrowser is finding 2 (login CSRF) and finding
// 6's replayed id token.
func TestProviderFlowBoundToBrowser(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		a := newIdpAttack(t, db)
		e := a.e
		e.must("PUT", "/authgateway/identityProvider", a.tr.tokens["alpha.admin"], a.settings("Alpha", nil))
		attacker, victim := newBrowser(e), newBrowser(e)

		t.Run("the authorize answer sets the browser cookie", func(t *testing.T) {
			r := e.do("GET", "/authgateway/oidc/authorize?orgName=Alpha", "", nil)
			c := r.Header.Get("Set-Cookie")
			for _, want := range []string{identity.BrowserCookie + "=", "Path=/authgateway", "Max-Age=600", "HttpOnly", "Secure", "SameSite=Lax"} {
				if !strings.Contains(c, want) {
					t.Errorf("Set-Cookie %q lacks %s", c, want)
				}
			}
		})
		t.Run("a callback completed by another browser is refused", func(t *testing.T) {
			a.p.Tamper(func(c map[string]any) string { claims("sub-attacker", "alpha.tiles", nil)(c); return a.p.Sign(c) })
			defer a.p.Tamper(nil)
			cb := attacker.signIn(a.p, "Alpha", testprovider.User2)
			victim.hop("GET", "/authgateway/oidc/authorize?orgName=Alpha", nil) // the victim has a cookie of its own
			if q := victim.finish(cb); q.Get("oidcError") != identity.CodeStateInvalid {
				t.Errorf("the victim opening the attacker's callback = %v", q)
			}
			fresh := newBrowser(e)
			if q := fresh.finish(cb); q.Get("oidcError") != identity.CodeStateInvalid {
				t.Errorf("a browser without the cookie = %v", q)
			}
			q := attacker.finish(cb)
			if q.Get("oidcCode") == "" {
				t.Fatalf("the attacker's own browser = %v", q)
			}
			if r := victim.redeem(q.Get("oidcCode")); r.Status != 401 || r.S("code") != identity.CodeCodeInvalid {
				t.Errorf("the victim redeeming the attacker's code = %d %s", r.Status, r.Raw)
			}
			if r := e.do("POST", "/authgateway/oAuthLogin", "", nil, "authToken", q.Get("oidcCode")); r.Status != 401 {
				t.Errorf("the code without a cookie = %d %s", r.Status, r.Raw)
			}
			if r := attacker.redeem(q.Get("oidcCode")); r.Status != 200 {
				t.Errorf("the code in its own browser = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("an id token opens one session", func(t *testing.T) {
			tok := a.p.Sign(map[string]any{"iss": a.p.Issuer, "aud": oidcClient, "sub": "direct", "preferred_username": "alpha.tiles",
				"iat": time.Now().Unix(), "exp": time.Now().Add(5 * time.Minute).Unix()})
			if r := e.do("POST", "/authgateway/oAuthLogin", "", nil, "authToken", tok); r.Status != 200 {
				t.Fatalf("first use = %d %s", r.Status, r.Raw)
			}
			if r := e.do("POST", "/authgateway/oAuthLogin", "", nil, "authToken", tok); r.Status != 401 || r.S("code") != identity.CodeTokenReplayed {
				t.Errorf("second use = %d %s", r.Status, r.Raw)
			}
		})
	})
}

// TestProviderConfined is finding 3: the discovery document cannot send
// the server, or the client secret, anywhere but the issuer's origin, and
// saving shows why a provider is refused (finding 8).
func TestProviderConfined(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		a := newIdpAttack(t, db)
		e := a.e
		var stolen atomic.Int32
		sink := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			stolen.Add(1)
			w.WriteHeader(http.StatusOK)
		}))
		defer sink.Close()
		admin := a.tr.tokens["alpha.admin"]
		save := func() resp { return e.do("PUT", "/authgateway/identityProvider", admin, a.settings("Alpha", nil)) }

		for _, ep := range []string{"token_endpoint", "jwks_uri", "userinfo_endpoint", "end_session_endpoint", "authorization_endpoint"} {
			t.Run("a "+ep+" on another origin is refused at save", func(t *testing.T) {
				a.p.RewriteDiscovery(func(doc map[string]any) { doc[ep] = sink.URL + "/steal" })
				defer a.p.RewriteDiscovery(nil)
				r := save()
				if r.Status != 400 || !hasField(r, "issuer", "identity.issuer.endpoint") || !strings.Contains(r.FieldMessages()["issuer"], sink.URL) {
					t.Errorf("= %d %s", r.Status, r.Raw)
				}
			})
		}
		t.Run("an issuer whose document names another issuer is refused", func(t *testing.T) {
			a.p.RewriteDiscovery(func(doc map[string]any) { doc["issuer"] = "https://someone.example" })
			defer a.p.RewriteDiscovery(nil)
			if r := save(); r.Status != 400 || !hasField(r, "issuer", "identity.issuer.mismatch") {
				t.Errorf("= %d %s", r.Status, r.Raw)
			}
		})
		t.Run("an issuer that cannot be reached is not saved", func(t *testing.T) {
			closed := httptest.NewServer(http.NotFoundHandler())
			closed.Close()
			s := a.settings("AlphaCentre", nil)
			s["issuer"] = closed.URL
			if r := e.do("PUT", "/authgateway/identityProvider", admin, s); r.Status != 400 || !hasField(r, "issuer", "identity.issuer.unreachable") {
				t.Errorf("= %d %s", r.Status, r.Raw)
			}
			if r := e.do("GET", "/authgateway/identityProvider?orgName=AlphaCentre", admin, nil); r.Status != 404 {
				t.Errorf("the refused settings were stored: %d %s", r.Status, r.Raw)
			}
		})
		t.Run("loopback and private addresses are refused unless the operator allows them", func(t *testing.T) {
			e.withIdentityConfig(identity.Config{PublicURL: cwURL, PublicURLSet: true, AllowHTTPIssuer: true})
			defer e.withIdentity()
			var seen atomic.Int32
			a.p.Observe(func(*http.Request) { seen.Add(1) })
			defer a.p.Observe(nil)
			if r := save(); r.Status != 400 || !hasField(r, "issuer", "identity.issuer.private") {
				t.Errorf("= %d %s", r.Status, r.Raw)
			}
			if status, loc := newBrowser(e).hop("GET", "/authgateway/oidc/authorize?orgName=Alpha", nil); status != 302 || !strings.Contains(loc, "oidcError=") {
				t.Errorf("authorize = %d %s", status, loc)
			}
			if n := seen.Load(); n != 0 {
				t.Errorf("the provider on loopback received %d requests", n)
			}
		})
		t.Run("a provider that turns hostile after saving is refused at sign-in, and no secret leaves", func(t *testing.T) {
			if r := save(); r.Status != 200 {
				t.Fatalf("save = %d %s", r.Status, r.Raw)
			}
			a.p.RewriteDiscovery(func(doc map[string]any) { doc["token_endpoint"] = sink.URL + "/token" })
			defer a.p.RewriteDiscovery(nil)
			e.clock.Advance(11 * time.Minute) // the cached discovery expires (and the sessions with it: this runs last)
			status, loc := newBrowser(e).hop("GET", "/authgateway/oidc/authorize?orgName=Alpha", nil)
			if status != 302 || !strings.HasSuffix(loc, "oidcError="+identity.CodeProviderError) {
				t.Errorf("authorize = %d %s", status, loc)
			}
		})
		if n := stolen.Load(); n != 0 {
			t.Errorf("the other listener received %d requests", n)
		}
	})
}

// TestProviderAuthorizeLimits is finding 5: authorize spends the
// address's sign-in budget, flows last 10 minutes, and discovery is
// fetched once for many sign-ins.
func TestProviderAuthorizeLimits(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnvWith(t, db, func(s *auth.Settings) { s.AddrAttemptsPerMinute = 5 })
		e.withIdentity()
		p, err := testprovider.Start("", oidcClient, oidcSecret, []string{cwURL + callbackPath}, []string{cwURL + "/login"})
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		e.twoDairies(false)
		e.must("PUT", "/authgateway/identityProvider", e.admin, map[string]any{"orgName": "Gokul", "displayName": "G", "issuer": p.Issuer,
			"clientId": oidcClient, "clientSecret": oidcSecret, "enabled": true})
		var fetched atomic.Int32
		p.Observe(func(r *http.Request) {
			if r.URL.Path == "/.well-known/openid-configuration" {
				fetched.Add(1)
			}
		})
		authorize := func(addr string) string {
			r := e.do("GET", "/authgateway/oidc/authorize?orgName=Gokul", "", nil, "X-Test-Remote", addr)
			return r.Header.Get("Location")
		}
		for i := range 5 {
			if loc := authorize("10.1.1.1"); !strings.HasPrefix(loc, p.Issuer) {
				t.Fatalf("attempt %d = %s", i+1, loc)
			}
		}
		if loc := authorize("10.1.1.1"); !strings.HasSuffix(loc, "oidcError="+identity.CodeTooManyAttempts) {
			t.Errorf("sixth attempt in a minute = %s", loc)
		}
		if r := e.do("POST", "/authgateway/login", "", map[string]any{"username": "x", "password": "y"}, "X-Test-Remote", "10.1.1.1"); r.Status != 429 {
			t.Errorf("a password login from the same address = %d (one budget for both)", r.Status)
		}
		if loc := authorize("10.1.1.2"); !strings.HasPrefix(loc, p.Issuer) {
			t.Errorf("another address = %s", loc)
		}
		if n := fetched.Load(); n != 0 {
			t.Errorf("discovery fetched %d times for six sign-ins (the save's fetch is reused)", n)
		}
		if n := count(t, db, "oidc_flows"); n != 6 {
			t.Errorf("%d flows stored, want 6", n)
		}
		e.clock.Advance(11 * time.Minute)
		authorize("10.1.1.3")
		if n := count(t, db, "oidc_flows"); n != 1 {
			t.Errorf("%d flows after ten minutes, want only the new one", n)
		}
	})
}

// TestKeycloakRevealsNobody is finding 6's user lookup: POST /keycloak
// answers alike for a user with a provider, one without and nobody.
func TestKeycloakRevealsNobody(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		a := newIdpAttack(t, db)
		e := a.e
		e.must("PUT", "/authgateway/identityProvider", a.tr.tokens["alpha.admin"], a.settings("Alpha", nil))
		shape := func(name string) string {
			r := e.do("POST", "/keycloak", "", map[string]any{"username": name})
			var m map[string]any
			_ = json.Unmarshal(r.Raw, &m)
			return strings.ReplaceAll(string(r.Raw), url.QueryEscape(name), "NAME") + " " + http.StatusText(r.Status)
		}
		want := shape("alpha.viewer")
		for _, name := range []string{"admin", "nobody.at.all", "test-user2"} {
			if got := shape(name); got != want {
				t.Errorf("%s: %s, a user with a provider: %s", name, got, want)
			}
		}
	})
}

// TestProviderRegistration is finding 8: the redirect URI the settings
// screen shows is the one authorize sends, and a missing public URL is said.
func TestProviderRegistration(t *testing.T) {
	e := newEnv(t, storagetest.SQLite(t))
	e.withIdentity()
	r := e.must("GET", "/authgateway/oidc/registration", e.admin, nil)
	if r.S("redirectUri") != cwURL+callbackPath || r.S("postLogoutRedirectUri") != cwURL+"/login" || r.M()["publicUrlSet"] != true {
		t.Errorf("registration = %s", r.Raw)
	}
	e.withIdentityConfig(identity.Config{PublicURL: "http://localhost:8080"})
	if r := e.must("GET", "/authgateway/oidc/registration", e.admin, nil); r.M()["publicUrlSet"] != false || r.S("redirectUri") != "http://localhost:8080"+callbackPath {
		t.Errorf("without a public URL = %s", r.Raw)
	}
}

// TestSignInThroughEachBuiltInRole is the matrix's sign-in row: a
// provider that maps a group to each built-in role gives the user that
// role and exactly its privileges.
func TestSignInThroughEachBuiltInRole(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		a := newIdpAttack(t, db)
		e, b := a.e, newBrowser(a.e)
		roleMap := map[string]string{}
		for _, r := range role.Defaults {
			roleMap["g-"+r.RoleName] = r.RoleName
		}
		e.must("PUT", "/authgateway/identityProvider", a.tr.tokens["alpha.admin"], a.settings("Alpha", roleMap))
		for _, r := range role.Defaults {
			q := a.as(b, "Alpha", claims("sub-centre-viewer", "centre.viewer", map[string]any{"groups": []string{"g-" + r.RoleName}}))
			s := b.redeem(q.Get("oidcCode"))
			if s.Status != 200 {
				t.Errorf("%s: %d %s (%v)", r.RoleName, s.Status, s.Raw, q)
				continue
			}
			if got := a.roleOf("centre.viewer"); got != r.RoleName {
				t.Errorf("%s: role = %q", r.RoleName, got)
			}
			me := e.must("GET", prov+"/users/userDetails?userName=centre.viewer", s.S("jwtAccessToken"), nil)
			if me.Status != 200 {
				t.Errorf("%s: the session does not work", r.RoleName)
			}
		}
	})
}
