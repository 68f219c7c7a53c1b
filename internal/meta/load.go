package meta

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/chillwatch/chillwatch/internal/engine"
)

//go:embed data/*.json
var dataFS embed.FS

// Files under data/ with the subdivisions of one country each.
var subdivisionFiles = []string{"india.json", "france.json", "kenya.json"}

// requiredLists are the lists every catalogue must serve.
var requiredLists = []string{
	ListOrgTypes, ListSubOrgTypes, ListCountryCodes, ListGenders, ListCountries,
	ListSalutations, ListAlertLanguages, ListIssueTypes, ListAlertTypes, ListLocales,
	ListTimeZones, ListMethodsOfCooling, ListVendors, ListChecklistValueTypes,
	ListMonitoringDeviceTypes, ListPowerSenseTypes,
}

// Shapes of the data files.
type (
	countryRecord struct {
		Code     string   `json:"code"`
		Name     string   `json:"name"`
		NameFr   string   `json:"nameFr"`
		DialCode string   `json:"dialCode"`
		Aliases  []string `json:"aliases"`
	}
	subdivisionRecord struct {
		Country string `json:"country"`
		States  []struct {
			Code      string          `json:"code"`
			Name      string          `json:"name"`
			Kind      string          `json:"kind"` // e.g. "union territory"; documents the data, not served
			Aliases   []string        `json:"aliases"`
			Districts []districtEntry `json:"districts"`
		} `json:"states"`
	}
	deviceRecord struct {
		ApplicationAttributes []entry `json:"applicationAttributes"`
		Units                 []entry `json:"units"`
		DeviceTypes           []struct {
			entry
			Class                 string   `json:"class"`
			DeviceAttributes      []entry  `json:"deviceAttributes"`
			ApplicationAttributes []string `json:"applicationAttributes"`
			Units                 []string `json:"units"`
		} `json:"deviceTypes"`
	}
	productRecord struct {
		ProductType
		TypeDisplayNameFr string `json:"typeDisplayNameFr"`
	}
)

// districtEntry is a district written either as its name (typeName and
// display are the name) or as {"code": ..., "name": ...}.
type districtEntry Type

func (d *districtEntry) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err == nil {
		*d = districtEntry{TypeName: name, TypeDisplayName: name}
		return nil
	}
	var v struct {
		Code string `json:"code"`
		Name string `json:"name"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return fmt.Errorf("district must be a name or {code, name}: %w", err)
	}
	*d = districtEntry{TypeName: v.Code, TypeDisplayName: v.Name}
	return nil
}

// load builds a catalogue from the data files of fsys (laid out as data/).
func load(fsys fs.FS) (*Catalog, error) {
	c := &Catalog{
		lists:       map[string][]Type{},
		listKeys:    map[string]string{},
		countryBy:   map[string]*country{},
		stateBy:     map[string]*state{},
		devices:     map[string]*deviceType{},
		alertLevels: map[string]string{},
		french:      map[string]map[string]string{},
	}
	steps := []func(fs.FS) error{
		c.loadLists, c.loadCountries, c.loadTimeZones, c.loadAlerts, c.loadDevices, c.loadProducts,
	}
	for _, f := range subdivisionFiles {
		steps = append(steps, func(fsys fs.FS) error { return c.loadSubdivisions(fsys, f) })
	}
	for _, step := range steps {
		if err := step(fsys); err != nil {
			return nil, err
		}
	}
	for _, name := range requiredLists {
		if _, ok := c.lists[name]; !ok {
			return nil, fmt.Errorf("list %s is missing", name)
		}
	}
	for name, l := range c.lists {
		if len(l) == 0 {
			return nil, fmt.Errorf("list %s is empty", name)
		}
		if err := checkTypes("list "+name, l); err != nil {
			return nil, err
		}
		c.listNames = append(c.listNames, name)
		c.listKeys[strings.ToLower(name)] = name
	}
	slices.Sort(c.listNames)
	return c, nil
}

func (c *Catalog) loadLists(fsys fs.FS) error {
	var lists map[string][]entry
	if err := decode(fsys, "lists.json", &lists); err != nil {
		return err
	}
	for name, l := range lists {
		types, err := c.entries(listScope(name), l)
		if err != nil {
			return fmt.Errorf("lists.json: %w", err)
		}
		c.lists[name] = types
	}
	return nil
}

func (c *Catalog) loadCountries(fsys fs.FS) error {
	var recs []countryRecord
	if err := decode(fsys, "countries.json", &recs); err != nil {
		return err
	}
	dial := map[string]bool{}
	for _, t := range c.lists[ListCountryCodes] {
		dial[t.TypeName] = true
	}
	list := make([]Type, 0, len(recs))
	for _, r := range recs {
		if len(r.Code) != 2 || strings.ToUpper(r.Code) != r.Code {
			return fmt.Errorf("countries.json: %q is not an ISO 3166-1 alpha-2 code", r.Code)
		}
		if r.DialCode != "" && !dial[r.DialCode] {
			return fmt.Errorf("countries.json: %s: calling code %s is not in %s", r.Code, r.DialCode, ListCountryCodes)
		}
		co := &country{Code: r.Code, Name: r.Name, DialCode: r.DialCode}
		keys := append([]string{r.Code, r.Name}, r.Aliases...)
		if r.NameFr != "" {
			keys = append(keys, r.NameFr)
		}
		for _, k := range keys {
			if err := index(c.countryBy, k, co, "countries.json"); err != nil {
				return err
			}
		}
		if err := c.addFrench(listScope(ListCountries), r.Code, r.NameFr); err != nil {
			return fmt.Errorf("countries.json: %w", err)
		}
		list = append(list, Type{TypeName: r.Code, TypeDisplayName: r.Name})
	}
	c.lists[ListCountries] = list
	return nil
}

func (c *Catalog) loadTimeZones(fsys fs.FS) error {
	var zones []string
	if err := decode(fsys, "timezones.json", &zones); err != nil {
		return err
	}
	list := make([]Type, len(zones))
	for i, z := range zones {
		list[i] = Type{TypeName: z, TypeDisplayName: z}
	}
	c.lists[ListTimeZones] = list
	return nil
}

// loadAlerts takes the alert types from the chilling engine's rule
// catalogue, the single source of their names, levels and display names.
func (c *Catalog) loadAlerts(fs.FS) error {
	rules := engine.Catalogue()
	list := make([]Type, len(rules))
	for i, r := range rules {
		list[i] = Type{TypeName: r.Name, TypeDisplayName: r.DisplayName.En, Level: r.Level.String()}
		if err := c.addFrench(listScope(ListAlertTypes), r.Name, r.DisplayName.Fr); err != nil {
			return fmt.Errorf("engine catalogue: %w", err)
		}
		c.alertLevels[strings.ToLower(r.Name)] = r.Level.String()
	}
	c.lists[ListAlertTypes] = list
	return nil
}

func (c *Catalog) loadDevices(fsys fs.FS) error {
	var rec deviceRecord
	if err := decode(fsys, "devices.json", &rec); err != nil {
		return err
	}
	appAttrs, err := c.entries(applicationAttributesScope, rec.ApplicationAttributes)
	if err != nil {
		return fmt.Errorf("devices.json: %w", err)
	}
	units, err := c.entries(unitsScope, rec.Units)
	if err != nil {
		return fmt.Errorf("devices.json: %w", err)
	}
	if err := checkTypes("devices.json applicationAttributes", appAttrs); err != nil {
		return err
	}
	if err := checkTypes("devices.json units", units); err != nil {
		return err
	}
	list := make([]Type, 0, len(rec.DeviceTypes))
	for _, r := range rec.DeviceTypes {
		if r.Class != "L1" && r.Class != "L3" {
			return fmt.Errorf("devices.json: %s: class %q is neither L1 nor L3", r.TypeName, r.Class)
		}
		attrs, err := c.entries(deviceAttributesScope(r.TypeName), r.DeviceAttributes)
		if err != nil {
			return fmt.Errorf("devices.json: %w", err)
		}
		if err := c.addFrench(listScope(ListMonitoringDeviceTypes), r.TypeName, r.TypeDisplayNameFr); err != nil {
			return fmt.Errorf("devices.json: %w", err)
		}
		d := &deviceType{
			Type:             Type{TypeName: r.TypeName, TypeDisplayName: r.TypeDisplayName},
			Class:            r.Class,
			DeviceAttributes: attrs,
		}
		if d.ApplicationAttributes, err = pick(appAttrs, r.ApplicationAttributes); err != nil {
			return fmt.Errorf("devices.json: %s: application attribute %w", r.TypeName, err)
		}
		if d.Units, err = pick(units, r.Units); err != nil {
			return fmt.Errorf("devices.json: %s: unit %w", r.TypeName, err)
		}
		if err := checkTypes("devices.json "+r.TypeName+" deviceAttributes", d.DeviceAttributes); err != nil {
			return err
		}
		k := strings.ToLower(r.TypeName)
		if _, dup := c.devices[k]; dup {
			return fmt.Errorf("devices.json: device type %s appears twice", r.TypeName)
		}
		c.devices[k] = d
		list = append(list, d.Type)
	}
	c.lists[ListMonitoringDeviceTypes] = list
	return nil
}

func (c *Catalog) loadProducts(fsys fs.FS) error {
	var recs []productRecord
	if err := decode(fsys, "products.json", &recs); err != nil {
		return err
	}
	c.products = make([]ProductType, len(recs))
	types := make([]Type, len(recs))
	ids := map[int]bool{}
	for i, r := range recs {
		p := r.ProductType
		c.products[i] = p
		if p.ProductTypeID <= 0 || ids[p.ProductTypeID] || p.Name == "" {
			return fmt.Errorf("products.json: product type %q needs a name and a unique positive id", p.TypeName)
		}
		ids[p.ProductTypeID] = true
		types[i] = Type{TypeName: p.TypeName, TypeDisplayName: p.TypeDisplayName}
		if err := c.addFrench(productTypesScope, p.TypeName, r.TypeDisplayNameFr); err != nil {
			return fmt.Errorf("products.json: %w", err)
		}
	}
	return checkTypes("products.json", types)
}

func (c *Catalog) loadSubdivisions(fsys fs.FS, file string) error {
	var rec subdivisionRecord
	if err := decode(fsys, file, &rec); err != nil {
		return err
	}
	co, ok := c.countryBy[key(rec.Country)]
	if !ok || co.Code != rec.Country {
		return fmt.Errorf("%s: unknown country code %q", file, rec.Country)
	}
	if len(co.States) > 0 {
		return fmt.Errorf("%s: the subdivisions of %s are already loaded", file, co.Code)
	}
	types := make([]Type, 0, len(rec.States))
	for _, r := range rec.States {
		if !strings.HasPrefix(r.Code, co.Code+"-") {
			return fmt.Errorf("%s: %q is not an ISO 3166-2 code of %s", file, r.Code, co.Code)
		}
		s := &state{Type: Type{TypeName: r.Code, TypeDisplayName: r.Name}, Country: co}
		for _, d := range r.Districts {
			s.Districts = append(s.Districts, Type(d))
		}
		if len(s.Districts) == 0 {
			return fmt.Errorf("%s: %s has no districts", file, r.Name)
		}
		if err := checkTypes(file+" "+r.Name, s.Districts); err != nil {
			return err
		}
		for _, k := range append([]string{r.Code, r.Name}, r.Aliases...) {
			if err := index(c.stateBy, k, s, file); err != nil {
				return err
			}
		}
		co.States = append(co.States, s)
		types = append(types, s.Type)
	}
	return checkTypes(file, types)
}

// decode reads data/name strictly: unknown fields and trailing data are errors.
func decode(fsys fs.FS, name string, v any) error {
	b, err := fs.ReadFile(fsys, "data/"+name)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if dec.More() {
		return fmt.Errorf("%s: data after the first JSON value", name)
	}
	return nil
}

// checkTypes rejects an entry without typeName or display name, names with
// stray spaces, and a typeName used twice.
func checkTypes(what string, l []Type) error {
	seen := make(map[string]bool, len(l))
	for _, t := range l {
		switch {
		case t.TypeName == "" || t.TypeDisplayName == "":
			return fmt.Errorf("%s: entry %q needs a typeName and a display name", what, t.TypeName+t.TypeDisplayName)
		case strings.TrimSpace(t.TypeName) != t.TypeName || strings.TrimSpace(t.TypeDisplayName) != t.TypeDisplayName:
			return fmt.Errorf("%s: entry %q has leading or trailing spaces", what, t.TypeName)
		case seen[t.TypeName]:
			return fmt.Errorf("%s: typeName %q appears twice", what, t.TypeName)
		}
		seen[t.TypeName] = true
	}
	return nil
}

// index files v under key(k), refusing a key already taken by another value.
func index[T comparable](m map[string]T, k string, v T, file string) error {
	kk := key(k)
	if kk == "" {
		return fmt.Errorf("%s: empty name or code", file)
	}
	if old, ok := m[kk]; ok && old != v {
		return fmt.Errorf("%s: name or code %q is ambiguous", file, k)
	}
	m[kk] = v
	return nil
}

// pick returns the entries of from named in names, in the order of names.
func pick(from []Type, names []string) ([]Type, error) {
	out := make([]Type, 0, len(names))
	for _, n := range names {
		i := slices.IndexFunc(from, func(t Type) bool { return t.TypeName == n })
		if i < 0 {
			return nil, errors.New(n + " is not defined")
		}
		out = append(out, from[i])
	}
	return out, nil
}
