package monitor

import (
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// consumed remembers the samples a unit's evaluator took in its last two
// steps. A pass reads the dirty marks, then each unit's samples: a reading
// committed in between is read with the samples already, and its mark,
// whose since lies behind the horizon the unit was then moved to, comes at
// the next pass. It is not late data: the samples it marks were taken.
type consumed struct {
	steps [2]map[sampleKey]struct{}
	next  int
}

type sampleKey struct {
	at     int64
	signal string
	value  float64
}

func keyOfSample(s engine.Sample) sampleKey {
	return sampleKey{at: s.At.UnixMilli(), signal: s.Signal, value: s.Value}
}

// took notes the samples one step gave the evaluator (at or after from:
// a replay takes an hour of samples or more before the late one).
func (c *consumed) took(samples []engine.Sample, from time.Time) {
	m := map[sampleKey]struct{}{}
	for _, s := range samples {
		if !s.At.Before(from) {
			m[keyOfSample(s)] = struct{}{}
		}
	}
	c.steps[c.next] = m
	c.next = (c.next + 1) % len(c.steps)
}

// covers reports whether every sample before horizon was taken already.
func (c *consumed) covers(samples []engine.Sample, horizon time.Time) bool {
	for _, s := range samples {
		if !s.At.Before(horizon) {
			continue
		}
		k := keyOfSample(s)
		if _, ok := c.steps[0][k]; ok {
			continue
		}
		if _, ok := c.steps[1][k]; ok {
			continue
		}
		return false
	}
	return true
}
