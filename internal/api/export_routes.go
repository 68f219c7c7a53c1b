package api

import (
	"bytes"
	"context"
	"encoding/json"
	"mime"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/export"
	"github.com/chillwatch/chillwatch/internal/meta"
	"github.com/chillwatch/chillwatch/internal/paging"
)

type exportInput struct {
	Path     string `query:"path" maxLength:"1024" doc:"the list call to export, e.g. /authgateway/provisioningService/users/all"`
	Query    string `query:"query" maxLength:"200000" doc:"that call's query string, e.g. orgName=Gokul; its paging keys are set by the export"`
	FileName string `query:"fileName" doc:"download name without extension"`
	Columns  string `query:"columns" maxLength:"8192" doc:"comma-separated field:Header or field:Header:type; fields are dot paths (list indexes allowed: temperature.values.0); type is text (the default), number, date, datetime, duration, alertType, state, level, alertStatus, onOff, event, orgType or region; number(unitField), date(zoneField) and datetime(zoneField) name a second field of the row (docs/reports.md \"Table exports\")"`
	Method   string `query:"method" maxLength:"8" doc:"GET (the default), or POST for the read-only alert searches (search, temp and volume alerts)"`
	CallBody string `query:"body" maxLength:"200000" doc:"the POST call's JSON body; the export sets its paging keys"`
	Rows     string `query:"rows" maxLength:"256" doc:"dot path of the rows in the answer, e.g. content.RESULT or content.0.attributeList; default content, or the answer itself"`
	Paging   string `query:"paging" maxLength:"128" doc:"the call's page and size keys, comma-separated: page,size (the default) or pagingState,pageSize (the monitoring lists)"`
	Zone     string `query:"zone" maxLength:"64" doc:"time zone of the date and datetime columns whose rows name none, e.g. Asia/Kolkata; default each time's own offset"`

	Authorization  string `header:"Authorization"`
	AcceptLanguage string `header:"Accept-Language"`
}

type fileOutput struct {
	ContentType        string `header:"Content-Type"`
	ContentDisposition string `header:"Content-Disposition"`
	Body               []byte
}

// exportPosts are the POST calls an export may re-run: searches that read
// only (notAudited says so). Any other POST may change something, and an
// export never does.
var exportPosts = map[string]bool{
	monitorBase + "/sites/chillingunit/search/alerts": true,
	monitorBase + "/sites/chillingunit/temp/alerts":   true,
	monitorBase + "/sites/chillingunit/volume/alerts": true,
}

// exportPageSize is the page size an export asks its call for (a test
// lowers it to see the pages add up).
var exportPageSize = paging.MaxSize

// pagingKey is a query or body key naming a page or its size.
var pagingKey = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]{0,63}$`)

// exportCall is the list call an export re-runs, page after page.
type exportCall struct {
	method, path     string
	query            url.Values
	body             map[string]any
	pageKey, sizeKey string
	rows             string
	authorization    string
	lang             string
}

// exportRoutes serves table exports: the server re-runs the table's own list
// call with the caller's session (so every privilege and scope rule holds)
// for all rows, page after page, and writes the chosen columns to a
// spreadsheet by their types.
func (s *Server) exportRoutes() {
	register(s, s.op(http.MethodGet, Base+"/export/xlsx", "exportXLSX", "Export a list call's rows as an XLSX spreadsheet with typed columns", "exports"), s.exportXLSX)
}

func (s *Server) exportXLSX(ctx context.Context, in *exportInput) (*fileOutput, error) {
	call, tbl, err := s.exportRequest(ctx, in)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	name := export.FileName(in.FileName)
	if err := s.writeExport(ctx, &buf, strings.TrimSuffix(name, ".xlsx"), call, tbl); err != nil {
		return nil, err
	}
	return &fileOutput{
		ContentType:        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
		ContentDisposition: mime.FormatMediaType("attachment", map[string]string{"filename": name}),
		Body:               buf.Bytes(),
	}, nil
}

// exportRequest checks the parameters, naming each bad one.
func (s *Server) exportRequest(ctx context.Context, in *exportInput) (*exportCall, *export.Table, error) {
	var v apperr.Validator
	call := &exportCall{method: strings.ToUpper(strings.TrimSpace(in.Method)), path: in.Path, rows: strings.TrimSpace(in.Rows),
		pageKey: "page", sizeKey: "size", authorization: in.Authorization, lang: in.AcceptLanguage}
	if call.method == "" {
		call.method = http.MethodGet
	}
	if v.Required("path", in.Path, "common.required") {
		v.Check(strings.HasPrefix(in.Path, Base+"/") && !strings.HasPrefix(in.Path, Base+"/export") && !strings.ContainsAny(in.Path, "?#"),
			"path", "export.path.invalid")
	}
	switch call.method {
	case http.MethodGet:
		v.Check(strings.TrimSpace(in.CallBody) == "", "body", "export.body.getHasNone")
	case http.MethodPost:
		v.Check(exportPosts[in.Path], "method", "export.method.post")
		call.body = map[string]any{}
		if strings.TrimSpace(in.CallBody) != "" {
			v.Check(json.Unmarshal([]byte(in.CallBody), &call.body) == nil && call.body != nil, "body", "export.body.invalid")
		}
	default:
		v.Add("method", "export.method.invalid")
	}
	cols, err := export.ParseColumns(in.Columns)
	v.Check(err == nil, "columns", "export.columns.invalid")
	query, err := url.ParseQuery(in.Query)
	v.Check(err == nil, "query", "export.query.invalid")
	call.query = query
	if p := strings.TrimSpace(in.Paging); p != "" {
		page, size, found := strings.Cut(p, ",")
		page, size = strings.TrimSpace(page), strings.TrimSpace(size)
		if v.Check(found && pagingKey.MatchString(page) && pagingKey.MatchString(size) && page != size, "paging", "export.paging.invalid") {
			call.pageKey, call.sizeKey = page, size
		}
	}
	v.Check(call.rows == "" || export.IsPath(call.rows), "rows", "export.rows.invalid")
	tbl := &export.Table{Columns: cols, Label: exportLabel(s, lang(ctx))}
	if z := strings.TrimSpace(in.Zone); z != "" {
		loc, err := time.LoadLocation(z)
		if v.Check(err == nil && z != "Local", "zone", "export.zone.invalid") {
			tbl.Zone = loc
		}
	}
	if err := v.Err(); err != nil {
		return nil, nil, err
	}
	return call, tbl, nil
}

// exportLabel answers the display names of the code types in a language:
// alert types from the engine's catalogue, the others from the messages
// (export.<type>.<code>, the code in lower case with _ for spaces).
func exportLabel(s *Server, lang string) func(typ, code string) string {
	return func(typ, code string) string {
		if typ == export.TypeAlertType {
			if r, ok := engine.Lookup(code); ok {
				return r.DisplayName.In(lang)
			}
			return ""
		}
		if typ == export.TypeOrgType && s.Meta != nil {
			// The catalogue's display name: a sub-organisation type, else an organisation type.
			view := s.Meta.Localized(lang)
			for _, list := range []string{meta.ListSubOrgTypes, meta.ListOrgTypes} {
				types, _ := view.List(list)
				for _, t := range types {
					if strings.EqualFold(t.TypeName, code) {
						return t.TypeDisplayName
					}
				}
			}
			return ""
		}
		if typ == export.TypeRegion && s.Meta != nil {
			if r, ok := s.Meta.Localized(lang).Region(code); ok {
				return r.TypeDisplayName
			}
			return ""
		}
		if s.Msgs == nil {
			return ""
		}
		key := "export." + typ + "." + strings.ReplaceAll(strings.ToLower(code), " ", "_")
		if text := s.Msgs.Text(lang, key, nil); text != key {
			return text
		}
		return ""
	}
}

// writeExport runs the call page after page and writes its rows, up to
// export.MaxRows. The first page names the number columns' units.
func (s *Server) writeExport(ctx context.Context, w *bytes.Buffer, sheet string, call *exportCall, tbl *export.Table) error {
	var sh *export.Sheet
	defer func() {
		if sh != nil {
			sh.Close()
		}
	}()
	written := 0
	for page := 0; page <= paging.MaxPage; page++ {
		rows, more, err := s.exportPage(ctx, call, page)
		if err != nil {
			return err
		}
		if sh == nil {
			if sh, err = tbl.NewSheet(sheet, rows); err != nil {
				return err
			}
		}
		if left := export.MaxRows - written; len(rows) >= left {
			rows, more = rows[:left], false
		}
		if err := tbl.Write(sh, rows); err != nil {
			return err
		}
		written += len(rows)
		if !more || len(rows) == 0 {
			break
		}
	}
	_, err := sh.WriteTo(w)
	sh = nil // WriteTo closed it
	return err
}

// exportPage runs one page of the call in-process as the caller and
// answers its rows and whether the answer says more pages follow.
func (s *Server) exportPage(ctx context.Context, call *exportCall, page int) ([]map[string]any, bool, error) {
	var req *http.Request
	var err error
	switch call.method {
	case http.MethodPost:
		body := make(map[string]any, len(call.body)+2)
		for k, v := range call.body {
			body[k] = v
		}
		// The searches read pagingState as a string; a number stays a number.
		if _, isNumber := call.body[call.pageKey].(float64); isNumber {
			body[call.pageKey] = page
		} else {
			body[call.pageKey] = strconv.Itoa(page)
		}
		body[call.sizeKey] = exportPageSize
		raw, _ := json.Marshal(body)
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, call.path, bytes.NewReader(raw))
		if err == nil {
			req.Header.Set("Content-Type", "application/json")
			if len(call.query) > 0 {
				req.URL.RawQuery = call.query.Encode()
			}
		}
	default:
		q := url.Values{}
		for k, v := range call.query {
			q[k] = v
		}
		q.Set(call.pageKey, strconv.Itoa(page))
		q.Set(call.sizeKey, strconv.Itoa(exportPageSize))
		req, err = http.NewRequestWithContext(ctx, http.MethodGet, call.path+"?"+q.Encode(), nil)
	}
	if err != nil {
		return nil, false, apperr.Invalid("path", "export.path.invalid")
	}
	req.Header.Set("Authorization", call.authorization)
	req.Header.Set("Accept-Language", call.lang)
	rec := &memoryWriter{header: http.Header{}, status: http.StatusOK}
	s.mux.ServeHTTP(rec, req)
	if rec.status != http.StatusOK {
		var p Problem
		if json.Unmarshal(rec.body.Bytes(), &p) == nil && p.Status != 0 {
			if p.Code == "request.noRoute" || p.Code == "request.method" { // no GET call there
				return nil, false, apperr.Invalid("path", "export.path.invalid")
			}
			return nil, false, &p
		}
		return nil, false, apperr.Invalid("path", "export.path.invalid")
	}
	var answer any
	if err := json.Unmarshal(rec.body.Bytes(), &answer); err != nil {
		return nil, false, apperr.Invalid("path", "export.path.invalid")
	}
	list, err := rowsOf(answer, call.rows)
	if err != nil {
		return nil, false, err
	}
	rows := make([]map[string]any, 0, len(list))
	for _, item := range list {
		if m, ok := item.(map[string]any); ok {
			rows = append(rows, m)
		}
	}
	return rows, hasNextPage(answer, call.rows), nil
}

// rowsOf finds the rows of an answer: at the rows path (nothing there is
// no rows, something else than a list a bad path), else its content, else
// the answer itself (one object is one row).
func rowsOf(answer any, path string) ([]any, error) {
	if path != "" {
		v, ok := export.Lookup(answer, path)
		if !ok || v == nil {
			return nil, nil
		}
		list, isList := v.([]any)
		if !isList {
			return nil, apperr.Invalid("rows", "export.rows.invalid")
		}
		return list, nil
	}
	if m, ok := answer.(map[string]any); ok {
		if content, ok := m["content"]; ok {
			answer = content
		} else {
			answer = []any{m}
		}
	}
	list, _ := answer.([]any)
	return list, nil
}

// hasNextPage reads the answer's paging (pageInfo, or PAGING beside the
// rows, as the searches answer) at its root and along the rows path: an
// answer without one is a single page.
func hasNextPage(answer any, rowsPath string) bool {
	at := []any{answer}
	steps := strings.Split(rowsPath, ".")
	if rowsPath == "" {
		steps = []string{"content"}
	}
	for i := range steps {
		if v, ok := export.Lookup(answer, strings.Join(steps[:i+1], ".")); ok {
			at = append(at, v)
		}
	}
	for _, v := range at {
		m, ok := v.(map[string]any)
		if !ok {
			continue
		}
		for _, key := range []string{"pageInfo", "PAGING"} {
			if info, ok := m[key].(map[string]any); ok {
				next, _ := info["hasNextPage"].(bool)
				return next
			}
		}
	}
	return false
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
