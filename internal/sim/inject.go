package sim

import (
	"time"
)

// injection is a fault placed on a unit (or, for grid_off, on its site),
// or a natural outage that the ground truth follows.
type injection struct {
	id             int
	alert, variant string
	unit           *Unit
	random         bool
	natural        bool // a natural outage, not a fault

	start, end             time.Time // when the fault acts; zero until known
	protectFrom, protectTo time.Time // natural events keep out of this window

	atStorage bool      // begins when the milk is next chilled after 'after'
	after     time.Time // (atStorage only)
	alarmCode int
	check     time.Time // tss_temp_alert: the 05:30 or 15:30 check

	wrongPhase           int // agitator_malfunction_after_chilling: the first wrong rest
	wrongStart, wrongEnd time.Time
	liftEnd              time.Time // the lifting a fault changed has ended

	trackers []tracker
}

func (in *injection) active(t time.Time) bool {
	return !in.start.IsZero() && !t.Before(in.start) && t.Before(in.end)
}

// protects reports whether natural events must keep out of [from, to].
func (in *injection) protects(from, to time.Time) bool {
	return from.Before(in.protectTo) && in.protectFrom.Before(to)
}

// begin starts a fault that waited for the milk to be chilled.
func (in *injection) begin(t time.Time) {
	r := in.unit.frng
	switch in.alert {
	case AgitatorMalfunctionAfterChilling:
		in.start, in.end = t, t.Add(3*time.Hour)
	case MilkOverchilled:
		in.start = t
		in.end = t.Add(between(r, 60*time.Minute, 90*time.Minute))
	case PanelTrip:
		in.start = t.Add(between(r, 30*time.Minute, 60*time.Minute))
		in.end = in.start.Add(40 * time.Minute)
		in.alarmCode = []int{3, 5, 7, 12}[r.IntN(4)]
	}
	in.protectTo = latest(in.protectTo, in.end.Add(time.Hour))
}

func latest(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// placeFault gives the unit its next waiting fault if today's plan has a
// moment for it that is still ahead of now (docs/simulator.md lists the
// moments). grid_off is placed by the site.
func (u *Unit) placeFault(now time.Time) {
	if u.inj != nil || len(u.queue) == 0 {
		return
	}
	a := u.queue[0]
	s := u.site
	if a.alert == GridOff || s.gridOff.Equal(s.midnight) {
		return
	}
	in := &injection{alert: a.alert, variant: a.variant, unit: u, random: a.random}
	if in.variant == "" && len(variants[a.alert]) > 0 {
		in.variant = variants[a.alert][u.frng.IntN(len(variants[a.alert]))]
	}
	var ok bool
	ev := u.evening
	evening := !ev.start.Before(a.after) && now.Before(ev.start.Add(-5*time.Minute))
	switch a.alert {
	case CompressorMalfunction, AgitatorMalfunction, ChillingPumpMalfunction, CondenserMalfunction, Pump2Malfunction:
		ok = evening && u.placeInCollection(in)
	case MilkUndercooled:
		if ok = evening; ok {
			in.start, in.end = ev.end.Add(-40*time.Minute), ev.end.Add(55*time.Minute)
			in.protectFrom, in.protectTo = ev.start.Add(-30*time.Minute), in.end.Add(2*time.Hour)
		}
	case MilkLiftedUndercooled:
		if ok = evening; ok {
			// The tanker comes halfway through the evening collection: the
			// shift ends there and the warm milk is lifted at once.
			cut := ev.start.Add(time.Duration(float64(ev.end.Sub(ev.start)) * uniform(u.frng, 0.5, 0.6)))
			u.dropPours(cut, ev.end)
			for _, p := range u.pours {
				if !p.at.Before(ev.start) && p.at.Before(cut) {
					ev.end = p.at
				}
			}
			u.setEvening(ev)
			t := ev.end.Add(3 * time.Minute)
			u.lifts = append(u.lifts, &lifting{planned: t, latest: t, forced: true, resid: round(uniform(u.frng, 0, 8), 1), inj: in})
			in.start, in.end = t, t.Add(time.Hour)
			in.protectFrom, in.protectTo = ev.start.Add(-30*time.Minute), t.Add(4*time.Hour)
		}
	case AgitatorMalfunctionAfterChilling, MilkOverchilled, PanelTrip:
		if ok = evening; ok {
			in.atStorage, in.after = true, ev.start.Add(30*time.Minute)
			in.protectFrom, in.protectTo = ev.start.Add(-30*time.Minute), at(s.midnight, 30, 30)
		}
	case CIPNotDone:
		ok = u.placeNoCIP(in, a.after, now)
	case TSSTempAlert:
		ok = u.placeEarlyMilk(in, a.after, now)
	}
	if !ok {
		return
	}
	u.queue = u.queue[1:]
	u.inj = in
	s.w.register(in, []*Unit{u})
}

// placeInCollection puts an equipment fault in the evening collection,
// while warm milk keeps coming and the compressor runs throughout: from
// 15 minutes into it (and 150 L in the tank) for the last stage's time
// and 10 minutes more. The collection is lengthened to cover it.
func (u *Unit) placeInCollection(in *injection) bool {
	last := stages[in.alert][len(stages[in.alert])-1]
	d := last + 10*time.Minute
	ev := u.evening
	dur := between(u.frng, 125*time.Minute, 136*time.Minute)
	for range 4 {
		u.dropPours(ev.start, ev.end)
		ev = u.collect(u.frng, ShiftEvening, ev.start, dur, ev.litres)
		start := ev.start.Add(15 * time.Minute)
		var sum float64
		for _, p := range u.pours {
			if p.at.Before(ev.start) || p.at.After(ev.end) {
				continue
			}
			if sum += p.litres; sum >= 150 {
				start = latest(start, p.at.Add(time.Minute))
				break
			}
		}
		if end := start.Add(d); !end.Add(2 * time.Minute).After(ev.end) {
			in.start, in.end = start, end
			in.protectFrom, in.protectTo = ev.start.Add(-30*time.Minute), end.Add(90*time.Minute)
			u.setEvening(ev)
			return true
		}
		dur += 20 * time.Minute
	}
	u.setEvening(ev)
	return false
}

func (u *Unit) setEvening(ev collection) {
	u.evening = ev
	for i := range u.colls {
		if u.colls[i].shift == ShiftEvening {
			u.colls[i] = ev
		}
	}
}

// placeNoCIP skips the cleaning after today's morning lifting.
func (u *Unit) placeNoCIP(in *injection, after, now time.Time) bool {
	for _, l := range u.lifts {
		if l.forced || l.done || l.active || l.planned.Before(after) || !now.Before(l.planned.Add(-5*time.Minute)) {
			continue
		}
		l.skipCIP, l.inj = true, in
		in.start, in.end = l.planned, u.evening.start.Add(30*time.Minute)
		in.protectFrom, in.protectTo = l.planned.Add(-30*time.Minute), u.evening.start.Add(time.Hour)
		return true
	}
	return false
}

// placeEarlyMilk brings warm milk 20 minutes before the 05:30 (morning) or
// 15:30 (afternoon) check, so that the milk is above 4.1 °C at the check.
func (u *Unit) placeEarlyMilk(in *injection, after, now time.Time) bool {
	h, share := 5, uniform(u.frng, 0.30, 0.35)
	if in.variant == "afternoon" {
		h, share = 15, uniform(u.frng, 0.40, 0.45)
	}
	check := at(u.site.midnight, h, 30)
	start := check.Add(-20 * time.Minute)
	if start.Before(after) || !now.Before(start.Add(-5*time.Minute)) {
		return false
	}
	c := u.collect(u.frng, ShiftEarly, start, 8*time.Minute, share*u.Capacity)
	u.colls = append(u.colls, c)
	in.start, in.end, in.check = start, check.Add(30*time.Minute), check
	in.protectFrom, in.protectTo = check.Add(-50*time.Minute), check.Add(2*time.Hour)
	return true
}

// placeGridOff gives the site a grid_off fault that one of its units
// waits for: 40 to 50 minutes without grid from 23:00 to 00:30, with the
// generator taking over after 2 to 4 minutes in the "dg" variant. Every
// unit of the site sees it; none gets another fault that day.
func (s *Site) placeGridOff(now time.Time) {
	for _, u := range s.Units {
		if u.inj != nil || len(u.queue) == 0 || u.queue[0].alert != GridOff {
			continue
		}
		a := u.queue[0]
		start := at(s.midnight, 23, 0).Add(between(u.frng, 0, 90*time.Minute))
		dur := between(u.frng, 40*time.Minute, 51*time.Minute)
		if start.Before(a.after) || !now.Before(start.Add(-time.Hour)) || s.faultNear(start.Add(-2*time.Hour), start.Add(dur+time.Hour)) {
			continue
		}
		in := &injection{alert: GridOff, variant: a.variant, unit: u, random: a.random, start: start, end: start.Add(dur)}
		if in.variant == "" {
			in.variant = variants[GridOff][u.frng.IntN(2)]
		}
		in.protectFrom, in.protectTo = start.Add(-2*time.Hour), in.end.Add(time.Hour)
		o := &outage{start: in.start, end: in.end, inj: in}
		if in.variant == "dg" {
			o.dgAfter = between(u.frng, 2*time.Minute, 4*time.Minute)
		}
		s.outages = append(s.outages, o)
		s.gridOff = s.midnight
		u.queue = u.queue[1:]
		u.inj = in
		s.w.register(in, s.Units)
		return
	}
}

// faultNear reports whether a fault of a unit of the site acts near
// [from, to].
func (s *Site) faultNear(from, to time.Time) bool {
	for _, u := range s.Units {
		if u.inj != nil && u.inj.protects(from, to) {
			return true
		}
	}
	return false
}

// finishFault frees the unit for its next fault once the current one has
// ended and the ground truth has seen all it will see.
func (u *Unit) finishFault(now time.Time) {
	in := u.inj
	if in == nil {
		return
	}
	if in.atStorage && in.start.IsZero() && now.After(in.protectTo) {
		for _, tr := range in.trackers {
			tr.abandon("the milk was not chilled after the evening collection")
		}
	} else if in.end.IsZero() || !now.After(in.end) {
		return
	}
	for _, tr := range in.trackers {
		if !tr.done() {
			return
		}
	}
	u.inj = nil
	if in.random {
		u.nextRandom = now.Add(u.expDays(u.randomRate))
	}
}
