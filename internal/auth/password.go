package auth

import (
	"sync"

	"github.com/alexedwards/argon2id"
)

// PasswordParams are the Argon2id settings. The default follows OWASP's
// minimum (19 MiB, two passes) so that many logins can hash at once without
// exhausting memory.
var PasswordParams = &argon2id.Params{
	Memory:      19 * 1024,
	Iterations:  2,
	Parallelism: 1,
	SaltLength:  16,
	KeyLength:   32,
}

// HashPassword returns the Argon2id encoding of password.
func HashPassword(password string) (string, error) {
	return argon2id.CreateHash(password, PasswordParams)
}

// CheckPassword reports whether password matches the stored hash. An empty
// or malformed hash never matches.
func CheckPassword(password, hash string) bool {
	if hash == "" {
		return false
	}
	ok, err := argon2id.ComparePasswordAndHash(password, hash)
	return err == nil && ok
}

// dummyHash is compared against when the account does not exist or is
// locked, so that those answers take as long as a wrong password.
var dummyHash = sync.OnceValue(func() string {
	h, err := HashPassword("chillwatch-timing-equaliser")
	if err != nil {
		panic("auth: hash: " + err.Error())
	}
	return h
})
