package ingest_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// Concurrent appends are committed together; each answers its own counts,
// a reading sent by several calls is stored once and counted accepted
// once, and a call that cannot be stored fails alone.
func TestGroupCommit(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := t.Context()
		f := newFleetOn(t, db)
		dev := f.device(t, "S1-VS")
		gone := dev
		gone.Units = []int64{1 << 40} // a unit deleted since the lookup: its samples cannot be stored
		reading := func(minute int) telemetry.Reading { return volumeAt(t, minute) }
		const calls, per, overlap = 40, 30, 10 // call i sends minutes i*20 … i*20+29: 10 shared with the next
		var wg sync.WaitGroup
		got := make([]telemetry.Counts, calls)
		errs := make([]error, calls)
		var poisoned error
		for i := range calls {
			wg.Go(func() {
				var rs []telemetry.Reading
				for m := range per {
					rs = append(rs, reading(i*(per-overlap)+m))
				}
				got[i], errs[i] = f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: rs}})
			})
			if i == calls/2 {
				wg.Go(func() {
					_, poisoned = f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: gone, Readings: []telemetry.Reading{reading(100000)}}})
				})
			}
		}
		wg.Wait()
		if poisoned == nil {
			t.Error("a reading for a deleted unit was stored")
		}
		accepted, duplicates := 0, 0
		for i := range calls {
			if errs[i] != nil {
				t.Fatalf("call %d failed with the bad one: %v", i, errs[i])
			}
			if got[i].Accepted+got[i].Duplicates != per {
				t.Errorf("call %d counts %+v, want %d in all", i, got[i], per)
			}
			accepted, duplicates = accepted+got[i].Accepted, duplicates+got[i].Duplicates
		}
		unique := (calls-1)*(per-overlap) + per
		if accepted != unique || duplicates != calls*per-unique {
			t.Errorf("accepted %d, duplicates %d; want %d and %d", accepted, duplicates, unique, calls*per-unique)
		}
		if n := f.count(t); n != unique {
			t.Errorf("%d readings stored, want %d", n, unique)
		}
		var samples int
		if err := db.Get(ctx, &samples, `SELECT COUNT(*) FROM samples`); err != nil || samples != unique {
			t.Errorf("%d samples stored (%v), want %d", samples, err, unique)
		}
	})
}

// An append counts each of its readings accepted or duplicate, whether
// every reading is new (the common case, written without asking which
// were inserted) or some were stored before or are given twice (written
// again, asking).
func TestAppendCounts(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := t.Context()
		f := newFleetOn(t, db)
		dev := f.device(t, "S1-VS")
		reading := func(minute int) telemetry.Reading { return volumeAt(t, minute) }
		for _, tc := range []struct {
			name                 string
			minutes              []int
			accepted, duplicates int
			stored               int // readings (and samples) stored after it
		}{
			{"all new", []int{0, 1, 2}, 3, 0, 3},
			{"some stored before", []int{2, 3, 4}, 2, 1, 5},
			{"given twice", []int{5, 5, 6}, 2, 1, 7},
			{"all stored before", []int{0, 1, 6}, 0, 3, 7},
			{"new after a duplicate group", []int{7}, 1, 0, 8},
		} {
			var rs []telemetry.Reading
			for _, m := range tc.minutes {
				rs = append(rs, reading(m))
			}
			got, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: rs}})
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			if got.Accepted != tc.accepted || got.Duplicates != tc.duplicates {
				t.Errorf("%s: counts %+v, want %d accepted and %d duplicates", tc.name, got, tc.accepted, tc.duplicates)
			}
			var samples int
			if err := db.Get(ctx, &samples, `SELECT COUNT(*) FROM samples`); err != nil {
				t.Fatal(err)
			}
			if n := f.count(t); n != tc.stored || samples != tc.stored {
				t.Errorf("%s: %d readings and %d samples stored, want %d of each", tc.name, n, samples, tc.stored)
			}
		}
	})
}

// volumeAt is a volume sensor's reading at a minute of 2026-01-01 (UTC),
// its volume the minute's number.
func volumeAt(t *testing.T, minute int) telemetry.Reading {
	r, bad := telemetry.Parse("volsens", fmt.Appendf(nil, `{"processTime":%q,"volume":{"value":%d,"unit":"L"}}`,
		time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(minute)*time.Minute).Format(time.RFC3339), minute), "", time.Now())
	if bad != nil {
		t.Fatal(bad)
	}
	return r
}
