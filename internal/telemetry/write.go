package telemetry

import (
	"context"
	"database/sql"
	"encoding/hex"
	"errors"
	"maps"
	"slices"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry/block"
)

// Batch is readings of one device.
type Batch struct {
	Device   Device
	Readings []Reading
}

// Counts tell how many readings were new and how many were already stored.
type Counts struct {
	Accepted   int   `json:"accepted"`
	Duplicates int   `json:"duplicates"`
	newest     int64 // the newest accepted reading's time (ms)
}

// maxGroup bounds the readings one group commit takes.
const maxGroup = 5000

// call is one Append waiting for its commit, with its rows prepared by
// the caller, so that the writer (one at a time on SQLite) only writes.
type call struct {
	rows []pending
	done chan result
}

// pending is a reading ready to be written, and the samples it gives to
// each unit its device feeds.
type pending struct {
	key     readingKey
	event   string
	payload string
	units   []int64
	samples []Sample
}

// prepare turns batches into the rows a group commit writes.
func prepare(batches []Batch) []pending {
	n := 0
	for _, b := range batches {
		n += len(b.Readings)
	}
	rows := make([]pending, 0, n)
	for _, b := range batches {
		for _, r := range b.Readings {
			rows = append(rows, pending{
				key:     readingKey{b.Device.SerialKey, storage.Now(r.ProcessTime), string(storedDigest(r))},
				event:   r.EventName,
				payload: string(r.Payload),
				units:   b.Device.Units,
				samples: Samples(b.Device.Type, b.Device.L0, r),
			})
		}
	}
	return rows
}

type result struct {
	counts Counts
	err    error
}

// writers is how many group commits run at once: SQLite has one writer,
// PostgreSQL gains from a few concurrent transactions.
func (s *Store) writers() int {
	if s.db.Dialect == storage.SQLite {
		return 1
	}
	return 4
}

// Append stores batches: each reading once (a reading already stored, or
// given twice, counts as a duplicate and changes nothing), and the
// samples of the new ones. It answers once they are committed.
//
// Concurrent calls are committed together (group commit): a call waits in
// a queue while a writer commits, and the next writer takes every call
// queued meanwhile (up to maxGroup readings) in one transaction, so that
// many small requests cost one commit. A call alone is written at once.
// The answer's counts are the call's own. A failed transaction fails each
// of its calls, and none of their readings is stored.
func (s *Store) Append(_ context.Context, batches []Batch) (Counts, error) {
	c := &call{rows: prepare(batches), done: make(chan result, 1)}
	s.mu.Lock()
	s.queue = append(s.queue, c)
	if s.active < s.writers() {
		s.active++
		go s.drain()
	}
	s.mu.Unlock()
	r := <-c.done // committed or failed, even when ctx ends meanwhile
	if r.err != nil {
		return Counts{}, r.err
	}
	if fn := s.stored.Load(); fn != nil && r.counts.Accepted > 0 {
		(*fn)(storage.Time(r.counts.newest))
	}
	return r.counts, nil
}

// drain commits queued calls, a group a transaction, until none is left.
func (s *Store) drain() {
	for {
		s.mu.Lock()
		n, readings := 0, 0
		for n < len(s.queue) && (n == 0 || readings < maxGroup) {
			readings += len(s.queue[n].rows)
			n++
		}
		group := slices.Clone(s.queue[:n])
		s.queue = slices.Delete(s.queue, 0, n)
		if len(group) == 0 {
			s.active--
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		counts, err := s.write(context.Background(), group)
		if err != nil && len(group) > 1 {
			// One call may be what failed (a device deleted meanwhile):
			// each is tried alone, so that it fails only itself.
			for _, c := range group {
				counts, err := s.write(context.Background(), []*call{c})
				c.answer(counts, 0, err)
			}
			continue
		}
		for i, c := range group {
			c.answer(counts, i, err)
		}
	}
}

// answer hands the call its counts (counts[i]) or the group's error.
func (c *call) answer(counts []Counts, i int, err error) {
	if err != nil {
		c.done <- result{err: err}
		return
	}
	c.done <- result{counts: counts[i]}
}

// The multi-row statements of a group commit.
var (
	readingRows = &storage.Bulk{Table: "readings", Columns: readingColumns,
		Tail: "ON CONFLICT (serial_key, process_time, digest) DO NOTHING"}
	// readingRowsBack also answers the key of each reading it inserted.
	readingRowsBack = &storage.Bulk{Table: "readings", Columns: readingColumns,
		Tail: readingRows.Tail + " RETURNING serial_key, process_time, digest"}
	sampleRows = &storage.Bulk{Table: "samples", Columns: []string{"unit_ref", "process_time", "signal", "value"},
		Tail: "ON CONFLICT (unit_ref, signal, process_time) DO UPDATE SET value = excluded.value"}
	dirtyRows = &storage.Bulk{Table: "unit_dirty", Columns: []string{"unit_ref", "since"}}
)

var readingColumns = []string{"serial_key", "process_time", "digest", "event_name", "received_at", "payload"}

// errSomeStored aborts a group's transaction that met readings already
// stored, so that it is written again asking which ones are new.
var errSomeStored = errors.New("telemetry: some readings were already stored")

// readingKey is a reading's identity.
type readingKey struct {
	serial string
	at     int64
	digest string // the stored digest's bytes
}

// storedDigest is the part of a reading's digest that is stored: its
// first 8 bytes, which tell apart two records of one device at one time.
func storedDigest(r Reading) []byte {
	b, err := hex.DecodeString(r.Digest[:16])
	if err != nil {
		panic("telemetry: a reading without its digest")
	}
	return b
}

// write stores the calls' readings (write once, and again when another
// process dropped a partition this one knew).
func (s *Store) write(ctx context.Context, calls []*call) ([]Counts, error) {
	counts, err := s.writeOnce(ctx, calls)
	if isNoPartition(err) {
		s.months.known.Clear()
		counts, err = s.writeOnce(ctx, calls)
	}
	return counts, err
}

// writeOnce stores the calls' readings in one transaction, as three
// multi-row statements (readings, the new ones' samples, the runner's
// dirty marks), and answers each call's counts.
//
// A group nearly always brings only new readings: its readings go in
// with no RETURNING (whose rows cost the writer a tenth of its time), and
// when the rows inserted are as many as the readings, each was new. When
// fewer were, the transaction is rolled back and written again with
// RETURNING, to tell which.
func (s *Store) writeOnce(ctx context.Context, calls []*call) ([]Counts, error) {
	now := storage.Now(s.Now())
	var rd struct {
		serial, event, payload []string
		digest                 [][]byte
		at, received           []int64
	}
	for _, c := range calls {
		for _, p := range c.rows {
			rd.serial = append(rd.serial, p.key.serial)
			rd.at = append(rd.at, p.key.at)
			rd.digest = append(rd.digest, []byte(p.key.digest))
			rd.event = append(rd.event, p.event)
			rd.received = append(rd.received, now)
			rd.payload = append(rd.payload, p.payload)
		}
	}
	if err := s.db.PrepareBulk(ctx, readingRows, readingRowsBack, sampleRows, dirtyRows); err != nil {
		return nil, apperr.Wrap(err, "telemetry: append")
	}
	if err := s.db.PrepareWrite(ctx, blockDays); err != nil {
		return nil, apperr.Wrap(err, "telemetry: append")
	}
	if err := s.ensurePartitions(ctx, rd.at); err != nil {
		return nil, apperr.Wrap(err, "telemetry: append")
	}
	columns := []any{rd.serial, rd.at, rd.digest, rd.event, rd.received, rd.payload}
	counts := make([]Counts, len(calls))
	write := func(ask bool) error {
		return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
			clear(counts)
			stored, err := s.insertReadings(ctx, tx, calls, columns, ask)
			if err != nil {
				return err
			}
			if err := s.dropCompacted(ctx, tx, stored, now); err != nil {
				return err
			}
			return s.insertSamples(ctx, tx, calls, stored, counts)
		})
	}
	err := write(false)
	if errors.Is(err, errSomeStored) {
		err = write(true)
	}
	if err != nil {
		return nil, apperr.Wrap(err, "telemetry: append")
	}
	return counts, nil
}

// insertReadings inserts the calls' readings (given as columns) and
// answers the keys of those it inserted. Unless ask, it fails with
// errSomeStored when not every reading was inserted.
func (s *Store) insertReadings(ctx context.Context, tx *sqlx.Tx, calls []*call, columns []any, ask bool) (map[readingKey]bool, error) {
	n := len(columns[0].([]string))
	stored := make(map[readingKey]bool, n)
	if !ask {
		inserted, err := s.db.InsertCount(ctx, tx, readingRows, columns)
		if err != nil {
			return nil, err
		}
		if inserted < int64(n) {
			return nil, errSomeStored
		}
		for _, c := range calls {
			for _, p := range c.rows {
				stored[p.key] = true
			}
		}
		return stored, nil
	}
	return stored, s.db.Insert(ctx, tx, readingRowsBack, columns, func(rows *sql.Rows) error {
		var k readingKey
		var digest []byte
		if err := rows.Scan(&k.serial, &k.at, &digest); err != nil {
			return err
		}
		k.digest = string(digest)
		stored[k] = true
		return nil
	})
}

// insertSamples inserts the samples of the readings stored, marks their
// units dirty, and counts each call's new readings and duplicates.
func (s *Store) insertSamples(ctx context.Context, tx *sqlx.Tx, calls []*call, stored map[readingKey]bool, counts []Counts) error {
	var smp samples
	since := map[int64]int64{} // the oldest new sample of each unit
	for i, c := range calls {
		for _, p := range c.rows {
			if !stored[p.key] { // already stored, or given before in this group
				counts[i].Duplicates++
				continue
			}
			delete(stored, p.key)
			counts[i].Accepted++
			counts[i].newest = max(counts[i].newest, p.key.at)
			for _, x := range p.samples {
				for _, u := range p.units {
					smp.add(u, p.key.at, x.Signal, x.Value)
					if old, ok := since[u]; !ok || p.key.at < old {
						since[u] = p.key.at
					}
				}
			}
		}
	}
	if err := s.db.Insert(ctx, tx, sampleRows, []any{smp.unit, smp.at, smp.signal, smp.value}, nil); err != nil {
		return err
	}
	return markDirty(ctx, s.db, tx, since)
}

// samples gathers sample rows column by column. A unit's signal at one
// time is written once: the last value given wins, as a later row would
// overwrite an earlier one.
type samples struct {
	unit, at []int64
	signal   []string
	value    []float64
	index    map[sampleKey]int
}

type sampleKey struct {
	unit, at int64
	signal   string
}

func (s *samples) add(unit, at int64, signal string, value float64) {
	if s.index == nil {
		s.index = map[sampleKey]int{}
	}
	k := sampleKey{unit, at, signal}
	if i, ok := s.index[k]; ok {
		s.value[i] = value
		return
	}
	s.index[k] = len(s.unit)
	s.unit, s.at, s.signal, s.value = append(s.unit, unit), append(s.at, at), append(s.signal, signal), append(s.value, value)
}

// markDirty tells the engine runner (internal/monitor) which units have
// new samples, and from when, in the transaction that stores them.
func markDirty(ctx context.Context, db *storage.DB, tx *sqlx.Tx, since map[int64]int64) error {
	units := slices.Sorted(maps.Keys(since))
	from := make([]int64, len(units))
	for i, u := range units {
		from[i] = since[u]
	}
	return db.Insert(ctx, tx, dirtyRows, []any{units, from}, nil)
}

// blockDays asks which days of a device, between two, have a block.
const blockDays = `SELECT day FROM reading_blocks WHERE serial_key = ? AND day BETWEEN ? AND ?`

// dropCompacted finds, among the readings just written (stored), those
// that the block of their day already holds: a reading sent again after
// its day was compacted. Their rows are deleted and they are forgotten, so
// that they count as duplicates. Only days before today can have a block
// (Compact takes days that ended at least an hour ago).
func (s *Store) dropCompacted(ctx context.Context, tx *sqlx.Tx, stored map[readingKey]bool, now int64) error {
	type deviceDay struct {
		serial string
		day    int64
	}
	days := map[deviceDay]bool{}
	spans := map[string][2]int64{} // each device's first and last such day
	for k := range stored {
		d := dayOf(k.at)
		if d >= dayOf(now) {
			continue
		}
		days[deviceDay{k.serial, d}] = true
		if sp, ok := spans[k.serial]; ok {
			spans[k.serial] = [2]int64{min(sp[0], d), max(sp[1], d)}
		} else {
			spans[k.serial] = [2]int64{d, d}
		}
	}
	// One prepared question a device finds which of its days have a
	// block; it is rare that any has one (late data), and then only those
	// blocks are read.
	var held []deviceDay
	for serial, sp := range spans {
		err := s.db.Query(ctx, tx, blockDays, func(rows *sql.Rows) error {
			dd := deviceDay{serial: serial}
			if err := rows.Scan(&dd.day); err != nil {
				return err
			}
			if days[dd] {
				held = append(held, dd)
			}
			return nil
		}, serial, sp[0], sp[1])
		if err != nil {
			return err
		}
	}
	for _, dd := range held {
		var data []byte
		if err := tx.GetContext(ctx, &data, tx.Rebind(`SELECT data FROM reading_blocks WHERE serial_key = ? AND day = ?`), dd.serial, dd.day); err != nil {
			return err
		}
		inBlock, err := block.DecodeReadings(data)
		if err != nil {
			return err
		}
		for _, r := range inBlock {
			k := readingKey{dd.serial, r.At, string(r.Digest)}
			if !stored[k] {
				continue
			}
			delete(stored, k)
			if _, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM readings WHERE serial_key = ? AND process_time = ? AND digest = ?`),
				k.serial, k.at, r.Digest); err != nil {
				return err
			}
		}
	}
	return nil
}
