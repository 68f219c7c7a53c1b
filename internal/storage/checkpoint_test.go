package storage_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
)

// TestCheckpointer: what the SQLite writer commits reaches the database
// file while it is open, though the writer leaves checkpoints of a WAL
// under 16 MB to the checkpointer; and under writes that never pause the
// WAL stays near that size.
func TestCheckpointer(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "ck.db")
	db, err := storage.Open(ctx, "sqlite:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(ctx, `CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)`); err != nil {
		t.Fatal(err)
	}
	size := func(p string) int64 {
		st, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		return st.Size()
	}
	row := strings.Repeat("x", 1000)
	write := func(kB int) { // 100 rows of 1 kB a commit
		for range kB / 100 {
			if _, err := db.Exec(ctx, `INSERT INTO t (v) WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 100) SELECT ? FROM c`, row); err != nil {
				t.Fatal(err)
			}
		}
	}
	write(3000)
	for deadline := time.Now().Add(20 * time.Second); size(path) < 3_000_000; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("3 MB committed: the database file holds %d bytes after 20 s; want them copied by the checkpointer", size(path))
		}
	}
	// The backstop keeps the WAL near 16 MB. On a loaded machine a
	// checkpoint of the writer's can meet the checkpointer's copy and be
	// put off to the next commit, so the WAL may pass that once or twice;
	// without a backstop it would hold all 60 MB.
	write(60_000)
	if w := size(path + "-wal"); w > 40<<20 {
		t.Errorf("the WAL holds %d bytes after 60 MB of commits without a pause; want it kept near 16 MB (at most 40 MB)", w)
	}
}
