package monitor

import (
	"context"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// Changes is what one write stored for a unit that people may need to
// hear of: alert changes and info events stored for the first time, and
// the alert changes a replay removed (late data showed no fault).
type Changes struct {
	UnitRef  int64
	UnitUUID string
	Alerts   []engine.AlertChange
	Events   []engine.Event
	// Withdrawn are the keys of alert changes stored before that the
	// replay did not derive again.
	Withdrawn []string
	// Active are the alert episodes still active once the write is
	// stored: a change found late whose episode is still active is told
	// (docs/notifications.md, "Found late, still told").
	Active map[string]bool
	// Reported is the unit's newest reading before this write's samples
	// (zero for a unit's first data: a backfill, not a link returning).
	Reported time.Time
}

// Notifier is told of a unit's changes inside the transaction that stores
// them, so that what it records commits or rolls back with them
// (internal/notify's outbox).
type Notifier interface {
	Notify(ctx context.Context, tx *sqlx.Tx, c Changes) error
	// Committed is called after each transaction that called Notify
	// committed (what it recorded can now be read by others).
	Committed()
}
