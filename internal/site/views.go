package site

import (
	"context"
	"database/sql"
	"errors"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// UnitSummary is a row of the site details' unit table.
type UnitSummary struct {
	ChillingUnitUUID    string   `json:"chillingUnitUUID"`
	ChillingUnitID      string   `json:"chillingUnitID"`
	ChillingUnitName    string   `json:"chillingUnitName"`
	ProductType         string   `json:"productType"`
	Capacity            float64  `json:"capacity"`
	SensorCount         int      `json:"sensorCount"`
	GatewaySerialNumber string   `json:"gatewaySerialNumber"`
	L1DeviceInfo        []Device `json:"l1DeviceInfo"`
}

// Units lists a site's chilling units for its details page.
func (s *Service) Units(ctx context.Context, p *auth.Principal, siteID string) ([]UnitSummary, error) {
	st, err := s.Get(ctx, p, siteID)
	if err != nil {
		return nil, err
	}
	out := make([]UnitSummary, len(st.Units))
	for i, u := range st.Units {
		sum := UnitSummary{ChillingUnitUUID: u.ChillingUnitUUID, ChillingUnitID: u.ChillingUnitID, ChillingUnitName: unitName(u),
			ProductType: u.ProductType.Name, SensorCount: len(u.L1DeviceInfo), L1DeviceInfo: u.L1DeviceInfo}
		if u.ChillingUnit.Capacity != nil {
			sum.Capacity = *u.ChillingUnit.Capacity
		}
		if len(u.L1DeviceInfo) > 0 {
			sum.GatewaySerialNumber = u.L1DeviceInfo[0].GatewaySerialNumber
		}
		out[i] = sum
	}
	return out, nil
}

// Node kinds of the organisation-site tree below a sub-organisation.
type (
	// SiteNode is a site in the organisation tree.
	SiteNode struct {
		SiteName      string     `json:"siteName"`
		SiteID        string     `json:"siteId"`
		ChillingUnits []UnitNode `json:"chillingUnits"`
		L1Devices     []Device   `json:"l1Devices"`
		L3Devices     []Device   `json:"l3Devices"`
	}
	// UnitNode is a chilling unit in the organisation tree.
	UnitNode struct {
		ChillingUnitName string   `json:"chillingUnitName"`
		L1DeviceInfo     []Device `json:"l1DeviceInfo"`
	}
)

// AttachSites puts every site of the tree under its sub-organisation's node.
func (s *Service) AttachSites(ctx context.Context, p *auth.Principal, root *org.Node) error {
	all, err := s.List(ctx, p, paging.Request{Page: 0, Size: paging.MaxSize}, root.OrgName)
	if err != nil {
		return err
	}
	bySubOrg := map[string][]any{}
	for _, st := range all.Content {
		n := SiteNode{SiteName: st.SiteName, SiteID: st.SiteID, ChillingUnits: []UnitNode{}, L1Devices: []Device{}, L3Devices: []Device{}}
		for _, d := range st.SiteLevelDevices {
			if class, _ := s.ref.DeviceClass(d.DeviceType); class == ClassGateway {
				n.L3Devices = append(n.L3Devices, d)
			} else {
				n.L1Devices = append(n.L1Devices, d)
			}
		}
		for _, u := range st.Units {
			n.ChillingUnits = append(n.ChillingUnits, UnitNode{ChillingUnitName: unitName(u), L1DeviceInfo: u.L1DeviceInfo})
		}
		key := auth.NameKey(st.SubOrganizationName)
		bySubOrg[key] = append(bySubOrg[key], n)
	}
	var walk func(n *org.Node)
	walk = func(n *org.Node) {
		if sites, ok := bySubOrg[auth.NameKey(n.OrgName)]; ok {
			n.Sites = sites
		}
		for i := range n.SubOrganization {
			walk(&n.SubOrganization[i])
		}
	}
	walk(root)
	return nil
}

// RotateCredential replaces a device's ingestion credential; the old one
// stops working at once and the new one is shown only in this answer.
func (s *Service) RotateCredential(ctx context.Context, p *auth.Principal, serial string) (*Credential, error) {
	var d struct {
		ID     int64  `db:"id"`
		Serial string `db:"serial_number"`
		Path   string `db:"path"`
	}
	err := s.db.Get(ctx, &d, `SELECT d.id, d.serial_number, so.path FROM devices d JOIN sites s ON s.id = d.site_ref
		JOIN organizations so ON so.id = s.sub_org_id WHERE d.serial_key = ?`, auth.NameKey(serial))
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !p.Sees(d.Path)) {
		return nil, apperr.NotFound("device")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "site: device")
	}
	audit.Scope(ctx, d.Path)
	token, hash := newToken()
	if _, err := s.db.Exec(ctx, `UPDATE devices SET credential_hash = ?, credential_rotated_at = ? WHERE id = ?`,
		hash, storage.Now(s.Now()), d.ID); err != nil {
		return nil, apperr.Wrap(err, "site: rotate")
	}
	return &Credential{SerialNumber: d.Serial, Token: token}, nil
}
