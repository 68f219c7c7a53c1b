// Package user owns user accounts: the user form's rules, creation and
// editing inside an organisation, password change and reset, and ending a
// disabled user's sessions.
package user

import "github.com/chillwatch/chillwatch/internal/usersite"

// Mobile is one mobile number of a user.
type Mobile struct {
	CountryCode  string `json:"countryCode" db:"country_code"`
	MobileNumber string `json:"mobileNumber" db:"mobile_number"`
}

// Own holds what a user may edit of themselves (users/myProfile, My
// profile's Edit for users without USER_CONFIGURATION): the personal and
// contact fields and the alert language.
type Own struct {
	Salutation     string   `json:"salutation"`
	FirstName      string   `json:"firstName"`
	LastName       string   `json:"lastName"`
	Gender         string   `json:"gender"`
	EmailID        string   `json:"emailId"`
	MobileNumbers  []Mobile `json:"mobileNumbers"`
	AlertsLanguage string   `json:"alertsLanguage"`
}

// Profile holds the fields a user form edits: the user's own fields and
// what places the user (role, organisation, sites, alerts, enabled).
type Profile struct {
	UserName string `json:"userName"`
	Own
	Roles               []string `json:"roles"`
	OrganizationName    string   `json:"organizationName"`
	SubOrganizationName string   `json:"subOrganizationName,omitempty"`
	// The sites the user works with, and what alerts reach them about which
	// site or unit. An edit replaces both lists; an omitted list is empty.
	SiteAssociationConfiguration []usersite.Association `json:"siteAssociationConfiguration" required:"false" maxItems:"5000"`
	UserAlertConfiguration       []usersite.AlertConfig `json:"userAlertConfiguration" required:"false" maxItems:"2000"`
	// Enabled (or its alias Active) false disables the account and ends its sessions.
	Enabled *bool `json:"enabled,omitempty"`
	Active  *bool `json:"active,omitempty"`
}

// Input is the body of user create and edit. Password and ConfirmPassword
// are read on create only; ConfirmPassword is never stored.
type Input struct {
	Profile
	Password        string `json:"password,omitempty"`
	ConfirmPassword string `json:"confirmPassword,omitempty"`
	ReadOnly
}

// ReadOnly holds the fields of a user read that no edit changes. They are
// accepted and ignored, so that a user read can be sent back as it is.
type ReadOnly struct {
	UserID               *int64   `json:"userId,omitempty" doc:"read-only; ignored on input"`
	Locked               *bool    `json:"locked,omitempty" doc:"read-only; ignored on input"`
	Expired              *bool    `json:"expired,omitempty" doc:"read-only; ignored on input"`
	IsOauthAuthenticated *bool    `json:"isOauthAuthenticated,omitempty" doc:"read-only; ignored on input"`
	UIPrivileges         []string `json:"uiPrivileges,omitempty" required:"false" doc:"read-only; ignored on input"`
}

// User is a user as the API shows it; it never carries a password.
type User struct {
	UserID int64 `json:"userId"`
	Profile
	Locked               bool     `json:"locked"`
	Expired              bool     `json:"expired"`
	IsOauthAuthenticated bool     `json:"isOauthAuthenticated"`
	UIPrivileges         []string `json:"uiPrivileges"`
}

// PasswordChange is the body of updatePassword.
type PasswordChange struct {
	OldPassword     string `json:"oldPassword"`
	NewPassword     string `json:"newPassword"`
	ConfirmPassword string `json:"confirmPassword,omitempty"`
}

// PasswordReset is the body of resetPassword.
type PasswordReset struct {
	NewPassword     string `json:"newPassword"`
	ConfirmPassword string `json:"confirmPassword,omitempty"`
}

// Password length bounds (spec 01 §9).
const (
	MinPassword = 6
	MaxPassword = 15
)
