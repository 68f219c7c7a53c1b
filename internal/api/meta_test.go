package api_test

import (
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/api"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestReferenceLists(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) { testReferenceLists(t, newEnv(t, db)) })
}

func testReferenceLists(t *testing.T, e *env) {
	get := func(path string) []any {
		t.Helper()
		return e.must("GET", prov+"/metadata/"+path, e.admin, nil).L()
	}
	has := func(list []any, typeName, display string) bool {
		for _, x := range list {
			m := x.(map[string]any)
			if m["typeName"] == typeName && (display == "" || m["typeDisplayName"] == display) {
				return true
			}
		}
		return false
	}
	for _, name := range api.MetaLists {
		t.Run(name, func(t *testing.T) {
			list := get(name)
			if len(list) == 0 {
				t.Fatal("empty list")
			}
			for _, x := range list {
				m := x.(map[string]any)
				if m["typeName"] == "" || m["typeDisplayName"] == "" {
					t.Errorf("entry without typeName or typeDisplayName: %v", m)
				}
			}
		})
	}
	checks := []struct {
		path, typeName, display string
	}{
		{"subOrgTypes", "chillingcenter", "Chilling Center"},
		{"countryTypes", "IN", "India"},
		{"countryCodesTypes", "+91", ""},
		{"user/alertLanguages", "fr", ""},
		{"alertTypes", "tss_temp_alert", ""},
		{"alertTypes", "cip_detected", ""},
		{"timeZones", "Asia/Kolkata", "Asia/Kolkata"},
		{"timeZones", "Africa/Nairobi", ""},
		{"checklist/checklistValueTypes", "RANGE", ""},
		{"monitoringDeviceTypes", "CONTRAK_V1", ""},
		{"states/IN", "IN-MH", "Maharashtra"},
		{"states/India", "IN-KL", "Kerala"},
		{"states/FR", "FR-BRE", ""},
		{"districts/IN-MH", "Pune", "Pune"},
		{"districts/Maharashtra", "Nagpur", ""},
		{"deviceAttributes/indsens", "milkTemperature", ""},
		{"applicationAttributes/volsens", "volume", ""},
	}
	for _, c := range checks {
		if !has(get(c.path), c.typeName, c.display) {
			t.Errorf("%s lacks %s %s", c.path, c.typeName, c.display)
		}
	}
	if first := get("locale")[0].(map[string]any); first["typeName"] != "en-IN" {
		t.Errorf("first locale = %v, want the default en-IN", first)
	}
	if n := len(get("states/IN")); n != 36 {
		t.Errorf("India has %d states and union territories, want 36", n)
	}
	if r := e.do("GET", prov+"/metadata/states/Atlantis", e.admin, nil); r.Status != 404 || !strings.Contains(r.S("message"), "country") {
		t.Errorf("unknown country = %d %s", r.Status, r.Raw)
	}
	products := e.must("GET", prov+"/productTypes/all", e.admin, nil).L()
	var names []string
	for _, p := range products {
		names = append(names, p.(map[string]any)["name"].(string))
	}
	if strings.Join(names, ",") != "BMC,ABC,FTBMC" {
		t.Errorf("product types = %v", names)
	}
}
