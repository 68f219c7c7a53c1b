package engine

import "time"

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
	}
	e.openDay(m)
}

func minutes(ms int64) float64 { return float64(ms) / 60000 }
