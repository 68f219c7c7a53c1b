package site

import (
	"fmt"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

// Reference is what the rules need of the reference lists.
type Reference interface {
	// DeviceClass is "L3" for gateways and "L1" for sensors.
	DeviceClass(deviceType string) (string, bool)
	// Contains reports whether a list holds typeName.
	Contains(list, typeName string) bool
}

func trim(ss ...*string) {
	for _, s := range ss {
		*s = strings.TrimSpace(*s)
	}
}

// normalise trims the text fields and applies the form's submit
// transitions the server also accepts: a vendor of Others takes the typed
// name, and empty device lists stay empty.
func normalise(s *Site) {
	trim(&s.SiteID, &s.SiteName, &s.OrganizationName, &s.SubOrganizationName, &s.Locale, &s.ZoneID,
		&s.Country, &s.State, &s.District, &s.PinCode, &s.VillageTownCity, &s.AddressLine1)
	trim(&s.TimeZone, &s.GatewaySerialNumber, &s.SensorSerialNumber)
	if s.ZoneID == "" {
		s.ZoneID = s.TimeZone
	}
	hasGateway, hasSensor := false, false
	for i := range s.SiteLevelDevices {
		d := &s.SiteLevelDevices[i]
		normaliseDevice(d)
		hasGateway = hasGateway || strings.EqualFold(d.DeviceType, ClassGateway)
		hasSensor = hasSensor || strings.EqualFold(d.DeviceType, TypePowsens)
	}
	if s.GatewaySerialNumber != "" && !hasGateway {
		s.SiteLevelDevices = append(s.SiteLevelDevices, Device{SerialNumber: s.GatewaySerialNumber, DeviceType: ClassGateway})
	}
	if s.SensorSerialNumber != "" && !hasSensor {
		s.SiteLevelDevices = append(s.SiteLevelDevices, Device{SerialNumber: s.SensorSerialNumber, DeviceType: TypePowsens})
	}
	s.TimeZone, s.GatewaySerialNumber, s.SensorSerialNumber = "", "", ""
	for i := range s.Units {
		u := &s.Units[i]
		trim(&u.ProductType.Name, &u.ChillingUnitUUID)
		u.ProductType.Name = strings.ToUpper(u.ProductType.Name)
		c := &u.ChillingUnit
		trim(&c.BmcID, &c.CustomerBmcID, &c.BmcName, &c.ChillingCenterName, &c.ChillingCenterID, &c.CollectionCenter,
			&c.SocietyID, &c.SocietyLongID, &c.OwnerName, &c.CountryCode, &c.OwnerContactNum, &c.Vendor,
			&c.OtherVendor, &c.MethodOfCooling, &c.TraceabilityBmcID)
		if strings.EqualFold(c.Vendor, VendorOthers) && c.OtherVendor != "" {
			c.Vendor, c.OtherVendor = c.OtherVendor, ""
		}
		for j := range u.L1DeviceInfo {
			normaliseDevice(&u.L1DeviceInfo[j])
		}
	}
}

func normaliseDevice(d *Device) {
	trim(&d.SerialNumber, &d.DeviceType, &d.GatewaySerialNumber, &d.MonitoringProductType)
	for i := range d.L0Config {
		trim(&d.L0Config[i].DeviceAttribute, &d.L0Config[i].ApplicationAttribute, &d.L0Config[i].Unit)
	}
}

// MaxUnits and MaxDevices bound one site.
const (
	MaxUnits   = 50
	MaxDevices = 20
)

// validate applies the site form rules of spec 02 §5, field by field.
func validate(s *Site, ref Reference) error {
	var v apperr.Validator
	v.Required("organizationName", s.OrganizationName, "site.organizationName.required")
	v.Required("subOrganizationName", s.SubOrganizationName, "site.subOrganizationName.required")
	if v.Required("siteId", s.SiteID, "site.siteId.required") {
		v.Check(apperr.Len(s.SiteID) <= 50 && !strings.ContainsAny(s.SiteID, "/\\?#%"), "siteId", "site.siteId.invalid")
	}
	if v.Required("siteName", s.SiteName, "site.siteName.required") {
		v.Check(apperr.Len(s.SiteName) <= 100, "siteName", "common.tooLong")
	}
	if v.Required("locale", s.Locale, "site.locale.required") {
		v.Check(ref.Contains("locale", s.Locale), "locale", "site.locale.unknown")
	}
	if v.Required("zoneId", s.ZoneID, "site.zoneId.required") {
		_, err := time.LoadLocation(s.ZoneID)
		v.Check(err == nil && s.ZoneID != "Local", "zoneId", "site.zoneId.unknown")
	}
	v.Required("country", s.Country, "org.country.required")
	v.Required("state", s.State, "org.state.required")
	v.Required("district", s.District, "org.district.required")
	v.Required("villageTownCity", s.VillageTownCity, "org.villageTownCity.required")
	v.Required("addressLine1", s.AddressLine1, "org.addressLine1.required")
	if v.Required("pinCode", s.PinCode, "org.pinCode.required") {
		v.Check(apperr.IsDigits(s.PinCode) && len(s.PinCode) <= 10, "pinCode", "org.pinCode.invalid")
	}
	lat, lon := s.Coordinates.Latitude, s.Coordinates.Longitude
	v.Check(lat != nil && lon != nil && *lat >= -90 && *lat <= 90 && *lon >= -180 && *lon <= 180, "coordinates", "site.coordinates.format")
	v.Check(len(s.Units) <= MaxUnits, "chillingUnitMonitoringDetailsList", "site.units.max")

	seen := map[string]string{} // serial key → where it was first used
	gateways := map[string]bool{}
	sensors := 0
	for i, d := range s.SiteLevelDevices {
		f := fmt.Sprintf("siteLevelDevices[%d].", i)
		class, known := ref.DeviceClass(d.DeviceType)
		gateway, sensor := known && class == ClassGateway, strings.EqualFold(d.DeviceType, TypePowsens)
		required := "device.serialNumber.required"
		if gateway {
			required = "device.siteLevel.gatewayRequired"
		} else if sensor {
			required = "device.siteLevel.sensorRequired"
		}
		if !v.Required(f+"serialNumber", d.SerialNumber, required) {
			continue
		}
		checkSerial(&v, f+"serialNumber", d.SerialNumber)
		switch {
		case d.DeviceType == "":
			v.Add(f+"deviceType", "device.deviceType.required")
		case !known:
			v.Add(f+"deviceType", "device.deviceType.unknown")
		case gateway: // a site has one gateway and one power sensor (spec 02 §2)
			v.Check(len(gateways) == 0, f+"deviceType", "device.siteLevel.oneGateway")
			gateways[auth.NameKey(d.SerialNumber)] = true
		case !sensor:
			v.Add(f+"deviceType", "device.siteLevel.type")
		default:
			sensors++
			v.Check(sensors == 1, f+"deviceType", "device.siteLevel.oneSensor")
		}
		key := auth.NameKey(d.SerialNumber)
		if _, dup := seen[key]; dup {
			v.Add(f+"serialNumber", "device.duplicate")
		}
		seen[key] = "site"
	}
	bmcIDs := map[string]bool{}
	for i := range s.Units {
		validateUnit(&v, i, &s.Units[i], ref, seen, gateways)
		if id := auth.NameKey(s.Units[i].ChillingUnit.BmcID); id != "" {
			v.Check(!bmcIDs[id], fmt.Sprintf("chillingUnitMonitoringDetailsList[%d].chillingUnit.bmcId", i), "unit.bmcId.duplicate")
			bmcIDs[id] = true
		}
	}
	return v.Err()
}

func checkSerial(v *apperr.Validator, field, serial string) {
	v.Check(apperr.Len(serial) <= 64 && !strings.ContainsAny(serial, "/\\?#% ") && serial != "", field, "device.serialNumber.invalid")
}

func validateUnit(v *apperr.Validator, i int, u *Unit, ref Reference, seen map[string]string, gateways map[string]bool) {
	f := fmt.Sprintf("chillingUnitMonitoringDetailsList[%d].", i)
	if v.Required(f+"productType.name", u.ProductType.Name, "unit.productType.required") {
		v.Check(u.ProductType.Name == ProductBMC || u.ProductType.Name == ProductABC || u.ProductType.Name == ProductFTBMC,
			f+"productType.name", "unit.productType.unknown")
	}
	c := u.ChillingUnit
	cf := f + "chillingUnit."
	if u.ProductType.Name == ProductABC {
		v.Required(cf+"chillingCenterName", c.ChillingCenterName, "unit.chillingCenterName.required")
	} else {
		v.Required(cf+"bmcName", c.BmcName, "unit.bmcName.required")
	}
	v.Check(c.Capacity == nil || (*c.Capacity > 0 && *c.Capacity <= 100000), cf+"capacity", "unit.capacity.range")
	v.Check(c.ManufacturedYear == nil || (*c.ManufacturedYear >= 1950 && *c.ManufacturedYear <= time.Now().Year()+1), cf+"manufacturedYear", "unit.manufacturedYear.range")
	if c.OwnerContactNum != "" {
		v.Check(apperr.IsDigits(c.OwnerContactNum), cf+"ownerContactNum", "org.contactNumber.invalid")
		v.Check(len(c.OwnerContactNum) == 10, cf+"ownerContactNum", "org.contactNumber.length")
	}
	v.Check(!strings.EqualFold(c.Vendor, VendorOthers), cf+"otherVendor", "unit.otherVendor.required")
	v.Check(len(u.L1DeviceInfo) <= MaxDevices, f+"l1DeviceInfo", "unit.devices.max")
	for j, d := range u.L1DeviceInfo {
		df := fmt.Sprintf("%sl1DeviceInfo[%d].", f, j)
		if !v.Required(df+"serialNumber", d.SerialNumber, "device.serialNumber.required") {
			continue
		}
		checkSerial(v, df+"serialNumber", d.SerialNumber)
		key := auth.NameKey(d.SerialNumber)
		if where, dup := seen[key]; dup {
			code := "device.duplicate"
			if where == "site" {
				code = "device.duplicateSiteLevel"
			}
			v.Add(df+"serialNumber", code)
		}
		seen[key] = "unit"
		if class, known := ref.DeviceClass(d.DeviceType); d.DeviceType == "" {
			v.Add(df+"deviceType", "device.deviceType.required")
		} else if !known {
			v.Add(df+"deviceType", "device.deviceType.unknown")
		} else if class == ClassGateway {
			v.Add(df+"deviceType", "device.notSensor")
		}
		if v.Required(df+"gatewaySerialNumber", d.GatewaySerialNumber, "device.gateway.required") {
			v.Check(gateways[auth.NameKey(d.GatewaySerialNumber)], df+"gatewaySerialNumber", "device.gateway.invalid")
		}
		for k, l := range d.L0Config {
			lf := fmt.Sprintf("%sl0Config[%d].", df, k)
			v.Required(lf+"deviceAttribute", l.DeviceAttribute, "device.l0.deviceAttribute.required")
			v.Required(lf+"applicationAttribute", l.ApplicationAttribute, "device.l0.applicationAttribute.required")
		}
	}
}
