// Package export owns spreadsheet exports: which columns a table has, how a
// cell is read from a JSON row (dot paths), and writing rows to an XLSX
// workbook with a streaming writer, so that large tables stay cheap.
package export

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// Column is one exported column: the row field (a dot path such as
// "address.district" or "temperature.values.0"), its header text, and how
// its values are read (Type, see Types; "" is text) with the type's
// argument (Arg: the unit field of a number, the zone field of a date).
type Column struct {
	Field  string
	Header string
	Type   string
	Arg    string
}

// MaxColumns bounds an export's width.
const MaxColumns = 100

// ParseColumns reads "field:Header,field2:Header 2:kind". A column without
// a header uses its field name. With three parts or more, the last is the
// column's type (see Types), optionally with an argument in brackets
// ("datetime(zoneId)", "number(unit)"); a header may then hold colons. A
// header cannot hold a comma.
func ParseColumns(spec string) ([]Column, error) {
	var cols []Column
	for _, part := range strings.Split(spec, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		pieces := strings.Split(part, ":")
		c := Column{Field: strings.TrimSpace(pieces[0])}
		switch {
		case len(pieces) == 2:
			c.Header = strings.TrimSpace(pieces[1])
		case len(pieces) > 2:
			c.Header = strings.TrimSpace(strings.Join(pieces[1:len(pieces)-1], ":"))
			typ, arg, err := parseType(pieces[len(pieces)-1])
			if err != nil {
				return nil, err
			}
			c.Type, c.Arg = typ, arg
		}
		if c.Field == "" {
			return nil, fmt.Errorf("a column has no field")
		}
		if !fieldPath.MatchString(c.Field) {
			return nil, fmt.Errorf("column field %q is not a dot path", c.Field)
		}
		if c.Header == "" {
			c.Header = c.Field
		}
		cols = append(cols, c)
	}
	if len(cols) == 0 {
		return nil, fmt.Errorf("no columns")
	}
	if len(cols) > MaxColumns {
		return nil, fmt.Errorf("more than %d columns", MaxColumns)
	}
	return cols, nil
}

// fieldPath is a dot path of names and list indexes.
var fieldPath = regexp.MustCompile(`^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$`)

// IsPath reports whether s is a dot path ("content.RESULT", "content.0.attributeList").
func IsPath(s string) bool { return fieldPath.MatchString(s) }

// parseType reads "kind" or "kind(arg)": a known type, case-insensitive,
// and a dot path argument for the types that take one.
func parseType(s string) (typ, arg string, err error) {
	s = strings.TrimSpace(s)
	name := s
	if open := strings.IndexByte(s, '('); open >= 0 {
		if !strings.HasSuffix(s, ")") {
			return "", "", fmt.Errorf("column type %q has no closing bracket", s)
		}
		name, arg = strings.TrimSpace(s[:open]), strings.TrimSpace(s[open+1:len(s)-1])
		if arg != "" && !fieldPath.MatchString(arg) {
			return "", "", fmt.Errorf("column type %q: %q is not a dot path", s, arg)
		}
	}
	for _, t := range Types {
		if strings.EqualFold(t, name) {
			if arg != "" && !takesArg(t) {
				return "", "", fmt.Errorf("column type %q takes no argument", t)
			}
			return t, arg, nil
		}
	}
	return "", "", fmt.Errorf("unknown column type %q", name)
}

// Lookup reads a dot path from decoded JSON: names step into objects,
// numbers into lists. ok is false when the path leads nowhere.
func Lookup(v any, path string) (any, bool) {
	if path == "" {
		return v, true
	}
	for _, key := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			e, ok := x[key]
			if !ok {
				return nil, false
			}
			v = e
		case []any:
			i, err := strconv.Atoi(key)
			if err != nil || i < 0 || i >= len(x) {
				return nil, false
			}
			v = x[i]
		default:
			return nil, false
		}
	}
	return v, true
}

// Cell reads a dot path from a decoded JSON row as a spreadsheet value:
// numbers stay numbers, lists are joined, objects and missing values are empty.
func Cell(row map[string]any, path string) any {
	v, _ := Lookup(row, path)
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
// header row and one row per item, each column by its type (see Table);
// every text cell is neutralised. Code types write their codes.
func WriteXLSX(w io.Writer, sheet string, cols []Column, rows []map[string]any) error {
	t := &Table{Columns: cols}
	sh, err := t.NewSheet(sheet, rows)
	if err != nil {
		return err
	}
	defer sh.Close()
	if err := t.Write(sh, rows); err != nil {
		return err
	}
	_, err = sh.WriteTo(w)
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
