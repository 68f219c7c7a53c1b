package dashboard

import (
	"context"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// Service answers the monitoring calls.
type Service struct {
	db        *storage.DB
	sites     *site.Service
	telemetry *telemetry.Store
	// Now is the clock; tests replace it.
	Now func() time.Time
}

// NewService builds the service over the database, the site service (unit
// lookups by uuid or customer BMC id) and the sample store (graph series).
func NewService(db *storage.DB, sites *site.Service, samples *telemetry.Store) *Service {
	return &Service{db: db, sites: sites, telemetry: samples, Now: time.Now}
}

// unitsFrom is the FROM clause of a caller's units: each unit with its site
// and the site's sub-organisation, whose path the scope condition reads.
const unitsFrom = ` chilling_units cu JOIN sites s ON s.id = cu.site_ref JOIN organizations so ON so.id = s.sub_org_id `

// joinUnit joins a derived table's unit (its unit_ref column ref) with its
// site and the site's sub-organisation.
func joinUnit(ref string) string {
	return ` JOIN chilling_units cu ON cu.id = ` + ref + ` JOIN sites s ON s.id = cu.site_ref JOIN organizations so ON so.id = s.sub_org_id `
}

// inScope is the condition on so.path; its argument is scopeArg.
const inScope = ` so.path LIKE ? `

// unitCols are the unit and site columns every row carries.
const unitCols = ` cu.id AS unit_id, cu.uuid AS unit_uuid, cu.unit_code, cu.name AS unit_name, cu.capacity,
	s.site_name, s.site_code, s.site_uuid, s.zone_id `

// scopeArg is the LIKE pattern of the principal's organisation subtree.
func scopeArg(p *auth.Principal) string {
	if p.Platform {
		return "%"
	}
	return p.ScopePath + "%"
}

// unitRow is the unit and site part of the rows.
type unitRow struct {
	UnitID   int64   `db:"unit_id"`
	UnitUUID string  `db:"unit_uuid"`
	UnitCode string  `db:"unit_code"`
	UnitName string  `db:"unit_name"`
	Capacity float64 `db:"capacity"`
	SiteName string  `db:"site_name"`
	SiteCode string  `db:"site_code"`
	SiteUUID string  `db:"site_uuid"`
	ZoneID   string  `db:"zone_id"`
}

// label is the unit's name in messages: its name, else its BMC id.
func (u unitRow) label() string {
	if strings.TrimSpace(u.UnitName) != "" {
		return u.UnitName
	}
	return u.UnitCode
}

// zone is the site's time zone (UTC when unknown).
func (u unitRow) zone() *time.Location {
	if loc, err := time.LoadLocation(u.ZoneID); err == nil && u.ZoneID != "" {
		return loc
	}
	return time.UTC
}

// maxIDs bounds the uuids a filter may list.
const maxIDs = 5000

// resolveIDs turns site or unit uuids into row ids, refusing one that is
// unknown or outside the caller's scope as not found.
func (s *Service) resolveIDs(ctx context.Context, p *auth.Principal, what string, uuids []string) ([]int64, error) {
	if len(uuids) == 0 {
		return nil, nil
	}
	q := `SELECT s.id AS id, s.site_uuid AS uuid, so.path FROM sites s JOIN organizations so ON so.id = s.sub_org_id WHERE s.site_uuid IN (?)`
	if what == "chillingUnit" {
		q = `SELECT cu.id AS id, cu.uuid AS uuid, so.path FROM` + unitsFrom + `WHERE cu.uuid IN (?)`
	}
	query, args, err := sqlx.In(q, uuids)
	if err != nil {
		return nil, apperr.Wrap(err, "dashboard: resolve %s", what)
	}
	var rows []struct {
		ID   int64  `db:"id"`
		UUID string `db:"uuid"`
		Path string `db:"path"`
	}
	if err := s.db.Select(ctx, &rows, query, args...); err != nil {
		return nil, apperr.Wrap(err, "dashboard: resolve %s", what)
	}
	found := map[string]int64{}
	for _, r := range rows {
		if p.Sees(r.Path) {
			found[r.UUID] = r.ID
		}
	}
	ids := make([]int64, 0, len(uuids))
	for _, u := range uuids {
		id, ok := found[u]
		if !ok {
			return nil, apperr.NotFound(what)
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// andIn appends "AND col IN (?)" with its argument when ids are given.
func andIn(where string, args []any, col string, ids []int64) (string, []any) {
	if len(ids) == 0 {
		return where, args
	}
	return where + " AND " + col + " IN (?)", append(args, ids)
}

// selectIn runs a query whose IN (?) arguments are slices.
func (s *Service) selectIn(ctx context.Context, dest any, query string, args ...any) error {
	q, a, err := sqlx.In(query, args...)
	if err != nil {
		return err
	}
	return s.db.Select(ctx, dest, q, a...)
}

// getIn reads one row of a query whose IN (?) arguments are slices.
func (s *Service) getIn(ctx context.Context, dest any, query string, args ...any) error {
	q, a, err := sqlx.In(query, args...)
	if err != nil {
		return err
	}
	return s.db.Get(ctx, dest, q, a...)
}

// ms is a stored time.
func ms(t time.Time) int64 { return storage.Now(t) }

// at is a stored time as a time.
func at(v int64) time.Time { return storage.Time(v) }
