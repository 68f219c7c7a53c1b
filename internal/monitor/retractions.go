package monitor

import (
	"context"

	"github.com/jmoiron/sqlx"
)

// Late data revises quietly (docs/engine.md, "Live timing"). A replay
// deletes the unit's derived rows after its checkpoint and derives them
// again; an alert change it does not derive again is held in
// alert_retractions rather than withdrawn at once, because the replay may
// stop short of it (its horizon is the newest reading) or see only part
// of a reading (the unit's devices report separately). A held change that
// is derived again — by this write or a later one, whatever its time in
// the episode — is dropped: nobody hears anything, and what waits in the
// outbox stays due. One the unit's horizon has passed by Revise without
// deriving it again is withdrawn: the late data changed the outcome, and
// those who were told get a correction.

// settleRetractions resolves a unit's held retractions after a write: a
// change derived again (in derived, or stored) is dropped; one whose time
// is at or before until is withdrawn. It answers the keys to withdraw and
// how many stay held.
func settleRetractions(ctx context.Context, tx *sqlx.Tx, u int64, derived map[string]bool, until int64) ([]string, int, error) {
	var held []struct {
		Key    string `db:"row_key"`
		At     int64  `db:"at"`
		Stored bool   `db:"stored"`
	}
	if err := tx.SelectContext(ctx, &held, tx.Rebind(`SELECT r.row_key, r.at,
		EXISTS (SELECT 1 FROM alert_changes a WHERE a.unit_ref = r.unit_ref AND a.row_key = r.row_key) AS stored
		FROM alert_retractions r WHERE r.unit_ref = ? ORDER BY r.row_key`), u); err != nil {
		return nil, 0, err
	}
	var withdrawn []string
	left := 0
	for _, h := range held {
		switch {
		case derived[h.Key] || h.Stored:
		case h.At <= until:
			withdrawn = append(withdrawn, h.Key)
		default:
			left++
			continue
		}
		if _, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM alert_retractions WHERE unit_ref = ? AND row_key = ?`), u, h.Key); err != nil {
			return nil, 0, err
		}
	}
	return withdrawn, left, nil
}
