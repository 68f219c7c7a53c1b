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
// Such a mark's since is never before the since the step that took them
// was given; a mark from further back (chillwatch rebuild, a late reading)
// replays the unit.
type consumed struct {
	steps [2]step
	next  int
}

// step is what one step took: its since and its samples.
type step struct {
	since time.Time
	keys  map[sampleKey]struct{}
}

type sampleKey struct {
	at     int64
	signal string
	value  float64
}

func keyOfSample(s engine.Sample) sampleKey {
	return sampleKey{at: s.At.UnixMilli(), signal: s.Signal, value: s.Value}
}

// took notes the samples a step gave the evaluator from since (a replay
// takes an hour of samples or more before its since: those are not kept).
func (c *consumed) took(samples []engine.Sample, since time.Time) {
	st := step{since: since, keys: map[sampleKey]struct{}{}}
	for _, s := range samples {
		if !s.At.Before(since) {
			st.keys[keyOfSample(s)] = struct{}{}
		}
	}
	c.steps[c.next] = st
	c.next = (c.next + 1) % len(c.steps)
}

// covers reports whether a mark from since, whose samples are given, marks
// only samples taken already: none of those before horizon is new.
func (c *consumed) covers(since time.Time, samples []engine.Sample, horizon time.Time) bool {
	from := time.Time{}
	for _, st := range c.steps {
		if st.keys == nil {
			return false
		}
		if from.IsZero() || st.since.Before(from) {
			from = st.since
		}
	}
	if since.Before(from) {
		return false
	}
	for _, s := range samples {
		if !s.At.Before(horizon) {
			continue
		}
		k := keyOfSample(s)
		if _, ok := c.steps[0].keys[k]; ok {
			continue
		}
		if _, ok := c.steps[1].keys[k]; ok {
			continue
		}
		return false
	}
	return true
}
