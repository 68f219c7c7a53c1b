package meta

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	_ "time/tzdata" // time zones must resolve even where the system has no zoneinfo
)

var catalog = MustLoad()

func names(l []Type) []string {
	out := make([]string, len(l))
	for i, t := range l {
		out[i] = t.TypeName
	}
	return out
}

func displays(l []Type) []string {
	out := make([]string, len(l))
	for i, t := range l {
		out[i] = t.TypeDisplayName
	}
	return out
}

func TestEveryListIsClean(t *testing.T) {
	for _, name := range catalog.ListNames() {
		t.Run(name, func(t *testing.T) {
			l, ok := catalog.List(name)
			if !ok || len(l) == 0 {
				t.Fatalf("List(%q) = %d entries, %v; want entries, true", name, len(l), ok)
			}
			seen := map[string]bool{}
			for _, e := range l {
				if e.TypeName == "" || e.TypeDisplayName == "" {
					t.Errorf("entry %+v has an empty typeName or display name", e)
				}
				if seen[e.TypeName] {
					t.Errorf("typeName %q appears twice", e.TypeName)
				}
				seen[e.TypeName] = true
			}
		})
	}
}

func TestListNames(t *testing.T) {
	got := catalog.ListNames()
	want := []string{
		"alertTypes", "checklist/checklistValueTypes", "chillingunit/vendors", "countryCodesTypes",
		"countryTypes", "genderTypes", "locale", "methodOfCooling", "monitoringDeviceTypes", "orgTypes",
		"powerSenseTypes", "salutationTypes", "subOrgTypes", "timeZones", "user/alertLanguages", "user/issueTypes",
	}
	if !slices.Equal(got, want) {
		t.Errorf("ListNames() = %q, want %q", got, want)
	}
	if _, ok := catalog.List("noSuchList"); ok {
		t.Error(`List("noSuchList") ok = true, want false`)
	}
	if l, ok := catalog.List("TIMEZONES"); !ok || len(l) == 0 {
		t.Error(`List("TIMEZONES") should match timeZones regardless of case`)
	}
}

func TestFixedListContent(t *testing.T) {
	tests := []struct {
		list string
		want []Type // exact list when all is set, else entries that must be present
		all  bool
	}{
		{ListSubOrgTypes, []Type{{"plant", "Plant", ""}, {"chillingcenter", "Chilling Center", ""}, {"zone", "Zone", ""}, {"route", "Route", ""}}, true},
		{ListGenders, []Type{{"MALE", "Male", ""}, {"FEMALE", "Female", ""}, {"OTHER", "Other", ""}}, true},
		{ListAlertLanguages, []Type{{"en", "English", ""}, {"fr", "Français", ""}}, true},
		{ListChecklistValueTypes, []Type{{"SELECT", "Select", ""}, {"COST", "Cost", ""}, {"RANGE", "Range", ""}, {"BOOLEAN", "Yes / No", ""}}, true},
		{ListPowerSenseTypes, []Type{{"SINGLE_PHASE", "Single phase", ""}, {"THREE_PHASE", "Three phase", ""}}, true},
		{ListSalutations, []Type{{"Mr", "Mr.", ""}, {"Mrs", "Mrs.", ""}, {"Ms", "Ms.", ""}, {"Dr", "Dr.", ""}, {"Shri", "Shri", ""}, {"Smt", "Smt.", ""}}, false},
		{ListOrgTypes, []Type{{"dairy_cooperative", "Dairy Cooperative Society", ""}, {"private_dairy", "Private Dairy", ""}, {"others", "Others", ""}}, false},
		{ListCountries, []Type{{"IN", "India", ""}, {"FR", "France", ""}, {"KE", "Kenya", ""}, {"UG", "Uganda", ""}, {"CI", "Côte d'Ivoire", ""}}, false},
		{ListCountryCodes, []Type{{"+91", "India (+91)", ""}, {"+33", "France (+33)", ""}, {"+254", "Kenya (+254)", ""}, {"+1", "United States, Canada (+1)", ""}}, false},
		{ListTimeZones, []Type{{"Asia/Kolkata", "Asia/Kolkata", ""}, {"Africa/Nairobi", "Africa/Nairobi", ""}, {"Europe/Paris", "Europe/Paris", ""}, {"UTC", "UTC", ""}}, false},
		{ListLocales, []Type{{"en-IN", "English (India)", ""}, {"hi-IN", "Hindi (India)", ""}, {"fr-FR", "French (France)", ""}, {"sw-KE", "Swahili (Kenya)", ""}}, false},
		{ListMethodsOfCooling, []Type{{"DIRECT_EXPANSION", "Direct expansion (DX)", ""}, {"ICE_BANK", "Instant cooling (ice bank)", ""}}, false},
		{ListVendors, []Type{{"Mueller", "Mueller", ""}, {"DeLaval", "DeLaval", ""}, {"Promethean Power Systems", "Promethean Power Systems", ""}, {"Others", "Others", ""}}, false},
		{ListMonitoringDeviceTypes, []Type{{"L3", "Gateway (L3)", ""}, {"L1", "Sensor (L1)", ""}}, false},
		{ListIssueTypes, []Type{{"device_not_reporting", "Device not reporting", ""}, {"other", "Other", ""}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.list, func(t *testing.T) {
			got, ok := catalog.List(tt.list)
			if !ok {
				t.Fatalf("List(%q) ok = false", tt.list)
			}
			if tt.all {
				if !slices.Equal(got, tt.want) {
					t.Errorf("List(%q) = %v, want %v", tt.list, got, tt.want)
				}
				return
			}
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("List(%q) lacks %v", tt.list, w)
				}
			}
		})
	}
}

func TestListSizesAndOrder(t *testing.T) {
	tests := []struct {
		list string
		min  int
	}{
		{ListCountries, 241},
		{ListCountryCodes, 200},
		{ListTimeZones, 301},
	}
	for _, tt := range tests {
		l, _ := catalog.List(tt.list)
		if got := len(l); got < tt.min {
			t.Errorf("len(List(%q)) = %d, want at least %d", tt.list, got, tt.min)
		}
	}

	locales, _ := catalog.List(ListLocales)
	if got, want := locales[0].TypeName, "en-IN"; got != want {
		t.Errorf("first locale = %q, want %q (the default)", got, want)
	}
	vendors, _ := catalog.List(ListVendors)
	if got, want := vendors[len(vendors)-1].TypeName, "Others"; got != want {
		t.Errorf("last vendor = %q, want %q", got, want)
	}
	codes, _ := catalog.List(ListCountryCodes)
	dial := regexp.MustCompile(`^\+[1-9][0-9]{0,2}( [0-9]{3})?$`)
	for _, c := range codes {
		if !dial.MatchString(c.TypeName) || !strings.HasSuffix(c.TypeDisplayName, " ("+c.TypeName+")") {
			t.Errorf("calling code %+v is not of the form +91 / \"India (+91)\"", c)
		}
	}
}

func TestLocalesNameKnownCountries(t *testing.T) {
	locales, _ := catalog.List(ListLocales)
	tag := regexp.MustCompile(`^[a-z]{2,3}-([A-Z]{2})$`)
	for _, l := range locales {
		m := tag.FindStringSubmatch(l.TypeName)
		if m == nil {
			t.Errorf("locale %q is not a language-REGION tag", l.TypeName)
			continue
		}
		co, ok := catalog.Country(m[1])
		if !ok || !strings.HasSuffix(l.TypeDisplayName, "("+co.TypeDisplayName+")") {
			t.Errorf("locale %+v: region %s should be a country named in the display", l, m[1])
		}
	}
}

func TestTimeZonesResolve(t *testing.T) {
	zones, _ := catalog.List(ListTimeZones)
	for _, z := range zones {
		if _, err := time.LoadLocation(z.TypeName); err != nil {
			t.Errorf("time zone %q: %v", z.TypeName, err)
		}
	}
}

func TestRegion(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" when unknown
	}{
		{"IN-MH", "Maharashtra"},
		{"in-mh", "Maharashtra"},
		{"Maharashtra", "Maharashtra"},
		{"FR-BRE", "Bretagne"},
		{"KE-30", "Nairobi"},
		{"XX-99", ""},
		{"", ""},
	}
	for _, tt := range tests {
		got, ok := catalog.Region(tt.in)
		if ok != (tt.want != "") || got.TypeDisplayName != tt.want {
			t.Errorf("Region(%q) = %v, %v; want %q", tt.in, got, ok, tt.want)
		}
	}
}

func TestStates(t *testing.T) {
	tests := []struct {
		country string
		want    int
		has     Type
	}{
		{"IN", 36, Type{"IN-MH", "Maharashtra", ""}},
		{"india", 36, Type{"IN-DH", "Dadra and Nagar Haveli and Daman and Diu", ""}},
		{" India ", 36, Type{"IN-LA", "Ladakh", ""}},
		{"in", 36, Type{"IN-JK", "Jammu and Kashmir", ""}},
		{"FR", 18, Type{"FR-BRE", "Bretagne", ""}},
		{"France", 18, Type{"FR-974", "La Réunion", ""}},
		{"KE", 47, Type{"KE-30", "Nairobi", ""}},
		{"Kenya", 47, Type{"KE-31", "Nakuru", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.country, func(t *testing.T) {
			got, ok := catalog.States(tt.country)
			if !ok {
				t.Fatalf("States(%q) ok = false", tt.country)
			}
			if len(got) != tt.want {
				t.Errorf("len(States(%q)) = %d, want %d", tt.country, len(got), tt.want)
			}
			if !slices.Contains(got, tt.has) {
				t.Errorf("States(%q) lacks %v", tt.country, tt.has)
			}
		})
	}

	byCode, _ := catalog.States("IN")
	byName, _ := catalog.States("india")
	if !slices.Equal(byCode, byName) {
		t.Error(`States("india") != States("IN")`)
	}
	var uts int
	for _, s := range byCode {
		if !regexp.MustCompile(`^IN-[A-Z]{2}$`).MatchString(s.TypeName) {
			t.Errorf("state code %q is not of the form IN-XX", s.TypeName)
		}
		switch s.TypeName {
		case "IN-AN", "IN-CH", "IN-DH", "IN-DL", "IN-JK", "IN-LA", "IN-LD", "IN-PY":
			uts++
		}
	}
	if uts != 8 {
		t.Errorf("India has %d of the 8 union territories", uts)
	}
}

func TestStatesUnknownOrWithoutData(t *testing.T) {
	for _, c := range []string{"", "Atlantis", "XX", "IND"} {
		if got, ok := catalog.States(c); ok {
			t.Errorf("States(%q) = %v, true; want false", c, got)
		}
	}
	got, ok := catalog.States("DE")
	if !ok || len(got) != 0 {
		t.Errorf("States(\"DE\") = %v, %v; want an empty list and true (known country, no data)", got, ok)
	}
}

func TestDistricts(t *testing.T) {
	tests := []struct {
		state string
		want  int
		has   string // a district's display name
	}{
		{"Maharashtra", 36, "Pune"},
		{"IN-MH", 36, "Chhatrapati Sambhajinagar"},
		{"maharashtra", 36, "Mumbai Suburban"},
		{"Kerala", 14, "Wayanad"},
		{"Uttar Pradesh", 75, "Lucknow"},
		{"Gujarat", 33, "Anand"},
		{"Andhra Pradesh", 26, "NTR"},
		{"Telangana", 33, "Hyderabad"},
		{"Tamil Nadu", 38, "The Nilgiris"},
		{"Karnataka", 31, "Mysuru"},
		{"Madhya Pradesh", 55, "Indore"},
		{"Rajasthan", 41, "Jaipur"},
		{"Punjab", 23, "Ludhiana"},
		{"Delhi", 11, "New Delhi"},
		{"Jammu & Kashmir", 20, "Srinagar"},
		{"Ladakh", 2, "Leh"},
		{"IN-DH", 3, "Diu"},
		{"Orissa", 30, "Cuttack"}, // former name
		{"IN-TG", 33, "Warangal"}, // former ISO code
		{"Bretagne", 4, "Finistère"},
		{"FR-BRE", 4, "Morbihan"},
		{"Ile-de-France", 8, "Paris"}, // accents ignored
		{"Corse", 2, "Haute-Corse"},
		{"FR-974", 1, "La Réunion"},
		{"Nakuru", 11, "Naivasha"},
		{"KE-13", 13, "Kiambu"},
	}
	for _, tt := range tests {
		t.Run(tt.state, func(t *testing.T) {
			got, ok := catalog.Districts(tt.state)
			if !ok {
				t.Fatalf("Districts(%q) ok = false", tt.state)
			}
			if len(got) != tt.want {
				t.Errorf("len(Districts(%q)) = %d, want %d", tt.state, len(got), tt.want)
			}
			if !slices.Contains(displays(got), tt.has) {
				t.Errorf("Districts(%q) lacks %q", tt.state, tt.has)
			}
		})
	}
	if got, ok := catalog.Districts("Atlantis"); ok {
		t.Errorf(`Districts("Atlantis") = %v, true; want false`, got)
	}
}

func TestDistrictTotals(t *testing.T) {
	tests := []struct {
		country  string
		min, max int
	}{
		{"IN", 750, 800},
		{"FR", 101, 101},
		{"KE", 300, 350},
	}
	for _, tt := range tests {
		states, _ := catalog.States(tt.country)
		var total int
		for _, s := range states {
			d, ok := catalog.Districts(s.TypeName)
			if !ok || len(d) == 0 {
				t.Errorf("Districts(%q) = %d, %v; want districts", s.TypeName, len(d), ok)
			}
			seen := map[string]bool{}
			for _, x := range d {
				if x.TypeName == "" || x.TypeDisplayName == "" || seen[x.TypeName] {
					t.Errorf("%s: bad or repeated district %+v", s.TypeDisplayName, x)
				}
				seen[x.TypeName] = true
			}
			total += len(d)
		}
		if total < tt.min || total > tt.max {
			t.Errorf("%s has %d districts in all, want %d to %d", tt.country, total, tt.min, tt.max)
		}
	}
}

func TestFrenchDepartmentCodes(t *testing.T) {
	regions, _ := catalog.States("FR")
	code := regexp.MustCompile(`^([0-9]{2}|2A|2B|97[1-6])$`)
	seen := map[string]bool{}
	for _, r := range regions {
		deps, _ := catalog.Districts(r.TypeName)
		for _, d := range deps {
			if !code.MatchString(d.TypeName) || seen[d.TypeName] {
				t.Errorf("%s: department code %q is malformed or repeated", r.TypeDisplayName, d.TypeName)
			}
			seen[d.TypeName] = true
		}
	}
	got, ok := catalog.District("Bretagne", "29")
	if want := (Type{"29", "Finistère", ""}); !ok || got != want {
		t.Errorf(`District("Bretagne", "29") = %v, %v; want %v, true`, got, ok, want)
	}
}

func TestAddressHelpers(t *testing.T) {
	tests := []struct {
		name string
		got  func() (Type, bool)
		want Type
		ok   bool
	}{
		{"country by name", func() (Type, bool) { return catalog.Country("india") }, Type{"IN", "India", ""}, true},
		{"country alias", func() (Type, bool) { return catalog.Country("Ivory Coast") }, Type{"CI", "Côte d'Ivoire", ""}, true},
		{"unknown country", func() (Type, bool) { return catalog.Country("Atlantis") }, Type{}, false},
		{"state of country", func() (Type, bool) { return catalog.State("IN", "maharashtra") }, Type{"IN-MH", "Maharashtra", ""}, true},
		{"state of other country", func() (Type, bool) { return catalog.State("FR", "Maharashtra") }, Type{}, false},
		{"district by name", func() (Type, bool) { return catalog.District("IN-MH", "pune") }, Type{"Pune", "Pune", ""}, true},
		{"district of other state", func() (Type, bool) { return catalog.District("Kerala", "Pune") }, Type{}, false},
	}
	for _, tt := range tests {
		got, ok := tt.got()
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s: got %v, %v; want %v, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}

func TestAlertTypes(t *testing.T) {
	// ENGINE.md §4 and §5 (also spec 03 §9).
	info := []string{"agitator_on", "agitator_off", "compressor_on", "chilling_pump_on", "chilling_pump_off",
		"grid_on", "grid_off", "chilling_started", "chilling_completed", "milk_lifted", "cip_detected"}
	critical := []string{"compressor_malfunction", "agitator_malfunction", "chilling_pump_malfunction",
		"condenser_malfunction", "pump2_malfunction", "grid_off_stage_2", "grid_off_stage_3", "milk_undercooled",
		"milk_lifted_undercooled", "agitator_malfunction_after_chilling", "milk_overchilled", "cip_not_done",
		"panel_trip", "tss_temp_alert"}
	list, _ := catalog.List(ListAlertTypes)
	if got, want := len(list), len(info)+len(critical); got != want {
		t.Errorf("len(alertTypes) = %d, want %d", got, want)
	}
	for level, alerts := range map[string][]string{LevelInfo: info, LevelCritical: critical} {
		for _, n := range alerts {
			if !slices.Contains(names(list), n) {
				t.Errorf("alertTypes lacks %q", n)
			}
			if got, ok := catalog.AlertLevel(n); !ok || got != level {
				t.Errorf("AlertLevel(%q) = %q, %v; want %q, true", n, got, ok, level)
			}
		}
	}
	if got, ok := catalog.AlertLevel("milk_overchilled"); got != "CRITICAL" || !ok {
		t.Errorf(`AlertLevel("milk_overchilled") = %q, %v; want "CRITICAL", true`, got, ok)
	}
	if got, ok := catalog.AlertLevel("no_such_alert"); ok {
		t.Errorf(`AlertLevel("no_such_alert") = %q, true; want false`, got)
	}
}

func TestDeviceTypes(t *testing.T) {
	devices, _ := catalog.List(ListMonitoringDeviceTypes)
	want := []string{"L3", "L1", "indsens", "indsensABC", "weighsens", "tempsens", "volsens", "powsens", "feedsens", "CONTRAK_V1"}
	if got := names(devices); !slices.Equal(got, want) {
		t.Errorf("monitoringDeviceTypes = %q, want %q", got, want)
	}
	for _, d := range devices {
		for _, id := range []string{d.TypeName, strings.ToUpper(d.TypeName), strings.ToLower(d.TypeName)} {
			if _, ok := catalog.DeviceAttributes(id); !ok {
				t.Errorf("DeviceAttributes(%q) ok = false", id)
			}
			if _, ok := catalog.ApplicationAttributes(id); !ok {
				t.Errorf("ApplicationAttributes(%q) ok = false", id)
			}
			if _, ok := catalog.UnitValueTypes(id); !ok {
				t.Errorf("UnitValueTypes(%q) ok = false", id)
			}
		}
	}

	tests := []struct {
		device      string
		attrs       []string // device attributes that must be present
		application []string // application attributes, exact
		units       []string // units that must be present
	}{
		{"indsens", []string{"milkTemperature", "batteryTemperature", "auxiliaryTemperature", "pumpStatus", "agitatorStatus", "compressorCurrent", "alarmCode"},
			[]string{"milkTemperature", "temperature2", "batteryTemperature", "compressor", "agitator", "chillingPump", "pump2", "condenser", "panelAlarm"},
			[]string{"°C", "A", "ON/OFF"}},
		{"indsensABC", []string{"milkTemperature", "alarmRelayStatus"}, nil, []string{"°C"}},
		{"weighsens", []string{"weight"}, []string{"volume"}, []string{"kg"}},
		{"volsens", []string{"volume"}, []string{"volume"}, []string{"L"}},
		{"tempsens", []string{"Temperature #1", "Temperature #2", "Temperature #3", "Temperature #4"}, nil, []string{"°C"}},
		{"feedsens", []string{"Feedback #1", "Feedback #2", "Feedback #3", "Feedback #4"}, nil, []string{"ON/OFF"}},
		{"powsens", []string{"numberOfPhases", "totalEnergy", "current", "volt", "power", "energy"}, []string{"grid", "dg"}, []string{"A", "V", "W", "kWh"}},
		{"contrak_v1", []string{"VOLUME", "TEMP", "TEMP2", "GRID", "DG", "COMPFBIBT", "AGZFB", "MILKPUMPIBT"}, nil, []string{"L", "°C", "ON/OFF"}},
		{"L3", nil, []string{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.device, func(t *testing.T) {
			attrs, _ := catalog.DeviceAttributes(tt.device)
			for _, a := range tt.attrs {
				if !slices.Contains(names(attrs), a) {
					t.Errorf("DeviceAttributes(%q) lacks %q", tt.device, a)
				}
			}
			app, _ := catalog.ApplicationAttributes(tt.device)
			if tt.application != nil && !slices.Equal(names(app), tt.application) {
				t.Errorf("ApplicationAttributes(%q) = %q, want %q", tt.device, names(app), tt.application)
			}
			units, _ := catalog.UnitValueTypes(tt.device)
			for _, u := range tt.units {
				if !slices.Contains(names(units), u) {
					t.Errorf("UnitValueTypes(%q) lacks %q", tt.device, u)
				}
			}
		})
	}

	for _, unknown := range []string{"", "thermosens", "L2"} {
		if _, ok := catalog.DeviceAttributes(unknown); ok {
			t.Errorf("DeviceAttributes(%q) ok = true, want false", unknown)
		}
		if _, ok := catalog.ApplicationAttributes(unknown); ok {
			t.Errorf("ApplicationAttributes(%q) ok = true, want false", unknown)
		}
		if _, ok := catalog.UnitValueTypes(unknown); ok {
			t.Errorf("UnitValueTypes(%q) ok = true, want false", unknown)
		}
	}
	if got, ok := catalog.DeviceClass("L3"); got != "L3" || !ok {
		t.Errorf(`DeviceClass("L3") = %q, %v; want "L3", true`, got, ok)
	}
	if got, ok := catalog.DeviceClass("powsens"); got != "L1" || !ok {
		t.Errorf(`DeviceClass("powsens") = %q, %v; want "L1", true`, got, ok)
	}
}

func TestProductTypes(t *testing.T) {
	got := catalog.ProductTypes()
	want := []ProductType{
		{1, "BMC", "BMC", "Bulk Milk Cooler (BMC)"},
		{2, "ABC", "ABC", "ABC"},
		{3, "FTBMC", "FTBMC", "Farm Tank BMC (FTBMC)"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("ProductTypes() = %v, want %v", got, want)
	}
}

func TestContains(t *testing.T) {
	tests := []struct {
		list, value string
		want        bool
	}{
		{ListTimeZones, "Asia/Kolkata", true},
		{ListTimeZones, "Asia/Calcutta", false}, // a link, not a canonical name
		{ListLocales, "en-IN", true},
		{ListVendors, "Others", true},
		{ListCountryCodes, "+91", true},
		{ListSubOrgTypes, "Chilling Center", false}, // display name, not the stored value
		{"noSuchList", "x", false},
	}
	for _, tt := range tests {
		if got := catalog.Contains(tt.list, tt.value); got != tt.want {
			t.Errorf("Contains(%q, %q) = %v, want %v", tt.list, tt.value, got, tt.want)
		}
	}
}

func TestResultsAreCopies(t *testing.T) {
	l, _ := catalog.List(ListGenders)
	l[0].TypeName = "changed"
	d, _ := catalog.Districts("Kerala")
	d[0].TypeName = "changed"
	s, _ := catalog.States("IN")
	s[0].TypeName = "changed"
	a, _ := catalog.DeviceAttributes("indsens")
	a[0].TypeName = "changed"

	if l, _ := catalog.List(ListGenders); l[0].TypeName == "changed" {
		t.Error("List returned the catalogue's own slice")
	}
	if d, _ := catalog.Districts("Kerala"); d[0].TypeName == "changed" {
		t.Error("Districts returned the catalogue's own slice")
	}
	if s, _ := catalog.States("IN"); s[0].TypeName == "changed" {
		t.Error("States returned the catalogue's own slice")
	}
	if a, _ := catalog.DeviceAttributes("indsens"); a[0].TypeName == "changed" {
		t.Error("DeviceAttributes returned the catalogue's own slice")
	}
}

// withFile is the embedded data with one file replaced after an edit.
func withFile(t *testing.T, name string, edit func(string) string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(dataFS, "data", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(dataFS, p)
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	old := string(m["data/"+name].Data)
	edited := edit(old)
	if edited == old {
		t.Fatalf("edit of %s changed nothing", name)
	}
	m["data/"+name] = &fstest.MapFile{Data: []byte(edited)}
	return m
}

func TestLoadRejectsBadData(t *testing.T) {
	tests := []struct {
		name    string
		file    string
		edit    func(string) string
		wantErr string
	}{
		{"duplicate typeName", "lists.json",
			func(s string) string { return strings.Replace(s, `"typeName": "zone"`, `"typeName": "plant"`, 1) },
			`typeName "plant" appears twice`},
		{"empty display name", "lists.json",
			func(s string) string {
				return strings.Replace(s, `"typeDisplayName": "Route"`, `"typeDisplayName": ""`, 1)
			},
			"needs a typeName and a display name"},
		{"unknown unit", "devices.json",
			func(s string) string { return strings.Replace(s, `"units": ["L"]`, `"units": ["gallon"]`, 1) },
			"unit gallon is not defined"},
		{"unknown field", "products.json",
			func(s string) string { return strings.Replace(s, `"name"`, `"nom"`, 1) },
			`unknown field "nom"`},
		{"ambiguous state name", "kenya.json",
			func(s string) string { return strings.Replace(s, `"name": "Nakuru"`, `"name": "Kerala"`, 1) },
			`"Kerala" is ambiguous`},
		{"state code of another country", "france.json",
			func(s string) string { return strings.Replace(s, `"code": "FR-BRE"`, `"code": "IN-BRE"`, 1) },
			"is not an ISO 3166-2 code of FR"},
		{"calling code not listed", "countries.json",
			func(s string) string { return strings.Replace(s, `"dialCode": "+91"`, `"dialCode": "+0091"`, 1) },
			"calling code +0091"},
		{"malformed JSON", "timezones.json",
			func(s string) string { return strings.Replace(s, `"UTC"`, `UTC`, 1) },
			"timezones.json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := load(withFile(t, tt.file, tt.edit))
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("load() = %v, %v; want an error containing %q", c, err, tt.wantErr)
			}
		})
	}
}

func TestAlertTypesCarryTheirLevel(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	fr, _ := c.Localized("fr").List(ListAlertTypes)
	levels := map[string]string{}
	for _, a := range fr {
		levels[a.TypeName] = a.Level
	}
	if levels["grid_off"] != LevelInfo || levels["compressor_malfunction"] != LevelCritical {
		t.Errorf("levels = %v", levels)
	}
	if got := c.AlertTypes(LevelCritical); len(got) == 0 || got[0] == "grid_off" || len(got)+len(c.AlertTypes(LevelInfo)) != len(fr) {
		t.Errorf("AlertTypes(CRITICAL) = %v", got)
	}
	other, _ := c.List(ListVendors)
	for _, o := range other {
		if o.Level != "" {
			t.Errorf("a vendor has a level: %v", o)
		}
	}
}

func TestAlertDefinitions(t *testing.T) {
	for _, lang := range []string{"en", "fr-FR,fr;q=0.9"} {
		defs := AlertDefinitions(lang)
		if len(defs) != 25 || defs[0].AlertName != "agitator_on" || defs[0].Level != LevelInfo || defs[24].AlertName != "tss_temp_alert" {
			t.Fatalf("%s: %d definitions, first %+v", lang, len(defs), defs[0])
		}
		for _, d := range defs {
			if d.DisplayName == "" || d.Description == "" || d.Definition == "" || strings.Contains(d.Description+d.Definition, "{{") {
				t.Errorf("%s: %+v", lang, d)
			}
		}
	}
	en, fr := AlertDefinitions("en"), AlertDefinitions("fr")
	for _, c := range []struct {
		i        int
		en, fr   string
		inEnDefn string
	}{
		{11, "Critical alert while the condition lasts; stages at 5, 10 and 30 minutes.", "Alerte critique tant que la condition dure ; niveaux à 5, 10 et 30 minutes.", "Stages at 5, 10 and 30 minutes"},
		{16, "Critical stage of a grid outage, 15 minutes after the power went off.", "Niveau critique d'une coupure secteur, 15 minutes après la coupure.", "15 minutes"},
		{24, "Critical alert checked at 05:30 and 15:30 site time; stage 2 30 minutes later.", "Alerte critique contrôlée à 05:30 et 15:30 heure du site ; niveau 2 30 minutes plus tard.", "05:30 and 15:30"},
	} {
		if en[c.i].Description != c.en || fr[c.i].Description != c.fr || !strings.Contains(en[c.i].Definition, c.inEnDefn) || fr[c.i].Definition == en[c.i].Definition {
			t.Errorf("%d: %+v / %+v", c.i, en[c.i], fr[c.i])
		}
	}
}
