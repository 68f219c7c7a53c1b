package monitor

import (
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// TestKeepAliveHoldsLeasesThroughALongPass: a process busy in one pass for
// longer than its leases keeps them by keepAlive alone, and another process
// takes nothing of it; without keepAlive they expire and move.
func TestKeepAliveHoldsLeasesThroughALongPass(t *testing.T) {
	const ttl = 30_000
	for _, alive := range []bool{true, false} {
		t.Run(map[bool]string{true: "kept alive", false: "left to expire"}[alive], func(t *testing.T) {
			storagetest.Each(t, func(t *testing.T, db *storage.DB) {
				ctx := t.Context()
				a := leases{db: db, owner: "a", nparts: 4, held: map[int]bool{}}
				b := leases{db: db, owner: "b", nparts: 4, held: map[int]bool{}}
				gained, _, err := a.sync(ctx, 1_000, ttl)
				if err != nil || len(gained) != 4 {
					t.Fatalf("a took %v (%v), want the 4 partitions", gained, err)
				}
				// a is busy in one pass from 1 s to 100 s; b syncs every 10 s.
				var took []int
				for now := int64(10_000); now <= 100_000; now += 10_000 {
					if alive {
						if err := a.keepAlive(ctx, now, ttl); err != nil {
							t.Fatal(err)
						}
					}
					g, _, err := b.sync(ctx, now, ttl)
					if err != nil {
						t.Fatal(err)
					}
					took = append(took, g...)
				}
				if alive && len(took) != 0 {
					t.Fatalf("b took %v from a process that kept its leases alive", took)
				}
				if !alive && len(took) != 4 {
					t.Fatalf("b took %v of a process whose leases expired, want all 4", took)
				}
				if alive {
					// a's next pass gives back what is above its share.
					_, lost, err := a.sync(ctx, 101_000, ttl)
					if err != nil || len(lost) != 2 {
						t.Fatalf("a gave back %v (%v), want 2 of 4", lost, err)
					}
				}
			})
		})
	}
}
