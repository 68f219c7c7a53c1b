package importer

import (
	"context"
	"regexp"
	"strconv"
	"strings"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/user"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

// Alert file columns. One line is one user's configuration for a site, or
// for one chilling unit of it; alert type lists are separated by ';'. The
// lines of a user replace that user's whole alert configuration.
var (
	alertCols = []string{"userName", "siteId", "siteName", "chillingUnitId", "enableEmailAlerts", "enableSMSAlerts",
		"enableWebAlerts", "emailInfoAlerts", "emailCriticalAlerts", "smsInfoAlerts", "smsCriticalAlerts",
		"webInfoAlerts", "webCriticalAlerts"}
	alertRequired = []string{"userName"}
)

// AlertColumns lists the columns of an alert file in sample order.
func AlertColumns() []string { return append([]string{}, alertCols...) }

// AlertSample is the sample alert file.
func AlertSample() []byte {
	return sample(alertCols,
		[]string{"asha.patil", "MH-PUN-001", "", "", "true", "true", "false", "grid_off;grid_on",
			"compressor_malfunction;milk_undercooled", "", "compressor_malfunction", "", ""},
		[]string{"asha.patil", "MH-PUN-001", "", "BMC-01", "true", "false", "true", "", "compressor_malfunction", "", "",
			"chilling_completed", "compressor_malfunction"})
}

// AlertReport answers an alert import.
type AlertReport struct {
	Status string `json:"status" enum:"SUCCESS" doc:"refusals answer 400 with one entry per row and column"`
	DryRun bool   `json:"dryRun"`
	Rows   int    `json:"rows"`
	Users  int    `json:"users"`
}

// alertColumn maps the fields of an alert configuration to file columns.
var alertColumn = map[string]string{
	"siteName": "siteId", "chillingUnitId": "chillingUnitId",
	"emailAlerts.infoAlerts": "emailInfoAlerts", "emailAlerts.criticalAlerts": "emailCriticalAlerts",
	"smsAlerts.infoAlerts": "smsInfoAlerts", "smsAlerts.criticalAlerts": "smsCriticalAlerts",
	"infoAlerts": "webInfoAlerts", "criticalAlerts": "webCriticalAlerts",
}

var alertFieldRe = regexp.MustCompile(`^userAlertConfiguration\[(\d+)\]\.(.*)$`)

// ImportAlerts reads an alert file and replaces the alert configuration of
// every user it names, or of none.
func (im *Importer) ImportAlerts(ctx context.Context, p *auth.Principal, data []byte, dryRun bool) (*AlertReport, error) {
	rows, err := table(data, alertCols, alertRequired)
	if err != nil {
		return nil, err
	}
	var bad refusals
	var batch []user.AlertBatch
	var lines [][]int // per user, the line of each configuration
	index := map[string]int{}
	for _, r := range rows {
		name := r.get("userName")
		if name == "" {
			bad.add(r.line, "userName", "user.userName.required", nil)
			continue
		}
		i, ok := index[auth.NameKey(name)]
		if !ok {
			i = len(batch)
			index[auth.NameKey(name)] = i
			batch = append(batch, user.AlertBatch{UserName: name})
			lines = append(lines, nil)
		}
		batch[i].Configs = append(batch[i].Configs, alertConfig(r, &bad))
		lines[i] = append(lines[i], r.line)
	}
	if err := bad.err(); err != nil {
		return nil, err
	}
	refused, err := im.alerts.ReplaceAlertConfigs(ctx, p, batch, dryRun)
	if err != nil {
		return nil, err
	}
	for _, ie := range refused {
		ls := lines[ie.Index]
		if len(ie.Err.Fields) == 0 {
			bad.add(ls[0], "userName", ie.Err.Code, ie.Err.Args)
		}
		for _, f := range ie.Err.Fields {
			line, col := ls[0], "siteId"
			if m := alertFieldRe.FindStringSubmatch(f.Field); m != nil {
				if k, _ := strconv.Atoi(m[1]); k < len(ls) {
					line = ls[k]
				}
				if c, ok := alertColumn[m[2]]; ok {
					col = c
				}
			}
			bad.add(line, col, f.Code, f.Args)
		}
	}
	if err := bad.err(); err != nil {
		return nil, err
	}
	return &AlertReport{Status: "SUCCESS", DryRun: dryRun, Rows: len(rows), Users: len(batch)}, nil
}

func alertConfig(r row, bad *refusals) usersite.AlertConfig {
	return usersite.AlertConfig{
		SiteID: r.get("siteId"), SiteName: r.get("siteName"), ChillingUnitID: r.get("chillingUnitId"),
		EnableEmailAlerts: flag(r, "enableEmailAlerts", bad), EnableSMSAlerts: flag(r, "enableSMSAlerts", bad),
		EnableWebAlerts: flag(r, "enableWebAlerts", bad),
		EmailAlerts:     usersite.Channel{InfoAlerts: list(r.get("emailInfoAlerts")), CriticalAlerts: list(r.get("emailCriticalAlerts"))},
		SmsAlerts:       usersite.Channel{InfoAlerts: list(r.get("smsInfoAlerts")), CriticalAlerts: list(r.get("smsCriticalAlerts"))},
		InfoAlerts:      list(r.get("webInfoAlerts")), CriticalAlerts: list(r.get("webCriticalAlerts")),
	}
}

// flag reads a yes/no cell; blank keeps the channel's default.
func flag(r row, col string, bad *refusals) *bool {
	var v bool
	switch strings.ToLower(r.get(col)) {
	case "":
		return nil
	case "true", "yes", "y", "1", "on", "oui":
		v = true
	case "false", "no", "n", "0", "off", "non":
		v = false
	default:
		bad.add(r.line, col, "import.flag", nil)
		return nil
	}
	return &v
}
