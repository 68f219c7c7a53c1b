package user

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

var userNameRe = regexp.MustCompile(`^[A-Za-z0-9._@-]+$`)

// Languages are the accepted alert languages.
var Languages = []string{"en", "fr"}

func normalise(in *Input) {
	for _, s := range []*string{&in.UserName, &in.OrganizationName, &in.SubOrganizationName} {
		*s = strings.TrimSpace(*s)
	}
	in.Own.normalise()
	for i := range in.Roles {
		in.Roles[i] = strings.TrimSpace(in.Roles[i])
	}
	in.Roles = slices.DeleteFunc(in.Roles, func(r string) bool { return r == "" })
	if in.Enabled == nil {
		in.Enabled = in.Active
	}
}

func (o *Own) normalise() {
	for _, s := range []*string{&o.EmailID, &o.FirstName, &o.LastName, &o.Salutation, &o.Gender, &o.AlertsLanguage} {
		*s = strings.TrimSpace(*s)
	}
	for i := range o.MobileNumbers {
		o.MobileNumbers[i].CountryCode = strings.TrimSpace(o.MobileNumbers[i].CountryCode)
		o.MobileNumbers[i].MobileNumber = strings.TrimSpace(o.MobileNumbers[i].MobileNumber)
	}
}

// validate applies the user form rules of spec 01 §5. create adds the
// user name and password rules.
func validate(in *Input, create bool) error {
	var v apperr.Validator
	if create {
		if v.Required("userName", in.UserName, "user.userName.required") {
			n := apperr.Len(in.UserName)
			v.Check(n >= 3, "userName", "user.userName.min")
			v.Check(n <= 50, "userName", "user.userName.max")
			v.Check(userNameRe.MatchString(in.UserName), "userName", "user.userName.chars")
		}
		if v.Required("password", in.Password, "user.password.required") {
			v.Check(passwordLengthOK(in.Password), "password", "user.password.length")
		}
		v.Check(in.ConfirmPassword == "" || in.ConfirmPassword == in.Password, "confirmPassword", "user.confirmPassword.mismatch")
	}
	switch len(in.Roles) {
	case 0:
		v.Add("roles", "user.roles.required")
	case 1:
	default:
		v.Add("roles", "user.roles.one")
	}
	v.Required("organizationName", in.OrganizationName, "user.organizationName.required")
	in.Own.check(&v)
	return v.Err()
}

// check applies spec 01 §5's rules of the personal and contact fields and
// the alert language.
func (o Own) check(v *apperr.Validator) {
	v.Required("salutation", o.Salutation, "user.salutation.required")
	if v.Required("firstName", o.FirstName, "user.firstName.required") {
		v.Check(apperr.Len(o.FirstName) <= 50, "firstName", "common.tooLong")
	}
	v.Check(apperr.Len(o.LastName) <= 50, "lastName", "common.tooLong")
	v.Required("gender", o.Gender, "user.gender.required")
	if v.Required("alertsLanguage", o.AlertsLanguage, "user.alertsLanguage.required") {
		v.Check(slices.Contains(Languages, o.AlertsLanguage), "alertsLanguage", "user.alertsLanguage.unknown")
	}
	if v.Required("emailId", o.EmailID, "user.emailId.required") {
		v.Check(apperr.IsEmail(o.EmailID), "emailId", "user.emailId.invalid")
	}
	if len(o.MobileNumbers) == 0 {
		v.Add("mobileNumbers[0].mobileNumber", "user.mobileNumber.required")
	}
	v.Check(len(o.MobileNumbers) <= 5, "mobileNumbers", "user.mobileNumbers.max")
	for i, m := range o.MobileNumbers {
		f := fmt.Sprintf("mobileNumbers[%d].", i)
		v.Required(f+"countryCode", m.CountryCode, "user.countryCode.required")
		if v.Required(f+"mobileNumber", m.MobileNumber, "user.mobileNumber.required") {
			v.Check(apperr.IsDigits(m.MobileNumber), f+"mobileNumber", "user.mobileNumber.invalid")
			v.Check(len(m.MobileNumber) == 10, f+"mobileNumber", "user.mobileNumber.length")
		}
	}
}

func passwordLengthOK(p string) bool {
	n := apperr.Len(p)
	return n >= MinPassword && n <= MaxPassword
}

func validateChange(c PasswordChange) error {
	var v apperr.Validator
	v.Check(c.OldPassword != "", "oldPassword", "user.oldPassword.required")
	if v.Required("newPassword", c.NewPassword, "user.newPassword.required") {
		v.Check(passwordLengthOK(c.NewPassword), "newPassword", "user.password.length")
	}
	v.Check(c.ConfirmPassword == "" || c.ConfirmPassword == c.NewPassword, "confirmPassword", "user.confirmPassword.same")
	return v.Err()
}

func validateReset(r PasswordReset) error {
	var v apperr.Validator
	if v.Required("newPassword", r.NewPassword, "user.newPassword.required") {
		v.Check(passwordLengthOK(r.NewPassword), "newPassword", "user.password.length")
	}
	v.Check(r.ConfirmPassword == "" || r.ConfirmPassword == r.NewPassword, "confirmPassword", "user.confirmPassword.same")
	return v.Err()
}
