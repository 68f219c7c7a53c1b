package export

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

func TestParseColumnTypes(t *testing.T) {
	got, err := ParseColumns("siteName:Site,capacity:Capacity (L):number,temperature:Temperature:number(unit)," +
		"stateReceivedAt:Last updated: site time:DATETIME(zoneId),state:State:state,n:Note:text,run:Run:duration,day:Day:date")
	if err != nil {
		t.Fatal(err)
	}
	want := []Column{
		{Field: "siteName", Header: "Site"},
		{Field: "capacity", Header: "Capacity (L)", Type: TypeNumber},
		{Field: "temperature", Header: "Temperature", Type: TypeNumber, Arg: "unit"},
		{Field: "stateReceivedAt", Header: "Last updated: site time", Type: TypeDateTime, Arg: "zoneId"},
		{Field: "state", Header: "State", Type: TypeState},
		{Field: "n", Header: "Note", Type: TypeText},
		{Field: "run", Header: "Run", Type: TypeDuration},
		{Field: "day", Header: "Day", Type: TypeDate},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("column %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	for _, bad := range []string{
		"a:A:colour",            // unknown type
		"a:A:number(",           // no closing bracket
		"a:A:state(zoneId)",     // a code type takes no argument
		"a:A:datetime(zone id)", // not a dot path
		"a b:A",                 // field not a dot path
		"a..b:A",
		"a:Header:",
	} {
		if _, err := ParseColumns(bad); err == nil {
			t.Errorf("ParseColumns(%q) accepted", bad)
		}
	}
}

func TestLookup(t *testing.T) {
	row := map[string]any{"content": []any{map[string]any{"attributeList": []any{1.0, 2.0}}}, "temperature": map[string]any{"values": []any{4.2, 5.0}}}
	cases := []struct {
		path string
		want any
		ok   bool
	}{
		{"content.0.attributeList.1", 2.0, true}, {"temperature.values.0", 4.2, true}, {"temperature.values.2", nil, false},
		{"temperature.values.x", nil, false}, {"content.-1", nil, false}, {"missing", nil, false}, {"temperature.values.0.deeper", nil, false},
	}
	for _, c := range cases {
		got, ok := Lookup(row, c.path)
		if ok != c.ok || (c.ok && got != c.want) {
			t.Errorf("Lookup(%q) = %v %v, want %v %v", c.path, got, ok, c.want, c.ok)
		}
	}
	if got := Cell(row, "temperature.values.1"); got != 5.0 {
		t.Errorf("Cell through a list index = %v", got)
	}
}

func TestTableValues(t *testing.T) {
	kolkata, _ := time.LoadLocation("Asia/Kolkata")
	labels := map[string]string{"state/chilled": "Chilled", "onOff/ON": "ON", "onOff/OFF": "OFF", "alertType/panel_trip": "Panel trip"}
	tbl := &Table{Label: func(typ, code string) string { return labels[typ+"/"+code] }}
	row := map[string]any{
		"n": 5000.0, "s": "12.5", "bad": "5000 L", "nan": "NaN", "empty": "", "m": map[string]any{"value": 6.8, "unit": "°C"},
		"at": "2026-11-23T00:40:30Z", "zone": "Asia/Kolkata", "badZone": "Mars/Olympus", "ms": 1795394430000.0, "local": "2026-11-23T06:10:00", "day": "2026-11-23",
		"secs": 5405.0, "go": "1h30m5s", "hms": "25:00:00", "run": map[string]any{"value": 90.0, "unit": "min"},
		"state": "chilled", "odd": "thawed", "on": 1.0, "off": "OFF", "yes": true, "type": "panel_trip", "blank": "  ",
	}
	at := time.Date(2026, 11, 23, 6, 10, 30, 0, kolkata)
	cases := []struct {
		col  Column
		want any
	}{
		{Column{Field: "n", Type: TypeNumber}, 5000.0},
		{Column{Field: "s", Type: TypeNumber}, 12.5},
		{Column{Field: "bad", Type: TypeNumber}, "5000 L"},
		{Column{Field: "nan", Type: TypeNumber}, "NaN"},
		{Column{Field: "empty", Type: TypeNumber}, nil},
		{Column{Field: "missing", Type: TypeNumber}, nil},
		{Column{Field: "m", Type: TypeNumber}, 6.8},
		{Column{Field: "at", Type: TypeDateTime, Arg: "zone"}, at},
		{Column{Field: "ms", Type: TypeDateTime, Arg: "zone"}, at},
		{Column{Field: "local", Type: TypeDateTime, Arg: "zone"}, time.Date(2026, 11, 23, 6, 10, 0, 0, time.UTC)},
		{Column{Field: "day", Type: TypeDate}, time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)},
		{Column{Field: "at", Type: TypeDate, Arg: "zone"}, time.Date(2026, 11, 23, 0, 0, 0, 0, kolkata)},
		{Column{Field: "empty", Type: TypeDateTime}, nil},
		{Column{Field: "state", Type: TypeDateTime}, "chilled"},
		{Column{Field: "secs", Type: TypeDuration}, 90*time.Minute + 5*time.Second},
		{Column{Field: "go", Type: TypeDuration}, 90*time.Minute + 5*time.Second},
		{Column{Field: "hms", Type: TypeDuration}, 25 * time.Hour},
		{Column{Field: "run", Type: TypeDuration}, 90 * time.Minute},
		{Column{Field: "state", Type: TypeState}, "Chilled"},
		{Column{Field: "odd", Type: TypeState}, "thawed"},
		{Column{Field: "on", Type: TypeOnOff}, "ON"},
		{Column{Field: "off", Type: TypeOnOff}, "OFF"},
		{Column{Field: "yes", Type: TypeOnOff}, "ON"},
		{Column{Field: "type", Type: TypeAlertType}, "Panel trip"},
		{Column{Field: "blank", Type: TypeLevel}, nil},
		{Column{Field: "n", Type: TypeText}, 5000.0},
		{Column{Field: "m", Type: TypeText}, ""},
	}
	for _, c := range cases {
		got := tbl.Value(row, c.col)
		if gt, ok := got.(time.Time); ok {
			wt, _ := c.want.(time.Time)
			if !gt.Equal(wt) || gt.Format(time.RFC3339) != wt.Format(time.RFC3339) {
				t.Errorf("%s %s = %v, want %v", c.col.Type, c.col.Field, gt, c.want)
			}
			continue
		}
		if got != c.want {
			t.Errorf("%s %s = %#v, want %#v", c.col.Type, c.col.Field, got, c.want)
		}
	}
	// An unknown zone keeps the time's own offset; the table's zone applies without a zone field.
	if got := tbl.Value(row, Column{Field: "at", Type: TypeDateTime, Arg: "badZone"}).(time.Time); got.Format(time.RFC3339) != "2026-11-23T00:40:30Z" {
		t.Errorf("unknown zone = %v", got)
	}
	tbl.Zone = kolkata
	if got := tbl.Value(row, Column{Field: "at", Type: TypeDateTime}).(time.Time); got.Format(time.RFC3339) != "2026-11-23T06:10:30+05:30" {
		t.Errorf("table zone = %v", got)
	}
}

func TestTableHeadersNameUnits(t *testing.T) {
	tbl := &Table{Columns: []Column{
		{Field: "milkTemperature", Header: "Milk Temperature", Type: TypeNumber},
		{Field: "value", Header: "Value", Type: TypeNumber, Arg: "unit"},
		{Field: "capacity", Header: "Capacity (L)", Type: TypeNumber},
		{Field: "volume", Header: "Volume (L)", Type: TypeNumber},
		{Field: "unit", Header: "Unit"},
	}}
	rows := []map[string]any{
		{"milkTemperature": map[string]any{"value": 4.0, "unit": "°C"}, "value": 1.0, "unit": "L", "capacity": 2000.0, "volume": map[string]any{"value": 1.0, "unit": "L"}},
		{"milkTemperature": map[string]any{"value": 5.0, "unit": "°C"}, "value": 2.0, "unit": "°C"},
		{"value": 3.0},
	}
	want := []string{"Milk Temperature (°C)", "Value (L, °C)", "Capacity (L)", "Volume (L)", "Unit"}
	got := tbl.Headers(rows)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("header %d = %q, want %q", i, got[i], want[i])
		}
	}
	if h := tbl.Headers(nil); h[0] != "Milk Temperature" {
		t.Errorf("no rows: %q", h[0])
	}
}

// TestTableWorkbook writes a typed table and opens it with excelize: each
// cell's type, shown value and raw value, the headers with their units,
// and formula-looking text neutralised in every text column.
func TestTableWorkbook(t *testing.T) {
	cols, err := ParseColumns("chillingUnitId:BMC Id,capacity:Capacity (L):number,temperature:Temperature:number," +
		"state:State:state,stateReceivedAt:Last Updated:datetime(zoneId),alertType:Alert:alertType,run:Run:duration")
	if err != nil {
		t.Fatal(err)
	}
	tbl := &Table{Columns: cols, Label: func(typ, code string) string {
		return map[string]string{"state/chilled": "Refroidi", "alertType/panel_trip": "Déclenchement du tableau"}[typ+"/"+code]
	}}
	rows := []map[string]any{
		{"chillingUnitId": "=HYPERLINK(\"http://x\",\"y\")", "capacity": 2000.0, "temperature": map[string]any{"value": 3.8, "unit": "°C"},
			"state": "chilled", "stateReceivedAt": "2026-11-23T00:40:30Z", "zoneId": "Asia/Kolkata", "alertType": "panel_trip", "run": 5405.0},
		{"chillingUnitId": "+B2", "capacity": "1000", "temperature": nil, "state": "@SUM(1)", "stateReceivedAt": "2026-11-23T00:40:30Z",
			"zoneId": "Africa/Nairobi", "alertType": "-cmd", "run": "\tx"},
	}
	var buf bytes.Buffer
	sh, err := tbl.NewSheet("bmcData", rows)
	if err != nil {
		t.Fatal(err)
	}
	if err := tbl.Write(sh, rows); err != nil {
		t.Fatal(err)
	}
	if _, err := sh.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	const sheet = "bmcData"
	wantRows := [][]string{
		{"BMC Id", "Capacity (L)", "Temperature (°C)", "State", "Last Updated", "Alert", "Run"},
		{`'=HYPERLINK("http://x","y")`, "2000", "3.8", "Refroidi", "23 Nov 2026 06:10", "Déclenchement du tableau", "1:30:05"},
		{"'+B2", "1000", "", "'@SUM(1)", "23 Nov 2026 03:40", "'-cmd", "'\tx"},
	}
	numeric := map[string]bool{"B2": true, "C2": true, "E2": true, "G2": true, "B3": true, "E3": true}
	for r, want := range wantRows {
		for c, shown := range want {
			cell, _ := excelize.CoordinatesToCellName(c+1, r+1)
			got, _ := f.GetCellValue(sheet, cell)
			if got != shown {
				t.Errorf("%s shows %q, want %q", cell, got, shown)
			}
			typ, _ := f.GetCellType(sheet, cell)
			isText := typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString
			if numeric[cell] == isText && shown != "" {
				t.Errorf("%s is of type %v, numeric = %v", cell, typ, numeric[cell])
			}
			if formula, _ := f.GetCellFormula(sheet, cell); formula != "" {
				t.Errorf("%s holds a formula %q", cell, formula)
			}
		}
	}
	for cell, raw := range map[string]string{"B2": "2000", "C2": "3.8", "B3": "1000"} {
		if got, _ := f.GetCellValue(sheet, cell, excelize.Options{RawCellValue: true}); got != raw {
			t.Errorf("%s raw = %q, want %q", cell, got, raw)
		}
	}
	if raw, _ := f.GetCellValue(sheet, "E2", excelize.Options{RawCellValue: true}); !strings.HasPrefix(raw, "46349.2") {
		t.Errorf("E2 raw = %q, want the serial of 23 Nov 2026 06:10:30", raw)
	}
}

// BenchmarkTableWorkbook writes the largest export, 100,000 BMC rows of
// ten typed columns, as the route does once it has the pages.
func BenchmarkTableWorkbook(b *testing.B) {
	cols, err := ParseColumns("chillingUnitId:BMC Id,siteName:Site Name,siteId:Site Id,capacity:Capacity (L):number,volume:Volume (L):number," +
		"temperature:Temperature (°C):number,state:Current State:state,stateReceivedAt:Last Updated:datetime(zoneId),infoAlertsCount:Events:number,criticalAlertsCount:Alerts:number")
	if err != nil {
		b.Fatal(err)
	}
	rows := make([]map[string]any, MaxRows)
	for i := range rows {
		rows[i] = map[string]any{"chillingUnitId": "MH-PUN-1-B1", "siteName": "Kothrud Chilling Centre", "siteId": "mh-pun-1", "capacity": 2000.0,
			"volume": 1480.5, "temperature": 3.8, "state": "chilled", "stateReceivedAt": "2026-11-23T00:40:30.123Z", "zoneId": "Asia/Kolkata",
			"infoAlertsCount": 7.0, "criticalAlertsCount": 2.0}
	}
	b.ResetTimer()
	for b.Loop() {
		tbl := &Table{Columns: cols, Label: func(_, code string) string { return code }}
		sh, err := tbl.NewSheet("bmcData", rows[:1])
		if err != nil {
			b.Fatal(err)
		}
		for i := 0; i < len(rows); i += 5000 {
			if err := tbl.Write(sh, rows[i:i+5000]); err != nil {
				b.Fatal(err)
			}
		}
		var buf bytes.Buffer
		if _, err := sh.WriteTo(&buf); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(buf.Len())/1e6, "MB")
	}
}
