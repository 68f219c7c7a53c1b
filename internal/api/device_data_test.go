package api_test

import (
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

const deviceData = "/authgateway/deviceDataService/device/"

// credentials creates a site from body and answers its devices' credentials by serial.
func (e *env) credentials(body map[string]any) map[string]string {
	e.t.Helper()
	created := e.must("POST", prov+"/sites", e.admin, body).M()
	out := map[string]string{}
	for _, c := range created["deviceCredentials"].([]any) {
		m := c.(map[string]any)
		out[m["serialNumber"].(string)] = m["token"].(string)
	}
	return out
}

// contrakSiteBody is siteBody whose first unit is watched by a CONTRAK_V1 controller.
func contrakSiteBody(siteID, orgName, subOrgName string) map[string]any {
	b := siteBody(siteID, orgName, subOrgName)
	p := b["siteLevelDevices"].([]map[string]any)[0]["serialNumber"].(string)
	units := b["chillingUnitMonitoringDetailsList"].([]map[string]any)
	units[0]["l1DeviceInfo"] = []map[string]any{{"serialNumber": siteID + "-CK1", "deviceType": "CONTRAK_V1", "gatewaySerialNumber": p}}
	return b
}

// at is 2026-11-20 at hh:mm at the site (Asia/Kolkata).
func at(hh, mm int) string { return fmt.Sprintf("2026-11-20T%02d:%02d:00+05:30", hh, mm) }

func contrak(hh, mm int, event string, value float64, unit string) map[string]any {
	return map[string]any{"processTime": at(hh, mm), "eventName": event, "value": value, "unit": unit}
}

// query builds a device data call.
func query(deviceType string, params map[string]string) string {
	v := url.Values{}
	for k, p := range params {
		v.Set(k, p)
	}
	return deviceData + deviceType + "?" + v.Encode()
}

// window is a device data query of serial between 06:00 and 06:24 at the site.
func window(serial string, more ...string) map[string]string {
	p := map[string]string{"deviceId": serial, "startTime": at(6, 0), "endTime": at(6, 24), "page": "0", "size": "10", "orderByDSC": "processTime"}
	for i := 0; i+1 < len(more); i += 2 {
		if more[i+1] == "" {
			delete(p, more[i])
			continue
		}
		p[more[i]] = more[i+1]
	}
	return p
}

// records reads content[0] and its attributeList.
func records(t *testing.T, r resp) (map[string]any, []map[string]any) {
	t.Helper()
	content, _ := r.M()["content"].([]any)
	if r.Status != 200 || len(content) != 1 {
		t.Fatalf("answer = %d %.300s, want one device", r.Status, r.Raw)
	}
	dev := content[0].(map[string]any)
	var out []map[string]any
	for _, a := range dev["attributeList"].([]any) {
		out = append(out, a.(map[string]any))
	}
	return dev, out
}

func pageInfo(r resp) map[string]any { m, _ := r.M()["pageInfo"].(map[string]any); return m }

func TestDeviceData(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(true)
		tok := e.tokens("mh-pun-1", "Gokul", "KothrudCC")
		ck := e.credentials(contrakSiteBody("mh-pun-2", "Gokul", "KothrudCC"))
		const vs, ckSerial = "MH-PUN-1-VS2", "mh-pun-2-CK1"

		// 25 volume readings from 06:00 to 06:24, and two outside that window.
		var vols []any
		for m := range 25 {
			vols = append(vols, map[string]any{"processTime": at(6, m), "volume": map[string]any{"value": 1500 + m, "unit": "L"}})
		}
		vols = append(vols,
			map[string]any{"processTime": "2026-11-20T05:59:59+05:30", "volume": map[string]any{"value": 1, "unit": "L"}},
			map[string]any{"processTime": at(6, 25), "volume": map[string]any{"value": 2, "unit": "L"}})
		if r := e.do("POST", telemetryPath(vs), tok[vs], vols); r.Status != 202 {
			t.Fatalf("volume readings = %d %s", r.Status, r.Raw)
		}
		events := []any{
			contrak(6, 0, "VOLUME", 1200, "L"), contrak(6, 0, "TEMP", 8.5, "°C"), contrak(6, 1, "GRID", 1, "ON/OFF"),
			contrak(6, 2, "AGZFB", 0, "ON/OFF"), contrak(6, 3, "TEMP2", 9.1, "°C"), contrak(6, 5, "VOLUME", 1250, "L"),
			contrak(6, 5, "TEMP", 7.9, "°C"),
		}
		if r := e.do("POST", telemetryPath(ckSerial), ck[ckSerial], events); r.Status != 202 {
			t.Fatalf("contrak readings = %d %s", r.Status, r.Raw)
		}

		t.Run("a page of a device's readings, newest first, times in the site's zone", func(t *testing.T) {
			r := e.do("GET", query("volsens", window(vs)), e.admin, nil)
			dev, list := records(t, r)
			if dev["deviceId"] != vs || dev["serialNumber"] != vs || dev["deviceType"] != "volsens" || dev["zoneId"] != "Asia/Kolkata" {
				t.Errorf("device = %v", dev)
			}
			if len(list) != 10 || list[0]["processTime"] != at(6, 24) || list[9]["processTime"] != at(6, 15) {
				t.Fatalf("page 0 = %v", list)
			}
			if v := list[0]["volume"].(map[string]any); v["value"] != 1524.0 || v["unit"] != "L" {
				t.Errorf("volume = %v", v)
			}
			received, err := time.Parse(time.RFC3339Nano, list[0]["receivedAt"].(string))
			if err != nil || received.Format("-07:00") != "+05:30" || time.Since(received) > time.Hour {
				t.Errorf("receivedAt = %v (%v)", list[0]["receivedAt"], err)
			}
			info := pageInfo(r)
			if info["totalElements"] != 25.0 || info["totalPages"] != 3.0 || info["hasNextPage"] != true || info["page"] != 0.0 || info["size"] != 10.0 {
				t.Errorf("pageInfo = %v", info)
			}
			r = e.do("GET", query("volsens", window(vs, "page", "2")), e.admin, nil)
			if _, list := records(t, r); len(list) != 5 || list[4]["processTime"] != at(6, 0) || pageInfo(r)["hasNextPage"] != false {
				t.Errorf("last page = %v %v", list, pageInfo(r))
			}
			r = e.do("GET", query("volsens", window(vs, "page", "7")), e.admin, nil)
			if _, list := records(t, r); len(list) != 0 || pageInfo(r)["totalElements"] != 25.0 {
				t.Errorf("a page past the end = %s", r.Raw)
			}
		})
		t.Run("without orderByDSC the oldest come first", func(t *testing.T) {
			_, list := records(t, e.do("GET", query("volsens", window(vs, "orderByDSC", "", "size", "3")), e.admin, nil))
			if len(list) != 3 || list[0]["processTime"] != at(6, 0) || list[2]["processTime"] != at(6, 2) {
				t.Errorf("oldest first = %v", list)
			}
		})
		t.Run("the window includes both ends and takes RFC 3339, site-local date-times and epoch milliseconds", func(t *testing.T) {
			start := time.Date(2026, 11, 20, 0, 30, 0, 0, time.UTC) // 06:00 at the site
			end := start.Add(24 * time.Minute)
			for name, bounds := range map[string][2]string{
				"RFC 3339 with an offset": {at(6, 0), at(6, 24)},
				"RFC 3339 in UTC":         {"2026-11-20T00:30:00Z", "2026-11-20T00:54:00.000Z"},
				"site-local":              {"2026-11-20T06:00:00", "2026-11-20T06:24"},
				"site-local with a space": {"2026-11-20 06:00", "2026-11-20 06:24:00"},
				"epoch milliseconds":      {fmt.Sprint(start.UnixMilli()), fmt.Sprint(end.UnixMilli())},
			} {
				r := e.do("GET", query("volsens", window(vs, "startTime", bounds[0], "endTime", bounds[1])), e.admin, nil)
				if records(t, r); pageInfo(r)["totalElements"] != 25.0 {
					t.Errorf("%s: total = %v", name, pageInfo(r)["totalElements"])
				}
			}
			// A '+' left unencoded in the query string arrives as a space.
			r := e.do("GET", deviceData+"volsens?deviceId="+vs+"&startTime=2026-11-20T06:10:00+05:30&endTime=2026-11-20T06:10:00+05:30", e.admin, nil)
			if _, list := records(t, r); len(list) != 1 || list[0]["processTime"] != at(6, 10) {
				t.Errorf("an instant window = %v", list)
			}
		})
		t.Run("CONTRAK_V1: one event, the other events, or every record as received", func(t *testing.T) {
			names := func(list []map[string]any) string {
				s := ""
				for _, a := range list {
					s += fmt.Sprintf("%v@%s ", a["eventName"], a["processTime"].(string)[11:16])
				}
				return s
			}
			cases := []struct {
				name, eventName, include, want string
			}{
				{"volume, lean", "VOLUME", "false", "<nil>@06:05 <nil>@06:00 "},
				{"temperature, lean", "TEMP", "false", "<nil>@06:05 <nil>@06:00 "},
				{"volume, whole", "VOLUME", "", "VOLUME@06:05 VOLUME@06:00 "},
				{"the other events", "events", "", "TEMP2@06:03 AGZFB@06:02 GRID@06:01 "},
				{"a list of events, case aside", "grid,DG", "", "GRID@06:01 "},
				// Records of one time come in the order of their event names.
				{"received data", "RECEIVEDData", "", "VOLUME@06:05 TEMP@06:05 TEMP2@06:03 AGZFB@06:02 GRID@06:01 VOLUME@06:00 TEMP@06:00 "},
				{"no eventName", "", "", "VOLUME@06:05 TEMP@06:05 TEMP2@06:03 AGZFB@06:02 GRID@06:01 VOLUME@06:00 TEMP@06:00 "},
			}
			for _, c := range cases {
				r := e.do("GET", query("CONTRAK_V1", window(ckSerial, "eventName", c.eventName, "include", c.include)), e.admin, nil)
				dev, list := records(t, r)
				if got := names(list); got != c.want || dev["deviceType"] != "CONTRAK_V1" || dev["serialNumber"] != "mh-pun-2-CK1" {
					t.Errorf("%s: %s, want %s (%v)", c.name, got, c.want, dev["serialNumber"])
				}
			}
			_, list := records(t, e.do("GET", query("CONTRAK_V1", window(ckSerial, "eventName", "TEMP", "include", "false")), e.admin, nil))
			if a := list[0]; a["value"] != 7.9 || a["unit"] != "°C" || len(a) != 4 {
				t.Errorf("a lean temperature entry = %v, want processTime, receivedAt, value and unit", a)
			}
		})
		t.Run("any signed-in user of the site's organisation reads it; another organisation's device is not found", func(t *testing.T) {
			e.createRole(e.admin, "Gokul", "Tiles only", auth.LiveTile)
			e.createUser(e.admin, userBody("gokul.tiles", "Gokul", "Tiles only"))
			e.createUser(e.admin, userBody("nandini.viewer", "Nandini", "Viewer"))
			if r := e.do("GET", query("volsens", window(vs)), e.login("gokul.tiles", "Secret123"), nil); r.Status != 200 {
				t.Errorf("a Gokul user = %d %s", r.Status, r.Raw)
			}
			other := e.do("GET", query("volsens", window(vs)), e.login("nandini.viewer", "Secret123"), nil)
			unknown := e.do("GET", query("volsens", window("NO-SUCH-SENSOR")), e.admin, nil)
			if other.Status != 404 || unknown.Status != 404 || other.S("message") != unknown.S("message") {
				t.Errorf("another organisation's device = %d %s, an unknown one = %d %s", other.Status, other.Raw, unknown.Status, unknown.Raw)
			}
			if r := e.do("GET", query("volsens", window(vs)), "", nil); r.Status != 401 {
				t.Errorf("no session = %d", r.Status)
			}
		})
		t.Run("the path's device type must be the device's", func(t *testing.T) {
			if r := e.do("GET", query("indsens", window(vs)), e.admin, nil); r.Status != 404 {
				t.Errorf("volsens asked as indsens = %d %s", r.Status, r.Raw)
			}
			if r := e.do("GET", query("VOLSENS", window("mh-pun-1-vs2")), e.admin, nil); r.Status != 200 {
				t.Errorf("type and serial in other cases = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("bad parameters are named with a clear message", func(t *testing.T) {
			cases := []struct {
				name   string
				params map[string]string
				field  string
				want   string
			}{
				{"no device", window(vs, "deviceId", ""), "deviceId", "Please select Chilling Unit"}, // spec 03 §5,
				{"no start", window(vs, "startTime", ""), "startTime", "Start Date is needed"},
				{"no end", window(vs, "endTime", ""), "endTime", "End Date is needed"},
				{"a start that is no time", window(vs, "startTime", "yesterday"), "startTime",
					"Give a time in RFC 3339 (2026-11-20T06:00:00+05:30), as a date-time in the site's time zone (2026-11-20T06:00:00) or in epoch milliseconds"},
				{"an end before the start", window(vs, "startTime", at(7, 0)), "endTime", "The end time cannot be before the start time"},
				{"a negative page", window(vs, "page", "-1"), "page", "page must be 0 or more"},
				{"an empty page size", window(vs, "size", "0"), "size", "size must be at least 1"},
				{"a page larger than the export's", window(vs, "size", "100001"), "size", "size cannot be more than 100000"},
				{"another order", window(vs, "orderByDSC", "volume"), "orderByDSC", "Records can only be ordered by processTime"},
				{"an unknown event", window(ckSerial, "eventName", "STEAM"), "eventName",
					"Must be VOLUME, TEMP, TEMP2, GRID, DG, COMPFBIBT, AGZFB, MILKPUMPIBT (or several, comma-separated), events or RECEIVEDData"},
				{"an event of a sensor", window(vs, "eventName", "VOLUME"), "eventName", "Only CONTRAK_V1 devices have events; leave eventName out"},
			}
			for _, c := range cases {
				typ := "volsens"
				if c.params["deviceId"] == ckSerial {
					typ = "CONTRAK_V1"
				}
				r := e.do("GET", query(typ, c.params), e.admin, nil)
				if got := r.FieldMessages()[c.field]; r.Status != 400 || got != c.want {
					t.Errorf("%s: %d %s=%q, want 400 %q (%s)", c.name, r.Status, c.field, got, c.want, r.Raw)
				}
			}
			if r := e.do("GET", query("volsens", window(vs, "page", "first")), e.admin, nil); r.Status != 400 || r.FieldMessages()["page"] == "" {
				t.Errorf("a page that is no number = %d %s", r.Status, r.Raw)
			}
			r := e.do("GET", query("volsens", window(vs, "size", "100001")), e.admin, nil, "Accept-Language", "fr")
			if got := r.FieldMessages()["size"]; got != "size ne peut pas dépasser 100000" {
				t.Errorf("in French: %q", got)
			}
			if r := e.do("GET", query("volsens", window(vs, "size", "100000")), e.admin, nil); r.Status != 200 {
				t.Errorf("the export's page size = %d %s", r.Status, r.Raw)
			}
		})
	})
}
