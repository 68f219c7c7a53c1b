package telemetry

import (
	"context"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Point is one point of a unit's signal: a sample, or, when a long range
// is downsampled, a bucket with its mean and its extremes.
type Point struct {
	ProcessTime time.Time `json:"processTime"`
	Value       float64   `json:"value"`
	Min         *float64  `json:"min,omitempty"`
	Max         *float64  `json:"max,omitempty"`
}

// MaxPoints is the most points a series answers; longer ranges are
// downsampled to buckets that keep each bucket's minimum and maximum.
const MaxPoints = 2000

// Series answers a signal of a unit between from and to (both included),
// oldest first, downsampled to at most maxPoints buckets, and whether it
// was downsampled.
func (s *Store) Series(ctx context.Context, unitRef int64, signal string, from, to time.Time, maxPoints int) ([]Point, bool, error) {
	lo, hi := storage.Now(from), storage.Now(to)
	var n int
	if err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM samples WHERE unit_ref = ? AND signal = ? AND process_time BETWEEN ? AND ?`,
		unitRef, signal, lo, hi); err != nil {
		return nil, false, apperr.Wrap(err, "telemetry: series count")
	}
	if n <= maxPoints {
		var rows []struct {
			At    int64   `db:"process_time"`
			Value float64 `db:"value"`
		}
		if err := s.db.Select(ctx, &rows, `SELECT process_time, value FROM samples WHERE unit_ref = ? AND signal = ?
			AND process_time BETWEEN ? AND ? ORDER BY process_time`, unitRef, signal, lo, hi); err != nil {
			return nil, false, apperr.Wrap(err, "telemetry: series")
		}
		out := make([]Point, len(rows))
		for i, r := range rows {
			out[i] = Point{ProcessTime: time.UnixMilli(r.At).UTC(), Value: r.Value}
		}
		return out, false, nil
	}
	width := max((hi-lo+1)/int64(maxPoints)+1, 1)
	var rows []struct {
		Bucket int64   `db:"bucket"`
		First  int64   `db:"first"`
		Mean   float64 `db:"mean"`
		Min    float64 `db:"lo"`
		Max    float64 `db:"hi"`
	}
	if err := s.db.Select(ctx, &rows, `SELECT bucket, MIN(process_time) AS first, AVG(value) AS mean, MIN(value) AS lo, MAX(value) AS hi
		FROM (SELECT (process_time - CAST(? AS BIGINT)) / CAST(? AS BIGINT) AS bucket, process_time, value FROM samples
			WHERE unit_ref = ? AND signal = ? AND process_time BETWEEN ? AND ?) b
		GROUP BY bucket ORDER BY bucket`, lo, width, unitRef, signal, lo, hi); err != nil {
		return nil, false, apperr.Wrap(err, "telemetry: downsampled series")
	}
	out := make([]Point, len(rows))
	for i, r := range rows {
		lo, hi := r.Min, r.Max
		out[i] = Point{ProcessTime: time.UnixMilli(r.First).UTC(), Value: r.Mean, Min: &lo, Max: &hi}
	}
	return out, true, nil
}
