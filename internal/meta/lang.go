package meta

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"
)

// Languages of the display names. Every entry has an English display name;
// a French one is optional in the data files, and an entry without it shows
// its English name to French callers.
const (
	English = "en"
	French  = "fr"
)

// Languages are the languages served, the fallback first.
var Languages = []string{English, French}

var matcher = language.NewMatcher([]language.Tag{language.English, language.French})

// MatchLanguage returns the language to serve a caller, [English] or
// [French], from an Accept-Language value such as "fr-FR,fr;q=0.9,en;q=0.8"
// or a bare tag such as "fr". It is English when accept is empty, malformed
// or names neither language.
func MatchLanguage(accept string) string {
	if _, i := language.MatchStrings(matcher, accept); i == 1 {
		return French
	}
	return English
}

// View is the catalogue with its display names in one language; get one
// with [Catalog.Localized]. Its methods are those of [Catalog] of the same
// name: every entry keeps its typeName and only its display name changes,
// falling back to English where the data has no translation. State,
// district and time zone names are proper names and read the same in both
// languages. A View is a small value, safe for concurrent use; every slice
// it returns is the caller's own copy.
type View struct {
	c    *Catalog
	lang string
}

// Localized returns the catalogue in the language that best matches accept,
// an Accept-Language header value or a bare tag (see [MatchLanguage]).
// c.Localized("") reads exactly like c.
func (c *Catalog) Localized(accept string) View {
	return View{c: c, lang: MatchLanguage(accept)}
}

// Language is the view's language, [English] or [French].
func (v View) Language() string { return v.lang }

// List is [Catalog.List] in the view's language.
func (v View) List(name string) ([]Type, bool) {
	n, ok := v.c.listKeys[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return nil, false
	}
	l, _ := v.c.List(n)
	return v.translate(listScope(n), l), true
}

// States is [Catalog.States] in the view's language. Subdivision names are
// proper names: they read the same in every language.
func (v View) States(country string) ([]Type, bool) {
	return v.c.States(country)
}

// Region is [Catalog.Region]: state names read the same in every
// language, as States gives them.
func (v View) Region(codeOrName string) (Type, bool) {
	return v.c.Region(codeOrName)
}

// Districts is [Catalog.Districts] in the view's language. District names
// are proper names: they read the same in every language.
func (v View) Districts(state string) ([]Type, bool) {
	return v.c.Districts(state)
}

// Country is [Catalog.Country] with the country's name in the view's
// language.
func (v View) Country(nameOrCode string) (Type, bool) {
	t, ok := v.c.Country(nameOrCode)
	if !ok {
		return t, false
	}
	return v.translate(listScope(ListCountries), []Type{t})[0], true
}

// DeviceAttributes is [Catalog.DeviceAttributes] in the view's language.
func (v View) DeviceAttributes(deviceType string) ([]Type, bool) {
	d, ok := v.c.device(deviceType)
	if !ok {
		return nil, false
	}
	l, _ := v.c.DeviceAttributes(deviceType)
	return v.translate(deviceAttributesScope(d.TypeName), l), true
}

// ApplicationAttributes is [Catalog.ApplicationAttributes] in the view's
// language.
func (v View) ApplicationAttributes(deviceType string) ([]Type, bool) {
	l, ok := v.c.ApplicationAttributes(deviceType)
	if !ok {
		return nil, false
	}
	return v.translate(applicationAttributesScope, l), true
}

// UnitValueTypes is [Catalog.UnitValueTypes] in the view's language.
func (v View) UnitValueTypes(deviceType string) ([]Type, bool) {
	l, ok := v.c.UnitValueTypes(deviceType)
	if !ok {
		return nil, false
	}
	return v.translate(unitsScope, l), true
}

// ProductTypes is [Catalog.ProductTypes] in the view's language.
func (v View) ProductTypes() []ProductType {
	l := v.c.ProductTypes()
	if v.lang != French {
		return l
	}
	names := v.c.french[productTypesScope]
	for i := range l {
		if s, ok := names[l[i].TypeName]; ok {
			l[i].TypeDisplayName = s
		}
	}
	return l
}

// translate swaps, in place, the display names of l (the caller's copy) for
// those of the view's language in scope.
func (v View) translate(scope string, l []Type) []Type {
	if v.lang != French {
		return l
	}
	names := v.c.french[scope]
	for i := range l {
		if s, ok := names[l[i].TypeName]; ok {
			l[i].TypeDisplayName = s
		}
	}
	return l
}

// Scopes of the French display names: typeNames are unique within each.
const (
	applicationAttributesScope = "applicationAttributes"
	unitsScope                 = "units"
	productTypesScope          = "productTypes"
)

func listScope(list string) string { return "list:" + list }

func deviceAttributesScope(deviceType string) string {
	return "deviceAttributes:" + strings.ToLower(deviceType)
}

// entry is a list entry as the data files write it: a [Type] with its
// French display name, which may be left out.
type entry struct {
	TypeName          string `json:"typeName"`
	TypeDisplayName   string `json:"typeDisplayName"`
	TypeDisplayNameFr string `json:"typeDisplayNameFr"`
}

// addFrench records the French display name of typeName in scope; an empty
// name records nothing, and a name with stray spaces is an error.
func (c *Catalog) addFrench(scope, typeName, name string) error {
	if name == "" {
		return nil
	}
	if strings.TrimSpace(name) != name {
		return fmt.Errorf("%s: the French name of %q has leading or trailing spaces", scope, typeName)
	}
	m := c.french[scope]
	if m == nil {
		m = map[string]string{}
		c.french[scope] = m
	}
	m[typeName] = name
	return nil
}

// entries returns the types of es and records their French names in scope.
func (c *Catalog) entries(scope string, es []entry) ([]Type, error) {
	out := make([]Type, len(es))
	for i, e := range es {
		out[i] = Type{TypeName: e.TypeName, TypeDisplayName: e.TypeDisplayName}
		if err := c.addFrench(scope, e.TypeName, e.TypeDisplayNameFr); err != nil {
			return nil, err
		}
	}
	return out, nil
}
