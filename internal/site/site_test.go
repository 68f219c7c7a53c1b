package site

import "testing"

// TestDerive: a site's answered-only fields follow its units and devices.
func TestDerive(t *testing.T) {
	unit := func(product, name string, devices ...string) Unit {
		u := Unit{ProductType: ProductRef{Name: product}, ChillingUnitUUID: "uuid-" + name, ChillingUnitID: "id-" + name}
		if product == ProductABC {
			u.ChillingUnit.ChillingCenterName = name
		} else {
			u.ChillingUnit.BmcName = name
		}
		for _, d := range devices {
			u.L1DeviceInfo = append(u.L1DeviceInfo, Device{SerialNumber: d})
		}
		return u
	}
	tests := []struct {
		name       string
		units      []Unit
		deviceType string
		devices    int // with the site's two own
		l1         int
	}{
		{"no units", nil, "", 2, 0},
		{"BMCs", []Unit{unit("BMC", "Tank 1", "a"), unit("BMC", "Tank 2", "b", "c")}, "BMC", 5, 3},
		{"ABCs alone", []Unit{unit("ABC", "Centre A", "a")}, "ABC", 3, 1},
		{"an ABC beside a BMC", []Unit{unit("ABC", "Centre A"), unit("BMC", "Tank 1", "a")}, "BMC", 3, 1},
		{"an FTBMC", []Unit{unit("FTBMC", "Truck", "a")}, "BMC", 3, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Site{SiteLevelDevices: []Device{{SerialNumber: "GW"}, {SerialNumber: "PS"}}, Units: tt.units}
			s.derive()
			if s.DeviceType != tt.deviceType || len(s.Devices) != tt.devices || s.NumberOfL1Devices != tt.l1 || s.NumberOfChillingUnit != len(tt.units) {
				t.Errorf("deviceType %q, %d devices, %d L1, %d units; want %q, %d, %d, %d",
					s.DeviceType, len(s.Devices), s.NumberOfL1Devices, s.NumberOfChillingUnit, tt.deviceType, tt.devices, tt.l1, len(tt.units))
			}
			if len(s.UnitsInBrief) != len(tt.units) {
				t.Fatalf("%d units in brief", len(s.UnitsInBrief))
			}
			for i, u := range tt.units {
				want := UnitBrief{u.ChillingUnitUUID, u.ChillingUnitID, unitName(u)}
				if s.UnitsInBrief[i] != want || want.ChillingUnitName == "" {
					t.Errorf("unit %d in brief = %v, want %v", i, s.UnitsInBrief[i], want)
				}
			}
			if len(s.Devices) > 0 && s.Devices[0].SerialNumber != "GW" {
				t.Errorf("devices start with %v, want the site's own", s.Devices[0])
			}
		})
	}
}
