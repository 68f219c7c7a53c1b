package site

import (
	"errors"
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/meta"
)

func f64(v float64) *float64 { return &v }

// validSite is a site with a gateway, a power sensor and two BMCs.
func validSite() Site {
	return Site{
		SiteID: "MH-PUN-001", SiteName: "Kothrud Centre", OrganizationName: "Gokul", SubOrganizationName: "KothrudCC",
		Locale: "en-IN", ZoneID: "Asia/Kolkata", Country: "IN", State: "IN-MH", District: "Pune", PinCode: "411038",
		VillageTownCity: "Pune", AddressLine1: "Kothrud", Coordinates: Coordinates{Latitude: f64(18.5), Longitude: f64(73.8)},
		SiteLevelDevices: []Device{{SerialNumber: "GW-1", DeviceType: "L3"}, {SerialNumber: "PS-1", DeviceType: "powsens"}},
		Units: []Unit{
			{ProductType: ProductRef{Name: "BMC"}, ChillingUnit: ChillingUnit{BmcID: "B1", BmcName: "Tank 1", Capacity: f64(2000)},
				L1DeviceInfo: []Device{{SerialNumber: "IS-1", DeviceType: "indsens", GatewaySerialNumber: "GW-1",
					L0Config: []L0Config{{DeviceAttribute: "milkTemperature", ApplicationAttribute: "milkTemperature", Unit: "°C"}}}}},
			{ProductType: ProductRef{Name: "bmc"}, ChillingUnit: ChillingUnit{BmcID: "B2", BmcName: "Tank 2", Vendor: "Others", OtherVendor: "Local Works"},
				L1DeviceInfo: []Device{{SerialNumber: "VS-1", DeviceType: "volsens", GatewaySerialNumber: "gw-1"}}},
		},
	}
}

func codes(err error) map[string]string {
	out := map[string]string{}
	if e := (*apperr.Error)(nil); errors.As(err, &e) {
		for _, f := range e.Fields {
			out[f.Field] = f.Code
		}
	}
	return out
}

func TestValidate(t *testing.T) {
	ref := meta.MustLoad()
	ok := validSite()
	normalise(&ok)
	if err := validate(&ok, ref); err != nil {
		t.Fatalf("valid site refused: %v", err)
	}
	if ok.Units[1].ChillingUnit.Vendor != "Local Works" || ok.Units[1].ProductType.Name != "BMC" {
		t.Errorf("normalise: vendor %q, product %q", ok.Units[1].ChillingUnit.Vendor, ok.Units[1].ProductType.Name)
	}
	u0 := "chillingUnitMonitoringDetailsList[0]."
	cases := []struct {
		name, field, code string
		change            func(*Site)
	}{
		{"locale", "locale", "site.locale.required", func(s *Site) { s.Locale = "" }},
		{"locale list", "locale", "site.locale.unknown", func(s *Site) { s.Locale = "xx-YY" }},
		{"time zone", "zoneId", "site.zoneId.required", func(s *Site) { s.ZoneID = " " }},
		{"time zone known", "zoneId", "site.zoneId.unknown", func(s *Site) { s.ZoneID = "Mars/Olympus" }},
		{"site id", "siteId", "site.siteId.required", func(s *Site) { s.SiteID = "" }},
		{"sub-organisation", "subOrganizationName", "site.subOrganizationName.required", func(s *Site) { s.SubOrganizationName = "" }},
		{"pin code", "pinCode", "org.pinCode.invalid", func(s *Site) { s.PinCode = "41A" }},
		{"latitude", "coordinates", "site.coordinates.format", func(s *Site) { s.Coordinates.Latitude = f64(91) }},
		{"longitude", "coordinates", "site.coordinates.format", func(s *Site) { s.Coordinates.Longitude = f64(-180.5) }},
		{"no coordinates", "coordinates", "site.coordinates.format", func(s *Site) { s.Coordinates = Coordinates{} }},
		{"product type", u0 + "productType.name", "unit.productType.required", func(s *Site) { s.Units[0].ProductType.Name = "" }},
		{"product type known", u0 + "productType.name", "unit.productType.unknown", func(s *Site) { s.Units[0].ProductType.Name = "VAT" }},
		{"owner contact", u0 + "chillingUnit.ownerContactNum", "org.contactNumber.length", func(s *Site) { s.Units[0].ChillingUnit.OwnerContactNum = "98765" }},
		{"other vendor", u0 + "chillingUnit.otherVendor", "unit.otherVendor.required", func(s *Site) { s.Units[0].ChillingUnit.Vendor = "Others" }},
		{"serial", u0 + "l1DeviceInfo[0].serialNumber", "device.serialNumber.required", func(s *Site) { s.Units[0].L1DeviceInfo[0].SerialNumber = "" }},
		{"gateway", u0 + "l1DeviceInfo[0].gatewaySerialNumber", "device.gateway.required", func(s *Site) { s.Units[0].L1DeviceInfo[0].GatewaySerialNumber = "" }},
		{"gateway known", u0 + "l1DeviceInfo[0].gatewaySerialNumber", "device.gateway.invalid", func(s *Site) { s.Units[0].L1DeviceInfo[0].GatewaySerialNumber = "PS-1" }},
		{"unit device twice", "chillingUnitMonitoringDetailsList[1].l1DeviceInfo[0].serialNumber", "device.duplicate", func(s *Site) {
			s.Units[1].L1DeviceInfo[0].SerialNumber = "is-1"
		}},
		{"unit device at site level", u0 + "l1DeviceInfo[0].serialNumber", "device.duplicateSiteLevel", func(s *Site) {
			s.Units[0].L1DeviceInfo[0].SerialNumber = "PS-1"
		}},
		{"gateway as a sensor", u0 + "l1DeviceInfo[0].deviceType", "device.notSensor", func(s *Site) { s.Units[0].L1DeviceInfo[0].DeviceType = "L3" }},
		{"site-level sensor kind", "siteLevelDevices[1].deviceType", "device.siteLevel.type", func(s *Site) { s.SiteLevelDevices[1].DeviceType = "indsens" }},
		{"unknown device type", "siteLevelDevices[1].deviceType", "device.deviceType.unknown", func(s *Site) { s.SiteLevelDevices[1].DeviceType = "toaster" }},
		{"site gateway serial", "siteLevelDevices[0].serialNumber", "device.siteLevel.gatewayRequired", func(s *Site) { s.SiteLevelDevices[0].SerialNumber = " " }},
		{"site sensor serial", "siteLevelDevices[1].serialNumber", "device.siteLevel.sensorRequired", func(s *Site) { s.SiteLevelDevices[1].SerialNumber = "" }},
		{"a BMC id twice", "chillingUnitMonitoringDetailsList[1].chillingUnit.bmcId", "unit.bmcId.duplicate", func(s *Site) {
			s.Units[1].ChillingUnit.BmcID = strings.ToLower(s.Units[0].ChillingUnit.BmcID)
		}},
		{"a second gateway", "siteLevelDevices[2].deviceType", "device.siteLevel.oneGateway", func(s *Site) {
			s.SiteLevelDevices = append(s.SiteLevelDevices, Device{SerialNumber: "GW-2", DeviceType: "L3"})
		}},
		{"a second power sensor", "siteLevelDevices[2].deviceType", "device.siteLevel.oneSensor", func(s *Site) {
			s.SiteLevelDevices = append(s.SiteLevelDevices, Device{SerialNumber: "PS-2", DeviceType: "powsens"})
		}},
		{"l0 attribute", u0 + "l1DeviceInfo[0].l0Config[0].applicationAttribute", "device.l0.applicationAttribute.required", func(s *Site) {
			s.Units[0].L1DeviceInfo[0].L0Config[0].ApplicationAttribute = ""
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := validSite()
			c.change(&s)
			normalise(&s)
			got := codes(validate(&s, ref))
			if got[c.field] != c.code {
				t.Errorf("%s = %q, want %q (all: %v)", c.field, got[c.field], c.code, got)
			}
		})
	}
}
