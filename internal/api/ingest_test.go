package api_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// tokens creates a site and answers its devices' credentials by serial.
func (e *env) tokens(siteID, orgName, subOrgName string) map[string]string {
	e.t.Helper()
	created := e.must("POST", prov+"/sites", e.admin, siteBody(siteID, orgName, subOrgName)).M()
	out := map[string]string{}
	for _, c := range created["deviceCredentials"].([]any) {
		m := c.(map[string]any)
		out[m["serialNumber"].(string)] = m["token"].(string)
	}
	return out
}

func telemetryPath(serial string) string { return "/api/devices/" + serial + "/telemetry" }

func volume(minute int, litres float64) map[string]any {
	return map[string]any{"processTime": fmt.Sprintf("2026-11-20T06:%02d:00+05:30", minute), "volume": map[string]any{"value": litres, "unit": "L"}}
}

func TestHTTPIngestion(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(false)
		tok := e.tokens("mh-pun-1", "Gokul", "KothrudCC")
		const vs = "MH-PUN-1-VS2"
		post := func(serial, token string, body any) resp {
			return e.do("POST", telemetryPath(serial), token, body)
		}

		t.Run("a reading sent twice is stored once", func(t *testing.T) {
			r := post(vs, tok[vs], volume(0, 1480))
			if r.Status != 202 || r.M()["accepted"] != 1.0 || r.M()["duplicates"] != 0.0 {
				t.Fatalf("first = %d %s", r.Status, r.Raw)
			}
			r = post(vs, tok[vs], []any{volume(0, 1480), volume(1, 1490)})
			if r.Status != 202 || r.M()["accepted"] != 1.0 || r.M()["duplicates"] != 1.0 {
				t.Errorf("again = %d %s", r.Status, r.Raw)
			}
			var n int
			if err := db.Get(t.Context(), &n, `SELECT COUNT(*) FROM readings WHERE serial_key = ?`, "mh-pun-1-vs2"); err != nil || n != 2 {
				t.Errorf("readings stored = %d (%v), want 2", n, err)
			}
		})
		t.Run("readings become samples of their unit; the site's power sensor feeds every unit", func(t *testing.T) {
			power := map[string]any{"processTime": "2026-11-20T06:05:00+05:30", "numberOfPhases": 1,
				"phase": []any{map[string]any{"phaseColor": "R", "volt": map[string]any{"value": 231, "unit": "V"}}}}
			if r := post("MH-PUN-1-PS", tok["MH-PUN-1-PS"], power); r.Status != 202 {
				t.Fatalf("power = %d %s", r.Status, r.Raw)
			}
			var got []struct {
				Unit   string  `db:"unit_code"`
				Signal string  `db:"signal"`
				Value  float64 `db:"value"`
			}
			if err := db.Select(t.Context(), &got, `SELECT u.unit_code, s.signal, s.value FROM samples s JOIN chilling_units u ON u.id = s.unit_ref
				ORDER BY u.unit_code, s.signal, s.process_time`); err != nil {
				t.Fatal(err)
			}
			want := "MH-PUN-1-B1 grid 1, MH-PUN-1-B2 grid 1, MH-PUN-1-B2 volume 1480, MH-PUN-1-B2 volume 1490"
			var parts []string
			for _, g := range got {
				parts = append(parts, fmt.Sprintf("%s %s %v", g.Unit, g.Signal, g.Value))
			}
			if strings.Join(parts, ", ") != want {
				t.Errorf("samples = %s\nwant      %s", strings.Join(parts, ", "), want)
			}
		})
		t.Run("a device cannot report as another", func(t *testing.T) {
			for name, token := range map[string]string{"another device's token": tok["MH-PUN-1-IS1"], "no token": "", "a made-up token": "x"} {
				r := post(vs, token, volume(2, 1500))
				if r.Status != 401 || r.S("code") != "telemetry.credential" {
					t.Errorf("%s: %d %s", name, r.Status, r.Raw)
				}
			}
			if r := post("NO-SUCH-DEVICE", tok[vs], volume(2, 1500)); r.Status != 401 {
				t.Errorf("an unknown serial = %d, want the same 401", r.Status)
			}
			rotated := e.must("POST", prov+"/device/"+vs+"/credential", e.admin, nil).M()["token"].(string)
			if r := post(vs, tok[vs], volume(3, 1500)); r.Status != 401 {
				t.Errorf("the old token after rotation = %d", r.Status)
			}
			if r := post(vs, rotated, volume(3, 1500)); r.Status != 202 {
				t.Errorf("the new token = %d %s", r.Status, r.Raw)
			}
			tok[vs] = rotated
		})
		t.Run("a bad payload gets a clear error naming each problem, and nothing of it is stored", func(t *testing.T) {
			bad := []any{volume(10, 1500), map[string]any{"processTime": "yesterday", "volume": map[string]any{"value": "lots"}}}
			r := post(vs, tok[vs], bad)
			msgs := r.FieldMessages()
			if r.Status != 400 || msgs["[1].processTime"] != "processTime must be an RFC 3339 time with its zone" || msgs["[1].volume.value"] != "Must be a number" {
				t.Errorf("bad = %d %s", r.Status, r.Raw)
			}
			var n int
			_ = db.Get(t.Context(), &n, `SELECT COUNT(*) FROM readings WHERE serial_key = ?`, "mh-pun-1-vs2")
			if n != 3 {
				t.Errorf("readings = %d after a refused request, want 3", n)
			}
			many := make([]any, 1001)
			for i := range many {
				many[i] = volume(0, float64(i))
			}
			if r := post(vs, tok[vs], many); r.Status != 400 || r.FieldMessages()["body"] != "At most 1000 records per request" {
				t.Errorf("1,001 records = %d %.200s", r.Status, r.Raw)
			}
			huge := strings.Repeat(" ", 2<<20)
			if r := e.do("POST", telemetryPath(vs), tok[vs], csvFile(huge), "Content-Type", "application/json"); r.Status != 413 ||
				r.S("message") != "The body is larger than 1 MB; send fewer records per request" {
				t.Errorf("2 MB = %d %s", r.Status, r.Raw)
			}
		})
	})
}
