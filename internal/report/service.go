package report

import (
	"context"
	"slices"
	"sort"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Orgs resolves the organisation a report is asked for (org.Service).
type Orgs interface {
	// SubtreePath is the path prefix of the named organisation's objects
	// (the caller's whole scope when the name is empty); an organisation
	// the caller cannot see is not found.
	SubtreePath(ctx context.Context, p *auth.Principal, orgName string) (string, error)
}

// Service answers the report calls.
type Service struct {
	db   *storage.DB
	orgs Orgs
	tr   Translator
}

// NewService builds the service over the database, the organisations and
// the message catalogue (headers and display names of the workbooks).
func NewService(db *storage.DB, orgs Orgs, tr Translator) *Service {
	return &Service{db: db, orgs: orgs, tr: tr}
}

// Result is a page of a report (docs/reports.md).
type Result struct {
	Content  []Row       `json:"content"`
	PageInfo paging.Info `json:"pageInfo"`
	// Zones are the time zones of the chosen units' sites; every time of a
	// row is its site's wall clock with its offset.
	Zones []string `json:"zones"`
	// Undercooled are the indexes in Content of the liftings of milk
	// warmer than the unit's undercooled threshold (Milk Lifting only:
	// the other reports leave it out).
	Undercooled []int `json:"undercooled,omitzero"`
}

// List is the report list in the caller's language.
func (s *Service) List(lang string) []Meta { return List(s.tr, lang) }

// Rows answers a page of a report.
func (s *Service) Rows(ctx context.Context, p *auth.Principal, k Kind, q Query) (*Result, error) {
	r, zones, err := s.prepare(ctx, p, k, q)
	if err != nil {
		return nil, err
	}
	total, err := s.count(ctx, k, r)
	if err != nil {
		return nil, err
	}
	res := &Result{Content: []Row{}, Zones: zones}
	if k == Lifting {
		res.Undercooled = []int{}
	}
	err = s.scan(ctx, k, r, r.page.Offset(), r.page.Size, func(row Row, undercooled bool) error {
		if undercooled {
			res.Undercooled = append(res.Undercooled, len(res.Content))
		}
		res.Content = append(res.Content, row)
		return nil
	})
	if err != nil {
		return nil, err
	}
	res.PageInfo = paging.New(r.page, res.Content, total).PageInfo
	return res, nil
}

// prepare validates the query and resolves its units in the named
// organisation, answering the units' site zones.
func (s *Service) prepare(ctx context.Context, p *auth.Principal, k Kind, q Query) (request, []string, error) {
	if _, ok := definitions[k]; !ok {
		return request{}, nil, apperr.NotFound("report")
	}
	r, err := q.validate()
	if err != nil {
		return r, nil, err
	}
	path, err := s.orgs.SubtreePath(ctx, p, q.OrgName)
	if err != nil {
		return r, nil, err
	}
	if r.units, err = s.resolveUnits(ctx, p, path, q.UUIDs); err != nil {
		return r, nil, err
	}
	zones, err := s.zones(ctx, r.units)
	return r, zones, err
}

// zones lists the distinct time zones of the units' sites, sorted.
func (s *Service) zones(ctx context.Context, units []int64) ([]string, error) {
	q, args, err := sqlxIn(`SELECT DISTINCT s.zone_id FROM chilling_units cu JOIN sites s ON s.id = cu.site_ref WHERE cu.id IN (?)`, units)
	if err != nil {
		return nil, err
	}
	var zones []string
	if err := s.db.Select(ctx, &zones, q, args...); err != nil {
		return nil, apperr.Wrap(err, "report: zones")
	}
	for i, z := range zones {
		if z == "" {
			zones[i] = "UTC"
		}
	}
	sort.Strings(zones)
	return slices.Compact(zones), nil
}
