package api_test

import (
	"bytes"
	"net/url"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestExportXLSX(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		e.createOrg(e.admin, orgBody("Nandini"))
		e.createUser(e.admin, userBody("meera", "Gokul", "Viewer"))
		e.createUser(e.admin, userBody("ravi", "Gokul", "RDE"))
		e.createUser(e.admin, userBody("gokul.admin", "Gokul", "Administrator"))
		exportURL := func(path, query, cols string) string {
			return "/authgateway/export/xlsx?" + url.Values{"path": {path}, "query": {query}, "fileName": {"userList"}, "columns": {cols}}.Encode()
		}

		t.Run("all rows of the list, the chosen columns, as a named download", func(t *testing.T) {
			r := e.do("GET", exportURL(prov+"/users/all", "orgName=Gokul&size=1", "userName:User name,roles:Roles,organizationName:Organization"), e.admin, nil)
			if r.Status != 200 {
				t.Fatalf("status %d %s", r.Status, r.Raw)
			}
			f, err := excelize.OpenReader(bytes.NewReader(r.Raw))
			if err != nil {
				t.Fatal(err)
			}
			rows, _ := f.GetRows("userList")
			want := [][]string{{"User name", "Roles", "Organization"}, {"gokul.admin", "Administrator", "Gokul"}, {"meera", "Viewer", "Gokul"}, {"ravi", "RDE", "Gokul"}}
			if len(rows) != len(want) {
				t.Fatalf("rows = %v, want %v (size=1 in the query must not limit the export)", rows, want)
			}
			for i := range want {
				if strings.Join(rows[i], "|") != strings.Join(want[i], "|") {
					t.Errorf("row %d = %v, want %v", i, rows[i], want[i])
				}
			}
		})
		t.Run("the caller's privileges and scope apply to the exported list", func(t *testing.T) {
			viewer := e.login("meera", "Secret123")
			if r := e.do("GET", exportURL(prov+"/users/all", "", "userName:User"), viewer, nil); r.Status != 403 {
				t.Errorf("viewer exporting users = %d, want 403", r.Status)
			}
			admin := e.login("gokul.admin", "Secret123")
			if r := e.do("GET", exportURL(prov+"/users/all", "orgName=Nandini", "userName:User"), admin, nil); r.Status != 404 {
				t.Errorf("exporting another organisation's users = %d, want 404", r.Status)
			}
		})
		t.Run("bad requests name the field", func(t *testing.T) {
			cases := []struct{ path, cols, field string }{
				{"", "userName:User", "path"},
				{"/healthz", "userName:User", "path"},
				{"/authgateway/export/xlsx", "userName:User", "path"},
				{prov + "/nothing", "userName:User", "path"},
				{prov + "/users/all", "", "columns"},
			}
			for _, c := range cases {
				r := e.do("GET", exportURL(c.path, "", c.cols), e.admin, nil)
				if r.Status != 400 || r.FieldMessages()[c.field] == "" {
					t.Errorf("export %q %q = %d %s, want 400 naming %s", c.path, c.cols, r.Status, r.Raw, c.field)
				}
			}
		})
	})
}
