package user

import (
	"context"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// UpdateOwn edits the principal's own personal and contact details and
// alert language. Anyone signed in may: a field engineer keeps the mobile
// number their SMS alerts go to up to date without an administrator. What
// places the user (organisation, role, sites, alerts, enabled) is edited by
// holders of USER_CONFIGURATION through Update, never here.
func (s *Service) UpdateOwn(ctx context.Context, p *auth.Principal, in Own) (*User, error) {
	in.normalise()
	var v apperr.Validator
	in.check(&v)
	if err := v.Err(); err != nil {
		return nil, err
	}
	cur, err := s.getRow(ctx, "u.id = ?", p.UserID)
	if err != nil {
		return nil, err
	}
	s.noteBefore(ctx, cur)
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE users SET email_id = ?, first_name = ?, last_name = ?,
			salutation = ?, gender = ?, alerts_language = ?, updated_at = ? WHERE id = ?`),
			in.EmailID, in.FirstName, in.LastName, in.Salutation, in.Gender, in.AlertsLanguage, storage.Now(s.Now()), cur.ID); err != nil {
			return err
		}
		return setMobiles(ctx, tx, cur.ID, in.MobileNumbers)
	})
	if err != nil {
		return nil, apperr.Wrap(err, "user: update own")
	}
	return s.Get(ctx, p, cur.ID)
}
