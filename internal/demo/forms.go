package demo

import (
	"fmt"

	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/user"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

func orgForm(name, display, parent string) org.Organization {
	o := org.Organization{
		OrgName: name, OrgDisplayName: display, OrgAbbreviatedName: "DDU", OrgURL: "https://example.org",
		OrgType: "dairy_cooperative", IsParent: parent == "",
		Address: org.Address{PinCode: "411038", AddressLine1: "Survey 12, Kothrud", VillageTownCity: "Pune",
			District: "Pune", State: "Maharashtra", Country: "IN"},
		ContactDetails: org.ContactDetails{ContactPersonName: "Asha Patil", CountryCode: "+91",
			ContactNumber: "9876543210", EmailID: "operations@demo-dairy.example"},
	}
	if parent != "" {
		o.OrgType, o.ParentOrgName = org.TypeChillingCenter, parent
	}
	return o
}

// userForm is a demo user of the organisation, associated with every
// site, with alerts by e-mail, SMS and in the console's inbox for the
// first two sites.
func userForm(name, roleName, first string, i int, siteIDs []string) user.Input {
	in := user.Input{Password: UserPassword, ConfirmPassword: UserPassword}
	in.UserName, in.FirstName, in.LastName = name, first, "Demo"
	in.EmailID = name + "@demo-dairy.example"
	in.Salutation, in.Gender = "Mr", "MALE"
	if i%2 == 0 {
		in.Salutation, in.Gender = "Ms", "FEMALE"
	}
	in.Roles = []string{roleName}
	in.MobileNumbers = []user.Mobile{{CountryCode: "+91", MobileNumber: fmt.Sprintf("98765432%02d", 10+i)}}
	in.OrganizationName, in.AlertsLanguage = OrgName, "en"
	for j, id := range siteIDs {
		in.SiteAssociationConfiguration = append(in.SiteAssociationConfiguration, usersite.Association{SiteID: id, IsBookmarked: j < 2})
		if j < 2 {
			web := true
			in.UserAlertConfiguration = append(in.UserAlertConfiguration, usersite.AlertConfig{SiteID: id, EnableWebAlerts: &web,
				CriticalAlerts: []string{"compressor_malfunction", "milk_undercooled", "cip_not_done", "grid_off_stage_2", "tss_temp_alert"},
				EmailAlerts:    usersite.Channel{CriticalAlerts: []string{"compressor_malfunction", "milk_undercooled", "cip_not_done"}},
				SmsAlerts:      usersite.Channel{CriticalAlerts: []string{"compressor_malfunction"}}})
		}
	}
	return in
}
