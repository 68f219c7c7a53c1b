// Package storagetest gives tests real, isolated databases: a fresh SQLite
// file always, and a fresh PostgreSQL database when TEST_POSTGRES_URL is set,
// so that the same suite runs on both dialects.
//
// Each database is a copy of a template migrated once per schema (keyed by
// storage.SchemaDigest): a file copied on SQLite, CREATE DATABASE … TEMPLATE
// on PostgreSQL. Migrating took 2 s per PostgreSQL test; a copy takes a
// fraction of that.
package storagetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/storage"
)

// EnvPostgres names the variable holding the PostgreSQL test URL.
const EnvPostgres = "TEST_POSTGRES_URL"

// Each runs fn as a subtest once per available dialect, each time on a new,
// migrated, empty database.
func Each(t *testing.T, fn func(t *testing.T, db *storage.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, SQLite(t)) })
	if os.Getenv(EnvPostgres) != "" {
		t.Run("postgres", func(t *testing.T) { fn(t, Postgres(t)) })
	}
}

// SQLite opens a migrated database in a temporary file.
func SQLite(t testing.TB) *storage.DB {
	t.Helper()
	return open(t, SQLiteURL(t))
}

// SQLiteURL returns the URL of a migrated SQLite database in a temporary
// file, for tests that start the server as a process.
func SQLiteURL(t testing.TB) string {
	t.Helper()
	tmpl, err := sqliteTemplate()
	if err != nil {
		t.Fatalf("sqlite template: %v", err)
	}
	b, err := os.ReadFile(tmpl)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "test.db")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return "sqlite:" + path
}

// Postgres opens a migrated database, new for the test and dropped when it
// ends. It skips the test when TEST_POSTGRES_URL is unset.
func Postgres(t testing.TB) *storage.DB {
	t.Helper()
	return open(t, postgresURL(t))
}

// URL returns the URL of a new migrated PostgreSQL database (for tests
// that start the server as a process), or "" when TEST_POSTGRES_URL is unset.
func URL(t testing.TB) string {
	t.Helper()
	if os.Getenv(EnvPostgres) == "" {
		return ""
	}
	return postgresURL(t)
}

func postgresURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv(EnvPostgres)
	if base == "" {
		t.Skip(EnvPostgres + " is not set")
	}
	tmpl, err := postgresTemplate(base)
	if err != nil {
		t.Fatalf("postgres template: %v", err)
	}
	name := "cwtest_" + randomHex(6)
	ctx := context.Background()
	admin, err := storage.Open(ctx, base)
	if err != nil {
		t.Fatalf("postgres: %v", err)
	}
	if _, err := admin.Exec(ctx, "CREATE DATABASE "+name+" TEMPLATE "+tmpl); err != nil {
		t.Fatalf("create database: %v", errors.Join(err, admin.Close()))
	}
	t.Cleanup(func() {
		_, _ = admin.Exec(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		if err := admin.Close(); err != nil {
			t.Error(err)
		}
	})
	return withDatabase(base, name)
}

func open(t testing.TB, dbURL string) *storage.DB {
	t.Helper()
	db, err := storage.Open(context.Background(), dbURL)
	if err != nil {
		t.Fatalf("open %s: %v", dbURL, err)
	}
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	})
	return db
}

var (
	sqliteOnce sync.Once
	sqlitePath string
	sqliteErr  error
	pgOnce     sync.Once
	pgName     string
	pgErr      error
)

// sqliteTemplate returns the path of a migrated SQLite file for the
// current schema, made once and shared by every test process.
func sqliteTemplate() (string, error) {
	sqliteOnce.Do(func() {
		sqlitePath = filepath.Join(os.TempDir(), "chillwatch-template-"+storage.SchemaDigest()+".db")
		if _, err := os.Stat(sqlitePath); err == nil {
			return
		}
		dir, err := os.MkdirTemp("", "chillwatch-template-")
		if err != nil {
			sqliteErr = err
			return
		}
		defer func() { _ = os.RemoveAll(dir) }() // scratch in the temp dir: a leftover harms nothing
		path := filepath.Join(dir, "t.db")
		if sqliteErr = migrate("sqlite:" + path); sqliteErr != nil {
			return
		}
		// The WAL was folded into the file when the last connection closed:
		// the file alone is the database, and the rename publishes it whole.
		sqliteErr = os.Rename(path, sqlitePath)
	})
	return sqlitePath, sqliteErr
}

// postgresTemplate returns the name of a migrated database for the
// current schema, made once per schema under an advisory lock (test
// processes of several packages start at once) and kept between runs.
func postgresTemplate(base string) (string, error) {
	pgOnce.Do(func() {
		pgName = "cwtmpl_" + storage.SchemaDigest()
		pgErr = makePostgresTemplate(base, pgName)
	})
	return pgName, pgErr
}

func makePostgresTemplate(base, name string) (err error) {
	ctx := context.Background()
	admin, err := sqlx.Open("pgx", base)
	if err != nil {
		return err
	}
	defer func() { err = errors.Join(err, admin.Close()) }()
	conn, err := admin.Connx(ctx) // the advisory lock belongs to a session
	if err != nil {
		return err
	}
	defer func() { err = errors.Join(err, conn.Close()) }()
	exists := func() (bool, error) {
		var n int
		err := conn.GetContext(ctx, &n, "SELECT count(*) FROM pg_database WHERE datname = $1", name)
		return n > 0, err
	}
	if ok, err := exists(); err != nil || ok {
		return err
	}
	const lockKey = 0x63777470 // "cwtp"
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", lockKey); err != nil {
		return err
	}
	defer func() { _, _ = conn.ExecContext(context.Background(), "SELECT pg_advisory_unlock($1)", lockKey) }()
	if ok, err := exists(); err != nil || ok {
		return err
	}
	// Templates of older schemas go; a half-built one of a killed run too.
	var old []string
	if err := conn.SelectContext(ctx, &old, "SELECT datname FROM pg_database WHERE datname LIKE 'cwtmpl\\_%'"); err != nil {
		return err
	}
	for _, o := range old {
		if _, err := conn.ExecContext(ctx, "DROP DATABASE IF EXISTS "+o+" WITH (FORCE)"); err != nil {
			return err
		}
	}
	building := name + "_building"
	if _, err := conn.ExecContext(ctx, "CREATE DATABASE "+building); err != nil {
		return err
	}
	if err := migrate(withDatabase(base, building)); err != nil {
		return err
	}
	// Renamed when whole: a template that exists under its name is migrated.
	_, err = conn.ExecContext(ctx, "ALTER DATABASE "+building+" RENAME TO "+name)
	return err
}

func migrate(dbURL string) error {
	db, err := storage.Open(context.Background(), dbURL)
	if err != nil {
		return err
	}
	if _, err := db.Migrate(context.Background()); err != nil {
		return errors.Join(err, db.Close())
	}
	return db.Close()
}

// withDatabase returns base with its database name replaced.
func withDatabase(base, name string) string {
	u, err := url.Parse(base)
	if err != nil {
		panic(fmt.Sprintf("storagetest: %s: %v", EnvPostgres, err))
	}
	u.Path = "/" + name
	q := u.Query()
	q.Del("search_path")
	u.RawQuery = q.Encode()
	return u.String()
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// Bytes is the space tables take with their indexes: on PostgreSQL their
// partitions and TOAST tables included, on SQLite the pages in use (free
// pages, reused by later writes, are not counted).
func Bytes(t testing.TB, db *storage.DB, tables ...string) int64 {
	t.Helper()
	var n int64
	var err error
	if db.Dialect == storage.Postgres {
		query, args, qerr := sqlx.In(`SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) FROM pg_class c
			WHERE c.relkind IN ('r', 'p') AND c.relnamespace = CAST(current_schema() AS regnamespace)
			AND (c.relname IN (?) OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent IN
				(SELECT oid FROM pg_class WHERE relname IN (?) AND relnamespace = CAST(current_schema() AS regnamespace))))`, tables, tables)
		if qerr != nil {
			t.Fatal(qerr)
		}
		err = db.Get(t.Context(), &n, query, args...)
	} else {
		query, args, qerr := sqlx.In(`SELECT COALESCE(SUM(pgsize), 0) FROM dbstat WHERE name IN
			(SELECT name FROM sqlite_schema WHERE tbl_name IN (?))`, tables)
		if qerr != nil {
			t.Fatal(qerr)
		}
		err = db.Get(t.Context(), &n, query, args...)
	}
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// RawTables are the tables of raw device data: rows and compacted blocks.
var RawTables = []string{"readings", "samples", "reading_blocks", "sample_blocks"}
