// Package usersite owns what ties a user to sites: the sites a user is
// associated with (and which of them they bookmarked) and the user's alert
// configuration per site or chilling unit: the channels (email, SMS, web)
// and the info and critical alert types each channel carries.
package usersite

// Association is one site of a user's siteAssociationConfiguration. A site
// is named by siteUUID, else siteId, else siteName.
type Association struct {
	SiteName        string `json:"siteName,omitempty"`
	SiteUUID        string `json:"siteUUID,omitempty"`
	SiteID          string `json:"siteId,omitempty"`
	IsBookmarked    bool   `json:"isBookmarked"`
	Organization    string `json:"organization,omitempty" doc:"answered: the site's organisation"`
	SubOrganization string `json:"subOrganization,omitempty" doc:"answered: the site's sub-organisation"`
}

// Channel lists the alert types one channel carries, by level.
type Channel struct {
	InfoAlerts     []string `json:"infoAlerts" maxItems:"200" required:"false"`
	CriticalAlerts []string `json:"criticalAlerts" maxItems:"200" required:"false"`
}

// AlertConfig is one entry of a user's userAlertConfiguration: a site, or
// one chilling unit of it, and what reaches the user about it. The top-level
// infoAlerts and criticalAlerts are the web channel's.
type AlertConfig struct {
	SiteName          string   `json:"siteName,omitempty"`
	SiteID            string   `json:"siteId,omitempty"`
	SiteUUID          string   `json:"siteUUID,omitempty"`
	ChillingUnitID    string   `json:"chillingUnitId,omitempty" doc:"the unit's id or uuid; empty for the whole site"`
	ChillingUnitUUID  string   `json:"chillingUnitUuid,omitempty"`
	EnableEmailAlerts *bool    `json:"enableEmailAlerts,omitempty" doc:"default true"`
	EnableSMSAlerts   *bool    `json:"enableSMSAlerts,omitempty" doc:"default true"`
	EnableWebAlerts   *bool    `json:"enableWebAlerts,omitempty" doc:"default false"`
	InfoAlerts        []string `json:"infoAlerts" maxItems:"200" required:"false"`
	CriticalAlerts    []string `json:"criticalAlerts" maxItems:"200" required:"false"`
	EmailAlerts       Channel  `json:"emailAlerts" required:"false"`
	SmsAlerts         Channel  `json:"smsAlerts" required:"false"`
	Organization      string   `json:"organization,omitempty"`
	SubOrganization   string   `json:"subOrganization,omitempty"`
}

// Bookmark marks or unmarks one site as a favourite of the user.
type Bookmark struct {
	SiteName     string `json:"siteName,omitempty"`
	SiteUUID     string `json:"siteUUID,omitempty"`
	SiteID       string `json:"siteId,omitempty"`
	IsBookmarked bool   `json:"isBookmarked"`
}

// Alert levels of the catalogue.
const (
	LevelInfo     = "INFO"
	LevelCritical = "CRITICAL"
)

// Catalogue lists the alert types of a level.
type Catalogue interface {
	AlertTypes(level string) []string
}

// Channel defaults (spec 01 §9: email and SMS on, web off).
const (
	DefaultEmail = true
	DefaultSMS   = true
	DefaultWeb   = false
)

// Limits of one user's configuration.
const (
	MaxAssociations = 5000
	MaxAlertConfigs = 2000
)
