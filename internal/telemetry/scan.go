package telemetry

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
)

// A record is split with encoding/json/v2's tokenizer (jsontext): one
// pass over its bytes, with no reflection, where encoding/json decoded
// each attribute again for each use. What it accepts is what
// encoding/json accepted: duplicate names (the last one wins) and
// invalid UTF-8 (refused before, by input.JSON, on the way in).

// member is one name and raw value of a JSON object, in its order.
type member struct {
	name  string
	value []byte // the value's bytes, a slice of the object's
}

// scanner is a tokenizer and its input, kept for the next record.
type scanner struct {
	in  bytes.Buffer
	dec jsontext.Decoder
}

var scanners = sync.Pool{New: func() any { return new(scanner) }}

var lenient = []jsontext.Options{jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)}

// eachMember calls fn with each member of a JSON object, its name as
// written (quoted) and its value, until fn answers false. It answers
// false when raw is not one object (or not valid JSON), or fn stopped.
func eachMember(raw []byte, fn func(name, value []byte) bool) bool {
	return scan(raw, '{', func(d *jsontext.Decoder) bool {
		name, err := value(d, raw)
		if err != nil {
			return false
		}
		v, err := value(d, raw)
		return err == nil && fn(name, v)
	})
}

// members splits a JSON object into its members; ok is false when raw is
// not one object (or not valid JSON).
func members(raw []byte) (out []member, ok bool) {
	out = make([]member, 0, 8)
	ok = eachMember(raw, func(name, v []byte) bool {
		s, _ := text(name)
		out = append(out, member{s, v})
		return true
	})
	return out, ok
}

// elements splits a JSON array into its elements' bytes; ok is false when
// raw is not one array, nor null (an array of none, as encoding/json reads
// it).
func elements(raw []byte) (out [][]byte, ok bool) {
	if string(bytes.TrimSpace(raw)) == "null" {
		return nil, true
	}
	ok = scan(raw, '[', func(d *jsontext.Decoder) bool {
		v, err := value(d, raw)
		out = append(out, v)
		return err == nil
	})
	return out, ok
}

// scan reads raw as one object ('{') or array ('[') and calls each for
// each of its members or elements, until it answers false.
func scan(raw []byte, open jsontext.Kind, each func(*jsontext.Decoder) bool) bool {
	sc := scanners.Get().(*scanner)
	defer scanners.Put(sc)
	sc.in = *bytes.NewBuffer(raw)
	d := &sc.dec
	d.Reset(&sc.in, lenient...)
	if t, err := d.ReadToken(); err != nil || t.Kind() != open {
		return false
	}
	for {
		switch d.PeekKind() {
		case 0:
			return false
		case ']', '}':
			if _, err := d.ReadToken(); err != nil {
				return false
			}
			_, err := d.ReadToken()
			return errors.Is(err, io.EOF) // nothing after the value
		}
		if !each(d) {
			return false
		}
	}
}

// value reads the next value (or object name) and answers its bytes
// within raw, the decoder's input.
func value(d *jsontext.Decoder, raw []byte) ([]byte, error) {
	v, err := d.ReadValue()
	if err != nil {
		return nil, err
	}
	end := int(d.InputOffset())
	return raw[end-len(v) : end : end], nil
}

// nameIs tells whether a quoted name is want, case aside (as
// encoding/json matches a struct's fields).
func nameIs(quoted []byte, want string) bool {
	if bytes.IndexByte(quoted, '\\') < 0 {
		return len(quoted) >= 2 && bytes.EqualFold(quoted[1:len(quoted)-1], []byte(want))
	}
	s, _ := text(quoted)
	return strings.EqualFold(s, want)
}

// text answers the string a JSON string value holds; ok is false when
// raw is not a string.
func text(raw []byte) (string, bool) {
	if len(raw) < 2 || raw[0] != '"' {
		return "", false
	}
	if bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) {
		return string(raw[1 : len(raw)-1]), true
	}
	var s string // escapes or invalid UTF-8: as encoding/json reads them
	return s, json.Unmarshal(raw, &s) == nil
}

// number answers the number a JSON value is, as encoding/json reads one
// into a float64; ok is false for any other value.
func number(raw []byte) (float64, bool) {
	if len(raw) == 0 || (raw[0] != '-' && (raw[0] < '0' || raw[0] > '9')) {
		return 0, false
	}
	f, err := strconv.ParseFloat(string(raw), 64) // a valid JSON number is a valid float
	return f, err == nil
}

// measureValue reads a measure, {"value": number, "unit": text}, as
// encoding/json reads one into its struct: names matched case aside, the
// last one given winning, other members ignored. ok is false when the
// value is missing or null, or when a member has the wrong type.
func measureValue(raw []byte) (float64, bool) {
	var v float64
	has := false
	ok := eachMember(raw, func(name, m []byte) bool {
		switch {
		case nameIs(name, "value"):
			v, has = number(m)
			return has || string(m) == "null"
		case nameIs(name, "unit"):
			_, isText := text(m)
			return isText || string(m) == "null"
		}
		return true
	})
	return v, ok && has
}

// status reads "ON" (1) or "OFF" (0).
func status(raw []byte) (float64, bool) {
	s, _ := text(raw)
	switch s {
	case "ON":
		return 1, true
	case "OFF":
		return 0, true
	}
	return 0, false
}

// attributes splits a record into its attributes (the last of a name
// given twice wins, as in a decoded map).
func attributes(raw []byte) (map[string]json.RawMessage, bool) {
	ms, ok := members(raw)
	if !ok {
		return nil, false
	}
	attrs := make(map[string]json.RawMessage, len(ms))
	for _, m := range ms {
		attrs[m.name] = m.value
	}
	return attrs, true
}
