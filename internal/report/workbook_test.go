package report_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/report"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// at is a time of March 2026 on the sites' clock (India).
func at(day, hour, minute int) time.Time { return time.Date(2026, 3, day, hour, minute, 0, 0, ist) }

// seedRows stores derived rows as the runner would: on the first unit a
// chilling session from 23:30 on the 10th to 01:10 on the 11th, an
// undercooled lifting and a cleaning; on the second a chilling session on
// the 11th and a day of power minutes on each. The site's name starts
// with "=", as a formula would.
func seedRows(t *testing.T, f *fleet) {
	t.Helper()
	ctx := t.Context()
	ref := func(i int) int64 {
		var id int64
		if err := f.db.Get(ctx, &id, `SELECT id FROM chilling_units WHERE uuid = ?`, f.units[i].UUID); err != nil {
			t.Fatal(err)
		}
		return id
	}
	u1, u2 := ref(0), ref(1)
	session := func(unit int64, s engine.Session) {
		b, _ := json.Marshal(s)
		if _, err := f.db.Exec(ctx, `INSERT INTO unit_sessions (unit_ref, row_key, at, kind, event_date, start_at, end_at, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			unit, s.Key, s.At.UnixMilli(), s.Kind.String(), s.EventDate, s.Start.UnixMilli(), s.End.UnixMilli(), string(b)); err != nil {
			t.Fatal(err)
		}
	}
	chill := engine.Session{Key: "session/chilling/1", Kind: engine.ChillingSession, EventDate: "2026-03-10", Shift: "evening",
		Start: at(10, 23, 30), End: at(11, 1, 10), At: at(11, 1, 10), StartTemp: 31.04, EndTemp: 4.05, StartVolume: 612.34, EndVolume: 1200,
		GridMinutes: 70, DGMinutes: 30, Completed: true}
	session(u1, chill)
	lift := engine.Session{Key: "session/milk_lifting/1", Kind: engine.LiftingSession, EventDate: "2026-03-11",
		Start: at(11, 9, 0), End: at(11, 9, 12), At: at(11, 9, 12), StartTemp: 6.2, EndTemp: 6.4, StartVolume: 1190, EndVolume: 4, LiftingType: "Full"}
	session(u1, lift)
	session(u1, engine.Session{Key: "session/cip/1", Kind: engine.CIPSession, EventDate: "2026-03-11",
		Start: at(11, 9, 30), End: at(11, 9, 52), At: at(11, 9, 52), MaxTemp: 64.5, MaxVolume: 80.25, CIPType: "Hot"})
	session(u2, engine.Session{Key: "session/chilling/2", Kind: engine.ChillingSession, EventDate: "2026-03-11", Shift: "morning",
		Start: at(11, 6, 0), End: at(11, 7, 30), At: at(11, 7, 30), StartTemp: 30, EndTemp: 4, StartVolume: 500, EndVolume: 900, GridMinutes: 90})
	if _, err := f.db.Exec(ctx, `INSERT INTO alert_changes (unit_ref, row_key, at, episode, alert, change, stage, since, volume, temperature)
		VALUES (?, 'alert/milk_lifted_undercooled/1', ?, 'e1', 'milk_lifted_undercooled', 'raised', 1, ?, 1190, 6.2)`,
		u1, lift.End.UnixMilli(), lift.Start.UnixMilli()); err != nil {
		t.Fatal(err)
	}
	for _, u := range []int64{u1, u2} {
		e := engine.DailyEnergy{Key: "energy/2026-03-10", At: at(11, 0, 0), Date: "2026-03-10",
			GridMinutesChilling: 150, DGMinutesChilling: 90, GridMinutesOther: 600, DGMinutesOther: 45}
		b, _ := json.Marshal(e)
		if _, err := f.db.Exec(ctx, `INSERT INTO unit_energy (unit_ref, row_key, at, site_date, payload) VALUES (?, ?, ?, ?, ?)`,
			u, e.Key, e.At.UnixMilli(), e.Date, string(b)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := f.db.Exec(ctx, `UPDATE sites SET site_name = ?`, `=HYPERLINK("http://evil.example","Centre")`); err != nil {
		t.Fatal(err)
	}
}

// TestSessionBelongsToItsStartDay: a session crossing midnight, and the
// report's last date, is whole in the day it started on.
func TestSessionBelongsToItsStartDay(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newEmptyFleet(t, db)
		seedRows(t, f)
		rows := func(from, to string) []report.Row {
			res, err := f.svcs.Reports.Rows(t.Context(), f.admin, report.Chilling, report.Query{UUIDs: f.uuids(), FromDate: from, ToDate: to})
			if err != nil {
				t.Fatal(err)
			}
			return res.Content
		}
		tenth := rows("2026-03-10", "2026-03-10")
		if len(tenth) != 1 {
			t.Fatalf("the 10th has %d sessions, want the one that started at 23:30", len(tenth))
		}
		got, _ := json.Marshal(tenth[0])
		want := `{"eventDate":"2026-03-10","customerBmcId":"SIM-S01-C1","capacity":2000,"bmcName":"=HYPERLINK(\"http://evil.example\",\"Centre\")",` +
			`"shift":"evening","chillingStartTime":"2026-03-10T23:30:00+05:30","chillingStartTemp":31,"chillingStartVol":612.3,` +
			`"chillingEndTime":"2026-03-11T01:10:00+05:30","chillingEndTemp":4.1,"chillingEndVol":1200,` +
			`"chillingDuration":"01:40:00","gridDuration":"01:10:00","dgDuration":"00:30:00"}`
		if string(got) != want {
			t.Errorf("row\n got %s\nwant %s", got, want)
		}
		if eleventh := rows("2026-03-11", "2026-03-11"); len(eleventh) != 1 || eleventh[0].Get("customerBmcId") != "SIM-S01-C2" {
			t.Errorf("the 11th = %v, want only the second unit's morning session", eleventh)
		}
		if both := rows("2026-03-10", "2026-03-11"); len(both) != 2 {
			t.Errorf("10th–11th: %d rows, want 2", len(both))
		}
	})
}

// TestWorkbooks opens each report's workbook and checks it cell by cell
// against the report's rows: headers in the language, numeric, date and
// duration cells, the file name, the fuel totals, the undercooled column
// and a neutralised formula.
func TestWorkbooks(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newEmptyFleet(t, db)
		seedRows(t, f)
		q := report.Query{UUIDs: f.uuids(), FromDate: "2026-03-01", ToDate: "2026-03-31"}
		files := map[report.Kind]string{report.Chilling: "Chilling_Session_Report.xlsx", report.Fuel: "Fuel_Consumption_Report.xlsx",
			report.Lifting: "Milk_Lifting_Report.xlsx", report.CIP: "CIP_Report.xlsx"}
		for _, k := range report.Kinds {
			for _, lang := range []string{"en", "fr"} {
				t.Run(string(k)+"/"+lang, func(t *testing.T) {
					res, err := f.svcs.Reports.Rows(t.Context(), f.admin, k, q)
					if err != nil {
						t.Fatal(err)
					}
					var buf bytes.Buffer
					name, n, err := f.svcs.Reports.Export(t.Context(), f.admin, k, q, lang, &buf)
					if err != nil {
						t.Fatal(err)
					}
					if name != files[k] || n != len(res.Content) {
						t.Fatalf("name %q, %d rows; want %q, %d", name, n, files[k], len(res.Content))
					}
					checkWorkbook(t, f, k, lang, res, buf.Bytes())
				})
			}
		}
		t.Run("no rows", func(t *testing.T) {
			var buf bytes.Buffer
			_, n, err := f.svcs.Reports.Export(t.Context(), f.admin, report.CIP, report.Query{UUIDs: f.uuids(), FromDate: "2026-02-01", ToDate: "2026-02-02"}, "en", &buf)
			if err != nil || n != 0 || buf.Len() != 0 {
				t.Errorf("n=%d, %d bytes, err %v; want nothing written", n, buf.Len(), err)
			}
		})
	})
}

func checkWorkbook(t *testing.T, f *fleet, k report.Kind, lang string, res *report.Result, data []byte) {
	t.Helper()
	wb, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	sheet := wb.GetSheetName(0)
	meta := map[string]report.Meta{}
	for _, m := range f.svcs.Reports.List(lang) {
		meta[string(m.ID)] = m
	}
	m := meta[string(k)]
	if sheet != m.DisplayName[:min(31, len(m.DisplayName))] {
		t.Errorf("sheet %q, want %q", sheet, m.DisplayName)
	}
	cell := func(col, row int) (string, excelize.CellType) {
		ref, _ := excelize.CoordinatesToCellName(col, row)
		v, _ := wb.GetCellValue(sheet, ref)
		typ, _ := wb.GetCellType(sheet, ref)
		return v, typ
	}
	raw := func(col, row int) string {
		ref, _ := excelize.CoordinatesToCellName(col, row)
		v, _ := wb.GetCellValue(sheet, ref, excelize.Options{RawCellValue: true})
		return v
	}
	for i, v := range m.Values {
		h, _ := cell(i+1, 1)
		if want := v.Header; h != want { // spec 03's header, with no zone
			t.Errorf("header %d = %q, want %q", i+1, h, want)
		}
	}
	text := func(c excelize.CellType) bool {
		return c == excelize.CellTypeSharedString || c == excelize.CellTypeInlineString
	}
	for r, row := range res.Content {
		for i, field := range row.Fields() {
			shown, typ := cell(i+1, r+2)
			switch v := row.Get(field).(type) {
			case float64:
				if text(typ) || raw(i+1, r+2) != strconv.FormatFloat(v, 'f', -1, 64) {
					t.Errorf("%s row %d: %q (%v), want the number %v", field, r+1, raw(i+1, r+2), typ, v)
				}
			case time.Duration:
				if text(typ) || shown != clock(v) {
					t.Errorf("%s row %d: shows %q (%v), want the duration %s", field, r+1, shown, typ, clock(v))
				}
			case time.Time:
				want := v.Format("02 Jan 2006 15:04")
				if field == "eventDate" || field == "date" {
					want = v.Format("02 Jan 2006")
				}
				if text(typ) || shown != want {
					t.Errorf("%s row %d: shows %q (%v), want the date %s", field, r+1, shown, typ, want)
				}
			case string:
				want := v
				if len(v) > 0 && v[0] == '=' {
					want = "'" + v
				}
				if field == "shift" || field == "liftingType" || field == "cipType" {
					want = displayName(lang, v)
				}
				if !text(typ) || shown != want {
					t.Errorf("%s row %d: %q (%v), want the text %q", field, r+1, shown, typ, want)
				}
			}
		}
	}
	last := len(res.Content) + 2
	switch k {
	case report.Fuel:
		label, _ := cell(1, last)
		litres := raw(6, last)
		if label != "Total" || litres != "4.5" { // 2.25 L (defaults) + 2.25 L (the second unit's defaults too)
			t.Errorf("totals row: %q, litres %q; want Total and 4.5", label, litres)
		}
	case report.Lifting:
		h, _ := cell(len(m.Values)+1, 1)
		v, _ := cell(len(m.Values)+1, 2)
		wantH, wantV := "Undercooled at Lifting", "Yes"
		if lang == "fr" {
			wantH, wantV = "Sous-refroidi à l'enlèvement", "Oui"
		}
		if h != wantH || v != wantV {
			t.Errorf("undercooled column: %q / %q, want %q / %q", h, v, wantH, wantV)
		}
	}
	if extra, _ := cell(1, last+1); extra != "" {
		t.Errorf("a row after the last: %q", extra)
	}
}

func clock(d time.Duration) string {
	s := int(d.Seconds())
	return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
}

func displayName(lang, code string) string {
	names := map[string][2]string{"morning": {"Morning", "Matin"}, "evening": {"Evening", "Soir"}, "Full": {"Full", "Complet"},
		"Partial": {"Partial", "Partiel"}, "Hot": {"Hot", "Chaud"}, "Warm": {"Warm", "Tiède"}}
	if lang == "fr" {
		return names[code][1]
	}
	return names[code][0]
}

// TestWorkbookZones: units in two time zones get a last column naming
// each row's zone, after spec 03's columns, and their times on their own
// site's clock.
func TestWorkbookZones(t *testing.T) {
	db := storagetest.SQLite(t)
	w, err := sim.New(sim.Config{Sites: 2, Units: 2, Seed: 1, Start: monthStart, Zones: []string{"Asia/Kolkata", "Africa/Nairobi"}})
	if err != nil {
		t.Fatal(err)
	}
	f, _ := provision(t, db, w)
	seedRows(t, f)
	var buf bytes.Buffer
	q := report.Query{UUIDs: f.uuids(), FromDate: "2026-03-01", ToDate: "2026-03-31"}
	if _, _, err := f.svcs.Reports.Export(t.Context(), f.admin, report.Chilling, q, "en", &buf); err != nil {
		t.Fatal(err)
	}
	wb, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := wb.GetRows(wb.GetSheetName(0))
	want := [][]string{
		{"Date", "BMC ID", "BMC Capacity (L)", "Site Name", "Shift", "Chilling Start Time"},
		{"10 Mar 2026", "SIM-S01-C1", "2000", `'=HYPERLINK("http://evil.example","Centre")`, "Evening", "10 Mar 2026 23:30"},
		{"11 Mar 2026", "SIM-S02-C1", "2000", `'=HYPERLINK("http://evil.example","Centre")`, "Morning", "11 Mar 2026 03:30"},
	}
	for i, zone := range []string{"Time Zone", "Asia/Kolkata", "Africa/Nairobi"} {
		if i < len(rows) && rows[i][len(rows[i])-1] != zone {
			t.Errorf("row %d ends with %q, want the zone %q", i, rows[i][len(rows[i])-1], zone)
		}
	}
	if len(rows) != len(want) {
		t.Fatalf("rows %v", rows)
	}
	for i := range want {
		if got := rows[i][:len(want[i])]; !slices.Equal(got, want[i]) {
			t.Errorf("row %d = %q\nwant %q", i, got, want[i])
		}
	}
}
