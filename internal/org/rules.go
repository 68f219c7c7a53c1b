package org

import (
	"strings"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// Types are the accepted organisation and sub-organisation types, by
// typeName (and matched case-insensitively against their display names).
type Types struct {
	Org    map[string]string // key: lower-cased typeName or display name → typeName
	SubOrg map[string]string
}

// NewTypes builds the lookup from (typeName, displayName) pairs.
func NewTypes(org, subOrg [][2]string) Types {
	mk := func(pairs [][2]string) map[string]string {
		m := map[string]string{}
		for _, p := range pairs {
			m[strings.ToLower(p[0])] = p[0]
			m[strings.ToLower(p[1])] = p[0]
		}
		return m
	}
	return Types{Org: mk(org), SubOrg: mk(subOrg)}
}

// normalise trims every text field.
func normalise(o *Organization) {
	for _, s := range []*string{&o.OrgName, &o.OrgDisplayName, &o.OrgAbbreviatedName, &o.OrgURL, &o.OrgType,
		&o.Address.PinCode, &o.Address.AddressLine1, &o.Address.VillageTownCity, &o.Address.District,
		&o.Address.State, &o.Address.Country, &o.ContactDetails.ContactPersonName,
		&o.ContactDetails.CountryCode, &o.ContactDetails.ContactNumber, &o.ContactDetails.EmailID, &o.ParentOrgName} {
		*s = strings.TrimSpace(*s)
	}
}

// validate applies the organisation form rules of spec 01 §5, field by
// field, with their messages. sub selects the sub-organisation types.
func (t Types) validate(o *Organization, sub bool) error {
	var v apperr.Validator
	types := t.Org
	if sub {
		types = t.SubOrg
	}
	if v.Required("orgType", o.OrgType, "org.orgType.required") {
		if name, ok := types[strings.ToLower(o.OrgType)]; ok {
			o.OrgType = name
		} else {
			v.Add("orgType", "org.orgType.unknown")
		}
	}
	if v.Required("orgName", o.OrgName, "org.orgName.required") {
		n := apperr.Len(o.OrgName)
		v.Check(n >= 4, "orgName", "org.orgName.min")
		v.Check(n <= 20, "orgName", "org.orgName.max")
		v.Check(!strings.ContainsAny(o.OrgName, "/\\?#%,"), "orgName", "org.orgName.chars")
	}
	v.Required("orgDisplayName", o.OrgDisplayName, "org.orgDisplayName.required")
	v.Check(apperr.Len(o.OrgDisplayName) <= 100, "orgDisplayName", "common.tooLong")
	v.Check(apperr.Len(o.OrgAbbreviatedName) <= 20, "orgAbbreviatedName", "common.tooLong")
	v.Check(apperr.Len(o.OrgURL) <= 200, "orgUrl", "common.tooLong")

	a := o.Address
	if v.Required("address.pinCode", a.PinCode, "org.pinCode.required") {
		v.Check(apperr.IsDigits(a.PinCode) && len(a.PinCode) <= 10, "address.pinCode", "org.pinCode.invalid")
	}
	v.Required("address.addressLine1", a.AddressLine1, "org.addressLine1.required")
	v.Required("address.villageTownCity", a.VillageTownCity, "org.villageTownCity.required")
	v.Required("address.district", a.District, "org.district.required")
	v.Required("address.state", a.State, "org.state.required")
	v.Required("address.country", a.Country, "org.country.required")
	for _, f := range []struct{ name, val string }{{"address.addressLine1", a.AddressLine1}, {"address.villageTownCity", a.VillageTownCity},
		{"address.district", a.District}, {"address.state", a.State}, {"address.country", a.Country}} {
		v.Check(apperr.Len(f.val) <= 200, f.name, "common.tooLong")
	}

	c := o.ContactDetails
	if v.Required("contactDetails.contactPersonName", c.ContactPersonName, "org.contactPersonName.required") {
		// One rule and the spec's one message, as the console's form has it.
		n := apperr.Len(c.ContactPersonName)
		v.Check(n >= 2 && n <= 20 && apperr.IsLettersAndSpaces(c.ContactPersonName), "contactDetails.contactPersonName", "org.contactPersonName.length")
	}
	v.Required("contactDetails.countryCode", c.CountryCode, "org.countryCode.required")
	if v.Required("contactDetails.contactNumber", c.ContactNumber, "org.contactNumber.required") {
		v.Check(apperr.IsDigits(c.ContactNumber), "contactDetails.contactNumber", "org.contactNumber.invalid")
		v.Check(len(c.ContactNumber) == 10, "contactDetails.contactNumber", "org.contactNumber.length")
	}
	if v.Required("contactDetails.emailId", c.EmailID, "org.emailId.required") {
		v.Check(apperr.IsEmail(c.EmailID), "contactDetails.emailId", "org.emailId.invalid")
	}
	return v.Err()
}
