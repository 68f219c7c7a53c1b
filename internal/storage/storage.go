package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/jmoiron/sqlx"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Dialect names the SQL dialect of an open database.
type Dialect string

// The two supported dialects.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is an open database. Writes go through W; reads may use R. On
// PostgreSQL both are the same pool; on SQLite W is a single connection
// (SQLite allows one writer) and R a pool of readers.
type DB struct {
	Dialect Dialect
	W       *sqlx.DB
	R       *sqlx.DB
	stmts   sync.Map     // the writer's prepared bulk statements (bulk.go)
	reads   sync.Map     // prepared reads by query text (Read)
	stopCk  func() error // stops the SQLite checkpointer (checkpoint.go)
	log     atomic.Pointer[slog.Logger]
}

// SetLogger sets where the database's background work (the SQLite
// checkpointer) reports failures: slog.Default() until it is called.
func (db *DB) SetLogger(l *slog.Logger) { db.log.Store(l) }

func (db *DB) logger() *slog.Logger {
	if l := db.log.Load(); l != nil {
		return l
	}
	return slog.Default()
}

// Open opens the database named by url: "sqlite:PATH" (or a bare path ending
// in .db) selects SQLite, "postgres://…" or "postgresql://…" PostgreSQL.
func Open(ctx context.Context, dbURL string) (*DB, error) {
	switch {
	case strings.HasPrefix(dbURL, "postgres://"), strings.HasPrefix(dbURL, "postgresql://"):
		return openPostgres(ctx, dbURL)
	case strings.HasPrefix(dbURL, "sqlite:"):
		return openSQLite(ctx, strings.TrimPrefix(dbURL, "sqlite:"))
	case strings.HasSuffix(dbURL, ".db"):
		return openSQLite(ctx, dbURL)
	}
	return nil, fmt.Errorf("storage: unsupported database URL %q (want sqlite:PATH or postgres://…)", redact(dbURL))
}

func openPostgres(ctx context.Context, dbURL string) (*DB, error) {
	db, err := sqlx.Open("pgx", dbURL)
	if err != nil {
		return nil, fmt.Errorf("storage: open postgres: %w", err)
	}
	// As many kept as may be open: under load a connection let go would
	// be opened again at once, a new PostgreSQL backend each time. Those
	// idle for 5 minutes are closed.
	const conns = 20
	db.SetMaxOpenConns(conns)
	db.SetMaxIdleConns(conns)
	db.SetConnMaxIdleTime(5 * time.Minute)
	if err := db.PingContext(ctx); err != nil {
		return nil, errors.Join(fmt.Errorf("storage: connect postgres %s: %w", redact(dbURL), err), db.Close())
	}
	return &DB{Dialect: Postgres, W: db, R: db}, nil
}

func openSQLite(ctx context.Context, path string) (*DB, error) {
	if path == "" {
		return nil, errors.New("storage: empty SQLite path")
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return nil, fmt.Errorf("storage: create %s: %w", dir, err)
		}
	}
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
		"&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_txlock=immediate"
	// The writer leaves checkpoints to the checkpointer (checkpoint.go),
	// but for a backstop when the WAL outgrows walBackstop pages.
	w, err := sqlx.Open("sqlite", dsn+"&_pragma=wal_autocheckpoint("+strconv.Itoa(walBackstop)+")")
	if err != nil {
		return nil, fmt.Errorf("storage: open sqlite: %w", err)
	}
	w.SetMaxOpenConns(1)
	w.SetConnMaxIdleTime(0)
	r, err := sqlx.Open("sqlite", dsn+"&mode=ro")
	if err != nil {
		return nil, errors.Join(fmt.Errorf("storage: open sqlite readers: %w", err), w.Close())
	}
	readers := max(4, runtime.NumCPU())
	r.SetMaxOpenConns(readers)
	r.SetMaxIdleConns(readers) // database/sql keeps two by default: the others would be opened again and again
	if err := w.PingContext(ctx); err != nil {
		return nil, errors.Join(fmt.Errorf("storage: open sqlite %s: %w", path, err), w.Close(), r.Close())
	}
	db := &DB{Dialect: SQLite, W: w, R: r}
	if db.stopCk, err = checkpoints(dsn, db.logger); err != nil {
		return nil, errors.Join(err, db.Close())
	}
	return db, nil
}

// Close closes both pools.
func (db *DB) Close() error {
	db.stmts.Range(func(_, s any) bool { s.(*sql.Stmt).Close(); return true })
	db.reads.Range(func(_, s any) bool { s.(*sqlx.Stmt).Close(); return true })
	var err error
	if db.stopCk != nil {
		err = db.stopCk()
	}
	err = errors.Join(err, db.W.Close())
	if db.R != db.W {
		err = errors.Join(err, db.R.Close())
	}
	return err
}

// Rebind turns `?` placeholders into the dialect's form.
func (db *DB) Rebind(query string) string { return db.W.Rebind(query) }

// Ping checks that the writer can reach the database.
func (db *DB) Ping(ctx context.Context) error { return db.W.PingContext(ctx) }

// Tx runs fn inside one write transaction: committed when fn returns nil,
// rolled back otherwise, so a failed multi-row change leaves nothing behind.
func (db *DB) Tx(ctx context.Context, fn func(tx *sqlx.Tx) error) (err error) {
	tx, err := db.W.BeginTxx(ctx, nil)
	if err != nil {
		return fmt.Errorf("storage: begin: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	if err = fn(tx); err != nil {
		return err
	}
	if err = tx.Commit(); err != nil {
		return fmt.Errorf("storage: commit: %w", err)
	}
	return nil
}

// Get reads one row from the read pool into dest; sql.ErrNoRows when absent.
func (db *DB) Get(ctx context.Context, dest any, query string, args ...any) error {
	return db.R.GetContext(ctx, dest, db.R.Rebind(query), args...)
}

// Read answers query prepared on the read pool, once per query text: for
// the few small reads made on every request (a device lookup), whose
// parsing would cost as much as their execution. query must be a constant.
func (db *DB) Read(ctx context.Context, query string) (*sqlx.Stmt, error) {
	if s, ok := db.reads.Load(query); ok {
		return s.(*sqlx.Stmt), nil
	}
	s, err := db.R.PreparexContext(ctx, db.R.Rebind(query))
	if err != nil {
		return nil, err
	}
	if old, loaded := db.reads.LoadOrStore(query, s); loaded {
		s.Close()
		return old.(*sqlx.Stmt), nil
	}
	return s, nil
}

// Select reads rows from the read pool into dest.
func (db *DB) Select(ctx context.Context, dest any, query string, args ...any) error {
	return db.R.SelectContext(ctx, dest, db.R.Rebind(query), args...)
}

// Exec runs one statement on the writer.
func (db *DB) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return db.W.ExecContext(ctx, db.W.Rebind(query), args...)
}

// IsUniqueViolation reports whether err is a unique-constraint failure.
func IsUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	msg := err.Error()
	return strings.Contains(msg, "UNIQUE constraint failed") || strings.Contains(msg, "SQLSTATE 23505")
}

// Now is the storage representation of t: UTC epoch milliseconds.
func Now(t time.Time) int64 { return t.UTC().UnixMilli() }

// Time converts a stored epoch-millisecond value back to a time.
func Time(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// redact hides the password of a database URL for logs and errors.
func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// Month answers the first instant (ms, UTC) of the month holding at: the
// lower bound of the monthly partition that holds it.
func Month(at int64) int64 {
	t := Time(at)
	return Now(time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC))
}

// Partition makes sure, on PostgreSQL, that the monthly partition of table
// (readings or samples, partitioned by UTC month of process_time) holding
// the time at (ms) exists; SQLite has no partitions. Creating one locks
// its parent: call it outside a writing transaction.
func (db *DB) Partition(ctx context.Context, table string, at int64) error {
	if db.Dialect != Postgres {
		return nil
	}
	if _, err := db.Exec(ctx, `SELECT telemetry_partition(?, CAST(? AS BIGINT))`, table, at); err != nil {
		return fmt.Errorf("storage: partition %s of %s: %w", table, Time(at).Format("2006-01"), err)
	}
	return nil
}
