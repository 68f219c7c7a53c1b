package api_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/importer"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

const (
	siteImport  = prov + "/sites/import"
	alertImport = prov + "/users/alertConfigurations/import"
)

// siteFile writes a site import file of n sites, each with a gateway, a
// power sensor and two BMCs with one sensor each; edit may change a line.
func siteFile(_ testing.TB, prefix string, n int, edit func(line int, rec map[string]string)) csvFile {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	cols := importer.SiteColumns()
	_ = w.Write(cols)
	line := 1
	for i := 0; i < n; i++ {
		id := fmt.Sprintf("%s-%04d", prefix, i)
		for u := 1; u <= 2; u++ {
			line++
			rec := map[string]string{"productType": "BMC", "bmcId": fmt.Sprintf("%s-B%d", id, u), "customerBmcId": fmt.Sprintf("%s-C%d", id, u),
				"bmcName": fmt.Sprintf("Tank %d", u), "capacity": "2000", "ownerContactNum": "9876543210",
				"l1Devices": fmt.Sprintf("%s-VS%d:volsens", id, u), "l0Config": fmt.Sprintf("%s-VS%d:volume=volume@L", id, u), "siteId": id}
			if u == 1 {
				for k, v := range map[string]string{"organizationName": "Gokul", "subOrganizationName": "KothrudCC", "siteName": id + " Centre",
					"locale": "en-IN", "zoneId": "Asia/Kolkata", "country": "IN", "state": "IN-MH", "district": "Pune", "pinCode": "411038",
					"villageTownCity": "Pune", "addressLine1": "Main road", "latitude": "18.5", "longitude": "73.8", "altitude": "560",
					"gatewaySerialNumber": id + "-GW", "sensorSerialNumber": id + "-PS"} {
					rec[k] = v
				}
			}
			if edit != nil {
				edit(line, rec)
			}
			out := make([]string, len(cols))
			for j, c := range cols {
				out[j] = rec[c]
			}
			_ = w.Write(out)
		}
	}
	w.Flush()
	return csvFile(b.Bytes())
}

type rowProblem struct {
	row        int
	field, msg string
}

func rowProblems(r resp) []rowProblem {
	var out []rowProblem
	errs, _ := r.M()["errors"].([]any)
	for _, e := range errs {
		m := e.(map[string]any)
		row, _ := m["row"].(float64)
		out = append(out, rowProblem{row: int(row), field: m["field"].(string), msg: m["message"].(string)})
	}
	return out
}

func TestSiteImport(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(true)
		total := func() float64 {
			page := e.must("GET", prov+"/sites/all?page=0&size=10", e.admin, nil).M()
			return page["pageInfo"].(map[string]any)["totalElements"].(float64)
		}

		t.Run("the sample file downloads as CSV with every column and imports", func(t *testing.T) {
			r := e.do("GET", siteImport+"/sample", e.admin, nil)
			header, _, _ := strings.Cut(string(r.Raw), "\n")
			if r.Status != 200 || header != strings.Join(importer.SiteColumns(), ",") {
				t.Fatalf("sample = %d %q", r.Status, header)
			}
			sample := strings.NewReplacer("Gokul Dairy", "Gokul", "Kothrud CC", "KothrudCC").Replace(string(r.Raw))
			rep := e.must("POST", siteImport, e.admin, csvFile(sample)).M()
			if rep["sites"] != 1.0 || rep["units"] != 2.0 || rep["devices"] != 5.0 || len(rep["deviceCredentials"].([]any)) != 5 {
				t.Errorf("sample import = %v", rep)
			}
			site := e.must("GET", prov+"/sites/MH-PUN-001", e.admin, nil).M()
			units := site["chillingUnitMonitoringDetailsList"].([]any)
			abc := units[1].(map[string]any)
			if len(units) != 2 || abc["productType"].(map[string]any)["name"] != "ABC" ||
				abc["l1DeviceInfo"].([]any)[0].(map[string]any)["gatewaySerialNumber"] != "GW-0001" {
				t.Errorf("imported site = %v", site)
			}
			l0 := units[0].(map[string]any)["l1DeviceInfo"].([]any)[0].(map[string]any)["l0Config"].([]any)
			if len(l0) != 2 || l0[1].(map[string]any)["applicationAttribute"] != "compressor" {
				t.Errorf("l0Config = %v", l0)
			}
		})
		t.Run("500 sites in one file", func(t *testing.T) {
			before := total()
			file := siteFile(t, "BULK", 500, nil)
			start := time.Now()
			rep := e.must("POST", siteImport, e.admin, file).M()
			t.Logf("%s: 500 sites, 1000 units, 2000 devices, %d KB imported in %v", db.Dialect, len(file)/1024, time.Since(start).Round(time.Millisecond))
			if rep["sites"] != 500.0 || rep["units"] != 1000.0 || rep["rows"] != 1000.0 || len(rep["deviceCredentials"].([]any)) != 2000 {
				t.Errorf("report = %v", rep["sites"])
			}
			if got := total(); got != before+500 {
				t.Errorf("sites = %v, want %v", got, before+500)
			}
		})
		t.Run("one bad row imports nothing and reports that row", func(t *testing.T) {
			before := total()
			file := siteFile(t, "BAD", 50, func(line int, rec map[string]string) {
				if line == 41 {
					rec["ownerContactNum"] = "12345"
				}
			})
			r := e.do("POST", siteImport, e.admin, file)
			got := rowProblems(r)
			if r.Status != 400 || len(got) != 1 || got[0].row != 41 || got[0].field != "ownerContactNum" || got[0].msg != "Must be 10 Digits" {
				t.Errorf("refusal = %d %v", r.Status, got)
			}
			if !strings.HasPrefix(r.S("message"), "row 41, ownerContactNum: Must be 10 Digits") {
				t.Errorf("headline = %q", r.S("message"))
			}
			if after := total(); after != before {
				t.Errorf("a refused file left %v sites behind", after-before)
			}
		})
		t.Run("refusals name row and column, in the caller's language", func(t *testing.T) {
			for _, tc := range []struct {
				name       string
				edit       func(line int, rec map[string]string)
				row        int
				field, msg string
			}{
				{"a serial used twice in the file", func(line int, rec map[string]string) {
					if line == 4 {
						rec["l1Devices"], rec["l0Config"] = "TWICE-0000-VS1:volsens", ""
					}
				}, 4, "l1Devices", "Already Existing"},
				{"another organisation's sub-organisation", func(line int, rec map[string]string) {
					if line == 2 {
						rec["subOrganizationName"] = "NandiniCC"
					}
				}, 2, "subOrganizationName", ""},
				{"every site under an organisation that does not exist", func(line int, rec map[string]string) {
					if line == 2 || line == 4 {
						rec["organizationName"] = "Nowhere"
					}
				}, 2, "subOrganizationName", "The sub organization must belong to the selected organization"},
				{"bad coordinates", func(line int, rec map[string]string) {
					if line == 4 {
						rec["latitude"] = "95"
					}
				}, 4, "latitude", "latitude, longitude is the format"},
				{"a site line that differs", func(line int, rec map[string]string) {
					if line == 3 {
						rec["siteName"] = "Other name"
					}
				}, 3, "siteName", "Differs from the site's first line; leave it blank or repeat it"},
				{"a device list that cannot be read", func(line int, rec map[string]string) {
					if line == 5 {
						rec["l1Devices"] = "just-a-serial"
					}
				}, 5, "l1Devices", "Write devices as SERIAL:type separated by ;"},
			} {
				r := e.do("POST", siteImport, e.admin, siteFile(t, "TWICE", 2, tc.edit))
				got := rowProblems(r)
				if r.Status != 400 || len(got) == 0 || got[0].row != tc.row || got[0].field != tc.field || (tc.msg != "" && got[0].msg != tc.msg) {
					t.Errorf("%s: %d %v", tc.name, r.Status, got)
				}
			}
			r := e.do("POST", siteImport, e.admin, csvFile("siteId,colour\nX,red\n"), "Accept-Language", "fr")
			got := rowProblems(r)
			if r.Status != 400 || len(got) < 2 || got[0].row != 1 || got[0].field != "colour" || got[0].msg != "Colonne inconnue ; le fichier d'exemple liste les colonnes" {
				t.Errorf("unknown column in French = %d %v", r.Status, got)
			}
		})
		t.Run("a dry run checks everything and writes nothing", func(t *testing.T) {
			before := total()
			rep := e.must("POST", siteImport+"?dryRun=true", e.admin, siteFile(t, "DRY", 3, nil)).M()
			if rep["dryRun"] != true || rep["sites"] != 3.0 || len(rep["deviceCredentials"].([]any)) != 0 || total() != before {
				t.Errorf("dry run = %v", rep)
			}
			r := e.do("POST", siteImport+"?dryRun=true", e.admin, siteFile(t, "BULK", 1, nil))
			if got := rowProblems(r); r.Status != 400 || len(got) == 0 || got[0].field != "siteId" || got[0].msg != "A site with this id already exists" {
				t.Errorf("a dry run of existing sites = %d %v", r.Status, got)
			}
		})
		t.Run("a 20 MB file is refused with a clear error", func(t *testing.T) {
			big := bytes.Repeat([]byte("x"), 20<<20)
			r := e.do("POST", siteImport, e.admin, csvFile(big))
			if r.Status != 413 || r.S("message") != "The file is larger than 10 MB; split it into smaller files" {
				t.Errorf("20 MB = %d %s", r.Status, r.Raw)
			}
			if r := e.do("POST", siteImport, e.admin, csvFile("\xff\xfe,bad")); r.Status != 400 || r.FieldMessages()["#1"] != "The file is not UTF-8 text; save it as CSV UTF-8" {
				t.Errorf("not UTF-8 = %d %s", r.Status, r.Raw)
			}
			if r := e.do("POST", siteImport, e.admin, csvFile(strings.Join(importer.SiteColumns(), ",")+"\n")); r.Status != 400 || r.FieldMessages()["file"] != "The file has no lines to import" {
				t.Errorf("header only = %d %s", r.Status, r.Raw)
			}
		})
	})
}

func TestAlertImport(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(false)
		e.createOrg(e.admin, orgBody("Nandini"))
		e.must("POST", siteImport, e.admin, siteFile(t, "AL", 2, nil))
		body := userBody("asha.patil", "Gokul", "Viewer")
		body["siteAssociationConfiguration"] = []map[string]any{{"siteId": "AL-0000"}}
		e.createUser(e.admin, body)
		e.createUser(e.admin, userBody("ravi", "Gokul", "Viewer"))
		e.createUser(e.admin, userBody("outsider", "Nandini", "Viewer"))
		configs := func(user string) []any {
			return e.must("GET", prov+"/users/userDetails?userName="+user, e.admin, nil).M()["userAlertConfiguration"].([]any)
		}

		t.Run("the sample downloads and a file replaces each named user's configuration", func(t *testing.T) {
			r := e.do("GET", alertImport+"/sample", e.admin, nil)
			if header, _, _ := strings.Cut(string(r.Raw), "\n"); r.Status != 200 || header != strings.Join(importer.AlertColumns(), ",") {
				t.Fatalf("sample = %d %q", r.Status, header)
			}
			sample := strings.NewReplacer("MH-PUN-001", "AL-0000", "BMC-01", "AL-0000-B1").Replace(string(r.Raw))
			rep := e.must("POST", alertImport, e.admin, csvFile(sample+"ravi,AL-0001,,,no,,yes,,,,,,compressor_malfunction\n")).M()
			if rep["users"] != 2.0 || rep["rows"] != 3.0 {
				t.Errorf("report = %v", rep)
			}
			asha := configs("asha.patil")
			if len(asha) != 2 || asha[1].(map[string]any)["chillingUnitId"] != "AL-0000-B1" || asha[1].(map[string]any)["enableSMSAlerts"] != false {
				t.Errorf("asha = %v", asha)
			}
			ravi := configs("ravi")[0].(map[string]any)
			if ravi["enableEmailAlerts"] != false || ravi["enableSMSAlerts"] != true || ravi["enableWebAlerts"] != true {
				t.Errorf("ravi = %v, want email off, SMS default on, web on", ravi)
			}
			u := e.must("GET", prov+"/users/userDetails?userName=asha.patil", e.admin, nil).M()
			if len(u["siteAssociationConfiguration"].([]any)) != 1 {
				t.Errorf("an alert import changed the site associations: %v", u["siteAssociationConfiguration"])
			}
		})
		t.Run("one bad row imports nothing and reports that row", func(t *testing.T) {
			file := "userName,siteId,chillingUnitId,emailCriticalAlerts,enableWebAlerts\n" +
				"ravi,AL-0000,,,\n" +
				"asha.patil,AL-0001,,grid_off,\n" +
				"outsider,AL-0000,,,\n" + // a user of Nandini, a site of Gokul

				"ravi,AL-0001,NOPE,,maybe\n"
			r := e.do("POST", alertImport, e.admin, csvFile(file))
			got := rowProblems(r)
			want := []rowProblem{{row: 5, field: "enableWebAlerts", msg: "Must be true or false"}}
			if r.Status != 400 || len(got) != 1 || got[0] != want[0] {
				t.Fatalf("first pass = %d %v", r.Status, got)
			}
			r = e.do("POST", alertImport, e.admin, csvFile(strings.Replace(file, "maybe", "", 1)))
			got = rowProblems(r)
			fields := map[string]int{}
			for _, g := range got {
				fields[g.field] = g.row
			}
			if r.Status != 400 || fields["emailCriticalAlerts"] != 3 || fields["siteId"] != 4 || fields["chillingUnitId"] != 5 {
				t.Errorf("second pass = %d %v", r.Status, got)
			}
			if len(configs("ravi")) != 1 || len(configs("asha.patil")) != 2 {
				t.Errorf("a refused file changed configurations")
			}
		})
	})
}
