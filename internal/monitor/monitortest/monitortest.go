// Package monitortest gives the monitor's and the notifications' tests
// units they can feed by hand: sites of one BMC fed by a contrak_v1
// controller, and that controller's readings.
package monitortest

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// Services answers the application's services on db, bootstrapped (the
// platform administrator's password is Admin12345).
func Services(tb testing.TB, db *storage.DB) *app.Services {
	cfg, _ := config.Load(nil, nil, io.Discard)
	svcs, err := app.NewServices(tb.Context(), db, app.Settings(cfg))
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := app.Bootstrap(tb.Context(), svcs, "Admin12345", io.Discard); err != nil {
		tb.Fatal(err)
	}
	return svcs
}

// Contrak answers a contrak_v1 unit's readings at t: volume, milk
// temperature and the grid, off or on.
func Contrak(b testing.TB, t time.Time, gridOff bool) []telemetry.Reading {
	grid := 1.0
	if gridOff {
		grid = 0
	}
	return ContrakEvents(b, t, map[string]float64{"VOLUME": 1000, "TEMP": 3.8, "GRID": grid})
}

// ContrakEvents answers a contrak_v1 controller's readings at t, one per
// event (VOLUME, TEMP, GRID, COMPFBIBT…), in the order of their names.
func ContrakEvents(b testing.TB, t time.Time, values map[string]float64) []telemetry.Reading {
	var out []telemetry.Reading
	for _, ev := range slices.Sorted(maps.Keys(values)) {
		raw := fmt.Appendf(nil, `{"processTime":%q,"eventName":%q,"value":%g}`, t.Format(time.RFC3339Nano), ev, values[ev])
		r, bad := telemetry.Parse("contrak_v1", raw, "", time.Now().Add(time.Hour))
		if bad != nil {
			b.Fatalf("%s: %v", raw, bad)
		}
		out = append(out, r)
	}
	return out
}

// Sites creates n sites of one BMC each, fed by a contrak_v1
// controller, and answers the controllers.
func Sites(b testing.TB, svcs *app.Services, n int) []telemetry.Device {
	ctx, p := b.Context(), auth.System()
	orgJSON := func(name, typ, parent string) org.Organization {
		var o org.Organization
		body := fmt.Sprintf(`{"orgType":%q,"orgName":%q,"orgDisplayName":%[2]q,"orgAbbreviatedName":"LT","orgUrl":"https://example.org",
			"isParent":%v,"parentOrgName":%q,"address":{"pinCode":"411001","addressLine1":"1 Milk Road","villageTownCity":"Pune",
			"district":"Pune","state":"Maharashtra","country":"IN"},"contactDetails":{"contactPersonName":"Asha Patil",
			"countryCode":"+91","contactNumber":"9876543210","emailId":"asha@example.org"}}`, typ, name, parent == "", parent)
		if err := json.Unmarshal([]byte(body), &o); err != nil {
			b.Fatal(err)
		}
		return o
	}
	for _, o := range []org.Organization{orgJSON("Latency", "dairy_cooperative", ""), orgJSON("LatencyCC", "chillingcenter", "Latency")} {
		if _, err := svcs.Orgs.Create(ctx, p, o); err != nil {
			b.Fatal(err)
		}
	}
	var out []telemetry.Device
	for i := range n {
		var s site.Site
		body := fmt.Sprintf(`{"siteId":"LAT%d","siteName":"Latency %[1]d","organizationName":"Latency","subOrganizationName":"LatencyCC",
			"locale":"en-IN","zoneId":"Asia/Kolkata","country":"IN","state":"IN-MH","district":"Pune","pinCode":"411038",
			"villageTownCity":"Pune","addressLine1":"Kothrud","coordinates":{"latitude":18.5,"longitude":73.8},
			"siteLevelDevices":[{"serialNumber":"LAT%[1]d-GW","deviceType":"L3"}],
			"chillingUnitMonitoringDetailsList":[{"productType":{"name":"BMC"},"chillingUnit":{"bmcName":"Tank"},
			"l1DeviceInfo":[{"serialNumber":"LAT%[1]d-CT","deviceType":"contrak_v1","gatewaySerialNumber":"LAT%[1]d-GW"}]}]}`, i)
		if err := json.Unmarshal([]byte(body), &s); err != nil {
			b.Fatal(err)
		}
		if _, err := svcs.Sites.Create(ctx, p, s); err != nil {
			b.Fatal(err)
		}
		d, err := svcs.Telemetry.Device(ctx, fmt.Sprintf("LAT%d-CT", i))
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, d)
	}
	return out
}
