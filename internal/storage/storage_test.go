package storage_test

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func insertKey(ctx context.Context, tx *sqlx.Tx, name string) error {
	_, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?)`), name, "v", int64(1))
	return err
}

func countKeys(t *testing.T, db *storage.DB, name string) int {
	t.Helper()
	var n int
	if err := db.Get(context.Background(), &n, `SELECT COUNT(*) FROM server_keys WHERE name = ?`, name); err != nil {
		t.Fatalf("count server_keys: %v", err)
	}
	return n
}

// noLeak fails the test when a connection of the writer pool is still
// taken, as by a transaction that was neither committed nor rolled back.
func noLeak(t *testing.T, db *storage.DB) {
	t.Helper()
	if got := db.W.Stats().InUse; got != 0 {
		t.Fatalf("writer connections in use = %d, want 0 (a transaction leaked)", got)
	}
}

func TestMigrateIsIdempotent(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		// storagetest already migrated once.
		n, err := db.Migrate(context.Background())
		if err != nil {
			t.Fatalf("second Migrate: %v", err)
		}
		if n != 0 {
			t.Errorf("second Migrate applied %d migrations, want 0", n)
		}
	})
}

func TestTx(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		errBoom := errors.New("boom")

		t.Run("commits on nil", func(t *testing.T) {
			err := db.Tx(ctx, func(tx *sqlx.Tx) error { return insertKey(ctx, tx, "committed") })
			if err != nil {
				t.Fatalf("Tx = %v, want nil", err)
			}
			if got := countKeys(t, db, "committed"); got != 1 {
				t.Errorf("rows after commit = %d, want 1", got)
			}
			noLeak(t, db)
		})

		t.Run("rolls back on error", func(t *testing.T) {
			err := db.Tx(ctx, func(tx *sqlx.Tx) error {
				if err := insertKey(ctx, tx, "failed"); err != nil {
					return err
				}
				return errBoom
			})
			if !errors.Is(err, errBoom) {
				t.Fatalf("Tx = %v, want %v", err, errBoom)
			}
			if got := countKeys(t, db, "failed"); got != 0 {
				t.Errorf("rows after rollback = %d, want 0", got)
			}
			noLeak(t, db)
		})

		t.Run("rolls back on panic", func(t *testing.T) {
			var recovered any
			func() {
				defer func() { recovered = recover() }()
				_ = db.Tx(ctx, func(tx *sqlx.Tx) error {
					if err := insertKey(ctx, tx, "panicked"); err != nil {
						t.Errorf("insert: %v", err)
					}
					panic("boom")
				})
			}()
			if recovered != "boom" {
				t.Fatalf("recovered %v, want the panic to propagate as %q", recovered, "boom")
			}
			if got := countKeys(t, db, "panicked"); got != 0 {
				t.Errorf("rows after panic = %d, want 0", got)
			}
			noLeak(t, db)
			// The writer must be usable again (on SQLite it is the only connection).
			if err := db.Tx(ctx, func(tx *sqlx.Tx) error { return insertKey(ctx, tx, "after-panic") }); err != nil {
				t.Errorf("Tx after panic = %v, want nil", err)
			}
		})
	})
}

func TestIsUniqueViolation(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		insert := func(name string) error {
			_, err := db.Exec(ctx, `INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?)`, name, "v", 1)
			return err
		}
		if err := insert("dup"); err != nil {
			t.Fatalf("first insert: %v", err)
		}
		dupErr := insert("dup")
		if dupErr == nil {
			t.Fatal("duplicate insert succeeded, want an error")
		}
		_, notNullErr := db.Exec(ctx, `INSERT INTO server_keys (name, value, created_at) VALUES (?, NULL, ?)`, "null-value", 1)
		if notNullErr == nil {
			t.Fatal("NULL value insert succeeded, want an error")
		}
		_, syntaxErr := db.Exec(ctx, `SELEKT 1`)

		tests := []struct {
			name string
			err  error
			want bool
		}{
			{"duplicate name", dupErr, true},
			{"nil", nil, false},
			{"not null violation", notNullErr, false},
			{"syntax error", syntaxErr, false},
			{"plain error", errors.New("something failed"), false},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				if got := storage.IsUniqueViolation(tt.err); got != tt.want {
					t.Errorf("IsUniqueViolation(%v) = %v, want %v", tt.err, got, tt.want)
				}
			})
		}
	})
}

func TestOpen(t *testing.T) {
	ctx := context.Background()
	t.Run("unsupported URL", func(t *testing.T) {
		for _, u := range []string{"mysql://root:secret@localhost/db", "", "chillwatch"} {
			db, err := storage.Open(ctx, u)
			if err == nil {
				t.Errorf("Open(%q) = nil error, want an error (Close: %v)", u, db.Close())
			}
		}
	})
	t.Run("sqlite creates parent directory", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "a", "b")
		db, err := storage.Open(ctx, "sqlite:"+filepath.Join(dir, "x.db"))
		if err != nil {
			t.Fatalf("Open: %v", err)
		}
		defer func() {
			if err := db.Close(); err != nil {
				t.Error(err)
			}
		}()
		if db.Dialect != storage.SQLite {
			t.Errorf("Dialect = %q, want %q", db.Dialect, storage.SQLite)
		}
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			t.Errorf("Stat(%s) = %v, want a directory", dir, err)
		}
		if _, err := os.Stat(filepath.Join(dir, "x.db")); err != nil {
			t.Errorf("database file: %v", err)
		}
	})
}

func TestPools(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		switch db.Dialect {
		case storage.SQLite:
			if got := db.W.Stats().MaxOpenConnections; got != 1 {
				t.Errorf("W MaxOpenConnections = %d, want 1", got)
			}
			if db.R == db.W {
				t.Error("R is the writer pool, want a separate reader pool")
			}
			if got := db.R.Stats().MaxOpenConnections; got <= 1 {
				t.Errorf("R MaxOpenConnections = %d, want more than 1", got)
			}
		case storage.Postgres:
			if db.R != db.W {
				t.Error("R and W are different pools, want the same on PostgreSQL")
			}
		default:
			t.Fatalf("unknown dialect %q", db.Dialect)
		}
		// Readers as many as the pool opens, twice: the second time every
		// connection is one kept from the first, none closed and opened
		// again (a new PostgreSQL backend each time).
		open := db.R.Stats().MaxOpenConnections
		for range 2 {
			var wg sync.WaitGroup
			for range open {
				wg.Go(func() {
					tx, err := db.R.BeginTxx(t.Context(), &sql.TxOptions{ReadOnly: true})
					if err != nil {
						t.Error(err)
						return
					}
					defer func() {
						if err := tx.Rollback(); err != nil {
							t.Error(err)
						}
					}()
					time.Sleep(50 * time.Millisecond) // hold it while the others open theirs
				})
			}
			wg.Wait()
		}
		if st := db.R.Stats(); st.MaxIdleClosed > 0 || st.OpenConnections != open {
			t.Errorf("after two rounds of %d readers: %d closed as idle, %d open; want 0 closed, %d open",
				open, st.MaxIdleClosed, st.OpenConnections, open)
		}
	})
}

func TestTimeRoundTrip(t *testing.T) {
	paris := time.FixedZone("CET", 3600)
	in := time.Date(2025, 3, 14, 15, 9, 26, 535_897_932, paris)
	want := time.Date(2025, 3, 14, 14, 9, 26, 535_000_000, time.UTC)

	if got := storage.Now(in); got != want.UnixMilli() {
		t.Errorf("Now(%v) = %d, want %d", in, got, want.UnixMilli())
	}
	got := storage.Time(storage.Now(in))
	if !got.Equal(want) || got.Location() != time.UTC {
		t.Errorf("Time(Now(%v)) = %v, want %v", in, got, want)
	}

	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		if _, err := db.Exec(ctx, `INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?)`, "t", "v", storage.Now(in)); err != nil {
			t.Fatal(err)
		}
		var ms int64
		if err := db.Get(ctx, &ms, `SELECT created_at FROM server_keys WHERE name = ?`, "t"); err != nil {
			t.Fatal(err)
		}
		if got := storage.Time(ms); !got.Equal(want) || got.Location() != time.UTC {
			t.Errorf("stored time = %v, want %v", got, want)
		}
	})
}
