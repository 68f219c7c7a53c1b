package auth

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
)

const signingKeyName = "token_signing_ed25519"

// LoadSigningKey returns the installation's token-signing key, generating
// and storing a new one on first use. There is no built-in key: every
// installation (and every replica sharing its database) signs with its own.
func LoadSigningKey(ctx context.Context, db *storage.DB) (ed25519.PrivateKey, error) {
	var encoded string
	err := db.Get(ctx, &encoded, `SELECT value FROM server_keys WHERE name = ?`, signingKeyName)
	if err != nil {
		seed := make([]byte, ed25519.SeedSize)
		if _, err := rand.Read(seed); err != nil {
			return nil, err
		}
		// Two replicas may start together: the first insert wins, both re-read.
		if _, err := db.Exec(ctx, `INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING`,
			signingKeyName, base64.StdEncoding.EncodeToString(seed), storage.Now(time.Now())); err != nil {
			return nil, fmt.Errorf("auth: store signing key: %w", err)
		}
		if err := db.Get(ctx, &encoded, `SELECT value FROM server_keys WHERE name = ?`, signingKeyName); err != nil {
			return nil, fmt.Errorf("auth: read signing key: %w", err)
		}
	}
	seed, err := base64.StdEncoding.DecodeString(encoded)
	if err != nil || len(seed) != ed25519.SeedSize {
		return nil, fmt.Errorf("auth: stored signing key is corrupt")
	}
	return ed25519.NewKeyFromSeed(seed), nil
}
