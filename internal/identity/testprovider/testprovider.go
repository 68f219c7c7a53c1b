// Package testprovider runs a real OpenID Connect provider for tests and
// the browser scenario: zitadel/oidc's op package with its example
// storage and login page (discovery, JWKS, the code flow with PKCE,
// userinfo, end-session), with a signing key the test knows so that it
// can also hand out tampered id tokens (wrong audience, nonce, expiry,
// another key, alg none) through the real token endpoint.
package testprovider

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"

	"github.com/go-jose/go-jose/v4"
	"github.com/golang-jwt/jwt/v5"
	"github.com/zitadel/oidc/v3/example/server/exampleop"
	"github.com/zitadel/oidc/v3/example/server/storage"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// The accounts of the example storage, all with this password; the
// first one's user name ends with the issuer's host name.
const (
	Password = "verysecure"
	User2    = "test-user2"
)

// Provider is a running provider.
type Provider struct {
	Issuer string
	Key    *rsa.PrivateKey
	KeyID  string

	srv *http.Server
	ln  net.Listener

	mu      sync.Mutex
	tamper  func(claims map[string]any) string
	observe func(r *http.Request)
	rewrite func(doc map[string]any)
}

// Start runs a provider on 127.0.0.1 (addr "" picks a free port) with one
// web client (basic authentication, PKCE accepted) and its redirect and
// post-logout redirect URIs.
func Start(addr, clientID, secret string, redirectURIs, postLogoutURIs []string) (*Provider, error) {
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, err
	}
	p := &Provider{Issuer: "http://" + ln.Addr().String(), Key: key, KeyID: "cw-test-key", ln: ln}
	c := storage.WebClient(clientID, secret, redirectURIs...)
	inner := storage.NewStorageWithClients(storage.NewUserStore(p.Issuer), map[string]*storage.Client{clientID: c})
	st := &store{Storage: inner, key: signingKey{id: p.KeyID, key: key}, postLogout: postLogoutURIs}
	router := exampleop.SetupServer(p.Issuer, st, nil, false)
	p.srv = &http.Server{Handler: p.wrap(router)}
	go func() { _ = p.srv.Serve(ln) }()
	return p, nil
}

// User1 is the first example account's user name.
func (p *Provider) User1() string {
	host := strings.Split(strings.TrimPrefix(p.Issuer, "http://"), ":")[0]
	return "test-user@" + host
}

// Close stops the provider.
func (p *Provider) Close() { _ = p.srv.Close() }

// Tamper makes the token endpoint replace the id token by what fn makes
// of its claims (nil restores honest answers).
func (p *Provider) Tamper(fn func(claims map[string]any) string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.tamper = fn
}

// Sign signs claims with the provider's own key (RS256, its key id).
func (p *Provider) Sign(claims map[string]any) string {
	t := jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims(claims))
	t.Header["kid"] = p.KeyID
	s, _ := t.SignedString(p.Key)
	return s
}

// Observe calls fn with every request the provider receives, before it
// answers it (nil stops observing); the browser scenario's provider
// program reports the end-session calls with it.
func (p *Provider) Observe(fn func(r *http.Request)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.observe = fn
}

// RewriteDiscovery makes the discovery document what fn makes of it, as
// a provider of an attacker's own would answer (nil restores it).
func (p *Provider) RewriteDiscovery(fn func(doc map[string]any)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.rewrite = fn
}

// wrap rewrites the token endpoint's id token while tampering, and the
// discovery document while rewriting.
func (p *Provider) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p.mu.Lock()
		fn, seen, rewrite := p.tamper, p.observe, p.rewrite
		p.mu.Unlock()
		if seen != nil {
			seen(r)
		}
		var edit func(body map[string]any)
		switch {
		case fn != nil && r.Method == http.MethodPost && r.URL.Path == "/oauth/token":
			edit = func(body map[string]any) {
				if raw, ok := body["id_token"].(string); ok {
					if parts := strings.Split(raw, "."); len(parts) == 3 {
						claims := map[string]any{}
						if b, err := base64.RawURLEncoding.DecodeString(parts[1]); err == nil && json.Unmarshal(b, &claims) == nil {
							body["id_token"] = fn(claims)
						}
					}
				}
			}
		case rewrite != nil && r.URL.Path == "/.well-known/openid-configuration":
			edit = rewrite
		default:
			next.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		next.ServeHTTP(rec, r)
		var body map[string]any
		if json.Unmarshal(rec.Body.Bytes(), &body) == nil {
			edit(body)
		}
		out, _ := json.Marshal(body)
		for k, v := range rec.Header() {
			if k != "Content-Length" {
				w.Header()[k] = v
			}
		}
		w.WriteHeader(rec.Code)
		_, _ = bytes.NewReader(out).WriteTo(w)
	})
}

// store is the example storage with the provider's known key and the
// client's post-logout redirect URIs.
type store struct {
	*storage.Storage
	key        signingKey
	postLogout []string
}

func (s *store) SigningKey(context.Context) (op.SigningKey, error) { return &s.key, nil }

func (s *store) SignatureAlgorithms(context.Context) ([]jose.SignatureAlgorithm, error) {
	return []jose.SignatureAlgorithm{jose.RS256}, nil
}

func (s *store) KeySet(context.Context) ([]op.Key, error) { return []op.Key{&publicKey{s.key}}, nil }

func (s *store) GetClientByClientID(ctx context.Context, id string) (op.Client, error) {
	c, err := s.Storage.GetClientByClientID(ctx, id)
	if err != nil {
		return nil, err
	}
	return &client{Client: c, postLogout: s.postLogout}, nil
}

type client struct {
	op.Client
	postLogout []string
}

func (c *client) PostLogoutRedirectURIs() []string { return c.postLogout }

type signingKey struct {
	id  string
	key *rsa.PrivateKey
}

func (k *signingKey) SignatureAlgorithm() jose.SignatureAlgorithm { return jose.RS256 }
func (k *signingKey) Key() any                                    { return k.key }
func (k *signingKey) ID() string                                  { return k.id }

type publicKey struct{ signingKey }

func (k *publicKey) Algorithm() jose.SignatureAlgorithm { return jose.RS256 }
func (k *publicKey) Use() string                        { return "sig" }
func (k *publicKey) Key() any                           { return &k.key.PublicKey }
