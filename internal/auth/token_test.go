package auth

import (
	"bytes"
	"crypto/ed25519"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

var tokenNow = time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)

func testKey(seed byte) ed25519.PrivateKey {
	return ed25519.NewKeyFromSeed(bytes.Repeat([]byte{seed}, ed25519.SeedSize))
}

func mustAccess(t testing.TB, tk *Tokens, now time.Time) string {
	t.Helper()
	raw, err := tk.Access(42, "asha", "sess-1", now)
	if err != nil {
		t.Fatalf("Access: %v", err)
	}
	return raw
}

// validClaims are access claims as Access writes them, for hand-made tokens.
func validClaims(now time.Time) AccessClaims {
	return AccessClaims{SessionID: "sess-1", UserName: "asha", RegisteredClaims: jwt.RegisteredClaims{
		Issuer: issuer, Subject: "42", Audience: jwt.ClaimStrings{accessAudience},
		IssuedAt: jwt.NewNumericDate(now), ExpiresAt: jwt.NewNumericDate(now.Add(5 * time.Minute)),
	}}
}

func TestAccessRoundTrip(t *testing.T) {
	tk := NewTokens(testKey(1), 5*time.Minute)
	c, err := tk.ParseAccess(mustAccess(t, tk, tokenNow), tokenNow.Add(time.Minute))
	if err != nil {
		t.Fatalf("ParseAccess = %v, want nil", err)
	}
	checks := []struct{ name, got, want string }{
		{"SessionID", c.SessionID, "sess-1"},
		{"Subject", c.Subject, "42"},
		{"UserName", c.UserName, "asha"},
	}
	for _, tt := range checks {
		if tt.got != tt.want {
			t.Errorf("%s = %q, want %q", tt.name, tt.got, tt.want)
		}
	}
}

func TestParseAccessRefuses(t *testing.T) {
	key := testKey(1)
	tk := NewTokens(key, 5*time.Minute)
	other := NewTokens(testKey(2), 5*time.Minute)
	valid := mustAccess(t, tk, tokenNow)

	sign := func(method jwt.SigningMethod, c jwt.Claims, k any) string {
		raw, err := jwt.NewWithClaims(method, c).SignedString(k)
		if err != nil {
			t.Fatalf("sign %s: %v", method.Alg(), err)
		}
		return raw
	}
	idToken, err := tk.ID(IDClaims{UserName: "asha"}, 42, tokenNow, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	wrongAud := validClaims(tokenNow)
	wrongAud.Audience = jwt.ClaimStrings{idTokenAudience}
	wrongIss := validClaims(tokenNow)
	wrongIss.Issuer = "someone-else"
	noSession := validClaims(tokenNow)
	noSession.SessionID = ""
	badSubject := validClaims(tokenNow)
	badSubject.Subject = "admin"
	noExpiry := validClaims(tokenNow)
	noExpiry.ExpiresAt = nil

	tests := []struct {
		name string
		raw  string
		now  time.Time
	}{
		{"expired", valid, tokenNow.Add(5*time.Minute + time.Second)},
		{"other key", mustAccess(t, other, tokenNow), tokenNow},
		{"alg none", sign(jwt.SigningMethodNone, validClaims(tokenNow), jwt.UnsafeAllowNoneSignatureType), tokenNow},
		{"alg HS256 keyed with the public key", sign(jwt.SigningMethodHS256, validClaims(tokenNow), []byte(key.Public().(ed25519.PublicKey))), tokenNow},
		{"id token", idToken, tokenNow},
		{"id token audience", sign(jwt.SigningMethodEdDSA, wrongAud, key), tokenNow},
		{"wrong issuer", sign(jwt.SigningMethodEdDSA, wrongIss, key), tokenNow},
		{"no session", sign(jwt.SigningMethodEdDSA, noSession, key), tokenNow},
		{"non-numeric subject", sign(jwt.SigningMethodEdDSA, badSubject, key), tokenNow},
		{"no expiry", sign(jwt.SigningMethodEdDSA, noExpiry, key), tokenNow},
		{"tampered payload", tamper(valid), tokenNow},
		{"empty", "", tokenNow},
		{"garbage", "not.a.token", tokenNow},
		{"too long", valid + strings.Repeat("A", 5000), tokenNow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := tk.ParseAccess(tt.raw, tt.now)
			if err == nil {
				t.Fatalf("ParseAccess = %+v, nil, want an error", c)
			}
			if c != nil {
				t.Errorf("claims = %+v, want nil with an error", c)
			}
		})
	}
}

// tamper swaps the payload of a token for one naming another session,
// keeping the original signature.
func tamper(raw string) string {
	parts := strings.Split(raw, ".")
	c := validClaims(tokenNow)
	c.SessionID = "sess-2"
	forged, _ := jwt.NewWithClaims(jwt.SigningMethodEdDSA, c).SigningString()
	return forged + "." + parts[2]
}

func TestSessionOf(t *testing.T) {
	tk := NewTokens(testKey(1), 5*time.Minute)
	other := NewTokens(testKey(2), 5*time.Minute)
	idToken, err := tk.ID(IDClaims{UserName: "asha"}, 42, tokenNow, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	expired := mustAccess(t, tk, tokenNow.Add(-24*time.Hour))

	tests := []struct {
		name   string
		raw    string
		wantOK bool
	}{
		{"expired token of this key", expired, true},
		{"fresh token of this key", mustAccess(t, tk, tokenNow), true},
		{"token of another key", mustAccess(t, other, tokenNow), false},
		{"id token", idToken, false},
		{"empty", "", false},
		{"garbage", "a.b.c", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sid, ok := tk.SessionOf(tt.raw)
			if ok != tt.wantOK {
				t.Fatalf("SessionOf ok = %v, want %v", ok, tt.wantOK)
			}
			want := ""
			if tt.wantOK {
				want = "sess-1"
			}
			if sid != want {
				t.Errorf("SessionOf sid = %q, want %q", sid, want)
			}
		})
	}
}

// FuzzParseAccess checks that ParseAccess never panics and accepts only
// tokens this key signed: since the signature covers the header and
// payload as sent, an accepted string must carry exactly the header and
// payload of a valid seed, and yield its claims.
func FuzzParseAccess(f *testing.F) {
	tk := NewTokens(testKey(7), 5*time.Minute)
	valid := mustAccess(f, tk, tokenNow)
	expired := mustAccess(f, tk, tokenNow.Add(-time.Hour))
	other := mustAccess(f, NewTokens(testKey(8), 5*time.Minute), tokenNow)
	for _, s := range []string{valid, expired, other, tamper(valid), "", "garbage", "a.b.c", "..",
		strings.Repeat("x", 5000), valid + "." + valid} {
		f.Add(s)
	}
	signed := valid[:strings.LastIndexByte(valid, '.')] // header.payload

	f.Fuzz(func(t *testing.T, raw string) {
		c, err := tk.ParseAccess(raw, tokenNow)
		if err != nil {
			if c != nil {
				t.Fatalf("ParseAccess(%q) returned claims with error %v", raw, err)
			}
			return
		}
		i := strings.LastIndexByte(raw, '.')
		if i < 0 || raw[:i] != signed {
			t.Fatalf("ParseAccess accepted %q, whose signed part is not that of the valid seed", raw)
		}
		if c.SessionID != "sess-1" || c.Subject != "42" || c.UserName != "asha" {
			t.Fatalf("ParseAccess(%q) = %+v, want the claims of the valid seed", raw, c)
		}
	})
}
