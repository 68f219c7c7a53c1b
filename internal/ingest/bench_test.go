package ingest_test

import (
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	mqtt "github.com/eclipse/paho.mqtt.golang"
	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/ingest"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// BenchmarkIngest measures, on each database: the raw batched insert of
// readings and their samples (plain multi-row INSERTs, 500 readings a
// transaction), the store's write path (telemetry.Append) and end-to-end ingestion
// of the same rows over HTTP (arrays of 50, 16 senders) and over MQTT (one
// record a message, QoS 1, 64 publishers on 4 connections), each as
// readings/s and as a share of the raw rate, with p50/p95/p99 time to
// acknowledgement, bytes per reading (readings + samples) and the peak
// heap. MQTT is also measured against the embedded broker alone (broker:
// stored in JetStream and acknowledged, never delivered), the ceiling it
// cannot pass.
func BenchmarkIngest(b *testing.B) {
	run := func(b *testing.B, db *storage.DB) {
		f := newFleetOn(b, db)
		var raw float64
		minute := atomic.Int64{} // every reading gets its own minute
		next := func() []byte {
			m := minute.Add(1)
			at := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(m) * time.Minute)
			return fmt.Appendf(nil, `{"processTime":%q,"volume":{"value":%d,"unit":"L"}}`, at.Format(time.RFC3339), m%3000)
		}
		dev, err := f.svcs.Telemetry.Device(b.Context(), "S1-VS")
		if err != nil {
			b.Fatal(err)
		}
		parse := func(n int) []telemetry.Reading {
			readings := make([]telemetry.Reading, n)
			for i := range readings {
				r, errs := telemetry.Parse("volsens", next(), "", time.Now())
				if errs != nil {
					b.Fatal(errs)
				}
				readings[i] = r
			}
			return readings
		}
		// raw: the reference, the same rows (a reading and its samples) as
		// plain multi-row INSERTs, 500 readings a transaction, with no
		// check, lookup or duplicate detection.
		b.Run("raw", func(b *testing.B) {
			readings := parse(b.N)
			m := measure(b, db)
			for chunk := range slices.Chunk(readings, 500) {
				if err := rawInsert(b.Context(), db, telemetry.Batch{Device: dev, Readings: chunk}); err != nil {
					b.Fatal(err)
				}
			}
			raw = m.done(b, b.N, nil, 0)
		})
		// append: the store's write path alone (telemetry.Append, 500 a call).
		b.Run("append", func(b *testing.B) {
			readings := parse(b.N)
			m := measure(b, db)
			for chunk := range slices.Chunk(readings, 500) {
				if _, err := f.svcs.Telemetry.Append(b.Context(), []telemetry.Batch{{Device: dev, Readings: chunk}}); err != nil {
					b.Fatal(err)
				}
			}
			m.done(b, b.N, nil, raw)
		})
		b.Run("http", func(b *testing.B) {
			srv := httptest.NewServer(f.handler)
			defer srv.Close()
			const per = 50
			m := measure(b, db)
			lat := senders(b, 16, (b.N+per-1)/per, func() error {
				req, _ := http.NewRequest("POST", srv.URL+"/api/devices/S1-VS/telemetry", bytes.NewReader(array(per, next)))
				req.Header.Set("Authorization", "Bearer "+f.tokens["S1-VS"])
				req.Header.Set("Content-Type", "application/json")
				resp, err := keepAlive.Do(req)
				if err != nil {
					return err
				}
				_, _ = io.Copy(io.Discard, resp.Body) // read to its end, so that the connection is kept
				resp.Body.Close()
				if resp.StatusCode != http.StatusAccepted {
					return fmt.Errorf("status %d", resp.StatusCode)
				}
				return nil
			})
			m.done(b, ((b.N+per-1)/per)*per, lat, raw)
		})
		// broker: the ceiling MQTT ingestion cannot pass, the embedded
		// broker alone: each message stored in JetStream and acknowledged
		// (PUBACK), with the durable consumer present but not fetching.
		var ceiling float64
		b.Run("broker", func(b *testing.B) {
			br, err := ingest.Start(b.Context(), ingest.Settings{MQTTAddr: "127.0.0.1:0", DataDir: b.TempDir()}, f.svcs.Telemetry, slog.New(slog.DiscardHandler))
			if err != nil {
				b.Fatal(err)
			}
			defer br.Close()
			if _, err := ingest.NewConsumer(b.Context(), br, "chillwatch-ingest", f.svcs.Telemetry, ingest.NewMetrics(nil), slog.New(slog.DiscardHandler)); err != nil {
				b.Fatal(err)
			}
			m := measure(b, db)
			lat := publishers(b, f, br.MQTTAddr, b.N, next)
			ceiling = float64(b.N) / time.Since(m.start).Seconds()
			m.done(b, b.N, lat, raw)
		})
		// mqtt: one record a message, a unit's devices reporting live;
		// mqtt-backlog: ten a message, a gateway sending what it kept
		// through a link outage (the broker's ceiling is in messages).
		for _, c := range []struct {
			name string
			per  int // records a message
		}{{"mqtt", 1}, {"mqtt-backlog", 10}} {
			per := c.per
			b.Run(c.name, func(b *testing.B) {
				br, _ := startEmbedded(b, f, "127.0.0.1:0", slog.New(slog.DiscardHandler))
				before, messages := f.count(b), (b.N+per-1)/per
				body := next
				if per > 1 {
					body = func() []byte { return array(per, next) }
				}
				m := measure(b, db)
				lat := publishers(b, f, br.MQTTAddr, messages, body)
				acked := float64(messages*per) / time.Since(m.start).Seconds()
				for f.count(b) < before+messages*per { // end to end: until stored
					time.Sleep(5 * time.Millisecond)
				}
				stored := m.done(b, messages*per, lat, raw)
				b.ReportMetric(acked, "acked/s")
				b.ReportMetric(100*stored/acked, "%-stored-of-acked")
				if ceiling > 0 {
					b.ReportMetric(100*stored/ceiling, "%-of-broker")
				}
			})
		}
		// compacted: every reading stored above (their days have ended)
		// moved into blocks; B/reading is then the whole store's size over
		// every reading it holds.
		// The benchmark may call it more than once: the figures are of the
		// first call, when there was something to compact.
		var rate, asRows, asBlocks float64
		b.Run("compacted", func(b *testing.B) {
			if rate == 0 {
				var readings int
				if err := db.Get(b.Context(), &readings, `SELECT COUNT(*) FROM readings`); err != nil {
					b.Fatal(err)
				}
				rows := dbBytes(b, db)
				start := time.Now()
				c, err := f.svcs.Telemetry.Compact(b.Context(), time.Now())
				if err != nil {
					b.Fatal(err)
				}
				rate = float64(readings) / time.Since(start).Seconds()
				if c.Readings != int64(readings) {
					b.Fatalf("compacted %d readings of %d", c.Readings, readings)
				}
				asRows, asBlocks = float64(rows)/float64(readings), float64(dbBytes(b, db))/float64(readings)
			}
			b.ReportMetric(rate, "readings/s")
			b.ReportMetric(asRows, "B/reading-as-rows")
			b.ReportMetric(asBlocks, "B/reading")
			b.ReportMetric(0, "ns/op")
		})
	}
	b.Run("sqlite", func(b *testing.B) { run(b, storagetest.SQLite(b)) })
	if os.Getenv(storagetest.EnvPostgres) != "" {
		b.Run("postgres", func(b *testing.B) { run(b, storagetest.Postgres(b)) })
	}
}

var (
	rawReadings = &storage.Bulk{Table: "readings",
		Columns: []string{"serial_key", "process_time", "digest", "event_name", "received_at", "payload"}}
	rawSamples = &storage.Bulk{Table: "samples", Columns: []string{"unit_ref", "process_time", "signal", "value"}}
)

// rawInsert writes batches of readings and their samples as plain
// multi-row INSERTs in one transaction: the reference the ingestion paths
// are measured against.
func rawInsert(ctx context.Context, db *storage.DB, batches ...telemetry.Batch) error {
	var serial, event, payload, signal []string
	var digest [][]byte
	var at, received, unit, sat []int64
	var value []float64
	now := storage.Now(time.Now())
	for _, b := range batches {
		dev := b.Device
		for _, r := range b.Readings {
			t := storage.Now(r.ProcessTime)
			serial, at, digest, event = append(serial, dev.SerialKey), append(at, t), append(digest, must(hex.DecodeString(r.Digest[:16]))), append(event, r.EventName)
			received, payload = append(received, now), append(payload, string(r.Payload))
			for _, x := range telemetry.Samples(dev.Type, dev.L0, r) {
				for _, u := range dev.Units {
					unit, sat, signal, value = append(unit, u), append(sat, t), append(signal, x.Signal), append(value, x.Value)
				}
			}
		}
	}
	if err := db.PrepareBulk(ctx, rawReadings, rawSamples); err != nil {
		return err
	}
	if err := partitions(ctx, db, at); err != nil {
		return err
	}
	return db.Tx(ctx, func(tx *sqlx.Tx) error {
		if err := db.Insert(ctx, tx, rawReadings, []any{serial, at, digest, event, received, payload}, nil); err != nil {
			return err
		}
		return db.Insert(ctx, tx, rawSamples, []any{unit, sat, signal, value}, nil)
	})
}

// partitions makes sure, on PostgreSQL, of the monthly partitions that
// hold the times at (the store's write path does it on its own).
func partitions(ctx context.Context, db *storage.DB, at []int64) error {
	if db.Dialect != storage.Postgres {
		return nil
	}
	seen := map[int64]bool{}
	for _, t := range at {
		first := storage.Month(t)
		if seen[first] {
			continue
		}
		seen[first] = true
		for _, table := range []string{"readings", "samples"} {
			if err := db.Partition(ctx, table, first); err != nil {
				return err
			}
		}
	}
	return nil
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func (f *fleet) count(b testing.TB) int {
	var n int
	_ = f.db.Get(b.Context(), &n, `SELECT COUNT(*) FROM readings WHERE serial_key = 's1-vs'`)
	return n
}

// keepAlive is the senders' client: each keeps its connection, as a
// device's HTTP client or a gateway's would (Go's default client keeps two
// a host and dials the others again for every request).
var keepAlive = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}

// array is an array of n records made by next: an HTTP request's body, or
// an MQTT message of several records.
func array(n int, next func() []byte) []byte {
	body := []byte{'['}
	for i := range n {
		if i > 0 {
			body = append(body, ',')
		}
		body = append(body, next()...)
	}
	return append(body, ']')
}

// publishers sends messages of S1-VS from 64 publishers over 4
// connections, each publisher waiting for its PUBACK, and answers the
// time each took to be acknowledged.
func publishers(b *testing.B, f *fleet, addr string, messages int, next func() []byte) []time.Duration {
	conns := make([]mqtt.Client, 4)
	for i := range conns {
		c, err := connect(b, addr, "S1-VS", f.tokens["S1-VS"])
		if err != nil {
			b.Fatal(err)
		}
		conns[i] = c
	}
	var n atomic.Int64
	return senders(b, 64, messages, func() error {
		tok := conns[n.Add(1)%int64(len(conns))].Publish("chillwatch/devices/S1-VS/telemetry", 1, false, next())
		if !tok.WaitTimeout(30 * time.Second) {
			return fmt.Errorf("no PUBACK")
		}
		return tok.Error()
	})
}

// senders runs calls over workers and answers each call's duration.
func senders(b *testing.B, workers, calls int, call func() error) []time.Duration {
	var mu sync.Mutex
	lat := make([]time.Duration, 0, calls)
	var left atomic.Int64
	left.Store(int64(calls))
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for left.Add(-1) >= 0 {
				start := time.Now()
				if err := call(); err != nil {
					b.Error(err)
					return
				}
				d := time.Since(start)
				mu.Lock()
				lat = append(lat, d)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return lat
}

// meter follows one measured run: its start, the database's size and the
// peak heap while it runs.
type meter struct {
	start    time.Time
	bytes    int64
	db       *storage.DB
	peak     atomic.Uint64
	stop     context.CancelFunc
	sampling sync.WaitGroup
	profiled func()
}

func measure(b *testing.B, db *storage.DB) *meter {
	b.Helper()
	m := &meter{db: db, bytes: dbBytes(b, db)}
	ctx, cancel := context.WithCancel(context.Background())
	m.stop = cancel
	m.sampling.Go(func() {
		var ms runtime.MemStats
		for ctx.Err() == nil {
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > m.peak.Load() {
				m.peak.Store(ms.HeapInuse)
			}
			time.Sleep(10 * time.Millisecond)
		}
	})
	b.ResetTimer()
	m.profiled = profileTimed(b, "")
	m.start = time.Now()
	return m
}

// done reports the run's figures and answers its rate.
func (m *meter) done(b *testing.B, readings int, lat []time.Duration, raw float64) float64 {
	elapsed := time.Since(m.start)
	b.StopTimer()
	m.profiled()
	m.stop()
	m.sampling.Wait()
	rate := float64(readings) / elapsed.Seconds()
	b.ReportMetric(rate, "readings/s")
	b.ReportMetric(float64(dbBytes(b, m.db)-m.bytes)/float64(readings), "B/reading")
	b.ReportMetric(float64(m.peak.Load())/(1<<20), "peak-heap-MB")
	if len(lat) > 0 {
		slices.Sort(lat)
		q := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
		b.ReportMetric(q(0.50), "p50-ack-ms")
		b.ReportMetric(q(0.95), "p95-ack-ms")
		b.ReportMetric(q(0.99), "p99-ack-ms")
	}
	if raw > 0 {
		b.ReportMetric(100*rate/raw, "%-of-raw")
	}
	b.ReportMetric(0, "ns/op") // the figures above are the ones that mean something
	return rate
}

// profileTimed writes a CPU profile of a timed part of a benchmark, when
// CHILLWATCH_BENCH_PROFILE gives a path prefix: PREFIX-NAME-PART.prof,
// NAME the benchmark's and PART what it times within it (go tool pprof
// then reads it). The answer stops it.
func profileTimed(b testing.TB, part string) func() {
	prefix := os.Getenv("CHILLWATCH_BENCH_PROFILE")
	if prefix == "" {
		return func() {}
	}
	name := strings.ReplaceAll(b.Name(), "/", "-")
	if part != "" {
		name += "-" + part
	}
	f, err := os.Create(prefix + "-" + name + ".prof")
	if err != nil {
		b.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		b.Fatal(err)
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			b.Error(err)
		}
	}
}

// dbBytes is the space the readings and samples take, as rows and as
// blocks, with their indexes.
func dbBytes(b testing.TB, db *storage.DB) int64 {
	return storagetest.Bytes(b, db, storagetest.RawTables...)
}
