package api_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestChillingGraphSeries(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(true)
		tok := e.tokens("mh-pun-1", "Gokul", "KothrudCC")
		e.tokens("nd-1", "Nandini", "NandiniCC")
		e.createUser(e.admin, userBody("gokul.viewer", "Gokul", "Viewer"))
		// Three days of volume every minute on the second BMC (4,320 samples).
		start := time.Date(2026, 11, 17, 0, 0, 0, 0, time.UTC)
		for day := range 3 {
			var batch []any
			for m := range 1440 {
				at := start.Add(time.Duration(day*1440+m) * time.Minute)
				batch = append(batch, map[string]any{"processTime": at.Format(time.RFC3339), "volume": map[string]any{"value": float64(m % 600), "unit": "L"}})
				if len(batch) == 1000 || m == 1439 {
					e.must("POST", telemetryPath("MH-PUN-1-VS2"), tok["MH-PUN-1-VS2"], batch)
					batch = nil
				}
			}
		}
		path := func(kind, bmc, from, to string) string {
			return fmt.Sprintf("/authgateway/notificationService/bmc/%s/?bmcId=%s&startTime=%s&endTime=%s", kind, bmc, from, to)
		}
		series := func(r resp) []any { return r.M()["series"].([]any)[0].(map[string]any)["points"].([]any) }

		t.Run("a short range answers every sample", func(t *testing.T) {
			r := e.must("GET", path("VOLUME", "MH-PUN-1-C1", "2026-11-17T05:30:00%2B05:30", "2026-11-17T06:29:00%2B05:30"), e.admin, nil)
			if got := series(r); len(got) != 0 {
				t.Errorf("the first BMC has no volume sensor; points = %d", len(got))
			}
			units := e.must("GET", prov+"/sites/mh-pun-1/chillingUnits/all", e.admin, nil).L()
			uuid := units[1].(map[string]any)["chillingUnitUUID"].(string)
			r = e.must("GET", path("VOLUME", uuid, "2026-11-17T05:30:00", "2026-11-17T06:29:00")+"&orderByDsc=processTime", e.admin, nil)
			pts := series(r)
			first := pts[0].(map[string]any)
			if len(pts) != 60 || first["value"] != 59.0 || r.M()["series"].([]any)[0].(map[string]any)["downsampled"] != false {
				t.Errorf("an hour in site time, newest first = %d points, first %v", len(pts), first)
			}
		})
		t.Run("a long range is downsampled to at most 2,000 points that keep the extremes", func(t *testing.T) {
			units := e.must("GET", prov+"/sites/mh-pun-1/chillingUnits/all", e.admin, nil).L()
			uuid := units[1].(map[string]any)["chillingUnitUUID"].(string)
			r := e.must("GET", path("VOLUME", uuid, fmt.Sprint(start.UnixMilli()), fmt.Sprint(start.Add(72*time.Hour).UnixMilli())), e.admin, nil)
			s := r.M()["series"].([]any)[0].(map[string]any)
			pts := s["points"].([]any)
			lo, hi := 1e9, -1e9
			for _, p := range pts {
				m := p.(map[string]any)
				lo, hi = min(lo, m["min"].(float64)), max(hi, m["max"].(float64))
			}
			if s["downsampled"] != true || len(pts) > 2000 || len(pts) < 1000 || lo != 0 || hi != 599 {
				t.Errorf("downsampled = %v, %d points, extremes %v..%v", s["downsampled"], len(pts), lo, hi)
			}
		})
		t.Run("temperatures come as three series; bad input names the field", func(t *testing.T) {
			r := e.must("GET", path("TEMPERATURE", "MH-PUN-1-C1", "0", "1"), e.admin, nil)
			if n := len(r.M()["series"].([]any)); n != 3 {
				t.Errorf("series = %d", n)
			}
			bad := e.do("GET", path("VOLUME", "MH-PUN-1-C1", "yesterday", "1"), e.admin, nil)
			if bad.Status != 400 || bad.FieldMessages()["startTime"] == "" {
				t.Errorf("bad start = %d %s", bad.Status, bad.Raw)
			}
			if r := e.do("GET", path("VOLUME", "ND-1-C1", "0", "1"), e.login("gokul.viewer", "Secret123"), nil); r.Status != 404 {
				t.Errorf("another organisation's unit = %d", r.Status)
			}
		})
	})
}
