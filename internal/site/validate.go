package site

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

// DeviceCheck answers a serial-number validation: the device type the
// serial will carry and its class (monitoringProductType, L3 or L1).
type DeviceCheck struct {
	SerialNumber          string `json:"serialNumber"`
	DeviceType            string `json:"deviceType"`
	MonitoringProductType string `json:"monitoringProductType"`
}

// Field kinds of a serial-number validation; any other kind names a
// concrete device type.
const (
	KindGateway = "gateway"
	KindSensor  = "sensor"
)

// ValidateDevice checks a serial number typed into a site form field before
// the site is saved. kind is the field's kind: "gateway" or "L3" (the
// site's gateway), "sensor" (the site's powsens) or a concrete device type
// for a unit's L1 device. A serial already assigned to another site is "Already Existing";
// one assigned to the site being edited (siteUUID) keeps its stored type,
// which must suit the field. An unassigned serial takes the field's type.
func (s *Service) ValidateDevice(ctx context.Context, p *auth.Principal, kind, serial, siteUUID string) (*DeviceCheck, error) {
	serial, kind = strings.TrimSpace(serial), strings.TrimSpace(kind)
	want, err := s.kindType(kind)
	if err != nil {
		return nil, err
	}
	if class, _ := s.ref.DeviceClass(want); class == ClassGateway {
		kind = KindGateway // the gateway's own type (L3) names the gateway field
	}
	var v apperr.Validator
	checkSerial(&v, "serialNumber", serial)
	if err := v.Err(); err != nil {
		return nil, err
	}
	var siteRef int64
	if siteUUID != "" {
		row, err := s.getSite(ctx, p, "s.site_uuid = ?", siteUUID)
		if err != nil {
			return nil, err
		}
		siteRef = row.ID
	}
	var d struct {
		Type    string `db:"device_type"`
		SiteRef int64  `db:"site_ref"`
	}
	err = s.db.Get(ctx, &d, `SELECT device_type, site_ref FROM devices WHERE serial_key = ?`, auth.NameKey(serial))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		d.Type = want
	case err != nil:
		return nil, apperr.Wrap(err, "site: validate device")
	case d.SiteRef != siteRef:
		return nil, apperr.Invalid("serialNumber", "device.exists")
	}
	class, _ := s.ref.DeviceClass(d.Type)
	switch {
	case kind == KindGateway && class != ClassGateway:
		return nil, apperr.Invalid("serialNumber", "device.notGateway")
	case kind != KindGateway && class == ClassGateway:
		return nil, apperr.Invalid("serialNumber", "device.notSensor")
	case kind == KindSensor && !strings.EqualFold(d.Type, TypePowsens):
		return nil, apperr.Invalid("serialNumber", "device.siteLevel.type")
	}
	return &DeviceCheck{SerialNumber: serial, DeviceType: d.Type, MonitoringProductType: class}, nil
}

// kindType is the device type a new serial takes in a field of kind.
func (s *Service) kindType(kind string) (string, error) {
	switch strings.ToLower(kind) {
	case KindGateway:
		return ClassGateway, nil
	case KindSensor:
		return TypePowsens, nil
	}
	if _, ok := s.ref.DeviceClass(kind); !ok {
		return "", apperr.Invalid("type", "device.deviceType.unknown")
	}
	return kind, nil
}

// AssignmentCheck is the body of validateData/Devices: the customer BMC ids
// and device serials a site form is about to save.
type AssignmentCheck struct {
	SiteUUID       string   `json:"siteUUID,omitempty" doc:"the site being edited; its own devices and units do not count as assigned"`
	CustomerBmcIDs []string `json:"customerBmcIds" maxItems:"1000"`
	SerialNumbers  []string `json:"serialNumbers" maxItems:"1000"`
}

// Assignment answers an AssignmentCheck: SUCCESS when nothing is assigned
// elsewhere, otherwise FAILED with the serials and BMC ids that are.
type Assignment struct {
	Status          string   `json:"status" enum:"SUCCESS,FAILED"`
	AssignedDevices []string `json:"assignedDevices"`
	AssignedBmcs    []string `json:"assignedBmcs"`
}

// CheckAssignments reports which serials and customer BMC ids another site
// already holds.
func (s *Service) CheckAssignments(ctx context.Context, p *auth.Principal, in AssignmentCheck) (*Assignment, error) {
	var siteRef int64
	if in.SiteUUID != "" {
		row, err := s.getSite(ctx, p, "s.site_uuid = ?", in.SiteUUID)
		if err != nil {
			return nil, err
		}
		siteRef = row.ID
	}
	out := &Assignment{Status: "SUCCESS", AssignedDevices: []string{}, AssignedBmcs: []string{}}
	taken := func(query, key string) (bool, error) {
		var n int
		err := s.db.Get(ctx, &n, query, key, siteRef)
		return n > 0, err
	}
	for _, serial := range in.SerialNumbers {
		if serial = strings.TrimSpace(serial); serial == "" {
			continue
		}
		yes, err := taken(`SELECT COUNT(*) FROM devices WHERE serial_key = ? AND site_ref <> ?`, auth.NameKey(serial))
		if err != nil {
			return nil, apperr.Wrap(err, "site: assigned devices")
		}
		if yes {
			out.AssignedDevices = append(out.AssignedDevices, serial)
		}
	}
	for _, id := range in.CustomerBmcIDs {
		if id = strings.TrimSpace(id); id == "" {
			continue
		}
		yes, err := taken(`SELECT COUNT(*) FROM chilling_units WHERE customer_bmc_id <> '' AND customer_bmc_id = ? AND site_ref <> ?`, id)
		if err != nil {
			return nil, apperr.Wrap(err, "site: assigned units")
		}
		if yes {
			out.AssignedBmcs = append(out.AssignedBmcs, id)
		}
	}
	if len(out.AssignedDevices)+len(out.AssignedBmcs) > 0 {
		out.Status = "FAILED"
	}
	return out, nil
}
