package export

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

func TestParseColumns(t *testing.T) {
	got, err := ParseColumns("orgName:Org name, address.district:District,email")
	if err != nil {
		t.Fatal(err)
	}
	want := []Column{{Field: "orgName", Header: "Org name"}, {Field: "address.district", Header: "District"}, {Field: "email", Header: "email"}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("column %d = %v, want %v", i, got[i], want[i])
		}
	}
	for _, bad := range []string{"", " , ", ":Header"} {
		if _, err := ParseColumns(bad); err == nil {
			t.Errorf("ParseColumns(%q) accepted", bad)
		}
	}
}

func TestCell(t *testing.T) {
	row := map[string]any{"n": 3.5, "s": "x", "b": true, "list": []any{"a", "b", map[string]any{}},
		"address": map[string]any{"district": "Pune"}, "obj": map[string]any{"k": 1.0}}
	cases := []struct {
		path string
		want any
	}{
		{"n", 3.5}, {"s", "x"}, {"b", true}, {"list", "a, b"}, {"address.district", "Pune"},
		{"obj", ""}, {"missing", ""}, {"s.deeper", ""},
	}
	for _, c := range cases {
		if got := Cell(row, c.path); got != c.want {
			t.Errorf("Cell(%q) = %v, want %v", c.path, got, c.want)
		}
	}
}

func TestWriteXLSX(t *testing.T) {
	var buf bytes.Buffer
	cols := []Column{{Field: "userName", Header: "User name"}, {Field: "roles", Header: "Roles"}, {Field: "n", Header: "Count"}}
	rows := []map[string]any{{"userName": "meera", "roles": []any{"Viewer"}, "n": 2.0}, {"userName": "ravi"}}
	if err := WriteXLSX(&buf, "userList", cols, rows); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	got, err := f.GetRows("userList")
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"User name", "Roles", "Count"}, {"meera", "Viewer", "2"}, {"ravi"}}
	if len(got) != len(want) {
		t.Fatalf("rows = %v, want %v", got, want)
	}
	for i := range want {
		for j := range want[i] {
			if got[i][j] != want[i][j] {
				t.Errorf("cell %d,%d = %q, want %q", i, j, got[i][j], want[i][j])
			}
		}
	}
}

func TestFileName(t *testing.T) {
	cases := map[string]string{"userList": "userList.xlsx", "subOrganizationList.xls": "subOrganizationList.xlsx",
		"CIP Report": "CIP Report.xlsx", "../../etc/passwd": ".._.._etc_passwd.xlsx", "": "export.xlsx", "a\"b\r\nc": "a_b_c.xlsx"}
	for in, want := range cases {
		if got := FileName(in); got != want {
			t.Errorf("FileName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNeutralise(t *testing.T) {
	cases := []struct{ in, want string }{
		{"=1+2", "'=1+2"}, {"+91 98765", "'+91 98765"}, {"-5", "'-5"}, {"@SUM(A1)", "'@SUM(A1)"},
		{"\tcmd", "'\tcmd"}, {"\rcmd", "'\rcmd"}, {`=HYPERLINK("http://x","y")`, `'=HYPERLINK("http://x","y")`},
		{"Gokul", "Gokul"}, {"", ""}, {"a=b", "a=b"}, {" =1", " =1"}, {"'=1", "'=1"},
	}
	for _, c := range cases {
		if got := Neutralise(c.in); got != c.want {
			t.Errorf("Neutralise(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSheetName(t *testing.T) {
	long := strings.Repeat("Chilling Session Report ", 5)
	cases := []struct{ in, want string }{
		{"userList", "userList"}, {"", "Sheet1"}, {"a/b:c?d*e[f]g\\h", "a_b_c_d_e_f_g_h"}, {"'quoted'", "quoted"},
		{long, "Chilling Session Report Chillin"}, {"Bilan été 2026 – Kothrud Chilling Centre", "Bilan été 2026 – Kothrud Chilli"},
	}
	for _, c := range cases {
		got := SheetName(c.in)
		if got != c.want {
			t.Errorf("SheetName(%q) = %q, want %q", c.in, got, c.want)
		}
		if utf8.RuneCountInString(got) > 31 {
			t.Errorf("SheetName(%q) = %q is longer than 31", c.in, got)
		}
	}
}

// TestWriteXLSXNeutralises writes formula-looking text and reads the
// workbook back: every such cell is text starting with an apostrophe, no
// cell holds a formula, numbers stay numbers, and a long name still makes
// a valid sheet.
func TestWriteXLSXNeutralises(t *testing.T) {
	var buf bytes.Buffer
	cols := []Column{{Field: "a", Header: "=Header"}, {Field: "n", Header: "Count"}}
	rows := []map[string]any{{"a": "=cmd|' /C calc'!A0", "n": -2.0}, {"a": "@SUM(1)"}, {"a": "+1"}, {"a": "-1"}, {"a": "\t=1"}, {"a": "ok"}}
	name := strings.Repeat("very long export file name ", 4)
	if err := WriteXLSX(&buf, name, cols, rows); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	sheet := f.GetSheetName(0)
	if sheet != SheetName(name) {
		t.Errorf("sheet = %q, want %q", sheet, SheetName(name))
	}
	got, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"'=Header", "Count"}, {"'=cmd|' /C calc'!A0", "-2"}, {"'@SUM(1)"}, {"'+1"}, {"'-1"}, {"'\t=1"}, {"ok"}}
	for i := range want {
		for j := range want[i] {
			if got[i][j] != want[i][j] {
				t.Errorf("cell %d,%d = %q, want %q", i, j, got[i][j], want[i][j])
			}
			cell, _ := excelize.CoordinatesToCellName(j+1, i+1)
			if formula, _ := f.GetCellFormula(sheet, cell); formula != "" {
				t.Errorf("cell %s holds a formula %q", cell, formula)
			}
		}
	}
	if typ, _ := f.GetCellType(sheet, "B2"); typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString {
		t.Errorf("the number -2 was written as text")
	}
}
