package site

import (
	"context"
	"database/sql"
	"errors"
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

// UnitByKey finds a unit the principal sees by its uuid, else by its
// customer BMC id (both unique across the platform).
func (s *Service) UnitByKey(ctx context.Context, p *auth.Principal, key string) (UnitRef, error) {
	key = strings.TrimSpace(key)
	var u struct {
		UnitRef
		Path string `db:"path"`
	}
	err := s.db.Get(ctx, &u, `SELECT cu.id, cu.uuid, cu.unit_code, cu.name, cu.capacity, cu.site_ref, s.site_code, s.site_name,
		s.zone_id, so.path FROM chilling_units cu JOIN sites s ON s.id = cu.site_ref JOIN organizations so ON so.id = s.sub_org_id
		WHERE cu.uuid = ? OR (cu.customer_bmc_id <> '' AND cu.customer_bmc_id = ?) ORDER BY cu.id LIMIT 1`, key, key)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !p.Sees(u.Path)) || key == "" {
		return UnitRef{}, apperr.NotFound("chillingUnit")
	}
	if err != nil {
		return UnitRef{}, apperr.Wrap(err, "site: unit")
	}
	return u.UnitRef, nil
}
