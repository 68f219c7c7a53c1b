package audit

import (
	"bytes"
	"encoding/json"
	"strings"
)

// Masked replaces every secret value in the log.
const Masked = "***"

// MaxJSON bounds each of before and after; a larger document keeps only its size.
const MaxJSON = 64 << 10

// secretWords mark a key whose value is a secret, wherever it sits.
var secretWords = []string{"password", "token", "secret", "credential", "apikey", "api_key", "authorization", "hash"}

// IsSecret reports whether a JSON key names a secret.
func IsSecret(key string) bool {
	k := strings.ToLower(key)
	for _, w := range secretWords {
		if strings.Contains(k, w) {
			return true
		}
	}
	return false
}

// Mask returns the JSON document b with the value of every secret key
// replaced by Masked, at any depth. Something that is not JSON is kept as
// its size only, never as its text.
func Mask(b []byte) json.RawMessage {
	if len(bytes.TrimSpace(b)) == 0 {
		return nil
	}
	var v any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		return sizeOnly(len(b))
	}
	out, err := json.Marshal(mask(v))
	if err != nil {
		return sizeOnly(len(b))
	}
	if len(out) > MaxJSON {
		return sizeOnly(len(out))
	}
	return out
}

func mask(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if IsSecret(k) && e != nil && e != "" {
				x[k] = Masked
			} else {
				x[k] = mask(e)
			}
		}
	case []any:
		for i, e := range x {
			x[i] = mask(e)
		}
	}
	return v
}

func sizeOnly(n int) json.RawMessage {
	b, _ := json.Marshal(map[string]int{"bytes": n})
	return b
}
