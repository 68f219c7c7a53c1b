package usersite

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

// Plan is a user's site configuration, checked and resolved, ready to be
// written in the transaction that saves the user.
type Plan struct {
	assoc      []assocRow
	alerts     []alertRow
	alertsOnly bool
}

type assocRow struct {
	siteRef    int64
	bookmarked bool
}

type alertRow struct {
	siteRef, unitRef     int64 // unitRef 0: the whole site
	email, sms, web      bool
	emailInfo, emailCrit []string
	smsInfo, smsCrit     []string
	webInfo, webCrit     []string
}

// Prepare checks a user's associations and alert configurations against
// the sites the principal sees inside scopePath (the user's organisation)
// and the alert catalogue, field by field.
func (s *Service) Prepare(ctx context.Context, p *auth.Principal, scopePath string, assoc []Association, alerts []AlertConfig) (*Plan, error) {
	var v apperr.Validator
	v.Check(len(assoc) <= MaxAssociations, "siteAssociationConfiguration", "user.sites.max")
	v.Check(len(alerts) <= MaxAlertConfigs, "userAlertConfiguration", "user.alerts.max")
	if err := v.Err(); err != nil {
		return nil, err
	}
	pl := &Plan{}
	seen := map[int64]int{}
	for i, a := range assoc {
		f := fmt.Sprintf("siteAssociationConfiguration[%d].siteName", i)
		site, ok, err := s.site(ctx, &v, p, scopePath, f, a.SiteUUID, a.SiteID, a.SiteName)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		if j, dup := seen[site.ID]; dup {
			pl.assoc[j].bookmarked = pl.assoc[j].bookmarked || a.IsBookmarked
			continue
		}
		seen[site.ID] = len(pl.assoc)
		pl.assoc = append(pl.assoc, assocRow{siteRef: site.ID, bookmarked: a.IsBookmarked})
	}
	types := s.typeIndex()
	configured := map[[2]int64]bool{}
	for i, c := range alerts {
		f := fmt.Sprintf("userAlertConfiguration[%d].", i)
		site, ok, err := s.site(ctx, &v, p, scopePath, f+"siteName", c.SiteUUID, c.SiteID, c.SiteName)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		r := alertRow{siteRef: site.ID,
			email: orDefault(c.EnableEmailAlerts, DefaultEmail), sms: orDefault(c.EnableSMSAlerts, DefaultSMS), web: orDefault(c.EnableWebAlerts, DefaultWeb)}
		if key := strings.TrimSpace(c.ChillingUnitID + c.ChillingUnitUUID); key != "" {
			if c.ChillingUnitUUID != "" {
				key = strings.TrimSpace(c.ChillingUnitUUID)
			}
			id, _, _, found, err := findUnit(ctx, s.db, site.ID, key)
			if err != nil {
				return nil, err
			}
			if !v.Check(found, f+"chillingUnitId", "user.unit.unknown") {
				continue
			}
			r.unitRef = id
		}
		if !v.Check(!configured[[2]int64{r.siteRef, r.unitRef}], f+"siteName", "user.alertConfig.duplicate") {
			continue
		}
		configured[[2]int64{r.siteRef, r.unitRef}] = true
		r.emailInfo = types.check(&v, f+"emailAlerts.infoAlerts", c.EmailAlerts.InfoAlerts, LevelInfo)
		r.emailCrit = types.check(&v, f+"emailAlerts.criticalAlerts", c.EmailAlerts.CriticalAlerts, LevelCritical)
		r.smsInfo = types.check(&v, f+"smsAlerts.infoAlerts", c.SmsAlerts.InfoAlerts, LevelInfo)
		r.smsCrit = types.check(&v, f+"smsAlerts.criticalAlerts", c.SmsAlerts.CriticalAlerts, LevelCritical)
		r.webInfo = types.check(&v, f+"infoAlerts", c.InfoAlerts, LevelInfo)
		r.webCrit = types.check(&v, f+"criticalAlerts", c.CriticalAlerts, LevelCritical)
		pl.alerts = append(pl.alerts, r)
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	return pl, nil
}

func (s *Service) site(ctx context.Context, v *apperr.Validator, p *auth.Principal, scopePath, field, uuid, id, name string) (siteRef, bool, error) {
	if !v.Check(strings.TrimSpace(uuid+id+name) != "", field, "user.site.required") {
		return siteRef{}, false, nil
	}
	site, ok, err := findSite(ctx, s.db, p, scopePath, uuid, id, name)
	if err != nil {
		return site, false, err
	}
	v.Check(ok, field, "user.site.unknown")
	return site, ok, nil
}

func orDefault(b *bool, def bool) bool {
	if b == nil {
		return def
	}
	return *b
}

// typeIndex maps lower-case alert type names to their catalogue name and level.
type typeIndex map[string][2]string

func (s *Service) typeIndex() typeIndex {
	ix := typeIndex{}
	for _, level := range []string{LevelInfo, LevelCritical} {
		for _, n := range s.cat.AlertTypes(level) {
			ix[strings.ToLower(n)] = [2]string{n, level}
		}
	}
	return ix
}

// check keeps the alert types of names that exist at level, once each, in
// their catalogue spelling; an unknown or wrong-level name is a field error.
func (ix typeIndex) check(v *apperr.Validator, field string, names []string, level string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, n := range names {
		t, ok := ix[strings.ToLower(strings.TrimSpace(n))]
		if !v.Check(ok, field, "user.alertType.unknown") {
			return out
		}
		code := "user.alertType.notInfo"
		if level == LevelCritical {
			code = "user.alertType.notCritical"
		}
		if !v.Check(t[1] == level, field, code) {
			return out
		}
		if !seen[t[0]] {
			seen[t[0]] = true
			out = append(out, t[0])
		}
	}
	return out
}

// Write replaces the user's associations and alert configurations with
// the plan's, inside tx.
func (pl *Plan) Write(ctx context.Context, tx *sqlx.Tx, userID int64) error {
	deletes := []string{`DELETE FROM user_alert_configs WHERE user_id = ?`}
	if !pl.alertsOnly {
		deletes = append(deletes, `DELETE FROM user_sites WHERE user_id = ?`)
	}
	for _, q := range deletes {
		if _, err := tx.ExecContext(ctx, tx.Rebind(q), userID); err != nil {
			return err
		}
	}
	for _, a := range pl.assoc {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO user_sites (user_id, site_ref, bookmarked) VALUES (?, ?, ?)`),
			userID, a.siteRef, a.bookmarked); err != nil {
			return err
		}
	}
	for _, r := range pl.alerts {
		var unit any
		if r.unitRef != 0 {
			unit = r.unitRef
		}
		if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO user_alert_configs (user_id, site_ref, unit_ref,
			email_enabled, sms_enabled, web_enabled, email_info, email_critical, sms_info, sms_critical, web_info, web_critical)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
			userID, r.siteRef, unit, r.email, r.sms, r.web, js(r.emailInfo), js(r.emailCrit), js(r.smsInfo), js(r.smsCrit),
			js(r.webInfo), js(r.webCrit)); err != nil {
			return err
		}
	}
	return nil
}

func js(ss []string) string {
	if ss == nil {
		ss = []string{}
	}
	b, _ := json.Marshal(ss)
	return string(b)
}

// PrepareAlerts checks alert configurations alone; the plan's Write keeps
// the user's site associations.
func (s *Service) PrepareAlerts(ctx context.Context, p *auth.Principal, scopePath string, alerts []AlertConfig) (*Plan, error) {
	pl, err := s.Prepare(ctx, p, scopePath, nil, alerts)
	if pl != nil {
		pl.alertsOnly = true
	}
	return pl, err
}
