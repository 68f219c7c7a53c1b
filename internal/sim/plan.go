package sim

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"
)

// Shifts of the collections.
const (
	ShiftMorning = "morning"
	ShiftEvening = "evening"
	ShiftEarly   = "early" // milk brought before the 05:30 or 15:30 check (tss_temp_alert)
)

// pour is one farmer's milk.
type pour struct {
	at     time.Time
	litres float64
	temp   float64
}

// collection is a shift's milk: pours from start to end.
type collection struct {
	shift      string
	start, end time.Time // first and last pour
	litres     float64
}

// lifting is a tanker taking the milk.
type lifting struct {
	planned time.Time // not before
	latest  time.Time // at the latest, chilled or not
	forced  bool      // a fault: lift at once, chilled or not
	skipCIP bool      // a fault: no cleaning afterwards
	active  bool
	done    bool
	resid   float64
	inj     *injection // the fault that changed it
}

// cipPlan is a cleaning in place: hot water in, held, drained.
type cipPlan struct {
	fill, drain, end time.Time
	litres, temp     float64
	drainRate        float64
}

// at is a local time of the day that began at midnight.
func at(midnight time.Time, h, m int) time.Time {
	return time.Date(midnight.Year(), midnight.Month(), midnight.Day(), h, m, 0, 0, midnight.Location())
}

// planDay plans a local day: the morning collection (from about 06:00),
// the tanker after the morning milk is chilled (from 10:00 to 11:30, by
// 14:00 at the latest), and the evening collection (from about 17:00);
// then places a waiting fault.
func (u *Unit) planDay(midnight time.Time) {
	r := u.plan
	u.colls = u.colls[:0]
	u.lifts = slices.DeleteFunc(u.lifts, func(l *lifting) bool { return l.done })
	m := u.collect(r, ShiftMorning, at(midnight, 5, 50).Add(between(r, 0, 30*time.Minute)),
		between(r, 70*time.Minute, 100*time.Minute), uniform(r, 0.40, 0.50)*u.Capacity)
	u.colls = append(u.colls, m)
	u.lifts = append(u.lifts, &lifting{
		planned: at(midnight, 10, 0).Add(between(r, 0, 90*time.Minute)), latest: at(midnight, 14, 0),
		resid: round(uniform(r, 0, 8), 1),
	})
	e := u.collect(r, ShiftEvening, at(midnight, 16, 50).Add(between(r, 0, 30*time.Minute)),
		between(r, 100*time.Minute, 130*time.Minute), uniform(r, 0.35, 0.45)*u.Capacity)
	u.colls = append(u.colls, e)
	u.evening = e
	u.placeFault(midnight)
}

// collect plans a shift's pours: farmers arrive every 30 s to 3 min, most
// of the milk early in the shift (in the morning even more so), each can
// at 32 to 37 °C.
func (u *Unit) collect(r *rand.Rand, shift string, start time.Time, dur time.Duration, litres float64) collection {
	var ps []pour
	var total float64
	for t := start; !t.After(start.Add(dur)); t = t.Add(between(r, 30*time.Second, 180*time.Second)) {
		frac := t.Sub(start).Seconds() / dur.Seconds()
		decay := 1.5
		if shift == ShiftMorning {
			decay = 2.5
		}
		w := math.Exp(-decay*frac) * uniform(r, 0.5, 1.5)
		ps = append(ps, pour{at: t, litres: w, temp: uniform(r, 32, 37)})
		total += w
	}
	for i := range ps {
		ps[i].litres = ps[i].litres / total * litres
	}
	u.addPours(ps)
	return collection{shift: shift, start: ps[0].at, end: ps[len(ps)-1].at, litres: litres}
}

// addPours merges pours into the pending ones in time order.
func (u *Unit) addPours(ps []pour) {
	u.pours = append(u.pours, ps...)
	slices.SortStableFunc(u.pours, func(a, b pour) int { return a.at.Compare(b.at) })
}

// dropPours removes the pending pours of [from, to].
func (u *Unit) dropPours(from, to time.Time) {
	u.pours = slices.DeleteFunc(u.pours, func(p pour) bool { return !p.at.Before(from) && !p.at.After(to) })
}

// collecting reports whether t falls in a collection.
func (u *Unit) collecting(t time.Time) bool {
	for _, c := range u.colls {
		if !t.Before(c.start) && !t.After(c.end) {
			return true
		}
	}
	return false
}

// liftStep starts a due lifting once the milk is chilled (or the latest
// time has come, or a fault forces it), and pumps the milk out down to a
// few litres; a cleaning follows 20 to 50 minutes later.
func (u *Unit) liftStep(now, end time.Time, sec float64) {
	for _, l := range u.lifts {
		if l.done {
			continue
		}
		if !l.active {
			if now.Before(l.planned) {
				continue
			}
			chilled := u.mode == modeStorage && now.Sub(u.storageSince) >= liftStart
			if !l.forced && !chilled && now.Before(l.latest) {
				continue
			}
			if u.vol <= MinVolume {
				l.done = true // nothing to lift
				continue
			}
			l.active = true
		}
		u.vol -= u.liftRate * sec
		if u.vol <= l.resid {
			u.vol, l.active, l.done = l.resid, false, true
			if l.inj != nil {
				l.inj.liftEnd = end
			}
			if !l.skipCIP {
				u.planCIP(end)
			}
		}
		return
	}
}

func (u *Unit) lifting() bool {
	for _, l := range u.lifts {
		if l.active {
			return true
		}
	}
	return false
}

// planCIP plans a cleaning: 40 to 80 L of water at 62 to 78 °C sprayed in
// at once, held 15 to 25 minutes, drained in 3.
func (u *Unit) planCIP(after time.Time) {
	r := u.plan
	c := &cipPlan{litres: uniform(r, 40, 80), temp: uniform(r, 62, 78)}
	c.fill = after.Add(between(r, 20*time.Minute, 50*time.Minute))
	c.drain = c.fill.Add(between(r, 15*time.Minute, 25*time.Minute))
	c.end = c.drain.Add(3 * time.Minute)
	u.cip = c
}

func (u *Unit) cipStep(now, end time.Time, sec float64) {
	c := u.cip
	if c == nil || !end.After(c.fill) {
		return
	}
	switch {
	case !u.water:
		u.temp = (u.vol*u.temp + c.litres*c.temp) / (u.vol + c.litres)
		u.vol += c.litres
		u.water = true
	case now.Before(c.drain):
	case now.Before(c.end):
		if c.drainRate == 0 {
			c.drainRate = u.vol / 180
		}
		u.vol = math.Max(0, u.vol-c.drainRate*sec)
	default:
		u.vol, u.water, u.cip = 0, false, nil
	}
}

func (u *Unit) cleaning() bool { return u.cip != nil && u.water }
