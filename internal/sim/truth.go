package sim

import (
	"encoding/json"
	"fmt"
	"io"
	"time"
)

// Causes of a ground-truth entry.
const (
	CauseFault       = "fault"       // injected
	CauseEnvironment = "environment" // a natural grid outage long enough to reach a critical stage
)

// TruthEntry is one alert the engine must raise on one unit: what caused
// it, when the cause acted, when its condition was first and last seen on
// the unit's samples, and the time of each stage. Stage times are sample
// times: the first sample at or after the condition's start plus the
// stage's threshold (docs/simulator.md).
type TruthEntry struct {
	ID             string      `json:"id"`
	Fault          int         `json:"fault"` // number of the fault; a grid_off fault has an entry per unit of its site
	Alert          string      `json:"alert"`
	Variant        string      `json:"variant,omitempty"`
	Cause          string      `json:"cause"`
	Site           int         `json:"site"`
	SiteID         string      `json:"siteId"`
	Unit           int         `json:"unit"`
	BmcID          string      `json:"bmcId"`
	CustomerBmcID  string      `json:"customerBmcId"`
	Serials        UnitSerials `json:"serials"`
	Start          time.Time   `json:"start,omitzero"` // zero while a fault waits for the milk to be chilled
	End            time.Time   `json:"end,omitzero"`
	ConditionStart *time.Time  `json:"conditionStart,omitempty"`
	ConditionEnd   *time.Time  `json:"conditionEnd,omitempty"`
	Stages         []StageTime `json:"stages"`
	Complete       bool        `json:"complete"` // the simulator has seen all it will of this entry
	Note           string      `json:"note,omitempty"`

	in   *injection
	zone *time.Location
}

// snapshot copies an entry with its times in the site's zone.
func (e *TruthEntry) snapshot() TruthEntry {
	c := *e
	c.in = nil
	zone := e.zone
	c.Start, c.End = local(e.in.start, zone), local(e.in.end, zone)
	if e.ConditionStart != nil {
		t := e.ConditionStart.In(zone)
		c.ConditionStart = &t
	}
	if e.ConditionEnd != nil {
		t := e.ConditionEnd.In(zone)
		c.ConditionEnd = &t
	}
	c.Stages = make([]StageTime, len(e.Stages))
	for i, st := range e.Stages {
		c.Stages[i] = StageTime{st.Stage, st.At.In(zone)}
	}
	return c
}

func local(t time.Time, zone *time.Location) time.Time {
	if t.IsZero() {
		return t
	}
	return t.In(zone)
}

// StageTime is the time a stage is due.
type StageTime struct {
	Stage int       `json:"stage"`
	At    time.Time `json:"at"`
}

// TruthLog is the ground-truth file.
type TruthLog struct {
	Seed     uint64       `json:"seed"`
	Start    time.Time    `json:"start"`
	End      time.Time    `json:"end"` // the last sample taken
	Interval string       `json:"interval"`
	Entries  []TruthEntry `json:"entries"`
}

// TruthLog answers the ground truth as written to a file.
func (w *World) TruthLog() TruthLog {
	return TruthLog{Seed: w.cfg.Seed, Start: w.cfg.Start, End: w.next.Add(-w.cfg.Interval),
		Interval: w.cfg.Interval.String(), Entries: w.Truth()}
}

// Write writes the log as indented JSON.
func (l TruthLog) Write(out io.Writer) error {
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(l)
}

// register opens a ground-truth entry and its tracker on each unit.
func (w *World) register(in *injection, units []*Unit) {
	if !in.natural {
		w.faults++
		in.id = w.faults
	}
	for _, u := range units {
		cause := CauseFault
		if in.natural {
			cause = CauseEnvironment
		}
		w.entries++
		e := &TruthEntry{
			ID: fmt.Sprintf("%s-U%d-%s-%d", u.site.ID, u.Index, in.alert, w.entries), Fault: in.id,
			Alert: in.alert, Variant: in.variant, Cause: cause, Site: u.site.Index, SiteID: u.site.ID,
			Unit: u.Index, BmcID: u.BmcID, CustomerBmcID: u.CustomerBmcID, Serials: u.Serials, Stages: []StageTime{}, in: in, zone: u.site.Zone,
		}
		w.truth = append(w.truth, e)
		tr := newTracker(in, e)
		u.trackers = append(u.trackers, tr)
		in.trackers = append(in.trackers, tr)
	}
}

// observe shows a unit's sample to its trackers.
func (u *Unit) observe(s *Sample) {
	keep := u.trackers[:0]
	for _, tr := range u.trackers {
		tr.observe(s)
		if !tr.done() {
			keep = append(keep, tr)
		}
	}
	clear(u.trackers[len(keep):])
	u.trackers = keep
}

// tracker follows one entry's condition on its unit's samples.
type tracker interface {
	observe(s *Sample)
	done() bool
	abandon(note string)
}

// base holds what every tracker shares.
type base struct {
	e        *TruthEntry
	in       *injection
	finished bool
}

func (b *base) done() bool { return b.finished }

func (b *base) abandon(note string) {
	if !b.finished {
		b.finish(note)
	}
}

func (b *base) finish(note string) {
	b.finished, b.e.Complete = true, true
	if note != "" {
		b.e.Note = note
	}
}

// ready reports whether the fault acts by the sample's time; a fault whose
// condition never shows is given up an hour after it ends.
func (b *base) ready(s *Sample) bool {
	if b.in.start.IsZero() || s.Time.Before(b.in.start) {
		return false
	}
	b.e.Start, b.e.End = b.in.start, b.in.end
	return true
}

func (b *base) giveUp(s *Sample) bool {
	if s.Time.After(b.in.end.Add(time.Hour)) {
		b.finish("the condition was not seen while the fault acted")
		return true
	}
	return false
}

func (b *base) stage(n int, t time.Time) {
	b.e.Stages = append(b.e.Stages, StageTime{Stage: n, At: t})
}

func (b *base) conditionStart(t time.Time) { b.e.ConditionStart = &t }

func newTracker(in *injection, e *TruthEntry) tracker {
	b := base{e: e, in: in}
	switch in.alert {
	case MilkUndercooled:
		return &undercooled{base: b}
	case MilkLiftedUndercooled:
		return &liftedWarm{base: b}
	case AgitatorMalfunctionAfterChilling:
		return &wrongCycle{base: b}
	case CIPNotDone:
		return &noCIP{base: b}
	case TSSTempAlert:
		return &tssCheck{base: b}
	}
	return &staged{base: b, cond: conditions[in.alert], at: stages[in.alert]}
}

// conditions of the staged and single alerts, on a unit's sample
// (ENGINE.md §5).
var conditions = map[string]func(s *Sample) bool{
	CompressorMalfunction: func(s *Sample) bool {
		running := s.CompressorFeedback || s.CompressorCurrent > 0.5
		return s.applies() && ((s.Temp > UnderChilled && !running) || (s.Compressor && !running))
	},
	AgitatorMalfunction: func(s *Sample) bool {
		return s.applies() && ((s.Temp > UnderChilled && !s.AgitatorFeedback) || s.Agitator != s.AgitatorFeedback)
	},
	ChillingPumpMalfunction: func(s *Sample) bool { return s.applies() && s.Pump != (s.PumpCurrent > 0.5) },
	CondenserMalfunction:    func(s *Sample) bool { return s.applies() && s.Condenser != s.CondenserFeedback },
	Pump2Malfunction:        func(s *Sample) bool { return s.applies() && s.Pump2 != s.Pump2Feedback },
	GridOff:                 func(s *Sample) bool { return !s.Grid },
	MilkOverchilled:         func(s *Sample) bool { return s.Volume > MinVolume && s.Temp < OverChilled },
	PanelTrip:               func(s *Sample) bool { return s.applies() && s.Alarm },
}

// staged follows a condition from its first sample while the fault acts
// to its first false sample, noting each stage reached.
type staged struct {
	base
	cond    func(*Sample) bool
	at      []time.Duration
	started bool
	start   time.Time
}

func (t *staged) observe(s *Sample) {
	if t.finished || !t.ready(s) {
		return
	}
	if !t.started {
		if !t.cond(s) {
			t.giveUp(s)
			return
		}
		t.started, t.start = true, s.Time
		t.conditionStart(s.Time)
	}
	if !t.cond(s) {
		end := s.Time
		t.e.ConditionEnd = &end
		t.finish("")
		return
	}
	for n := len(t.e.Stages); n < len(t.at) && !s.Time.Before(t.start.Add(t.at[n])); n++ {
		t.stage(n+1, s.Time)
	}
	if s.Time.After(t.in.end.Add(12 * time.Hour)) {
		t.finish("the condition lasted past the end of tracking")
	}
}

// undercooled finds the windows of milk_undercooled: the chilling milk's
// volume varies less than 0.5 L and its temperature falls less than 0.6 °C
// (above 10 °C; 0.3 °C below) over 15, 20 and 40 minutes.
type undercooled struct {
	base
	hist []Sample
}

func (t *undercooled) observe(s *Sample) {
	if t.finished || !t.ready(s) {
		return
	}
	t.hist = append(t.hist, *s)
	for n := len(t.e.Stages); n < len(stages[MilkUndercooled]); n++ {
		w := stages[MilkUndercooled][n]
		if !t.slow(s.Time, w) {
			break
		}
		if n == 0 {
			t.conditionStart(s.Time.Add(-w))
		}
		t.stage(n+1, s.Time)
	}
	if len(t.e.Stages) == len(stages[MilkUndercooled]) {
		t.finish("")
	} else if len(t.e.Stages) == 0 {
		t.giveUp(s)
	} else if s.Time.After(t.in.end.Add(time.Hour)) {
		t.finish("")
	}
}

// slow reports whether the window of length w ending at end shows the
// condition.
func (t *undercooled) slow(end time.Time, w time.Duration) bool {
	var first *Sample
	lo, hi := 1e9, -1e9
	for i := range t.hist {
		s := &t.hist[i]
		if s.Time.Before(end.Add(-w)) {
			continue
		}
		if first == nil {
			if s.Time.After(end.Add(-w)) {
				return false // the window starts before the fault
			}
			first = s
		}
		if !s.applies() || s.Temp <= UnderChilled {
			return false
		}
		lo, hi = min(lo, s.Volume), max(hi, s.Volume)
	}
	last := &t.hist[len(t.hist)-1]
	limit := 0.3
	if first.Temp > 10 {
		limit = 0.6
	}
	return hi-lo < 0.5 && first.Temp-last.Temp < limit
}

// liftedWarm sees a forced lifting: it begins with the milk above 4.1 °C
// and the alert is due when the volume is below 10 L.
type liftedWarm struct {
	base
	started bool
}

func (t *liftedWarm) observe(s *Sample) {
	if t.finished || !t.ready(s) {
		return
	}
	if !t.started {
		if s.Phase != PhaseLifting {
			t.giveUp(s)
			return
		}
		t.started = true
		t.conditionStart(s.Time)
		t.e.Note = fmt.Sprintf("the milk was at %.2f °C with %.0f L when the lifting began", s.Temp, s.Volume)
	}
	if s.Volume < 10 {
		t.stage(1, s.Time)
		end := s.Time
		t.e.ConditionEnd = &end
		t.finish("")
	}
}

// wrongCycle is due at the first sample after the first wrong rest of the
// agitator ends.
type wrongCycle struct{ base }

func (t *wrongCycle) observe(s *Sample) {
	if t.finished || !t.ready(s) {
		return
	}
	if t.in.wrongEnd.IsZero() || s.Time.Before(t.in.wrongEnd) {
		t.giveUp(s)
		return
	}
	t.conditionStart(t.in.wrongStart)
	t.stage(1, s.Time)
	t.finish(fmt.Sprintf("the agitator rested %.0f s", t.in.wrongEnd.Sub(t.in.wrongStart).Seconds()))
}

// noCIP is due at the first sample of the next collection after a lifting
// that no cleaning followed.
type noCIP struct {
	base
	lifted bool
	prev   float64
}

func (t *noCIP) observe(s *Sample) {
	if t.finished || !t.ready(s) {
		return
	}
	if !t.lifted {
		if t.in.liftEnd.IsZero() || s.Time.Before(t.in.liftEnd) {
			t.giveUp(s)
			return
		}
		t.lifted, t.prev = true, s.Volume
		t.conditionStart(s.Time)
		return
	}
	if s.Volume > t.prev+1 {
		t.stage(1, s.Time)
		t.finish("")
		return
	}
	t.prev = s.Volume
	if s.Time.After(t.in.end.Add(12 * time.Hour)) {
		t.finish("no collection followed the lifting")
	}
}

// tssCheck looks at the milk at the check and 30 minutes later.
type tssCheck struct{ base }

func (t *tssCheck) observe(s *Sample) {
	if t.finished || !t.ready(s) || s.Time.Before(t.in.check) {
		return
	}
	warm := s.Volume > MinVolume && s.Temp > UnderChilled
	switch len(t.e.Stages) {
	case 0:
		if !warm {
			t.finish(fmt.Sprintf("the milk was at %.2f °C with %.0f L at the check", s.Temp, s.Volume))
			return
		}
		t.conditionStart(s.Time)
		t.stage(1, s.Time)
	case 1:
		if s.Time.Before(t.in.check.Add(30 * time.Minute)) {
			return
		}
		if warm {
			t.stage(2, s.Time)
		}
		t.finish("")
	}
}
