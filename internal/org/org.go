// Package org owns organisations and their nested sub-organisations
// (plant, chilling center, zone, route): the rules of the organisation form,
// the hierarchy, scope checks and deletion guards.
package org

// Address is an organisation's postal address.
type Address struct {
	PinCode         string `json:"pinCode"`
	AddressLine1    string `json:"addressLine1"`
	VillageTownCity string `json:"villageTownCity"`
	District        string `json:"district"`
	State           string `json:"state"`
	Country         string `json:"country"`
}

// ContactDetails name the organisation's contact person.
type ContactDetails struct {
	ContactPersonName string `json:"contactPersonName"`
	CountryCode       string `json:"countryCode"`
	ContactNumber     string `json:"contactNumber"`
	EmailID           string `json:"emailId"`
}

// Organization is an organisation or, with a parent, a sub-organisation.
type Organization struct {
	OrgID              int64          `json:"orgId,omitempty"`
	OrgName            string         `json:"orgName"`
	OrgDisplayName     string         `json:"orgDisplayName"`
	OrgAbbreviatedName string         `json:"orgAbbreviatedName"`
	OrgURL             string         `json:"orgUrl"`
	OrgType            string         `json:"orgType"`
	Address            Address        `json:"address"`
	ContactDetails     ContactDetails `json:"contactDetails"`
	// IsParent is true for a top-level organisation. On input it is ignored:
	// a parentOrgId or parentOrgName makes a sub-organisation.
	IsParent      bool   `json:"isParent"`
	ParentOrgID   *int64 `json:"parentOrgId"`
	RootOrgID     *int64 `json:"rootOrgId"`
	ParentOrgName string `json:"parentOrgName,omitempty"`
	RootOrgName   string `json:"rootOrgName,omitempty"`
	// Platform marks the platform operator's own organisation.
	Platform bool `json:"platform,omitempty"`
}

// Node is one organisation in a hierarchy tree.
type Node struct {
	OrgID           int64  `json:"orgId"`
	OrgName         string `json:"orgName"`
	OrgDisplayName  string `json:"orgDisplayName"`
	OrgType         string `json:"orgType"`
	SubOrganization []Node `json:"subOrganization"`
	Sites           []any  `json:"sites"`
}

// Kinds of sub-organisation (spec 01 §3).
const (
	TypePlant          = "plant"
	TypeChillingCenter = "chillingcenter"
	TypeZone           = "zone"
	TypeRoute          = "route"
)

// MaxDepth bounds how deep sub-organisations nest below a top-level organisation.
const MaxDepth = 8
