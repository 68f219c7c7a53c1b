// Package export owns spreadsheet exports: which columns a table has, how a
// cell is read from a JSON row (dot paths), and writing rows to an XLSX
// workbook with a streaming writer, so that large tables stay cheap.
package export

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/xuri/excelize/v2"
)

// Column is one exported column: the row field (a dot path such as
// "address.district") and its header text.
type Column struct {
	Field  string
	Header string
}

// MaxColumns bounds an export's width.
const MaxColumns = 100

// ParseColumns reads "field:Header,field2:Header 2". A column without a
// header uses its field name.
func ParseColumns(spec string) ([]Column, error) {
	var cols []Column
	for _, part := range strings.Split(spec, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		field, header, found := strings.Cut(part, ":")
		field = strings.TrimSpace(field)
		if !found || strings.TrimSpace(header) == "" {
			header = field
		}
		if field == "" {
			return nil, fmt.Errorf("a column has no field")
		}
		cols = append(cols, Column{Field: field, Header: strings.TrimSpace(header)})
	}
	if len(cols) == 0 {
		return nil, fmt.Errorf("no columns")
	}
	if len(cols) > MaxColumns {
		return nil, fmt.Errorf("more than %d columns", MaxColumns)
	}
	return cols, nil
}

// Cell reads a dot path from a decoded JSON row as a spreadsheet value:
// numbers stay numbers, lists are joined, objects and missing values are empty.
func Cell(row map[string]any, path string) any {
	var v any = row
	for _, key := range strings.Split(path, ".") {
		m, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		v = m[key]
	}
	switch x := v.(type) {
	case nil:
		return ""
	case []any:
		parts := make([]string, 0, len(x))
		for _, e := range x {
			switch e.(type) {
			case map[string]any, []any:
				continue
			}
			parts = append(parts, fmt.Sprint(e))
		}
		return strings.Join(parts, ", ")
	case map[string]any:
		return ""
	case string:
		return x
	case float64, bool:
		return x
	}
	return fmt.Sprint(v)
}

// Neutralise makes a text cell safe to open in a spreadsheet (OWASP's
// CSV-injection guidance): a text that starts with = + - @, a tab or a
// carriage return would be read as a formula, so it gets a leading
// apostrophe and stays text ("'=HYPERLINK(…)"). Numbers are written as
// numbers and need nothing. The console's CSV exports apply the same rule.
func Neutralise(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// SheetName derives a worksheet name from a file name: at most 31
// characters, none of : \ / ? * [ ], not blank and not starting or ending
// with an apostrophe, as spreadsheets require.
func SheetName(name string) string {
	name = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`:\/?*[]`, r) || r < ' ' {
			return '_'
		}
		return r
	}, strings.TrimSuffix(name, ".xlsx"))
	name = strings.Trim(strings.TrimSpace(name), "'")
	if r := []rune(name); len(r) > 31 {
		name = strings.TrimSpace(string(r[:31]))
	}
	if name == "" {
		return "Sheet1"
	}
	return name
}

// WriteXLSX writes one sheet (named from sheet by SheetName) with a bold
// header row and one row per item; every text cell is neutralised.
func WriteXLSX(w io.Writer, sheet string, cols []Column, rows []map[string]any) error {
	f := excelize.NewFile()
	defer f.Close()
	sheet = SheetName(sheet)
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return err
	}
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return err
	}
	header := make([]any, len(cols))
	for i, c := range cols {
		header[i] = excelize.Cell{Value: Neutralise(c.Header), StyleID: bold}
	}
	if err := sw.SetColWidth(1, len(cols), 20); err != nil {
		return err
	}
	if err := sw.SetRow("A1", header); err != nil {
		return err
	}
	for r, row := range rows {
		vals := make([]any, len(cols))
		for i, c := range cols {
			vals[i] = Cell(row, c.Field)
			if s, ok := vals[i].(string); ok {
				vals[i] = Neutralise(s)
			}
		}
		cell, _ := excelize.CoordinatesToCellName(1, r+2)
		if err := sw.SetRow(cell, vals); err != nil {
			return err
		}
	}
	if err := sw.Flush(); err != nil {
		return err
	}
	_, err = f.WriteTo(w)
	return err
}

var unsafeName = regexp.MustCompile(`[^\p{L}\p{N} ._-]+`)

// FileName makes a safe download name ending in .xlsx.
func FileName(name string) string {
	name = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(name), ".xlsx"), ".xls")
	name = strings.TrimSpace(unsafeName.ReplaceAllString(name, "_"))
	if name == "" {
		name = "export"
	}
	if len(name) > 100 {
		name = name[:100]
	}
	return name + ".xlsx"
}
