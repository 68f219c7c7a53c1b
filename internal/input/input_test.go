package input

import (
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// refusal returns the field and code of a refusal, or "" for none.
func refusal(t *testing.T, err error) (string, string) {
	t.Helper()
	if err == nil {
		return "", ""
	}
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Kind != apperr.KindInvalid || len(ae.Fields) == 0 {
		t.Fatalf("not a field refusal: %v", err)
	}
	return ae.Fields[0].Field, ae.Fields[0].Code
}

func TestProblem(t *testing.T) {
	cases := []struct {
		s    string
		max  int
		want string
	}{
		{"Gokul", 10, ""}, {"", 10, ""}, {"é", 1, ""}, {"ée", 1, CodeTooLong}, {"a\x00b", 10, CodeNUL},
		{"\xff", 10, CodeUTF8}, {"\xed\xa0\x80", 10, CodeUTF8}, {strings.Repeat("a", 11), 10, CodeTooLong},
		{strings.Repeat("a", 11), 0, ""}, {"\x00", 0, CodeNUL},
	}
	for _, c := range cases {
		if got := Problem(c.s, c.max); got != c.want {
			t.Errorf("Problem(%q, %d) = %q, want %q", c.s, c.max, got, c.want)
		}
	}
}

func TestJSON(t *testing.T) {
	cases := []struct {
		name, body  string
		max         int
		field, code string
	}{
		{"clean", `{"a":"b","n":[1,{"c":"d"}]}`, 100, "", ""},
		{"not JSON is the decoder's business", `{"a":`, 100, "", ""},
		{"NUL escape in a value", `{"firstName":"Ra\u0000vi"}`, 100, "firstName", CodeNUL},
		{"raw NUL (not JSON at all)", "{\"firstName\":\"Ra\x00vi\"}", 100, "body", CodeNUL},
		{"invalid UTF-8 in a value", "{\"a\":\"ok\",\"lastName\":\"\xff\"}", 100, "lastName", CodeUTF8},
		{"nested in an array", `{"mobileNumbers":[{"countryCode":"+91"},{"countryCode":"\u0000"}]}`, 100, "mobileNumbers[1].countryCode", CodeNUL},
		{"an array at the top", `[{"siteId":"a"},{"siteId":"b\u0000"}]`, 100, "[1].siteId", CodeNUL},
		{"a bad key", `{"fir\u0000st":"x"}`, 100, "fir\\0st", CodeNUL},
		{"inside an object after an array", `{"l":[1,2],"o":{"k":"\u0000"}}`, 100, "o.k", CodeNUL},
		{"too long", `{"address":{"district":"` + strings.Repeat("x", 101) + `"}}`, 100, "address.district", CodeTooLong},
		{"long without a bound", `{"a":"` + strings.Repeat("x", 101) + `"}`, 0, "", ""},
		{"a bare string", `"\u0000"`, 100, "body", CodeNUL},
		{"an escaped backslash is not NUL", `{"a":"\\u0000"}`, 100, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			field, code := refusal(t, JSON([]byte(c.body), c.max))
			if field != c.field || code != c.code {
				t.Errorf("JSON(%q) refuses %q %q, want %q %q", c.body, field, code, c.field, c.code)
			}
		})
	}
}

func TestQuery(t *testing.T) {
	cases := []struct {
		raw         string
		field, code string
	}{
		{"orgName=Gokul&page=0", "", ""},
		{"orgName=a%00b", "orgName", CodeNUL},
		{"orgName=%FF", "orgName", CodeUTF8},
		{"a=1&b=%FF&c=%00", "b", CodeUTF8},
		{"k%00=1", `"k\x00"`, CodeNUL},
		{"sites=" + strings.Repeat("u", MaxParam+1), "sites", CodeTooLong},
		{"long=" + strings.Repeat("u", MaxParam+1), "long", ""},
		{"bad=%zz", "query", "input.query"},
	}
	maxOf := func(k string) int {
		if k == "long" {
			return 10 * MaxParam
		}
		return 0
	}
	for _, c := range cases {
		_, err := Query(c.raw, maxOf)
		field, code := refusal(t, err)
		if c.code == "" && err == nil {
			continue
		}
		if field != c.field || code != c.code {
			t.Errorf("Query(%.40q) refuses %q %q, want %q %q", c.raw, field, code, c.field, c.code)
		}
	}
	if err := Values(url.Values{"x": {"ok", "b\x00d"}}, nil); err == nil {
		t.Error("a second value with NUL passed")
	}
}

// FuzzJSON: the boundary never panics, and a JSON document it lets through
// is valid UTF-8 and decodes to strings (keys and values) without NUL, none
// longer than the bound.
func FuzzJSON(f *testing.F) {
	for _, s := range []string{`{"a":"b"}`, `[1,"\u0000"]`, "{\"\xff\":1}", `{"a":{"b":[{"c":"d"}]}}`, `"x"`, ``, `{`, `{"\u0000":1}`} {
		f.Add(s)
	}
	const limit = 64
	f.Fuzz(func(t *testing.T, body string) {
		if JSON([]byte(body), limit) != nil || !json.Valid([]byte(body)) {
			return
		}
		if !utf8.ValidString(body) {
			t.Fatalf("passed invalid UTF-8: %q", body)
		}
		var v any
		if err := json.Unmarshal([]byte(body), &v); err != nil {
			return
		}
		var check func(any)
		check = func(v any) {
			switch x := v.(type) {
			case string:
				if Problem(x, limit) != "" {
					t.Fatalf("passed %q in %q", x, body)
				}
			case []any:
				for _, e := range x {
					check(e)
				}
			case map[string]any:
				for k, e := range x {
					check(k)
					check(e)
				}
			}
		}
		check(v)
	})
}
