package identity

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/sync/singleflight"
)

// The provider is confined (docs/security.md): the server talks to it only
// over the issuer's own origin (its scheme, host and port), over https
// unless the operator allows http, and never to a loopback, private,
// link-local or otherwise non-public address unless the operator allows
// it; it follows no redirect, so the client secret goes to the discovered
// token endpoint and nowhere else.

// The failures of discovery, each a message key of the settings form's
// issuer field; a sign-in reports any of them as identity.providerError.
const (
	CodeIssuerUnreachable = "identity.issuer.unreachable"
	CodeIssuerMismatch    = "identity.issuer.mismatch"
	CodeIssuerEndpoint    = "identity.issuer.endpoint"
	CodeIssuerPrivate     = "identity.issuer.private"
)

// discoveryError is a failed discovery: Code is its message key, Detail
// what the administrator needs to fix it (an endpoint, an address).
type discoveryError struct {
	Code   string
	Detail string
	err    error
}

func (e *discoveryError) Error() string {
	return fmt.Sprintf("identity: discovery: %s %s: %v", e.Code, e.Detail, e.err)
}
func (e *discoveryError) Unwrap() error { return e.err }

// errPrivateAddress refuses a connection to a non-public address.
var errPrivateAddress = errors.New("identity: the provider's address is not public")

// errRedirect refuses every redirect the provider answers.
var errRedirect = errors.New("identity: the provider answered a redirect")

const (
	// discoveryTTL is how long a provider's discovery document (and its
	// signing keys) is reused.
	discoveryTTL = 10 * time.Minute
	// failureTTL is how long a failed discovery is remembered, so that a
	// provider that hangs does not hold every sign-in for the timeout.
	failureTTL = 30 * time.Second
	// providerTimeout bounds every call to a provider.
	providerTimeout = 10 * time.Second
)

// confinedClient is the HTTP client that talks to providers.
func confinedClient(allowPrivate bool) *http.Client {
	d := &net.Dialer{Timeout: 5 * time.Second, Control: func(_, address string, _ syscall.RawConn) error {
		if allowPrivate {
			return nil
		}
		host, _, err := net.SplitHostPort(address)
		if err != nil {
			return err
		}
		ip, err := netip.ParseAddr(host)
		if err != nil || !publicAddr(ip) {
			return errPrivateAddress
		}
		return nil
	}}
	tr := &http.Transport{DialContext: d.DialContext, TLSHandshakeTimeout: 5 * time.Second, ResponseHeaderTimeout: providerTimeout,
		MaxIdleConns: 20, IdleConnTimeout: time.Minute, ForceAttemptHTTP2: true}
	return &http.Client{Transport: tr, Timeout: providerTimeout, CheckRedirect: func(*http.Request, []*http.Request) error { return errRedirect }}
}

// publicAddr reports whether ip is a public unicast address.
func publicAddr(ip netip.Addr) bool {
	ip = ip.Unmap()
	return ip.IsGlobalUnicast() && !ip.IsPrivate() && !ip.IsLoopback() && !ip.IsLinkLocalUnicast() &&
		!cgnat.Contains(ip) && !ip.IsUnspecified()
}

// cgnat is the shared address space of carrier-grade NAT (RFC 6598).
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// discovery caches each issuer's provider (its discovery document and
// signing keys) for discoveryTTL, and a failure for failureTTL; concurrent
// sign-ins share one fetch.
type discovery struct {
	client    *http.Client
	allowHTTP bool
	now       func() time.Time

	group singleflight.Group
	mu    sync.Mutex
	cache map[string]cachedProvider
}

type cachedProvider struct {
	p   *oidc.Provider
	err error
	at  time.Time
}

// get answers the provider of issuer, from the cache when it is fresh.
func (d *discovery) get(ctx context.Context, issuer string) (*oidc.Provider, error) {
	now := d.now()
	d.mu.Lock()
	c, ok := d.cache[issuer]
	d.mu.Unlock()
	if ok && ((c.err == nil && now.Sub(c.at) < discoveryTTL) || (c.err != nil && now.Sub(c.at) < failureTTL)) {
		return c.p, c.err
	}
	v, _, _ := d.group.Do(issuer, func() (any, error) {
		p, err := d.fetch(context.WithoutCancel(ctx), issuer)
		d.mu.Lock()
		d.cache[issuer] = cachedProvider{p: p, err: err, at: d.now()}
		d.mu.Unlock()
		return cachedProvider{p: p, err: err}, nil
	})
	r := v.(cachedProvider)
	return r.p, r.err
}

// forget drops an issuer from the cache (its settings were saved).
func (d *discovery) forget(issuer string) {
	d.mu.Lock()
	delete(d.cache, issuer)
	d.mu.Unlock()
}

// fetch reads and checks the discovery document of issuer.
func (d *discovery) fetch(ctx context.Context, issuer string) (*oidc.Provider, error) {
	if err := d.allowedURL(issuer, nil); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, providerTimeout)
	defer cancel()
	p, err := oidc.NewProvider(oidc.ClientContext(ctx, d.client), issuer)
	if err != nil {
		var mismatch *oidc.IssuerMismatchError
		switch {
		case errors.As(err, &mismatch):
			return nil, &discoveryError{Code: CodeIssuerMismatch, Detail: mismatch.Discovered, err: err}
		case errors.Is(err, errPrivateAddress):
			return nil, &discoveryError{Code: CodeIssuerPrivate, Detail: issuer, err: err}
		}
		return nil, &discoveryError{Code: CodeIssuerUnreachable, Detail: issuer + "/.well-known/openid-configuration", err: err}
	}
	var meta struct {
		Authorization string `json:"authorization_endpoint"`
		Token         string `json:"token_endpoint"`
		JWKS          string `json:"jwks_uri"`
		UserInfo      string `json:"userinfo_endpoint"`
		EndSession    string `json:"end_session_endpoint"`
	}
	if err := p.Claims(&meta); err != nil {
		return nil, &discoveryError{Code: CodeIssuerUnreachable, Detail: issuer, err: err}
	}
	base, _ := url.Parse(issuer)
	for _, e := range []struct {
		url      string
		required bool
	}{{meta.Authorization, true}, {meta.Token, true}, {meta.JWKS, true}, {meta.UserInfo, false}, {meta.EndSession, false}} {
		if e.url == "" && !e.required {
			continue
		}
		if err := d.allowedURL(e.url, base); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// allowedURL checks that u is an absolute URL of an allowed scheme and,
// when origin is given, of that origin.
func (d *discovery) allowedURL(u string, origin *url.URL) error {
	refuse := &discoveryError{Code: CodeIssuerEndpoint, Detail: u, err: errors.New("endpoint outside the issuer's origin")}
	if origin == nil {
		refuse.Code = "identity.issuer.invalid"
	}
	p, err := url.Parse(u)
	if err != nil || p.Host == "" || p.User != nil || !(p.Scheme == "https" || (p.Scheme == "http" && d.allowHTTP)) {
		return refuse
	}
	if origin != nil && originOf(p) != originOf(origin) {
		return refuse
	}
	return nil
}

// originOf is a URL's scheme, host and port (the scheme's default when
// none is written).
func originOf(u *url.URL) string {
	port := u.Port()
	if port == "" {
		port = map[string]string{"https": "443", "http": "80"}[u.Scheme]
	}
	return u.Scheme + "://" + net.JoinHostPort(strings.ToLower(u.Hostname()), port)
}
