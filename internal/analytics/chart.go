package analytics

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

// HomePageChart is the dashboard chart's id (spec 03 §7).
const HomePageChart = "home_page_chart"

// The chart's choices and defaults (spec 03 §2).
var (
	ChartLimits = []int{5, 10, 15, 20, 25, 50}
	ChartOrders = []string{"Top", "Bottom"}
)

// The chart's defaults (spec 03 §2).
const (
	DefaultOrder     = "Top"
	DefaultLimit     = 10
	DefaultAttribute = "By Chilling Utilization"
	// InitialAttribute is the attribute of the dashboard's first load.
	InitialAttribute = "By Chilling Duration"
	// ChartDays is the default window: the last 7 days, today included.
	ChartDays = 7
)

// ChartMeta is the chart's metadata: the choices of its form.
type ChartMeta struct {
	ChartID          string            `json:"chartId"`
	Limits           []int             `json:"limits"`
	Attributes       []string          `json:"attributes"`
	Orders           []string          `json:"orders"`
	Units            map[string]string `json:"units" doc:"each attribute's unit: %, s (a duration), count"`
	DefaultOrder     string            `json:"defaultOrder"`
	DefaultLimit     int               `json:"defaultLimit"`
	DefaultAttribute string            `json:"defaultAttribute"`
	InitialAttribute string            `json:"initialAttribute"`
}

// Meta answers a chart's metadata.
func Meta(chartID string) (*ChartMeta, error) {
	if chartID != HomePageChart {
		return nil, apperr.NotFound("chart")
	}
	m := &ChartMeta{ChartID: chartID, Limits: ChartLimits, Orders: ChartOrders, Units: map[string]string{},
		DefaultOrder: DefaultOrder, DefaultLimit: DefaultLimit, DefaultAttribute: DefaultAttribute, InitialAttribute: InitialAttribute}
	for _, k := range KPIs {
		if k.Attribute != "" {
			m.Attributes = append(m.Attributes, k.Attribute)
			m.Units[k.Attribute] = k.Unit
		}
	}
	return m, nil
}

// ChartQuery is a getChartData call.
type ChartQuery struct {
	ChartID, Order, Limit, Attribute, RatingWise, FromDate, ToDate, Organization string
}

// ChartPoint is a unit's bar.
type ChartPoint struct {
	Rank             int     `json:"rank"`
	ChillingUnitUUID string  `json:"chillingUnitUuid"`
	ChillingUnitID   string  `json:"chillingUnitId"`
	ChillingUnitName string  `json:"chillingUnitName"`
	SiteUUID         string  `json:"siteUuid"`
	SiteName         string  `json:"siteName"`
	Value            float64 `json:"value"`
}

// ChartData is a getChartData answer.
type ChartData struct {
	ChartID    string       `json:"chartId"`
	Order      string       `json:"order"`
	Limit      int          `json:"limit"`
	Attribute  string       `json:"attribute"`
	RatingWise bool         `json:"ratingWise"`
	Unit       string       `json:"unit" doc:"%, s (seconds: the console writes h m s), count, or rating (0–5)"`
	FromDate   string       `json:"fromDate"`
	ToDate     string       `json:"toDate"`
	Content    []ChartPoint `json:"content"`
}

// validate checks a chart query: each error names its field with the
// Analytics Graph form's message.
func (q ChartQuery) validate(now time.Time) (ChartData, KPI, error) {
	var v apperr.Validator
	d := ChartData{ChartID: q.ChartID, Order: q.Order, Attribute: q.Attribute, Content: []ChartPoint{}}
	if q.ChartID != HomePageChart {
		return d, KPI{}, apperr.NotFound("chart")
	}
	if v.Required("order", q.Order, "chart.order.required") {
		v.Check(slices.Contains(ChartOrders, q.Order), "order", "chart.order.invalid")
	}
	if v.Required("limit", q.Limit, "chart.limit.required") {
		n, err := strconv.Atoi(strings.TrimSpace(q.Limit))
		d.Limit = n
		v.Check(err == nil && slices.Contains(ChartLimits, n), "limit", "chart.limit.invalid")
	}
	switch strings.ToLower(strings.TrimSpace(q.RatingWise)) {
	case "", "false":
	case "true":
		d.RatingWise = true
	default:
		v.Add("ratingWise", "chart.ratingWise.invalid")
	}
	var k KPI
	if !d.RatingWise && v.Required("attribute", q.Attribute, "chart.attribute.required") {
		var ok bool
		k, ok = kpiByAttribute(q.Attribute)
		v.Check(ok, "attribute", "chart.attribute.invalid")
	}
	to := now.UTC()
	if q.ToDate != "" {
		t, ok := parseDate(q.ToDate, true)
		if v.Check(ok, "toDate", "analytics.period.format") {
			to = t
		}
	}
	from := to.AddDate(0, 0, -(ChartDays - 1))
	if q.FromDate != "" {
		t, ok := parseDate(q.FromDate, false)
		if v.Check(ok, "fromDate", "analytics.period.format") {
			from = t
		}
	}
	if !v.Has("fromDate") && !v.Has("toDate") && v.Ordered(!to.Before(from), "fromDate", "toDate") {
		v.Check(to.Sub(from) <= 366*24*time.Hour, "toDate", "analytics.period.span")
	}
	d.FromDate, d.ToDate = from.Format(time.DateOnly), to.Format(time.DateOnly)
	if d.RatingWise {
		d.Unit = "rating"
	} else {
		d.Unit = k.Unit
	}
	return d, k, v.Err()
}

// Chart answers the top or bottom units of the caller's scope (or the
// named organisation) by an attribute over the window (default the last 7
// days, today included); units without a value are left out, ties go by
// BMC id.
func (s *Service) Chart(ctx context.Context, p *auth.Principal, q ChartQuery) (*ChartData, error) {
	d, k, err := q.validate(s.now())
	if err != nil {
		return nil, err
	}
	path := p.ScopePath
	if q.Organization != "" || path == "" {
		o, err := s.org(ctx, p, q.Organization)
		if err != nil {
			return nil, err
		}
		path = o.Path
	}
	if p.Platform && q.Organization == "" {
		path = "/"
	}
	type scored struct {
		ref int64
		v   float64
	}
	var vals []scored
	if d.RatingWise {
		us, err := s.unitsUnder(ctx, path)
		if err != nil {
			return nil, err
		}
		rs, err := s.rateUnits(ctx, us, Period{From: d.FromDate, To: d.ToDate})
		if err != nil {
			return nil, err
		}
		for i, r := range rs {
			if r.Rating != nil {
				vals = append(vals, scored{us[i].Ref, *r.Rating})
			}
		}
	} else {
		ts, err := s.totalsUnder(ctx, path, d.FromDate, d.ToDate, k.needs...)
		if err != nil {
			return nil, err
		}
		for i := range ts {
			if v, ok := k.Value(&ts[i]); ok {
				vals = append(vals, scored{ts[i].UnitRef, round2(v)})
			}
		}
	}
	// Rank by value, then load the names of the first limit units and of
	// those tied with the last of them only (ties go by BMC id).
	slices.SortFunc(vals, func(a, b scored) int {
		switch {
		case a.v == b.v:
			return 0
		case (a.v > b.v) == (d.Order == "Top"):
			return -1
		}
		return 1
	})
	cut := min(len(vals), d.Limit)
	for cut > 0 && cut < len(vals) && vals[cut].v == vals[cut-1].v {
		cut++
	}
	vals = vals[:cut]
	refs := make([]int64, len(vals))
	for i, x := range vals {
		refs[i] = x.ref
	}
	names, err := s.unitNames(ctx, refs)
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(vals, func(a, b scored) int {
		if a.v != b.v {
			if (a.v > b.v) == (d.Order == "Top") {
				return -1
			}
			return 1
		}
		return strings.Compare(names[a.ref].BMCID+names[a.ref].UUID, names[b.ref].BMCID+names[b.ref].UUID)
	})
	for i, x := range vals[:min(len(vals), d.Limit)] {
		u := names[x.ref]
		d.Content = append(d.Content, ChartPoint{Rank: i + 1, ChillingUnitUUID: u.UUID, ChillingUnitID: u.BMCID, ChillingUnitName: u.Name,
			SiteUUID: u.SiteUUID, SiteName: u.SiteName, Value: x.v})
	}
	return &d, nil
}

// unitNames loads the named units.
func (s *Service) unitNames(ctx context.Context, refs []int64) (map[int64]unitRow, error) {
	out := map[int64]unitRow{}
	for len(refs) > 0 {
		n := min(len(refs), 1000)
		var us []unitRow
		q, args, err := sqlxIn(unitSelect+` WHERE cu.id IN (?)`, refs[:n])
		if err != nil {
			return nil, err
		}
		if err := s.db.Select(ctx, &us, q, args...); err != nil {
			return nil, apperr.Wrap(err, "analytics: unit names")
		}
		for _, u := range us {
			out[u.Ref] = u
		}
		refs = refs[n:]
	}
	return out, nil
}
