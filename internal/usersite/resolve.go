package usersite

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// siteRef is a site as the associations need it.
type siteRef struct {
	ID         int64  `db:"id"`
	SiteID     string `db:"site_code"`
	SiteName   string `db:"site_name"`
	SiteUUID   string `db:"site_uuid"`
	OrgName    string `db:"org_name"`
	SubOrgName string `db:"sub_org_name"`
	SubOrgPath string `db:"sub_org_path"`
}

const selectSite = `SELECT s.id, s.site_code, s.site_name, s.site_uuid, o.org_name, so.org_name AS sub_org_name,
	so.path AS sub_org_path FROM sites s JOIN organizations o ON o.id = s.org_id JOIN organizations so ON so.id = s.sub_org_id`

// findSite resolves a site named by uuid, else id, else name, that the
// principal sees and that lies inside scopePath (the user's organisation).
func findSite(ctx context.Context, db *storage.DB, p *auth.Principal, scopePath, uuid, id, name string) (siteRef, bool, error) {
	var where, arg string
	switch {
	case strings.TrimSpace(uuid) != "":
		where, arg = "s.site_uuid = ?", strings.TrimSpace(uuid)
	case strings.TrimSpace(id) != "":
		where, arg = "s.site_code_key = ?", auth.NameKey(id)
	case strings.TrimSpace(name) != "":
		where, arg = "s.site_name = ?", strings.TrimSpace(name)
	default:
		return siteRef{}, false, nil
	}
	var r siteRef
	err := db.Get(ctx, &r, selectSite+" WHERE "+where+" ORDER BY s.id LIMIT 1", arg)
	if errors.Is(err, sql.ErrNoRows) {
		return r, false, nil
	}
	if err != nil {
		return r, false, apperr.Wrap(err, "usersite: site")
	}
	if !p.Sees(r.SubOrgPath) || !strings.HasPrefix(r.SubOrgPath, scopePath) {
		return siteRef{}, false, nil
	}
	return r, true, nil
}

// findUnit resolves a chilling unit of a site by uuid or unit id.
func findUnit(ctx context.Context, db *storage.DB, siteRef int64, key string) (id int64, code, uuid string, ok bool, err error) {
	var u struct {
		ID   int64  `db:"id"`
		Code string `db:"unit_code"`
		UUID string `db:"uuid"`
	}
	err = db.Get(ctx, &u, `SELECT id, unit_code, uuid FROM chilling_units WHERE site_ref = ? AND (uuid = ? OR unit_code = ?) ORDER BY position LIMIT 1`,
		siteRef, key, key)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", "", false, nil
	}
	if err != nil {
		return 0, "", "", false, apperr.Wrap(err, "usersite: unit")
	}
	return u.ID, u.Code, u.UUID, true, nil
}
