package engine

import (
	"math"
	"time"
)

// energy accumulates the site day's minutes on grid and DG.
type energy struct {
	Mark    time.Time `json:"mark"` // attributed up to here
	Day     string    `json:"day"`
	Next    time.Time `json:"next"` // the end of the day (next local midnight)
	GridChl int64     `json:"gridChl"`
	GridOth int64     `json:"gridOth"`
	DGChl   int64     `json:"dgChl"`
	DGOth   int64     `json:"dgOth"`
	Samples bool      `json:"samples"`
	// The energy meter's rise on grid power (kWh), while chilling and
	// not; Metered once the meter held or rose between two readings in
	// the day (a site with a power sensor), whatever the supply.
	KWhChl  float64 `json:"kwhChl,omitempty"`
	KWhOth  float64 `json:"kwhOth,omitempty"`
	Metered bool    `json:"metered,omitempty"`
}

func (e *Evaluator) openDay(t time.Time) {
	l := t.In(e.zone)
	en := &e.st.Energy
	*en = energy{Mark: t, Day: l.Format(time.DateOnly),
		Next: time.Date(l.Year(), l.Month(), l.Day()+1, 0, 0, 0, 0, e.zone).UTC()}
}

// attribute gives the time from the mark to t the state of the last
// sample (grid, DG, in a chilling session), at most outOfService after it.
func (e *Evaluator) attribute(t time.Time) {
	st := &e.st
	en := &st.Energy
	end := t
	if limit := st.Last.Add(e.oos); limit.Before(end) {
		end = limit
	}
	if ms := end.Sub(en.Mark).Milliseconds(); ms > 0 {
		p := &st.Prev
		grid, dg := p.Grid == on, p.DG == on
		switch {
		case p.Session:
			if grid {
				en.GridChl += ms
			}
			if dg {
				en.DGChl += ms
			}
		default:
			if grid {
				en.GridOth += ms
			}
			if dg {
				en.DGOth += ms
			}
		}
		if s := st.Session; s != nil && p.Session {
			if grid {
				s.GridMs += ms
			}
			if dg {
				s.DGMs += ms
			}
		}
	}
	if t.After(en.Mark) {
		en.Mark = t
	}
}

// meter counts an energy meter's rise from its previous reading (was) to
// the group's (now) as grid energy, while chilling or not by the state the
// interval was attributed to (the earlier sample's), as attribute counts
// minutes. Energy drawn on DG alone is the generator's (fuel litres), not
// the grid's units. A fall (a meter replaced or reset) counts nothing.
func (e *Evaluator) meter(was, now sigVal) {
	st := &e.st
	if !was.Seen || !now.Seen || !now.At.After(was.At) || now.V < was.V {
		return
	}
	en := &st.Energy
	en.Metered = true
	if st.Prev.Grid != on {
		return
	}
	if st.Prev.Session {
		en.KWhChl += now.V - was.V
	} else {
		en.KWhOth += now.V - was.V
	}
}

// closeDay ends the site day at its midnight: its row when the unit
// reported or used power in it.
func (e *Evaluator) closeDay() {
	en := &e.st.Energy
	m := en.Next
	e.attribute(m)
	if en.Samples || en.GridChl+en.GridOth+en.DGChl+en.DGOth > 0 {
		e.out.Energy = append(e.out.Energy, DailyEnergy{
			Key: "energy/" + en.Day, At: m, Date: en.Day,
			GridMinutesChilling: minutes(en.GridChl), GridMinutesOther: minutes(en.GridOth),
			DGMinutesChilling: minutes(en.DGChl), DGMinutesOther: minutes(en.DGOth),
		})
		if en.Metered {
			d := &e.out.Energy[len(e.out.Energy)-1]
			d.GridKWhChilling, d.GridKWhOther = ptr(round2(en.KWhChl)), ptr(round2(en.KWhOth))
		}
	}
	e.openDay(m)
}

func minutes(ms int64) float64 { return float64(ms) / 60000 }

func ptr[T any](v T) *T { return &v }

// round2 rounds a meter's sum to the hundredth of a kWh, so that float
// sums of the same rises compare equal whatever their order.
func round2(v float64) float64 { return math.Round(v*100) / 100 }
