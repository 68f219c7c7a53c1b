package auth

import (
	"slices"
	"strings"
)

// AllPrivilege grants everything. ALL_PRIVILEGES (plural) is read as a synonym.
const AllPrivilege = "ALL_PRIVILEGE"

// The privilege catalogue of spec 01 §6, 02 §6 and 03 §6.
const (
	Configuration             = "CONFIGURATION"
	OrganizationConfiguration = "ORGANIZATION_CONFIGURATION"
	SiteConfiguration         = "SITE_CONFIGURATION"
	RoleConfiguration         = "ROLE_CONFIGURATION"
	UserConfiguration         = "USER_CONFIGURATION"
	ChecklistConfiguration    = "CHECKLIST_CONFIGURATION"
	PreventiveMaintenance     = "PREVENTIVE_MAINTENANCE"
	EnterRecords              = "ENTER_RECORDS"
	ViewRecords               = "VIEW_RECORDS"
	Reports                   = "REPORTS"
	ViewReports               = "VIEW_REPORTS"
	LiveTile                  = "LIVE_TILE"
	BMCTile                   = "BMC_TILE"
	AlertsTile                = "ALERTS_TILE"
	SiteListTile              = "SITE_LIST_TILE"
)

// Catalogue lists every privilege in display order, ALL_PRIVILEGE first.
var Catalogue = []string{
	AllPrivilege,
	Configuration, OrganizationConfiguration, SiteConfiguration, RoleConfiguration,
	UserConfiguration, ChecklistConfiguration,
	PreventiveMaintenance, EnterRecords, ViewRecords,
	Reports, ViewReports,
	LiveTile, BMCTile, AlertsTile, SiteListTile,
}

// NormalizePrivilege returns the catalogue name of p (trimmed, upper case,
// ALL_PRIVILEGES read as ALL_PRIVILEGE) and whether it is known.
func NormalizePrivilege(p string) (string, bool) {
	p = strings.ToUpper(strings.TrimSpace(p))
	if p == "ALL_PRIVILEGES" {
		p = AllPrivilege
	}
	return p, slices.Contains(Catalogue, p)
}

// Set is a set of privilege names.
type Set map[string]bool

// NewSet builds a set from names, normalising each; unknown names are dropped.
func NewSet(names ...string) Set {
	s := Set{}
	for _, n := range names {
		if p, ok := NormalizePrivilege(n); ok {
			s[p] = true
		}
	}
	return s
}

// Has reports whether the set grants p; ALL_PRIVILEGE grants everything.
func (s Set) Has(p string) bool { return s[AllPrivilege] || s[p] }

// Any reports whether the set grants at least one of ps. An empty ps
// needs no privilege and is always granted.
func (s Set) Any(ps ...string) bool {
	if len(ps) == 0 {
		return true
	}
	return slices.ContainsFunc(ps, s.Has)
}

// Names lists the set in catalogue order.
func (s Set) Names() []string {
	var out []string
	for _, p := range Catalogue {
		if s[p] {
			out = append(out, p)
		}
	}
	return out
}

// UI lists the privileges the console sees: the whole catalogue for
// ALL_PRIVILEGE (so that the 15-privilege administrator rule holds), else
// the set itself.
func (s Set) UI() []string {
	if s[AllPrivilege] {
		return slices.Clone(Catalogue)
	}
	return s.Names()
}
