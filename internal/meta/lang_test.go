package meta

import (
	"slices"
	"strings"
	"testing"
)

var (
	english = catalog.Localized("en")
	french  = catalog.Localized("fr")
)

func TestMatchLanguage(t *testing.T) {
	tests := []struct{ accept, want string }{
		{"fr-FR,fr;q=0.9", French},
		{"fr", French},
		{"fr-FR,fr;q=0.9,en;q=0.8", French},
		{"FR-fr", French},
		{"fr-CA", French},
		{"fr-SN", French},
		{"de,fr;q=0.5", French},
		{"en;q=0.2,fr;q=0.8", French},
		{"de", English},
		{"", English},
		{"en", English},
		{"en-IN,en;q=0.9,fr;q=0.8", English},
		{"de-DE,de;q=0.9", English},
		{"hi-IN", English},
		{"*", English},
		{"not a ;; language", English},
	}
	for _, tt := range tests {
		if got := MatchLanguage(tt.accept); got != tt.want {
			t.Errorf("MatchLanguage(%q) = %q, want %q", tt.accept, got, tt.want)
		}
		if got := catalog.Localized(tt.accept).Language(); got != tt.want {
			t.Errorf("Localized(%q).Language() = %q, want %q", tt.accept, got, tt.want)
		}
	}
	if !slices.Equal(Languages, []string{"en", "fr"}) {
		t.Errorf("Languages = %q, want English first, then French", Languages)
	}
}

// translatedLists are the lists every entry of which must have a French
// name; the others hold proper names.
var translatedLists = []string{
	ListOrgTypes, ListSubOrgTypes, ListCountryCodes, ListGenders, ListCountries, ListSalutations,
	ListAlertLanguages, ListIssueTypes, ListAlertTypes, ListLocales, ListMethodsOfCooling, ListVendors,
	ListChecklistValueTypes, ListMonitoringDeviceTypes, ListPowerSenseTypes,
}

// frenchOf is the French name the data gives typeName in scope, "" if none.
func frenchOf(scope, typeName string) string { return catalog.french[scope][typeName] }

func TestEveryEntryHasAFrenchName(t *testing.T) {
	want := append(slices.Clone(translatedLists), ListTimeZones)
	slices.Sort(want)
	if got := catalog.ListNames(); !slices.Equal(got, want) {
		t.Fatalf("ListNames() = %q; decide whether each new list is translated, then update translatedLists", got)
	}
	missing := func(what, scope string, l []Type) {
		t.Helper()
		for _, e := range l {
			if frenchOf(scope, e.TypeName) == "" {
				t.Errorf("%s: %q (%s) has no French name", what, e.TypeName, e.TypeDisplayName)
			}
		}
	}
	for _, name := range translatedLists {
		l, _ := catalog.List(name)
		missing(name, listScope(name), l)
	}
	devices, _ := catalog.List(ListMonitoringDeviceTypes)
	for _, d := range devices {
		attrs, _ := catalog.DeviceAttributes(d.TypeName)
		missing(d.TypeName+" deviceAttributes", deviceAttributesScope(d.TypeName), attrs)
		app, _ := catalog.ApplicationAttributes(d.TypeName)
		missing(d.TypeName+" applicationAttributes", applicationAttributesScope, app)
		units, _ := catalog.UnitValueTypes(d.TypeName)
		missing(d.TypeName+" unitsValueTypes", unitsScope, units)
	}
	for _, p := range catalog.ProductTypes() {
		if frenchOf(productTypesScope, p.TypeName) == "" {
			t.Errorf("product type %q has no French name", p.TypeName)
		}
	}
	if n := len(catalog.french[listScope(ListTimeZones)]); n != 0 {
		t.Errorf("%d time zones have a French name; zone names are not translated", n)
	}
}

func TestFrenchNames(t *testing.T) {
	tests := []struct {
		list string
		want []Type // entries that must be present, in French
		all  bool   // want is the whole list
	}{
		{ListGenders, []Type{{"MALE", "Homme", ""}, {"FEMALE", "Femme", ""}, {"OTHER", "Autre", ""}}, true},
		{ListSubOrgTypes, []Type{{"plant", "Usine", ""}, {"chillingcenter", "Centre de refroidissement", ""}, {"zone", "Zone", ""}, {"route", "Tournée", ""}}, true},
		{ListAlertLanguages, []Type{{"en", "English", ""}, {"fr", "Français", ""}}, true},
		{ListPowerSenseTypes, []Type{{"SINGLE_PHASE", "Monophasé", ""}, {"THREE_PHASE", "Triphasé", ""}}, true},
		{ListChecklistValueTypes, []Type{{"BOOLEAN", "Oui / Non", ""}, {"COST", "Coût", ""}}, false},
		{ListSalutations, []Type{{"Mr", "M.", ""}, {"Mrs", "Mme", ""}, {"Dr", "Dr", ""}, {"Prof", "Pr", ""}, {"Shri", "Shri", ""}, {"Smt", "Smt.", ""}}, false},
		{ListOrgTypes, []Type{{"dairy_cooperative", "Société coopérative laitière", ""}, {"private_dairy", "Laiterie privée", ""}, {"others", "Autres", ""}}, false},
		{ListCountries, []Type{{"IN", "Inde", ""}, {"DE", "Allemagne", ""}, {"US", "États-Unis", ""}, {"FR", "France", ""}, {"KE", "Kenya", ""}, {"CI", "Côte d'Ivoire", ""}, {"GB", "Royaume-Uni", ""}}, false},
		{ListCountryCodes, []Type{{"+91", "Inde (+91)", ""}, {"+33", "France (+33)", ""}, {"+49", "Allemagne (+49)", ""}, {"+1", "États-Unis, Canada (+1)", ""}}, false},
		{ListLocales, []Type{{"en-IN", "Anglais (Inde)", ""}, {"hi-IN", "Hindi (Inde)", ""}, {"fr-FR", "Français (France)", ""}, {"en-US", "Anglais (États-Unis)", ""}}, false},
		{ListVendors, []Type{{"Mueller", "Mueller", ""}, {"DeLaval", "DeLaval", ""}, {"Others", "Autres", ""}}, false},
		{ListMethodsOfCooling, []Type{{"DIRECT_EXPANSION", "Détente directe (DX)", ""}, {"OTHERS", "Autres", ""}}, false},
		{ListMonitoringDeviceTypes, []Type{{"L3", "Passerelle (L3)", ""}, {"L1", "Capteur (L1)", ""}, {"CONTRAK_V1", "Contrôleur Contrak (CONTRAK_V1)", ""}}, false},
		{ListAlertTypes, []Type{{"milk_undercooled", "Lait insuffisamment refroidi", "CRITICAL"}, {"cip_not_done", "Nettoyage en place (NEP) non effectué", "CRITICAL"}}, false},
		{ListIssueTypes, []Type{{"device_not_reporting", "Appareil qui ne transmet plus", ""}, {"other", "Autre", ""}}, false},
		{ListTimeZones, []Type{{"Europe/Paris", "Europe/Paris", ""}, {"Asia/Kolkata", "Asia/Kolkata", ""}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.list, func(t *testing.T) {
			got, ok := french.List(tt.list)
			if !ok {
				t.Fatalf("List(%q) ok = false", tt.list)
			}
			if tt.all && !slices.Equal(got, tt.want) {
				t.Errorf("French List(%q) = %v, want %v", tt.list, got, tt.want)
			}
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("French List(%q) lacks %v", tt.list, w)
				}
			}
		})
	}
	if _, ok := french.List("noSuchList"); ok {
		t.Error(`French List("noSuchList") ok = true, want false`)
	}
	if l, ok := french.List("GENDERTYPES"); !ok || l[1] != (Type{"FEMALE", "Femme", ""}) {
		t.Errorf(`French List("GENDERTYPES") = %v, %v; the name matches regardless of case`, l, ok)
	}

	if got, ok := french.Country("India"); got != (Type{"IN", "Inde", ""}) || !ok {
		t.Errorf(`French Country("India") = %v, %v; want {IN Inde}, true`, got, ok)
	}
	for _, name := range []string{"Inde", "inde", "Allemagne", "etats-unis", "Côte d'Ivoire"} {
		if _, ok := catalog.Country(name); !ok {
			t.Errorf("Country(%q) ok = false; French names are found too", name)
		}
	}
	if s, ok := french.States("Inde"); !ok || len(s) != 36 {
		t.Errorf(`French States("Inde") = %d states, %v; want 36, true`, len(s), ok)
	}
	if got, _ := french.States("FR"); !slices.Contains(got, Type{"FR-BRE", "Bretagne", ""}) {
		t.Errorf(`French States("FR") lacks Bretagne: %v`, got)
	}
	if got, _ := french.Districts("IN-MH"); !slices.Contains(got, Type{"Pune", "Pune", ""}) {
		t.Error(`French Districts("IN-MH") lacks Pune`)
	}

	attrs, _ := french.DeviceAttributes("INDSENS")
	if !slices.Contains(attrs, Type{"milkTemperature", "Température du lait", ""}) {
		t.Errorf(`French DeviceAttributes("INDSENS") = %v, want milkTemperature in French`, attrs)
	}
	temps, _ := french.DeviceAttributes("tempsens")
	if !slices.Contains(temps, Type{"Temperature #1", "Température n° 1", ""}) {
		t.Errorf(`French DeviceAttributes("tempsens") = %v`, temps)
	}
	app, _ := french.ApplicationAttributes("powsens")
	if want := []Type{{"grid", "Alimentation secteur", ""}, {"dg", "Groupe électrogène (DG)", ""}}; !slices.Equal(app, want) {
		t.Errorf(`French ApplicationAttributes("powsens") = %v, want %v`, app, want)
	}
	units, _ := french.UnitValueTypes("feedsens")
	if want := []Type{{"ON/OFF", "Marche / Arrêt", ""}}; !slices.Equal(units, want) {
		t.Errorf(`French UnitValueTypes("feedsens") = %v, want %v`, units, want)
	}
	for _, f := range []func(string) ([]Type, bool){french.DeviceAttributes, french.ApplicationAttributes, french.UnitValueTypes} {
		if _, ok := f("thermosens"); ok {
			t.Error("an unknown device type should give false in French too")
		}
	}
	wantProducts := []ProductType{
		{1, "BMC", "BMC", "Tank à lait (BMC)"},
		{2, "ABC", "ABC", "ABC"},
		{3, "FTBMC", "FTBMC", "Tank à lait de ferme (FTBMC)"},
	}
	if got := french.ProductTypes(); !slices.Equal(got, wantProducts) {
		t.Errorf("French ProductTypes() = %v, want %v", got, wantProducts)
	}
}

func TestFrenchDiffersFromEnglish(t *testing.T) {
	tests := []struct {
		list     string
		minShare float64 // share of entries whose French name differs
	}{
		{ListGenders, 1},
		{ListOrgTypes, 1},
		{ListIssueTypes, 1},
		{ListAlertTypes, 1},
		{ListMethodsOfCooling, 1},
		{ListPowerSenseTypes, 1},
		{ListChecklistValueTypes, 1},
		{ListMonitoringDeviceTypes, 1},
		{ListSubOrgTypes, 0.75}, // Zone is Zone
		{ListSalutations, 0.7},  // Shri and Smt. stay
		{ListLocales, 0.9},      // Swahili (Kenya)...
		{ListCountries, 0.6},    // Kenya, France, Mali...
		{ListCountryCodes, 0.6}, // Kenya (+254)...
		{ListAlertLanguages, 0}, // each language in its own name
		{ListVendors, 0},        // brand names
	}
	for _, tt := range tests {
		en, _ := catalog.List(tt.list)
		fr, _ := french.List(tt.list)
		differ := 0
		for i := range en {
			if en[i].TypeDisplayName != fr[i].TypeDisplayName {
				differ++
			}
		}
		if share := float64(differ) / float64(len(en)); share < tt.minShare {
			t.Errorf("%s: %d of %d French names differ from English, want at least %.0f%%", tt.list, differ, len(en), 100*tt.minShare)
		}
	}
	for _, code := range []string{"IN", "DE", "US", "GB", "UG", "TZ", "ZA", "CM", "SN", "ET"} {
		en, _ := catalog.Country(code)
		fr, _ := french.Country(code)
		if en.TypeDisplayName == fr.TypeDisplayName {
			t.Errorf("country %s is %q in both languages", code, en.TypeDisplayName)
		}
	}
}

// TestFrenchFollowsTheCountries checks the lists built from country names
// against the French country names: a locale ends with its country, a
// calling code with its code.
func TestFrenchFollowsTheCountries(t *testing.T) {
	locales, _ := french.List(ListLocales)
	for _, l := range locales {
		co, _ := french.Country(l.TypeName[strings.IndexByte(l.TypeName, '-')+1:])
		if !strings.HasSuffix(l.TypeDisplayName, " ("+co.TypeDisplayName+")") {
			t.Errorf("French locale %+v should end with its country, (%s)", l, co.TypeDisplayName)
		}
	}
	codes, _ := french.List(ListCountryCodes)
	for _, c := range codes {
		if !strings.HasSuffix(c.TypeDisplayName, " ("+c.TypeName+")") {
			t.Errorf("French calling code %+v is not of the form \"Inde (+91)\"", c)
		}
	}
	for _, code := range []string{"IN", "FR", "KE", "DE", "BR", "JP"} {
		co, _ := french.Country(code)
		en, _ := catalog.Country(code)
		var dial string
		for _, r := range catalog.countryBy {
			if r.Code == code {
				dial = r.DialCode
			}
		}
		i := slices.IndexFunc(codes, func(t Type) bool { return t.TypeName == dial })
		if i < 0 || codes[i].TypeDisplayName != co.TypeDisplayName+" ("+dial+")" {
			t.Errorf("calling code of %s (%s) should read %q in French", en.TypeDisplayName, dial, co.TypeDisplayName+" ("+dial+")")
		}
	}
}

// TestTypeNamesNeverChange checks every list in both languages: the French
// view has the same entries, in the same order, with the same typeNames, and
// the English view is the catalogue itself.
func TestTypeNamesNeverChange(t *testing.T) {
	same := func(what string, base, en, fr []Type) {
		t.Helper()
		if !slices.Equal(en, base) {
			t.Errorf("%s: the English view differs from the catalogue", what)
		}
		if !slices.Equal(names(fr), names(base)) {
			t.Errorf("%s: French typeNames %q, want %q", what, names(fr), names(base))
		}
		for _, e := range fr {
			if e.TypeDisplayName == "" || strings.TrimSpace(e.TypeDisplayName) != e.TypeDisplayName {
				t.Errorf("%s: French entry %+v has an empty or padded display name", what, e)
			}
		}
	}
	for _, name := range catalog.ListNames() {
		base, _ := catalog.List(name)
		en, _ := english.List(name)
		fr, _ := french.List(name)
		same(name, base, en, fr)
	}
	keyed := []struct {
		what string
		cat  func(string) ([]Type, bool)
		view func(View, string) ([]Type, bool)
	}{
		{"deviceAttributes", catalog.DeviceAttributes, View.DeviceAttributes},
		{"applicationAttributes", catalog.ApplicationAttributes, View.ApplicationAttributes},
		{"unitsValueTypes", catalog.UnitValueTypes, View.UnitValueTypes},
		{"states", catalog.States, View.States},
		{"districts", catalog.Districts, View.Districts},
	}
	check := func(k int, key string) {
		t.Helper()
		g := keyed[k]
		base, _ := g.cat(key)
		en, _ := g.view(english, key)
		fr, _ := g.view(french, key)
		same(g.what+" of "+key, base, en, fr)
	}
	devices, _ := catalog.List(ListMonitoringDeviceTypes)
	for _, d := range devices {
		check(0, d.TypeName)
		check(1, d.TypeName)
		check(2, d.TypeName)
	}
	for _, co := range []string{"IN", "FR", "KE"} {
		check(3, co)
		states, _ := catalog.States(co)
		for _, s := range states {
			check(4, s.TypeName)
		}
	}
	base, en, fr := catalog.ProductTypes(), english.ProductTypes(), french.ProductTypes()
	if !slices.Equal(en, base) || len(fr) != len(base) {
		t.Errorf("product types: English %v, French %v, want %v", en, fr, base)
	}
	for i := range fr {
		if fr[i].ProductTypeID != base[i].ProductTypeID || fr[i].Name != base[i].Name || fr[i].TypeName != base[i].TypeName {
			t.Errorf("French product type %+v differs from %+v beyond its display name", fr[i], base[i])
		}
	}
	if got, _ := catalog.Localized("").List(ListGenders); !slices.Equal(got, []Type{{"MALE", "Male", ""}, {"FEMALE", "Female", ""}, {"OTHER", "Other", ""}}) {
		t.Errorf(`Localized("") genders = %v, want English`, got)
	}
	if got, _ := catalog.Localized("de").List(ListCountries); got[slices.IndexFunc(got, func(t Type) bool { return t.TypeName == "DE" })].TypeDisplayName != "Germany" {
		t.Error(`Localized("de") should fall back to English`)
	}
}

func TestFrenchResultsAreCopies(t *testing.T) {
	l, _ := french.List(ListGenders)
	l[0].TypeDisplayName = "changed"
	a, _ := french.DeviceAttributes("indsens")
	a[0].TypeDisplayName = "changed"
	p := french.ProductTypes()
	p[0].TypeDisplayName = "changed"
	if l, _ := french.List(ListGenders); l[0].TypeDisplayName != "Homme" {
		t.Error("the French List shares its slice")
	}
	if l, _ := catalog.List(ListGenders); l[0].TypeDisplayName != "Male" {
		t.Error("the French view changed the catalogue")
	}
	if a, _ := french.DeviceAttributes("indsens"); a[0].TypeDisplayName == "changed" {
		t.Error("the French DeviceAttributes shares its slice")
	}
	if p := french.ProductTypes(); p[0].TypeDisplayName == "changed" {
		t.Error("the French ProductTypes shares its slice")
	}
}

func TestLoadRejectsBadFrench(t *testing.T) {
	tests := []struct {
		file, old, new string
	}{
		{"lists.json", `"typeDisplayNameFr": "Femme"`, `"typeDisplayNameFr": " Femme"`},
		{"countries.json", `"nameFr": "Inde"`, `"nameFr": "Inde "`},
		{"devices.json", `"typeDisplayNameFr": "Poids"`, `"typeDisplayNameFr": " Poids"`},
		{"products.json", `"typeDisplayNameFr": "ABC"`, `"typeDisplayNameFr": "ABC "`},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			c, err := load(withFile(t, tt.file, func(s string) string { return strings.Replace(s, tt.old, tt.new, 1) }))
			if err == nil || !strings.Contains(err.Error(), "French name") || !strings.Contains(err.Error(), tt.file) {
				t.Errorf("load() = %v, %v; want an error on the French name in %s", c, err, tt.file)
			}
		})
	}
	// A French name may be left out: the entry then reads in English.
	fsys := withFile(t, "lists.json", func(s string) string {
		return strings.Replace(s, `, "typeDisplayNameFr": "Femme"`, "", 1)
	})
	c, err := load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if l, _ := c.Localized("fr").List(ListGenders); l[1] != (Type{"FEMALE", "Female", ""}) || l[0] != (Type{"MALE", "Homme", ""}) {
		t.Errorf("without its French name, FEMALE reads %v; want the English fallback", l)
	}
}
