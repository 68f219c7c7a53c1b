package api

import (
	"bytes"
	"context"
	"mime"
	"net/http"
	"net/url"
	"strings"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/report"
)

// reportsBase prefixes the report data and export calls (spec 03 §7).
const reportsBase = Base + "/reports"

type reportListInput struct {
	Locale string `query:"locale" doc:"en or fr (default: the Accept-Language)"`
}

// reportInput is a report query: form-encoded in the body, or in the query
// string (the CIP call of the spec); a key in both is read from the body.
type reportInput struct {
	OrgName  string `query:"orgName" doc:"the organisation whose units are reported; default the caller's"`
	UUIDs    string `query:"uuids" maxLength:"200000" doc:"chilling unit uuids, comma-separated"`
	FromDate string `query:"fromDate" doc:"first site-local date, yyyy-MM-dd"`
	ToDate   string `query:"toDate" doc:"last site-local date, yyyy-MM-dd (included)"`
	Page     string `query:"page" doc:"zero-based page (default 0)"`
	PageSize string `query:"pageSize" doc:"rows per page, 1–5000 (default 5000)"`
	RawBody  []byte `contentType:"application/x-www-form-urlencoded" doc:"the same keys, form-encoded"`
}

// query merges the body's keys over the query string's.
func (in *reportInput) query() (report.Query, error) {
	q := report.Query{OrgName: in.OrgName, UUIDs: report.SplitUUIDs([]string{in.UUIDs}), FromDate: in.FromDate,
		ToDate: in.ToDate, Page: in.Page, PageSize: in.PageSize}
	if len(bytes.TrimSpace(in.RawBody)) == 0 {
		return q, nil
	}
	form, err := url.ParseQuery(string(in.RawBody))
	if err != nil {
		return q, apperr.Invalid("body", "report.body.form")
	}
	set := func(dst *string, key string) {
		if _, ok := form[key]; ok {
			*dst = form.Get(key)
		}
	}
	set(&q.OrgName, "orgName")
	set(&q.FromDate, "fromDate")
	set(&q.ToDate, "toDate")
	set(&q.Page, "page")
	set(&q.PageSize, "pageSize")
	if v, ok := form["uuids"]; ok {
		q.UUIDs = report.SplitUUIDs(v)
	}
	return q, nil
}

// reportFile is a workbook, or 204 No Content when the report has no row.
type reportFile struct {
	Status             int
	ContentType        string `header:"Content-Type"`
	ContentDisposition string `header:"Content-Disposition"`
	Body               []byte
}

// reportCalls are the data and export paths of each report.
var reportCalls = []struct {
	kind         report.Kind
	data, export string
	dataID       string
}{
	{report.Chilling, "/cs/v1/chillingReport", "/cs/v1/chillingReport/export_excel/complete", "chillingReport"},
	{report.Fuel, "/fs/v2/fuelReport", "/fs/v2/fuelReport/export_excel/sum/complete", "fuelReport"},
	{report.Lifting, "/ml/v1/milkReport", "/ml/v1/milkReport/export_excel", "milkReport"},
	{report.CIP, "/cip/v1/cipReport", "/cip/v1/cipReport/export_excel", "cipReport"},
}

// reportRoutes serve the report list, the four reports and their
// workbooks (docs/reports.md).
func (s *Server) reportRoutes() {
	for _, p := range []struct{ path, id string }{
		{"/reportService/api/reportMetaData/contrak", "reportMetaData"},
		{Base + "/reportService/api/reportMetaData/contrak", "reportMetaDataGateway"},
		{reportsBase + "/dashBoard/v1/getAll", "reportList"},
	} {
		register(s, s.op(http.MethodGet, p.path, p.id, "The reports by category, in the asked language", "reports"), s.reportList)
	}
	for _, c := range reportCalls {
		r := reportRoute{s, c.kind}
		register(s, s.op(http.MethodPost, reportsBase+c.data, c.dataID, "A page of the "+string(c.kind)+" report", "reports"), r.rows)
		register(s, s.op(http.MethodPost, reportsBase+c.export, c.dataID+"Export", "The "+string(c.kind)+" report as an XLSX workbook", "reports"), r.workbook)
		s.optionalBody(reportsBase+c.data, reportsBase+c.export)
	}
}

// reportList answers the reports by category in the asked language; it
// serves reportMetaData and reportMetaDataGateway too.
func (s *Server) reportList(ctx context.Context, in *reportListInput) (*out[[]report.Meta], error) {
	lang := strings.TrimSpace(in.Locale)
	if lang == "" {
		lang = clientOf(ctx).lang
	}
	return reply(s.Reports.List(lang), nil)
}

// reportRoute serves the calls of one report (operations chillingReport,
// chillingReportExport …).
type reportRoute struct {
	s    *Server
	kind report.Kind
}

// rows answers a page of the report.
func (r reportRoute) rows(ctx context.Context, in *reportInput) (*out[*report.Result], error) {
	q, err := in.query()
	if err != nil {
		return nil, err
	}
	return reply(r.s.Reports.Rows(ctx, principal(ctx), r.kind, q))
}

// workbook answers the report as an XLSX workbook, or 204 when it has no row.
func (r reportRoute) workbook(ctx context.Context, in *reportInput) (*reportFile, error) {
	q, err := in.query()
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	name, n, err := r.s.Reports.Export(ctx, principal(ctx), r.kind, q, clientOf(ctx).lang, &buf)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return &reportFile{Status: http.StatusNoContent}, nil
	}
	return &reportFile{Status: http.StatusOK,
		ContentType:        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
		ContentDisposition: mime.FormatMediaType("attachment", map[string]string{"filename": name}),
		Body:               buf.Bytes()}, nil
}

// optionalBody lets POST calls of a raw body come without one (huma
// requires a raw body otherwise): the report keys may all be in the query.
func (s *Server) optionalBody(paths ...string) {
	for _, p := range paths {
		if item := s.api.OpenAPI().Paths[p]; item != nil && item.Post != nil && item.Post.RequestBody != nil {
			item.Post.RequestBody.Required = false
		}
	}
}
