package api

import (
	"context"
	"net/http"
	"strconv"

	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// The monitoring calls of docs/monitoring.md: thin decoding over the
// dashboard service.

const monitorTag = "monitoring"

// monitorBase prefixes the dashboard, BMC state and alert calls.
const monitorBase = Base + "/chillingUnitService"

// WindowKeys are the window of a monitoring call.
type WindowKeys struct {
	Hour        string `query:"hour" doc:"the window in hours, 0–120, default 24; 0 is since the start of the current date (in currentDate's offset, else UTC)"`
	Hours       string `query:"hours" doc:"the same as hour"`
	CurrentDate string `query:"currentDate" doc:"the window's end: RFC 3339, a date (its end, UTC) or epoch ms; default now"`
}

// PageKeys are the paging of a monitoring list.
type PageKeys struct {
	PagingState string `query:"pagingState" doc:"zero-based page number; empty is 0"`
	PageSize    string `query:"pageSize" doc:"1–5000, default 500"`
}

// FilterKeys restrict a list to sites and units.
type FilterKeys struct {
	Sites         string `query:"sites" maxLength:"200000" doc:"comma list of site uuids; another organisation's site answers 404"`
	ChillingUnits string `query:"chillingUnits" maxLength:"200000" doc:"comma list of chilling unit uuids; another organisation's unit answers 404"`
}

func (w WindowKeys) params() dashboard.Params {
	p := dashboard.Params{Hours: w.Hour, HoursField: "hour", CurrentDate: w.CurrentDate}
	if w.Hour == "" && w.Hours != "" {
		p.Hours, p.HoursField = w.Hours, "hours"
	}
	return p
}

// listParams merges the keys of a list call.
func listParams(w WindowKeys, pg PageKeys, f FilterKeys) dashboard.Params {
	p := w.params()
	p.PagingState, p.PageSize = pg.PagingState, pg.PageSize
	p.Sites, p.Units = dashboard.SplitList(f.Sites), dashboard.SplitList(f.ChillingUnits)
	return p
}

// StatesQuery is a BMC state list call.
type StatesQuery struct {
	WindowKeys
	PageKeys
	FilterKeys
	ChillingUnitStates string `query:"chillingUnitStates" maxLength:"1024" doc:"comma list: chilled, chilling, under chilled, out of service, power off, others, no_data (out of service or power off), livedata (neither) or ALL (the default)"`
	ToExclude          bool   `query:"toExclude" doc:"list every unit not matching the states"`
}

type statePath struct {
	StatesQuery
	State string `path:"state" doc:"a state selector, as chillingUnitStates"`
}

func (q StatesQuery) selection(field, states string) dashboard.Selection {
	return dashboard.Selection{Selectors: states, Field: field, Exclude: q.ToExclude}
}

// lang is the caller's language for messages and display names.
func lang(ctx context.Context) string { return clientOf(ctx).lang }

// volumeGraphQuery is the dates of the overall volume graph.
type volumeGraphQuery struct {
	StartDate string `query:"startDate" doc:"YYYY-MM-DD, the sites' dates; default 29 days before endDate"`
	EndDate   string `query:"endDate" doc:"YYYY-MM-DD; default today (UTC)"`
}

func (s *Server) monitorRoutes() {
	register(s, s.op(http.MethodGet, monitorBase+"/sites/aggregated/statusCount", "statusCount",
		"The dashboard's BMC status and live data tiles: the caller's sites and units, and the units by state", monitorTag), s.statusCount)
	register(s, s.op(http.MethodGet, monitorBase+"/sites/chillingUnits/chillingState", "chillingState",
		"A page of the BMC state table, by site name then BMC id, with the window's info and critical counts", monitorTag), s.chillingState)
	register(s, s.op(http.MethodGet, monitorBase+"/sites/chillingUnits/chillingStateOnly", "chillingStateOnly",
		"A page of the BMC state table without the counts", monitorTag), s.chillingStateOnly)
	register(s, s.op(http.MethodGet, monitorBase+"/sites/chillingUnits/{state}", "chillingStateByPath",
		"A page of the BMC state table for the state in the path", monitorTag), s.chillingStateByPath)
	register(s, s.op(http.MethodGet, monitorBase+"/sites/chillingUnits/chillingUnitAlerts", "chillingUnitAlerts",
		"A page of the window's info and critical counts of the selected units", monitorTag), s.chillingUnitAlerts)
	s.alertRoutes()
	register(s, s.op(http.MethodGet, monitorBase+"/data/overallVolumeGraph", "overallVolumeGraph",
		"The milk chilled per site date across the caller's units (the chilling sessions' maximum volumes)", monitorTag), s.overallVolumeGraph)
	register(s, s.op(http.MethodGet, monitorBase+"/data/overallVolumeGraphToday", "overallVolumeGraphToday",
		"For each hour of today (UTC), the milk in all the caller's tanks", monitorTag), s.overallVolumeGraphToday)
}

func (s *Server) statusCount(ctx context.Context, in *WindowKeys) (*out[*dashboard.StatusCount], error) {
	return reply(s.Dashboard.StatusCount(ctx, principal(ctx), in.params()))
}

// chillingState answers a page of the BMC state table with the counts.
func (s *Server) chillingState(ctx context.Context, in *StatesQuery) (*out[paging.Page[dashboard.UnitState]], error) {
	return s.unitStates(ctx, in, true)
}

// chillingStateOnly answers a page of the BMC state table without the counts.
func (s *Server) chillingStateOnly(ctx context.Context, in *StatesQuery) (*out[paging.Page[dashboard.UnitState]], error) {
	return s.unitStates(ctx, in, false)
}

func (s *Server) unitStates(ctx context.Context, in *StatesQuery, withCounts bool) (*out[paging.Page[dashboard.UnitState]], error) {
	return reply(s.Dashboard.UnitStates(ctx, principal(ctx), listParams(in.WindowKeys, in.PageKeys, in.FilterKeys),
		in.selection("chillingUnitStates", in.ChillingUnitStates), withCounts))
}

func (s *Server) chillingStateByPath(ctx context.Context, in *statePath) (*out[paging.Page[dashboard.UnitState]], error) {
	return reply(s.Dashboard.UnitStates(ctx, principal(ctx), listParams(in.WindowKeys, in.PageKeys, in.FilterKeys),
		in.selection("state", in.State), true))
}

func (s *Server) chillingUnitAlerts(ctx context.Context, in *StatesQuery) (*out[paging.Page[dashboard.UnitAlertCounts]], error) {
	return reply(s.Dashboard.UnitAlertCounts(ctx, principal(ctx), listParams(in.WindowKeys, in.PageKeys, in.FilterKeys),
		in.selection("chillingUnitStates", in.ChillingUnitStates)))
}

func (s *Server) overallVolumeGraph(ctx context.Context, in *volumeGraphQuery) (*out[*dashboard.VolumeGraph], error) {
	return reply(s.Dashboard.OverallVolume(ctx, principal(ctx), in.StartDate, in.EndDate))
}

func (s *Server) overallVolumeGraphToday(ctx context.Context, _ *struct{}) (*out[*dashboard.VolumeToday], error) {
	return reply(s.Dashboard.OverallVolumeToday(ctx, principal(ctx)))
}

// AlertsQuery is the selected alerts call.
type AlertsQuery struct {
	WindowKeys
	PageKeys
	FilterKeys
	AlertTypes string `query:"alertTypes" maxLength:"4096" doc:"comma list of alert types, or Critical Alerts, Info Alerts, All Alerts (the default)"`
	ToExclude  bool   `query:"toExclude" doc:"every critical type but those listed (the card's Other Critical Alerts); listed groups keep their types but those listed"`
}

// MaxSearchPage is the alert search's largest page: the console asks for
// every alert of its dates at once (spec 03 §9).
const MaxSearchPage = 100_000

// AlertSearchBody is the body of the alert search.
type AlertSearchBody struct {
	AlertTypes        []string `json:"alertTypes" doc:"alert types, or Critical Alerts, Info Alerts, All Alerts (the default)"`
	ChillingUnitUuids []string `json:"chillingUnitUuids"`
	SiteUuids         []string `json:"siteUuids"`
	PagingState       string   `json:"pagingState" doc:"zero-based page number; empty is 0"`
	PageSize          *int     `json:"pageSize" doc:"1–100000, default 500"`
	PagingSize        *int     `json:"pagingSize" doc:"the same as pageSize (the console sends 100000)"`
	Hour              *int     `json:"hour" doc:"the window in hours, 0–120, default 24"`
	CurrentDate       string   `json:"currentDate" doc:"the window's end: RFC 3339, a date or epoch ms; default now"`
	StartDate         string   `json:"startDate" doc:"replaces the window's start: RFC 3339, a date or epoch ms"`
	EndDate           string   `json:"endDate" doc:"replaces the window's end"`
	ToExclude         bool     `json:"toExclude"`
	Status            string   `json:"status" doc:"active, cleared, acknowledged or unacknowledged (critical alerts only)"`
}

// TypedAlertsBody is the body of the temperature and volume alert calls.
type TypedAlertsBody struct {
	ChillingUnitUuids []string `json:"chillingUnitUuids"`
	SiteUuids         []string `json:"siteUuids"`
	PagingState       string   `json:"pagingState"`
	PageSize          *int     `json:"pageSize" doc:"1–5000, default 500"`
	StartDate         string   `json:"startDate" doc:"RFC 3339, a date or epoch ms; default 24 hours before endDate"`
	EndDate           string   `json:"endDate" doc:"default now"`
	ToExclude         bool     `json:"toExclude" doc:"every alert outside the call's set instead"`
}

// AlertPath names an alert.
type AlertPath struct {
	AlertID string `path:"alertId" doc:"a critical alert's or an info event's alertId"`
}

// SearchAnswer is the alert search's page: content.RESULT and content.PAGING.
type SearchAnswer struct {
	Content SearchContent `json:"content"`
}

// SearchContent holds a search's rows and paging.
type SearchContent struct {
	Result []dashboard.Alert `json:"RESULT"`
	Paging paging.Info       `json:"PAGING"`
}

func searchAnswer(p paging.Page[dashboard.Alert], err error) (*out[SearchAnswer], error) {
	if err != nil {
		return nil, err
	}
	return &out[SearchAnswer]{Body: SearchAnswer{Content: SearchContent{Result: p.Content, Paging: p.PageInfo}}}, nil
}

// intKey writes an optional number key as the dashboard reads it.
func intKey(v *int) string {
	if v == nil {
		return ""
	}
	return strconv.Itoa(*v)
}

func (b AlertSearchBody) search(ctx context.Context) dashboard.AlertSearch {
	p := dashboard.Params{Hours: intKey(b.Hour), HoursField: "hour", CurrentDate: b.CurrentDate, StartDate: b.StartDate, EndDate: b.EndDate,
		PagingState: b.PagingState, PageSize: intKey(b.PageSize), PageSizeField: "pageSize", MaxPageSize: MaxSearchPage,
		Sites: b.SiteUuids, Units: b.ChillingUnitUuids}
	if b.PageSize == nil && b.PagingSize != nil {
		p.PageSize, p.PageSizeField = intKey(b.PagingSize), "pagingSize"
	}
	return dashboard.AlertSearch{Params: p, Types: dashboard.Types{Names: b.AlertTypes, Exclude: b.ToExclude},
		Status: b.Status, Lang: lang(ctx)}
}

// siteAlertsQuery is the window and paging of the site alerts list.
type siteAlertsQuery struct {
	WindowKeys
	PageKeys
}

// acknowledgeAlertInput is an acknowledgement's comment. Its body keeps
// the schema name AcknowledgeAlertRequest it had as an anonymous type.
type acknowledgeAlertInput struct {
	AlertPath
	Body acknowledgeAlertRequest
}

type acknowledgeAlertRequest struct {
	Comment string `json:"comment" doc:"up to 500 characters"`
}

func (s *Server) alertRoutes() {
	register(s, s.op(http.MethodGet, monitorBase+"/sites/aggregated/alertsCount", "alertsCount",
		"The dashboard's alerts tile: the window's critical alerts raised and info events, by type, and the critical categories, most first", monitorTag), s.alertsCount)
	register(s, s.op(http.MethodGet, monitorBase+"/sites/aggregated/alerts", "siteAlerts",
		"A page of the caller's sites with the window's counts, most critical first", monitorTag), s.siteAlerts)
	register(s, s.op(http.MethodGet, monitorBase+"/sites/chillingunit/selected/alerts", "selectedAlerts",
		"A page of the window's alerts of the selected types, newest first", monitorTag), s.selectedAlerts)
	register(s, s.op(http.MethodPost, monitorBase+"/sites/chillingunit/search/alerts", "searchAlerts",
		"Search alerts by type, unit, site, window or dates and status, newest first", monitorTag), s.searchAlerts)
	register(s, s.op(http.MethodPost, monitorBase+"/sites/chillingunit/temp/alerts", "temperatureAlerts",
		"A page of the temperature alerts and events (milk under-cooled, lifted under-cooled, over-chilled, TSS check, chilling started and completed)", monitorTag), s.temperatureAlerts)
	register(s, s.op(http.MethodPost, monitorBase+"/sites/chillingunit/volume/alerts", "volumeAlerts",
		"A page of the volume alerts and events (milk lifted, lifted under-cooled, CIP not done, CIP detected)", monitorTag), s.volumeAlerts)
	register(s, s.op(http.MethodGet, monitorBase+"/alerts/{alertId}", "alert",
		"An alert with its raises, escalations and clear (an info event has none)", monitorTag), s.alert)
	register(s, s.op(http.MethodPost, monitorBase+"/alerts/{alertId}/acknowledge", "acknowledgeAlert",
		"Acknowledge a critical alert with a comment; a second acknowledgement answers 409, an info event 404", monitorTag), s.acknowledgeAlert)
}

func (s *Server) alertsCount(ctx context.Context, in *WindowKeys) (*out[*dashboard.AlertsCount], error) {
	return reply(s.Dashboard.AlertsCount(ctx, principal(ctx), in.params(), lang(ctx)))
}

func (s *Server) siteAlerts(ctx context.Context, in *siteAlertsQuery) (*out[paging.Page[dashboard.SiteAlerts]], error) {
	return reply(s.Dashboard.SiteAlerts(ctx, principal(ctx), listParams(in.WindowKeys, in.PageKeys, FilterKeys{})))
}

func (s *Server) selectedAlerts(ctx context.Context, in *AlertsQuery) (*out[paging.Page[dashboard.Alert]], error) {
	return reply(s.Dashboard.Alerts(ctx, principal(ctx), dashboard.AlertSearch{
		Params: listParams(in.WindowKeys, in.PageKeys, in.FilterKeys),
		Types:  dashboard.Types{Names: dashboard.SplitList(in.AlertTypes), Exclude: in.ToExclude}, Lang: lang(ctx)}))
}

func (s *Server) searchAlerts(ctx context.Context, in *struct{ Body AlertSearchBody }) (*out[SearchAnswer], error) {
	return searchAnswer(s.Dashboard.Alerts(ctx, principal(ctx), in.Body.search(ctx)))
}

// temperatureAlerts answers a page of the temperature alerts and events.
func (s *Server) temperatureAlerts(ctx context.Context, in *struct{ Body TypedAlertsBody }) (*out[SearchAnswer], error) {
	return s.typedAlerts(ctx, in.Body, dashboard.TemperatureTypes)
}

// volumeAlerts answers a page of the volume alerts and events.
func (s *Server) volumeAlerts(ctx context.Context, in *struct{ Body TypedAlertsBody }) (*out[SearchAnswer], error) {
	return s.typedAlerts(ctx, in.Body, dashboard.VolumeTypes)
}

// typedAlerts answers a page of the alerts of the given types (or, with
// toExclude, of every other type).
func (s *Server) typedAlerts(ctx context.Context, b TypedAlertsBody, names []string) (*out[SearchAnswer], error) {
	types := dashboard.Types{Names: names}
	if b.ToExclude {
		types = dashboard.Types{Names: names, Exclude: true, Base: dashboard.AllTypes()}
	}
	return searchAnswer(s.Dashboard.Alerts(ctx, principal(ctx), dashboard.AlertSearch{Params: dashboard.Params{
		StartDate: b.StartDate, EndDate: b.EndDate, PagingState: b.PagingState, PageSize: intKey(b.PageSize),
		Sites: b.SiteUuids, Units: b.ChillingUnitUuids}, Types: types, Lang: lang(ctx)}))
}

func (s *Server) alert(ctx context.Context, in *AlertPath) (*out[*dashboard.AlertDetail], error) {
	return reply(s.Dashboard.AlertByID(ctx, principal(ctx), in.AlertID, lang(ctx)))
}

func (s *Server) acknowledgeAlert(ctx context.Context, in *acknowledgeAlertInput) (*out[*dashboard.AlertDetail], error) {
	return reply(s.Dashboard.Acknowledge(ctx, principal(ctx), in.AlertID, in.Body.Comment, lang(ctx)))
}
