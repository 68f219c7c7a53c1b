package site

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

type siteRow struct {
	ID              int64   `db:"id"`
	SiteCode        string  `db:"site_code"`
	SiteName        string  `db:"site_name"`
	SiteUUID        string  `db:"site_uuid"`
	OrgName         string  `db:"org_name"`
	SubOrgName      string  `db:"sub_org_name"`
	SubOrgPath      string  `db:"sub_org_path"`
	Locale          string  `db:"locale"`
	ZoneID          string  `db:"zone_id"`
	Country         string  `db:"country"`
	State           string  `db:"state"`
	District        string  `db:"district"`
	PinCode         string  `db:"pin_code"`
	VillageTownCity string  `db:"village_town_city"`
	AddressLine1    string  `db:"address_line1"`
	Latitude        float64 `db:"latitude"`
	Longitude       float64 `db:"longitude"`
	Altitude        float64 `db:"altitude"`
}

const selectSite = `SELECT s.id, s.site_code, s.site_name, s.site_uuid, o.org_name, so.org_name AS sub_org_name,
	so.path AS sub_org_path, s.locale, s.zone_id, s.country, s.state, s.district, s.pin_code, s.village_town_city,
	s.address_line1, s.latitude, s.longitude, s.altitude
	FROM sites s JOIN organizations o ON o.id = s.org_id JOIN organizations so ON so.id = s.sub_org_id`

type unitRow struct {
	ID            int64   `db:"id"`
	SiteRef       int64   `db:"site_ref"`
	UUID          string  `db:"uuid"`
	ProductType   string  `db:"product_type"`
	UnitCode      string  `db:"unit_code"`
	CustomerBmcID string  `db:"customer_bmc_id"`
	Name          string  `db:"name"`
	Capacity      float64 `db:"capacity"`
	Details       string  `db:"details"`
}

type deviceRow struct {
	ID             int64         `db:"id"`
	SerialNumber   string        `db:"serial_number"`
	DeviceType     string        `db:"device_type"`
	DeviceClass    string        `db:"device_class"`
	SiteRef        int64         `db:"site_ref"`
	UnitRef        sql.NullInt64 `db:"unit_ref"`
	GatewaySerial  string        `db:"gateway_serial"`
	MonitoringType string        `db:"monitoring_product_type"`
	L0Config       string        `db:"l0_config"`
}

func (s *Service) getSite(ctx context.Context, p *auth.Principal, where string, arg any) (siteRow, error) {
	var r siteRow
	err := s.db.Get(ctx, &r, selectSite+" WHERE "+where, arg)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !p.Sees(r.SubOrgPath)) {
		return siteRow{}, apperr.NotFound("site")
	}
	if err != nil {
		return r, apperr.Wrap(err, "site: get")
	}
	return r, nil
}

// assemble loads the units and devices of rows and builds the sites.
func (s *Service) assemble(ctx context.Context, rows []siteRow) ([]Site, error) {
	out := make([]Site, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	var units []unitRow
	q, args, _ := sqlx.In(`SELECT id, site_ref, uuid, product_type, unit_code, customer_bmc_id, name, capacity, details
		FROM chilling_units WHERE site_ref IN (?) ORDER BY site_ref, position`, ids)
	if err := s.db.Select(ctx, &units, q, args...); err != nil {
		return nil, apperr.Wrap(err, "site: units")
	}
	var devices []deviceRow
	q, args, _ = sqlx.In(`SELECT id, serial_number, device_type, device_class, site_ref, unit_ref, gateway_serial,
		monitoring_product_type, l0_config FROM devices WHERE site_ref IN (?) ORDER BY id`, ids)
	if err := s.db.Select(ctx, &devices, q, args...); err != nil {
		return nil, apperr.Wrap(err, "site: devices")
	}
	unitDevices := map[int64][]Device{}
	siteDevices := map[int64][]Device{}
	for _, d := range devices {
		dev := Device{SerialNumber: d.SerialNumber, DeviceType: d.DeviceType, GatewaySerialNumber: d.GatewaySerial,
			MonitoringProductType: d.MonitoringType}
		if !d.UnitRef.Valid && dev.MonitoringProductType == "" {
			dev.MonitoringProductType = d.DeviceClass // a site-level device answers its class (L3, L1)
		}
		_ = json.Unmarshal([]byte(d.L0Config), &dev.L0Config)
		if d.UnitRef.Valid {
			unitDevices[d.UnitRef.Int64] = append(unitDevices[d.UnitRef.Int64], dev)
		} else {
			siteDevices[d.SiteRef] = append(siteDevices[d.SiteRef], dev)
		}
	}
	siteUnits := map[int64][]Unit{}
	for _, u := range units {
		unit := Unit{ProductType: ProductRef{Name: u.ProductType, ProductTypeID: productTypeID(u.ProductType)},
			ChillingUnitID: u.UnitCode, ChillingUnitUUID: u.UUID, L1DeviceInfo: append([]Device{}, unitDevices[u.ID]...)}
		_ = json.Unmarshal([]byte(u.Details), &unit.ChillingUnit)
		siteUnits[u.SiteRef] = append(siteUnits[u.SiteRef], unit)
	}
	for i, r := range rows {
		lat, lon := r.Latitude, r.Longitude
		out[i] = Site{
			SiteID: r.SiteCode, SiteName: r.SiteName, SiteUUID: r.SiteUUID, OrganizationName: r.OrgName,
			SubOrganizationName: r.SubOrgName, Locale: r.Locale, ZoneID: r.ZoneID, Country: r.Country, State: r.State,
			District: r.District, PinCode: r.PinCode, VillageTownCity: r.VillageTownCity, AddressLine1: r.AddressLine1,
			Coordinates: Coordinates{Latitude: &lat, Longitude: &lon}, Altitude: r.Altitude,
			SiteLevelDevices: append([]Device{}, siteDevices[r.ID]...), Units: append([]Unit{}, siteUnits[r.ID]...),
		}
		out[i].derive()
	}
	return out, nil
}

func productTypeID(name string) int {
	switch name {
	case ProductBMC:
		return 1
	case ProductABC:
		return 2
	case ProductFTBMC:
		return 3
	}
	return 0
}

// unitCode is the unit's own id: bmcId for BMC/FTBMC, chillingCenterId for ABC.
func unitCode(u Unit) string {
	if u.ChillingUnitID != "" {
		return u.ChillingUnitID
	}
	if u.ProductType.Name == ProductABC {
		return u.ChillingUnit.ChillingCenterID
	}
	return u.ChillingUnit.BmcID
}

func unitName(u Unit) string {
	if u.ProductType.Name == ProductABC {
		return u.ChillingUnit.ChillingCenterName
	}
	return u.ChillingUnit.BmcName
}

// TokenPrefix starts every device credential: it names what the secret is
// when one turns up in a log or a file, and keeps the credentials CSV safe
// to open in a spreadsheet (base64url alone may start with "-").
const TokenPrefix = "cwd_"

// newToken returns a device credential and the hash that is stored.
func newToken() (token, hash string) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Sprintf("site: random: %v", err))
	}
	token = TokenPrefix + base64.RawURLEncoding.EncodeToString(b)
	return token, HashToken(token)
}

// HashToken is how a device credential is stored and looked up.
func HashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}
