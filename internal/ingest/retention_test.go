package ingest_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// volume is a volume sensor's reading at t.
func volume(t testing.TB, at time.Time, litres int) telemetry.Reading {
	t.Helper()
	r, bad := telemetry.Parse("volsens", fmt.Appendf(nil, `{"processTime":%q,"volume":{"value":%d,"unit":"L"}}`,
		at.Format(time.RFC3339), litres), "", time.Now())
	if bad != nil {
		t.Fatal(bad)
	}
	return r
}

// device answers a device of the fleet as ingestion knows it.
func (f *fleet) device(t testing.TB, serial string) telemetry.Device {
	t.Helper()
	dev, err := f.svcs.Telemetry.Device(t.Context(), serial)
	if err != nil {
		t.Fatal(err)
	}
	return dev
}

// morning is 06:00 UTC of a day of 2026.
func morning(m time.Month, d int) time.Time { return time.Date(2026, m, d, 6, 0, 0, 0, time.UTC) }

// storedTimes answers the days (2006-01-02) of the readings and of the
// samples stored.
func storedTimes(t testing.TB, db *storage.DB) (readings, samples []string) {
	t.Helper()
	for _, q := range []struct {
		query string
		out   *[]string
	}{{`SELECT process_time FROM readings ORDER BY process_time`, &readings},
		{`SELECT process_time FROM samples ORDER BY process_time`, &samples}} {
		var ms []int64
		if err := db.Select(t.Context(), &ms, q.query); err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			*q.out = append(*q.out, storage.Time(m).Format("2006-01-02"))
		}
	}
	return readings, samples
}

// The retention removes raw data older than its limit: on PostgreSQL whole
// monthly partitions (a month partly inside the limit is kept whole), on
// SQLite the rows. A process whose partition another dropped still stores
// a reading of that month.
func TestRetention(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := t.Context()
		f := newFleetOn(t, db)
		dev := f.device(t, "S1-VS")
		var rs []telemetry.Reading
		for i, at := range []time.Time{morning(1, 10), morning(2, 10), morning(2, 20), morning(3, 5)} {
			rs = append(rs, volume(t, at, 100*(i+1)))
		}
		if _, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: rs}}); err != nil {
			t.Fatal(err)
		}

		other := telemetry.NewStore(db) // another process, sharing the database
		got, err := other.Expire(ctx, morning(2, 15))
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"2026-02-10", "2026-02-20", "2026-03-05"}
		if db.Dialect == storage.Postgres {
			if !slices.Equal(got.Partitions, []string{"readings_p202601", "samples_p202601"}) {
				t.Errorf("dropped %v, want January's partitions", got.Partitions)
			}
		} else {
			want = want[1:]
			if got.Rows != 4 { // two readings and their samples
				t.Errorf("deleted %d rows, want 4", got.Rows)
			}
		}
		readings, samples := storedTimes(t, db)
		if !slices.Equal(readings, want) || !slices.Equal(samples, want) {
			t.Errorf("kept readings %v and samples %v, want %v", readings, samples, want)
		}

		// The first store knew January's partition, which is gone.
		c, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: []telemetry.Reading{volume(t, morning(1, 11), 7)}}})
		if err != nil || c.Accepted != 1 {
			t.Fatalf("a reading of an expired month: %+v, %v", c, err)
		}
		if again, err := other.Expire(ctx, morning(2, 15)); err != nil || len(again.Partitions)+int(again.Rows) != 2 {
			t.Errorf("expiring again removed %+v, %v; want the late reading and its sample", again, err)
		}
	})
}

// Migration 00010 keeps every reading and sample of the earlier layout,
// and what was stored before it stays a duplicate after it.
func TestCompactTelemetryMigration(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := t.Context()
		f := newFleetOn(t, db)
		dev := f.device(t, "S1-VS")
		first := time.Date(2026, 1, 31, 23, 0, 0, 0, time.UTC)
		var rs []telemetry.Reading
		for i := range 120 { // across a month's end
			rs = append(rs, volume(t, first.Add(time.Duration(i)*time.Minute), i))
		}
		if _, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: rs}}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.MigrateTo(ctx, 9); err != nil {
			t.Fatal(err)
		}
		var digest string
		if err := db.Get(ctx, &digest, `SELECT digest FROM readings ORDER BY process_time LIMIT 1`); err != nil || len(digest) != 16 {
			t.Fatalf("the earlier layout's digest %q, %v", digest, err)
		}
		// A reading stored by the earlier code: its full 24-character digest.
		old := volume(t, first.Add(-time.Hour), 5)
		if _, err := db.Exec(ctx, `INSERT INTO readings (serial_key, process_time, digest, event_name, received_at, payload) VALUES (?, ?, ?, '', ?, ?)`,
			dev.SerialKey, storage.Now(old.ProcessTime), old.Digest, storage.Now(time.Now()), string(old.Payload)); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		readings, samples := storedTimes(t, db)
		if len(readings) != 121 || len(samples) != 120 {
			t.Fatalf("after the migration: %d readings, %d samples; want 121 and 120", len(readings), len(samples))
		}
		c, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: append(rs[:3:3], old)}})
		if err != nil || c.Accepted != 0 || c.Duplicates != 4 {
			t.Errorf("readings stored before the migration, sent again: %+v, %v; want 4 duplicates", c, err)
		}
	})
}
