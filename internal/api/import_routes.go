package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/chillwatch/chillwatch/internal/importer"
)

// importInput is an uploaded CSV file.
type importInput struct {
	DryRun  bool   `query:"dryRun" doc:"check every row and answer the report without writing anything"`
	RawBody []byte `contentType:"text/csv"`
}

const importTag = "imports"

// importRoutes serves the CSV imports of /configuration/import-site and
// /configuration/import-alert: each has a sample file and an upload that
// writes every row or none.
func (s *Server) importRoutes() {
	upload := func(o huma.Operation) huma.Operation { o.MaxBodyBytes = importer.MaxBytes; return o }

	register(s, s.op(http.MethodGet, prov+"/sites/import/sample", "siteImportSample", "The sample site file (CSV): one line per chilling unit", importTag), s.siteImportSample)
	register(s, upload(s.op(http.MethodPost, prov+"/sites/import", "importSites",
		"Import sites from a CSV file (at most 10 MB and 20,000 lines): every line is checked and all sites are created, or none; refusals name the row and column", importTag)), s.importSites)
	register(s, s.op(http.MethodGet, prov+"/users/alertConfigurations/import/sample", "alertImportSample", "The sample alert configuration file (CSV): one line per user and site or unit", importTag), s.alertImportSample)
	register(s, upload(s.op(http.MethodPost, prov+"/users/alertConfigurations/import", "importAlertConfigurations",
		"Import users' alert configurations from a CSV file: each user named replaces their whole alert configuration; all users or none", importTag)), s.importAlertConfigurations)
}

// csvFile is a CSV download.
func csvFile(name string, data []byte) *fileOutput {
	return &fileOutput{ContentType: "text/csv; charset=utf-8", ContentDisposition: `attachment; filename="` + name + `"`, Body: data}
}

func (s *Server) siteImportSample(context.Context, *struct{}) (*fileOutput, error) {
	return csvFile("site-import-sample.csv", importer.SiteSample()), nil
}

func (s *Server) importSites(ctx context.Context, in *importInput) (*out[*importer.SiteReport], error) {
	return reply(s.Imports.ImportSites(ctx, principal(ctx), in.RawBody, in.DryRun))
}

func (s *Server) alertImportSample(context.Context, *struct{}) (*fileOutput, error) {
	return csvFile("alert-import-sample.csv", importer.AlertSample()), nil
}

func (s *Server) importAlertConfigurations(ctx context.Context, in *importInput) (*out[*importer.AlertReport], error) {
	return reply(s.Imports.ImportAlerts(ctx, principal(ctx), in.RawBody, in.DryRun))
}
