package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestReportCalls drives the report calls over HTTP: the list in both
// languages, a form body, the CIP call's query string, a workbook and an
// empty one, and refusals that name the field.
func TestReportCalls(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		e.createOrg(e.admin, subOrgBody("GokulCentre", "Gokul", "chillingcenter"))
		unit := e.addUnit("GokulCentre", "unit-r1")
		ist, _ := time.LoadLocation("Asia/Kolkata")
		start := time.Date(2026, 3, 10, 9, 30, 0, 0, ist)
		s := engine.Session{Key: "session/cip/1", Kind: engine.CIPSession, EventDate: "2026-03-10", Start: start, End: start.Add(20 * time.Minute),
			At: start.Add(20 * time.Minute), MaxTemp: 65, MaxVolume: 80, CIPType: "Hot"}
		payload, _ := json.Marshal(s)
		if _, err := db.Exec(context.Background(), `INSERT INTO unit_sessions (unit_ref, row_key, at, kind, event_date, start_at, end_at, payload)
			SELECT id, ?, ?, 'cip', ?, ?, ?, ? FROM chilling_units WHERE uuid = ?`, s.Key, s.At.UnixMilli(), s.EventDate,
			s.Start.UnixMilli(), s.End.UnixMilli(), string(payload), unit); err != nil {
			t.Fatal(err)
		}
		const rep = "/authgateway/reports"

		for lang, want := range map[string]string{"en": "CIP Report", "fr": "Rapport NEP"} {
			list := e.must("GET", rep+"/dashBoard/v1/getAll?locale="+lang, e.admin, nil).L()
			spec := e.must("GET", "/reportService/api/reportMetaData/contrak?locale="+lang, e.admin, nil).L()
			if len(list) != 4 || len(spec) != 4 {
				t.Fatalf("%s: %d and %d reports, want 4", lang, len(list), len(spec))
			}
			cip := list[3].(map[string]any)
			if cip["name"] != "CIP Report" || cip["displayName"] != want || cip["id"] != "cip" {
				t.Errorf("%s: CIP entry %v", lang, cip)
			}
		}

		form := formBody{"orgName": {"Gokul"}, "uuids": {unit}, "fromDate": {"2026-03-01"}, "toDate": {"2026-03-31"}, "page": {"0"}, "pageSize": {"5000"}}
		got := e.must("POST", rep+"/cip/v1/cipReport", e.admin, form)
		rows := got.M()["content"].([]any)
		if len(rows) != 1 || rows[0].(map[string]any)["startTime"] != "2026-03-10T09:30:00+05:30" || rows[0].(map[string]any)["duration"] != "00:20:00" {
			t.Errorf("form body: %s", got.Raw)
		}
		// A form body takes a list of thousands of uuids (the parameter's bound, not a short field's).
		long := formBody{"uuids": {strings.Repeat(unit+",", 200)}, "fromDate": {"2026-03-01"}, "toDate": {"2026-03-31"}}
		if r := e.do("POST", rep+"/cip/v1/cipReport", e.admin, long); r.Status != 200 {
			t.Errorf("a long uuids list: %d %s", r.Status, r.Raw)
		}
		query := url.Values(form).Encode()
		if byQuery := e.must("POST", rep+"/cip/v1/cipReport?"+query, e.admin, nil); !bytes.Equal(byQuery.Raw, got.Raw) {
			t.Errorf("query string: %s\nwant %s", byQuery.Raw, got.Raw)
		}
		// The body's keys win over the query's.
		later := formBody{"uuids": {unit}, "fromDate": {"2026-03-11"}, "toDate": {"2026-03-31"}}
		if r := e.must("POST", rep+"/cip/v1/cipReport?"+query, e.admin, later); len(r.M()["content"].([]any)) != 0 {
			t.Errorf("the body's fromDate was not used: %s", r.Raw)
		}

		file := e.do("POST", rep+"/cip/v1/cipReport/export_excel", e.admin, form)
		wb, err := excelize.OpenReader(bytes.NewReader(file.Raw))
		if file.Status != 200 || err != nil {
			t.Fatalf("export: %d %v", file.Status, err)
		}
		if v, _ := wb.GetCellValue(wb.GetSheetName(0), "J2"); v != "Hot" {
			t.Errorf("CIP TYPE cell = %q", v)
		}
		empty := formBody{"uuids": {unit}, "fromDate": {"2026-02-01"}, "toDate": {"2026-02-28"}}
		// Milk Lifting always answers its undercooled indexes; the others never.
		if r := e.must("POST", rep+"/ml/v1/milkReport", e.admin, empty); !bytes.Contains(r.Raw, []byte(`"undercooled":[]`)) {
			t.Errorf("an empty Milk Lifting page: %s, want \"undercooled\": []", r.Raw)
		}
		if r := e.must("POST", rep+"/cip/v1/cipReport", e.admin, empty); bytes.Contains(r.Raw, []byte(`undercooled`)) {
			t.Errorf("a CIP page: %s, want no undercooled", r.Raw)
		}
		if r := e.do("POST", rep+"/cs/v1/chillingReport/export_excel/complete", e.admin, empty); r.Status != 204 || len(r.Raw) != 0 {
			t.Errorf("empty export: %d %q", r.Status, r.Raw)
		}

		const allRequired = "All fields are required!" // spec 03 §5
		for _, c := range []struct {
			body  formBody
			field string
			msg   string // "" for any
		}{
			{formBody{"fromDate": {"2026-03-01"}, "toDate": {"2026-03-02"}}, "uuids", allRequired},
			{formBody{"uuids": {unit}, "toDate": {"2026-03-02"}}, "fromDate", allRequired},
			{formBody{"uuids": {unit}, "fromDate": {"2026-03-01"}}, "toDate", allRequired},
			{formBody{"uuids": {unit}, "fromDate": {"2026-03-05"}, "toDate": {"2026-03-02"}}, "fromDate", "The start date cannot be after the end date."},
			{formBody{"uuids": {unit}, "fromDate": {"2026-03-05"}, "toDate": {"2026-03-02"}}, "toDate", "The end date cannot be before the start date."},
			{formBody{"uuids": {unit}, "fromDate": {"2026-03-01"}, "toDate": {"2026-03-02"}, "pageSize": {"9223372036854775808"}}, "pageSize", ""},
			{formBody{"uuids": {"a\x00b"}, "fromDate": {"2026-03-01"}, "toDate": {"2026-03-02"}}, "uuids", ""},
		} {
			r := e.do("POST", rep+"/ml/v1/milkReport", e.admin, c.body)
			if got, ok := r.FieldMessages()[c.field]; r.Status != 400 || !ok || (c.msg != "" && got != c.msg) {
				t.Errorf("%v: %d %s, want 400 naming %s %q", c.body, r.Status, r.Raw, c.field, c.msg)
			}
		}
		if r := e.do("POST", rep+"/fs/v2/fuelReport", e.admin, formBody{"orgName": {"Nobody"}, "uuids": {unit}, "fromDate": {"2026-03-01"}, "toDate": {"2026-03-02"}}); r.Status != 404 {
			t.Errorf("unknown organisation: %d %s", r.Status, r.Raw)
		}
	})
}
