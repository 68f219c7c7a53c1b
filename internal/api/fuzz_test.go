package api_test

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// FuzzLogin throws arbitrary bodies at the login call. Whatever arrives, the
// answer is a JSON object with a client-error status (never a 5xx), and
// only the real credentials open a session.
func FuzzLogin(f *testing.F) {
	for _, seed := range []string{
		`{"username":"admin","password":"` + adminPassword + `"}`,
		`{"username":"admin","password":"wrong"}`,
		`{"userName":"admin","password":""}`,
		`{"username":"","password":""}`,
		`{"username":123}`,
		`{"username":"admin","password":"x","extra":[1,2,{}]}`,
		`[]`, `null`, `"admin"`, `{`, ``, "\x00\xff",
		`{"username":"` + string(bytes.Repeat([]byte("a"), 5000)) + `"}`,
		`{"username":"admin' OR '1'='1","password":"x"}`,
	} {
		f.Add(seed)
	}
	e := newEnv(f, storagetest.SQLite(f))
	f.Fuzz(func(t *testing.T, body string) {
		req := httptest.NewRequest("POST", "/authgateway/login", bytes.NewBufferString(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		e.h.ServeHTTP(rec, req)
		var m map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
			t.Fatalf("answer is not a JSON object: %d %q", rec.Code, rec.Body.String())
		}
		switch {
		case rec.Code == 200:
			var in map[string]any
			_ = json.Unmarshal([]byte(body), &in)
			name, _ := in["username"].(string)
			if name == "" {
				name, _ = in["userName"].(string)
			}
			if in["password"] != adminPassword || !strings.EqualFold(strings.TrimSpace(name), "admin") || m["jwtAccessToken"] == "" {
				t.Fatalf("a session was opened for %q", body)
			}
		case rec.Code >= 500:
			t.Fatalf("server error %d for %q: %s", rec.Code, body, rec.Body.String())
		case m["code"] == "" || m["message"] == "":
			t.Fatalf("error without code or message: %s", rec.Body.String())
		}
	})
}
