package engine

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
)

// Evaluator derives one unit's states, events, alerts, sessions and daily
// energy from its samples. It is not safe for concurrent use; a runner
// keeps one per unit.
//
// Time only moves through its arguments. Everything the engine derives at
// a time before the horizon (the latest time given to Step or Advance) has
// been output; everything at or after it will be. Samples of one
// processTime form a group that is evaluated when time passes it, so that
// a batch cut anywhere gives the same result.
type Evaluator struct {
	unit Unit
	th   Thresholds
	zone *time.Location
	oos  time.Duration
	// stages[i] are the stage times of staged rule i.
	stages [nStaged][]time.Duration
	checks []int // TSS checks, minutes after local midnight
	st     state
	out    Output
}

// state is all an Evaluator remembers: a checkpoint is its JSON.
type state struct {
	V       int       `json:"v"`
	Clock   time.Time `json:"clock"`
	Pending []Sample  `json:"pending,omitempty"`
	Started bool      `json:"started"`
	Last    time.Time `json:"last"`
	Signals signals   `json:"signals"`
	Prev    prev      `json:"prev"`

	State  State     `json:"state"`
	EvalAt time.Time `json:"evalAt"`
	OOS    bool      `json:"oos"`

	Staged  [nStaged]episode `json:"staged"`
	Over    episode          `json:"over"`
	Under   undercooled      `json:"under"`
	TSS     episode          `json:"tss"`
	NextTSS time.Time        `json:"nextTss"`
	Cycle   cycle            `json:"cycle"`
	Hist    []hist           `json:"hist,omitempty"`

	Chilling    bool          `json:"chilling"`
	WarmSince   time.Time     `json:"warmSince"`
	Session     *chillSession `json:"session,omitempty"`
	Lift        *lifting      `json:"lift,omitempty"`
	CIP         *cleaning     `json:"cip,omitempty"`
	PendingCIP  bool          `json:"pendingCip"`
	LiftEndedAt time.Time     `json:"liftEndedAt"`

	Energy energy `json:"energy"`
}

// prev is what the last group showed, for edges and energy.
type prev struct {
	Vol     float64 `json:"vol"`
	Temp    float64 `json:"temp"`
	VolOK   bool    `json:"volOk"`
	TempOK  bool    `json:"tempOk"`
	Grid    tri     `json:"grid"`
	DG      tri     `json:"dg"`
	Comp    tri     `json:"comp"`
	Agit    tri     `json:"agit"`
	Pump    tri     `json:"pump"`
	Session bool    `json:"session"`
}

// episode is an alert's condition: active since Start, at Stage (0 while
// not yet confirmed).
type episode struct {
	Active bool      `json:"a,omitempty"`
	Start  time.Time `json:"start,omitzero"`
	Stage  int       `json:"stage,omitempty"`
}

const checkpointVersion = 1

// New answers an evaluator for a unit. Its thresholds' zero fields take
// the defaults; a threshold that makes no sense is an error naming it.
func New(u Unit) (*Evaluator, error) {
	th := u.Thresholds.withDefaults()
	if u.UnderChilled != 0 {
		th.UnderChilled = u.UnderChilled
	}
	if u.OverChilled != 0 {
		th.OverChilled = u.OverChilled
	}
	checks, err := th.validate()
	if err != nil {
		return nil, err
	}
	zone := u.Zone
	if zone == nil {
		zone = time.UTC
	}
	e := &Evaluator{unit: u, th: th, zone: zone, oos: th.OutOfService.Duration(), checks: checks}
	for i := range nStaged {
		var s []Stage
		if i == stGrid {
			s = []Stage{{1, 0}, {2, th.GridOffStages[0].Duration()}, {3, th.GridOffStages[1].Duration()}}
		} else {
			r, _ := Lookup(stagedRules[i])
			s = r.Stages(th)
		}
		for _, x := range s {
			e.stages[i] = append(e.stages[i], x.After)
		}
	}
	e.st = state{V: checkpointVersion, Prev: prev{Grid: unknown, DG: unknown, Comp: unknown, Agit: unknown, Pump: unknown},
		Cycle: cycle{On: unknown}}
	return e, nil
}

// Thresholds answers the thresholds in force (defaults and the unit's
// bounds applied).
func (e *Evaluator) Thresholds() Thresholds { return e.th }

// Horizon answers the time before which everything has been derived: a
// sample older than it is late, and the caller replays the unit from a
// checkpoint taken at or before that sample's time.
func (e *Evaluator) Horizon() time.Time { return e.st.Clock }

// Step consumes samples (in any order; each at or after the horizon) and
// then advances to now. A sample at or after now waits, pending, until a
// later Step or Advance passes its time: the horizon moves to now only,
// never to a sample's time, so that a caller holding a watermark below the
// newest reading still takes the readings of earlier times in order. Late
// samples are not used: they come back in Output.Late.
func (e *Evaluator) Step(samples []Sample, now time.Time) Output {
	if len(samples) > 0 {
		for _, s := range samples {
			s.At = s.At.UTC()
			if s.At.Before(e.st.Clock) {
				e.out.Late = append(e.out.Late, s)
				continue
			}
			e.st.Pending = append(e.st.Pending, s)
		}
		// In time order; a sample given twice (a replay from a checkpoint
		// that held it pending) counts once.
		slices.SortFunc(e.st.Pending, compareSamples)
		e.st.Pending = slices.CompactFunc(e.st.Pending, func(a, b Sample) bool { return compareSamples(a, b) == 0 })
	}
	e.advance(now.UTC())
	return e.take()
}

func compareSamples(a, b Sample) int {
	if c := a.At.Compare(b.At); c != 0 {
		return c
	}
	if c := strings.Compare(a.Signal, b.Signal); c != 0 {
		return c
	}
	return cmp.Compare(a.Value, b.Value)
}

// Advance derives what time alone brings up to now (excluded): the
// evaluation of the samples before it, out of service, stage escalations,
// the TSS checks, the end of site days.
func (e *Evaluator) Advance(now time.Time) Output {
	e.advance(now.UTC())
	return e.take()
}

func (e *Evaluator) take() Output {
	o := e.out
	e.out = Output{}
	return o
}

// advance processes, in time order, every sample group and timer before
// now; at equal times a group comes before the timers.
func (e *Evaluator) advance(now time.Time) {
	for range 1 << 20 {
		t, group := e.next()
		if t.IsZero() || !t.Before(now) {
			break
		}
		if group {
			e.group()
		} else {
			e.tick(t)
		}
	}
	if now.After(e.st.Clock) {
		e.st.Clock = now
	}
}

// next answers the earliest pending group or timer.
func (e *Evaluator) next() (time.Time, bool) {
	st := &e.st
	alarm := e.alarm()
	if len(st.Pending) > 0 && (alarm.IsZero() || !alarm.Before(st.Pending[0].At)) {
		return st.Pending[0].At, true
	}
	return alarm, false
}

// NextAlarm answers the earliest time at which time alone changes what
// the unit derives (a stage falling due, out of service, a TSS check,
// warm milk overdue, the end of a site day), or zero when none is set.
// A caller that advances to just past it derives that change without
// waiting for another sample.
func (e *Evaluator) NextAlarm() time.Time { return e.alarm() }

// alarm answers the earliest timer.
func (e *Evaluator) alarm() time.Time {
	st := &e.st
	var best time.Time
	if !st.Started {
		return best
	}
	consider := func(t time.Time) {
		if !t.IsZero() && (best.IsZero() || t.Before(best)) {
			best = t
		}
	}
	for i := range st.Staged {
		consider(e.stageDue(&st.Staged[i], e.stages[i]))
	}
	consider(e.stageDue(&st.TSS, []time.Duration{0, e.th.TSSRecheck.Duration()}))
	if !st.OOS {
		consider(st.Last.Add(e.oos))
	}
	consider(st.NextTSS)
	if due := e.overdueAt(); due.After(st.EvalAt) {
		consider(due)
	}
	consider(st.Energy.Next)
	return best
}

// stageDue answers when an active episode's next stage is due: never
// while the unit would be out of service by then, and not before the last
// sample (a stage that fell due while the unit was silent comes with the
// sample that shows the condition again).
func (e *Evaluator) stageDue(ep *episode, stages []time.Duration) time.Time {
	if !ep.Active || ep.Stage >= len(stages) {
		return time.Time{}
	}
	due := ep.Start.Add(stages[ep.Stage])
	if due.After(e.st.Last.Add(e.oos)) {
		return time.Time{}
	}
	if due.Before(e.st.Last) {
		return e.st.Last
	}
	return due
}

// tick runs the timers due at t.
func (e *Evaluator) tick(t time.Time) {
	st := &e.st
	for i := range st.Staged {
		if due := e.stageDue(&st.Staged[i], e.stages[i]); !due.IsZero() && !due.After(t) {
			d := e.snapshot(st.Last)
			e.escalate(i, t, &d)
		}
	}
	if due := e.stageDue(&st.TSS, []time.Duration{0, e.th.TSSRecheck.Duration()}); !due.IsZero() && !due.After(t) {
		d := e.snapshot(st.Last)
		st.TSS.Stage = 2
		e.alert(TSSTempAlert, "", Escalated, 2, st.TSS.Start, t, &d)
	}
	if !st.OOS && !st.Last.Add(e.oos).After(t) {
		st.OOS = true
	}
	if !st.NextTSS.IsZero() && !st.NextTSS.After(t) {
		if !t.After(st.Last.Add(e.oos)) {
			d := e.snapshot(t)
			e.tssCheck(t, &d)
		}
		st.NextTSS = e.nextCheck(t.Add(time.Nanosecond))
	}
	if !st.Energy.Next.IsZero() && !st.Energy.Next.After(t) {
		e.closeDay()
	}
	d := e.snapshot(t)
	e.evalState(t, &d)
}

// group evaluates the earliest pending samples (those of one time).
func (e *Evaluator) group() {
	st := &e.st
	t := st.Pending[0].At
	n := 1
	for n < len(st.Pending) && st.Pending[n].At.Equal(t) {
		n++
	}
	g := st.Pending[:n:n]
	st.Pending = st.Pending[n:]
	first := !st.Started
	if first {
		st.Started = true
		st.NextTSS = e.nextCheck(t)
		e.openDay(t)
	} else {
		e.attribute(t)
	}
	agitSampled := false
	meterWas := st.Signals[sigEnergy]
	for _, s := range g {
		i, ok := signalIndex[s.Signal]
		if !ok || math.IsNaN(s.Value) || math.IsInf(s.Value, 0) {
			continue
		}
		v := &st.Signals[i]
		if v.Seen && v.At.Equal(t) {
			// Two values of a signal in one reading (two devices mapped
			// to it): the larger, whatever their order.
			v.V = max(v.V, s.Value)
		} else {
			*v = sigVal{V: s.Value, At: t, Seen: true}
		}
		if i == sigAgit || i == sigAgitFb || i == sigAgitCur {
			agitSampled = true
		}
	}
	e.meter(meterWas, st.Signals[sigEnergy])
	afterGap := !first && t.Sub(st.Last) > e.th.LiftWindow.Duration()
	st.Last = t
	st.OOS = false
	st.Energy.Samples = true
	d := e.snapshot(t)
	d.afterGap = afterGap
	if !first {
		e.edges(&d)
	}
	e.phases(&d, first)
	e.stagedRules(&d)
	e.overchilled(&d)
	e.tssGroup(&d)
	e.undercooled(&d)
	if agitSampled {
		e.cycleStep(&d)
	}
	if d.volOK && d.tempOK && d.vol > e.th.MinVolume && d.temp > e.th.UnderChilled {
		if st.WarmSince.IsZero() {
			st.WarmSince = t
		}
	} else {
		st.WarmSince = time.Time{}
	}
	e.evalState(t, &d)
	p := &st.Prev
	p.Vol, p.VolOK, p.Temp, p.TempOK = d.vol, d.volOK, d.temp, d.tempOK
	p.Grid, p.DG, p.Comp, p.Agit, p.Pump = d.grid, d.dg, d.comp.run, d.agit.run, d.pump.run
	p.Session = st.Session != nil
}

// overdueAt answers when warm milk makes the unit under chilled: the
// allowed chilling time after the chilling session's start (or after the
// milk was first seen warm).
func (e *Evaluator) overdueAt() time.Time {
	st := &e.st
	if st.WarmSince.IsZero() {
		return time.Time{}
	}
	since := st.WarmSince
	if st.Session != nil && st.Session.Start.Before(since) {
		since = st.Session.Start
	}
	return since.Add(e.th.AllowedChilling.Duration())
}

func (e *Evaluator) evalState(t time.Time, d *snap) {
	st := &e.st
	st.EvalAt = t
	s := Others
	switch {
	case st.OOS:
		s = OutOfService
	case d.powerOff:
		s = PowerOff
	case d.volOK && d.tempOK && d.vol > e.th.MinVolume:
		switch {
		case st.Under.Active:
			s = UnderChilled
		case d.temp > e.th.UnderChilled:
			s = Chilling
			if due := e.overdueAt(); !due.IsZero() && !due.After(t) {
				s = UnderChilled
			}
		default:
			s = Chilled
		}
	}
	if s != st.State {
		st.State = s
		e.out.States = append(e.out.States, StateChange{Key: key("state", s.String(), t), At: t, State: s, ReceivedAt: st.Last})
	}
}

// nextCheck answers the first TSS check at or after t.
func (e *Evaluator) nextCheck(t time.Time) time.Time {
	if len(e.checks) == 0 {
		return time.Time{}
	}
	l := t.In(e.zone)
	var best time.Time
	for day := range 3 {
		for _, m := range e.checks {
			c := time.Date(l.Year(), l.Month(), l.Day()+day, m/60, m%60, 0, 0, e.zone).UTC()
			if !c.Before(t) && (best.IsZero() || c.Before(best)) {
				best = c
			}
		}
		if !best.IsZero() {
			return best
		}
	}
	return best
}

// Status is a unit's standing at the horizon, for the BMC table.
type Status struct {
	State      State     `json:"state"`
	ReceivedAt time.Time `json:"stateReceivedAt"`
	Volume     float64   `json:"volume"`
	Temp       float64   `json:"temperature"`
	// Active are the critical alerts not cleared (instant alerts, raised
	// once, are not listed).
	Active []ActiveAlert `json:"active,omitempty"`
	// ChillingSince is the start of the open chilling session (zero when
	// none).
	ChillingSince time.Time `json:"chillingSince,omitzero"`
}

// ActiveAlert is an alert raised and not yet cleared.
type ActiveAlert struct {
	Alert   string    `json:"alert"`
	Episode string    `json:"episode"`
	Stage   int       `json:"stage"`
	Since   time.Time `json:"since"`
}

// Status answers the unit's state, its last volume and temperature and
// its active alerts.
func (e *Evaluator) Status() Status {
	st := &e.st
	s := Status{State: st.State, ReceivedAt: st.Last, Volume: st.Signals[sigVolume].V, Temp: st.Signals[sigTemp].V}
	for i := range st.Staged {
		ep := &st.Staged[i]
		if ep.Active && ep.Stage >= firstAlertStage(i) {
			s.Active = append(s.Active, ActiveAlert{stagedAlert(i, ep.Stage), key("alert", stagedRule(i), ep.Start), ep.Stage, ep.Start})
		}
	}
	for _, a := range []struct {
		name string
		ep   episode
	}{{MilkOverchilled, st.Over}, {TSSTempAlert, st.TSS}, {MilkUndercooled, episode{st.Under.Active, st.Under.Start, st.Under.Stage}},
		{AgitatorMalfunctionAfterChilling, episode{st.Cycle.Active, st.Cycle.Since, 1}}} {
		if a.ep.Active {
			s.Active = append(s.Active, ActiveAlert{a.name, key("alert", a.name, a.ep.Start), max(a.ep.Stage, 1), a.ep.Start})
		}
	}
	if st.Session != nil {
		s.ChillingSince = st.Session.Start
	}
	return s
}

// Checkpoint answers the evaluator's whole state as JSON (see
// docs/engine.md): Restore with the same unit and continuing gives exactly
// what an uninterrupted run gives.
func (e *Evaluator) Checkpoint() ([]byte, error) {
	return json.Marshal(&e.st)
}

// ErrCheckpoint is the kind of every error about a checkpoint that cannot
// be restored.
var ErrCheckpoint = errors.New("engine: bad checkpoint")

// Restore answers an evaluator for a unit in the state of a checkpoint.
func Restore(u Unit, checkpoint []byte) (*Evaluator, error) {
	e, err := New(u)
	if err != nil {
		return nil, err
	}
	var st state
	if err := json.Unmarshal(checkpoint, &st); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCheckpoint, err)
	}
	if st.V != checkpointVersion {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrCheckpoint, st.V, checkpointVersion)
	}
	e.st = st
	return e, nil
}
