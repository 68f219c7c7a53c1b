package org

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// row is an organisations row joined with its parent's and root's names.
type row struct {
	ID                 int64          `db:"id"`
	OrgName            string         `db:"org_name"`
	OrgDisplayName     string         `db:"org_display_name"`
	OrgAbbreviatedName string         `db:"org_abbreviated_name"`
	OrgURL             string         `db:"org_url"`
	OrgType            string         `db:"org_type"`
	ParentID           sql.NullInt64  `db:"parent_id"`
	RootID             sql.NullInt64  `db:"root_id"`
	Path               string         `db:"path"`
	IsPlatform         bool           `db:"is_platform"`
	PinCode            string         `db:"pin_code"`
	AddressLine1       string         `db:"address_line1"`
	VillageTownCity    string         `db:"village_town_city"`
	District           string         `db:"district"`
	State              string         `db:"state"`
	Country            string         `db:"country"`
	ContactPersonName  string         `db:"contact_person_name"`
	CountryCode        string         `db:"country_code"`
	ContactNumber      string         `db:"contact_number"`
	EmailID            string         `db:"email_id"`
	ParentName         sql.NullString `db:"parent_name"`
	RootName           sql.NullString `db:"root_name"`
}

const selectOrg = `SELECT o.id, o.org_name, o.org_display_name, o.org_abbreviated_name, o.org_url, o.org_type,
	o.parent_id, o.root_id, o.path, o.is_platform, o.pin_code, o.address_line1, o.village_town_city, o.district,
	o.state, o.country, o.contact_person_name, o.country_code, o.contact_number, o.email_id,
	p.org_name AS parent_name, r.org_name AS root_name
	FROM organizations o LEFT JOIN organizations p ON p.id = o.parent_id LEFT JOIN organizations r ON r.id = o.root_id`

func (r row) organization() Organization {
	o := Organization{
		OrgID: r.ID, OrgName: r.OrgName, OrgDisplayName: r.OrgDisplayName, OrgAbbreviatedName: r.OrgAbbreviatedName,
		OrgURL: r.OrgURL, OrgType: r.OrgType, IsParent: !r.ParentID.Valid, Platform: r.IsPlatform,
		Address: Address{PinCode: r.PinCode, AddressLine1: r.AddressLine1, VillageTownCity: r.VillageTownCity,
			District: r.District, State: r.State, Country: r.Country},
		ContactDetails: ContactDetails{ContactPersonName: r.ContactPersonName, CountryCode: r.CountryCode,
			ContactNumber: r.ContactNumber, EmailID: r.EmailID},
		ParentOrgName: r.ParentName.String, RootOrgName: r.RootName.String,
	}
	if r.ParentID.Valid {
		o.ParentOrgID = &r.ParentID.Int64
	}
	if r.RootID.Valid {
		o.RootOrgID = &r.RootID.Int64
	}
	return o
}

// Depth is how many levels the organisation sits below its top-level organisation.
func (r row) depth() int {
	n := 0
	for _, c := range r.Path {
		if c == '/' {
			n++
		}
	}
	return max(n-2, 0)
}

func (s *Service) getRow(ctx context.Context, where string, arg any) (row, error) {
	var r row
	err := s.db.Get(ctx, &r, selectOrg+" WHERE "+where, arg)
	if errors.Is(err, sql.ErrNoRows) {
		return r, apperr.NotFound("organization")
	}
	if err != nil {
		return r, apperr.Wrap(err, "org: get")
	}
	return r, nil
}

func (s *Service) selectRows(ctx context.Context, query string, args ...any) ([]Organization, error) {
	var rows []row
	if err := s.db.Select(ctx, &rows, query, args...); err != nil {
		return nil, apperr.Wrap(err, "org: list")
	}
	out := make([]Organization, len(rows))
	for i, r := range rows {
		out[i] = r.organization()
	}
	return out, nil
}

func insert(ctx context.Context, tx *sqlx.Tx, o *Organization, parent *row, platform bool, now int64) (int64, error) {
	var id int64
	err := tx.GetContext(ctx, &id, tx.Rebind(`INSERT INTO organizations (org_name, org_name_key, org_display_name,
		org_abbreviated_name, org_url, org_type, parent_id, is_platform, pin_code, address_line1, village_town_city,
		district, state, country, contact_person_name, country_code, contact_number, email_id, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
		o.OrgName, nameKey(o.OrgName), o.OrgDisplayName, o.OrgAbbreviatedName, o.OrgURL, o.OrgType,
		parentID(parent), platform, o.Address.PinCode, o.Address.AddressLine1, o.Address.VillageTownCity,
		o.Address.District, o.Address.State, o.Address.Country, o.ContactDetails.ContactPersonName,
		o.ContactDetails.CountryCode, o.ContactDetails.ContactNumber, o.ContactDetails.EmailID, now, now)
	if err != nil {
		return 0, err
	}
	path, root := "/"+itoa(id)+"/", id
	if parent != nil {
		path, root = parent.Path+itoa(id)+"/", parent.RootID.Int64
	}
	_, err = tx.ExecContext(ctx, tx.Rebind(`UPDATE organizations SET path = ?, root_id = ? WHERE id = ?`), path, root, id)
	return id, err
}

func parentID(parent *row) any {
	if parent == nil {
		return nil
	}
	return parent.ID
}
