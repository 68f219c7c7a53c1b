package meta

import (
	"slices"
	"strings"
)

// deviceType is one monitoring device type with what it can report.
type deviceType struct {
	Type
	Class                 string // L3 (gateway) or L1 (sensor)
	DeviceAttributes      []Type // raw attributes of its records
	ApplicationAttributes []Type // canonical signals it can feed
	Units                 []Type // units its values can carry
}

// DeviceAttributes returns the raw attributes a device type reports, the
// deviceAttribute side of an l0Config entry. deviceType is one of the
// monitoringDeviceTypes (the match ignores case); false if unknown. A gateway
// (L3) has none.
func (c *Catalog) DeviceAttributes(deviceType string) ([]Type, bool) {
	d, ok := c.device(deviceType)
	if !ok {
		return nil, false
	}
	return slices.Clone(d.DeviceAttributes), true
}

// ApplicationAttributes returns the canonical signals (volume,
// milkTemperature, grid, compressor...) a device type can feed, the
// applicationAttribute side of an l0Config entry; false if the device type is
// unknown.
func (c *Catalog) ApplicationAttributes(deviceType string) ([]Type, bool) {
	d, ok := c.device(deviceType)
	if !ok {
		return nil, false
	}
	return slices.Clone(d.ApplicationAttributes), true
}

// UnitValueTypes returns the units a device type's values can carry (L, kg,
// °C, A, V, W, kWh, ON/OFF...); false if the device type is unknown.
func (c *Catalog) UnitValueTypes(deviceType string) ([]Type, bool) {
	d, ok := c.device(deviceType)
	if !ok {
		return nil, false
	}
	return slices.Clone(d.Units), true
}

// DeviceClass returns the class of a device type: "L3" for a gateway, "L1"
// for a sensor; false if the device type is unknown.
func (c *Catalog) DeviceClass(deviceType string) (string, bool) {
	d, ok := c.device(deviceType)
	if !ok {
		return "", false
	}
	return d.Class, true
}

func (c *Catalog) device(name string) (*deviceType, bool) {
	d, ok := c.devices[strings.ToLower(strings.TrimSpace(name))]
	return d, ok
}
