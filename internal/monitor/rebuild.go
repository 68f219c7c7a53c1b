package monitor

import (
	"context"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/storage"
)

// Rebuild marks every unit dirty from a time, as if all its samples from
// then had just arrived: the runner replays each unit from its last
// checkpoint before that time (or its first sample) and derives its rows
// again. Acknowledgements are kept. It answers the units marked.
func Rebuild(ctx context.Context, db *storage.DB, from time.Time) (int, error) {
	var units []int64
	err := db.Tx(ctx, func(tx *sqlx.Tx) error {
		if err := tx.SelectContext(ctx, &units, "SELECT id FROM chilling_units ORDER BY id"); err != nil {
			return err
		}
		for _, u := range units {
			if _, err := tx.ExecContext(ctx, tx.Rebind("INSERT INTO unit_dirty (unit_ref, since) VALUES (?, ?)"), u, max(storage.Now(from), 0)); err != nil {
				return err
			}
		}
		return nil
	})
	return len(units), err
}
