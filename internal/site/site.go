// Package site owns the physical fleet: sites (village chilling centres),
// their chilling units (BMC, FTBMC, ABC) with their L1 devices, and the
// site-level devices (L3 gateway, powsens sensor). It applies the site
// form's rules, keeps serial numbers unique across the platform and gives
// every device an ingestion credential of which only a hash is stored.
package site

import "strings"

// Coordinates place a site; both are required.
type Coordinates struct {
	Latitude  *float64 `json:"latitude"`
	Longitude *float64 `json:"longitude"`
}

// L0Config maps one of a device's raw attributes to a canonical signal.
type L0Config struct {
	DeviceAttribute      string `json:"deviceAttribute"`
	ApplicationAttribute string `json:"applicationAttribute"`
	Unit                 string `json:"unit"`
}

// Device is a site-level device or a unit's L1 device.
type Device struct {
	SerialNumber          string     `json:"serialNumber"`
	DeviceType            string     `json:"deviceType"`
	GatewaySerialNumber   string     `json:"gatewaySerialNumber,omitempty"`
	MonitoringProductType string     `json:"monitoringProductType,omitempty"`
	L0Config              []L0Config `json:"l0Config,omitempty"`
}

// ProductRef names a unit's kind: BMC, ABC or FTBMC.
type ProductRef struct {
	Name          string `json:"name"`
	ProductTypeID int    `json:"productTypeId,omitempty"`
}

// ChillingUnit holds the fields of a unit: BMC and FTBMC use the bmc*
// fields, ABC the chilling-centre and society fields; the rest are shared.
type ChillingUnit struct {
	BmcID              string   `json:"bmcId,omitempty"`
	CustomerBmcID      string   `json:"customerBmcId,omitempty"`
	BmcName            string   `json:"bmcName,omitempty"`
	ChillingCenterName string   `json:"chillingCenterName,omitempty"`
	ChillingCenterID   string   `json:"chillingCenterId,omitempty"`
	CollectionCenter   string   `json:"collectionCenterType,omitempty"`
	SocietyID          string   `json:"societyId,omitempty"`
	SocietyLongID      string   `json:"societyLongId,omitempty"`
	Capacity           *float64 `json:"capacity,omitempty"`
	OwnerName          string   `json:"ownerName,omitempty"`
	CountryCode        string   `json:"countryCode,omitempty"`
	OwnerContactNum    string   `json:"ownerContactNum,omitempty"`
	Vendor             string   `json:"vendor,omitempty"`
	OtherVendor        string   `json:"otherVendor,omitempty"`
	ManufacturedYear   *int     `json:"manufacturedYear,omitempty"`
	MethodOfCooling    string   `json:"methodOfCooling,omitempty"`
	TraceabilityBmcID  string   `json:"traceability_Bmc_Id,omitempty"`
}

// Unit is one entry of chillingUnitMonitoringDetailsList.
type Unit struct {
	ProductType      ProductRef   `json:"productType"`
	ChillingUnitID   string       `json:"chillingUnitId,omitempty"`
	ChillingUnitUUID string       `json:"chillingUnitUuid,omitempty"`
	ChillingUnit     ChillingUnit `json:"chillingUnit"`
	L1DeviceInfo     []Device     `json:"l1DeviceInfo"`
}

// Site is a chilling centre with its devices and units.
type Site struct {
	SiteID              string      `json:"siteId"`
	SiteName            string      `json:"siteName"`
	SiteUUID            string      `json:"siteUUID,omitempty"`
	OrganizationName    string      `json:"organizationName"`
	SubOrganizationName string      `json:"subOrganizationName"`
	Locale              string      `json:"locale"`
	ZoneID              string      `json:"zoneId"`
	Country             string      `json:"country"`
	State               string      `json:"state"`
	District            string      `json:"district"`
	PinCode             string      `json:"pinCode"`
	VillageTownCity     string      `json:"villageTownCity"`
	AddressLine1        string      `json:"addressLine1"`
	Coordinates         Coordinates `json:"coordinates"`
	Altitude            float64     `json:"altitude"`
	SiteLevelDevices    []Device    `json:"siteLevelDevices"`
	Units               []Unit      `json:"chillingUnitMonitoringDetailsList"`
	// Accepted on input only (spec 02 §3): timeZone is another name of
	// zoneId, and the form's helper fields name the site's gateway and
	// power sensor, added to siteLevelDevices when these lack one.
	TimeZone            string `json:"timeZone,omitempty" doc:"another name of zoneId, on input"`
	GatewaySerialNumber string `json:"gatewaySerialNumber,omitempty" doc:"on input: the site's gateway, when siteLevelDevices has none"`
	SensorSerialNumber  string `json:"sensorSerialNumber,omitempty" doc:"on input: the site's power sensor, when siteLevelDevices has none"`
	// Counts, answered only.
	NumberOfChillingUnit int `json:"numberOfChillingUnit"`
	NumberOfL1Devices    int `json:"numberOfL1Devices"`
	// Answered only (a saved site ignores them): the product type of its
	// units (ABC when every unit is an ABC, else BMC; none without
	// units), every device of the site (its own, then each unit's), and
	// its units in brief (spec 03 §3, the site list's version).
	DeviceType   string      `json:"deviceType,omitempty" enum:"BMC,ABC"`
	Devices      []Device    `json:"devices,omitempty"`
	UnitsInBrief []UnitBrief `json:"chillingUnitCompresedDTOS,omitempty"`
}

// UnitBrief names a chilling unit in a site's answer.
type UnitBrief struct {
	ChillingUnitUUID string `json:"chillingUnitUuid"`
	ChillingUnitID   string `json:"chillingUnitId"`
	ChillingUnitName string `json:"chillingUnitName"`
}

// derive fills the answered-only fields of a site from its devices and units.
func (s *Site) derive() {
	s.NumberOfChillingUnit, s.NumberOfL1Devices = len(s.Units), 0
	s.Devices = append([]Device{}, s.SiteLevelDevices...)
	s.UnitsInBrief = make([]UnitBrief, 0, len(s.Units))
	s.DeviceType = ""
	for _, u := range s.Units {
		s.NumberOfL1Devices += len(u.L1DeviceInfo)
		s.Devices = append(s.Devices, u.L1DeviceInfo...)
		s.UnitsInBrief = append(s.UnitsInBrief, UnitBrief{ChillingUnitUUID: u.ChillingUnitUUID, ChillingUnitID: u.ChillingUnitID, ChillingUnitName: unitName(u)})
		switch {
		case !strings.EqualFold(u.ProductType.Name, ProductABC):
			s.DeviceType = ProductBMC
		case s.DeviceType == "":
			s.DeviceType = ProductABC
		}
	}
}

// Credential is a device's ingestion secret, shown once.
type Credential struct {
	SerialNumber string `json:"serialNumber"`
	Token        string `json:"token"`
}

// Saved is the answer to a create or edit: the site and the credentials of
// the devices it added (each token is shown only here).
type Saved struct {
	Site
	DeviceCredentials []Credential `json:"deviceCredentials"`
}

// Device classes and the site-level sensor type.
const (
	ClassGateway = "L3"
	ClassSensor  = "L1"
	TypePowsens  = "powsens"
)

// Product types.
const (
	ProductBMC   = "BMC"
	ProductABC   = "ABC"
	ProductFTBMC = "FTBMC"
)

// VendorOthers is the vendor choice whose name is typed in otherVendor.
const VendorOthers = "Others"
