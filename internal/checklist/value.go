package checklist

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Value is a sub-task's value: the options of a SELECT, the entries of a
// COST, the bounds of a RANGE, or nothing for a BOOLEAN. It reads any JSON;
// the template rules check it against the task type and keep the typed
// form. A value read back from storage is answered as stored.
type Value struct {
	Options []Option
	Costs   []string
	Range   *Range
	raw     json.RawMessage
}

// MarshalJSON writes the typed value, or null.
func (v Value) MarshalJSON() ([]byte, error) {
	switch {
	case v.Options != nil:
		return json.Marshal(v.Options)
	case v.Costs != nil:
		return json.Marshal(v.Costs)
	case v.Range != nil:
		return json.Marshal(v.Range)
	case len(v.raw) > 0:
		return v.raw, nil
	}
	return []byte("null"), nil
}

// UnmarshalJSON keeps the JSON as sent, to be checked against the task type.
func (v *Value) UnmarshalJSON(b []byte) error {
	*v = Value{raw: append(json.RawMessage(nil), b...)}
	return nil
}

// json is the value as JSON, typed or as received.
func (v Value) json() json.RawMessage {
	b, _ := v.MarshalJSON()
	return b
}

func isNull(b json.RawMessage) bool {
	b = bytes.TrimSpace(b)
	return len(b) == 0 || bytes.Equal(b, []byte("null"))
}

// Reading is what was found for a sub-task: text, a number, yes/no, or
// nothing.
type Reading struct{ v any }

// NewReading wraps a reading.
func NewReading(v any) Reading { return Reading{v: v} }

// Value is the reading as decoded JSON: nil, a string, a float64 or a bool.
func (r Reading) Value() any { return r.v }

// MarshalJSON writes the reading.
func (r Reading) MarshalJSON() ([]byte, error) { return json.Marshal(r.v) }

// UnmarshalJSON reads any JSON; the record rules check it.
func (r *Reading) UnmarshalJSON(b []byte) error { return json.Unmarshal(b, &r.v) }

// text turns a scalar JSON value into trimmed text; ok is false for
// objects and lists.
func text(v any) (s string, ok bool) {
	switch x := v.(type) {
	case nil:
		return "", true
	case string:
		return strings.TrimSpace(x), true
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64), true
	case bool:
		return strconv.FormatBool(x), true
	}
	return "", false
}

// number reads a JSON number or numeric text. present is false for a
// missing or blank value; ok is false for anything that is not a finite number.
func number(v any) (f float64, present, ok bool) {
	switch x := v.(type) {
	case nil:
		return 0, false, false
	case float64:
		return x, true, true
	case string:
		s := strings.TrimSpace(x)
		if s == "" {
			return 0, false, false
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return 0, true, false
		}
		return f, true, true
	}
	return 0, true, false
}

// DateTime is an instant written, as the console expects, as the number
// array [year, month, day, hour, minute, second] in UTC. On input it also
// takes 3 to 7 numbers (a missing time is midnight, a seventh number,
// nanoseconds, is dropped) or a string: RFC 3339, or yyyy-MM-dd['T'HH:mm[:ss]]
// read as UTC.
type DateTime struct {
	t       time.Time
	invalid bool
}

// At is the DateTime of t, to the second.
func At(t time.Time) DateTime { return DateTime{t: t.UTC().Truncate(time.Second)} }

// Time is the instant, in UTC.
func (d DateTime) Time() time.Time { return d.t }

// IsZero reports a missing date.
func (d DateTime) IsZero() bool { return d.t.IsZero() && !d.invalid }

// Valid reports whether the input was a date.
func (d DateTime) Valid() bool { return !d.invalid }

// MarshalJSON writes [year, month, day, hour, minute, second].
func (d DateTime) MarshalJSON() ([]byte, error) {
	if d.t.IsZero() {
		return []byte("null"), nil
	}
	t := d.t.UTC()
	return fmt.Appendf(nil, "[%d,%d,%d,%d,%d,%d]", t.Year(), int(t.Month()), t.Day(), t.Hour(), t.Minute(), t.Second()), nil
}

// UnmarshalJSON reads a number array or a string. It never fails: what is
// not a date is marked invalid for the record rules to report.
func (d *DateTime) UnmarshalJSON(b []byte) error {
	*d = DateTime{}
	if isNull(b) {
		return nil
	}
	var parts []float64
	if err := json.Unmarshal(b, &parts); err == nil {
		d.t, d.invalid = fromParts(parts)
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		t, _, err := ParseTime(s)
		d.t, d.invalid = t, err != nil
		return nil
	}
	d.invalid = true
	return nil
}

func fromParts(p []float64) (time.Time, bool) {
	if len(p) < 3 || len(p) > 7 {
		return time.Time{}, true
	}
	n := [6]int{0, 1, 1, 0, 0, 0}
	for i, f := range p[:min(len(p), 6)] {
		if f != math.Trunc(f) || math.Abs(f) > 1e6 {
			return time.Time{}, true
		}
		n[i] = int(f)
	}
	t := time.Date(n[0], time.Month(n[1]), n[2], n[3], n[4], n[5], 0, time.UTC)
	if t.Year() != n[0] || int(t.Month()) != n[1] || t.Day() != n[2] || t.Hour() != n[3] || t.Minute() != n[4] ||
		t.Second() != n[5] || n[0] < 1900 || n[0] > 9999 {
		return time.Time{}, true
	}
	return t, false
}

// ParseTime reads RFC 3339 or yyyy-MM-dd['T'HH:mm[:ss]] (as UTC). dateOnly
// reports the plain date form.
func ParseTime(s string) (t time.Time, dateOnly bool, err error) {
	s = strings.TrimSpace(s)
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t.UTC().Truncate(time.Second), false, nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t, true, nil
	}
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02T15:04"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, false, nil
		}
	}
	return time.Time{}, false, fmt.Errorf("checklist: %q is not a date", s)
}
