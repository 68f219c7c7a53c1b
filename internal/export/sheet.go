package export

import (
	"fmt"
	"io"
	"time"

	"github.com/xuri/excelize/v2"
)

// Kind is how a column's cells are written.
type Kind int

// Cell kinds. A value that does not fit its kind (a text in a Number
// column, a zero time) is written as neutralised text or left empty.
const (
	Text     Kind = iota
	Number        // float64 or int: a numeric cell
	Date          // time.Time: a date cell, dd mmm yyyy
	DateTime      // time.Time: a date-time cell, dd mmm yyyy hh:mm, the time's own wall clock
	Duration      // time.Duration: a numeric cell in days, shown [h]:mm:ss
)

// Number formats of the date and duration kinds (Excel's custom format codes).
const (
	DateFormat     = "dd mmm yyyy"
	DateTimeFormat = "dd mmm yyyy hh:mm"
	DurationFormat = "[h]:mm:ss"
)

// Sheet streams one worksheet: a bold header row, then typed rows. Build
// it with NewSheet, add rows with Row, and finish with WriteTo; Close
// releases it when WriteTo was not reached.
type Sheet struct {
	f      *excelize.File
	sw     *excelize.StreamWriter
	kinds  []Kind
	styles map[Kind]int
	next   int // the next row number, 1-based
}

// NewSheet starts a workbook whose single sheet is named from name (see
// SheetName), with the given headers and the kind of each column.
func NewSheet(name string, headers []string, kinds []Kind) (*Sheet, error) {
	if len(headers) != len(kinds) {
		return nil, fmt.Errorf("export: %d headers for %d kinds", len(headers), len(kinds))
	}
	f := excelize.NewFile()
	s := &Sheet{f: f, kinds: kinds, styles: map[Kind]int{}, next: 1}
	if err := s.init(SheetName(name), headers); err != nil {
		f.Close()
		return nil, err
	}
	return s, nil
}

func (s *Sheet) init(name string, headers []string) error {
	if err := s.f.SetSheetName("Sheet1", name); err != nil {
		return err
	}
	sw, err := s.f.NewStreamWriter(name)
	if err != nil {
		return err
	}
	s.sw = sw
	formats := map[Kind]string{Date: DateFormat, DateTime: DateTimeFormat, Duration: DurationFormat}
	for k, code := range formats {
		if s.styles[k], err = s.f.NewStyle(&excelize.Style{CustomNumFmt: &code}); err != nil {
			return err
		}
	}
	bold, err := s.f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return err
	}
	if err := sw.SetColWidth(1, max(1, len(headers)), 20); err != nil {
		return err
	}
	row := make([]any, len(headers))
	for i, h := range headers {
		row[i] = excelize.Cell{Value: Neutralise(h), StyleID: bold}
	}
	return s.put(row)
}

// Row adds one row; vals are read by their column's kind.
func (s *Sheet) Row(vals []any) error {
	row := make([]any, len(vals))
	for i, v := range vals {
		k := Text
		if i < len(s.kinds) {
			k = s.kinds[i]
		}
		row[i] = s.cell(k, v)
	}
	return s.put(row)
}

func (s *Sheet) cell(k Kind, v any) any {
	switch x := v.(type) {
	case nil:
		return nil
	case string:
		return Neutralise(x)
	case time.Time:
		if x.IsZero() {
			return nil
		}
		// The wall clock as written in its own zone: a spreadsheet has no zones.
		wall := time.Date(x.Year(), x.Month(), x.Day(), x.Hour(), x.Minute(), x.Second(), 0, time.UTC)
		if k == Date || k == DateTime {
			return excelize.Cell{Value: wall, StyleID: s.styles[k]}
		}
		return wall.Format("2006-01-02 15:04:05")
	case time.Duration:
		if k == Duration {
			return excelize.Cell{Value: x.Seconds() / 86400, StyleID: s.styles[Duration]}
		}
		return x.Seconds()
	}
	return v
}

func (s *Sheet) put(row []any) error {
	cell, err := excelize.CoordinatesToCellName(1, s.next)
	if err != nil {
		return err
	}
	s.next++
	return s.sw.SetRow(cell, row)
}

// Rows is how many rows were added, the header not counted.
func (s *Sheet) Rows() int { return s.next - 2 }

// WriteTo finishes the workbook and writes it to w.
func (s *Sheet) WriteTo(w io.Writer) (int64, error) {
	defer s.Close()
	if err := s.sw.Flush(); err != nil {
		return 0, err
	}
	return s.f.WriteTo(w)
}

// Close releases the workbook's temporary files.
func (s *Sheet) Close() error { return s.f.Close() }
