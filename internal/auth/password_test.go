package auth

import (
	"strings"
	"testing"
)

func TestPassword(t *testing.T) {
	hash, err := HashPassword("Secret123")
	if err != nil {
		t.Fatalf("HashPassword: %v", err)
	}
	if !strings.HasPrefix(hash, "$argon2id$") {
		t.Errorf("hash = %q, want an $argon2id$ encoding", hash)
	}
	if strings.Contains(hash, "Secret123") {
		t.Errorf("hash %q contains the password", hash)
	}
	again, err := HashPassword("Secret123")
	if err != nil {
		t.Fatal(err)
	}
	if again == hash {
		t.Error("two hashes of one password are equal, want a random salt")
	}

	tests := []struct {
		name     string
		password string
		hash     string
		want     bool
	}{
		{"right password", "Secret123", hash, true},
		{"right password, second hash", "Secret123", again, true},
		{"wrong password", "Secret124", hash, false},
		{"case matters", "secret123", hash, false},
		{"empty password", "", hash, false},
		{"empty hash", "Secret123", "", false},
		{"empty both", "", "", false},
		{"malformed hash", "Secret123", "$argon2id$garbage", false},
		{"plain text stored", "Secret123", "Secret123", false},
	}
	for _, tt := range tests {
		if got := CheckPassword(tt.password, tt.hash); got != tt.want {
			t.Errorf("%s: CheckPassword = %v, want %v", tt.name, got, tt.want)
		}
	}
}
