package dashboard

import (
	"context"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// The unit states (the engine's names) and the selectors of the state
// calls.
const (
	StateChilled      = "chilled"
	StateChilling     = "chilling"
	StateUnderChilled = "under chilled"
	StateOutOfService = "out of service"
	StatePowerOff     = "power off"
	StateOthers       = "others"

	SelectAll      = "ALL"
	SelectNoData   = "no_data"
	SelectLiveData = "livedata"
)

// stateExpr is a unit's state: a unit that never reported (no status row,
// or the engine's "unknown") is out of service.
const stateExpr = `(CASE WHEN us.unit_ref IS NULL OR us.state = 'unknown' THEN 'out of service' ELSE us.state END)`

// named are the states a selector names, others being every other.
var named = []string{StateChilled, StateChilling, StateUnderChilled, StateOutOfService, StatePowerOff}

// Selection is which units a state call lists.
type Selection struct {
	// Selectors are state names, ALL, no_data, livedata or others, any of
	// which selects a unit (Field names them in errors).
	Selectors string
	Field     string
	// Exclude selects every unit not matching instead; ALL stays every unit.
	Exclude bool
}

// condition is the SQL condition of a selection (constants only).
func (sel Selection) condition() (string, error) {
	field := sel.Field
	if field == "" {
		field = "chillingUnitStates"
	}
	list := SplitList(sel.Selectors)
	if len(list) == 0 {
		list = []string{SelectAll}
	}
	var parts []string
	all := false
	quoted := func(states ...string) string { return "'" + strings.Join(states, "', '") + "'" }
	for _, raw := range list {
		switch normalState(raw) {
		case "all":
			all = true
		case SelectNoData:
			parts = append(parts, stateExpr+" IN ("+quoted(StateOutOfService, StatePowerOff)+")")
		case SelectLiveData:
			parts = append(parts, stateExpr+" NOT IN ("+quoted(StateOutOfService, StatePowerOff)+")")
		case StateOthers:
			parts = append(parts, stateExpr+" NOT IN ("+quoted(named...)+")")
		case StateChilled, StateChilling, StateUnderChilled, StateOutOfService, StatePowerOff:
			parts = append(parts, stateExpr+" = "+quoted(normalState(raw)))
		default:
			return "", apperr.Invalid(field, "monitor.states")
		}
	}
	if all {
		// ALL is every unit, with toExclude too (the dashboard's call
		// sends both), as "All Alerts" is every alert.
		return "1 = 1", nil
	}
	cond := "(" + strings.Join(parts, " OR ") + ")"
	if sel.Exclude {
		cond = "NOT " + cond
	}
	return cond, nil
}

// normalState reads a selector case aside, with "_" for spaces.
func normalState(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	switch strings.ReplaceAll(s, " ", "_") {
	case "no_data", "nodata":
		return SelectNoData
	case "livedata", "live_data":
		return SelectLiveData
	}
	return strings.ReplaceAll(s, "_", " ")
}

// StatusCount is the dashboard's BMC status and live data tiles.
type StatusCount struct {
	TotalSites         int            `json:"totalSites"`
	TotalChillingUnits int            `json:"totalChillingUnits"`
	LiveData           LiveData       `json:"liveData"`
	StatusCount        map[string]int `json:"statusCount" doc:"units by state: chilled, chilling, under chilled, no_data (out of service or power off), others, out of service, power off"`
	CurrentStateCount  map[string]int `json:"currentStateCount" doc:"units by current state (COOLED, CHILLING, UNDER_COOLED, NO_DATA, POWER_OFF, CLEANING, EMPTY, LOW_VOLUME, NO_READING; every name present): what each category holds"`
}

// LiveData is the units reporting: not out of service nor powered off.
type LiveData struct {
	Count      int     `json:"count"`
	Percentage float64 `json:"percentage" doc:"live units / all units × 100, rounded to 2 decimals"`
}

// StatusCount counts the caller's sites and units, and the units by
// state, in one grouped query (a unit without status is out of service).
// The hours key is checked; the states are the current ones.
func (s *Service) StatusCount(ctx context.Context, p *auth.Principal, in Params) (*StatusCount, error) {
	var v apperr.Validator
	s.window(&v, in)
	if err := v.Err(); err != nil {
		return nil, err
	}
	var rows []struct {
		Sites   int     `db:"sites"`
		State   *string `db:"state"`
		Current string  `db:"current"`
		N       int     `db:"n"`
	}
	arg := scopeArg(p)
	if err := s.db.Select(ctx, &rows, `SELECT (SELECT COUNT(*) FROM sites s JOIN organizations so ON so.id = s.sub_org_id WHERE`+inScope+`) AS sites,
		us.state, `+currentStateExpr+` AS current, COUNT(cu.id) AS n FROM sites s JOIN organizations so ON so.id = s.sub_org_id
		LEFT JOIN chilling_units cu ON cu.site_ref = s.id LEFT JOIN unit_status us ON us.unit_ref = cu.id
		WHERE`+inScope+` GROUP BY us.state, `+currentStateExpr, arg, arg); err != nil {
		return nil, apperr.Wrap(err, "dashboard: status count")
	}
	var r struct{ Sites, Units, Chilled, Chilling, UnderChilled, OutOfService, PowerOff int }
	current := map[string]int{}
	for _, c := range CurrentStates {
		current[c.Name] = 0
	}
	for _, row := range rows {
		if row.N > 0 {
			current[row.Current] += row.N
		}
		r.Sites, r.Units = row.Sites, r.Units+row.N
		state := StateOutOfService
		if row.State != nil && *row.State != "unknown" {
			state = *row.State
		}
		switch state {
		case StateChilled:
			r.Chilled += row.N
		case StateChilling:
			r.Chilling += row.N
		case StateUnderChilled:
			r.UnderChilled += row.N
		case StateOutOfService:
			r.OutOfService += row.N
		case StatePowerOff:
			r.PowerOff += row.N
		}
	}
	noData := r.OutOfService + r.PowerOff
	out := &StatusCount{TotalSites: r.Sites, TotalChillingUnits: r.Units, StatusCount: map[string]int{
		StateChilled: r.Chilled, StateChilling: r.Chilling, StateUnderChilled: r.UnderChilled, SelectNoData: noData,
		StateOthers:       r.Units - r.Chilled - r.Chilling - r.UnderChilled - noData,
		StateOutOfService: r.OutOfService, StatePowerOff: r.PowerOff,
	}, CurrentStateCount: current}
	out.LiveData.Count = r.Units - noData
	if r.Units > 0 {
		out.LiveData.Percentage = math.Round(float64(out.LiveData.Count)*10000/float64(r.Units)) / 100
	}
	return out, nil
}

// UnitState is a row of the BMC state table.
type UnitState struct {
	ChillingUnitID      string     `json:"chillingUnitId"`
	ChillingUnitUUID    string     `json:"chillingUnitUUID"`
	ChillingUnitName    string     `json:"chillingUnitName"`
	SiteName            string     `json:"siteName"`
	SiteID              string     `json:"siteId"`
	SiteUUID            string     `json:"siteUuid"`
	ZoneID              string     `json:"zoneId"`
	Capacity            float64    `json:"capacity"`
	Volume              *float64   `json:"volume" doc:"L; null until the unit reported"`
	Temperature         *float64   `json:"temperature" doc:"°C; null until the unit reported"`
	State               string     `json:"state" doc:"the engine's state: chilled, chilling, under chilled, out of service, power off, others"`
	CurrentState        string     `json:"currentState" doc:"the state column's name: COOLED, CHILLING, UNDER_COOLED, NO_DATA, POWER_OFF, or what others holds: CLEANING, EMPTY, LOW_VOLUME, NO_READING"`
	StateSince          *time.Time `json:"stateSince"`
	StateReceivedAt     *time.Time `json:"stateReceivedAt" doc:"the time of the unit's newest sample"`
	InfoAlertsCount     int        `json:"infoAlertsCount" doc:"info events in the window"`
	CriticalAlertsCount int        `json:"criticalAlertsCount" doc:"critical alerts raised in the window"`
}

// UnitAlertCounts is a row of chillingUnitAlerts.
type UnitAlertCounts struct {
	ChillingUnitUUID    string `json:"chillingUnitUUID"`
	InfoAlertsCount     int    `json:"infoAlertsCount"`
	CriticalAlertsCount int    `json:"criticalAlertsCount"`
}

// UnitStates pages the units of a selection, by site name then BMC id,
// with their window's info and critical counts unless withCounts is false.
// The page is one query: the page of units (walking the sites by name),
// then the counts grouped over the page's units only; the total is a
// second, counting query.
func (s *Service) UnitStates(ctx context.Context, p *auth.Principal, in Params, sel Selection, withCounts bool) (paging.Page[UnitState], error) {
	cond, err := sel.condition()
	if err != nil {
		return paging.Page[UnitState]{}, err
	}
	q, err := s.resolve(ctx, p, in)
	if err != nil {
		return paging.Page[UnitState]{}, err
	}
	where, args := `WHERE`+inScope+` AND `+cond, []any{q.scope}
	where, args = andIn(where, args, "s.id", q.siteIDs)
	where, args = andIn(where, args, "cu.id", q.unitIDs)
	filterArgs := slices.Clone(args)
	page := `SELECT` + unitCols + `, ` + stateExpr + ` AS state, ` + currentStateExpr + ` AS current_state, us.state_since, us.received_at, us.volume, us.temperature
		FROM` + unitsFrom + `LEFT JOIN unit_status us ON us.unit_ref = cu.id ` + where + `
		ORDER BY s.site_name, cu.unit_code, cu.id LIMIT ? OFFSET ?`
	args = append(args, q.page.Size, q.page.Offset())
	counts := `, 0 AS info, 0 AS critical FROM page`
	if withCounts {
		counts = `, COALESCE(ev.n, 0) AS info, COALESCE(al.n, 0) AS critical FROM page
		LEFT JOIN (SELECT e.unit_ref, COUNT(*) AS n FROM page pg CROSS JOIN unit_events e
			WHERE e.unit_ref = pg.unit_id AND e.at >= ? AND e.at <= ? GROUP BY e.unit_ref) ev ON ev.unit_ref = page.unit_id
		LEFT JOIN (SELECT a.unit_ref, COUNT(*) AS n FROM page pg CROSS JOIN alerts a
			WHERE a.unit_ref = pg.unit_id AND a.raised_at >= ? AND a.raised_at <= ? GROUP BY a.unit_ref) al ON al.unit_ref = page.unit_id`
		args = append(args, q.from(), q.to(), q.from(), q.to())
	}
	var rows []struct {
		unitRow
		State    string   `db:"state"`
		Current  string   `db:"current_state"`
		Since    *int64   `db:"state_since"`
		Received *int64   `db:"received_at"`
		Volume   *float64 `db:"volume"`
		Temp     *float64 `db:"temperature"`
		Info     int      `db:"info"`
		Critical int      `db:"critical"`
	}
	if err := s.selectIn(ctx, &rows, `WITH page AS (`+page+`) SELECT page.*`+counts+`
		ORDER BY page.site_name, page.unit_code, page.unit_id`, args...); err != nil {
		return paging.Page[UnitState]{}, apperr.Wrap(err, "dashboard: unit states")
	}
	var total int
	if err := s.getIn(ctx, &total, `SELECT COUNT(*) FROM`+unitsFrom+`LEFT JOIN unit_status us ON us.unit_ref = cu.id `+where, filterArgs...); err != nil {
		return paging.Page[UnitState]{}, apperr.Wrap(err, "dashboard: count units")
	}
	out := make([]UnitState, len(rows))
	for i, r := range rows {
		out[i] = UnitState{ChillingUnitID: r.UnitCode, ChillingUnitUUID: r.UnitUUID, ChillingUnitName: r.UnitName,
			SiteName: r.SiteName, SiteID: r.SiteCode, SiteUUID: r.SiteUUID, ZoneID: r.ZoneID, Capacity: r.Capacity,
			Volume: r.Volume, Temperature: r.Temp, State: r.State, CurrentState: r.Current, StateSince: optTime(r.Since), StateReceivedAt: optTime(r.Received),
			InfoAlertsCount: r.Info, CriticalAlertsCount: r.Critical}
	}
	return paging.New(q.page, out, total), nil
}

// UnitAlertCounts pages the window's counts of the units of a selection.
func (s *Service) UnitAlertCounts(ctx context.Context, p *auth.Principal, in Params, sel Selection) (paging.Page[UnitAlertCounts], error) {
	pg, err := s.UnitStates(ctx, p, in, sel, true)
	if err != nil {
		return paging.Page[UnitAlertCounts]{}, err
	}
	out := make([]UnitAlertCounts, len(pg.Content))
	for i, u := range pg.Content {
		out[i] = UnitAlertCounts{ChillingUnitUUID: u.ChillingUnitUUID, InfoAlertsCount: u.InfoAlertsCount, CriticalAlertsCount: u.CriticalAlertsCount}
	}
	return paging.Page[UnitAlertCounts]{Content: out, PageInfo: pg.PageInfo}, nil
}

func optTime(v *int64) *time.Time {
	if v == nil {
		return nil
	}
	t := at(*v)
	return &t
}
