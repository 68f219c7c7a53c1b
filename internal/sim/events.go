package sim

import (
	"slices"
	"time"
)

// linkDrop is a link outage of the site's gateway.
type linkDrop struct {
	start, end time.Time
	shuffled   bool // the buffer is sent out of order
}

// planDay draws the site's natural events of a local day: power cuts,
// outages covered by the generator and link drops, then places a grid_off
// fault that one of its units waits for.
func (s *Site) planDay() {
	env := s.w.cfg.Env
	r := s.powerRand
	day := 24 * time.Hour
	for range poisson(r, env.PowerCuts) {
		start := s.midnight.Add(between(r, 0, day))
		s.outages = append(s.outages, &outage{start: start, end: start.Add(between(r, time.Minute, 12*time.Minute)), natural: true})
	}
	for range poisson(r, env.Outages) {
		start := s.midnight.Add(between(r, 0, day))
		s.outages = append(s.outages, &outage{start: start, end: start.Add(between(r, 30*time.Minute, 3*time.Hour)),
			dgAfter: between(r, time.Minute, 4*time.Minute), natural: true})
	}
	l := s.linkRand
	for range poisson(l, env.LinkDrops) {
		start := s.midnight.Add(between(l, 0, day))
		s.drops = append(s.drops, linkDrop{start: start, end: start.Add(logBetween(l, 10*time.Minute, env.MaxLinkDrop)), shuffled: l.IntN(2) == 0})
	}
	slices.SortStableFunc(s.drops, func(a, b linkDrop) int { return a.start.Compare(b.start) })
	s.placeGridOff(s.midnight)
}

// updatePower sets the supply at now. A natural cut or outage waits while
// a unit chills its milk or a fault acts nearby (10 minutes at a time, at
// most 12 hours), so that it never blurs what the ground truth expects.
func (s *Site) updatePower(now time.Time) {
	grid, dg := true, false
	keep := s.outages[:0]
	for _, o := range s.outages {
		if !o.began && !now.Before(o.start) && !s.begin(o, now) {
			if o.postponed <= 12*time.Hour {
				keep = append(keep, o)
			}
			continue
		}
		if !now.Before(o.end) {
			if o.began {
				s.lastOutage = latest(s.lastOutage, o.end)
			}
			continue // over
		}
		if o.began && !now.Before(o.start) {
			grid = false
			if dgAt := o.dgAt(); !dgAt.IsZero() && !now.Before(dgAt) {
				dg = true
			}
		}
		keep = append(keep, o)
	}
	clear(s.outages[len(keep):])
	s.outages = keep
	s.grid, s.dg = grid, dg
}

// begin starts an outage at now, or postpones a natural one.
func (s *Site) begin(o *outage, now time.Time) bool {
	if o.inj != nil {
		o.began = true
		return true
	}
	dur := o.end.Sub(o.start)
	if now.Before(s.w.cfg.Start) || !s.quiet(now, dur) { // none in the unseen warm-up
		o.start, o.end = o.start.Add(10*time.Minute), o.end.Add(10*time.Minute)
		o.postponed += 10 * time.Minute
		return false
	}
	o.start, o.end, o.began = now, now.Add(dur), true
	if dur >= stages[GridOff][1] {
		in := &injection{alert: GridOff, variant: "dg", natural: true, start: o.start, end: o.end,
			protectFrom: o.start, protectTo: o.end}
		if o.dgAfter == 0 {
			in.variant = "power_off"
		}
		s.w.register(in, s.Units)
	}
	return true
}

// quiet reports whether a natural outage may start at t for dur: no unit
// chills milk, no fault and no other outage comes within 30 minutes of it.
func (s *Site) quiet(t time.Time, dur time.Duration) bool {
	from, to := t.Add(-30*time.Minute), t.Add(dur+30*time.Minute)
	if from.Before(s.lastOutage) {
		return false
	}
	for _, u := range s.Units {
		if u.mode == modeChilling || (u.inj != nil && u.inj.protects(from, to)) {
			return false
		}
	}
	for _, o := range s.outages {
		if (o.began || o.inj != nil) && o.start.Before(to) && from.Before(o.end) {
			return false // two outages in a row would make one longer than either
		}
	}
	return true
}

// sample takes every device's record at t: sent at once (as the delivery
// profile sends it) while the link is up, buffered while it is down and
// sent in one burst when it comes back.
func (s *Site) sample(t time.Time) {
	s.linkAt(t)
	recs := s.siteRecords(t)
	meter := round(s.totalEnergy, 2) // as the power sensor's record reads it
	for _, u := range s.Units {
		smp := u.sample(t)
		smp.SiteEnergy = meter
		u.observe(&smp)
		if f := s.w.cfg.OnSample; f != nil {
			f(u, smp)
		}
		recs = append(recs, s.unitRecords(u, &smp)...)
	}
	if s.down != nil {
		s.buffer = append(s.buffer, recs...)
		return
	}
	for _, o := range recs {
		s.deliver(Delivery{At: t, Serial: o.serial, Type: o.typ, Records: []Record{o.rec}})
	}
}

// linkAt follows the link drops up to t.
func (s *Site) linkAt(t time.Time) {
	if s.down != nil && !t.Before(s.down.end) {
		s.flushAt(s.down.end, s.down.shuffled)
		s.down = nil
	}
	for len(s.drops) > 0 && !t.Before(s.drops[0].end) {
		s.drops = s.drops[1:] // over before it could begin
	}
	if s.down == nil && len(s.drops) > 0 && !t.Before(s.drops[0].start) {
		d := s.drops[0]
		s.drops = s.drops[1:]
		if d.start.Before(s.w.cfg.Start) {
			return
		}
		s.down = &d
	}
}

// flushAt sends the buffer at time at: per device in the order the records
// were taken, or shuffled (devices and records) for a disorderly gateway.
func (s *Site) flushAt(at time.Time, shuffled bool) {
	if len(s.buffer) == 0 {
		return
	}
	var order []string
	byDevice := map[string]*Delivery{}
	for _, o := range s.buffer {
		d, ok := byDevice[o.serial]
		if !ok {
			d = &Delivery{At: at, Serial: o.serial, Type: o.typ, Late: true}
			byDevice[o.serial] = d
			order = append(order, o.serial)
		}
		d.Records = append(d.Records, o.rec)
	}
	if shuffled {
		r := s.linkRand
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, serial := range order {
			recs := byDevice[serial].Records
			r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
		}
	}
	for _, serial := range order {
		s.deliver(*byDevice[serial])
	}
	clear(s.buffer)
	s.buffer = s.buffer[:0]
}

// flush ends a link drop at time at.
func (s *Site) flush(at time.Time) {
	if s.down != nil {
		s.flushAt(at, s.down.shuffled)
		s.down = nil
	}
}
