package analytics

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Orgs resolves organisations in a caller's scope (org.Service).
type Orgs interface {
	Resolve(ctx context.Context, p *auth.Principal, name string) (org.Ref, error)
	RefByID(ctx context.Context, id int64) (org.Ref, error)
}

// Service answers the analytics calls: the chart, the ratings and the
// rating template.
type Service struct {
	db   *storage.DB
	orgs Orgs
	now  func() time.Time
}

// NewService builds the service; now is the clock (time.Now when nil).
func NewService(db *storage.DB, orgs Orgs, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{db: db, orgs: orgs, now: now}
}

// org answers the named organisation in the caller's scope, or without a
// name the caller's own (their sub-organisation when they have one).
func (s *Service) org(ctx context.Context, p *auth.Principal, name string) (org.Ref, error) {
	if strings.TrimSpace(name) != "" {
		return s.orgs.Resolve(ctx, p, name)
	}
	id := p.ScopeOrgID
	if id == 0 {
		id = p.OrgID
	}
	if id == 0 {
		return org.Ref{}, apperr.Invalid("organization", "common.required")
	}
	return s.orgs.RefByID(ctx, id)
}

// unitRow is a unit of a scope with what the ratings show of it.
type unitRow struct {
	Ref       int64  `db:"id"`
	UUID      string `db:"uuid"`
	BMCID     string `db:"customer_bmc_id"`
	Name      string `db:"name"`
	SiteUUID  string `db:"site_uuid"`
	SiteName  string `db:"site_name"`
	Zone      string `db:"zone_id"`
	OrgID     int64  `db:"org_ref"`
	OrgPath   string `db:"path"`
	UnitLabel string `db:"-"`
}

const unitSelect = `SELECT cu.id, cu.uuid, cu.customer_bmc_id, cu.name, s.site_uuid, s.site_name, s.zone_id, so.id AS org_ref, so.path
	FROM chilling_units cu JOIN sites s ON s.id = cu.site_ref JOIN organizations so ON so.id = s.sub_org_id`

// unitsUnder lists the units of an organisation's subtree, by site name
// then BMC id.
func (s *Service) unitsUnder(ctx context.Context, path string) ([]unitRow, error) {
	var us []unitRow
	if err := s.db.Select(ctx, &us, unitSelect+` WHERE so.path LIKE ? ORDER BY s.site_name, cu.customer_bmc_id, cu.id`, path+"%"); err != nil {
		return nil, apperr.Wrap(err, "analytics: units")
	}
	return us, nil
}

// unitByKey finds a unit the caller sees by its uuid, customer BMC id or
// BMC id (site.UnitKeyMatch).
func (s *Service) unitByKey(ctx context.Context, p *auth.Principal, key string) (unitRow, error) {
	key = strings.TrimSpace(key)
	var us []unitRow
	if key != "" {
		if err := s.db.Select(ctx, &us, unitSelect+site.UnitKeyMatch, site.UnitKeyArgs(key)...); err != nil {
			return unitRow{}, apperr.Wrap(err, "analytics: unit")
		}
	}
	for _, u := range us {
		if p.Sees(u.OrgPath) {
			return u, nil
		}
	}
	return unitRow{}, apperr.NotFound("chilling unit")
}

// totals adds up the KPI rows of units over [from, to] (site-local dates).
func (s *Service) totals(ctx context.Context, refs []int64, from, to string) (map[int64]*Totals, error) {
	out := map[int64]*Totals{}
	for len(refs) > 0 {
		n := min(len(refs), 1000)
		q, args, err := sqlx.In(`SELECT `+totalsCols+` FROM unit_kpis k WHERE k.unit_ref IN (?) AND k.day >= ? AND k.day <= ? GROUP BY k.unit_ref`,
			refs[:n], from, to)
		if err != nil {
			return nil, err
		}
		var ts []Totals
		if err := s.db.Select(ctx, &ts, q, args...); err != nil {
			return nil, apperr.Wrap(err, "analytics: totals")
		}
		for i := range ts {
			out[ts[i].UnitRef] = &ts[i]
		}
		refs = refs[n:]
	}
	return out, nil
}

// totalsUnder adds up the KPI rows of every unit of a subtree over
// [from, to] in one query, the named columns of Totals only (all when
// none is named). The subtree's units are listed first, so that each
// unit's days are read in a row from the primary key (unit_ref, day),
// already grouped: joining every KPI row to its unit, site and
// organisation, then sorting the rows to group them, took most of the
// chart's time (docs/analytics.md "Performance").
func (s *Service) totalsUnder(ctx context.Context, path, from, to string, cols ...string) ([]Totals, error) {
	var ts []Totals
	if err := s.db.Select(ctx, &ts, `SELECT `+aggCols(cols...)+` FROM unit_kpis k WHERE k.unit_ref IN (SELECT cu.id FROM chilling_units cu
		JOIN sites s ON s.id = cu.site_ref JOIN organizations so ON so.id = s.sub_org_id WHERE so.path LIKE ?)
		AND k.day >= ? AND k.day <= ? GROUP BY k.unit_ref`, path+"%", from, to); err != nil {
		return nil, apperr.Wrap(err, "analytics: totals")
	}
	return ts, nil
}

// Period is a range of site-local dates, both included.
type Period struct {
	From, To string
}

// parseDate reads a period bound: yyyy-MM-dd, yyyy-MM (the month's first
// or last day), RFC 3339 (its own date) or epoch milliseconds (UTC).
func parseDate(v string, end bool) (time.Time, bool) {
	v = strings.TrimSpace(v)
	if t, err := time.Parse(time.DateOnly, v); err == nil {
		return t, true
	}
	if t, err := time.Parse("2006-01", v); err == nil {
		if end {
			t = t.AddDate(0, 1, -1)
		}
		return t, true
	}
	if t, err := time.Parse(time.RFC3339, v); err == nil {
		y, m, d := t.Date()
		return time.Date(y, m, d, 0, 0, 0, 0, time.UTC), true
	}
	if n, err := strconv.ParseInt(v, 10, 64); err == nil && n > 0 {
		y, m, d := time.UnixMilli(n).UTC().Date()
		return time.Date(y, m, d, 0, 0, 0, 0, time.UTC), true
	}
	return time.Time{}, false
}

// ParsePeriod validates a startTime and endTime pair; each error names
// its field.
func ParsePeriod(start, end, startField, endField string) (Period, error) {
	var v apperr.Validator
	from, fok := parseDate(start, false)
	to, tok := parseDate(end, true)
	if v.Required(startField, start, "common.required") {
		v.Check(fok, startField, "analytics.period.format")
	}
	if v.Required(endField, end, "common.required") {
		v.Check(tok, endField, "analytics.period.format")
	}
	if fok && tok {
		if v.Ordered(!to.Before(from), startField, endField) {
			v.Check(to.Sub(from) <= 366*24*time.Hour, endField, "analytics.period.span")
		}
	}
	if err := v.Err(); err != nil {
		return Period{}, err
	}
	return Period{From: from.Format(time.DateOnly), To: to.Format(time.DateOnly)}, nil
}

// provisional reports whether a period's last day has not ended yet in
// the zone (its ratings may still change).
func (s *Service) provisional(pd Period, zone string) bool {
	loc, err := time.LoadLocation(zone)
	if err != nil || zone == "" {
		loc = time.UTC
	}
	to, _ := time.ParseInLocation(time.DateOnly, pd.To, loc)
	return s.now().Before(to.AddDate(0, 0, 1))
}
