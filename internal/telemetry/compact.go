package telemetry

import (
	"cmp"
	"context"
	"database/sql"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry/block"
)

// Raw data is written as rows, one a reading and one a sample, so that
// the write path and the engine's reads of recent data stay plain. Once a
// UTC day has ended more than the compaction delay ago
// (CHILLWATCH_COMPACT_AFTER), Compact moves that day's rows into blocks:
// one a device and day for readings, one a unit, signal and day for
// samples (package block, migration 00013). Every read of raw data
// (the engine's loads, graphs, device records, the volume of today)
// merges the blocks with the rows. A reading of a compacted day that
// arrives late is written as a row, after a check against its block, so
// that it is still stored once; the next Compact merges it in.

// dayMS is a UTC day in milliseconds; a block's day is process_time / dayMS.
const dayMS = 24 * 60 * 60 * 1000

// dayOf answers the UTC day number of a time in ms.
func dayOf(at int64) int64 {
	if at < 0 {
		return (at - dayMS + 1) / dayMS
	}
	return at / dayMS
}

// Compacted is what Compact moved into blocks.
type Compacted struct {
	Readings, Samples int64 // rows moved
	Blocks            int64 // blocks written or grown
}

// Compact moves the readings and samples of every UTC day that ended at
// or before before into blocks, a device-day or a unit-day a transaction,
// so that ingestion never waits long. Processes sharing a PostgreSQL
// database may compact at once: a row is taken by one of them, and a
// block is grown under its row lock.
//
// Only days that ended at least an hour before now are taken, whatever
// before says: the write path checks the readings of days before today
// against their blocks, so a day must have ended before its block exists.
func (s *Store) Compact(ctx context.Context, before time.Time) (Compacted, error) {
	var out Compacted
	if limit := s.Now().Add(-time.Hour); before.After(limit) {
		before = limit
	}
	cut := dayOf(storage.Now(before)) * dayMS // the first instant not compacted
	var serials []string
	if err := s.db.Select(ctx, &serials, `SELECT serial_key FROM devices ORDER BY serial_key`); err != nil {
		return out, apperr.Wrap(err, "telemetry: compact")
	}
	for _, k := range serials {
		if err := s.compactOldest(ctx, `SELECT MIN(process_time) FROM readings WHERE serial_key = ?`, k, cut,
			func(day int64) error { return s.compactReadings(ctx, k, day, &out) }); err != nil {
			return out, err
		}
	}
	var units []int64
	if err := s.db.Select(ctx, &units, `SELECT id FROM chilling_units ORDER BY id`); err != nil {
		return out, apperr.Wrap(err, "telemetry: compact")
	}
	for _, u := range units {
		if err := s.compactOldest(ctx, `SELECT MIN(process_time) FROM samples WHERE unit_ref = ?`, u, cut,
			func(day int64) error { return s.compactSamples(ctx, u, day, &out) }); err != nil {
			return out, err
		}
	}
	if s.db.Dialect == storage.Postgres {
		return out, s.releaseMonths(ctx, cut)
	}
	return out, nil
}

// releaseMonths truncates, on PostgreSQL, the partitions of each month
// that ended by cut and that compaction left empty. Their deleted rows'
// pages are freed by VACUUM, but an index keeps its size until its
// partition is dropped at the end of the retention. The partition is
// locked against writers while it is found empty, so that a late reading
// written meanwhile is never lost; a partition busy for more than a second
// is left for the next pass.
func (s *Store) releaseMonths(ctx context.Context, cut int64) error {
	for _, table := range partitionedTables {
		names, err := s.partitionsOf(ctx, table)
		if err != nil {
			return err
		}
		for name, month := range names {
			if storage.Now(month.AddDate(0, 1, 0)) > cut {
				continue // not wholly compacted
			}
			var size int64
			if err := s.db.Get(ctx, &size, `SELECT pg_total_relation_size(CAST(? AS regclass))`, name); err != nil {
				return apperr.Wrap(err, "telemetry: release month")
			}
			if size <= emptyPartition {
				continue
			}
			err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
				if _, err := tx.ExecContext(ctx, `SET LOCAL lock_timeout = '1s'`); err != nil {
					return err
				}
				if _, err := tx.ExecContext(ctx, `LOCK TABLE `+name+` IN ACCESS EXCLUSIVE MODE`); err != nil {
					return err
				}
				var rows bool
				if err := tx.GetContext(ctx, &rows, `SELECT EXISTS (SELECT 1 FROM `+name+`)`); err != nil || rows {
					return err
				}
				_, err := tx.ExecContext(ctx, `TRUNCATE `+name)
				return err
			})
			if err != nil && !isLockTimeout(err) {
				return apperr.Wrap(err, "telemetry: release month")
			}
		}
	}
	return nil
}

// emptyPartition is the largest size of a partition with no row: a
// metapage for each of its indexes, its TOAST table's included (at most
// three), and none for its rows.
const emptyPartition = 3 * 8192

// isLockTimeout tells an error of a lock not granted within lock_timeout.
func isLockTimeout(err error) bool {
	return err != nil && strings.Contains(err.Error(), "lock timeout")
}

// compactOldest compacts, oldest first, each day of key's rows that begins
// before cut: oldest reads the key's oldest row time.
func (s *Store) compactOldest(ctx context.Context, oldest string, key any, cut int64, compact func(day int64) error) error {
	for ctx.Err() == nil {
		var first sql.NullInt64
		if err := s.db.Get(ctx, &first, oldest, key); err != nil {
			return apperr.Wrap(err, "telemetry: compact")
		}
		if !first.Valid || first.Int64 >= cut {
			return nil
		}
		if err := compact(dayOf(first.Int64)); err != nil {
			return apperr.Wrap(err, "telemetry: compact")
		}
	}
	return ctx.Err()
}

// compactReadings moves a device's readings of one day into its block.
func (s *Store) compactReadings(ctx context.Context, serial string, day int64, out *Compacted) error {
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		var rows []struct {
			At       int64  `db:"process_time"`
			Received int64  `db:"received_at"`
			Digest   []byte `db:"digest"`
			Event    string `db:"event_name"`
			Payload  string `db:"payload"`
		}
		if err := tx.SelectContext(ctx, &rows, tx.Rebind(`DELETE FROM readings WHERE serial_key = ? AND process_time >= ? AND process_time < ?
			RETURNING process_time, received_at, digest, event_name, payload`), serial, day*dayMS, (day+1)*dayMS); err != nil {
			return err
		}
		if len(rows) == 0 {
			return nil // another process took them
		}
		old, err := s.lockReadingBlock(ctx, tx, serial, day)
		if err != nil {
			return err
		}
		have := make(map[readingID]bool, len(old))
		for _, r := range old {
			have[idOf(r)] = true
		}
		for _, r := range rows {
			b := block.Reading{At: r.At, Received: r.Received, Event: r.Event, Digest: r.Digest, Payload: []byte(r.Payload)}
			if !have[idOf(b)] {
				have[idOf(b)] = true
				old = append(old, b)
			}
		}
		block.SortReadings(old)
		if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE reading_blocks SET n = ?, data = ? WHERE serial_key = ? AND day = ?`),
			len(old), block.EncodeReadings(old), serial, day); err != nil {
			return err
		}
		out.Readings += int64(len(rows))
		out.Blocks++
		return nil
	})
}

// readingID is a reading's identity within its device: its time and digest.
type readingID struct {
	at     int64
	digest string
}

func idOf(r block.Reading) readingID { return readingID{r.At, string(r.Digest)} }

// lockReadingBlock answers the readings of a device-day's block, making it
// first when there is none, and holds its row until the transaction ends
// (PostgreSQL; SQLite has one writer).
func (s *Store) lockReadingBlock(ctx context.Context, tx *sqlx.Tx, serial string, day int64) ([]block.Reading, error) {
	if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO reading_blocks (serial_key, day, n, data) VALUES (?, ?, 0, ?)
		ON CONFLICT (serial_key, day) DO NOTHING`), serial, day, block.EncodeReadings(nil)); err != nil {
		return nil, err
	}
	var data []byte
	if err := tx.GetContext(ctx, &data, tx.Rebind(`SELECT data FROM reading_blocks WHERE serial_key = ? AND day = ?`+s.forUpdate()),
		serial, day); err != nil {
		return nil, err
	}
	return block.DecodeReadings(data)
}

// forUpdate locks the rows read, on PostgreSQL.
func (s *Store) forUpdate() string {
	if s.db.Dialect == storage.Postgres {
		return " FOR UPDATE"
	}
	return ""
}

// compactSamples moves a unit's samples of one day into a block a signal.
func (s *Store) compactSamples(ctx context.Context, unit, day int64, out *Compacted) error {
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		var rows []struct {
			Signal string  `db:"signal"`
			At     int64   `db:"process_time"`
			Value  float64 `db:"value"`
		}
		if err := tx.SelectContext(ctx, &rows, tx.Rebind(`DELETE FROM samples WHERE unit_ref = ? AND process_time >= ? AND process_time < ?
			RETURNING signal, process_time, value`), unit, day*dayMS, (day+1)*dayMS); err != nil {
			return err
		}
		bySignal := map[string][]block.Sample{}
		for _, r := range rows {
			bySignal[r.Signal] = append(bySignal[r.Signal], block.Sample{At: r.At, Value: r.Value})
		}
		for _, signal := range slices.Sorted(maps.Keys(bySignal)) {
			if _, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO sample_blocks (unit_ref, signal, day, n, last_time, last_value, data)
				VALUES (?, ?, ?, 0, 0, 0, ?) ON CONFLICT (unit_ref, signal, day) DO NOTHING`), unit, signal, day, block.EncodeSamples(nil)); err != nil {
				return err
			}
			var data []byte
			if err := tx.GetContext(ctx, &data, tx.Rebind(`SELECT data FROM sample_blocks WHERE unit_ref = ? AND signal = ? AND day = ?`+s.forUpdate()),
				unit, signal, day); err != nil {
				return err
			}
			old, err := block.DecodeSamples(data)
			if err != nil {
				return err
			}
			merged := mergeSamples(old, bySignal[signal])
			last := merged[len(merged)-1]
			if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE sample_blocks SET n = ?, last_time = ?, last_value = ?, data = ?
				WHERE unit_ref = ? AND signal = ? AND day = ?`), len(merged), last.At, last.Value, block.EncodeSamples(merged),
				unit, signal, day); err != nil {
				return err
			}
			out.Blocks++
		}
		out.Samples += int64(len(rows))
		return nil
	})
}

// mergeSamples merges two time-ordered runs of one signal; at a time in
// both, newer's value wins (a unit's signal at one time is written once,
// the last value winning).
func mergeSamples(older, newer []block.Sample) []block.Sample {
	out := make([]block.Sample, 0, len(older)+len(newer))
	slices.SortFunc(newer, func(a, b block.Sample) int { return cmp.Compare(a.At, b.At) })
	i, j := 0, 0
	for i < len(older) || j < len(newer) {
		switch {
		case j == len(newer) || (i < len(older) && older[i].At < newer[j].At):
			out = append(out, older[i])
			i++
		case i == len(older) || newer[j].At < older[i].At:
			out = append(out, newer[j])
			j++
		default: // the same time
			out = append(out, newer[j])
			i++
			j++
		}
	}
	return out
}
