package telemetry

import (
	"cmp"
	"context"
	"slices"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry/block"
)

// UnitSample is one stored sample of a unit.
type UnitSample struct {
	At     int64 // ms
	Signal string
	Value  float64
}

// UnitSamples answers a unit's samples between from and to (ms, both
// included), of one signal or of every signal (""), ordered by time then
// signal: the rows and the compacted blocks merged, a row winning over a
// block's sample of the same signal and time (it came later).
func UnitSamples(ctx context.Context, db *storage.DB, unit int64, signal string, from, to int64) ([]UnitSample, error) {
	bySignal := ""
	args := []any{unit, dayOf(from), dayOf(to)}
	if signal != "" {
		bySignal = " AND signal = ?"
		args = append(args, signal)
	}
	var blocks []struct {
		Signal string `db:"signal"`
		Data   []byte `db:"data"`
	}
	if err := db.Select(ctx, &blocks, `SELECT signal, data FROM sample_blocks WHERE unit_ref = ? AND day >= ? AND day <= ?`+bySignal,
		args...); err != nil {
		return nil, err
	}
	var out []UnitSample
	for _, b := range blocks {
		ss, err := block.DecodeSamples(b.Data)
		if err != nil {
			return nil, err
		}
		for _, s := range ss {
			if s.At >= from && s.At <= to {
				out = append(out, UnitSample{At: s.At, Signal: b.Signal, Value: s.Value})
			}
		}
	}
	fromBlocks := len(out)
	rowArgs := []any{unit, from, to}
	if signal != "" {
		rowArgs = append(rowArgs, signal)
	}
	rows, err := db.R.QueryxContext(ctx, db.R.Rebind(`SELECT process_time, signal, value FROM samples
		WHERE unit_ref = ? AND process_time >= ? AND process_time <= ?`+bySignal+` ORDER BY process_time, signal`), rowArgs...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var s UnitSample
		if err := rows.Scan(&s.At, &s.Signal, &s.Value); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if fromBlocks == 0 {
		return out, nil // the rows alone, already in order
	}
	slices.SortStableFunc(out, func(a, b UnitSample) int {
		return cmp.Or(cmp.Compare(a.At, b.At), cmp.Compare(a.Signal, b.Signal))
	})
	// Of samples of one signal and time, the last (a row) wins.
	kept := out[:0]
	for i, s := range out {
		if i+1 < len(out) && out[i+1].At == s.At && out[i+1].Signal == s.Signal {
			continue
		}
		kept = append(kept, s)
	}
	return kept, nil
}
