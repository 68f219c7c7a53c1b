package api

import (
	"bytes"
	"io"
	"mime"
	"slices"
	"strings"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"

	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/input"
)

// sanitize is the one boundary every call's strings pass (internal/input):
// path parameters and the query here, before the call is authenticated,
// and JSON or form bodies in sanitizeBody, once it is (so that nobody
// makes the server read a body it would refuse anyway). A NUL, invalid
// UTF-8 or an overlong value answers 400 naming the field before any
// domain code runs. CSV files are checked cell by cell by the importer,
// which names the row and column; device records by the telemetry parser,
// which MQTT shares.
func (s *Server) sanitize(ctx huma.Context, next func(huma.Context)) {
	op := ctx.Operation()
	for _, p := range op.Parameters {
		if p.In == "path" {
			if err := input.String(p.Name, ctx.Param(p.Name), maxLengthOf(p)); err != nil {
				s.writeErr(ctx, err)
				return
			}
		}
	}
	u := ctx.URL()
	if _, err := input.Query(u.RawQuery, func(key string) int { return queryMax(op, key) }); err != nil {
		s.writeErr(ctx, err)
		return
	}
	next(ctx)
}

// sanitizeBody runs after authorize: it checks a JSON or form body.
func (s *Server) sanitizeBody(ctx huma.Context, next func(huma.Context)) {
	if op := ctx.Operation(); op.RequestBody != nil && op.Method != "GET" {
		if err := s.checkBody(ctx, op); err != nil {
			s.writeErr(ctx, err)
			return
		}
	}
	next(ctx)
}

// checkBody reads a JSON or form body (up to the call's limit; a longer
// one is left whole for huma to refuse as too large), checks it, and puts
// it back for the handler.
func (s *Server) checkBody(ctx huma.Context, op *huma.Operation) error {
	ct, _, _ := mime.ParseMediaType(ctx.Header("Content-Type"))
	isJSON := ct == "" || ct == "application/json" || strings.HasSuffix(ct, "+json")
	form := ct == "application/x-www-form-urlencoded"
	if !isJSON && !form {
		return nil
	}
	r, _ := humago.Unwrap(ctx)
	if r.Body == nil {
		return nil
	}
	limit := op.MaxBodyBytes
	if limit <= 0 {
		limit = MaxBodyBytes
	}
	buf, err := io.ReadAll(io.LimitReader(r.Body, limit+1))
	if err != nil {
		return nil //nolint:nilerr // a body that cannot be read is left for the handler's own read to report
	}
	if int64(len(buf)) > limit {
		r.Body = io.NopCloser(io.MultiReader(bytes.NewReader(buf), r.Body))
		return nil
	}
	r.Body = io.NopCloser(bytes.NewReader(buf))
	if pend := audit.From(ctx.Context()); pend != nil {
		pend.After = buf // the request as sent; masked before it is kept
	}
	if form {
		// A form key that the call also takes in its query string has that
		// parameter's bound (the report calls' long uuids lists).
		_, err := input.Query(string(buf), func(key string) int { return queryMax(op, key) })
		return err
	}
	maxLen := input.MaxString
	if slices.Contains(op.Tags, ingestTag) {
		maxLen = 0 // device records: the telemetry parser bounds each attribute
	}
	return input.JSON(buf, maxLen)
}

// maxLengthOf is a parameter's own maxLength, or input.MaxParam.
func maxLengthOf(p *huma.Param) int {
	if p.Schema != nil && p.Schema.MaxLength != nil {
		return *p.Schema.MaxLength
	}
	return input.MaxParam
}

// queryMax is the length limit of a query key: the parameter's own
// maxLength, or input.MaxParam (0) for a parameter without one and for
// keys the call does not know.
func queryMax(op *huma.Operation, key string) int {
	for _, p := range op.Parameters {
		if p.In == "query" && p.Name == key {
			return maxLengthOf(p)
		}
	}
	return 0
}
