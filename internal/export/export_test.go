package export

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"
)

func TestParseColumns(t *testing.T) {
	got, err := ParseColumns("orgName:Org name, address.district:District,email")
	if err != nil {
		t.Fatal(err)
	}
	want := []Column{{"orgName", "Org name"}, {"address.district", "District"}, {"email", "email"}}
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
	cols := []Column{{"userName", "User name"}, {"roles", "Roles"}, {"n", "Count"}}
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
