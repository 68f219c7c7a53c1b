package storage

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/jmoiron/sqlx"
)

const (
	// checkpointEvery is how often the checkpointer copies the WAL into
	// the database file.
	checkpointEvery = 100 * time.Millisecond
	// walBackstop is the WAL's size, in 4 kB pages (16 MB), past which the
	// writer checkpoints after its commit itself, as SQLite does by
	// default at 1,000 pages: under writes that never pause, the
	// checkpointer copies frames but the WAL can start again from its
	// beginning only after a checkpoint that nothing was appended during.
	walBackstop = 4096
)

// checkpoints starts the SQLite checkpointer: a connection of its own that
// copies committed WAL frames into the database file (a PASSIVE
// checkpoint, which waits for no reader or writer) every checkpointEvery.
// The writer's own checkpoint is a backstop (walBackstop), so that a
// commit does not wait for a checkpoint's copy and fsync: the one writer
// goes on with the next group while the copy runs beside it. It answers the function that
// stops it, after one last checkpoint, and closes its connection. A failed
// checkpoint is logged (the first of a run of failures, and the recovery)
// on log().
func checkpoints(dsn string, log func() *slog.Logger) (func() error, error) {
	c, err := sqlx.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("storage: open sqlite checkpointer: %w", err)
	}
	c.SetMaxOpenConns(1)
	ctx, cancel := context.WithCancel(context.Background())
	var done sync.WaitGroup
	done.Go(func() {
		t := time.NewTicker(checkpointEvery)
		defer t.Stop()
		var f failures
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				_, err := c.ExecContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`)
				if ctx.Err() == nil {
					f.note(log(), "storage: WAL checkpoint", err)
				}
			}
		}
	})
	return func() error {
		cancel()
		done.Wait()
		_, _ = c.Exec(`PRAGMA wal_checkpoint(PASSIVE)`)
		return c.Close()
	}, nil
}

// failures logs a repeated job's outcomes without flooding the log: the
// first failure of a run of them, at error level, and the first success
// after it.
type failures struct{ failing bool }

func (f *failures) note(log *slog.Logger, job string, err error) {
	switch {
	case err != nil && !f.failing:
		log.Error(job+" failed; retrying", "err", err)
	case err == nil && f.failing:
		log.Info(job + " works again")
	}
	f.failing = err != nil
}
