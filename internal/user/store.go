package user

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

type row struct {
	ID             int64          `db:"id"`
	UserName       string         `db:"user_name"`
	EmailID        string         `db:"email_id"`
	FirstName      string         `db:"first_name"`
	LastName       string         `db:"last_name"`
	Salutation     string         `db:"salutation"`
	Gender         string         `db:"gender"`
	AlertsLanguage string         `db:"alerts_language"`
	Enabled        bool           `db:"enabled"`
	Expired        bool           `db:"expired"`
	IsOauth        bool           `db:"is_oauth"`
	LockedUntil    int64          `db:"locked_until"`
	PasswordHash   string         `db:"password_hash"`
	RoleID         int64          `db:"role_id"`
	RoleName       string         `db:"role_name"`
	OrgID          int64          `db:"org_id"`
	OrgName        string         `db:"org_name"`
	SubOrgName     sql.NullString `db:"sub_org_name"`
	ScopePath      string         `db:"scope_path"`
}

const selectUser = `SELECT u.id, u.user_name, u.email_id, u.first_name, u.last_name, u.salutation, u.gender,
	u.alerts_language, u.enabled, u.expired, u.is_oauth, u.locked_until, u.password_hash, u.role_id, r.role_name,
	u.org_id, o.org_name, so.org_name AS sub_org_name, COALESCE(so.path, o.path) AS scope_path
	FROM users u JOIN organizations o ON o.id = u.org_id LEFT JOIN organizations so ON so.id = u.sub_org_id
	JOIN roles r ON r.id = u.role_id`

func (s *Service) getRow(ctx context.Context, where string, arg any) (row, error) {
	var r row
	err := s.db.Get(ctx, &r, selectUser+" WHERE "+where, arg)
	if errors.Is(err, sql.ErrNoRows) {
		return r, apperr.NotFound("user")
	}
	if err != nil {
		return r, apperr.Wrap(err, "user: get")
	}
	return r, nil
}

// users turns rows into users, loading mobiles and role privileges in two queries.
func (s *Service) users(ctx context.Context, rows []row) ([]User, error) {
	out := make([]User, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids, roleIDs := make([]int64, len(rows)), make([]int64, len(rows))
	for i, r := range rows {
		ids[i], roleIDs[i] = r.ID, r.RoleID
	}
	var mobiles []struct {
		UserID int64 `db:"user_id"`
		Mobile
	}
	q, args, err := sqlx.In(`SELECT user_id, country_code, mobile_number FROM user_mobiles WHERE user_id IN (?) ORDER BY user_id, position`, ids)
	if err != nil {
		return nil, err
	}
	if err := s.db.Select(ctx, &mobiles, q, args...); err != nil {
		return nil, apperr.Wrap(err, "user: mobiles")
	}
	var privs []struct {
		RoleID    int64  `db:"role_id"`
		Privilege string `db:"privilege"`
	}
	q, args, err = sqlx.In(`SELECT role_id, privilege FROM role_privileges WHERE role_id IN (?)`, roleIDs)
	if err != nil {
		return nil, err
	}
	if err := s.db.Select(ctx, &privs, q, args...); err != nil {
		return nil, apperr.Wrap(err, "user: privileges")
	}
	assoc, alerts, err := s.sites.Load(ctx, ids)
	if err != nil {
		return nil, err
	}
	byUser, byRole := map[int64][]Mobile{}, map[int64][]string{}
	for _, m := range mobiles {
		byUser[m.UserID] = append(byUser[m.UserID], m.Mobile)
	}
	for _, p := range privs {
		byRole[p.RoleID] = append(byRole[p.RoleID], p.Privilege)
	}
	for i, r := range rows {
		enabled := r.Enabled
		out[i] = User{
			UserID: r.ID,
			Profile: Profile{
				UserName: r.UserName,
				Own: Own{EmailID: r.EmailID, FirstName: r.FirstName, LastName: r.LastName, Salutation: r.Salutation,
					Gender: r.Gender, MobileNumbers: append([]Mobile{}, byUser[r.ID]...), AlertsLanguage: r.AlertsLanguage},
				Roles: []string{r.RoleName}, OrganizationName: r.OrgName, SubOrganizationName: r.SubOrgName.String,
				Enabled: &enabled, Active: &enabled,
				SiteAssociationConfiguration: append([]usersite.Association{}, assoc[r.ID]...),
				UserAlertConfiguration:       append([]usersite.AlertConfig{}, alerts[r.ID]...),
			},
			Locked:  r.LockedUntil > storage.Now(s.Now()),
			Expired: r.Expired, IsOauthAuthenticated: r.IsOauth,
			UIPrivileges: auth.NewSet(byRole[r.RoleID]...).UI(),
		}
	}
	return out, nil
}

func setMobiles(ctx context.Context, tx *sqlx.Tx, userID int64, ms []Mobile) error {
	if _, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM user_mobiles WHERE user_id = ?`), userID); err != nil {
		return err
	}
	for i, m := range ms {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO user_mobiles (user_id, position, country_code, mobile_number) VALUES (?, ?, ?, ?)`),
			userID, i, m.CountryCode, m.MobileNumber); err != nil {
			return err
		}
	}
	return nil
}
