// Package input owns the hygiene every string from outside passes before
// any domain code sees it: no NUL, valid UTF-8, and a bounded length. It
// checks the values of a query or form, and JSON documents, which it
// walks only when the quick scan finds a problem, to name the field.
// PostgreSQL refuses NUL and invalid UTF-8 in text, SQLite stores them:
// refusing both here keeps the two databases alike and answers 400, never 500.
package input

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// Default length limits, in characters.
const (
	// MaxParam bounds a query, path or form value without a maxLength of its own.
	MaxParam = 512
	// MaxString bounds a string inside a JSON body.
	MaxString = 4096
)

// The message keys of a refused string.
const (
	CodeNUL     = "input.nul"
	CodeUTF8    = "input.utf8"
	CodeTooLong = "input.tooLong"
)

// Problem returns the message key of what is wrong with s, or "".
func Problem(s string, limit int) string {
	switch {
	case strings.IndexByte(s, 0) >= 0:
		return CodeNUL
	case !utf8.ValidString(s):
		return CodeUTF8
	case limit > 0 && len(s) > limit && utf8.RuneCountInString(s) > limit:
		return CodeTooLong
	}
	return ""
}

// String checks one value and names field in the refusal.
func String(field, s string, limit int) error {
	if code := Problem(s, limit); code != "" {
		return refuse(field, code, limit)
	}
	return nil
}

func refuse(field, code string, limit int) error {
	e := &apperr.Error{Kind: apperr.KindInvalid, Code: "validation",
		Fields: []apperr.FieldError{{Field: field, Code: code, Args: map[string]any{"Max": limit}}}}
	return e
}

// Values checks every key and value of a query or form. maxOf gives the
// length limit of a key (MaxParam when it answers 0). Fields are checked in
// name order, so the refusal is the same every time.
func Values(vs url.Values, maxOf func(key string) int) error {
	keys := make([]string, 0, len(vs))
	for k := range vs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var errs []apperr.FieldError
	for _, k := range keys {
		if code := Problem(k, MaxParam); code != "" {
			errs = append(errs, apperr.FieldError{Field: strconv.Quote(k), Code: code, Args: map[string]any{"Max": MaxParam}})
			continue
		}
		limit := MaxParam
		if maxOf != nil {
			if m := maxOf(k); m > 0 {
				limit = m
			}
		}
		for _, v := range vs[k] {
			if code := Problem(v, limit); code != "" {
				errs = append(errs, apperr.FieldError{Field: k, Code: code, Args: map[string]any{"Max": limit}})
				break
			}
		}
	}
	if len(errs) == 0 {
		return nil
	}
	return &apperr.Error{Kind: apperr.KindInvalid, Code: "validation", Fields: errs}
}

// Query parses a raw query string and checks it. A malformed escape is
// refused as well, naming the query.
func Query(raw string, maxOf func(key string) int) (url.Values, error) {
	vs, err := url.ParseQuery(raw)
	if err != nil {
		return nil, apperr.Invalid("query", "input.query")
	}
	return vs, Values(vs, maxOf)
}

var nulEscape = []byte(`\u0000`)

// JSON checks every string (keys and values) of a JSON document. The
// quick scan — valid UTF-8, no NUL byte or escape — passes most bodies
// untouched; otherwise the document is walked to name the first bad
// field by its path (sites[0].siteName). Whether the document is valid
// JSON is left to its decoder; limit bounds each string (0: no bound).
func JSON(body []byte, limit int) error {
	if utf8.Valid(body) && bytes.IndexByte(body, 0) < 0 && !bytes.Contains(body, nulEscape) &&
		(limit <= 0 || len(body) <= limit || longestString(body) <= limit) {
		return nil
	}
	return walk(body, limit)
}

// longestString is the byte length of the longest string literal of a
// JSON text (escapes counted as written): an upper bound of its length in
// characters, found in one pass without decoding.
func longestString(body []byte) int {
	longest, start, in, escaped := 0, 0, false, false
	for i, c := range body {
		switch {
		case !in:
			if c == '"' {
				in, start = true, i+1
			}
		case escaped:
			escaped = false
		case c == '\\':
			escaped = true
		case c == '"':
			in = false
			longest = max(longest, i-start)
		}
	}
	if in {
		longest = max(longest, len(body)-start)
	}
	return longest
}

// walk decodes the document token by token, tracking the path, and checks
// each string's raw text (for invalid UTF-8, which the decoder would
// silently replace) and its decoded value (for NUL and length).
func walk(body []byte, limit int) error {
	d := json.NewDecoder(bytes.NewReader(body))
	var stack []frame
	prev := int64(0)
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			// Not JSON (a raw NUL is a control character JSON forbids):
			// name what is wrong with the bytes, else let the decoder say.
			switch {
			case bytes.IndexByte(body, 0) >= 0:
				return refuse("body", CodeNUL, limit)
			case !utf8.Valid(body):
				return refuse("body", CodeUTF8, limit)
			}
			return nil
		}
		raw := body[prev:d.InputOffset()]
		prev = d.InputOffset()
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{':
				stack = append(stack, frame{object: true, expectKey: true})
			case '[':
				stack = append(stack, frame{index: -1})
			default:
				stack = stack[:len(stack)-1]
				advance(stack)
			}
			continue
		case string:
			isKey := len(stack) > 0 && stack[len(stack)-1].object && stack[len(stack)-1].expectKey
			field := path(stack)
			if isKey {
				field = join(field, t)
			}
			if !utf8.Valid(raw) {
				return refuse(fieldOr(field), CodeUTF8, limit)
			}
			if code := Problem(t, limit); code != "" {
				return refuse(fieldOr(field), code, limit)
			}
			if isKey {
				top := &stack[len(stack)-1]
				top.key, top.expectKey = t, false
				continue
			}
		}
		advance(stack)
	}
}

// frame is one open object or array of the walk.
type frame struct {
	object    bool
	expectKey bool
	key       string
	index     int
}

// advance moves the innermost container past one value.
func advance(stack []frame) {
	if len(stack) == 0 {
		return
	}
	top := &stack[len(stack)-1]
	if top.object {
		top.expectKey = true
	} else {
		top.index++
	}
}

// path names the value about to be read: a.b[2].c.
func path(stack []frame) string {
	var b strings.Builder
	for i, f := range stack {
		if f.object {
			if i == len(stack)-1 && f.expectKey {
				break
			}
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(f.key)
		} else {
			b.WriteString("[" + strconv.Itoa(f.index+1) + "]")
		}
	}
	return b.String()
}

func join(prefix, key string) string {
	if prefix == "" {
		return key
	}
	return prefix + "." + key
}

func fieldOr(f string) string {
	if f == "" {
		return "body"
	}
	return strings.ToValidUTF8(strings.ReplaceAll(f, "\x00", `\0`), "?")
}
