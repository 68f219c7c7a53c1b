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
	testReferenceListLanguages(t, e)
	products := e.must("GET", prov+"/productTypes/all", e.admin, nil).L()
	var names []string
	for _, p := range products {
		names = append(names, p.(map[string]any)["name"].(string))
	}
	if strings.Join(names, ",") != "BMC,ABC,FTBMC" {
		t.Errorf("product types = %v", names)
	}
}

// testReferenceListLanguages checks that the lists answer in the caller's
// Accept-Language, French or English, with the same typeNames.
func testReferenceListLanguages(t *testing.T, e *env) {
	get := func(path, lang string) map[string]string {
		t.Helper()
		headers := []string{}
		if lang != "" {
			headers = append(headers, "Accept-Language", lang)
		}
		r := e.do("GET", prov+path, e.admin, nil, headers...)
		if r.Status != 200 {
			t.Fatalf("GET %s in %q = %d %s", path, lang, r.Status, r.Raw)
		}
		out := map[string]string{}
		for _, x := range r.L() {
			m := x.(map[string]any)
			out[m["typeName"].(string)] = m["typeDisplayName"].(string)
		}
		return out
	}
	checks := []struct {
		path, typeName, english, french string
	}{
		{"/metadata/genderTypes", "FEMALE", "Female", "Femme"},
		{"/metadata/countryTypes", "IN", "India", "Inde"},
		{"/metadata/countryTypes", "DE", "Germany", "Allemagne"},
		{"/metadata/countryCodesTypes", "+91", "India (+91)", "Inde (+91)"},
		{"/metadata/subOrgTypes", "chillingcenter", "Chilling Center", "Centre de refroidissement"},
		{"/metadata/salutationTypes", "Mrs", "Mrs.", "Mme"},
		{"/metadata/alertTypes", "milk_overchilled", "Milk over-chilled", "Lait trop refroidi"},
		{"/metadata/chillingunit/vendors", "Others", "Others", "Autres"},
		{"/metadata/timeZones", "Europe/Paris", "Europe/Paris", "Europe/Paris"},
		{"/metadata/states/FR", "FR-BRE", "Bretagne", "Bretagne"},
		{"/metadata/districts/IN-MH", "Pune", "Pune", "Pune"},
		{"/metadata/deviceAttributes/indsens", "milkTemperature", "Milk temperature", "Température du lait"},
		{"/metadata/applicationAttributes/volsens", "volume", "Volume", "Volume"},
		{"/metadata/unitsValueTypes/feedsens", "ON/OFF", "On / Off", "Marche / Arrêt"},
		{"/metadata/productTypes/all", "BMC", "Bulk Milk Cooler (BMC)", "Tank à lait (BMC)"},
		{"/productTypes/all", "FTBMC", "Farm Tank BMC (FTBMC)", "Tank à lait de ferme (FTBMC)"},
	}
	for _, c := range checks {
		for _, lang := range []string{"fr", "fr-FR,fr;q=0.9,en;q=0.8"} {
			if got := get(c.path, lang)[c.typeName]; got != c.french {
				t.Errorf("%s in %q: %s = %q, want %q", c.path, lang, c.typeName, got, c.french)
			}
		}
		for _, lang := range []string{"", "en", "en-IN,en;q=0.9", "de"} {
			if got := get(c.path, lang)[c.typeName]; got != c.english {
				t.Errorf("%s in %q: %s = %q, want %q", c.path, lang, c.typeName, got, c.english)
			}
		}
	}
	for _, name := range api.MetaLists {
		en, fr := get("/metadata/"+name, "en"), get("/metadata/"+name, "fr")
		if len(en) != len(fr) {
			t.Errorf("%s: %d entries in English, %d in French", name, len(en), len(fr))
		}
		for typeName := range en {
			if fr[typeName] == "" {
				t.Errorf("%s: %s has no French entry", name, typeName)
			}
		}
	}
	if r := e.do("GET", prov+"/metadata/states/Atlantis", e.admin, nil, "Accept-Language", "fr"); r.Status != 404 {
		t.Errorf("unknown country in French = %d %s", r.Status, r.Raw)
	}
}
