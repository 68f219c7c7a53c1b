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
	samples, err := UnitSamples(ctx, s.db, unitRef, signal, lo, hi)
	if err != nil {
		return nil, false, apperr.Wrap(err, "telemetry: series")
	}
	if len(samples) <= maxPoints {
		out := make([]Point, len(samples))
		for i, r := range samples {
			out[i] = Point{ProcessTime: storage.Time(r.At), Value: r.Value}
		}
		return out, false, nil
	}
	// Buckets of equal width from lo; each point is at its bucket's first
	// sample and holds the bucket's mean and extremes.
	width := max((hi-lo+1)/int64(maxPoints)+1, 1)
	var out []Point
	var bucket int64 = -1
	var sum float64
	var n int
	for _, r := range samples {
		if b := (r.At - lo) / width; b != bucket {
			if n > 0 {
				out[len(out)-1].Value = sum / float64(n)
			}
			mn, mx := r.Value, r.Value
			out = append(out, Point{ProcessTime: storage.Time(r.At), Min: &mn, Max: &mx})
			bucket, sum, n = b, 0, 0
		}
		p := &out[len(out)-1]
		*p.Min, *p.Max = min(*p.Min, r.Value), max(*p.Max, r.Value)
		sum += r.Value
		n++
	}
	out[len(out)-1].Value = sum / float64(n)
	return out, true, nil
}
