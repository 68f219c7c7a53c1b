package analytics

import (
	"context"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

// RatingNode is an attribute's rating for a unit over a period (spec 03 §2
// "Rating node"): null when none of its KPIs had data.
type RatingNode struct {
	AttributeName string        `json:"attributeName"`
	Weightage     int           `json:"weightage"`
	Rating        *float64      `json:"rating"`
	KPI           string        `json:"kpi,omitempty"`
	Value         *float64      `json:"value,omitempty" doc:"leaves: the KPI's value over the period, in unit"`
	Unit          string        `json:"unit,omitempty"`
	Attributes    []*RatingNode `json:"attributes"`
}

// Rate rates totals through a template: a leaf maps its KPI to 0–5 by its
// band; a node is its rated children's weighted mean (children without
// data leave their weight out). Ratings are rounded to 2 decimals.
func Rate(n *RatingAttribute, t *Totals) *RatingNode {
	r, _ := rate(n, t)
	return r
}

func rate(n *RatingAttribute, t *Totals) (*RatingNode, float64) {
	out := &RatingNode{AttributeName: n.AttributeName, Weightage: n.Weightage, KPI: n.KPI, Attributes: []*RatingNode{}}
	if len(n.Children) == 0 {
		k, ok := kpiByKey(n.KPI)
		if !ok || t == nil {
			return out, -1
		}
		v, ok := k.Value(t)
		if !ok {
			return out, -1
		}
		out.Unit = k.Unit
		vv := round2(v)
		out.Value = &vv
		sc := Bands[n.KPI].Score(v)
		r := round2(sc)
		out.Rating = &r
		return out, sc
	}
	var sum, weights float64
	for _, c := range n.Children {
		cr, sc := rate(c, t)
		out.Attributes = append(out.Attributes, cr)
		if sc >= 0 {
			sum += float64(c.Weightage) * sc
			weights += float64(c.Weightage)
		}
	}
	if weights == 0 {
		return out, -1
	}
	sc := sum / weights
	r := round2(sc)
	out.Rating = &r
	return out, sc
}

// UnitRating is a unit's rating over a period (ratingDetails).
type UnitRating struct {
	ChillingUnitUUID string `json:"chillingUnitUuid"`
	ChillingUnitID   string `json:"chillingUnitId"`
	ChillingUnitName string `json:"chillingUnitName"`
	SiteUUID         string `json:"siteUuid"`
	SiteName         string `json:"siteName"`
	StartTime        string `json:"startTime"`
	EndTime          string `json:"endTime"`
	// Provisional is true until the period's last day has ended.
	Provisional bool `json:"provisional"`
	// Days is the number of days with KPIs in the period.
	Days   int      `json:"days"`
	Rating *float64 `json:"rating"`
	// Content is the rating tree; null when the unit has no KPI in the
	// period (the console shows its no-rating-data message).
	Content *RatingNode `json:"content"`
}

// templates caches the templates in force per organisation path.
type templates map[string]*RatingAttribute

func (s *Service) templateFor(ctx context.Context, cache templates, path string) (*RatingAttribute, error) {
	if n, ok := cache[path]; ok {
		return n, nil
	}
	n, _, err := loadTemplate(ctx, s.db.R, path)
	if err != nil {
		return nil, err
	}
	cache[path] = n
	return n, nil
}

func (s *Service) unitRating(u unitRow, tpl *RatingAttribute, t *Totals, pd Period) UnitRating {
	r := UnitRating{ChillingUnitUUID: u.UUID, ChillingUnitID: u.BMCID, ChillingUnitName: u.Name, SiteUUID: u.SiteUUID, SiteName: u.SiteName,
		StartTime: pd.From, EndTime: pd.To, Provisional: s.provisional(pd, u.Zone)}
	if t != nil && t.Days > 0 {
		r.Days = t.Days
		r.Content = Rate(tpl, t)
		r.Rating = r.Content.Rating
	}
	return r
}

// Details answers a unit's rating tree over a period.
func (s *Service) Details(ctx context.Context, p *auth.Principal, unitKey, start, end string) (*UnitRating, error) {
	if strings.TrimSpace(unitKey) == "" {
		return nil, apperr.Invalid("chillingUnitUuid", "common.required")
	}
	pd, err := ParsePeriod(start, end, "startTime", "endTime")
	if err != nil {
		return nil, err
	}
	u, err := s.unitByKey(ctx, p, unitKey)
	if err != nil {
		return nil, err
	}
	tpl, err := s.templateFor(ctx, templates{}, u.OrgPath)
	if err != nil {
		return nil, err
	}
	ts, err := s.totals(ctx, []int64{u.Ref}, pd.From, pd.To)
	if err != nil {
		return nil, err
	}
	r := s.unitRating(u, tpl, ts[u.Ref], pd)
	return &r, nil
}

// OverallRating is a unit's overall rating in a list.
type OverallRating struct {
	ChillingUnitUUID string   `json:"chillingUnitUuid"`
	ChillingUnitID   string   `json:"chillingUnitId"`
	ChillingUnitName string   `json:"chillingUnitName"`
	SiteUUID         string   `json:"siteUuid"`
	SiteName         string   `json:"siteName"`
	Rating           *float64 `json:"rating"`
	Days             int      `json:"days"`
	Provisional      bool     `json:"provisional"`
}

// OverallRatings lists overall ratings over a period.
type OverallRatings struct {
	StartTime string          `json:"startTime"`
	EndTime   string          `json:"endTime"`
	Content   []OverallRating `json:"content"`
}

// Overall answers the overall ratings of the listed units (all the units
// of the organisation when none is listed) over a period.
func (s *Service) Overall(ctx context.Context, p *auth.Principal, orgName string, unitKeys []string, start, end string) (*OverallRatings, error) {
	pd, err := ParsePeriod(start, end, "startTime", "endTime")
	if err != nil {
		return nil, err
	}
	var us []unitRow
	if len(unitKeys) == 0 {
		o, err := s.org(ctx, p, orgName)
		if err != nil {
			return nil, err
		}
		if us, err = s.unitsUnder(ctx, o.Path); err != nil {
			return nil, err
		}
	} else {
		if len(unitKeys) > 5000 {
			return nil, apperr.Invalid("chillingUnitUuids", "analytics.units.max")
		}
		for _, k := range unitKeys {
			u, err := s.unitByKey(ctx, p, k)
			if err != nil {
				return nil, err
			}
			us = append(us, u)
		}
	}
	rs, err := s.rateUnits(ctx, us, pd)
	if err != nil {
		return nil, err
	}
	ans := &OverallRatings{StartTime: pd.From, EndTime: pd.To, Content: make([]OverallRating, 0, len(rs))}
	for _, r := range rs {
		ans.Content = append(ans.Content, OverallRating{ChillingUnitUUID: r.ChillingUnitUUID, ChillingUnitID: r.ChillingUnitID,
			ChillingUnitName: r.ChillingUnitName, SiteUUID: r.SiteUUID, SiteName: r.SiteName, Rating: r.Rating, Days: r.Days, Provisional: r.Provisional})
	}
	return ans, nil
}

// rateUnits rates units over a period, each through its organisation's
// template.
func (s *Service) rateUnits(ctx context.Context, us []unitRow, pd Period) ([]UnitRating, error) {
	refs := make([]int64, len(us))
	for i, u := range us {
		refs[i] = u.Ref
	}
	ts, err := s.totals(ctx, refs, pd.From, pd.To)
	if err != nil {
		return nil, err
	}
	cache := templates{}
	out := make([]UnitRating, 0, len(us))
	for _, u := range us {
		tpl, err := s.templateFor(ctx, cache, u.OrgPath)
		if err != nil {
			return nil, err
		}
		out = append(out, s.unitRating(u, tpl, ts[u.Ref], pd))
	}
	return out, nil
}

// RatingMonth is a month with ratings.
type RatingMonth struct {
	RatingMonth string `json:"month" doc:"yyyy-MM"`
	StartTime   string `json:"startTime"`
	EndTime     string `json:"endTime"`
	// Provisional is true for the current month.
	Provisional bool `json:"provisional"`
}

// RatingDates lists the months an organisation has ratings for.
type RatingDates struct {
	Organization string        `json:"organization"`
	Content      []RatingMonth `json:"content"`
}

// Dates answers the months with KPI data in the organisation's subtree,
// newest first.
func (s *Service) Dates(ctx context.Context, p *auth.Principal, orgName string) (*RatingDates, error) {
	o, err := s.org(ctx, p, orgName)
	if err != nil {
		return nil, err
	}
	var months []string
	if err := s.db.Select(ctx, &months, `SELECT DISTINCT substr(k.day, 1, 7) AS m FROM unit_kpis k JOIN chilling_units cu ON cu.id = k.unit_ref
		JOIN sites s ON s.id = cu.site_ref JOIN organizations so ON so.id = s.sub_org_id WHERE so.path LIKE ? ORDER BY m DESC`, o.Path+"%"); err != nil {
		return nil, apperr.Wrap(err, "analytics: months")
	}
	ans := &RatingDates{Organization: o.Name, Content: make([]RatingMonth, 0, len(months))}
	for _, m := range months {
		t, err := time.Parse("2006-01", m)
		if err != nil {
			continue
		}
		pd := Period{From: t.Format(time.DateOnly), To: t.AddDate(0, 1, -1).Format(time.DateOnly)}
		ans.Content = append(ans.Content, RatingMonth{RatingMonth: m, StartTime: pd.From, EndTime: pd.To, Provisional: s.provisional(pd, "Pacific/Kiritimati")})
	}
	return ans, nil
}

// RatingTreeNode is a node of the organisation rating tree: an organisation, a
// sub-organisation, a site or a unit, with the mean of its units' ratings.
type RatingTreeNode struct {
	Type             string            `json:"type" enum:"organization,site,chillingUnit"`
	Name             string            `json:"name"`
	SiteUUID         string            `json:"siteUuid,omitempty"`
	ChillingUnitUUID string            `json:"chillingUnitUuid,omitempty"`
	Rating           *float64          `json:"rating"`
	RatedUnits       int               `json:"ratedUnits"`
	Units            int               `json:"units"`
	Provisional      bool              `json:"provisional"`
	Children         []*RatingTreeNode `json:"children"`
	sum              float64
}

// RatingTree is an organisation's rating tree over a period.
type RatingTree struct {
	Organization string          `json:"organization"`
	StartTime    string          `json:"startTime"`
	EndTime      string          `json:"endTime"`
	Provisional  bool            `json:"provisional"`
	Content      *RatingTreeNode `json:"content"`
}

// Tree answers the organisation → sub-organisation → site → unit ratings
// over a period; a node's rating is the mean of its rated units'.
func (s *Service) Tree(ctx context.Context, p *auth.Principal, orgName, start, end string) (*RatingTree, error) {
	pd, err := ParsePeriod(start, end, "startTime", "endTime")
	if err != nil {
		return nil, err
	}
	o, err := s.org(ctx, p, orgName)
	if err != nil {
		return nil, err
	}
	var orgs []struct {
		ID     int64  `db:"id"`
		Name   string `db:"org_name"`
		Parent *int64 `db:"parent_id"`
		Path   string `db:"path"`
	}
	if err := s.db.Select(ctx, &orgs, `SELECT id, org_name, parent_id, path FROM organizations WHERE path LIKE ? ORDER BY org_name, id`, o.Path+"%"); err != nil {
		return nil, apperr.Wrap(err, "analytics: organisations")
	}
	us, err := s.unitsUnder(ctx, o.Path)
	if err != nil {
		return nil, err
	}
	rs, err := s.rateUnits(ctx, us, pd)
	if err != nil {
		return nil, err
	}
	nodes := map[int64]*RatingTreeNode{}
	for _, x := range orgs {
		nodes[x.ID] = &RatingTreeNode{Type: "organization", Name: x.Name, Children: []*RatingTreeNode{}}
	}
	for _, x := range orgs {
		if x.ID != o.ID && x.Parent != nil && nodes[*x.Parent] != nil {
			nodes[*x.Parent].Children = append(nodes[*x.Parent].Children, nodes[x.ID])
		}
	}
	sites := map[string]*RatingTreeNode{}
	for i, u := range us {
		sn := sites[u.SiteUUID]
		if sn == nil {
			sn = &RatingTreeNode{Type: "site", Name: u.SiteName, SiteUUID: u.SiteUUID, Children: []*RatingTreeNode{}}
			sites[u.SiteUUID] = sn
			if parent := nodes[u.OrgID]; parent != nil {
				parent.Children = append(parent.Children, sn)
			}
		}
		r := rs[i]
		name := u.BMCID
		if name == "" {
			name = u.Name
		}
		sn.Children = append(sn.Children, &RatingTreeNode{Type: "chillingUnit", Name: name, SiteUUID: u.SiteUUID, ChillingUnitUUID: u.UUID,
			Rating: r.Rating, Provisional: r.Provisional, Children: []*RatingTreeNode{}})
	}
	root := nodes[o.ID]
	total(root)
	return &RatingTree{Organization: o.Name, StartTime: pd.From, EndTime: pd.To, Provisional: root.Provisional, Content: root}, nil
}

// total sums a node's units and their ratings into its mean, bottom up;
// organisation children without any unit are dropped.
func total(n *RatingTreeNode) {
	if n.Type == "chillingUnit" {
		n.Units = 1
		if n.Rating != nil {
			n.RatedUnits, n.sum = 1, *n.Rating
		}
		return
	}
	kept := n.Children[:0]
	for _, c := range n.Children {
		total(c)
		if c.Units == 0 {
			continue
		}
		kept = append(kept, c)
		n.Units += c.Units
		n.RatedUnits += c.RatedUnits
		n.sum += c.sum
		n.Provisional = n.Provisional || c.Provisional
	}
	n.Children = kept
	if n.RatedUnits > 0 {
		r := round2(n.sum / float64(n.RatedUnits))
		n.Rating = &r
	}
}

// Template answers the rating template in force for an organisation.
func (s *Service) Template(ctx context.Context, p *auth.Principal, orgName string) (*RatingTemplate, error) {
	o, err := s.org(ctx, p, orgName)
	if err != nil {
		return nil, err
	}
	n, t, err := loadTemplate(ctx, s.db.R, o.Path)
	if err != nil {
		return nil, err
	}
	t.Organization, t.Root, t.Editable = o.Name, n, MayEditTemplate(p)
	return &t, nil
}

// MayEditTemplate reports whether the principal holds the 15 privileges
// the template needs (ALL_PRIVILEGE counts as the whole catalogue, as the
// console's uiPrivileges list it).
func MayEditTemplate(p *auth.Principal) bool {
	return p != nil && len(p.Privileges.UI()) >= TemplatePrivileges
}

// UpdateTemplate saves an organisation's own template: the caller needs
// 15 privileges; the tree must keep the attributes of the one in force and
// pass Validate.
func (s *Service) UpdateTemplate(ctx context.Context, p *auth.Principal, orgName string, root *RatingAttribute) (*RatingTemplate, error) {
	if !MayEditTemplate(p) {
		return nil, apperr.Forbidden("rating.template.privileges")
	}
	o, err := s.org(ctx, p, orgName)
	if err != nil {
		return nil, err
	}
	if err := Validate(root); err != nil {
		return nil, err
	}
	cur, _, err := loadTemplate(ctx, s.db.R, o.Path)
	if err != nil {
		return nil, err
	}
	if cur.shape() != root.shape() {
		return nil, apperr.Invalid("attributes", "rating.template.shape")
	}
	if err := saveTemplate(ctx, s.db, o.ID, root, p.UserName, s.now()); err != nil {
		return nil, err
	}
	return s.Template(ctx, p, o.Name)
}
