// Package role owns roles: named privilege sets that belong to a top-level
// organisation and are shared by its whole sub-organisation tree, with the
// default roles every new organisation starts with.
package role

import (
	"context"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Role is a named set of privileges.
type Role struct {
	RoleID      int64    `json:"roleId,omitempty"`
	RoleName    string   `json:"roleName"`
	OrgName     string   `json:"orgName,omitempty"`
	Description string   `json:"description"`
	Privileges  []string `json:"privileges"`
}

// The default role names. Alert routing (spec 03 §6) addresses the first three.
const (
	Administrator          = "Administrator"
	ChillingCentreInCharge = "Chilling Centre In-charge"
	Maintenance            = "Maintenance"
	RDE                    = "RDE"
	Viewer                 = "Viewer"
)

var tiles = []string{auth.LiveTile, auth.BMCTile, auth.AlertsTile, auth.SiteListTile}

// Defaults are the roles each new top-level organisation gets.
var Defaults = []Role{
	{RoleName: Administrator, Description: "Full control of the organisation: configuration, users, roles, monitoring and reports.",
		Privileges: []string{auth.AllPrivilege}},
	{RoleName: ChillingCentreInCharge, Description: "Runs a chilling centre: watches its units, records maintenance and reads reports.",
		Privileges: append([]string{auth.PreventiveMaintenance, auth.EnterRecords, auth.ViewRecords, auth.Reports, auth.ViewReports}, tiles...)},
	{RoleName: Maintenance, Description: "Keeps the coolers running: maintenance records, checklists and fault alerts.",
		Privileges: append([]string{auth.Configuration, auth.ChecklistConfiguration, auth.PreventiveMaintenance, auth.EnterRecords, auth.ViewRecords, auth.Reports, auth.ViewReports}, tiles...)},
	{RoleName: RDE, Description: "Regional dairy executive: oversees many centres, their sites, records and reports.",
		Privileges: append([]string{auth.Configuration, auth.SiteConfiguration, auth.PreventiveMaintenance, auth.ViewRecords, auth.Reports, auth.ViewReports}, tiles...)},
	{RoleName: Viewer, Description: "Read-only monitoring and reports.",
		Privileges: append([]string{auth.Reports, auth.ViewReports}, tiles...)},
}

// CreateDefaults gives a new top-level organisation its default roles
// inside the transaction that creates it.
func CreateDefaults(ctx context.Context, tx *sqlx.Tx, orgID int64, now time.Time) error {
	for _, r := range Defaults {
		if _, err := insert(ctx, tx, orgID, r, storage.Now(now)); err != nil {
			return err
		}
	}
	return nil
}

func insert(ctx context.Context, tx *sqlx.Tx, orgID int64, r Role, now int64) (int64, error) {
	var id int64
	err := tx.GetContext(ctx, &id, tx.Rebind(`INSERT INTO roles (org_id, role_name, role_key, description, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?) RETURNING id`), orgID, r.RoleName, auth.NameKey(r.RoleName), r.Description, now, now)
	if err != nil {
		return 0, err
	}
	return id, setPrivileges(ctx, tx, id, r.Privileges)
}

func setPrivileges(ctx context.Context, tx *sqlx.Tx, roleID int64, privs []string) error {
	if _, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM role_privileges WHERE role_id = ?`), roleID); err != nil {
		return err
	}
	for _, p := range privs {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO role_privileges (role_id, privilege) VALUES (?, ?)`), roleID, p); err != nil {
			return err
		}
	}
	return nil
}
