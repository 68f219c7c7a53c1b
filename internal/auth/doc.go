// Package auth owns identity: password hashing, the installation's token
// signing key, access and id tokens, server-side sessions with rotating
// refresh tokens, login throttling, the privilege catalogue and the
// Principal that every API call runs as.
package auth
