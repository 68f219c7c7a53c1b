package site

import (
	"context"
	"fmt"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Cost is a BMC's chilling-cost record (spec 02 §3): energy and fuel rates
// for the fuel report, and the unit's under- and over-chilled temperatures
// the chilling engine uses.
type Cost struct {
	CustomerID                     string  `json:"customer_id" db:"customer_bmc_id"`
	GridUsageHourWhenNotChilling   float64 `json:"gridUsageHourWhenNOTChilling" db:"grid_usage_hour_when_not_chilling"`
	GridUsageHourWhenChilling      float64 `json:"gridUsageHourWhenChilling" db:"grid_usage_hour_when_chilling"`
	GridUsageCostUnit              float64 `json:"gridUsageCostUnit" db:"grid_usage_cost_unit"`
	DgFuelUsageHourWhenNotChilling float64 `json:"dgFuelUsageHourWhenNotChilling" db:"dg_fuel_usage_hour_when_not_chilling"`
	DgFuelUsageHourWhenChilling    float64 `json:"dgFuelUsageHourWhenChilling" db:"dg_fuel_usage_hour_when_chilling"`
	DgFuelCostPerLiter             float64 `json:"dgFuelCostPerLiter" db:"dg_fuel_cost_per_liter"`
	ProcessedTimeCalibrationInMins float64 `json:"processedTimeCalibrationinmins" db:"processed_time_calibration_mins"`
	UnderChilledTemperature        float64 `json:"underChilledTemperature" db:"under_chilled_temperature"`
	OverChilledTemperature         float64 `json:"overChilledTemperature" db:"over_chilled_temperature"`
}

// Default chilled-temperature bounds (ENGINE.md §5).
const (
	DefaultUnderChilled = 4.1
	DefaultOverChilled  = 3.0
)

// DefaultCost is the record of a BMC that has none (docs/reports.md): the
// rates of a typical 2,000 L village cooler on a 3 kW compressor, grid
// power at 8 and diesel at 90 per litre in the organisation's currency.
func DefaultCost(customerID string) Cost {
	return Cost{
		CustomerID:                     customerID,
		GridUsageHourWhenChilling:      3.0, // kWh per hour on grid while the compressor runs
		GridUsageHourWhenNotChilling:   0.3, // kWh per hour on grid otherwise (agitator, controller)
		GridUsageCostUnit:              8.0, // per kWh
		DgFuelUsageHourWhenChilling:    1.5, // litres of diesel per hour on the generator while chilling
		DgFuelUsageHourWhenNotChilling: 0.8, // litres per hour on the generator otherwise
		DgFuelCostPerLiter:             90.0,
		UnderChilledTemperature:        DefaultUnderChilled,
		OverChilledTemperature:         DefaultOverChilled,
	}
}

type costUnit struct {
	ID         int64  `db:"id"`
	CustomerID string `db:"customer_bmc_id"`
	Path       string `db:"path"`
}

// units finds BMCs in scope by customer BMC id; another organisation's
// answers not found, like an unknown id.
func (s *Service) costUnits(ctx context.Context, p *auth.Principal, ids []string) ([]costUnit, error) {
	out := make([]costUnit, 0, len(ids))
	for _, id := range ids {
		var u costUnit
		err := s.db.Get(ctx, &u, `SELECT cu.id, cu.customer_bmc_id, so.path FROM chilling_units cu JOIN sites s ON s.id = cu.site_ref
			JOIN organizations so ON so.id = s.sub_org_id WHERE cu.customer_bmc_id <> '' AND cu.customer_bmc_id = ?`, strings.TrimSpace(id))
		if err != nil || !p.Sees(u.Path) {
			return nil, apperr.NotFound("chilling unit " + id)
		}
		out = append(out, u)
	}
	return out, nil
}

// Costs answers the cost records of the given BMCs; a BMC without a record
// gets DefaultCost.
func (s *Service) Costs(ctx context.Context, p *auth.Principal, customerBmcIDs []string) ([]Cost, error) {
	if len(customerBmcIDs) > 5000 {
		return nil, apperr.Invalid("listofbmcs", "cost.list.max")
	}
	units, err := s.costUnits(ctx, p, customerBmcIDs)
	if err != nil {
		return nil, err
	}
	out := make([]Cost, len(units))
	for i, u := range units {
		c := DefaultCost(u.CustomerID)
		_ = s.db.Get(ctx, &c, `SELECT cu.customer_bmc_id, c.grid_usage_hour_when_not_chilling, c.grid_usage_hour_when_chilling,
			c.grid_usage_cost_unit, c.dg_fuel_usage_hour_when_not_chilling, c.dg_fuel_usage_hour_when_chilling,
			c.dg_fuel_cost_per_liter, c.processed_time_calibration_mins, c.under_chilled_temperature, c.over_chilled_temperature
			FROM chilling_costs c JOIN chilling_units cu ON cu.id = c.unit_ref WHERE c.unit_ref = ?`, u.ID)
		out[i] = c
	}
	return out, nil
}

func validateCosts(cs []Cost) error {
	var v apperr.Validator
	for i, c := range cs {
		f := fmt.Sprintf("[%d].", i)
		v.Required(f+"customer_id", c.CustomerID, "cost.customerId.required")
		for name, x := range map[string]float64{
			"gridUsageHourWhenNOTChilling": c.GridUsageHourWhenNotChilling, "gridUsageHourWhenChilling": c.GridUsageHourWhenChilling,
			"gridUsageCostUnit": c.GridUsageCostUnit, "dgFuelUsageHourWhenNotChilling": c.DgFuelUsageHourWhenNotChilling,
			"dgFuelUsageHourWhenChilling": c.DgFuelUsageHourWhenChilling, "dgFuelCostPerLiter": c.DgFuelCostPerLiter,
		} {
			v.Check(x >= 0 && x <= 1e6, f+name, "cost.rate.range")
		}
		v.Check(c.ProcessedTimeCalibrationInMins >= -1440 && c.ProcessedTimeCalibrationInMins <= 1440, f+"processedTimeCalibrationinmins", "cost.calibration.range")
		v.Check(c.UnderChilledTemperature > -5 && c.UnderChilledTemperature <= 15, f+"underChilledTemperature", "cost.temperature.range")
		v.Check(c.OverChilledTemperature > -5 && c.OverChilledTemperature <= 15, f+"overChilledTemperature", "cost.temperature.range")
		v.Check(c.OverChilledTemperature < c.UnderChilledTemperature, f+"overChilledTemperature", "cost.temperature.order")
	}
	return v.Err()
}

// UpdateCosts stores cost records, all or none, and answers them.
func (s *Service) UpdateCosts(ctx context.Context, p *auth.Principal, cs []Cost) ([]Cost, error) {
	if len(cs) > 5000 {
		return nil, apperr.Invalid("body", "cost.list.max")
	}
	if err := validateCosts(cs); err != nil {
		return nil, err
	}
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.CustomerID
	}
	units, err := s.costUnits(ctx, p, ids)
	if err != nil {
		return nil, err
	}
	if audit.From(ctx) != nil {
		if was, err := s.Costs(ctx, p, ids); err == nil {
			audit.Before(ctx, was)
		}
	}
	now := storage.Now(s.Now())
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		for i, c := range cs {
			if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO chilling_costs (unit_ref, grid_usage_hour_when_not_chilling,
				grid_usage_hour_when_chilling, grid_usage_cost_unit, dg_fuel_usage_hour_when_not_chilling,
				dg_fuel_usage_hour_when_chilling, dg_fuel_cost_per_liter, processed_time_calibration_mins,
				under_chilled_temperature, over_chilled_temperature, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (unit_ref) DO UPDATE SET grid_usage_hour_when_not_chilling = excluded.grid_usage_hour_when_not_chilling,
				grid_usage_hour_when_chilling = excluded.grid_usage_hour_when_chilling, grid_usage_cost_unit = excluded.grid_usage_cost_unit,
				dg_fuel_usage_hour_when_not_chilling = excluded.dg_fuel_usage_hour_when_not_chilling,
				dg_fuel_usage_hour_when_chilling = excluded.dg_fuel_usage_hour_when_chilling,
				dg_fuel_cost_per_liter = excluded.dg_fuel_cost_per_liter,
				processed_time_calibration_mins = excluded.processed_time_calibration_mins,
				under_chilled_temperature = excluded.under_chilled_temperature,
				over_chilled_temperature = excluded.over_chilled_temperature, updated_at = excluded.updated_at`),
				units[i].ID, c.GridUsageHourWhenNotChilling, c.GridUsageHourWhenChilling, c.GridUsageCostUnit,
				c.DgFuelUsageHourWhenNotChilling, c.DgFuelUsageHourWhenChilling, c.DgFuelCostPerLiter,
				c.ProcessedTimeCalibrationInMins, c.UnderChilledTemperature, c.OverChilledTemperature, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, apperr.Wrap(err, "site: costs")
	}
	return s.Costs(ctx, p, ids)
}
