package user

import (
	"context"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

// AlertBatch is one user's whole alert configuration, as an import brings it.
type AlertBatch struct {
	UserName string
	Configs  []usersite.AlertConfig
}

// ReplaceAlertConfigs replaces the alert configuration of each user of the
// batch, in one transaction, only if every entry passes; the users' site
// associations stay. With dryRun nothing is written. It answers the
// refusals by batch index.
func (s *Service) ReplaceAlertConfigs(ctx context.Context, p *auth.Principal, batch []AlertBatch, dryRun bool) ([]apperr.ItemError, error) {
	var refused []apperr.ItemError
	type planned struct {
		userID int64
		plan   *usersite.Plan
	}
	var plans []planned
	for i, b := range batch {
		r, err := s.actOn(ctx, p, "u.user_name_key = ?", auth.NameKey(b.UserName))
		if err == nil {
			var pl *usersite.Plan
			if pl, err = s.sites.PrepareAlerts(ctx, p, r.ScopePath, b.Configs); err == nil {
				plans = append(plans, planned{r.ID, pl})
				continue
			}
		}
		ae, ok := apperr.Refusal(err)
		if !ok {
			return nil, err
		}
		refused = append(refused, apperr.ItemError{Index: i, Err: ae})
	}
	if len(refused) > 0 || dryRun {
		return refused, nil
	}
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		for _, pl := range plans {
			if err := pl.plan.Write(ctx, tx, pl.userID); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, apperr.Wrap(err, "user: alert configurations")
	}
	return nil, nil
}
