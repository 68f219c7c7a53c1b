// Package importer owns the CSV imports of the configuration screens:
// sites with their chilling units and devices (/configuration/import-site)
// and users' alert configurations (/configuration/import-alert). Each
// import reads the whole file, checks every row, and writes all of it in
// one transaction or nothing; refusals name the row, the column and the
// reason. Each import also offers a sample file.
package importer

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/input"
)

// Limits of one imported file.
const (
	MaxBytes = 10 << 20 // 10 MiB
	MaxRows  = 20000    // data rows, the header aside
	// MaxErrors bounds the refusals reported for one file.
	MaxErrors = 500
)

// row is one data line of a file: its line number (the header is line 1)
// and its values by column name.
type row struct {
	line int
	vals map[string]string
}

func (r row) get(col string) string { return r.vals[col] }

// table reads a CSV file whose header names columns among known (matched
// without regard to case or surrounding spaces). Unknown columns, missing
// required ones, ragged rows, bad encoding and the limits are refusals.
func table(data []byte, known []string, required []string) ([]row, error) {
	if len(data) > MaxBytes {
		return nil, apperr.Invalid("file", "import.tooLarge")
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	r.ReuseRecord = false
	header, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, apperr.Invalid("file", "import.empty")
	}
	if err != nil {
		return nil, rowError(1, "file", "import.csv")
	}
	for i, h := range header {
		if code := cellProblem(h, input.MaxParam); code != "" {
			return nil, rowError(1, fmt.Sprintf("#%d", i+1), code)
		}
	}
	canon := map[string]string{}
	for _, k := range known {
		canon[strings.ToLower(k)] = k
	}
	cols := make([]string, len(header))
	seen := map[string]bool{}
	var errs []apperr.FieldError
	for i, h := range header {
		name, ok := canon[strings.ToLower(strings.TrimSpace(h))]
		switch {
		case !ok:
			field := strings.TrimSpace(h)
			if field == "" {
				field = fmt.Sprintf("#%d", i+1) // a blank header cell, by position
			}
			errs = append(errs, apperr.FieldError{Row: 1, Field: field, Code: "import.column.unknown"})
		case seen[name]:
			errs = append(errs, apperr.FieldError{Row: 1, Field: name, Code: "import.column.twice"})
		}
		seen[name], cols[i] = true, name
	}
	for _, c := range required {
		if !seen[c] {
			errs = append(errs, apperr.FieldError{Row: 1, Field: c, Code: "import.column.missing"})
		}
	}
	if len(errs) > 0 {
		return nil, &apperr.Error{Kind: apperr.KindInvalid, Code: "import.invalid", Fields: errs}
	}
	var rows []row
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			line := 0
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				line = pe.StartLine
			}
			return nil, rowError(line, "file", "import.csv")
		}
		line, _ := r.FieldPos(0)
		if blank(rec) {
			continue
		}
		if len(rows) == MaxRows {
			return nil, apperr.Invalid("file", "import.tooManyRows")
		}
		if len(rec) != len(cols) {
			return nil, rowError(line, "file", "import.columns")
		}
		vals := make(map[string]string, len(cols))
		for i, c := range cols {
			if code := cellProblem(rec[i], input.MaxString); code != "" {
				return nil, rowError(line, c, code)
			}
			vals[c] = strings.TrimSpace(rec[i])
		}
		rows = append(rows, row{line: line, vals: vals})
	}
	if len(rows) == 0 {
		return nil, apperr.Invalid("file", "import.empty")
	}
	return rows, nil
}

// cellProblem is the message key of a bad cell: the file's encoding for
// invalid UTF-8 (the usual cause is a sheet saved in a legacy code page),
// otherwise input's (NUL, too long).
func cellProblem(s string, limit int) string {
	code := input.Problem(s, limit)
	if code == input.CodeUTF8 {
		return "import.encoding"
	}
	return code
}

func blank(rec []string) bool {
	for _, v := range rec {
		if strings.TrimSpace(v) != "" {
			return false
		}
	}
	return true
}

func rowError(line int, field, code string) *apperr.Error {
	return &apperr.Error{Kind: apperr.KindInvalid, Code: "import.invalid", Fields: []apperr.FieldError{{Row: line, Field: field, Code: code}}}
}

// refusals collects row errors up to MaxErrors.
type refusals []apperr.FieldError

func (r *refusals) add(line int, field, code string, args map[string]any) {
	if len(*r) < MaxErrors {
		*r = append(*r, apperr.FieldError{Row: line, Field: field, Code: code, Args: args})
	}
}

func (r refusals) err() error {
	if len(r) == 0 {
		return nil
	}
	return &apperr.Error{Kind: apperr.KindInvalid, Code: "import.invalid", Fields: r}
}

// sample writes a header and example lines as CSV.
func sample(header []string, lines ...[]string) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write(header)
	for _, l := range lines {
		_ = w.Write(l)
	}
	w.Flush()
	return b.Bytes()
}

// list splits a ';'-separated cell into its non-blank items.
func list(cell string) []string {
	var out []string
	for _, s := range strings.Split(cell, ";") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}
