package export

import (
	"bytes"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

func TestSheetKinds(t *testing.T) {
	kolkata := time.FixedZone("IST", 5*3600+1800)
	at := time.Date(2026, 11, 23, 6, 10, 30, 0, kolkata)
	sh, err := NewSheet("Chilling_Session_Report", []string{"Date", "Start", "Volume (L)", "Duration", "BMC", "=Header"},
		[]Kind{Date, DateTime, Number, Duration, Text, Text})
	if err != nil {
		t.Fatal(err)
	}
	rows := [][]any{
		{at, at, 5000.0, 90*time.Minute + 5*time.Second, "=HYPERLINK(\"x\")", "+1"},
		{time.Time{}, nil, 12, 25 * time.Hour, "-2", "\tx"},
	}
	for _, r := range rows {
		if err := sh.Row(r); err != nil {
			t.Fatal(err)
		}
	}
	if sh.Rows() != 2 {
		t.Fatalf("Rows() = %d", sh.Rows())
	}
	var buf bytes.Buffer
	if _, err := sh.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	const name = "Chilling_Session_Report"
	cases := []struct {
		cell  string
		typ   excelize.CellType
		shown string // as formatted
		raw   string
	}{
		{"F1", excelize.CellTypeSharedString, "'=Header", ""},
		{"A2", excelize.CellTypeUnset, "23 Nov 2026", ""},
		{"B2", excelize.CellTypeUnset, "23 Nov 2026 06:10", ""},
		{"C2", excelize.CellTypeUnset, "5000", "5000"},
		{"D2", excelize.CellTypeUnset, "1:30:05", ""},
		{"E2", excelize.CellTypeSharedString, "'=HYPERLINK(\"x\")", ""},
		{"F2", excelize.CellTypeSharedString, "'+1", ""},
		{"A3", excelize.CellTypeUnset, "", ""},
		{"C3", excelize.CellTypeUnset, "12", "12"},
		{"D3", excelize.CellTypeUnset, "25:00:00", ""},
		{"E3", excelize.CellTypeSharedString, "'-2", ""},
		{"F3", excelize.CellTypeSharedString, "'\tx", ""},
	}
	for _, c := range cases {
		shown, err := f.GetCellValue(name, c.cell)
		if err != nil {
			t.Fatal(err)
		}
		if shown != c.shown {
			t.Errorf("%s shows %q, want %q", c.cell, shown, c.shown)
		}
		typ, _ := f.GetCellType(name, c.cell)
		if c.typ == excelize.CellTypeSharedString && typ != excelize.CellTypeSharedString && typ != excelize.CellTypeInlineString {
			t.Errorf("%s is of type %v, want text", c.cell, typ)
		}
		if c.typ == excelize.CellTypeUnset && (typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString) {
			t.Errorf("%s is text, want a number", c.cell)
		}
		if c.raw != "" {
			raw, _ := f.GetCellValue(name, c.cell, excelize.Options{RawCellValue: true})
			if raw != c.raw {
				t.Errorf("%s raw = %q, want %q", c.cell, raw, c.raw)
			}
		}
	}
	// The date cell holds the site's wall clock as a serial number: 23 Nov 2026 06:10:30.
	raw, _ := f.GetCellValue(name, "B2", excelize.Options{RawCellValue: true})
	if raw[:5] != "46349" {
		t.Errorf("B2 raw = %q, want the serial of 23 Nov 2026", raw)
	}
}
