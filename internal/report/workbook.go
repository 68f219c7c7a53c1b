package report

import (
	"context"
	"io"
	"time"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/export"
)

// displayed are the fields whose codes a workbook shows by their display
// name (report.value.<field>.<code>).
var displayed = map[string]bool{"shift": true, "liftingType": true, "cipType": true}

// Export writes a report's every row (the query's page is ignored) as an
// XLSX workbook in lang, streaming from the database; it answers the
// download name and how many rows were written. With no row nothing is
// written to w.
func (s *Service) Export(ctx context.Context, p *auth.Principal, k Kind, q Query, lang string, w io.Writer) (string, int, error) {
	r, zones, err := s.prepare(ctx, p, k, q)
	if err != nil {
		return "", 0, err
	}
	d := definitions[k]
	headers, kinds := s.headers(k, lang, zones)
	sh, err := export.NewSheet(s.tr(lang, "report.name."+string(k), nil), headers, kinds)
	if err != nil {
		return "", 0, err
	}
	defer sh.Close()
	var total []any
	if k == Fuel {
		total = make([]any, len(d.Columns))
	}
	zoned := len(zones) > 1
	err = s.scan(ctx, k, r, 0, 0, func(row Row, undercooled bool) error {
		cells := s.cells(lang, d, row)
		if k == Lifting {
			cells = append(cells, s.yesNo(lang, undercooled))
		}
		if zoned {
			cells = append(cells, any(row.zone))
		}
		addTo(total, d, row)
		return sh.Row(cells)
	})
	if err != nil || sh.Rows() == 0 {
		return d.FileName, 0, err
	}
	n := sh.Rows()
	if total != nil {
		total[0] = s.tr(lang, "report.total", nil)
		if err := sh.Row(total); err != nil {
			return d.FileName, n, err
		}
	}
	_, err = sh.WriteTo(w)
	return d.FileName, n, err
}

// headers are the columns' headers in lang, as spec 03 names them, and
// their cell kinds; a Milk Lifting workbook adds the undercooled column,
// and a workbook of units in several time zones a last column naming each
// row's zone (every time is on its site's clock).
func (s *Service) headers(k Kind, lang string, zones []string) ([]string, []export.Kind) {
	d := definitions[k]
	var hs []string
	var ks []export.Kind
	for _, c := range d.Columns {
		hs, ks = append(hs, header(s.tr, lang, k, c.Field)), append(ks, c.Kind)
	}
	if k == Lifting {
		hs, ks = append(hs, header(s.tr, lang, k, "undercooled")), append(ks, export.Text)
	}
	if len(zones) > 1 {
		hs, ks = append(hs, s.tr(lang, "report.column.zone", nil)), append(ks, export.Text)
	}
	return hs, ks
}

// cells are a row's values for a workbook: codes by their display name.
func (s *Service) cells(lang string, d definition, row Row) []any {
	out := make([]any, len(row.cells), len(row.cells)+1)
	copy(out, row.cells)
	for i, c := range d.Columns {
		if v, ok := out[i].(string); ok && displayed[c.Field] && v != "" {
			out[i] = s.tr(lang, "report.value."+c.Field+"."+v, nil)
		}
	}
	return out
}

func (s *Service) yesNo(lang string, b bool) string {
	if b {
		return s.tr(lang, "report.value.yes", nil)
	}
	return s.tr(lang, "report.value.no", nil)
}

// addTo sums a row's numbers and durations into total (the Fuel workbook's
// last row); nil total sums nothing.
func addTo(total []any, d definition, row Row) {
	if total == nil {
		return
	}
	for i, c := range d.Columns {
		switch v := row.cells[i].(type) {
		case float64:
			if c.Field == "capacity" {
				continue
			}
			t, _ := total[i].(float64)
			total[i] = round(t+v, 2)
		case time.Duration:
			t, _ := total[i].(time.Duration)
			total[i] = t + v
		}
	}
}
