package engine

import (
	"math"
	"time"
)

// chillSession is an open chilling session.
type chillSession struct {
	Start     time.Time `json:"start"`
	StartTemp float64   `json:"startTemp"`
	StartVol  float64   `json:"startVol"`
	MaxTemp   float64   `json:"maxTemp"`
	MaxVol    float64   `json:"maxVol"`
	Chilling  bool      `json:"chilling"` // chilling started in it
	GridMs    int64     `json:"gridMs"`
	DGMs      int64     `json:"dgMs"`
}

// lifting is a lifting under way.
type lifting struct {
	Start     time.Time    `json:"start"`
	StartVol  float64      `json:"startVol"`
	StartTemp float64      `json:"startTemp"`
	MinVol    float64      `json:"minVol"`
	LastFall  time.Time    `json:"lastFall"`
	Below     [3]time.Time `json:"below"` // when the volume first fell below each lift level
}

// cleaning is a cleaning in place under way.
type cleaning struct {
	Start    time.Time `json:"start"`
	StartVol float64   `json:"startVol"`
	MaxTemp  float64   `json:"maxTemp"`
	MaxVol   float64   `json:"maxVol"`
}

// phases follows what the unit does with its milk: cleaning in place,
// liftings, collections and chilling, with their sessions and events.
func (e *Evaluator) phases(d *snap, first bool) {
	st := &e.st
	th := &e.th
	if !d.volOK || !d.tempOK {
		return
	}
	t, vol, temp := d.t, d.vol, d.temp
	pv, pt, pok := st.Prev.Vol, st.Prev.Temp, st.Prev.VolOK && st.Prev.TempOK
	first = first || !pok // nothing to compare with: no edge
	// A fall or a rise across a gap in the data is not measured: when the
	// milk left or came, and how, is not known (a lifting's start would be
	// the reading after the gap, its volume the one before it).
	measured := pok && !d.afterGap

	// Cleaning in place: a small volume of hot water.
	inCIP := vol >= th.CIPMinVolume && vol < th.CIPMaxVolume && temp >= th.CIPMinTemp
	if c := st.CIP; c != nil {
		if inCIP {
			c.MaxTemp, c.MaxVol = max(c.MaxTemp, temp), max(c.MaxVol, vol)
		} else {
			e.endCIP(d)
		}
	} else if inCIP && st.Lift == nil {
		st.CIP = &cleaning{Start: t, StartVol: vol, MaxTemp: temp, MaxVol: vol}
		st.PendingCIP = false
		e.event(CIPDetected, t, d)
		if st.Session != nil && !st.Chilling {
			st.Session = nil
		}
	}

	// Liftings: a fall of more than liftDrop from a tank above minVolume.
	if st.Lift != nil {
		e.liftStep(d)
	} else if measured && st.CIP == nil && pv > th.MinVolume && vol < pv-th.LiftDrop {
		st.Lift = &lifting{Start: t, StartVol: pv, StartTemp: pt, MinVol: vol, LastFall: t}
		e.liftStep(d)
	}

	// Collections: milk poured (a rise of cold enough liquid).
	if measured && st.CIP == nil && st.Lift == nil && vol-pv >= th.CollectionRise && temp < th.CIPMinTemp {
		if st.PendingCIP {
			st.PendingCIP = false
			e.instant(CIPNotDone, st.LiftEndedAt, d)
		}
		if st.Session == nil {
			st.Session = &chillSession{Start: t, StartTemp: temp, StartVol: pv, MaxTemp: temp, MaxVol: vol}
		}
	}

	// Chilling: more than minVolume above underChilled, until it is at or
	// below it. Without new milk a chilling restarts only tempHysteresis
	// above the target, so a reading jittering at the target is one
	// chilling.
	warm := vol > th.MinVolume && temp > th.UnderChilled
	if !st.Chilling {
		if warm && st.Lift == nil && st.CIP == nil && (first || st.Session != nil || temp > th.UnderChilled+th.TempHysteresis) {
			st.Chilling = true
			if st.Session == nil {
				st.Session = &chillSession{Start: t, StartTemp: temp, StartVol: vol, MaxTemp: temp, MaxVol: vol}
			}
			st.Session.Chilling = true
			if !first {
				e.event(ChillingStarted, t, d)
			}
		}
	} else {
		switch {
		case st.Lift != nil || st.CIP != nil || vol <= th.MinVolume:
			st.Chilling = false
			e.closeSession(d, false)
		case temp <= th.UnderChilled:
			st.Chilling = false
			e.event(ChillingCompleted, t, d)
			e.closeSession(d, true)
		}
	}
	if s := st.Session; s != nil {
		s.MaxTemp, s.MaxVol = max(s.MaxTemp, temp), max(s.MaxVol, vol)
		// A collection that never started a chilling is forgotten.
		if !st.Chilling && (st.Lift != nil || st.CIP != nil || t.Sub(s.Start) > th.AllowedChilling.Duration()) {
			st.Session = nil
		}
	}
}

func (e *Evaluator) closeSession(d *snap, completed bool) {
	s := e.st.Session
	e.st.Session = nil
	if s == nil {
		return
	}
	l := s.Start.In(e.zone)
	shift := "morning"
	if l.Hour() >= 12 {
		shift = "evening"
	}
	e.out.Sessions = append(e.out.Sessions, Session{
		Key: key("session", ChillingSession.String(), s.Start), At: d.t, Kind: ChillingSession,
		EventDate: l.Format(time.DateOnly), Shift: shift, Start: s.Start, End: d.t, Duration: d.t.Sub(s.Start),
		StartTemp: s.StartTemp, EndTemp: d.temp, MaxTemp: s.MaxTemp, StartVolume: s.StartVol, EndVolume: d.vol, MaxVolume: s.MaxVol,
		GridMinutes: minutes(s.GridMs), DGMinutes: minutes(s.DGMs), Completed: completed,
	})
}

// liftStep follows a lifting: Full when the volume falls below the last
// lift level; Partial when it stops falling for liftStall (or milk is
// poured) after taking at least liftMinVolume.
func (e *Evaluator) liftStep(d *snap) {
	th := &e.th
	l := e.st.Lift
	t, vol := d.t, d.vol
	if vol < l.MinVol-0.5 || t.Equal(l.Start) {
		l.LastFall = t
	}
	l.MinVol = min(l.MinVol, vol)
	for i, lv := range th.LiftLevels {
		if vol < lv && l.Below[i].IsZero() {
			l.Below[i] = t
		}
	}
	switch {
	case vol < th.LiftLevels[2]:
		e.endLift(d, true, t, vol)
	case vol >= l.MinVol+th.CollectionRise || t.Sub(l.LastFall) >= th.LiftStall.Duration():
		e.endLift(d, false, l.LastFall, l.MinVol)
	}
}

func (e *Evaluator) endLift(d *snap, full bool, end time.Time, endVol float64) {
	st := &e.st
	th := &e.th
	l := st.Lift
	st.Lift = nil
	if !full && l.StartVol-endVol < th.LiftMinVolume {
		return // not a lifting
	}
	typ := "Partial"
	if full {
		typ = "Full"
	}
	e.out.Sessions = append(e.out.Sessions, Session{
		Key: key("session", LiftingSession.String(), l.Start), At: d.t, Kind: LiftingSession,
		EventDate: l.Start.In(e.zone).Format(time.DateOnly), Start: l.Start, End: end, Duration: end.Sub(l.Start),
		StartTemp: l.StartTemp, EndTemp: d.temp, MaxTemp: l.StartTemp, StartVolume: l.StartVol, EndVolume: endVol, MaxVolume: l.StartVol,
		LiftingType: typ,
	})
	e.event(MilkLifted, d.t, d)
	if l.StartTemp > th.UnderChilled {
		dd := *d
		dd.temp = l.StartTemp
		e.instant(MilkLiftedUndercooled, l.Start, &dd)
	}
	if full && !l.Below[0].IsZero() && l.Below[2].Sub(l.Below[0]) <= th.LiftWindow.Duration() {
		st.PendingCIP = true
		st.LiftEndedAt = d.t
	}
}

func (e *Evaluator) endCIP(d *snap) {
	c := e.st.CIP
	e.st.CIP = nil
	typ := "Warm"
	if math.Round(c.MaxTemp*10)/10 >= e.th.CIPHotTemp { // as the reports show it
		typ = "Hot"
	}
	e.out.Sessions = append(e.out.Sessions, Session{
		Key: key("session", CIPSession.String(), c.Start), At: d.t, Kind: CIPSession,
		EventDate: c.Start.In(e.zone).Format(time.DateOnly), Start: c.Start, End: d.t, Duration: d.t.Sub(c.Start),
		MaxTemp: c.MaxTemp, EndTemp: d.temp, StartVolume: c.StartVol, EndVolume: d.vol, MaxVolume: c.MaxVol, CIPType: typ,
	})
}

// instant raises a single alert that has no clear: it describes what
// happened (a lifting of warm milk, a cleaning skipped).
func (e *Evaluator) instant(name string, since time.Time, d *snap) {
	e.alert(name, "", Raised, 1, since, d.t, d)
}
