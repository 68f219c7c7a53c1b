package meta

import (
	"fmt"
	"slices"
	"strings"
)

// Type is one entry of a type list.
type Type struct {
	TypeName        string `json:"typeName"`        // stable stored value
	TypeDisplayName string `json:"typeDisplayName"` // label: English, or the language of a [View]
	// Level is an alert type's level, INFO or CRITICAL; other lists leave it empty.
	Level string `json:"level,omitempty"`
}

// ProductType is a kind of chilling unit (BMC, ABC, FTBMC).
type ProductType struct {
	ProductTypeID   int    `json:"productTypeId"`
	Name            string `json:"name"`
	TypeName        string `json:"typeName"`
	TypeDisplayName string `json:"typeDisplayName"`
}

// Names of the fixed lists served by [Catalog.List]; each is the suffix of
// its metadata route.
const (
	ListOrgTypes              = "orgTypes"
	ListSubOrgTypes           = "subOrgTypes"
	ListCountryCodes          = "countryCodesTypes"
	ListGenders               = "genderTypes"
	ListCountries             = "countryTypes"
	ListSalutations           = "salutationTypes"
	ListAlertLanguages        = "user/alertLanguages"
	ListIssueTypes            = "user/issueTypes"
	ListAlertTypes            = "alertTypes"
	ListLocales               = "locale"
	ListTimeZones             = "timeZones"
	ListMethodsOfCooling      = "methodOfCooling"
	ListVendors               = "chillingunit/vendors"
	ListChecklistValueTypes   = "checklist/checklistValueTypes"
	ListMonitoringDeviceTypes = "monitoringDeviceTypes"
	ListPowerSenseTypes       = "powerSenseTypes"
)

// Alert levels returned by [Catalog.AlertLevel].
const (
	LevelInfo     = "INFO"
	LevelCritical = "CRITICAL"
)

// Catalog holds every reference list. It is immutable once loaded and safe
// for concurrent use; every slice it returns is the caller's own copy.
type Catalog struct {
	lists     map[string][]Type // by list name
	listNames []string          // sorted
	listKeys  map[string]string // lower-case name → name

	countryBy map[string]*country // by key() of code, name and aliases
	stateBy   map[string]*state   // by key() of code, name and aliases, all countries

	devices     map[string]*deviceType // by lower-case device type
	alertLevels map[string]string      // by alert type name
	products    []ProductType

	french map[string]map[string]string // French display names: scope → typeName → name
}

// Load parses the embedded data files and checks them: every list must have
// entries with a typeName and a display name and no typeName twice, and every
// cross-reference must resolve. It returns an error naming the first problem.
func Load() (*Catalog, error) {
	return load(dataFS)
}

// MustLoad is [Load] for program start-up: it panics if the embedded data is
// invalid, which the package's tests rule out.
func MustLoad() *Catalog {
	c, err := Load()
	if err != nil {
		panic(fmt.Sprintf("meta: %v", err))
	}
	return c
}

// List returns the fixed list called name (one of the List* constants; the
// match ignores case), or false if there is none.
func (c *Catalog) List(name string) ([]Type, bool) {
	n, ok := c.listKeys[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return nil, false
	}
	return slices.Clone(c.lists[n]), true
}

// ListNames returns the names accepted by [Catalog.List], sorted.
func (c *Catalog) ListNames() []string {
	return slices.Clone(c.listNames)
}

// Contains reports whether the list called name has an entry whose typeName
// is exactly typeName: the check for a stored value such as a site's zoneId
// or a unit's vendor.
func (c *Catalog) Contains(name, typeName string) bool {
	n, ok := c.listKeys[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return false
	}
	return slices.ContainsFunc(c.lists[n], func(t Type) bool { return t.TypeName == typeName })
}

// ProductTypes returns the chilling unit product types, by id.
func (c *Catalog) ProductTypes() []ProductType {
	return slices.Clone(c.products)
}

// AlertLevel returns the level of an alert type ("INFO" or "CRITICAL"), or
// false if name is not an alert type. The match ignores case.
func (c *Catalog) AlertLevel(name string) (string, bool) {
	l, ok := c.alertLevels[strings.ToLower(strings.TrimSpace(name))]
	return l, ok
}

// AlertTypes returns the names of the alert types of one level ("INFO" or
// "CRITICAL"), in catalogue order.
func (c *Catalog) AlertTypes(level string) []string {
	var out []string
	for _, t := range c.lists[ListAlertTypes] {
		if c.alertLevels[strings.ToLower(t.TypeName)] == level {
			out = append(out, t.TypeName)
		}
	}
	return out
}
