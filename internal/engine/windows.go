package engine

import "time"

// hist is a sample kept for milk_undercooled's windows.
type hist struct {
	At   time.Time `json:"at"`
	Temp float64   `json:"t"`
	Vol  float64   `json:"v"`
	OK   bool      `json:"ok,omitempty"` // chilling: milk above the target, the rule applies
}

// undercooled is milk_undercooled's episode.
type undercooled struct {
	Active    bool      `json:"a,omitempty"`
	Start     time.Time `json:"start,omitzero"` // the start of its first window
	Stage     int       `json:"stage,omitempty"`
	LastRaise time.Time `json:"lastRaise,omitzero"`
}

// undercooled judges the windows ending at this sample: over each, every
// sample chilling, the volume varying less than undercooledVolumeVariation
// and the milk falling less than the window's least fall. Stage k comes
// at the first sample whose window k shows it (after stage k-1); the
// alert clears at the first sample whose first window no longer does; at
// most one alert is raised per undercooledRepeat.
func (e *Evaluator) undercooled(d *snap) {
	st := &e.st
	th := &e.th
	if !d.volOK || !d.tempOK {
		return
	}
	ok := d.applies && d.temp > th.UnderChilled
	w := th.UndercooledWindows
	keep := d.t.Add(-(w[2].Duration() + w[2].Duration()/5))
	i := 0
	for i < len(st.Hist) && st.Hist[i].At.Before(keep) {
		i++
	}
	if i > 0 {
		st.Hist = append(st.Hist[:0], st.Hist[i:]...)
	}
	st.Hist = append(st.Hist, hist{At: d.t, Temp: d.temp, Vol: d.vol, OK: ok})
	u := &st.Under
	if u.Active {
		if _, slow := e.slow(d.t, w[0].Duration()); !ok || !slow {
			e.alert(MilkUndercooled, "", Cleared, u.Stage, u.Start, d.t, d)
			u.Active, u.Stage = false, 0
			return
		}
	} else {
		if !ok || (!u.LastRaise.IsZero() && d.t.Sub(u.LastRaise) < th.UndercooledRepeat.Duration()) {
			return
		}
		base, slow := e.slow(d.t, w[0].Duration())
		if !slow {
			return
		}
		u.Active, u.Start, u.Stage, u.LastRaise = true, base, 1, d.t
		e.alert(MilkUndercooled, "", Raised, 1, base, d.t, d)
	}
	for u.Stage < len(w) {
		if _, slow := e.slow(d.t, w[u.Stage].Duration()); !slow {
			break
		}
		u.Stage++
		e.alert(MilkUndercooled, "", Escalated, u.Stage, u.Start, d.t, d)
	}
}

// slow judges the window of length w ending at the last sample: its base
// is the last sample at or before end-w (at most w/5 earlier).
func (e *Evaluator) slow(end time.Time, w time.Duration) (time.Time, bool) {
	th := &e.th
	h := e.st.Hist
	from := end.Add(-w)
	b := -1
	for i := len(h) - 1; i >= 0; i-- {
		if !h[i].At.After(from) {
			b = i
			break
		}
	}
	if b < 0 || h[b].At.Before(from.Add(-w/5)) {
		return time.Time{}, false
	}
	lo, hi := h[b].Vol, h[b].Vol
	for _, x := range h[b:] {
		if !x.OK {
			return time.Time{}, false
		}
		lo, hi = min(lo, x.Vol), max(hi, x.Vol)
	}
	last := h[len(h)-1]
	limit := th.UndercooledFallBelow
	if h[b].Temp > th.UndercooledSplit {
		limit = th.UndercooledFallAbove
	}
	return h[b].At, hi-lo < th.UndercooledVolumeVariation && h[b].Temp-last.Temp < limit
}

// cycle follows the agitator's phases after chilling.
type cycle struct {
	On          tri       `json:"on"`
	PhaseStart  time.Time `json:"phaseStart,omitzero"` // the first sample of the phase
	Before      time.Time `json:"before,omitzero"`     // the sample before it, in storage
	Valid       bool      `json:"valid,omitempty"`     // every sample from Before on was in storage
	PrevT       time.Time `json:"prevT,omitzero"`
	PrevStorage bool      `json:"prevStorage,omitempty"`
	PrevVol     float64   `json:"prevVol,omitempty"`
	InPeriod    bool      `json:"inPeriod,omitempty"`
	Period      int       `json:"period"`
	Raised      int       `json:"raised"` // the period of the last alert
	Active      bool      `json:"a,omitempty"`
	Since       time.Time `json:"since,omitzero"`
	// Step is the last interval between two samples that was not a gap.
	Step time.Duration `json:"step,omitempty"`
	// Widest is the longest interval between two samples since Before: a
	// phase of the other kind could have come and gone unseen inside it.
	Widest time.Duration `json:"widest,omitempty"`
	// Held is the first sample from which the current phase was seen at
	// every sample, in storage and with no gap (zero out of storage), and
	// HeldWidest the longest interval since: a phase held too long is
	// judged as it goes on, even one that began in the chilling.
	Held       time.Time     `json:"held,omitzero"`
	HeldWidest time.Duration `json:"heldWidest,omitempty"`
}

// cycleGapFloor is the shortest stretch without samples that counts as a
// gap in the agitator's cycle, however often the unit reports.
const cycleGapFloor = 5 * time.Minute

// isGap tells whether the time since the previous sample is a gap in the
// data rather than a phase of the cycle: longer than cycleGapFloor and
// than three of the unit's reporting intervals.
func (c *cycle) isGap(t time.Time) bool {
	if c.PrevT.IsZero() {
		return false
	}
	return t.Sub(c.PrevT) > max(cycleGapFloor, 3*c.Step)
}

// cycleStep judges the agitator's runs and rests while chilled milk is
// stored, on the samples that carry the agitator. A phase seen from sample
// s(i) to s(j) (its first sample and the first of the next phase) lasted
// between s(j-1)-s(i) and s(j)-s(i-1): it is wrong only when that whole
// range lies outside agitatorOn (runs) or agitatorOff (rests), so sampling
// never makes a right cycle wrong. A phase with a sample out of storage
// (power off, panel alarm, milk poured, milk not chilled) is not judged,
// nor one that a gap in the data hides part of (readings lost or not yet
// delivered: see isGap), nor the phase seen first after a gap, whose start
// is unknown. A phase is too long only when the unit reports often enough
// that no phase of the other kind could have passed between two samples
// (every interval shorter than that kind's least duration): at one sample
// in 5 minutes a right run of 2 minutes often falls between two, and the
// rests around it would read as one. A phase seen in storage at every
// sample for longer than its kind allows is wrong as soon as it is seen
// so (see held), whether or not it began in storage: an agitator left
// running after the chilling completed. One alert per storage; it clears
// at a right rest or when the storage ends.
func (e *Evaluator) cycleStep(d *snap) {
	st := &e.st
	th := &e.th
	c := &st.Cycle
	t := d.t
	chilled := d.volOK && d.tempOK && d.vol > th.MinVolume && d.temp <= th.UnderChilled && !st.Chilling && st.Lift == nil && st.CIP == nil
	// A power cut or a panel trip stops the timer, and milk poured may
	// warm the tank past the target for a moment (a chilling between two
	// samples restarts the timer): phases with such a sample are not judged.
	poured := c.PrevStorage && d.vol-c.PrevVol >= th.CollectionRise
	storage := chilled && d.powered && d.panel != on && d.agit.run != unknown && !poured
	switch {
	case chilled && !c.InPeriod:
		c.InPeriod = true
		c.Period++
	case !chilled && c.InPeriod:
		c.InPeriod = false
		if c.Active {
			e.alert(AgitatorMalfunctionAfterChilling, "", Cleared, 1, c.Since, t, d)
			c.Active = false
		}
	}
	gap := c.isGap(t)
	var step time.Duration
	if gap {
		c.Valid = false
	} else if !c.PrevT.IsZero() {
		step = t.Sub(c.PrevT)
		c.Step = step
	}
	r := d.agit.run
	if r != unknown && r != c.On {
		if c.On != unknown && c.Valid && storage {
			lo, hi := th.AgitatorOff[0].Duration(), th.AgitatorOff[1].Duration()
			other := th.AgitatorOn[0].Duration() // the least run, which a rest could hide
			if c.On == on {
				lo, hi = th.AgitatorOn[0].Duration(), th.AgitatorOn[1].Duration()
				other = th.AgitatorOff[0].Duration()
			}
			longest, shortest := t.Sub(c.Before), c.PrevT.Sub(c.PhaseStart)
			tooLong := shortest > hi
			judged := !tooLong || max(c.Widest, step) <= other
			wrong := longest < lo || tooLong
			switch {
			case !judged:
			case wrong && !c.Active && c.Raised != c.Period:
				c.Active, c.Since, c.Raised = true, c.PhaseStart, c.Period
				e.alert(AgitatorMalfunctionAfterChilling, "", Raised, 1, c.Since, t, d)
			case !wrong && c.Active && c.On == off:
				e.alert(AgitatorMalfunctionAfterChilling, "", Cleared, 1, c.Since, t, d)
				c.Active = false
			}
		}
		c.On, c.PhaseStart, c.Valid = r, t, c.PrevStorage && storage && !gap
		c.Before, c.Widest = time.Time{}, 0
		if c.PrevStorage && !gap {
			c.Before, c.Widest = c.PrevT, step
		}
		c.Held, c.HeldWidest = time.Time{}, 0
	} else {
		c.Valid = c.Valid && storage
		c.Widest = max(c.Widest, step)
	}
	// A run is held only below the target by the hysteresis: at the
	// target a noisy probe reads chilled milk while the controller, on its
	// own probe, still chills with the agitator running.
	settled := c.On == off || d.temp <= th.UnderChilled-th.TempHysteresis
	e.held(c, d, storage && r != unknown && !gap && settled, step)
	c.PrevT, c.PrevStorage, c.PrevVol = t, storage, d.vol
}

// held follows the stretch of the current phase seen in storage at every
// sample (seen: this sample is one) and raises the alert once that
// stretch is longer than the phase's kind allows, sampled often enough
// that no phase of the other kind could have passed unseen.
func (e *Evaluator) held(c *cycle, d *snap, seen bool, step time.Duration) {
	th, t := &e.th, d.t
	switch {
	case !seen || c.On == unknown:
		c.Held, c.HeldWidest = time.Time{}, 0
		return
	case c.Held.IsZero():
		c.Held, c.HeldWidest = t, 0
		return
	}
	c.HeldWidest = max(c.HeldWidest, step)
	hi, other := th.AgitatorOff[1].Duration(), th.AgitatorOn[0].Duration()
	if c.On == on {
		hi, other = th.AgitatorOn[1].Duration(), th.AgitatorOff[0].Duration()
	}
	if t.Sub(c.Held) > hi && c.HeldWidest <= other && !c.Active && c.Raised != c.Period {
		c.Active, c.Since, c.Raised = true, c.Held, c.Period
		e.alert(AgitatorMalfunctionAfterChilling, "", Raised, 1, c.Since, t, d)
	}
}
