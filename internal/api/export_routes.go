package api

import (
	"bytes"
	"context"
	"encoding/json"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/export"
	"github.com/chillwatch/chillwatch/internal/paging"
)

type exportInput struct {
	Path           string `query:"path" maxLength:"1024" doc:"the list call to export, e.g. /authgateway/provisioningService/users/all"`
	Query          string `query:"query" maxLength:"200000" doc:"that call's query string, e.g. orgName=Gokul"`
	FileName       string `query:"fileName" doc:"download name without extension"`
	Columns        string `query:"columns" maxLength:"8192" doc:"comma-separated field:Header pairs; fields may be dot paths"`
	Authorization  string `header:"Authorization"`
	AcceptLanguage string `header:"Accept-Language"`
}

type fileOutput struct {
	ContentType        string `header:"Content-Type"`
	ContentDisposition string `header:"Content-Disposition"`
	Body               []byte
}

// exportRoutes serves table exports: the server re-runs the table's own list
// call with the caller's session (so every privilege and scope rule holds)
// for all rows, and writes the chosen columns to a spreadsheet.
func (s *Server) exportRoutes() {
	register(s, s.op(http.MethodGet, Base+"/export/xlsx", "exportXLSX", "Export a list call's rows as an XLSX spreadsheet", "exports"),
		func(ctx context.Context, in *exportInput) (*fileOutput, error) {
			var v apperr.Validator
			if v.Required("path", in.Path, "common.required") {
				v.Check(strings.HasPrefix(in.Path, Base+"/") && !strings.HasPrefix(in.Path, Base+"/export"), "path", "export.path.invalid")
			}
			cols, err := export.ParseColumns(in.Columns)
			v.Check(err == nil, "columns", "export.columns.invalid")
			query, err := url.ParseQuery(in.Query)
			v.Check(err == nil, "query", "export.query.invalid")
			if err := v.Err(); err != nil {
				return nil, err
			}
			query.Set("page", "0")
			query.Set("size", strconv.Itoa(paging.MaxSize))
			rows, err := s.listRows(ctx, in.Path+"?"+query.Encode(), in.Authorization, in.AcceptLanguage)
			if err != nil {
				return nil, err
			}
			var buf bytes.Buffer
			name := export.FileName(in.FileName)
			if err := export.WriteXLSX(&buf, strings.TrimSuffix(name, ".xlsx"), cols, rows); err != nil {
				return nil, err
			}
			return &fileOutput{
				ContentType:        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
				ContentDisposition: mime.FormatMediaType("attachment", map[string]string{"filename": name}),
				Body:               buf.Bytes(),
			}, nil
		})
}

// listRows runs a GET list call in-process as the caller and returns its rows.
func (s *Server) listRows(ctx context.Context, target, authorization, lang string) ([]map[string]any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return nil, apperr.Invalid("path", "export.path.invalid")
	}
	req.Header.Set("Authorization", authorization)
	req.Header.Set("Accept-Language", lang)
	rec := &memoryWriter{header: http.Header{}, status: http.StatusOK}
	s.mux.ServeHTTP(rec, req)
	if rec.status != http.StatusOK {
		var p Problem
		if json.Unmarshal(rec.body.Bytes(), &p) == nil && p.Status != 0 {
			if p.Code == "request.noRoute" {
				return nil, apperr.Invalid("path", "export.path.invalid")
			}
			return nil, &p
		}
		return nil, apperr.Invalid("path", "export.path.invalid")
	}
	var body any
	if err := json.Unmarshal(rec.body.Bytes(), &body); err != nil {
		return nil, apperr.Invalid("path", "export.path.invalid")
	}
	if m, ok := body.(map[string]any); ok {
		if content, ok := m["content"]; ok {
			body = content
		} else {
			body = []any{m}
		}
	}
	list, _ := body.([]any)
	rows := make([]map[string]any, 0, len(list))
	for _, item := range list {
		if m, ok := item.(map[string]any); ok {
			rows = append(rows, m)
		}
	}
	return rows, nil
}

// memoryWriter collects an in-process answer.
type memoryWriter struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (w *memoryWriter) Header() http.Header         { return w.header }
func (w *memoryWriter) Write(b []byte) (int, error) { return w.body.Write(b) }
func (w *memoryWriter) WriteHeader(code int)        { w.status = code }
