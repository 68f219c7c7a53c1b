package telemetry

import (
	"context"
	"maps"
	"slices"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/telemetry/block"
)

// readingRange is a device's readings between two times (ms, both
// included), of some event names (none: every reading).
type readingRange struct {
	serial   string
	from, to int64
	events   []string
}

// where is the range as a condition on readings' rows, with its arguments.
func (r readingRange) where() (string, []any, error) {
	where := `serial_key = ? AND process_time >= ? AND process_time <= ?`
	args := []any{r.serial, r.from, r.to}
	if len(r.events) == 0 {
		return where, args, nil
	}
	return sqlx.In(where+` AND event_name IN (?)`, append(args, r.events)...)
}

// holds tells whether a block's reading is of the range.
func (r readingRange) holds(b block.Reading) bool {
	return b.At >= r.from && b.At <= r.to && (len(r.events) == 0 || slices.Contains(r.events, b.Event))
}

// readingsPage answers how many readings the range holds and one page of
// them (size from page × size), ordered by time, event name and digest,
// newest first when desc: the rows and the compacted blocks merged. Only
// the days a page reaches are read whole, so a long range of a compacted
// device costs one decode of each of its blocks to count them.
func (s *Store) readingsPage(ctx context.Context, rg readingRange, desc bool, page, size int) (int, []block.Reading, error) {
	var blocks []struct {
		Day  int64  `db:"day"`
		Data []byte `db:"data"`
	}
	if err := s.db.Select(ctx, &blocks, `SELECT day, data FROM reading_blocks WHERE serial_key = ? AND day >= ? AND day <= ? ORDER BY day`,
		rg.serial, dayOf(rg.from), dayOf(rg.to)); err != nil {
		return 0, nil, err
	}
	if len(blocks) == 0 {
		return s.rowsPage(ctx, rg, desc, page, size)
	}
	// How many readings each day holds, rows and blocks.
	where, args, err := rg.where()
	if err != nil {
		return 0, nil, err
	}
	var perDay []struct {
		Day int64 `db:"day"`
		N   int   `db:"n"`
	}
	if err := s.db.Select(ctx, &perDay, `SELECT process_time / 86400000 AS day, COUNT(*) AS n FROM readings WHERE `+where+
		` GROUP BY process_time / 86400000`, args...); err != nil {
		return 0, nil, err
	}
	count := map[int64]int{}
	for _, d := range perDay {
		count[d.Day] += d.N
	}
	inBlock := map[int64][]byte{}
	for _, b := range blocks {
		rs, err := block.DecodeReadings(b.Data)
		if err != nil {
			return 0, nil, err
		}
		for _, r := range rs {
			if rg.holds(r) {
				count[b.Day]++
			}
		}
		inBlock[b.Day] = b.Data
	}
	days := slices.Sorted(maps.Keys(count))
	if desc {
		slices.Reverse(days)
	}
	total := 0
	for _, d := range days {
		total += count[d]
	}
	// The days the page reaches, and where it starts in the first of them.
	skip, want := page*size, size
	var out []block.Reading
	for _, d := range days {
		if want == 0 {
			break
		}
		if skip >= count[d] {
			skip -= count[d]
			continue
		}
		rs, err := s.dayReadings(ctx, rg, d, inBlock[d])
		if err != nil {
			return 0, nil, err
		}
		if desc {
			slices.Reverse(rs)
		}
		rs = rs[min(skip, len(rs)):]
		rs = rs[:min(want, len(rs))]
		out = append(out, rs...)
		skip, want = 0, want-len(rs)
	}
	return total, out, nil
}

// dayReadings answers the range's readings of one UTC day, oldest first:
// the day's rows and its block (data, when there is one).
func (s *Store) dayReadings(ctx context.Context, rg readingRange, day int64, data []byte) ([]block.Reading, error) {
	one := rg
	one.from, one.to = max(rg.from, day*dayMS), min(rg.to, (day+1)*dayMS-1)
	out, err := s.rows(ctx, one, false, -1, 0)
	if err != nil || data == nil {
		return out, err
	}
	rs, err := block.DecodeReadings(data)
	if err != nil {
		return nil, err
	}
	for _, r := range rs {
		if one.holds(r) {
			out = append(out, r)
		}
	}
	block.SortReadings(out)
	return out, nil
}

// rowsPage answers the count and a page of a range that no block holds.
func (s *Store) rowsPage(ctx context.Context, rg readingRange, desc bool, page, size int) (int, []block.Reading, error) {
	where, args, err := rg.where()
	if err != nil {
		return 0, nil, err
	}
	var total int
	if err := s.db.Get(ctx, &total, `SELECT COUNT(*) FROM readings WHERE `+where, args...); err != nil {
		return 0, nil, err
	}
	if total == 0 || page > (total-1)/size { // no row on the page (and page × size cannot overflow)
		return total, nil, nil
	}
	rs, err := s.rows(ctx, rg, desc, size, page*size)
	return total, rs, err
}

// rows reads the range's rows in order, limit of them from offset (every
// one for a negative limit).
func (s *Store) rows(ctx context.Context, rg readingRange, desc bool, limit, offset int) ([]block.Reading, error) {
	where, args, err := rg.where()
	if err != nil {
		return nil, err
	}
	order := "ASC"
	if desc {
		order = "DESC"
	}
	q := `SELECT process_time, received_at, event_name, digest, payload FROM readings WHERE ` + where +
		` ORDER BY process_time ` + order + `, event_name ` + order + `, digest ` + order
	if limit >= 0 {
		q += ` LIMIT ? OFFSET ?`
		args = append(args, limit, offset)
	}
	var rows []struct {
		At       int64  `db:"process_time"`
		Received int64  `db:"received_at"`
		Event    string `db:"event_name"`
		Digest   []byte `db:"digest"`
		Payload  string `db:"payload"`
	}
	if err := s.db.Select(ctx, &rows, q, args...); err != nil {
		return nil, err
	}
	out := make([]block.Reading, len(rows))
	for i, r := range rows {
		out[i] = block.Reading{At: r.At, Received: r.Received, Event: r.Event, Digest: r.Digest, Payload: []byte(r.Payload)}
	}
	return out, nil
}
