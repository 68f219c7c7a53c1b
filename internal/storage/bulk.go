package storage

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"

	"github.com/jmoiron/sqlx"
)

// Bulk is a multi-row INSERT of one table: many rows in few statements.
// On PostgreSQL the rows travel as one array per column and the statement
// selects from unnest (pgx prepares and caches it per connection); on
// SQLite they go as VALUES lists of at most MaxBulkRows rows, whose
// statements PrepareBulk prepares once on the writer.
type Bulk struct {
	Table   string
	Columns []string
	// Tail follows the rows: an ON CONFLICT clause, a RETURNING list.
	Tail string
}

// MaxBulkRows bounds one SQLite VALUES list; a longer batch is cut into
// lists whose lengths are powers of two, so that few statements serve
// every batch size.
const MaxBulkRows = 256

// A bulk column is a []string, [][]byte, []int64 or []float64; all of a
// call's columns have the same length.
func columnLen(c any) int {
	switch v := c.(type) {
	case []string:
		return len(v)
	case [][]byte:
		return len(v)
	case []int64:
		return len(v)
	case []float64:
		return len(v)
	}
	panic(fmt.Sprintf("storage: bulk column of type %T", c))
}

func columnType(c any) string {
	switch c.(type) {
	case []string:
		return "text[]"
	case [][]byte:
		return "bytea[]"
	case []int64:
		return "bigint[]"
	}
	return "float8[]"
}

func columnAt(c any, i int) any {
	switch v := c.(type) {
	case []string:
		return v[i]
	case [][]byte:
		return v[i]
	case []int64:
		return v[i]
	}
	return c.([]float64)[i]
}

// Insert writes the rows given column by column inside tx. When scan is
// set the statement is a query (its Tail holds RETURNING) and scan sees
// every answered row.
func (db *DB) Insert(ctx context.Context, tx *sqlx.Tx, b *Bulk, columns []any, scan func(*sql.Rows) error) error {
	_, err := db.insert(ctx, tx, b, columns, scan)
	return err
}

// InsertCount writes the rows given column by column inside tx, as
// Insert with no scan, and answers how many rows the statements changed:
// the rows inserted, with ON CONFLICT DO NOTHING in b's Tail.
func (db *DB) InsertCount(ctx context.Context, tx *sqlx.Tx, b *Bulk, columns []any) (int64, error) {
	return db.insert(ctx, tx, b, columns, nil)
}

func (db *DB) insert(ctx context.Context, tx *sqlx.Tx, b *Bulk, columns []any, scan func(*sql.Rows) error) (int64, error) {
	if len(columns) != len(b.Columns) {
		panic("storage: bulk " + b.Table + ": columns and values differ")
	}
	n := columnLen(columns[0])
	if n == 0 {
		return 0, nil
	}
	if db.Dialect == Postgres {
		casts := make([]string, len(columns))
		for i, c := range columns {
			casts[i] = "$" + strconv.Itoa(i+1) + "::" + columnType(c)
		}
		q := "INSERT INTO " + b.Table + " (" + strings.Join(b.Columns, ", ") + ") SELECT * FROM unnest(" +
			strings.Join(casts, ", ") + ") " + b.Tail
		return run(scan, func() (*sql.Rows, error) { return tx.QueryContext(ctx, q, columns...) },
			func() (sql.Result, error) { return tx.ExecContext(ctx, q, columns...) })
	}
	var changed int64
	args := make([]any, 0, MaxBulkRows*len(columns))
	for from := 0; from < n; {
		size := MaxBulkRows
		for size > n-from {
			size /= 2
		}
		args = args[:0]
		for i := from; i < from+size; i++ {
			for _, c := range columns {
				args = append(args, columnAt(c, i))
			}
		}
		st, err := db.valuesStmt(ctx, tx, b, size)
		if err != nil {
			return 0, err
		}
		k, err := run(scan, func() (*sql.Rows, error) { return st.QueryContext(ctx, args...) },
			func() (sql.Result, error) { return st.ExecContext(ctx, args...) })
		st.Close()
		if err != nil {
			return 0, err
		}
		changed += k
		from += size
	}
	return changed, nil
}

// run executes a statement and answers the rows it changed, or, when
// scan is set, queries it and scans every row (and answers 0).
func run(scan func(*sql.Rows) error, query func() (*sql.Rows, error), exec func() (sql.Result, error)) (int64, error) {
	if scan == nil {
		res, err := exec()
		if err != nil {
			return 0, err
		}
		return res.RowsAffected()
	}
	rows, err := query()
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return 0, err
		}
	}
	return 0, rows.Err()
}

type stmtKey struct {
	bulk *Bulk
	size int
}

// PrepareBulk prepares, on the SQLite writer, the statements Insert uses
// for bs. Call it outside a transaction (the writer is one connection);
// Insert runs unprepared statements when it was not called.
func (db *DB) PrepareBulk(ctx context.Context, bs ...*Bulk) error {
	if db.Dialect != SQLite {
		return nil
	}
	for _, b := range bs {
		for size := MaxBulkRows; size >= 1; size /= 2 {
			key := stmtKey{b, size}
			if _, ok := db.stmts.Load(key); ok {
				continue
			}
			s, err := db.W.PrepareContext(ctx, valuesText(b, size))
			if err != nil {
				return fmt.Errorf("storage: prepare %s: %w", b.Table, err)
			}
			if _, loaded := db.stmts.LoadOrStore(key, s); loaded {
				s.Close()
			}
		}
	}
	return nil
}

// valuesStmt answers tx's statement inserting size rows of b: the one
// PrepareBulk prepared, or one prepared for this transaction.
func (db *DB) valuesStmt(ctx context.Context, tx *sqlx.Tx, b *Bulk, size int) (*sql.Stmt, error) {
	if s, ok := db.stmts.Load(stmtKey{b, size}); ok {
		return tx.StmtContext(ctx, s.(*sql.Stmt)), nil
	}
	return tx.PrepareContext(ctx, valuesText(b, size))
}

// valuesText is the SQLite statement inserting size rows of b.
func valuesText(b *Bulk, size int) string {
	row := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(b.Columns)), ", ") + ")"
	return "INSERT INTO " + b.Table + " (" + strings.Join(b.Columns, ", ") + ") VALUES " +
		strings.TrimSuffix(strings.Repeat(row+", ", size), ", ") + " " + b.Tail
}
