package sim

import (
	"github.com/chillwatch/chillwatch/internal/site"
)

// Device is one simulated device.
type Device struct {
	Serial string
	Type   string
	Site   int // 1-based
	Unit   int // 1-based; 0 for the site's gateway and power sensor
}

// Devices answers every device of the fleet, site by site.
func (w *World) Devices() []Device {
	var out []Device
	for _, s := range w.sites {
		out = append(out, Device{s.Gateway, TypeGateway, s.Index, 0}, Device{s.PowerSensor, TypePowsens, s.Index, 0})
		for _, u := range s.Units {
			out = append(out,
				Device{u.Serials.Indsens, TypeIndsens, s.Index, u.Index}, Device{u.Serials.Volsens, TypeVolsens, s.Index, u.Index},
				Device{u.Serials.Feedsens, TypeFeedsens, s.Index, u.Index}, Device{u.Serials.Feedsens2, TypeFeedsens, s.Index, u.Index})
		}
	}
	return out
}

// Gateways maps the serial number of every device but the gateways to its
// site's gateway.
func (w *World) Gateways() map[string]string {
	out := map[string]string{}
	for _, s := range w.sites {
		for _, serial := range s.Serials()[1:] {
			out[serial] = s.Gateway
		}
	}
	return out
}

// Serials answers the serial numbers of the site's devices.
func (s *Site) Serials() []string {
	out := []string{s.Gateway, s.PowerSensor}
	for _, u := range s.Units {
		out = append(out, u.Serials.Indsens, u.Serials.Volsens, u.Serials.Feedsens, u.Serials.Feedsens2)
	}
	return out
}

// Feedback channels of the second feedback sensor: the default l0Config of
// a feedsens reads its inputs as grid, dg, compressor and agitator (as the
// first one's are); the second one's carry the pump 2 and condenser
// feedback.
var feedsens2L0 = []site.L0Config{
	{DeviceAttribute: "Feedback #1", ApplicationAttribute: "pump2", Unit: "ON/OFF"},
	{DeviceAttribute: "Feedback #2", ApplicationAttribute: "condenser", Unit: "ON/OFF"},
}

// Form answers the site form that provisions the site in an organisation
// and sub-organisation: its gateway and power sensor, and each unit as a
// BMC with its indsens, volsens and two feedsens behind the gateway. The
// devices keep the default l0Config of their type, but for the second
// feedback sensor's.
func (s *Site) Form(org, subOrg string) site.Site {
	p := s.Place
	lat, lon := p.Latitude, p.Longitude
	f := site.Site{
		SiteID: s.ID, SiteName: s.Name, OrganizationName: org, SubOrganizationName: subOrg,
		Locale: p.Locale, ZoneID: s.ZoneName, Country: p.Country, State: p.State, District: p.District,
		PinCode: p.PinCode, VillageTownCity: p.Town, AddressLine1: p.Address,
		Coordinates: site.Coordinates{Latitude: &lat, Longitude: &lon}, Altitude: 500,
		SiteLevelDevices: []site.Device{
			{SerialNumber: s.Gateway, DeviceType: TypeGateway},
			{SerialNumber: s.PowerSensor, DeviceType: TypePowsens},
		},
	}
	for _, u := range s.Units {
		capacity := u.Capacity
		dev := func(serial, typ string, l0 []site.L0Config) site.Device {
			return site.Device{SerialNumber: serial, DeviceType: typ, GatewaySerialNumber: s.Gateway, L0Config: l0}
		}
		f.Units = append(f.Units, site.Unit{
			ProductType: site.ProductRef{Name: site.ProductBMC, ProductTypeID: 1},
			ChillingUnit: site.ChillingUnit{BmcID: u.BmcID, CustomerBmcID: u.CustomerBmcID, BmcName: u.Name,
				Capacity: &capacity, OwnerName: s.Name},
			L1DeviceInfo: []site.Device{
				dev(u.Serials.Indsens, TypeIndsens, nil), dev(u.Serials.Volsens, TypeVolsens, nil),
				dev(u.Serials.Feedsens, TypeFeedsens, nil), dev(u.Serials.Feedsens2, TypeFeedsens, feedsens2L0),
			},
		})
	}
	return f
}
