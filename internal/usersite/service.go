package usersite

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Service reads and writes users' site associations and alert configurations.
type Service struct {
	db  *storage.DB
	cat Catalogue
}

// New builds the service.
func New(db *storage.DB, cat Catalogue) *Service {
	return &Service{db: db, cat: cat}
}

type assocDBRow struct {
	UserID     int64 `db:"user_id"`
	Bookmarked bool  `db:"bookmarked"`
	siteRef
}

const selectAssoc = `SELECT us.user_id, us.bookmarked, s.id, s.site_code, s.site_name, s.site_uuid, o.org_name,
	so.org_name AS sub_org_name, so.path AS sub_org_path FROM user_sites us JOIN sites s ON s.id = us.site_ref
	JOIN organizations o ON o.id = s.org_id JOIN organizations so ON so.id = s.sub_org_id`

func (r assocDBRow) association() Association {
	return Association{SiteName: r.SiteName, SiteUUID: r.SiteUUID, SiteID: r.SiteID, IsBookmarked: r.Bookmarked,
		Organization: r.OrgName, SubOrganization: r.SubOrgName}
}

type alertDBRow struct {
	UserID     int64          `db:"user_id"`
	SiteID     string         `db:"site_code"`
	SiteName   string         `db:"site_name"`
	SiteUUID   string         `db:"site_uuid"`
	OrgName    string         `db:"org_name"`
	SubOrgName string         `db:"sub_org_name"`
	UnitCode   sql.NullString `db:"unit_code"`
	UnitUUID   sql.NullString `db:"unit_uuid"`
	Email      bool           `db:"email_enabled"`
	SMS        bool           `db:"sms_enabled"`
	Web        bool           `db:"web_enabled"`
	EmailInfo  string         `db:"email_info"`
	EmailCrit  string         `db:"email_critical"`
	SMSInfo    string         `db:"sms_info"`
	SMSCrit    string         `db:"sms_critical"`
	WebInfo    string         `db:"web_info"`
	WebCrit    string         `db:"web_critical"`
}

func (r alertDBRow) config() AlertConfig {
	email, sms, web := r.Email, r.SMS, r.Web
	return AlertConfig{SiteName: r.SiteName, SiteID: r.SiteID, SiteUUID: r.SiteUUID,
		ChillingUnitID: r.UnitCode.String, ChillingUnitUUID: r.UnitUUID.String,
		EnableEmailAlerts: &email, EnableSMSAlerts: &sms, EnableWebAlerts: &web,
		InfoAlerts: list(r.WebInfo), CriticalAlerts: list(r.WebCrit),
		EmailAlerts:  Channel{InfoAlerts: list(r.EmailInfo), CriticalAlerts: list(r.EmailCrit)},
		SmsAlerts:    Channel{InfoAlerts: list(r.SMSInfo), CriticalAlerts: list(r.SMSCrit)},
		Organization: r.OrgName, SubOrganization: r.SubOrgName}
}

func list(s string) []string {
	out := []string{}
	_ = json.Unmarshal([]byte(s), &out)
	return out
}

// Load returns the associations and alert configurations of users, by user id.
func (s *Service) Load(ctx context.Context, userIDs []int64) (map[int64][]Association, map[int64][]AlertConfig, error) {
	assoc, alerts := map[int64][]Association{}, map[int64][]AlertConfig{}
	if len(userIDs) == 0 {
		return assoc, alerts, nil
	}
	q, args, err := sqlx.In(selectAssoc+` WHERE us.user_id IN (?) ORDER BY us.user_id, s.site_name, s.id`, userIDs)
	if err != nil {
		return nil, nil, err
	}
	var rows []assocDBRow
	if err := s.db.Select(ctx, &rows, q, args...); err != nil {
		return nil, nil, apperr.Wrap(err, "usersite: associations")
	}
	for _, r := range rows {
		assoc[r.UserID] = append(assoc[r.UserID], r.association())
	}
	q, args, err = sqlx.In(`SELECT c.user_id, s.site_code, s.site_name, s.site_uuid, o.org_name, so.org_name AS sub_org_name,
		u.unit_code, u.uuid AS unit_uuid, c.email_enabled, c.sms_enabled, c.web_enabled, c.email_info, c.email_critical,
		c.sms_info, c.sms_critical, c.web_info, c.web_critical
		FROM user_alert_configs c JOIN sites s ON s.id = c.site_ref LEFT JOIN chilling_units u ON u.id = c.unit_ref
		JOIN organizations o ON o.id = s.org_id JOIN organizations so ON so.id = s.sub_org_id
		WHERE c.user_id IN (?) ORDER BY c.user_id, c.id`, userIDs)
	if err != nil {
		return nil, nil, err
	}
	var crow []alertDBRow
	if err := s.db.Select(ctx, &crow, q, args...); err != nil {
		return nil, nil, apperr.Wrap(err, "usersite: alert configurations")
	}
	for _, r := range crow {
		alerts[r.UserID] = append(alerts[r.UserID], r.config())
	}
	return assoc, alerts, nil
}

// Associations pages the sites associated with a user.
func (s *Service) Associations(ctx context.Context, userID int64, req paging.Request) (paging.Page[Association], error) {
	if err := req.Validate(); err != nil {
		return paging.Page[Association]{}, err
	}
	var total int
	if err := s.db.Get(ctx, &total, `SELECT COUNT(*) FROM user_sites WHERE user_id = ?`, userID); err != nil {
		return paging.Page[Association]{}, apperr.Wrap(err, "usersite: count")
	}
	var rows []assocDBRow
	if err := s.db.Select(ctx, &rows, selectAssoc+` WHERE us.user_id = ? ORDER BY s.site_name, s.id LIMIT ? OFFSET ?`,
		userID, req.Size, req.Offset()); err != nil {
		return paging.Page[Association]{}, apperr.Wrap(err, "usersite: associations")
	}
	out := make([]Association, len(rows))
	for i, r := range rows {
		out[i] = r.association()
	}
	return paging.New(req, out, total), nil
}

// SetBookmarks marks or unmarks sites as the user's favourites. Marking a
// site the user is not associated with associates it; unmarking keeps the
// association. A site the user cannot see answers not found, and then
// nothing is written.
func (s *Service) SetBookmarks(ctx context.Context, p *auth.Principal, userID int64, scopePath string, bs []Bookmark) error {
	refs := make([]int64, len(bs))
	for i, b := range bs {
		site, ok, err := findSite(ctx, s.db, p, scopePath, b.SiteUUID, b.SiteID, b.SiteName)
		if err != nil {
			return err
		}
		if !ok {
			return apperr.NotFound("site")
		}
		refs[i] = site.ID
	}
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		for i, b := range bs {
			res, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE user_sites SET bookmarked = ? WHERE user_id = ? AND site_ref = ?`),
				b.IsBookmarked, userID, refs[i])
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 && b.IsBookmarked {
				if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO user_sites (user_id, site_ref, bookmarked) VALUES (?, ?, ?)`),
					userID, refs[i], true); err != nil {
					return err
				}
			}
		}
		return nil
	})
}
