package ingest_test

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// compactDays are the three UTC days of the compaction tests: readings
// every 10 minutes from 1 March 22:00 to 3 March 02:00 (UTC), of two
// volume sensors of one unit.
var compactFirst = time.Date(2026, 3, 1, 22, 0, 0, 0, time.UTC)

const compactReadings = 169 // 28 hours of a reading every 10 minutes, both ends included

// adminToken signs the fleet's administrator in.
func (f *fleet) adminToken(t *testing.T) string {
	t.Helper()
	req := httptest.NewRequest("POST", "/authgateway/login", strings.NewReader(`{"username":"admin","password":"Admin12345"}`))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	var out struct{ JwtAccessToken string }
	if rec.Code != http.StatusOK || json.Unmarshal(rec.Body.Bytes(), &out) != nil {
		t.Fatalf("login: %d %s", rec.Code, rec.Body)
	}
	return out.JwtAccessToken
}

// answers are what the console can read of the raw data: the device
// records of each device in pages, both ways, over the whole range and a
// range inside one day; the unit's volume series, whole and downsampled;
// and the samples the engine loads.
func (f *fleet) answers(t *testing.T, token string, unit int64) map[string]any {
	t.Helper()
	out := map[string]any{}
	get := func(path string) any {
		req := httptest.NewRequest("GET", path, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Fatalf("GET %s = %d %s", path, rec.Code, rec.Body)
		}
		var v any
		if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	whole := fmt.Sprintf("startTime=%d&endTime=%d", compactFirst.UnixMilli(), compactFirst.Add(40*time.Hour).UnixMilli())
	inside := fmt.Sprintf("startTime=%d&endTime=%d", compactFirst.Add(3*time.Hour).UnixMilli(), compactFirst.Add(5*time.Hour+30*time.Minute).UnixMilli())
	for _, serial := range []string{"S1-VS", "S1-VS.2"} {
		for _, order := range []string{"", "&orderByDSC=processTime"} {
			for page := range 5 {
				path := fmt.Sprintf("/authgateway/deviceDataService/device/volsens?deviceId=%s&%s&page=%d&size=40%s", serial, whole, page, order)
				out[path] = get(path)
			}
			path := fmt.Sprintf("/authgateway/deviceDataService/device/volsens?deviceId=%s&%s&page=1&size=5%s", serial, inside, order)
			out[path] = get(path)
		}
	}
	ctx := t.Context()
	for _, maxPoints := range []int{2000, 10} {
		points, down, err := f.svcs.Telemetry.Series(ctx, unit, "volume", compactFirst, compactFirst.Add(40*time.Hour), maxPoints)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(points)
		out[fmt.Sprint("series ", maxPoints)] = fmt.Sprint(string(b), down)
	}
	samples, err := telemetry.UnitSamples(ctx, f.db, unit, "", compactFirst.Add(90*time.Minute).UnixMilli(), math.MaxInt64)
	if err != nil {
		t.Fatal(err)
	}
	out["samples"] = samples
	return out
}

// rowCounts answers how many reading and sample rows (not blocks) are stored.
func rowCounts(t *testing.T, db *storage.DB) (int, int) {
	t.Helper()
	var r, s int
	if err := db.Get(t.Context(), &r, `SELECT COUNT(*) FROM readings`); err != nil {
		t.Fatal(err)
	}
	if err := db.Get(t.Context(), &s, `SELECT COUNT(*) FROM samples`); err != nil {
		t.Fatal(err)
	}
	return r, s
}

// Compaction moves ended days into blocks and changes no answer: device
// records page for page, series, the engine's samples. A reading sent
// again after its day was compacted is still a duplicate; a new one of
// that day is stored, read at once and merged at the next compaction.
func TestCompactionChangesNoAnswer(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := t.Context()
		f := newFleetOn(t, db)
		token := f.adminToken(t)
		var batches []telemetry.Batch
		for i, serial := range []string{"S1-VS", "S1-VS.2"} {
			dev, err := f.svcs.Telemetry.Device(ctx, serial)
			if err != nil {
				t.Fatal(err)
			}
			b := telemetry.Batch{Device: dev}
			for k := range compactReadings {
				b.Readings = append(b.Readings, volume(t, compactFirst.Add(time.Duration(k)*10*time.Minute), 1000*i+k))
			}
			batches = append(batches, b)
		}
		if _, err := f.svcs.Telemetry.Append(ctx, batches); err != nil {
			t.Fatal(err)
		}
		unit := batches[0].Device.Units[0]
		before := f.answers(t, token, unit)

		// 3 March ends at 4 March 00:00, so all three days are compacted.
		c, err := telemetry.NewStore(db).Compact(ctx, time.Date(2026, 3, 4, 0, 0, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		// Both sensors write the unit's volume: a sample a time, the last value winning.
		if c.Readings != 2*compactReadings || c.Samples != compactReadings || c.Blocks != 2*3+3 {
			t.Errorf("compacted %+v, want %d readings and %d samples into 9 blocks", c, 2*compactReadings, compactReadings)
		}
		if r, s := rowCounts(t, db); r != 0 || s != 0 {
			t.Errorf("%d reading rows and %d sample rows left", r, s)
		}
		if after := f.answers(t, token, unit); !reflect.DeepEqual(after, before) {
			for k := range before {
				if !reflect.DeepEqual(after[k], before[k]) {
					t.Errorf("%s changed:\n before %v\n after  %v", k, before[k], after[k])
				}
			}
		}
		if again, err := telemetry.NewStore(db).Compact(ctx, time.Date(2026, 3, 4, 0, 0, 0, 0, time.UTC)); err != nil || again != (telemetry.Compacted{}) {
			t.Errorf("compacting again: %+v, %v; want nothing to do", again, err)
		}

		// Sent again: duplicates, and no row comes back.
		resent := []telemetry.Batch{{Device: batches[0].Device, Readings: batches[0].Readings[10:15]}}
		got, err := f.svcs.Telemetry.Append(ctx, resent)
		if err != nil || got.Accepted != 0 || got.Duplicates != 5 {
			t.Fatalf("compacted readings sent again: %+v, %v; want 5 duplicates", got, err)
		}
		if r, s := rowCounts(t, db); r != 0 || s != 0 {
			t.Errorf("after duplicates: %d reading rows and %d sample rows", r, s)
		}
		// A late reading of a compacted day, at a time already held with
		// another value: stored, and its sample wins over the block's.
		late := volume(t, compactFirst.Add(30*time.Minute), 4242)
		got, err = f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: batches[0].Device, Readings: []telemetry.Reading{late}}})
		if err != nil || got.Accepted != 1 {
			t.Fatalf("a late reading of a compacted day: %+v, %v", got, err)
		}
		check := func(when string) {
			t.Helper()
			at := late.ProcessTime.UnixMilli()
			ss, err := telemetry.UnitSamples(ctx, db, unit, "volume", at, at)
			if err != nil || len(ss) != 1 || ss[0].Value != 4242 {
				t.Errorf("%s: the late sample reads %+v, %v; want one of 4242", when, ss, err)
			}
			page := f.answers(t, token, unit)
			records := page["/authgateway/deviceDataService/device/volsens?deviceId=S1-VS&"+
				fmt.Sprintf("startTime=%d&endTime=%d", compactFirst.UnixMilli(), compactFirst.Add(40*time.Hour).UnixMilli())+"&page=0&size=40"]
			if n := records.(map[string]any)["pageInfo"].(map[string]any)["totalElements"]; n != float64(compactReadings+1) {
				t.Errorf("%s: %v records of S1-VS, want %d", when, n, compactReadings+1)
			}
		}
		check("as a row")
		c, err = telemetry.NewStore(db).Compact(ctx, time.Date(2026, 3, 4, 0, 0, 0, 0, time.UTC))
		if err != nil || c.Readings != 1 || c.Samples != 1 {
			t.Fatalf("compacting the late reading: %+v, %v", c, err)
		}
		check("compacted")
		got, err = f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: batches[0].Device, Readings: []telemetry.Reading{late}}})
		if err != nil || got.Duplicates != 1 {
			t.Errorf("the late reading sent again: %+v, %v; want a duplicate", got, err)
		}

		if db.Dialect != storage.Postgres {
			return
		}
		// Once March has ended and is wholly compacted, its partitions give
		// their space back; a late reading of March is still written.
		size := func() (n int64) {
			if err := db.Get(ctx, &n, `SELECT pg_total_relation_size('readings_p202603') + pg_total_relation_size('samples_p202603')`); err != nil {
				t.Fatal(err)
			}
			return n
		}
		full := size()
		if _, err := telemetry.NewStore(db).Compact(ctx, time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC)); err != nil {
			t.Fatal(err)
		}
		// An empty partition keeps a page for each index: readings 2 (its
		// key and its TOAST table's), samples 3.
		if empty := size(); empty >= full || empty > 5*8192 {
			t.Errorf("March's partitions take %d B once compacted (%d B before)", empty, full)
		}
		later := volume(t, time.Date(2026, 3, 20, 8, 0, 0, 0, time.UTC), 5)
		got, err = f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: batches[0].Device, Readings: []telemetry.Reading{later}}})
		if err != nil || got.Accepted != 1 {
			t.Errorf("a late reading of a released month: %+v, %v", got, err)
		}
	})
}

// Processes sharing a database compact at once while late readings of the
// compacted days arrive: every reading is stored once, none is lost.
func TestConcurrentCompaction(t *testing.T) {
	db := storagetest.Postgres(t)
	ctx := t.Context()
	f := newFleetOn(t, db)
	dev := f.device(t, "S1-VS")
	var all []telemetry.Reading
	for k := range 3 * 24 * 12 { // three days, every 5 minutes
		all = append(all, volume(t, compactFirst.Add(time.Duration(k)*5*time.Minute), k))
	}
	// Half first; the other half arrives while three processes compact.
	var first, late []telemetry.Reading
	for i, r := range all {
		if i%2 == 0 {
			first = append(first, r)
		} else {
			late = append(late, r)
		}
	}
	if _, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: first}}); err != nil {
		t.Fatal(err)
	}
	end := compactFirst.Add(4 * 24 * time.Hour)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for range 3 {
		wg.Go(func() {
			s := telemetry.NewStore(db)
			for range 8 {
				if _, err := s.Compact(ctx, end); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Go(func() {
		for i := 0; i < len(late); i += 9 {
			// Each batch also repeats a reading already stored.
			batch := append([]telemetry.Reading{first[i/2]}, late[i:min(i+9, len(late))]...)
			if _, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: batch}}); err != nil {
				errs <- err
			}
		}
	})
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if _, err := telemetry.NewStore(db).Compact(ctx, end); err != nil {
		t.Fatal(err)
	}
	if r, s := rowCounts(t, db); r != 0 || s != 0 {
		t.Errorf("%d reading rows and %d sample rows left", r, s)
	}
	var held int
	if err := db.Get(ctx, &held, `SELECT COALESCE(SUM(n), 0) FROM reading_blocks`); err != nil {
		t.Fatal(err)
	}
	samples, err := telemetry.UnitSamples(ctx, db, dev.Units[0], "volume", 0, math.MaxInt64)
	if err != nil {
		t.Fatal(err)
	}
	if held != len(all) || len(samples) != len(all) {
		t.Fatalf("blocks hold %d readings and %d samples, want %d of each", held, len(samples), len(all))
	}
	for i, s := range samples {
		if s.At != all[i].ProcessTime.UnixMilli() || s.Value != float64(i) {
			t.Fatalf("sample %d: %+v, want %v at %v", i, s, i, all[i].ProcessTime)
		}
	}
}

// The retention deletes the blocks of the days it ends, and keeps the rest.
func TestRetentionDeletesBlocks(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := t.Context()
		f := newFleetOn(t, db)
		dev := f.device(t, "S1-VS")
		rs := []telemetry.Reading{volume(t, morning(1, 10), 1), volume(t, morning(1, 31), 2), volume(t, morning(2, 10), 3)}
		if _, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: rs}}); err != nil {
			t.Fatal(err)
		}
		if c, err := f.svcs.Telemetry.Compact(ctx, morning(3, 1)); err != nil || c.Blocks != 6 {
			t.Fatalf("compaction: %+v, %v", c, err)
		}
		gone, err := f.svcs.Telemetry.Expire(ctx, morning(2, 1)) // 1 February, 06:00: 31 January has ended
		if err != nil || gone.Blocks != 4 {
			t.Fatalf("expired %+v, %v; want January's two reading blocks and two sample blocks", gone, err)
		}
		samples, err := telemetry.UnitSamples(ctx, db, dev.Units[0], "", 0, math.MaxInt64)
		if err != nil || len(samples) != 1 || samples[0].Value != 3 {
			t.Errorf("kept %+v, %v; want February's sample", samples, err)
		}
	})
}

// BenchmarkSeriesWeek reads a week of one-minute volume samples as the
// graph does (downsampled to 2,000 points) and a day's page of device
// records, from rows and then from compacted blocks.
func BenchmarkSeriesWeek(b *testing.B) {
	run := func(b *testing.B, db *storage.DB) {
		ctx := b.Context()
		f := newFleetOn(b, db)
		dev := f.device(b, "S1-VS")
		start := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
		var rs []telemetry.Reading
		for k := range 7 * 24 * 60 {
			rs = append(rs, volume(b, start.Add(time.Duration(k)*time.Minute), 1000+k%500))
		}
		for chunk := range slices.Chunk(rs, 2000) {
			if _, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: chunk}}); err != nil {
				b.Fatal(err)
			}
		}
		read := func(b *testing.B) {
			for b.Loop() {
				points, _, err := f.svcs.Telemetry.Series(ctx, dev.Units[0], "volume", start, start.Add(7*24*time.Hour), telemetry.MaxPoints)
				if err != nil || len(points) == 0 {
					b.Fatal(len(points), err)
				}
			}
		}
		b.Run("rows", read)
		if _, err := f.svcs.Telemetry.Compact(ctx, start.Add(8*24*time.Hour)); err != nil {
			b.Fatal(err)
		}
		b.Run("blocks", read)
	}
	b.Run("sqlite", func(b *testing.B) { run(b, storagetest.SQLite(b)) })
	if os.Getenv(storagetest.EnvPostgres) != "" {
		b.Run("postgres", func(b *testing.B) { run(b, storagetest.Postgres(b)) })
	}
}

// A day is compacted only once it has ended at least an hour ago, even
// when asked for later: today's readings stay rows, so that the write
// path's check of a late reading against its block holds.
func TestCompactionLeavesToday(t *testing.T) {
	ctx := t.Context()
	f := newFleetOn(t, storagetest.SQLite(t))
	dev := f.device(t, "S1-VS")
	now := time.Now().UTC().Truncate(time.Minute)
	rs := []telemetry.Reading{volume(t, now.Add(-2*time.Minute), 1)}
	if _, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: rs}}); err != nil {
		t.Fatal(err)
	}
	c, err := f.svcs.Telemetry.Compact(ctx, now.Add(72*time.Hour))
	if err != nil || c.Readings != 0 || c.Samples != 0 {
		t.Errorf("asked to compact up to three days ahead: %+v, %v; want today left alone", c, err)
	}
	got, err := f.svcs.Telemetry.Append(ctx, []telemetry.Batch{{Device: dev, Readings: rs}})
	if err != nil || got.Duplicates != 1 {
		t.Errorf("the reading sent again: %+v, %v", got, err)
	}
}
