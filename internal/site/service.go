package site

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Service manages sites, units and devices.
type Service struct {
	db   *storage.DB
	orgs *org.Service
	ref  Reference
	Now  func() time.Time
}

// NewService builds the site service.
func NewService(db *storage.DB, orgs *org.Service, ref Reference) *Service {
	return &Service{db: db, orgs: orgs, ref: ref, Now: time.Now}
}

// Dependent counts the sites of an organisation, for its delete guard.
func Dependent() org.Dependent {
	return org.Dependent{Code: "org.delete.hasSites", Count: func(ctx context.Context, tx *sqlx.Tx, orgID int64) (int, error) {
		var n int
		err := tx.GetContext(ctx, &n, tx.Rebind(`SELECT COUNT(*) FROM sites WHERE org_id = ? OR sub_org_id = ?`), orgID, orgID)
		return n, err
	}}
}

// place resolves the organisation and sub-organisation of a site: the
// sub-organisation must be in scope and below the organisation.
func (s *Service) place(ctx context.Context, p *auth.Principal, in Site) (orgRef, subRef org.Ref, err error) {
	if subRef, err = s.orgs.Resolve(ctx, p, in.SubOrganizationName); err != nil {
		return
	}
	audit.Scope(ctx, subRef.Path)
	orgRef, err = s.orgs.Resolve(ctx, auth.System(), in.OrganizationName)
	if err != nil || subRef.ID == orgRef.ID || !strings.HasPrefix(subRef.Path, orgRef.Path) {
		err = apperr.Invalid("subOrganizationName", "site.subOrganizationName.notUnder")
	}
	return
}

// Create adds a site with its units and devices, in one transaction, and
// answers the new devices' credentials.
func (s *Service) Create(ctx context.Context, p *auth.Principal, in Site) (*Saved, error) {
	pr, err := s.prepare(ctx, p, in)
	if err != nil {
		return nil, err
	}
	var creds []Credential
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		creds, err = s.insert(ctx, tx, pr, storage.Now(s.Now()))
		return err
	})
	if storage.IsUniqueViolation(err) { // a concurrent create took the id or a serial
		return nil, apperr.Conflict("site.conflict", nil)
	}
	if err != nil {
		return nil, apperr.Wrap(err, "site: create")
	}
	return s.saved(ctx, p, pr.site.SiteID, creds)
}

// prepared is a new site that passed the form rules, placed in its
// organisation and sub-organisation.
type prepared struct {
	site        Site
	org, subOrg org.Ref
}

// prepare applies the rules and placement of a new site.
func (s *Service) prepare(ctx context.Context, p *auth.Principal, in Site) (prepared, error) {
	normalise(&in)
	if err := validate(&in, s.ref); err != nil {
		return prepared{}, err
	}
	orgRef, subRef, err := s.place(ctx, p, in)
	return prepared{site: in, org: orgRef, subOrg: subRef}, err
}

// insert writes a prepared site inside tx after checking that its site id,
// serial numbers and customer BMC ids are free; it answers the devices'
// credentials.
func (s *Service) insert(ctx context.Context, tx *sqlx.Tx, pr prepared, now int64) ([]Credential, error) {
	in := pr.site
	var n int
	if err := tx.GetContext(ctx, &n, tx.Rebind(`SELECT COUNT(*) FROM sites WHERE site_code_key = ?`), auth.NameKey(in.SiteID)); err != nil {
		return nil, err
	}
	if n > 0 {
		return nil, apperr.Invalid("siteId", "site.siteId.taken")
	}
	if err := s.checkUnique(ctx, tx, in, 0); err != nil {
		return nil, err
	}
	var id int64
	if err := tx.GetContext(ctx, &id, tx.Rebind(`INSERT INTO sites (site_code, site_code_key, site_name, site_uuid,
		org_id, sub_org_id, locale, zone_id, country, state, district, pin_code, village_town_city, address_line1,
		latitude, longitude, altitude, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
		in.SiteID, auth.NameKey(in.SiteID), in.SiteName, uuid.NewString(), pr.org.ID, pr.subOrg.ID, in.Locale, in.ZoneID,
		in.Country, in.State, in.District, in.PinCode, in.VillageTownCity, in.AddressLine1,
		*in.Coordinates.Latitude, *in.Coordinates.Longitude, in.Altitude, now, now); err != nil {
		return nil, err
	}
	return s.writeChildren(ctx, tx, id, in, nil, now)
}

func (s *Service) saved(ctx context.Context, p *auth.Principal, siteID string, creds []Credential) (*Saved, error) {
	site, err := s.Get(ctx, p, siteID)
	if err != nil {
		return nil, err
	}
	if creds == nil {
		creds = []Credential{}
	}
	return &Saved{Site: *site, DeviceCredentials: creds}, nil
}

// checkUnique refuses serial numbers and customer BMC ids that another
// site already uses (siteRef: the site being edited, or 0). The customer
// id's query also states that the id is not empty, so that the planner
// may use the partial unique index (a bound value alone does not prove
// it): without that each check scanned every unit, and an import grew
// with the fleet.
func (s *Service) checkUnique(ctx context.Context, tx *sqlx.Tx, in Site, siteRef int64) error {
	var v apperr.Validator
	taken := func(query string, key string) bool {
		var n int
		_ = tx.GetContext(ctx, &n, tx.Rebind(query), key, siteRef)
		return n > 0
	}
	const serialQ = `SELECT COUNT(*) FROM devices WHERE serial_key = ? AND site_ref <> ?`
	for i, d := range in.SiteLevelDevices {
		v.Check(!taken(serialQ, auth.NameKey(d.SerialNumber)), fmt.Sprintf("siteLevelDevices[%d].serialNumber", i), "device.exists")
	}
	for i, u := range in.Units {
		f := fmt.Sprintf("chillingUnitMonitoringDetailsList[%d].", i)
		for j, d := range u.L1DeviceInfo {
			v.Check(!taken(serialQ, auth.NameKey(d.SerialNumber)), fmt.Sprintf("%sl1DeviceInfo[%d].serialNumber", f, j), "device.exists")
		}
		if id := u.ChillingUnit.CustomerBmcID; id != "" {
			v.Check(!taken(`SELECT COUNT(*) FROM chilling_units WHERE customer_bmc_id <> '' AND customer_bmc_id = ? AND site_ref <> ?`, id),
				f+"chillingUnit.customerBmcId", "unit.customerBmcId.taken")
		}
	}
	return v.Err()
}

// writeChildren writes the units and devices of a site. On edit, kept
// holds the existing units by uuid (they keep their id, so their history
// stays theirs) and existing devices keep their credentials.
func (s *Service) writeChildren(ctx context.Context, tx *sqlx.Tx, siteRef int64, in Site, kept map[string]int64, now int64) ([]Credential, error) {
	creds := []Credential{}
	oldCreds := map[string]string{}
	if kept != nil {
		var rows []struct {
			Key  string `db:"serial_key"`
			Hash string `db:"credential_hash"`
		}
		if err := tx.SelectContext(ctx, &rows, tx.Rebind(`SELECT serial_key, credential_hash FROM devices WHERE site_ref = ?`), siteRef); err != nil {
			return nil, err
		}
		for _, r := range rows {
			oldCreds[r.Key] = r.Hash
		}
		if _, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM devices WHERE site_ref = ?`), siteRef); err != nil {
			return nil, err
		}
	}
	insertDevice := func(d Device, unitRef any) error {
		class, _ := s.ref.DeviceClass(d.DeviceType)
		hash, ok := oldCreds[auth.NameKey(d.SerialNumber)]
		if !ok {
			var token string
			token, hash = newToken()
			creds = append(creds, Credential{SerialNumber: d.SerialNumber, Token: token})
		}
		l0, _ := json.Marshal(orEmpty(d.L0Config))
		_, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO devices (serial_number, serial_key, device_type, device_class,
			site_ref, unit_ref, gateway_serial, monitoring_product_type, l0_config, credential_hash, credential_rotated_at, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`), d.SerialNumber, auth.NameKey(d.SerialNumber), d.DeviceType, class,
			siteRef, unitRef, d.GatewaySerialNumber, d.MonitoringProductType, string(l0), hash, now, now)
		return err
	}
	for _, d := range in.SiteLevelDevices {
		if err := insertDevice(d, nil); err != nil {
			return nil, err
		}
	}
	keep := map[int64]bool{}
	for pos, u := range in.Units {
		details, _ := json.Marshal(u.ChillingUnit)
		capacity := 0.0
		if u.ChillingUnit.Capacity != nil {
			capacity = *u.ChillingUnit.Capacity
		}
		id, existing := kept[u.ChillingUnitUUID]
		if existing {
			if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE chilling_units SET position = ?, product_type = ?, unit_code = ?,
				customer_bmc_id = ?, name = ?, capacity = ?, details = ?, updated_at = ? WHERE id = ?`),
				pos, u.ProductType.Name, unitCode(u), u.ChillingUnit.CustomerBmcID, unitName(u), capacity, string(details), now, id); err != nil {
				return nil, err
			}
		} else if err := tx.GetContext(ctx, &id, tx.Rebind(`INSERT INTO chilling_units (site_ref, uuid, position, product_type,
			unit_code, customer_bmc_id, name, capacity, details, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
			siteRef, uuid.NewString(), pos, u.ProductType.Name, unitCode(u), u.ChillingUnit.CustomerBmcID, unitName(u),
			capacity, string(details), now, now); err != nil {
			return nil, err
		}
		keep[id] = true
		for _, d := range u.L1DeviceInfo {
			if err := insertDevice(d, id); err != nil {
				return nil, err
			}
		}
	}
	for _, id := range kept {
		if !keep[id] {
			if _, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM chilling_units WHERE id = ?`), id); err != nil {
				return nil, err
			}
		}
	}
	return creds, nil
}

func orEmpty(l []L0Config) []L0Config {
	if l == nil {
		return []L0Config{}
	}
	return l
}

// Update replaces a site's fields, units and devices. Units sent with their
// chillingUnitUuid are kept; devices that stay keep their credentials.
func (s *Service) Update(ctx context.Context, p *auth.Principal, siteID string, in Site) (*Saved, error) {
	cur, err := s.getSite(ctx, p, "s.site_code_key = ?", auth.NameKey(siteID))
	if err != nil {
		return nil, err
	}
	audit.Scope(ctx, cur.SubOrgPath)
	if audit.From(ctx) != nil {
		if was, err := s.Get(ctx, p, cur.SiteCode); err == nil {
			audit.Before(ctx, was)
		}
	}
	normalise(&in)
	if in.SiteID == "" {
		in.SiteID = cur.SiteCode
	}
	if auth.NameKey(in.SiteID) != auth.NameKey(cur.SiteCode) {
		return nil, apperr.Invalid("siteId", "site.siteId.immutable")
	}
	if err := validate(&in, s.ref); err != nil {
		return nil, err
	}
	orgRef, subRef, err := s.place(ctx, p, in)
	if err != nil {
		return nil, err
	}
	now := storage.Now(s.Now())
	var creds []Credential
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if err := s.checkUnique(ctx, tx, in, cur.ID); err != nil {
			return err
		}
		var units []struct {
			ID   int64  `db:"id"`
			UUID string `db:"uuid"`
		}
		if err := tx.SelectContext(ctx, &units, tx.Rebind(`SELECT id, uuid FROM chilling_units WHERE site_ref = ?`), cur.ID); err != nil {
			return err
		}
		kept := map[string]int64{}
		for _, u := range units {
			kept[u.UUID] = u.ID
		}
		if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE sites SET site_name = ?, org_id = ?, sub_org_id = ?, locale = ?,
			zone_id = ?, country = ?, state = ?, district = ?, pin_code = ?, village_town_city = ?, address_line1 = ?,
			latitude = ?, longitude = ?, altitude = ?, updated_at = ? WHERE id = ?`),
			in.SiteName, orgRef.ID, subRef.ID, in.Locale, in.ZoneID, in.Country, in.State, in.District, in.PinCode,
			in.VillageTownCity, in.AddressLine1, *in.Coordinates.Latitude, *in.Coordinates.Longitude, in.Altitude, now, cur.ID); err != nil {
			return err
		}
		creds, err = s.writeChildren(ctx, tx, cur.ID, in, kept, now)
		return err
	})
	if err != nil {
		return nil, apperr.Wrap(err, "site: update")
	}
	return s.saved(ctx, p, cur.SiteCode, creds)
}

// Get returns a site in scope by its site id.
func (s *Service) Get(ctx context.Context, p *auth.Principal, siteID string) (*Site, error) {
	return s.one(ctx, p, "s.site_code_key = ?", auth.NameKey(siteID))
}

// ByUUID returns a site in scope by its uuid.
func (s *Service) ByUUID(ctx context.Context, p *auth.Principal, id string) (*Site, error) {
	return s.one(ctx, p, "s.site_uuid = ?", strings.TrimSpace(id))
}

// ByName returns a site in scope by its name.
func (s *Service) ByName(ctx context.Context, p *auth.Principal, name string) (*Site, error) {
	return s.one(ctx, p, "LOWER(s.site_name) = ?", strings.ToLower(strings.TrimSpace(name)))
}

func (s *Service) one(ctx context.Context, p *auth.Principal, where string, arg any) (*Site, error) {
	r, err := s.getSite(ctx, p, where, arg)
	if err != nil {
		return nil, err
	}
	sites, err := s.assemble(ctx, []siteRow{r})
	if err != nil {
		return nil, err
	}
	return &sites[0], nil
}

// List pages the sites below the organisations named (each with its
// sub-organisations; the principal's whole scope when none is named), by
// site name.
func (s *Service) List(ctx context.Context, p *auth.Principal, req paging.Request, orgNames ...string) (paging.Page[Site], error) {
	if err := req.Validate(); err != nil {
		return paging.Page[Site]{}, err
	}
	if len(orgNames) == 0 {
		orgNames = []string{""}
	}
	var args []any
	for _, name := range orgNames {
		path, err := s.orgs.SubtreePath(ctx, p, name)
		if err != nil {
			return paging.Page[Site]{}, err
		}
		args = append(args, path+"%")
	}
	where := " WHERE (" + strings.TrimSuffix(strings.Repeat("so.path LIKE ? OR ", len(args)), " OR ") + ")"
	var total int
	if err := s.db.Get(ctx, &total, `SELECT COUNT(*) FROM sites s JOIN organizations so ON so.id = s.sub_org_id`+where, args...); err != nil {
		return paging.Page[Site]{}, apperr.Wrap(err, "site: count")
	}
	var rows []siteRow
	if err := s.db.Select(ctx, &rows, selectSite+where+" ORDER BY LOWER(s.site_name), s.id LIMIT ? OFFSET ?", append(args, req.Size, req.Offset())...); err != nil {
		return paging.Page[Site]{}, apperr.Wrap(err, "site: list")
	}
	sites, err := s.assemble(ctx, rows)
	if err != nil {
		return paging.Page[Site]{}, err
	}
	return paging.New(req, sites, total), nil
}
