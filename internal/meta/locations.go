package meta

import (
	"slices"
	"strings"
)

// country is one ISO 3166-1 country with its first-level subdivisions, when
// the catalogue has them.
type country struct {
	Code     string // ISO 3166-1 alpha-2
	Name     string // English short name
	DialCode string // ITU calling code, "" if none of its own
	States   []*state
}

// state is a first-level subdivision (an Indian state or union territory, a
// French region, a Kenyan county) with its second-level units as districts.
type state struct {
	Type      // typeName: ISO 3166-2 code; display: name
	Country   *country
	Districts []Type
}

// States returns the first-level subdivisions of a country, by name.
// country is an ISO 3166-1 alpha-2 code ("IN") or a name in English or
// French ("India", "Inde"); the match ignores case, accents and spacing. A
// known country whose subdivisions the catalogue does not hold gives an
// empty list and true; an unknown country gives false.
func (c *Catalog) States(country string) ([]Type, bool) {
	co, ok := c.countryBy[key(country)]
	if !ok {
		return nil, false
	}
	out := make([]Type, len(co.States))
	for i, s := range co.States {
		out[i] = s.Type
	}
	return out, true
}

// Districts returns the districts of a state (for France, the departments
// of a region; for Kenya, the sub-counties of a county), by name. state is an
// ISO 3166-2 code ("IN-MH", "FR-BRE") or a name ("Maharashtra", "Bretagne");
// the match ignores case, accents and spacing. False if the state is unknown.
func (c *Catalog) Districts(state string) ([]Type, bool) {
	s, ok := c.stateBy[key(state)]
	if !ok {
		return nil, false
	}
	return slices.Clone(s.Districts), true
}

// Country returns the catalogue entry of a country given by code or name
// (typeName is the ISO code, display its English name); false if unknown.
func (c *Catalog) Country(nameOrCode string) (Type, bool) {
	co, ok := c.countryBy[key(nameOrCode)]
	if !ok {
		return Type{}, false
	}
	return Type{TypeName: co.Code, TypeDisplayName: co.Name}, true
}

// State returns the entry of a state of the given country, each given by
// code or name; false if either is unknown or the state is in another
// country. Use it to check a stored address.
func (c *Catalog) State(country, state string) (Type, bool) {
	s, ok := c.stateBy[key(state)]
	if !ok || s.Country != c.countryBy[key(country)] {
		return Type{}, false
	}
	return s.Type, true
}

// Region returns the entry of a state or region given by its ISO 3166-2
// code or its name, in whichever country; false if it is unknown.
func (c *Catalog) Region(codeOrName string) (Type, bool) {
	s, ok := c.stateBy[key(codeOrName)]
	if !ok {
		return Type{}, false
	}
	return s.Type, true
}

// District returns the entry of a district of the given state (state by
// code or name, district by typeName or display name); false if either is
// unknown or the district is not in that state.
func (c *Catalog) District(state, district string) (Type, bool) {
	s, ok := c.stateBy[key(state)]
	if !ok {
		return Type{}, false
	}
	k := key(district)
	for _, d := range s.Districts {
		if key(d.TypeName) == k || key(d.TypeDisplayName) == k {
			return d, true
		}
	}
	return Type{}, false
}

// foldAccents maps the accented Latin letters of the names held here to
// their base letters, so that "Finistere" finds "Finistère".
var foldAccents = strings.NewReplacer(
	"à", "a", "á", "a", "â", "a", "ä", "a", "ã", "a", "å", "a", "æ", "ae",
	"ç", "c", "é", "e", "è", "e", "ê", "e", "ë", "e",
	"í", "i", "ì", "i", "î", "i", "ï", "i", "ñ", "n",
	"ó", "o", "ò", "o", "ô", "o", "ö", "o", "õ", "o", "ø", "o", "œ", "oe",
	"ú", "u", "ù", "u", "û", "u", "ü", "u", "ý", "y", "ÿ", "y",
	"’", "'", "&", " and ",
)

// key is the form names and codes are matched in: lower case, accents
// folded, "&" read as "and", runs of spaces collapsed.
func key(s string) string {
	return strings.Join(strings.Fields(foldAccents.Replace(strings.ToLower(s))), " ")
}
