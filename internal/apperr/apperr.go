// Package apperr owns the error kinds every domain package returns and the
// API maps to HTTP: not found, invalid (with one entry per field), conflict,
// unauthenticated, forbidden, too many requests. The Code of an error is
// stable and doubles as the key of its message in the English and French
// catalogues.
package apperr

import (
	"errors"
	"fmt"
	"strings"
)

// Kind classifies an error for the API layer.
type Kind int

// The error kinds.
const (
	KindInternal Kind = iota
	KindNotFound
	KindInvalid
	KindConflict
	KindUnauthenticated
	KindForbidden
	KindTooManyRequests
)

// String names the kind.
func (k Kind) String() string {
	return [...]string{"internal", "not_found", "invalid", "conflict", "unauthenticated", "forbidden", "too_many_requests"}[k]
}

// FieldError is one problem with one input field. Field is the JSON path
// ("address.pinCode", "mobileNumbers[0].mobileNumber"); Code the message key.
type FieldError struct {
	Field string `json:"field"`
	Code  string `json:"code"`
	// Row is the line of an imported file the field is on (1 is the
	// header), or 0.
	Row int `json:"row,omitempty"`
	// Args fill placeholders of the message ({{.Max}} …).
	Args map[string]any `json:"-"`
}

// Error is a classified error.
type Error struct {
	Kind   Kind
	Code   string
	Args   map[string]any
	Fields []FieldError
}

func (e *Error) Error() string {
	if len(e.Fields) == 0 {
		return e.Kind.String() + ": " + e.Code
	}
	parts := make([]string, len(e.Fields))
	for i, f := range e.Fields {
		parts[i] = f.Field + ": " + f.Code
	}
	return e.Kind.String() + ": " + e.Code + " (" + strings.Join(parts, "; ") + ")"
}

// Is makes errors.Is(err, ErrNotFound) and friends match by kind.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == "" && t.Kind == e.Kind
}

// Sentinels for errors.Is checks by kind.
var (
	ErrNotFound        = &Error{Kind: KindNotFound}
	ErrInvalid         = &Error{Kind: KindInvalid}
	ErrConflict        = &Error{Kind: KindConflict}
	ErrUnauthenticated = &Error{Kind: KindUnauthenticated}
	ErrForbidden       = &Error{Kind: KindForbidden}
)

// NotFound reports a missing object; what names it ("organization", "user").
// Objects outside the caller's scope are reported the same way.
func NotFound(what string) *Error {
	return &Error{Kind: KindNotFound, Code: "notFound", Args: map[string]any{"What": what}}
}

// Conflict reports a state that forbids the change, with its message key.
func Conflict(code string, args map[string]any) *Error {
	return &Error{Kind: KindConflict, Code: code, Args: args}
}

// Invalid reports one bad field.
func Invalid(field, code string) *Error {
	return &Error{Kind: KindInvalid, Code: "validation", Fields: []FieldError{{Field: field, Code: code}}}
}

// Unauthenticated reports missing or bad credentials with its message key.
func Unauthenticated(code string) *Error { return &Error{Kind: KindUnauthenticated, Code: code} }

// Forbidden reports a missing privilege.
func Forbidden(code string) *Error { return &Error{Kind: KindForbidden, Code: code} }

// TooManyRequests reports a rate limit.
func TooManyRequests(code string) *Error { return &Error{Kind: KindTooManyRequests, Code: code} }

// KindOf returns the kind of err, KindInternal for unclassified errors.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return KindInternal
}

// Wrap annotates an internal error with where it happened.
func Wrap(err error, format string, args ...any) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf(format+": %w", append(args, err)...)
}

// ItemError is the refusal of one item of a batch (a site of an import, a
// user's alert configuration), by its index in the batch.
type ItemError struct {
	Index int
	Err   *Error
}

// Refusal reports whether err refuses the input itself (invalid, or naming
// something unknown or out of scope) rather than failing the work.
func Refusal(err error) (*Error, bool) {
	var e *Error
	if errors.As(err, &e) && (e.Kind == KindInvalid || e.Kind == KindNotFound) {
		return e, true
	}
	return nil, false
}
