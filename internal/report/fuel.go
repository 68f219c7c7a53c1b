package report

import (
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/site"
)

// Usage is one side of a fuel row: generator (DG) or grid time, the
// quantity used over it and its cost.
type Usage struct {
	Hours    float64 // time on that source
	Quantity float64 // litres of diesel, or energy units (kWh)
	Cost     float64 // in the organisation's currency
}

// use reads a rate "per hour on this source": hours × rate is the
// quantity, and the quantity × its price the cost. Quantity and cost are
// rounded to two decimals only at the end (the cost from the unrounded
// quantity).
func use(minutes, perHour, price float64) Usage {
	h := minutes / 60
	q := h * perHour
	return Usage{Hours: h, Quantity: round(q, 2), Cost: round(q*price, 2)}
}

// FuelDay is a unit's site day priced with its rates: the generator and the
// grid, each while chilling (the compressor on, inside a chilling session)
// and without chilling.
type FuelDay struct {
	DGOn, GridOn, DGOff, GridOff Usage
}

// Price applies a cost record to a day's minutes. Where a power sensor
// metered the grid energy (ENGINE.md §6), its units replace the record's
// rate per hour; the unit price still prices them.
func Price(e engine.DailyEnergy, c site.Cost) FuelDay {
	return FuelDay{
		DGOn:    use(e.DGMinutesChilling, c.DgFuelUsageHourWhenChilling, c.DgFuelCostPerLiter),
		GridOn:  metered(use(e.GridMinutesChilling, c.GridUsageHourWhenChilling, c.GridUsageCostUnit), e.GridKWhChilling, c.GridUsageCostUnit),
		DGOff:   use(e.DGMinutesOther, c.DgFuelUsageHourWhenNotChilling, c.DgFuelCostPerLiter),
		GridOff: metered(use(e.GridMinutesOther, c.GridUsageHourWhenNotChilling, c.GridUsageCostUnit), e.GridKWhOther, c.GridUsageCostUnit),
	}
}

// metered replaces a grid usage's units by the meter's (kWh), when there is
// one, priced at the unit price.
func metered(u Usage, kWh *float64, price float64) Usage {
	if kWh == nil {
		return u
	}
	u.Quantity, u.Cost = round(*kWh, 2), round(*kWh*price, 2)
	return u
}

func fuelRow(e engine.DailyEnergy, d *dbRow, c site.Cost, zone *time.Location) Row {
	f := Price(e, c)
	return Row{kind: Fuel, cells: []any{eventDay(e.Date, zone), d.BMC, d.Capacity, d.SiteName,
		minutes(e.DGMinutesChilling), f.DGOn.Quantity, f.DGOn.Cost,
		minutes(e.GridMinutesChilling), f.GridOn.Quantity, f.GridOn.Cost,
		minutes(e.DGMinutesOther), f.DGOff.Quantity, f.DGOff.Cost,
		minutes(e.GridMinutesOther), f.GridOff.Quantity, f.GridOff.Cost,
	}}
}
