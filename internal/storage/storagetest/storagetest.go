// Package storagetest gives tests real, isolated databases: a fresh SQLite
// file always, and a fresh PostgreSQL schema when TEST_POSTGRES_URL is set,
// so that the same suite runs on both dialects.
package storagetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
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
	return open(t, "sqlite:"+filepath.Join(t.TempDir(), "test.db"))
}

// Postgres opens a migrated database in a new schema of TEST_POSTGRES_URL,
// dropped when the test ends. It skips the test when the variable is unset.
func Postgres(t testing.TB) *storage.DB {
	t.Helper()
	base := os.Getenv(EnvPostgres)
	if base == "" {
		t.Skip(EnvPostgres + " is not set")
	}
	schema := "cwtest_" + randomHex(6)
	admin, err := storage.Open(context.Background(), base)
	if err != nil {
		t.Fatalf("postgres: %v", err)
	}
	if _, err := admin.Exec(context.Background(), "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		_, _ = admin.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return open(t, u.String())
}

// URL returns a PostgreSQL URL on a fresh schema (for tests that start the
// server as a process), or "" when TEST_POSTGRES_URL is unset.
func URL(t testing.TB) string {
	t.Helper()
	if os.Getenv(EnvPostgres) == "" {
		return ""
	}
	db := Postgres(t)
	var schema string
	if err := db.Get(context.Background(), &schema, "SELECT current_schema()"); err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(os.Getenv(EnvPostgres))
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

func open(t testing.TB, dbURL string) *storage.DB {
	t.Helper()
	db, err := storage.Open(context.Background(), dbURL)
	if err != nil {
		t.Fatalf("open %s: %v", dbURL, err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
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
