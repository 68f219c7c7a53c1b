package ingest_test

import (
	"errors"
	"testing"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// Device lookups are cached; a rotated credential still holds from the
// next call on, in this process and in another one sharing the database.
func TestDeviceCacheFollowsTheRegistry(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := t.Context()
		f := newFleetOn(t, db)
		here := f.svcs.Telemetry
		there := telemetry.NewStore(db) // another process: its own cache, the same database
		old := f.tokens["S1-VS"]
		for name, s := range map[string]*telemetry.Store{"here": here, "there": there} {
			if _, err := s.Authenticate(ctx, "S1-VS", old); err != nil { // warms the cache
				t.Fatalf("%s: the issued credential is refused: %v", name, err)
			}
		}
		cred, err := f.svcs.Sites.RotateCredential(ctx, auth.System(), "S1-VS")
		if err != nil {
			t.Fatal(err)
		}
		for name, s := range map[string]*telemetry.Store{"here": here, "there": there} {
			if _, err := s.Authenticate(ctx, "S1-VS", old); !errors.Is(err, telemetry.ErrBadCredential) {
				t.Errorf("%s: the rotated credential answers %v, want it refused", name, err)
			}
			d, err := s.Authenticate(ctx, "S1-VS", cred.Token)
			if err != nil {
				t.Errorf("%s: the new credential is refused: %v", name, err)
			} else if d.Serial != "S1-VS" || len(d.Units) != 1 {
				t.Errorf("%s: device = %+v", name, d)
			}
		}
		// A device removed from the registry is unknown at once.
		if _, err := there.Authenticate(ctx, "S1-VS.2", f.tokens["S1-VS.2"]); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(ctx, `DELETE FROM devices WHERE serial_key = 's1-vs.2'`); err != nil {
			t.Fatal(err)
		}
		if _, err := there.Authenticate(ctx, "S1-VS.2", f.tokens["S1-VS.2"]); !errors.Is(err, telemetry.ErrBadCredential) {
			t.Errorf("a deleted device answers %v, want it refused", err)
		}
	})
}
