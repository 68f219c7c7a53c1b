package apperr

import (
	"net/mail"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Validator collects field errors; Err returns them as one KindInvalid error.
// Only the first problem of each field is kept, so each field shows one message.
type Validator struct {
	fields []FieldError
	seen   map[string]bool
}

// Add records a problem with field unless the field already has one.
func (v *Validator) Add(field, code string, args ...map[string]any) {
	if v.seen == nil {
		v.seen = map[string]bool{}
	}
	if v.seen[field] {
		return
	}
	v.seen[field] = true
	fe := FieldError{Field: field, Code: code}
	if len(args) > 0 {
		fe.Args = args[0]
	}
	v.fields = append(v.fields, fe)
}

// Check records code for field when ok is false, and returns ok.
func (v *Validator) Check(ok bool, field, code string) bool {
	if !ok {
		v.Add(field, code)
	}
	return ok
}

// Ordered records, when ok is false (a start after its end), spec 03
// §5's two messages of a reversed range, one on each field, and returns
// ok.
func (v *Validator) Ordered(ok bool, startField, endField string) bool {
	if !ok {
		v.Add(startField, "dates.startAfterEnd")
		v.Add(endField, "dates.endBeforeStart")
	}
	return ok
}

// Required records code when the trimmed value is empty; it returns whether
// the value was present so that further checks can be skipped.
func (v *Validator) Required(field, value, code string) bool {
	return v.Check(strings.TrimSpace(value) != "", field, code)
}

// Has reports whether field already has a problem.
func (v *Validator) Has(field string) bool { return v.seen[field] }

// Err returns the collected problems, or nil.
func (v *Validator) Err() error {
	if len(v.fields) == 0 {
		return nil
	}
	return &Error{Kind: KindInvalid, Code: "validation", Fields: v.fields}
}

var (
	digitsRe  = regexp.MustCompile(`^[0-9]+$`)
	lettersRe = regexp.MustCompile(`^[\p{L} ]+$`)
)

// IsDigits reports whether s is made of ASCII digits only.
func IsDigits(s string) bool { return digitsRe.MatchString(s) }

// IsLettersAndSpaces reports whether s holds only letters and spaces.
func IsLettersAndSpaces(s string) bool { return lettersRe.MatchString(s) }

// IsEmail reports whether s is a plain addr-spec e-mail address.
func IsEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	at := strings.LastIndexByte(s, '@')
	return err == nil && a.Address == s && strings.Contains(s[at:], ".") &&
		len(s) <= 254 && at <= 64 // RFC 5321's bounds: the address, its local part
}

// Len is the length of s in characters.
func Len(s string) int { return utf8.RuneCountInString(s) }
