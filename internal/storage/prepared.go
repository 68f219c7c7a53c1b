package storage

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/jmoiron/sqlx"
)

// PrepareWrite prepares, on the SQLite writer, queries that write
// transactions run often (see Stmt), once each: on the one writer a
// small statement's parsing costs as much as its run. Call it outside a
// transaction (the writer is one connection). On PostgreSQL pgx prepares
// and caches statements per connection by itself.
func (db *DB) PrepareWrite(ctx context.Context, queries ...string) error {
	if db.Dialect != SQLite {
		return nil
	}
	for _, q := range queries {
		if _, ok := db.stmts.Load(q); ok {
			continue
		}
		s, err := db.W.PrepareContext(ctx, db.W.Rebind(q))
		if err != nil {
			return fmt.Errorf("storage: prepare %q: %w", q, err)
		}
		if _, loaded := db.stmts.LoadOrStore(q, s); loaded {
			s.Close()
		}
	}
	return nil
}

// Query runs query (a constant) inside tx, as the statement PrepareWrite
// prepared when it was, and scans every row it answers.
func (db *DB) Query(ctx context.Context, tx *sqlx.Tx, query string, scan func(*sql.Rows) error, args ...any) error {
	if s, ok := db.stmts.Load(query); ok {
		st := tx.StmtContext(ctx, s.(*sql.Stmt))
		defer st.Close()
		_, err := run(scan, func() (*sql.Rows, error) { return st.QueryContext(ctx, args...) }, nil)
		return err
	}
	_, err := run(scan, func() (*sql.Rows, error) { return tx.QueryContext(ctx, tx.Rebind(query), args...) }, nil)
	return err
}
