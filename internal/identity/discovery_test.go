package identity

import (
	"net/netip"
	"net/url"
	"testing"
)

func TestPublicAddr(t *testing.T) {
	for _, c := range []struct {
		ip     string
		public bool
	}{
		{"203.0.113.7", true}, {"8.8.8.8", true}, {"2001:4860:4860::8888", true},
		{"127.0.0.1", false}, {"::1", false}, {"10.1.2.3", false}, {"172.16.0.1", false}, {"192.168.1.1", false},
		{"169.254.169.254", false}, // the cloud metadata service
		{"fe80::1", false}, {"fc00::1", false}, {"100.64.0.1", false}, {"0.0.0.0", false}, {"::", false},
		{"224.0.0.1", false}, {"::ffff:127.0.0.1", false}, {"::ffff:10.0.0.1", false},
	} {
		if got := publicAddr(netip.MustParseAddr(c.ip)); got != c.public {
			t.Errorf("publicAddr(%s) = %v, want %v", c.ip, got, c.public)
		}
	}
}

func TestAllowedURL(t *testing.T) {
	issuer, _ := url.Parse("https://sso.dairy.example/realms/gokul")
	for _, c := range []struct {
		url       string
		allowHTTP bool
		ok        bool
	}{
		{"https://sso.dairy.example/realms/gokul/protocol/openid-connect/token", false, true},
		{"https://SSO.dairy.example:443/realms/gokul/certs", false, true},
		{"http://sso.dairy.example/realms/gokul/token", false, false}, // plain http, even on the same host
		{"http://sso.dairy.example/realms/gokul/token", true, false},  // another scheme than the issuer's
		{"https://sso.dairy.example:8443/token", false, false},        // another port
		{"https://evil.example/token", false, false},
		{"https://sso.dairy.example.evil.example/token", false, false},
		{"https://user:pw@sso.dairy.example/token", false, false},
		{"/relative/token", false, false},
		{"", false, false},
	} {
		d := &discovery{allowHTTP: c.allowHTTP}
		if err := d.allowedURL(c.url, issuer); (err == nil) != c.ok {
			t.Errorf("allowedURL(%q, allowHTTP=%v) = %v, want ok=%v", c.url, c.allowHTTP, err, c.ok)
		}
	}
	for _, c := range []struct {
		issuer    string
		allowHTTP bool
		ok        bool
	}{
		{"https://sso.dairy.example/realms/gokul", false, true},
		{"http://127.0.0.1:8081", false, false},
		{"http://127.0.0.1:8081", true, true},
		{"ftp://sso.dairy.example", true, false},
	} {
		d := &discovery{allowHTTP: c.allowHTTP}
		if err := d.allowedURL(c.issuer, nil); (err == nil) != c.ok {
			t.Errorf("issuer %q (allowHTTP=%v) = %v, want ok=%v", c.issuer, c.allowHTTP, err, c.ok)
		}
	}
}
