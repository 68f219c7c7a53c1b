package storage_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
)

// checkpointed opens an SQLite database with one table t and answers a
// write(kB) that commits 100 rows of 1 kB at a time, and the size of a file.
func checkpointed(tb testing.TB) (path string, write func(kB int), size func(string) int64) {
	ctx := tb.Context()
	path = filepath.Join(tb.TempDir(), "ck.db")
	db, err := storage.Open(ctx, "sqlite:"+path)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := db.Close(); err != nil {
			tb.Error(err)
		}
	})
	if _, err := db.Exec(ctx, `CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)`); err != nil {
		tb.Fatal(err)
	}
	size = func(p string) int64 {
		st, err := os.Stat(p)
		if err != nil {
			tb.Fatal(err)
		}
		return st.Size()
	}
	row := strings.Repeat("x", 1000)
	write = func(kB int) {
		for range kB / 100 {
			if _, err := db.Exec(ctx, `INSERT INTO t (v) WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 100) SELECT ? FROM c`, row); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return path, write, size
}

// TestCheckpointer: what the SQLite writer commits reaches the database
// file while it is open, though the writer leaves checkpoints of a WAL
// under 16 MB to the checkpointer.
func TestCheckpointer(t *testing.T) {
	path, write, size := checkpointed(t)
	write(3000)
	for deadline := time.Now().Add(20 * time.Second); size(path) < 3_000_000; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("3 MB committed: the database file holds %d bytes after 20 s; want them copied by the checkpointer", size(path))
		}
	}
}

// BenchmarkCheckpointerWAL: under writes that never pause, the backstop
// keeps the WAL near 16 MB (without it the WAL would hold all 60 MB). On a
// loaded machine a checkpoint of the writer's can meet the checkpointer's
// copy and be put off to the next commit, so the WAL may pass that: a
// measure of scheduling, reported here rather than asserted in a test.
func BenchmarkCheckpointerWAL(b *testing.B) {
	for range b.N {
		path, write, size := checkpointed(b)
		write(60_000)
		b.ReportMetric(float64(size(path+"-wal"))/(1<<20), "WAL-MB")
	}
}
