package api

import (
	"context"
	"net/http"

	"github.com/chillwatch/chillwatch/internal/analytics"
)

// analyticsBase prefixes the chart and rating calls (spec 03 §7).
const analyticsBase = Base + "/analyticService"

type chartDataInput struct {
	ChartID      string `query:"chartId" doc:"home_page_chart"`
	Order        string `query:"order" doc:"Top or Bottom"`
	Limit        string `query:"limit" doc:"one of the metadata's limits"`
	Attribute    string `query:"attribute" doc:"one of the metadata's attributes (ignored when ratingWise=true)"`
	RatingWise   string `query:"ratingWise" doc:"true: rank by the overall rating over the window"`
	FromDate     string `query:"fromDate" doc:"first site-local date, yyyy-MM-dd (default: 6 days before toDate)"`
	ToDate       string `query:"toDate" doc:"last site-local date, yyyy-MM-dd (default: today, UTC)"`
	Organization string `query:"organization" doc:"an organisation in the caller's scope (default: the caller's whole scope)"`
}

type chartMetaInput struct {
	ChartID string `path:"chartId" doc:"home_page_chart"`
}

type orgInput struct {
	Organization string `query:"organization" doc:"an organisation name in the caller's scope (default: the caller's own)"`
}

type orgPeriodInput struct {
	Organization string `query:"organization" doc:"an organisation name in the caller's scope (default: the caller's own)"`
	StartTime    string `query:"startTime" doc:"the first site-local date: yyyy-MM-dd, yyyy-MM (its first day), RFC 3339 or epoch ms"`
	EndTime      string `query:"endTime" doc:"the last site-local date (included): yyyy-MM-dd, yyyy-MM (its last day), RFC 3339 or epoch ms"`
}

type ratingDetailsInput struct {
	ChillingUnit string `path:"chillingUnitUuid" doc:"{a}: the chilling unit's uuid (or its customer BMC id)"`
	StartTime    string `path:"startTime" doc:"{b}: the first site-local date, yyyy-MM-dd (or yyyy-MM, RFC 3339, epoch ms)"`
	EndTime      string `path:"endTime" doc:"{c}: the last site-local date, included"`
}

// OverallRequest lists the units to rate.
type OverallRequest struct {
	Organization      string   `json:"organization,omitempty" doc:"used when no unit is listed: rate all its units"`
	ChillingUnitUUIDs []string `json:"chillingUnitUuids,omitempty" maxItems:"5000" doc:"the units (uuids or BMC ids); none: every unit of the organisation"`
}

type overallInput struct {
	StartTime string `path:"startTime" doc:"{a}: the first site-local date, yyyy-MM-dd"`
	EndTime   string `path:"endTime" doc:"{b}: the last site-local date, included"`
	Body      *OverallRequest
}

type templateUpdateInput struct {
	Organization string `query:"organization" doc:"the organisation saving its own template (default: the body's organization, else the caller's own)"`
	Body         *templateBody
}

// templateBody is what a template update takes: the whole attribute tree,
// or the answer of GET rating/attributes sent back whole, whose attributes
// are saved (its other fields are read-only but for organization).
type templateBody struct {
	analytics.RatingAttribute
	Attributes   *analytics.RatingAttribute `json:"attributes,omitempty" doc:"the tree, when the body is GET rating/attributes' answer"`
	Organization string                     `json:"organization,omitempty" doc:"the organisation, when the query names none"`
	Inherited    bool                       `json:"inherited,omitempty" readOnly:"true"`
	From         string                     `json:"from,omitempty" readOnly:"true"`
	UpdatedBy    string                     `json:"updatedBy,omitempty" readOnly:"true"`
	UpdatedAt    string                     `json:"updatedAt,omitempty" readOnly:"true"`
	Editable     bool                       `json:"editable,omitempty" readOnly:"true"`
}

// tree answers the attribute tree a template body carries, and the
// organisation it names.
func (b *templateBody) tree() (*analytics.RatingAttribute, string) {
	if b == nil {
		return nil, ""
	}
	if b.Attributes != nil {
		return b.Attributes, b.Organization
	}
	return &b.RatingAttribute, b.Organization
}

// analyticsRoutes serves the top-N chart, the ratings and the rating
// template (docs/analytics.md).
func (s *Server) analyticsRoutes() {
	const tag = "analytics"
	register(s, s.op(http.MethodGet, analyticsBase+"/chart/getChartData", "getChartData",
		"The top or bottom chilling units by a KPI over a window (default the last 7 days)", tag), s.getChartData)
	register(s, s.op(http.MethodGet, analyticsBase+"/metaData/chart/getMetaData/{chartId}", "getChartMetaData",
		"A chart's choices: limits, attributes (with their units), orders and defaults", tag), s.getChartMetaData)
	register(s, s.op(http.MethodGet, analyticsBase+"/orgRating/dates", "orgRatingDates",
		"The months an organisation has ratings for, newest first (the current one provisional)", tag), s.orgRatingDates)
	register(s, s.op(http.MethodGet, analyticsBase+"/orgRating/tree", "orgRatingTree",
		"The organisation → sub-organisation → site → unit ratings over a period", tag), s.orgRatingTree)
	register(s, s.op(http.MethodGet, analyticsBase+"/rating/ratingDetails/{chillingUnitUuid}/{startTime}/{endTime}", "ratingDetails",
		"A unit's rating through its organisation's attribute tree over a period", tag), s.ratingDetails)
	register(s, s.op(http.MethodPost, analyticsBase+"/rating/overallRating/{startTime}/{endTime}", "overallRating",
		"The overall ratings of units over a period", tag), s.overallRating)
	register(s, s.op(http.MethodGet, analyticsBase+"/rating/attributes", "ratingAttributes",
		"The rating template (weighted attribute tree) in force for an organisation", tag), s.ratingAttributes)
	register(s, s.op(http.MethodPut, analyticsBase+"/rating/attributes/update", "updateRatingAttributes",
		"Save an organisation's own rating template: at least 15 privileges; every level's weightages sum to 100", tag), s.updateRatingAttributes)
}

func (s *Server) getChartData(ctx context.Context, in *chartDataInput) (*out[*analytics.ChartData], error) {
	return reply(s.Analytics.Chart(ctx, principal(ctx), analytics.ChartQuery{ChartID: in.ChartID, Order: in.Order, Limit: in.Limit,
		Attribute: in.Attribute, RatingWise: in.RatingWise, FromDate: in.FromDate, ToDate: in.ToDate, Organization: in.Organization}))
}

func (s *Server) getChartMetaData(_ context.Context, in *chartMetaInput) (*out[*analytics.ChartMeta], error) {
	return reply(analytics.Meta(in.ChartID))
}

func (s *Server) orgRatingDates(ctx context.Context, in *orgInput) (*out[*analytics.RatingDates], error) {
	return reply(s.Analytics.Dates(ctx, principal(ctx), in.Organization))
}

func (s *Server) orgRatingTree(ctx context.Context, in *orgPeriodInput) (*out[*analytics.RatingTree], error) {
	return reply(s.Analytics.Tree(ctx, principal(ctx), in.Organization, in.StartTime, in.EndTime))
}

func (s *Server) ratingDetails(ctx context.Context, in *ratingDetailsInput) (*out[*analytics.UnitRating], error) {
	return reply(s.Analytics.Details(ctx, principal(ctx), in.ChillingUnit, in.StartTime, in.EndTime))
}

func (s *Server) overallRating(ctx context.Context, in *overallInput) (*out[*analytics.OverallRatings], error) {
	var body OverallRequest
	if in.Body != nil {
		body = *in.Body
	}
	return reply(s.Analytics.Overall(ctx, principal(ctx), body.Organization, body.ChillingUnitUUIDs, in.StartTime, in.EndTime))
}

func (s *Server) ratingAttributes(ctx context.Context, in *orgInput) (*out[*analytics.RatingTemplate], error) {
	return reply(s.Analytics.Template(ctx, principal(ctx), in.Organization))
}

// updateRatingAttributes saves the template's tree for the organisation
// the query names, else the one the body names, else the caller's own.
func (s *Server) updateRatingAttributes(ctx context.Context, in *templateUpdateInput) (*out[*analytics.RatingTemplate], error) {
	root, org := in.Body.tree()
	if in.Organization != "" {
		org = in.Organization
	}
	return reply(s.Analytics.UpdateTemplate(ctx, principal(ctx), org, root))
}
