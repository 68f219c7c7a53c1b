package api_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

const mon = "/authgateway/chillingUnitService"

// monitorEnv is two dairies with a site each, the derived rows of their
// units as the engine runner writes them, and Gokul's users.
type monitorEnv struct {
	*env
	unit1, unit2, unitN     string // Gokul's two units, Nandini's first
	site, siteN             string // site uuids
	alert1, alertN, event1  string
	incharge, viewer, other string // tokens: Gokul's in-charge and viewer, Nandini's viewer
}

func newMonitorEnv(t *testing.T, db *storage.DB) *monitorEnv {
	e := newEnv(t, db)
	e.twoDairies(true)
	m := &monitorEnv{env: e}
	tok := e.tokens("mh-pun-1", "Gokul", "KothrudCC")
	e.tokens("nd-1", "Nandini", "NandiniCC")
	units := e.must("GET", prov+"/sites/mh-pun-1/chillingUnits/all", e.admin, nil).L()
	m.unit1, m.unit2 = units[0].(map[string]any)["chillingUnitUUID"].(string), units[1].(map[string]any)["chillingUnitUUID"].(string)
	m.unitN = e.must("GET", prov+"/sites/nd-1/chillingUnits/all", e.admin, nil).L()[0].(map[string]any)["chillingUnitUUID"].(string)
	m.site = e.must("GET", prov+"/sites/mh-pun-1", e.admin, nil).S("siteUUID")
	m.siteN = e.must("GET", prov+"/sites/nd-1", e.admin, nil).S("siteUUID")
	ctx := context.Background()
	now := time.Now()
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := db.Exec(ctx, q, args...); err != nil {
			t.Fatal(err)
		}
	}
	for uuid, state := range map[string]string{m.unit1: "chilled", m.unit2: "power off", m.unitN: "chilled"} {
		exec(`INSERT INTO unit_status (unit_ref, state, state_since, received_at, volume, temperature, horizon)
			SELECT id, ?, ?, ?, 1480, 3.8, ? FROM chilling_units WHERE uuid = ?`, state, now.Add(-time.Hour).UnixMilli(), now.UnixMilli(), now.UnixMilli(), uuid)
	}
	evAt := now.Add(-time.Hour).Truncate(time.Millisecond)
	exec(`INSERT INTO unit_events (unit_ref, row_key, at, name, volume, temperature) SELECT id, ?, ?, 'agitator_on', 1480, 3.8 FROM chilling_units WHERE uuid = ?`,
		fmt.Sprintf("event/agitator_on/%d", evAt.UnixMilli()), evAt.UnixMilli(), m.unit1)
	m.event1 = fmt.Sprintf("%s.agitator_on.%d", m.unit1, evAt.UnixMilli())
	m.alert1 = derivedAlert(e, m.unit1, "compressor_malfunction", now.Add(-30*time.Minute))
	m.alertN = derivedAlert(e, m.unitN, "panel_trip", now.Add(-30*time.Minute))
	e.must("POST", telemetryPath("MH-PUN-1-VS2"), tok["MH-PUN-1-VS2"], []any{
		map[string]any{"processTime": now.Add(-2 * time.Minute).UTC().Format(time.RFC3339), "volume": map[string]any{"value": 1400, "unit": "L"}},
		map[string]any{"processTime": now.Add(-time.Minute).UTC().Format(time.RFC3339), "volume": map[string]any{"value": 1410, "unit": "L"}}})
	e.createUser(e.admin, userBody("gokul.incharge", "KothrudCC", "Chilling Centre In-charge"))
	e.createUser(e.admin, userBody("gokul.viewer", "Gokul", "Viewer"))
	e.createUser(e.admin, userBody("nandini.viewer", "Nandini", "Viewer"))
	m.incharge, m.viewer, m.other = e.login("gokul.incharge", "Secret123"), e.login("gokul.viewer", "Secret123"), e.login("nandini.viewer", "Secret123")
	return m
}

func TestMonitoringCalls(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		m := newMonitorEnv(t, db)
		t.Run("status count of the caller's scope", func(t *testing.T) {
			r := m.must("GET", mon+"/sites/aggregated/statusCount?hours=24", m.viewer, nil).M()
			sc := r["statusCount"].(map[string]any)
			if r["totalSites"] != 1.0 || r["totalChillingUnits"] != 2.0 || sc["chilled"] != 1.0 || sc["no_data"] != 1.0 ||
				r["liveData"].(map[string]any)["percentage"] != 50.0 {
				t.Errorf("status count = %v", r)
			}
		})
		t.Run("BMC state table, by selector and by path", func(t *testing.T) {
			r := m.must("GET", mon+"/sites/chillingUnits/chillingState?chillingUnitStates=ALL&pagingState=&pageSize=500&hour=24", m.viewer, nil).M()
			rows := r["content"].([]any)
			first := rows[0].(map[string]any)
			if len(rows) != 2 || first["chillingUnitUUID"] != m.unit1 || first["state"] != "chilled" || first["criticalAlertsCount"] != 1.0 ||
				first["infoAlertsCount"] != 1.0 || first["siteId"] != "mh-pun-1" || first["zoneId"] != "Asia/Kolkata" || r["pageInfo"].(map[string]any)["totalElements"] != 2.0 {
				t.Errorf("chillingState = %s", m.must("GET", mon+"/sites/chillingUnits/chillingState", m.viewer, nil).Raw)
			}
			if got := m.must("GET", mon+"/sites/chillingUnits/no_data?hour=24", m.viewer, nil).M()["content"].([]any); len(got) != 1 ||
				got[0].(map[string]any)["chillingUnitUUID"] != m.unit2 {
				t.Errorf("no_data = %v", got)
			}
			if got := m.must("GET", mon+"/sites/chillingUnits/under%20chilled", m.viewer, nil).M()["content"].([]any); len(got) != 0 {
				t.Errorf("under chilled = %v", got)
			}
			only := m.must("GET", mon+"/sites/chillingUnits/chillingStateOnly?chillingUnitStates=out%20of%20service,power%20off&toExclude=true", m.viewer, nil).M()["content"].([]any)
			if len(only) != 1 || only[0].(map[string]any)["criticalAlertsCount"] != 0.0 {
				t.Errorf("chillingStateOnly = %v", only)
			}
			counts := m.must("GET", mon+"/sites/chillingUnits/chillingUnitAlerts?chillingUnits="+m.unit1, m.viewer, nil).M()["content"].([]any)
			if len(counts) != 1 || counts[0].(map[string]any)["criticalAlertsCount"] != 1.0 {
				t.Errorf("chillingUnitAlerts = %v", counts)
			}
		})
		t.Run("bad input names the field in the caller's language", func(t *testing.T) {
			for _, c := range []struct{ path, field, en, fr string }{
				{mon + "/sites/chillingUnits/chillingState?hour=121", "hour", "Give a whole number of hours from 0 to 120", "Indiquez un nombre entier d'heures entre 0 et 120"},
				{mon + "/sites/aggregated/statusCount?hours=x", "hours", "Give a whole number of hours from 0 to 120", "Indiquez un nombre entier d'heures entre 0 et 120"},
				{mon + "/sites/chillingUnits/chillingState?pageSize=5001", "pageSize", "Give a page size from 1 to 5000", "Indiquez une taille de page entre 1 et 5000"},
				{mon + "/sites/chillingUnits/frozen", "state", "Must be chilled, chilling, under chilled, out of service, power off, others, no_data, livedata or ALL, comma-separated",
					"Doit être chilled, chilling, under chilled, out of service, power off, others, no_data, livedata ou ALL, séparés par des virgules"},
				{mon + "/sites/chillingunit/selected/alerts?alertTypes=meltdown", "alertTypes", "Give alert types, Critical Alerts, Info Alerts or All Alerts, comma-separated",
					"Indiquez des types d'alerte, Critical Alerts, Info Alerts ou All Alerts, séparés par des virgules"},
			} {
				for lang, want := range map[string]string{"en": c.en, "fr": c.fr} {
					r := m.do("GET", c.path, m.viewer, nil, "Accept-Language", lang)
					if r.Status != 400 || r.FieldMessages()[c.field] != want {
						t.Errorf("%s (%s) = %d %s", c.path, lang, r.Status, r.Raw)
					}
				}
			}
		})
		t.Run("alert lists, counts and site summaries", func(t *testing.T) {
			sel := m.must("GET", mon+"/sites/chillingunit/selected/alerts?hour=24&alertTypes=All%20Alerts&pageSize=1000", m.viewer, nil).M()["content"].([]any)
			if len(sel) != 2 || sel[0].(map[string]any)["alertId"] != m.alert1 || sel[1].(map[string]any)["alertId"] != m.event1 {
				t.Fatalf("selected = %v", sel)
			}
			fr := m.do("GET", mon+"/sites/chillingunit/selected/alerts?alertTypes=Critical%20Alerts", m.viewer, nil, "Accept-Language", "fr").M()["content"].([]any)
			if msg := fr[0].(map[string]any)["alertMessage"]; msg != "Dysfonctionnement du compresseur sur Tank 1 : niveau 1" {
				t.Errorf("French message = %v", msg)
			}
			other := m.must("GET", mon+"/sites/chillingunit/selected/alerts?alertTypes=compressor_malfunction&toExclude=true", m.viewer, nil).M()["content"].([]any)
			if len(other) != 0 {
				t.Errorf("Other Critical Alerts = %v", other)
			}
			search := m.must("POST", mon+"/sites/chillingunit/search/alerts", m.viewer, map[string]any{
				"alertTypes": []string{"All Alerts"}, "chillingUnitUuids": []string{m.unit1}, "siteUuids": []string{}, "pagingSize": 100000,
				"pagingState": "", "hour": 24, "toExclude": true, "status": "active"}).M()
			res := search["content"].(map[string]any)
			if rows := res["RESULT"].([]any); len(rows) != 1 || res["PAGING"].(map[string]any)["totalElements"] != 1.0 {
				t.Errorf("search = %v", search)
			}
			if r := m.do("POST", mon+"/sites/chillingunit/search/alerts", m.viewer, map[string]any{"pagingSize": 100001}); r.Status != 400 || r.FieldMessages()["pagingSize"] == "" {
				t.Errorf("pagingSize 100001 = %d %s", r.Status, r.Raw)
			}
			temp := m.must("POST", mon+"/sites/chillingunit/temp/alerts", m.viewer, map[string]any{"siteUuids": []string{m.site}, "toExclude": false}).M()
			vol := m.must("POST", mon+"/sites/chillingunit/volume/alerts", m.viewer, map[string]any{"toExclude": true}).M()
			if n := len(temp["content"].(map[string]any)["RESULT"].([]any)); n != 0 {
				t.Errorf("temperature alerts = %d", n)
			}
			if n := len(vol["content"].(map[string]any)["RESULT"].([]any)); n != 2 {
				t.Errorf("every alert outside the volume set = %d", n)
			}
			counts := m.must("GET", mon+"/sites/aggregated/alertsCount?hours=24", m.viewer, nil).M()
			cats := counts["categories"].([]any)
			if counts["critical"] != 1.0 || counts["info"] != 1.0 || len(cats) != 1 || cats[0].(map[string]any)["displayName"] != "Compressor malfunction" {
				t.Errorf("alertsCount = %v", counts)
			}
			sites := m.must("GET", mon+"/sites/aggregated/alerts?hour=24&pagingState=", m.viewer, nil).M()["content"].([]any)
			if len(sites) != 1 || sites[0].(map[string]any)["criticalCount"] != 1.0 {
				t.Errorf("site summaries = %v", sites)
			}
		})
		t.Run("one alert and its acknowledgement", func(t *testing.T) {
			a := m.must("GET", mon+"/alerts/"+m.alert1, m.viewer, nil).M()
			if a["alertLevel"] != "CRITICAL" || len(a["changes"].([]any)) != 1 || a["acknowledgedBy"] != "" {
				t.Errorf("alert = %v", a)
			}
			if r := m.do("POST", mon+"/alerts/"+m.alert1+"/acknowledge", m.viewer, map[string]any{"comment": "seen"}); r.Status != 403 {
				t.Errorf("a viewer acknowledges = %d", r.Status)
			}
			if r := m.do("POST", mon+"/alerts/"+m.alert1+"/acknowledge", m.incharge, map[string]any{"comment": strings.Repeat("x", 501)}); r.Status != 400 || r.FieldMessages()["comment"] == "" {
				t.Errorf("long comment = %d %s", r.Status, r.Raw)
			}
			ack := m.must("POST", mon+"/alerts/"+m.alert1+"/acknowledge", m.incharge, map[string]any{"comment": "Technician on the way"}).M()
			if ack["acknowledgedBy"] != "gokul.incharge" || ack["acknowledgeComment"] != "Technician on the way" || ack["acknowledgedAt"] == nil {
				t.Errorf("acknowledged = %v", ack)
			}
			again := m.do("POST", mon+"/alerts/"+m.alert1+"/acknowledge", m.admin, map[string]any{"comment": "me too"}, "Accept-Language", "fr")
			if again.Status != 409 || again.S("code") != "monitor.alert.acknowledged" || again.S("message") != "Cette alerte a déjà été prise en compte par gokul.incharge." {
				t.Errorf("second acknowledgement = %d %s", again.Status, again.Raw)
			}
			if r := m.do("POST", mon+"/alerts/"+m.event1+"/acknowledge", m.incharge, map[string]any{}); r.Status != 404 {
				t.Errorf("an info event = %d %s", r.Status, r.Raw)
			}
			if r := m.do("GET", mon+"/alerts/"+m.event1, m.viewer, nil); r.Status != 200 || r.S("alertType") != "agitator_on" {
				t.Errorf("an info event's row = %d %s", r.Status, r.Raw)
			}
			if r := m.do("GET", mon+"/alerts/"+m.alertN, m.viewer, nil); r.Status != 404 {
				t.Errorf("another organisation's alert = %d", r.Status)
			}
			if r := m.do("GET", mon+"/alerts/"+m.alertN, m.other, nil); r.Status != 200 {
				t.Errorf("its own organisation's = %d", r.Status)
			}
		})
		t.Run("overall volume", func(t *testing.T) {
			g := m.must("GET", mon+"/data/overallVolumeGraph", m.viewer, nil).M()["points"].([]any)
			today := m.must("GET", mon+"/data/overallVolumeGraphToday", m.viewer, nil).M()["points"].([]any)
			last := today[len(today)-1].(map[string]any)
			if len(g) != 30 || len(today) < 1 || len(today) > 24 || last["volume"] != 1410.0 {
				t.Errorf("volume graphs: %d days, %d hours, last %v", len(g), len(today), last)
			}
			if r := m.do("GET", mon+"/data/overallVolumeGraph?startDate=2026-13-01", m.viewer, nil); r.Status != 400 || r.FieldMessages()["startDate"] == "" {
				t.Errorf("bad date = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("chilling graph: markers, events, a signal's series and the unit's codes", func(t *testing.T) {
			const ns = "/authgateway/notificationService"
			from, to := time.Now().Add(-3*time.Hour).UnixMilli(), time.Now().UnixMilli()
			markers := m.must("GET", fmt.Sprintf("%s/bmc/ALERTS/?bmcId=MH-PUN-1-C1&startTime=%d&endTime=%d&orderByDsc=occurredOn", ns, from, to), m.viewer, nil).L()
			if len(markers) != 1 || markers[0].(map[string]any)["alertId"] != m.alert1 || markers[0].(map[string]any)["priority"] != "CRITICAL" {
				t.Errorf("markers = %v", markers)
			}
			// The BMC id, chillingUnitId of the monitoring rows, names the unit too.
			byID := m.must("GET", fmt.Sprintf("%s/bmc/ALERTS/?bmcId=MH-PUN-1-B1&startTime=%d&endTime=%d&orderByDsc=occurredOn", ns, from, to), m.viewer, nil).L()
			if len(byID) != 1 || byID[0].(map[string]any)["alertId"] != m.alert1 {
				t.Errorf("markers by BMC id = %v", byID)
			}
			events := m.must("GET", fmt.Sprintf("%s/bmc/EVENT/?bmcId=%s&startTime=%d&endTime=%d", ns, m.unit1, from, to), m.viewer, nil).L()
			if len(events) != 1 || events[0].(map[string]any)["eventName"] != "agitator_on" {
				t.Errorf("events = %v", events)
			}
			series := m.must("GET", fmt.Sprintf("%s/bmc/EVENT/?bmcId=%s&startTime=%d&endTime=%d&eventName=VOLUME&orderByDsc=processTime", ns, m.unit2, from, to), m.viewer, nil).L()
			if len(series) != 2 || series[0].(map[string]any)["volume"] != 1410.0 {
				t.Errorf("volume series = %v", series)
			}
			codes := m.must("GET", ns+"/deviceEvent/bmc/?chillingUnitUUID="+m.unit2, m.viewer, nil).L()
			if len(codes) != 1 || codes[0].(map[string]any)["eventName"] != "VOLUME" {
				t.Errorf("codes = %v", codes)
			}
			if r := m.do("GET", fmt.Sprintf("%s/bmc/EVENT/?bmcId=%s&startTime=0&endTime=1&eventName=PRESSURE", ns, m.unit2), m.viewer, nil); r.Status != 400 || r.FieldMessages()["eventName"] == "" {
				t.Errorf("unknown code = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("the FAQ's alert definitions in both languages", func(t *testing.T) {
			en := m.must("GET", "/authgateway/metaData/alertDefinitions?locale=en", m.viewer, nil).L()
			fr := m.must("GET", "/authgateway/metaData/alertDefinitions?locale=fr", m.viewer, nil).L()
			e11, f11 := en[11].(map[string]any), fr[11].(map[string]any)
			if len(en) != 25 || e11["alertName"] != "compressor_malfunction" || e11["level"] != "CRITICAL" || f11["displayName"] != "Dysfonctionnement du compresseur" ||
				!strings.Contains(e11["definition"].(string), "Stages at 5, 10 and 30 minutes") || e11["description"] == "" {
				t.Errorf("definitions = %v / %v", e11, f11)
			}
		})
	})
}
