package api

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"github.com/danielgtaylor/huma/v2"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/i18n"
)

// Problem is every error answer: a stable code (also the console's i18n
// key), a message in the caller's language and, for invalid input, one
// entry per field.
type Problem struct {
	Status  int            `json:"status"`
	Code    string         `json:"code"`
	Message string         `json:"message"`
	Errors  []FieldProblem `json:"errors,omitempty"`
}

// FieldProblem is one bad input field.
type FieldProblem struct {
	Row     int    `json:"row,omitempty" doc:"the line of an imported file (1 is the header)"`
	Field   string `json:"field"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (p *Problem) Error() string { return p.Code + ": " + p.Message }

// GetStatus answers the HTTP status (huma.StatusError).
func (p *Problem) GetStatus() int { return p.Status }

// ContentType answers application/json whatever was asked for: errors keep
// the API's own shape, not problem+json (huma.ContentTypeFilter).
func (p *Problem) ContentType(string) string { return "application/json" }

var statusOf = map[apperr.Kind]int{
	apperr.KindNotFound:        http.StatusNotFound,
	apperr.KindInvalid:         http.StatusBadRequest,
	apperr.KindConflict:        http.StatusConflict,
	apperr.KindUnauthenticated: http.StatusUnauthorized,
	apperr.KindForbidden:       http.StatusForbidden,
	apperr.KindTooManyRequests: http.StatusTooManyRequests,
}

// problems turns errors into Problems in the language of the request.
type problems struct {
	msgs *i18n.Catalog
	log  *slog.Logger
}

// from maps a domain error to its answer. Unclassified errors are logged
// and answered as a generic 500, never with their text.
func (p problems) from(ctx context.Context, lang string, err error) *Problem {
	var pe *Problem
	if errors.As(err, &pe) {
		return pe
	}
	var ae *apperr.Error
	if !errors.As(err, &ae) {
		p.log.ErrorContext(ctx, "internal error", "err", err)
		return &Problem{Status: http.StatusInternalServerError, Code: "internal", Message: p.msgs.Text(lang, "internal", nil)}
	}
	out := &Problem{Status: statusOf[ae.Kind], Code: ae.Code}
	for _, f := range ae.Fields {
		args := map[string]any{"Field": f.Field}
		for k, v := range f.Args {
			args[k] = v
		}
		out.Errors = append(out.Errors, FieldProblem{Row: f.Row, Field: f.Field, Code: f.Code, Message: p.msgs.Text(lang, f.Code, args)})
	}
	out.Message = p.message(lang, ae.Code, ae.Args, out.Errors)
	return out
}

// message is the headline: for invalid input, each field and its message.
func (p problems) message(lang, code string, args map[string]any, fields []FieldProblem) string {
	if len(fields) == 0 {
		return p.msgs.Text(lang, code, args)
	}
	const shown = 10
	parts := make([]string, 0, shown+1)
	for i, f := range fields {
		if i == shown {
			parts = append(parts, p.msgs.Text(lang, "request.moreErrors", map[string]any{"Count": len(fields) - shown}))
			break
		}
		where := f.Field
		if f.Row > 0 {
			where = p.msgs.Text(lang, "request.row", map[string]any{"Row": f.Row}) + ", " + where
		}
		parts = append(parts, where+": "+f.Message)
	}
	return strings.Join(parts, "; ")
}

// hook replaces huma's problem+json errors with Problems. Huma exposes
// this as a package variable, so it is set once, when the API is built.
func (p problems) hook() func(hctx huma.Context, status int, msg string, errs ...error) huma.StatusError {
	return func(hctx huma.Context, status int, msg string, errs ...error) huma.StatusError {
		lang := ""
		ctx := context.Background()
		if hctx != nil {
			lang, ctx = hctx.Header("Accept-Language"), hctx.Context()
		}
		for _, err := range errs {
			var ae *apperr.Error
			if errors.As(err, &ae) {
				return p.from(ctx, lang, err)
			}
			var pe *Problem
			if errors.As(err, &pe) {
				return pe
			}
		}
		if status >= 500 {
			return p.from(ctx, lang, errors.Join(append([]error{errors.New(msg)}, errs...)...))
		}
		// Huma's own request validation: name each field.
		v := apperr.Validator{}
		for _, err := range errs {
			var d *huma.ErrorDetail
			if errors.As(err, &d) {
				field := d.Location
				for _, pre := range []string{"body.", "query.", "path.", "header."} {
					field = strings.TrimPrefix(field, pre)
				}
				v.Add(field, "request.invalidField", map[string]any{"Detail": d.Message})
			}
		}
		if verr := v.Err(); verr != nil {
			out := p.from(ctx, lang, verr)
			out.Status = http.StatusBadRequest
			return out
		}
		code := "request.invalid"
		switch status {
		case http.StatusNotFound:
			code = "notFound"
		case http.StatusMethodNotAllowed:
			code = "request.method"
		case http.StatusRequestEntityTooLarge:
			code = "request.tooLarge"
			if hctx != nil && hctx.Operation() != nil && slices.Contains(hctx.Operation().Tags, importTag) {
				code = "import.tooLarge"
			}
			if hctx != nil && hctx.Operation() != nil && slices.Contains(hctx.Operation().Tags, ingestTag) {
				code = "telemetry.tooLarge"
			}
			if hctx != nil && hctx.Operation() != nil && slices.Contains(hctx.Operation().Tags, ticketTag) {
				code = "ticket.fileTooLarge"
			}
		case http.StatusUnsupportedMediaType, http.StatusNotAcceptable:
			code = "request.mediaType"
		}
		return &Problem{Status: status, Code: code, Message: p.msgs.Text(lang, code, map[string]any{"Detail": msg})}
	}
}
