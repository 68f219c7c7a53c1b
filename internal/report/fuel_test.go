package report_test

import (
	"testing"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/report"
	"github.com/chillwatch/chillwatch/internal/site"
)

// TestPrice works a day out by hand: 1 h 30 min on the generator and
// 2 h 30 min on grid while chilling, 45 min and 10 h without.
func TestPrice(t *testing.T) {
	day := engine.DailyEnergy{DGMinutesChilling: 90, GridMinutesChilling: 150, DGMinutesOther: 45, GridMinutesOther: 600}
	own := site.Cost{DgFuelUsageHourWhenChilling: 2, DgFuelUsageHourWhenNotChilling: 0.8, DgFuelCostPerLiter: 95.5,
		GridUsageHourWhenChilling: 3.2, GridUsageHourWhenNotChilling: 0.25, GridUsageCostUnit: 7.25}
	metered := day
	metered.GridKWhChilling, metered.GridKWhOther = ptr(6.6), ptr(3.905)
	cases := []struct {
		name string
		day  engine.DailyEnergy
		cost site.Cost
		want report.FuelDay
	}{
		// 1.5 h × 2 L/h = 3 L, × 95.5 = 286.50; 2.5 h × 3.2 kWh/h = 8 kWh, × 7.25 = 58.00;
		// 0.75 h × 0.8 L/h = 0.6 L, × 95.5 = 57.30; 10 h × 0.25 kWh/h = 2.5 kWh, × 7.25 = 18.125 → 18.13.
		{"own record", day, own, report.FuelDay{
			DGOn: report.Usage{Hours: 1.5, Quantity: 3, Cost: 286.5}, GridOn: report.Usage{Hours: 2.5, Quantity: 8, Cost: 58},
			DGOff: report.Usage{Hours: 0.75, Quantity: 0.6, Cost: 57.3}, GridOff: report.Usage{Hours: 10, Quantity: 2.5, Cost: 18.13}}},
		// The defaults: 1.5 L/h and 0.8 L/h at 90; 3 kWh/h and 0.3 kWh/h at 8.
		// 1.5 × 1.5 = 2.25 L → 202.50; 2.5 × 3 = 7.5 kWh → 60.00; 0.75 × 0.8 = 0.6 L → 54.00; 10 × 0.3 = 3 kWh → 24.00.
		{"no record", day, site.DefaultCost("X"), report.FuelDay{
			DGOn: report.Usage{Hours: 1.5, Quantity: 2.25, Cost: 202.5}, GridOn: report.Usage{Hours: 2.5, Quantity: 7.5, Cost: 60},
			DGOff: report.Usage{Hours: 0.75, Quantity: 0.6, Cost: 54}, GridOff: report.Usage{Hours: 10, Quantity: 3, Cost: 24}}},
		{"zero rates", day, site.Cost{}, report.FuelDay{
			DGOn: report.Usage{Hours: 1.5}, GridOn: report.Usage{Hours: 2.5}, DGOff: report.Usage{Hours: 0.75}, GridOff: report.Usage{Hours: 10}}},
		// A power sensor metered the grid: 6.6 kWh while chilling, × 7.25 = 47.85; 3.905 kWh without
		// → 3.91 kWh (3.905 × 7.25 = 28.31125 → 28.31). The generator keeps the record's rates.
		{"metered grid", metered, own, report.FuelDay{
			DGOn: report.Usage{Hours: 1.5, Quantity: 3, Cost: 286.5}, GridOn: report.Usage{Hours: 2.5, Quantity: 6.6, Cost: 47.85},
			DGOff: report.Usage{Hours: 0.75, Quantity: 0.6, Cost: 57.3}, GridOff: report.Usage{Hours: 10, Quantity: 3.91, Cost: 28.31}}},
		{"metered, nothing on grid", engine.DailyEnergy{GridMinutesOther: 30, GridKWhChilling: ptr(0.0), GridKWhOther: ptr(0.0)}, own, report.FuelDay{
			GridOff: report.Usage{Hours: 0.5}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := report.Price(c.day, c.cost); got != c.want {
				t.Errorf("Price = %+v\nwant    %+v", got, c.want)
			}
		})
	}
}

func ptr(v float64) *float64 { return &v }
