package api_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"crypto/rand"
	"crypto/rsa"
	"github.com/golang-jwt/jwt/v5"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/identity"
	"github.com/chillwatch/chillwatch/internal/identity/testprovider"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

const (
	cwURL        = "http://cw.test"
	oidcClient   = "chillwatch"
	oidcSecret   = "c1ient-s3cret-for-tests"
	callbackPath = "/authgateway/oidc/callback"
)

// withIdentity rebuilds the env's server with provider sign-in returning
// to cwURL.
func (e *env) withIdentity() {
	e.t.Helper()
	e.withIdentityConfig(identity.Config{PublicURL: cwURL, PublicURLSet: true, AllowHTTPIssuer: true, AllowPrivateAddresses: true})
}

// withIdentityConfig rebuilds the env's server with these identity
// settings (the audit log and a silent logger added).
func (e *env) withIdentityConfig(cfg identity.Config) {
	e.t.Helper()
	cfg.Audit, cfg.Log = e.svcs.Audit, slog.New(slog.DiscardHandler)
	e.svcs.Identity = identity.New(e.svcs.DB, e.svcs.Orgs, e.svcs.Auth, cfg)
	e.svcs.Identity.Now = e.clock.Now
	srv, err := app.NewAPI(e.svcs, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		e.t.Fatal(err)
	}
	e.srv, e.h = srv, srv.Handler()
}

// browser follows a sign-in as a browser would: ChillWatch's redirects
// are answered by the env's handler, the provider's by HTTP. It keeps
// ChillWatch's sign-in cookie (key) as a browser keeps cookies.
type browser struct {
	e   *env
	c   *http.Client
	key string
}

func newBrowser(e *env) *browser {
	return &browser{e: e, c: &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// get answers the Location a GET of u leads to (one hop).
func (b *browser) hop(method, u string, form url.Values) (int, string) {
	b.e.t.Helper()
	if strings.HasPrefix(u, cwURL) || strings.HasPrefix(u, "/authgateway") {
		req := httptest.NewRequest(method, strings.TrimPrefix(u, cwURL), nil)
		if b.key != "" {
			req.AddCookie(&http.Cookie{Name: identity.BrowserCookie, Value: b.key})
		}
		rec := httptest.NewRecorder()
		b.e.h.ServeHTTP(rec, req)
		for _, c := range rec.Result().Cookies() {
			if c.Name == identity.BrowserCookie {
				b.key = c.Value
			}
		}
		return rec.Code, rec.Header().Get("Location")
	}
	var res *http.Response
	var err error
	if form != nil {
		res, err = b.c.PostForm(u, form)
	} else {
		res, err = b.c.Get(u)
	}
	if err != nil {
		b.e.t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode, res.Header.Get("Location")
}

// signIn goes from ChillWatch's authorize to the provider's login form,
// signs in as user, and returns where the provider sends the browser back
// (ChillWatch's callback URL).
func (b *browser) signIn(p *testprovider.Provider, orgName, user string) string {
	b.e.t.Helper()
	status, loc := b.hop("GET", "/authgateway/oidc/authorize?orgName="+orgName, nil)
	if status != 302 || !strings.HasPrefix(loc, p.Issuer) {
		b.e.t.Fatalf("authorize = %d %s", status, loc)
	}
	au, _ := url.Parse(loc)
	if q := au.Query(); q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" || q.Get("nonce") == "" || q.Get("state") == "" ||
		q.Get("redirect_uri") != cwURL+callbackPath || q.Get("client_id") != oidcClient {
		b.e.t.Fatalf("authorization request lacks PKCE, nonce or state: %s", loc)
	}
	_, loc = b.hop("GET", loc, nil) // the provider's login page
	lu, err := url.Parse(loc)
	if err != nil || lu.Query().Get("authRequestID") == "" {
		b.e.t.Fatalf("provider login redirect = %s", loc)
	}
	_, loc = b.hop("POST", p.Issuer+"/login/username", url.Values{"username": {user}, "password": {testprovider.Password}, "id": {lu.Query().Get("authRequestID")}})
	if !strings.HasPrefix(loc, "http") {
		loc = p.Issuer + loc
	}
	_, loc = b.hop("GET", loc, nil) // the provider's callback, then ours
	if !strings.HasPrefix(loc, cwURL+callbackPath) {
		b.e.t.Fatalf("provider returned to %s", loc)
	}
	return loc
}

// redeem turns the callback's one-time code into a session at
// oAuthLogin, sending this browser's cookie.
func (b *browser) redeem(code string) resp {
	b.e.t.Helper()
	return b.e.do("POST", "/authgateway/oAuthLogin", "", nil, "authToken", code, "Cookie", identity.BrowserCookie+"="+b.key)
}

// finish calls ChillWatch's callback and returns the login page's query.
func (b *browser) finish(callback string) url.Values {
	b.e.t.Helper()
	status, loc := b.hop("GET", callback, nil)
	u, _ := url.Parse(loc)
	if status != 302 || u.Path != "/login" {
		b.e.t.Fatalf("callback = %d %s", status, loc)
	}
	return u.Query()
}

func TestOIDCSignIn(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.withIdentity()
		p, err := testprovider.Start("", oidcClient, oidcSecret, []string{cwURL + callbackPath}, []string{cwURL + "/login"})
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		e.twoDairies(true)
		e.createUser(e.admin, userBody("test-user2", "Gokul", "Viewer"))
		other := userBody("nandini.idp", "Nandini", "Viewer")
		other["emailId"] = "someone@example.org"
		e.createUser(e.admin, other)
		provider := map[string]any{"orgName": "Gokul", "displayName": "Gokul Keycloak", "issuer": p.Issuer, "clientId": oidcClient,
			"clientSecret": oidcSecret, "usernameClaim": "preferred_username", "enabled": true}
		saved := e.must("PUT", "/authgateway/identityProvider", e.admin, provider)
		if strings.Contains(string(saved.Raw), oidcSecret) || saved.M()["clientSecretSet"] != true {
			t.Fatalf("saved = %s", saved.Raw)
		}
		b := newBrowser(e)

		var session map[string]any
		t.Run("a good sign-in opens our session", func(t *testing.T) {
			q := b.finish(b.signIn(p, "Gokul", testprovider.User2))
			code := q.Get("oidcCode")
			if code == "" {
				t.Fatalf("login page query = %v", q)
			}
			r := b.redeem(code)
			if r.Status != 200 || r.S("userName") != "test-user2" || r.S("organizationName") != "Gokul" || r.S("jwtAccessToken") == "" ||
				r.S("idToken") == "" || r.S("refreshToken") == "" {
				t.Fatalf("oAuthLogin = %d %s", r.Status, r.Raw)
			}
			session = r.M()
			if me := e.do("GET", prov+"/users/userDetails?userName=test-user2", r.S("jwtAccessToken"), nil); me.Status != 200 {
				t.Errorf("the session does not work: %d %s", me.Status, me.Raw)
			}
			if again := b.redeem(code); again.Status != 401 || again.S("code") != "identity.codeInvalid" {
				t.Errorf("second use of the code = %d %s", again.Status, again.Raw)
			}
			if none := e.do("POST", "/authgateway/oAuthLogin", "", nil); none.Status != 400 || none.FieldMessages()["authToken"] == "" {
				t.Errorf("no authToken header = %d %s", none.Status, none.Raw)
			}
		})
		t.Run("the provider's own id token in authToken opens our session", func(t *testing.T) {
			claims := func() map[string]any {
				return map[string]any{"iss": p.Issuer, "aud": oidcClient, "sub": "direct-subject", "preferred_username": "test-user2",
					"iat": time.Now().Unix(), "exp": time.Now().Add(5 * time.Minute).Unix()}
			}
			r := e.do("POST", "/authgateway/oAuthLogin", "", nil, "authToken", p.Sign(claims()))
			if r.Status != 200 || r.S("userName") != "test-user2" || r.S("jwtAccessToken") == "" {
				t.Fatalf("oAuthLogin with an id token = %d %s", r.Status, r.Raw)
			}
			if me := e.do("GET", prov+"/users/userDetails?userName=test-user2", r.S("jwtAccessToken"), nil); me.Status != 200 {
				t.Errorf("the session does not work: %d %s", me.Status, me.Raw)
			}
			forged := func() string {
				k, _ := rsa.GenerateKey(rand.Reader, 2048)
				t := jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims(claims()))
				t.Header["kid"] = p.KeyID
				s, _ := t.SignedString(k)
				return s
			}
			for _, bad := range []struct {
				name, token, code string
			}{
				{"expired", p.Sign(func() map[string]any { c := claims(); c["exp"] = time.Now().Add(-time.Minute).Unix(); return c }()), "identity.tokenInvalid"},
				{"signed by another key", forged(), "identity.tokenInvalid"},
				{"for another client", p.Sign(func() map[string]any { c := claims(); c["aud"] = "someone-else"; return c }()), "identity.notConfigured"},
				{"of an unknown user", p.Sign(func() map[string]any { c := claims(); c["sub"], c["preferred_username"] = "x", "nobody"; return c }()), "identity.noUser"},
				{"not a token", "a.b.c", "identity.tokenInvalid"},
			} {
				if r := e.do("POST", "/authgateway/oAuthLogin", "", nil, "authToken", bad.token); r.Status != 401 || r.S("code") != bad.code {
					t.Errorf("%s: %d %s, want 401 %s", bad.name, r.Status, r.Raw, bad.code)
				}
			}
		})
		t.Run("sign-out ends our session and names the provider's end-session URL", func(t *testing.T) {
			token, _ := session["jwtAccessToken"].(string)
			r := e.must("POST", "/authgateway/ilogout", token, map[string]any{"jwtAccessToken": token, "userName": "test-user2"})
			end, err := url.Parse(r.S("endSessionUrl"))
			if err != nil || !strings.HasPrefix(r.S("endSessionUrl"), p.Issuer) || end.Query().Get("id_token_hint") == "" ||
				end.Query().Get("post_logout_redirect_uri") != cwURL+"/login" || end.Query().Get("client_id") != oidcClient {
				t.Fatalf("logout = %s", r.Raw)
			}
			if after := e.do("GET", prov+"/users/userDetails?userName=test-user2", token, nil); after.Status != 401 {
				t.Errorf("the session lives on: %d", after.Status)
			}
			status, loc := b.hop("GET", end.String(), nil)
			if status != 302 || loc != cwURL+"/login" {
				t.Errorf("provider end-session = %d %s", status, loc)
			}
			pw := e.must("POST", "/authgateway/ilogout", e.admin, map[string]any{"jwtAccessToken": e.admin})
			if pw.S("endSessionUrl") != "" {
				t.Errorf("a password session has an end-session URL: %s", pw.Raw)
			}
			e.admin = e.login(app.AdminUserName, adminPassword)
		})
		t.Run("a replayed state is refused", func(t *testing.T) {
			cb := b.signIn(p, "Gokul", testprovider.User2)
			if q := b.finish(cb); q.Get("oidcCode") == "" {
				t.Fatalf("first = %v", q)
			}
			if q := b.finish(cb); q.Get("oidcError") != "identity.stateInvalid" || q.Get("oidcCode") != "" {
				t.Errorf("replay = %v", q)
			}
		})
		other2 := func() *rsa.PrivateKey { k, _ := rsa.GenerateKey(rand.Reader, 2048); return k }()
		for _, tc := range []struct {
			name   string
			tamper func(c map[string]any) string
		}{
			{"a wrong audience", func(c map[string]any) string { c["aud"] = []string{"someone-else"}; return p.Sign(c) }},
			{"a wrong nonce", func(c map[string]any) string { c["nonce"] = "not-the-nonce"; return p.Sign(c) }},
			{"an expired token", func(c map[string]any) string {
				c["iat"], c["exp"] = time.Now().Add(-2*time.Hour).Unix(), time.Now().Add(-time.Hour).Unix()
				return p.Sign(c)
			}},
			{"a token signed by another key", func(c map[string]any) string {
				t := jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims(c))
				t.Header["kid"] = p.KeyID
				s, _ := t.SignedString(other2)
				return s
			}},
			{"alg none", func(c map[string]any) string {
				s, _ := jwt.NewWithClaims(jwt.SigningMethodNone, jwt.MapClaims(c)).SignedString(jwt.UnsafeAllowNoneSignatureType)
				return s
			}},
			{"another issuer", func(c map[string]any) string { c["iss"] = "http://evil.example"; return p.Sign(c) }},
		} {
			t.Run(tc.name+" is refused", func(t *testing.T) {
				p.Tamper(tc.tamper)
				defer p.Tamper(nil)
				q := b.finish(b.signIn(p, "Gokul", testprovider.User2))
				if q.Get("oidcError") != "identity.tokenInvalid" || q.Get("oidcCode") != "" {
					t.Errorf("login page query = %v", q)
				}
			})
		}
		t.Run("the honest token still passes after the refusals", func(t *testing.T) {
			if q := b.finish(b.signIn(p, "Gokul", testprovider.User2)); q.Get("oidcCode") == "" {
				t.Errorf("= %v", q)
			}
		})
		t.Run("a user of another organisation is refused", func(t *testing.T) {
			// The provider's test-user2 is linked; its other account is
			// named like nobody of Gokul, and Nandini's users never match.
			q := b.finish(b.signIn(p, "Gokul", p.User1()))
			if q.Get("oidcError") != "identity.noUser" {
				t.Errorf("= %v", q)
			}
			e.must("PUT", "/authgateway/identityProvider", e.admin, map[string]any{"orgName": "Nandini", "displayName": "Nandini IdP",
				"issuer": p.Issuer, "clientId": oidcClient, "clientSecret": oidcSecret, "enabled": true})
			// test-user2 is a Gokul user: signing in through Nandini's provider is refused.
			if q := b.finish(b.signIn(p, "Nandini", testprovider.User2)); q.Get("oidcError") != "identity.noUser" {
				t.Errorf("through Nandini = %v", q)
			}
		})
		t.Run("the login page and POST /keycloak find the provider", func(t *testing.T) {
			pub := e.must("GET", "/authgateway/oidc/provider?orgName=gokul", "", nil)
			if pub.S("displayName") != "Gokul Keycloak" || pub.S("authorizationUrl") != "/authgateway/oidc/authorize?orgName=Gokul" || strings.Contains(string(pub.Raw), oidcSecret) {
				t.Errorf("public = %s", pub.Raw)
			}
			kc := e.must("POST", "/keycloak", "", map[string]any{"username": "test-user2"})
			if kc.S("authorizationUrl") != "/authgateway/oidc/authorize?username=test-user2" {
				t.Errorf("keycloak = %s", kc.Raw)
			}
			// The URL leads to Gokul's provider.
			if status, loc := b.hop("GET", kc.S("authorizationUrl"), nil); status != 302 || !strings.HasPrefix(loc, p.Issuer) {
				t.Errorf("keycloak's URL = %d %s", status, loc)
			}
			if r := e.do("GET", "/authgateway/oidc/provider?orgName=ChillWatch", "", nil); r.Status != 404 {
				t.Errorf("no provider = %d", r.Status)
			}
		})
		t.Run("a stored secret is kept when the form leaves it empty; bad settings name the field", func(t *testing.T) {
			provider["clientSecret"] = ""
			e.must("PUT", "/authgateway/identityProvider", e.admin, provider)
			if q := b.finish(b.signIn(p, "Gokul", testprovider.User2)); q.Get("oidcCode") == "" {
				t.Errorf("sign-in after keeping the secret = %v", q)
			}
			r := e.do("PUT", "/authgateway/identityProvider", e.admin, map[string]any{"orgName": "Gokul", "displayName": "", "issuer": "ftp://x",
				"clientId": "", "autoCreate": true, "roleMap": map[string]string{"admin": "NoSuchRole"}})
			m := r.FieldMessages()
			if r.Status != 400 || m["displayName"] == "" || m["issuer"] == "" || m["clientId"] == "" || m["defaultRole"] == "" || m["roleMap.admin"] == "" {
				t.Errorf("= %d %s", r.Status, r.Raw)
			}
		})
		t.Run("auto-creation with the default role, when allowed", func(t *testing.T) {
			provider["autoCreate"], provider["defaultRole"] = true, "Viewer"
			e.must("PUT", "/authgateway/identityProvider", e.admin, provider)
			q := b.finish(b.signIn(p, "Gokul", p.User1()))
			r := b.redeem(q.Get("oidcCode"))
			if r.Status != 200 || r.S("userName") != p.User1() || r.S("organizationName") != "Gokul" {
				t.Errorf("auto-created = %d %s (%v)", r.Status, r.Raw, q)
			}
		})
	})
}
