package monitor

import (
	"slices"
	"time"
)

// A reading missing from a signal's cadence (lost on the link, to be sent
// again) leaves a hole when the reading after it comes. While a unit waits
// for a hole, its target stays before the hole's time, so that what
// follows is evaluated with the missing reading, as on time. How long it
// waits is learnt: from the unit's own holes, or, while it has had none,
// from the other units' (a link that loses readings loses them for its
// neighbours too); nothing while no missing reading ever came back.

// holeWindow is how many outcomes a wait is learnt from.
const holeWindow = 8

// hole is a reading missing from a signal's cadence: its time, when the
// reading after it showed it missing, and whether the unit stopped
// waiting for it (it is still followed, to learn how long such readings
// take, until twice the longest wait).
type hole struct {
	at, found time.Time
	given     bool
}

// waits are the outcomes of the last holes: how long each took to be
// filled, negative for one that never was (a ring).
type waits struct {
	buf     [holeWindow]time.Duration
	next, n int
}

func (w *waits) add(d time.Duration) {
	w.buf[w.next] = d
	w.next = (w.next + 1) % holeWindow
	w.n = min(w.n+1, holeWindow)
}

// holdFor answers how long to wait for a missing reading: a quarter more
// than the longest recent one took to come (at most hold); nothing while
// none came (a silence is not a loss) or once the last two never came (a
// link that loses readings for good does not slow the unit).
func (w *waits) holdFor(hold time.Duration) time.Duration {
	var longest time.Duration
	came, never := 0, 0
	for i := range w.n {
		d := w.buf[(w.next-1-i+holeWindow)%holeWindow]
		if d < 0 {
			if came == 0 {
				never++
			}
			continue
		}
		came++
		longest = max(longest, d)
	}
	if came == 0 || never >= 2 {
		return 0
	}
	return min(hold, longest+longest/4+time.Second)
}

// waited learns how long a missing reading took to come (negative: it
// never came), for the unit and its fleet.
func (f *flow) waited(d time.Duration) {
	f.waits.add(d)
	if f.fleet != nil {
		f.fleet.add(d)
	}
}

// holdFor answers how long the unit waits for a missing reading: as its
// own holes taught, or its fleet's while it has had none.
func (f *flow) holdFor(hold time.Duration) time.Duration {
	if f.waits.n == 0 && f.fleet != nil {
		return f.fleet.holdFor(hold)
	}
	return f.waits.holdFor(hold)
}

// holding answers the earliest hole the unit still waits for (zero when
// none) and when it stops waiting for it: d after the hole was found (the
// unit's holdFor); a hole is followed until 2 × hold.
func (f *flow) holding(now time.Time, d, hold time.Duration) (first, until time.Time) {
	for _, c := range f.signals {
		c.holes = slices.DeleteFunc(c.holes, func(h hole) bool {
			if now.Before(h.found.Add(2 * hold)) {
				return false
			}
			f.waited(-1) // it never came
			return true
		})
		for i := range c.holes {
			h := &c.holes[i]
			if h.given = h.given || !now.Before(h.found.Add(d)); !h.given && (first.IsZero() || h.at.Before(first)) {
				first, until = h.at, h.found.Add(d)
			}
		}
	}
	return first, until
}
