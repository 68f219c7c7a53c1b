package report

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/site"
)

// unitCols are the unit and site columns of every row; bmc is the
// customer BMC id, or the unit's code when it has none.
const unitCols = ` COALESCE(NULLIF(cu.customer_bmc_id, ''), cu.unit_code) AS bmc, cu.capacity, s.site_name, s.zone_id `

// sessionQuery reads a kind of session of some units between two site
// dates: a session belongs to the date it started on (unit_sessions'
// event_date), so one that crosses midnight or the last date is whole in
// its first day. Its %s is the undercooled column.
const sessionQuery = `SELECT us.payload,` + unitCols + `, %s AS undercooled
	FROM unit_sessions us JOIN chilling_units cu ON cu.id = us.unit_ref JOIN sites s ON s.id = cu.site_ref
	WHERE us.kind = ? AND us.unit_ref IN (?) AND us.event_date >= ? AND us.event_date <= ?
	ORDER BY us.event_date, bmc, us.start_at, us.unit_ref`

// liftedUndercooled marks a lifting the engine raised
// milk_lifted_undercooled for (the alert's since is the lifting's start).
const liftedUndercooled = `EXISTS (SELECT 1 FROM alert_changes ac
	WHERE ac.unit_ref = us.unit_ref AND ac.alert = 'milk_lifted_undercooled' AND ac.since = us.start_at)`

// energyQuery reads the site days' power minutes, with the unit's cost
// record when it has one.
const energyQuery = `SELECT ue.payload,` + unitCols + `, c.unit_ref IS NOT NULL AS has_cost,
	COALESCE(c.grid_usage_hour_when_chilling, 0) AS grid_on, COALESCE(c.grid_usage_hour_when_not_chilling, 0) AS grid_off,
	COALESCE(c.grid_usage_cost_unit, 0) AS grid_cost, COALESCE(c.dg_fuel_usage_hour_when_chilling, 0) AS dg_on,
	COALESCE(c.dg_fuel_usage_hour_when_not_chilling, 0) AS dg_off, COALESCE(c.dg_fuel_cost_per_liter, 0) AS dg_cost
	FROM unit_energy ue JOIN chilling_units cu ON cu.id = ue.unit_ref JOIN sites s ON s.id = cu.site_ref
	LEFT JOIN chilling_costs c ON c.unit_ref = cu.id
	WHERE ue.unit_ref IN (?) AND ue.site_date >= ? AND ue.site_date <= ?
	ORDER BY ue.site_date, bmc, ue.unit_ref`

var sessionKinds = map[Kind]engine.SessionKind{Chilling: engine.ChillingSession, Lifting: engine.LiftingSession, CIP: engine.CIPSession}

// dbRow is what both queries share, and each one's own columns.
type dbRow struct {
	Payload     string  `db:"payload"`
	BMC         string  `db:"bmc"`
	Capacity    float64 `db:"capacity"`
	SiteName    string  `db:"site_name"`
	ZoneID      string  `db:"zone_id"`
	Undercooled bool    `db:"undercooled"`
	HasCost     bool    `db:"has_cost"`
	GridOn      float64 `db:"grid_on"`
	GridOff     float64 `db:"grid_off"`
	GridCost    float64 `db:"grid_cost"`
	DGOn        float64 `db:"dg_on"`
	DGOff       float64 `db:"dg_off"`
	DGCost      float64 `db:"dg_cost"`
}

// scan reads the rows of a report in order, from offset, at most limit
// (all when limit is 0), and hands each to fn with its undercooled mark.
func (s *Service) scan(ctx context.Context, k Kind, r request, offset, limit int, fn func(Row, bool) error) error {
	q, args, err := s.statement(k, r)
	if err != nil {
		return err
	}
	if limit > 0 {
		q += ` LIMIT ? OFFSET ?`
		args = append(args, limit, offset)
	}
	rows, err := s.db.R.QueryxContext(ctx, s.db.Rebind(q), args...)
	if err != nil {
		return apperr.Wrap(err, "report: read %s", k)
	}
	defer rows.Close()
	zones := map[string]*time.Location{}
	for rows.Next() {
		var d dbRow
		if err := rows.StructScan(&d); err != nil {
			return apperr.Wrap(err, "report: read %s", k)
		}
		loc := zoneOf(zones, d.ZoneID)
		row, err := build(k, &d, loc)
		if err != nil {
			return err
		}
		row.zone = loc.String()
		if err := fn(row, d.Undercooled); err != nil {
			return err
		}
	}
	return apperr.Wrap(rows.Err(), "report: read %s", k)
}

// count is how many rows the report has.
func (s *Service) count(ctx context.Context, k Kind, r request) (int, error) {
	q, args, err := s.statement(k, r)
	if err != nil {
		return 0, err
	}
	var n int
	err = s.db.Get(ctx, &n, `SELECT COUNT(*) FROM (`+q+`) AS x`, args...)
	return n, apperr.Wrap(err, "report: count %s", k)
}

func (s *Service) statement(k Kind, r request) (string, []any, error) {
	if k == Fuel {
		return sqlx.In(energyQuery, r.units, r.from, r.to)
	}
	if k != Chilling && k != Lifting && k != CIP {
		return "", nil, apperr.NotFound("report")
	}
	mark := "false"
	if k == Lifting {
		mark = liftedUndercooled
	}
	q := fmt.Sprintf(sessionQuery, mark)
	return sqlx.In(q, sessionKinds[k].String(), r.units, r.from, r.to)
}

func zoneOf(cache map[string]*time.Location, id string) *time.Location {
	if loc, ok := cache[id]; ok {
		return loc
	}
	loc, err := time.LoadLocation(id)
	if err != nil || id == "" {
		loc = time.UTC
	}
	cache[id] = loc
	return loc
}

// build turns a stored row into the report's row.
func build(k Kind, d *dbRow, zone *time.Location) (Row, error) {
	if k == Fuel {
		var e engine.DailyEnergy
		if err := json.Unmarshal([]byte(d.Payload), &e); err != nil {
			return Row{}, apperr.Wrap(err, "report: energy row")
		}
		rates := site.DefaultCost(d.BMC)
		if d.HasCost {
			rates.GridUsageHourWhenChilling, rates.GridUsageHourWhenNotChilling, rates.GridUsageCostUnit = d.GridOn, d.GridOff, d.GridCost
			rates.DgFuelUsageHourWhenChilling, rates.DgFuelUsageHourWhenNotChilling, rates.DgFuelCostPerLiter = d.DGOn, d.DGOff, d.DGCost
		}
		return fuelRow(e, d, rates, zone), nil
	}
	var ss engine.Session
	if err := json.Unmarshal([]byte(d.Payload), &ss); err != nil {
		return Row{}, apperr.Wrap(err, "report: session row")
	}
	return sessionRow(k, ss, d, zone), nil
}

// eventDay is a site date as a time at its midnight in the zone.
func eventDay(date string, zone *time.Location) time.Time {
	t, err := time.ParseInLocation(time.DateOnly, date, zone)
	if err != nil {
		return time.Time{}
	}
	return t
}

func sessionRow(k Kind, s engine.Session, d *dbRow, zone *time.Location) Row {
	start, end := s.Start.In(zone), s.End.In(zone)
	dur := s.End.Sub(s.Start)
	day := eventDay(s.EventDate, zone)
	switch k {
	case Chilling:
		return Row{kind: k, cells: []any{day, d.BMC, d.Capacity, d.SiteName, s.Shift,
			start, round(s.StartTemp, 1), round(s.StartVolume, 1),
			end, round(s.EndTemp, 1), round(s.EndVolume, 1),
			dur, minutes(s.GridMinutes), minutes(s.DGMinutes)}}
	case Lifting:
		return Row{kind: k, cells: []any{day, d.BMC, d.Capacity, d.SiteName,
			start, round(s.StartTemp, 1), round(s.StartVolume, 1),
			end, round(s.EndTemp, 1), round(s.EndVolume, 1), dur, s.LiftingType}}
	default:
		return Row{kind: k, cells: []any{day, d.BMC, d.Capacity, d.SiteName,
			start, end, dur, round(s.MaxTemp, 1), round(s.MaxVolume, 1), s.CIPType}}
	}
}
