package api_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"net/url"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/danielgtaylor/huma/v2"

	"github.com/chillwatch/chillwatch/internal/input"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// hostile is one bad value: as it goes into a URL (already escaped) and
// as raw JSON text. exact400 marks the refusals of the input boundary,
// which must be exactly 400; the others must be some 4xx.
type hostile struct {
	name     string
	url      string
	json     string
	exact400 bool
}

var (
	nulValue  = hostile{"NUL", "a%00b", `"a\u0000b"`, true}
	utf8Value = hostile{"invalid UTF-8", "%FF%FEa", "\"\xff\xfea\"", true}
	int64Over = hostile{"int64 overflow", "9223372036854775808", "9223372036854775808", false}
	int64Max  = hostile{"int64 max", "9223372036854775807", "9223372036854775807", false}
	negative  = hostile{"negative", "-1", "-1", false}
)

// overlong is a string one character over limit.
func overlong(limit int) hostile {
	s := strings.Repeat("a", limit+1)
	return hostile{fmt.Sprintf("overlong (%d)", limit+1), s, `"` + s + `"`, true}
}

// pageLike are the parameters that page a list: negative and huge values
// must be refused there.
var pageLike = []string{"page", "size", "pagingState", "pageSize"}

// sweepCase is one request of the sweep.
type sweepCase struct {
	label, method, path string
	body                string // raw JSON, or "" for none
	value               hostile
}

// TestHostileInputEverywhere sends NUL, invalid UTF-8, an overlong string,
// an int64 overflow and a negative page into every string and number
// parameter of every route and into every string and number field of
// every JSON body, as the platform administrator (so that privileges never
// stop the value early). The routes come from the OpenAPI document: a new
// route is covered the day it is added. Each answer is a 4xx (exactly 400
// for the input boundary's refusals), never a 5xx, and afterwards no table
// holds a row more than before.
func TestHostileInputEverywhere(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		newTree(e)
		doc := server(t, e).API().OpenAPI()
		cases := sweep(doc)
		if len(cases) < 500 {
			t.Fatalf("only %d cases generated: is the OpenAPI document read?", len(cases))
		}
		before := rowCounts(t, db)
		failures := 0
		for _, c := range cases {
			req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
			if c.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			req.Header.Set("Authorization", "Bearer "+e.admin)
			rec := httptest.NewRecorder()
			e.h.ServeHTTP(rec, req)
			bad := rec.Code < 400 || rec.Code >= 500 || (c.value.exact400 && rec.Code != 400)
			if bad {
				failures++
				if failures <= 40 {
					t.Errorf("%s: %s %.120s = %d %.300s", c.label, c.method, c.path, rec.Code, rec.Body.String())
				}
			}
		}
		if failures > 40 {
			t.Errorf("… and %d more", failures-40)
		}
		after := rowCounts(t, db)
		for table, n := range after {
			if n != before[table] {
				t.Errorf("table %s: %d rows before the sweep, %d after", table, before[table], n)
			}
		}
		t.Logf("%d hostile requests", len(cases))
	})
}

// sweep builds every case from the document, in a stable order.
func sweep(doc *huma.OpenAPI) []sweepCase {
	var out []sweepCase
	paths := make([]string, 0, len(doc.Paths))
	for p := range doc.Paths {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		item := doc.Paths[p]
		for _, mo := range []struct {
			method string
			op     *huma.Operation
		}{{"GET", item.Get}, {"POST", item.Post}, {"PUT", item.Put}, {"DELETE", item.Delete}, {"PATCH", item.Patch}} {
			if mo.op == nil {
				continue
			}
			out = append(out, paramCases(mo.method, p, mo.op)...)
			out = append(out, bodyCases(doc, mo.method, p, mo.op)...)
		}
	}
	return out
}

// valuesFor are the hostile values for a parameter or field of a schema.
func valuesFor(name string, s *huma.Schema, maxDefault int) []hostile {
	limit := maxDefault
	if s != nil && s.MaxLength != nil && *s.MaxLength > limit {
		limit = *s.MaxLength
	}
	vals := []hostile{nulValue, utf8Value, overlong(limit)}
	numeric := s != nil && (s.Type == "integer" || s.Type == "number")
	if numeric || slices.Contains(pageLike, name) {
		vals = append(vals, int64Over)
	}
	if slices.Contains(pageLike, name) {
		vals = append(vals, negative, int64Max)
	}
	return vals
}

func paramCases(method, path string, op *huma.Operation) []sweepCase {
	var out []sweepCase
	for _, prm := range op.Parameters {
		if prm.In != "path" && prm.In != "query" {
			continue
		}
		for _, v := range valuesFor(prm.Name, prm.Schema, input.MaxParam) {
			target := fill(path)
			if prm.In == "path" {
				target = strings.Replace(path, "{"+prm.Name+"}", v.url, 1)
				target = fill(target)
			} else {
				target += "?" + url.QueryEscape(prm.Name) + "=" + v.url
			}
			body := ""
			if op.RequestBody != nil && method != "GET" {
				body = "{}"
			}
			out = append(out, sweepCase{label: op.OperationID + " " + prm.In + " " + prm.Name + " " + v.name,
				method: method, path: target, body: body, value: v})
		}
	}
	return out
}

// bodyCases replaces each string and number field of a skeleton body, one
// at a time, with each hostile value.
func bodyCases(doc *huma.OpenAPI, method, path string, op *huma.Operation) []sweepCase {
	if op.RequestBody == nil || op.RequestBody.Content["application/json"] == nil {
		return nil
	}
	schema := resolve(doc, op.RequestBody.Content["application/json"].Schema)
	var fields []fieldRef
	if schema == nil || schema.Type != "object" && schema.Type != "array" {
		// A raw body (device records): one object with one string field.
		schema = &huma.Schema{Type: "object", Properties: map[string]*huma.Schema{"processTime": {Type: "string"}}}
	}
	collect(doc, schema, nil, 0, &fields)
	var out []sweepCase
	for _, f := range fields {
		limit := input.MaxString
		if slices.Contains(op.Tags, "device ingestion") {
			limit = -1 // records are bounded by the telemetry parser, not by length here
		}
		for _, v := range valuesFor(f.name(), f.schema, limit) {
			if limit < 0 && strings.HasPrefix(v.name, "overlong") {
				continue
			}
			out = append(out, sweepCase{label: op.OperationID + " body " + f.String() + " " + v.name,
				method: method, path: fill(path), body: skeleton(doc, schema, f.path, v.json, 0), value: v})
		}
	}
	return out
}

// fieldRef is a string or number field of a body: its path of keys, an
// empty key standing for "the first item of a list".
type fieldRef struct {
	path   []string
	schema *huma.Schema
}

func (f fieldRef) name() string { return f.path[len(f.path)-1] }

func (f fieldRef) String() string {
	var b strings.Builder
	for _, k := range f.path {
		if k == "" {
			b.WriteString("[0]")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(k)
	}
	return b.String()
}

func resolve(doc *huma.OpenAPI, s *huma.Schema) *huma.Schema {
	for s != nil && s.Ref != "" {
		s = doc.Components.Schemas.SchemaFromRef(s.Ref)
	}
	return s
}

// collect lists the string and number fields down to depth 3.
func collect(doc *huma.OpenAPI, s *huma.Schema, path []string, depth int, out *[]fieldRef) {
	s = resolve(doc, s)
	if s == nil || depth > 3 {
		return
	}
	switch s.Type {
	case "object":
		keys := make([]string, 0, len(s.Properties))
		for k := range s.Properties {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			collect(doc, s.Properties[k], append(slices.Clone(path), k), depth+1, out)
		}
	case "array":
		collect(doc, s.Items, append(slices.Clone(path), ""), depth+1, out)
	case "string", "integer", "number":
		if len(path) > 0 {
			*out = append(*out, fieldRef{path: path, schema: s})
		}
	}
}

// skeleton writes a JSON value of schema s with harmless content, and
// hostile (raw JSON) at the field path.
func skeleton(doc *huma.OpenAPI, s *huma.Schema, at []string, hostile string, depth int) string {
	s = resolve(doc, s)
	if s == nil || depth > 4 {
		return "null"
	}
	here := at != nil && len(at) == 0
	if here {
		return hostile
	}
	switch s.Type {
	case "object":
		keys := make([]string, 0, len(s.Properties))
		for k := range s.Properties {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, 0, len(keys))
		for _, k := range keys {
			var next []string
			if len(at) > 0 && at[0] == k {
				next = at[1:]
			}
			parts = append(parts, fmt.Sprintf("%q:%s", k, skeleton(doc, s.Properties[k], next, hostile, depth+1)))
		}
		return "{" + strings.Join(parts, ",") + "}"
	case "array":
		if len(at) > 0 && at[0] == "" {
			return "[" + skeleton(doc, s.Items, at[1:], hostile, depth+1) + "]"
		}
		return "[]"
	case "string":
		return `"x"`
	case "integer", "number":
		return "1"
	case "boolean":
		return "false"
	}
	return "null"
}

// rowCounts counts the rows of every table but the audit log.
func rowCounts(t *testing.T, db *storage.DB) map[string]int {
	t.Helper()
	ctx := context.Background()
	var tables []string
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
	if db.Dialect == storage.Postgres {
		q = `SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`
	}
	if err := db.Select(ctx, &tables, q); err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	for _, table := range tables {
		if table == "audit_log" {
			continue
		}
		var n int
		if err := db.Get(ctx, &n, `SELECT COUNT(*) FROM `+table); err != nil {
			t.Fatal(err)
		}
		out[table] = n
	}
	return out
}
