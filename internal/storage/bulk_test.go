package storage_test

import (
	"database/sql"
	"fmt"
	"testing"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// server_keys (name unique, value, created_at) stands in for any table.
var keyRows = &storage.Bulk{Table: "server_keys", Columns: []string{"name", "value", "created_at"},
	Tail: "ON CONFLICT (name) DO NOTHING RETURNING name"}

func TestBulkInsert(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		for _, tc := range []struct {
			name     string
			rows     int // rows given, named k0 … k<rows-1>
			stored   int // rows already stored before the call, named alike
			prepared bool
		}{
			{"one row", 1, 0, true},
			{"a list one longer than the longest VALUES list", storage.MaxBulkRows + 1, 0, true},
			{"a thousand rows, half of them stored before", 1000, 500, true},
			{"unprepared statements give the same result", 300, 7, false},
			{"no row", 0, 0, true},
		} {
			t.Run(tc.name, func(t *testing.T) {
				ctx := t.Context()
				if _, err := db.Exec(ctx, `DELETE FROM server_keys`); err != nil {
					t.Fatal(err)
				}
				names := make([]string, tc.rows)
				values := make([]string, tc.rows)
				at := make([]int64, tc.rows)
				for i := range names {
					names[i], values[i], at[i] = fmt.Sprintf("k%d", i), fmt.Sprintf("v%d", i), int64(i)
				}
				for i := range tc.stored {
					if _, err := db.Exec(ctx, `INSERT INTO server_keys (name, value, created_at) VALUES (?, 'old', 0)`, names[i]); err != nil {
						t.Fatal(err)
					}
				}
				bulk := keyRows
				if !tc.prepared { // statements are cached by their Bulk: this one has none
					bulk = &storage.Bulk{Table: keyRows.Table, Columns: keyRows.Columns, Tail: keyRows.Tail}
				} else {
					if err := db.PrepareBulk(ctx, bulk); err != nil {
						t.Fatal(err)
					}
				}
				returned := map[string]bool{}
				err := db.Tx(ctx, func(tx *sqlx.Tx) error {
					return db.Insert(ctx, tx, bulk, []any{names, values, at}, func(r *sql.Rows) error {
						var n string
						if err := r.Scan(&n); err != nil {
							return err
						}
						if returned[n] {
							t.Errorf("%s returned twice", n)
						}
						returned[n] = true
						return nil
					})
				})
				if err != nil {
					t.Fatal(err)
				}
				if got, want := len(returned), tc.rows-tc.stored; got != want {
					t.Errorf("returned %d new rows, want %d", got, want)
				}
				for i := range tc.stored {
					if returned[names[i]] {
						t.Errorf("%s was stored before and returned as new", names[i])
					}
				}
				var rows []struct {
					Name  string `db:"name"`
					Value string `db:"value"`
				}
				if err := db.Select(ctx, &rows, `SELECT name, value FROM server_keys ORDER BY created_at, name`); err != nil {
					t.Fatal(err)
				}
				if len(rows) != tc.rows {
					t.Fatalf("%d rows stored, want %d", len(rows), tc.rows)
				}
				old := 0
				for _, r := range rows {
					if r.Value == "old" {
						old++
					}
				}
				if old != tc.stored {
					t.Errorf("%d rows kept their old value, want %d (DO NOTHING)", old, tc.stored)
				}
			})
		}
	})
}

func TestBulkInsertRollsBackWhole(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := t.Context()
		plain := &storage.Bulk{Table: "server_keys", Columns: []string{"name", "value", "created_at"}}
		names := []string{"a", "b", "a"} // the second "a" breaks the unique name
		err := db.Tx(ctx, func(tx *sqlx.Tx) error {
			return db.Insert(ctx, tx, plain, []any{names, []string{"1", "2", "3"}, []int64{1, 2, 3}}, nil)
		})
		if err == nil || !storage.IsUniqueViolation(err) {
			t.Fatalf("err = %v, want a unique violation", err)
		}
		if n := countKeys(t, db, "a") + countKeys(t, db, "b"); n != 0 {
			t.Errorf("%d rows left behind by a failed insert", n)
		}
		noLeak(t, db)
	})
}
