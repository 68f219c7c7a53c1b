package telemetry

import (
	"context"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Raw data lives for the retention (CHILLWATCH_RETENTION) and is then
// dropped. On PostgreSQL readings and samples are partitioned by UTC month
// of process_time (migration 00010): the write path creates the partition
// of each month it meets, and Expire drops whole partitions. On SQLite
// Expire deletes the rows, device by device and unit by unit, in small
// transactions so that ingestion is never held long.

// partitionedTables are the tables partitioned by month on PostgreSQL.
var partitionedTables = []string{"readings", "samples"}

// months remembers the months (their first instant, ms) whose partitions
// this process has made sure of.
type months struct{ known sync.Map }

// ensurePartitions makes sure, on PostgreSQL, that the partitions holding
// the times at exist. It runs before the writing transaction: creating a
// partition locks its parent.
func (s *Store) ensurePartitions(ctx context.Context, at []int64) error {
	if s.db.Dialect != storage.Postgres {
		return nil
	}
	for _, t := range at {
		m := storage.Month(t)
		if _, ok := s.months.known.Load(m); ok {
			continue
		}
		for _, table := range partitionedTables {
			if err := s.db.Partition(ctx, table, m); err != nil {
				return err
			}
		}
		s.months.known.Store(m, true)
	}
	return nil
}

// Prepare makes sure, on PostgreSQL, of the partitions of now's month and
// of the next one.
func (s *Store) Prepare(ctx context.Context, now time.Time) error {
	return s.ensurePartitions(ctx, []int64{storage.Now(now), storage.Now(now.AddDate(0, 1, 0))})
}

// isNoPartition tells an insert that found no partition for its row: one
// another process dropped since this one made sure of it.
func isNoPartition(err error) bool {
	return err != nil && strings.Contains(err.Error(), "no partition of relation")
}

// Expired is what Expire removed.
type Expired struct {
	// Partitions dropped (PostgreSQL), as "readings_p202401".
	Partitions []string
	// Rows deleted (SQLite).
	Rows int64
	// Blocks of compacted days deleted.
	Blocks int64
}

// Expire removes the raw readings and samples older than before. On
// PostgreSQL it drops every partition whose month ends at or before it
// (a month still partly inside the retention is kept whole); on SQLite it
// deletes the rows. The blocks of compacted days that end at or before
// it are deleted on both.
func (s *Store) Expire(ctx context.Context, before time.Time) (Expired, error) {
	cut := storage.Now(before)
	var out Expired
	var err error
	if s.db.Dialect == storage.Postgres {
		out, err = s.dropPartitions(ctx, cut)
	} else {
		out, err = s.deleteBefore(ctx, cut)
	}
	if err != nil {
		return out, err
	}
	out.Blocks, err = s.deleteBlocks(ctx, dayOf(cut))
	return out, err
}

// deleteBlocks deletes the compacted blocks of the days before day, a
// chunk a statement.
func (s *Store) deleteBlocks(ctx context.Context, day int64) (int64, error) {
	var n int64
	for _, q := range []string{
		`DELETE FROM reading_blocks WHERE (serial_key, day) IN (SELECT serial_key, day FROM reading_blocks WHERE day < ? LIMIT ?)`,
		`DELETE FROM sample_blocks WHERE (unit_ref, signal, day) IN (SELECT unit_ref, signal, day FROM sample_blocks WHERE day < ? LIMIT ?)`,
	} {
		for {
			res, err := s.db.Exec(ctx, q, day, expireChunk)
			if err != nil {
				return n, apperr.Wrap(err, "telemetry: expire blocks")
			}
			k, _ := res.RowsAffected()
			n += k
			if k == 0 {
				break
			}
		}
	}
	return n, nil
}

func (s *Store) dropPartitions(ctx context.Context, cut int64) (Expired, error) {
	var out Expired
	for _, table := range partitionedTables {
		names, err := s.partitionsOf(ctx, table)
		if err != nil {
			return out, err
		}
		for _, name := range slices.Sorted(maps.Keys(names)) {
			m := names[name]
			if storage.Now(m.AddDate(0, 1, 0)) > cut {
				continue // still (partly) kept
			}
			if _, err := s.db.Exec(ctx, `DROP TABLE IF EXISTS `+name); err != nil {
				return out, apperr.Wrap(err, "telemetry: drop partition")
			}
			s.months.known.Delete(storage.Now(m))
			out.Partitions = append(out.Partitions, name)
		}
	}
	return out, nil
}

// partitionsOf answers the monthly partitions of a table (PostgreSQL) by
// name, with their month's first instant.
func (s *Store) partitionsOf(ctx context.Context, table string) (map[string]time.Time, error) {
	var names []string
	if err := s.db.Select(ctx, &names, `SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
		WHERE i.inhparent = CAST(? AS regclass) ORDER BY c.relname`, table); err != nil {
		return nil, apperr.Wrap(err, "telemetry: list partitions")
	}
	out := map[string]time.Time{}
	for _, name := range names {
		if m, err := time.Parse("200601", strings.TrimPrefix(name, table+"_p")); err == nil {
			out[name] = m
		}
	}
	return out, nil
}

// expireChunk bounds the rows one SQLite delete takes.
const expireChunk = 5000

func (s *Store) deleteBefore(ctx context.Context, cut int64) (Expired, error) {
	var out Expired
	var serials []string
	if err := s.db.Select(ctx, &serials, `SELECT DISTINCT serial_key FROM readings`); err != nil {
		return out, apperr.Wrap(err, "telemetry: expire")
	}
	var units []int64
	if err := s.db.Select(ctx, &units, `SELECT id FROM chilling_units`); err != nil {
		return out, apperr.Wrap(err, "telemetry: expire")
	}
	type job struct {
		query string
		key   any
	}
	var jobs []job
	for _, k := range serials {
		jobs = append(jobs, job{`DELETE FROM readings WHERE serial_key = ? AND process_time IN
			(SELECT process_time FROM readings WHERE serial_key = ? AND process_time < ? LIMIT ?)`, k})
	}
	for _, u := range units {
		jobs = append(jobs, job{`DELETE FROM samples WHERE unit_ref = ? AND process_time IN
			(SELECT process_time FROM samples WHERE unit_ref = ? AND process_time < ? LIMIT ?)`, u})
	}
	for _, j := range jobs {
		for {
			res, err := s.db.Exec(ctx, j.query, j.key, j.key, cut, expireChunk)
			if err != nil {
				return out, apperr.Wrap(err, "telemetry: expire")
			}
			n, _ := res.RowsAffected()
			out.Rows += n
			if n == 0 {
				break
			}
		}
	}
	return out, nil
}
