package auth

import (
	"crypto/ed25519"
	"errors"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

const (
	issuer          = "chillwatch"
	accessAudience  = "chillwatch-api"
	idTokenAudience = "chillwatch-console"
)

// AccessClaims are the claims of an access token. The session id ties the
// token to a server-side session, so that revoking the session (logout,
// disabled user, replayed refresh token) ends the token at once.
type AccessClaims struct {
	SessionID string `json:"sid"`
	UserName  string `json:"preferred_username"`
	jwt.RegisteredClaims
}

// IDClaims describe the signed-in user for the console (its idToken).
type IDClaims struct {
	UserName         string `json:"preferred_username"`
	Name             string `json:"name,omitempty"`
	Email            string `json:"email,omitempty"`
	OrganizationName string `json:"organizationName"`
	jwt.RegisteredClaims
}

// Tokens signs and verifies the installation's tokens.
type Tokens struct {
	key ed25519.PrivateKey
	ttl time.Duration
}

// NewTokens returns a signer with key whose access tokens last ttl.
func NewTokens(key ed25519.PrivateKey, ttl time.Duration) *Tokens {
	return &Tokens{key: key, ttl: ttl}
}

// TTL is the lifetime of an access token.
func (t *Tokens) TTL() time.Duration { return t.ttl }

// Access signs an access token for the user and session, valid from now.
func (t *Tokens) Access(userID int64, userName, sessionID string, now time.Time) (string, error) {
	c := AccessClaims{
		SessionID: sessionID,
		UserName:  userName,
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    issuer,
			Subject:   strconv.FormatInt(userID, 10),
			Audience:  jwt.ClaimStrings{accessAudience},
			IssuedAt:  jwt.NewNumericDate(now),
			NotBefore: jwt.NewNumericDate(now.Add(-time.Minute)),
			ExpiresAt: jwt.NewNumericDate(now.Add(t.ttl)),
		},
	}
	return jwt.NewWithClaims(jwt.SigningMethodEdDSA, c).SignedString(t.key)
}

// ID signs the console's id token, valid as long as the session may last.
func (t *Tokens) ID(c IDClaims, userID int64, now time.Time, lifetime time.Duration) (string, error) {
	c.RegisteredClaims = jwt.RegisteredClaims{
		Issuer:    issuer,
		Subject:   strconv.FormatInt(userID, 10),
		Audience:  jwt.ClaimStrings{idTokenAudience},
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(lifetime)),
	}
	return jwt.NewWithClaims(jwt.SigningMethodEdDSA, c).SignedString(t.key)
}

// ErrBadToken is returned for any token that does not verify.
var ErrBadToken = errors.New("auth: invalid token")

// ParseAccess verifies an access token at time now and returns its claims.
func (t *Tokens) ParseAccess(raw string, now time.Time) (*AccessClaims, error) {
	if len(raw) > 4096 {
		return nil, ErrBadToken
	}
	var c AccessClaims
	_, err := jwt.ParseWithClaims(raw, &c, func(*jwt.Token) (any, error) { return t.key.Public(), nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodEdDSA.Alg()}),
		jwt.WithIssuer(issuer),
		jwt.WithAudience(accessAudience),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(func() time.Time { return now }),
	)
	if err != nil || c.SessionID == "" {
		return nil, ErrBadToken
	}
	if _, err := strconv.ParseInt(c.Subject, 10, 64); err != nil {
		return nil, ErrBadToken
	}
	return &c, nil
}

// SessionOf returns the session id of an access token signed by this
// installation, ignoring its expiry (used to log out with an old token).
func (t *Tokens) SessionOf(raw string) (string, bool) {
	if raw == "" || len(raw) > 4096 {
		return "", false
	}
	var c AccessClaims
	_, err := jwt.ParseWithClaims(raw, &c, func(*jwt.Token) (any, error) { return t.key.Public(), nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodEdDSA.Alg()}), jwt.WithoutClaimsValidation())
	if err != nil || c.Issuer != issuer || c.SessionID == "" {
		return "", false
	}
	return c.SessionID, true
}
