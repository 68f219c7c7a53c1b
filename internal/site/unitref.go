package site

import (
	"context"
	"strings"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

// UnitRef is a chilling unit as monitoring calls name it.
type UnitRef struct {
	ID       int64   `db:"id"`
	UUID     string  `db:"uuid"`
	Code     string  `db:"unit_code"`
	Name     string  `db:"name"`
	Capacity float64 `db:"capacity"`
	SiteRef  int64   `db:"site_ref"`
	SiteID   string  `db:"site_code"`
	SiteName string  `db:"site_name"`
	Zone     string  `db:"zone_id"`
}

// UnitKeyMatch is the WHERE and ORDER BY of a query finding the chilling
// units (table alias cu) a monitoring call's key names: its uuid, its
// customer BMC id (both unique across the platform) or its BMC id, the
// chillingUnitId of the monitoring rows (unique within a site), in that
// order of preference. UnitKeyArgs are its arguments.
const UnitKeyMatch = ` WHERE (cu.uuid = ? OR (cu.customer_bmc_id <> '' AND cu.customer_bmc_id = ?) OR (cu.unit_code <> '' AND cu.unit_code = ?))
	ORDER BY CASE WHEN cu.uuid = ? THEN 0 WHEN cu.customer_bmc_id = ? THEN 1 ELSE 2 END, cu.id LIMIT 100`

// UnitKeyArgs answers the arguments of UnitKeyMatch for key.
func UnitKeyArgs(key string) []any { return []any{key, key, key, key, key} }

// UnitByKey finds a unit the principal sees by its key (UnitKeyMatch).
func (s *Service) UnitByKey(ctx context.Context, p *auth.Principal, key string) (UnitRef, error) {
	key = strings.TrimSpace(key)
	var us []struct {
		UnitRef
		Path string `db:"path"`
	}
	if key != "" {
		if err := s.db.Select(ctx, &us, `SELECT cu.id, cu.uuid, cu.unit_code, cu.name, cu.capacity, cu.site_ref, s.site_code, s.site_name,
		s.zone_id, so.path FROM chilling_units cu JOIN sites s ON s.id = cu.site_ref JOIN organizations so ON so.id = s.sub_org_id`+UnitKeyMatch,
			UnitKeyArgs(key)...); err != nil {
			return UnitRef{}, apperr.Wrap(err, "site: unit")
		}
	}
	for _, u := range us {
		if p.Sees(u.Path) {
			return u.UnitRef, nil
		}
	}
	return UnitRef{}, apperr.NotFound("chilling unit")
}
