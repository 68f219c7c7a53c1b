package engine

import (
	"encoding/json"
	"time"
)

// The canonical signals the engine reads (docs/ingestion.md "Canonical
// signals"), defined here only: telemetry, which maps device attributes to
// them, names them after these. A controlled load keeps its relay (the load's name), its
// feedback input (name+"Feedback", 1/0) and its measured current
// (name+"Current", A) apart. Other signals are accepted and ignored; any
// sample keeps the unit in service.
const (
	SignalVolume      = "volume"
	SignalTemp        = "milkTemperature"
	SignalTemp2       = "temperature2"
	SignalBatteryTemp = "batteryTemperature"
	SignalGrid        = "grid"
	SignalDG          = "dg"
	SignalCompressor  = "compressor"
	SignalAgitator    = "agitator"
	SignalPump        = "chillingPump"
	SignalPump2       = "pump2"
	SignalCondenser   = "condenser"
	SignalPanelAlarm  = "panelAlarm"
	// SignalEnergy is a power sensor's energy meter (totalEnergy, kWh,
	// cumulative): the daily energy rows count its rise on grid power.
	SignalEnergy = "energy"
)

// The suffixes of a controlled load's feedback input and measured current:
// SignalCompressor+FeedbackSuffix is "compressorFeedback".
const (
	FeedbackSuffix = "Feedback"
	CurrentSuffix  = "Current"
)

const (
	sigVolume = iota
	sigTemp
	sigTemp2
	sigBattery
	sigGrid
	sigDG
	sigComp
	sigCompFb
	sigCompCur
	sigAgit
	sigAgitFb
	sigAgitCur
	sigPump
	sigPumpFb
	sigPumpCur
	sigPump2
	sigPump2Fb
	sigPump2Cur
	sigCond
	sigCondFb
	sigCondCur
	sigPanel
	sigEnergy
	nSignals
)

var signalNames = [nSignals]string{
	SignalVolume, SignalTemp, SignalTemp2, SignalBatteryTemp, SignalGrid, SignalDG,
	SignalCompressor, SignalCompressor + FeedbackSuffix, SignalCompressor + CurrentSuffix,
	SignalAgitator, SignalAgitator + FeedbackSuffix, SignalAgitator + CurrentSuffix,
	SignalPump, SignalPump + FeedbackSuffix, SignalPump + CurrentSuffix,
	SignalPump2, SignalPump2 + FeedbackSuffix, SignalPump2 + CurrentSuffix,
	SignalCondenser, SignalCondenser + FeedbackSuffix, SignalCondenser + CurrentSuffix,
	SignalPanelAlarm, SignalEnergy,
}

var signalIndex = func() map[string]int {
	m := make(map[string]int, nSignals)
	for i, n := range signalNames {
		m[n] = i
	}
	return m
}()

// Signals answers the names of the signals the rules read.
func Signals() []string { return append([]string(nil), signalNames[:]...) }

// loads are the controlled loads: relay, feedback and current signals.
type load struct{ relay, fb, cur int }

var (
	loadComp  = load{sigComp, sigCompFb, sigCompCur}
	loadAgit  = load{sigAgit, sigAgitFb, sigAgitCur}
	loadPump  = load{sigPump, sigPumpFb, sigPumpCur}
	loadPump2 = load{sigPump2, sigPump2Fb, sigPump2Cur}
	loadCond  = load{sigCond, sigCondFb, sigCondCur}
)

// sigVal is the last value of a signal and when it came.
type sigVal struct {
	V    float64   `json:"v"`
	At   time.Time `json:"at"`
	Seen bool      `json:"-"`
}

// signals holds the last value of every signal; in a checkpoint it is an
// object keyed by signal name.
type signals [nSignals]sigVal

func (s signals) MarshalJSON() ([]byte, error) {
	m := map[string]sigVal{}
	for i, v := range s {
		if v.Seen {
			m[signalNames[i]] = v
		}
	}
	return json.Marshal(m)
}

func (s *signals) UnmarshalJSON(b []byte) error {
	var m map[string]sigVal
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*s = signals{}
	for n, v := range m {
		if i, ok := signalIndex[n]; ok {
			v.Seen = true
			s[i] = v
		}
	}
	return nil
}

// tri is an on/off value that may be unknown.
type tri int8

const (
	unknown tri = -1
	off     tri = 0
	on      tri = 1
)

func triOf(b bool) tri {
	if b {
		return on
	}
	return off
}

// loadState is a load at a sample: its relay and whether it runs (from
// its feedback or current when the unit measures one, else its relay).
type loadState struct {
	relay, run tri
	measured   bool // feedback or current known: run is measured
}

// snap is what the rules read at a time: the fresh values (a value older
// than outOfService is unknown) and what follows from them.
type snap struct {
	t                     time.Time
	vol, temp             float64
	volOK, tempOK         bool
	battValid             bool
	grid, dg              tri
	powered, powerOff     bool
	applies               bool // volume above minVolume, battery valid, power on
	comp, agit, pump, p2  loadState
	cond                  loadState
	panel                 tri
	relaysKnown, relaysOn int
	// afterGap: the unit sent nothing for longer than a lifting may take
	// before this reading (see group), so no fall or rise is measured
	// from the reading before it.
	afterGap bool
}

func (e *Evaluator) value(i int, t time.Time) (float64, bool) {
	v := &e.st.Signals[i]
	if !v.Seen || t.Sub(v.At) > e.oos {
		return 0, false
	}
	return v.V, true
}

func (e *Evaluator) onOff(i int, t time.Time) tri {
	v, ok := e.value(i, t)
	if !ok {
		return unknown
	}
	return triOf(v != 0)
}

func (e *Evaluator) loadAt(l load, t time.Time) loadState {
	ls := loadState{relay: e.onOff(l.relay, t), run: unknown}
	fb := e.onOff(l.fb, t)
	cur, curOK := e.value(l.cur, t)
	switch {
	case fb != unknown || curOK:
		ls.measured = true
		ls.run = triOf(fb == on || (curOK && cur > e.th.MinAmps))
	default:
		ls.run = ls.relay
	}
	return ls
}

func (e *Evaluator) snapshot(t time.Time) snap {
	th := &e.th
	d := snap{t: t}
	d.vol, d.volOK = e.value(sigVolume, t)
	d.temp, d.tempOK = e.value(sigTemp, t)
	b, bOK := e.value(sigBattery, t)
	d.battValid = !bOK || b > th.MinBatteryTemp
	d.grid, d.dg = e.onOff(sigGrid, t), e.onOff(sigDG, t)
	known := d.grid != unknown || d.dg != unknown
	d.powered = !known || d.grid == on || d.dg == on
	d.powerOff = known && !d.powered
	d.applies = d.volOK && d.vol > th.MinVolume && d.battValid && d.powered
	d.comp, d.agit = e.loadAt(loadComp, t), e.loadAt(loadAgit, t)
	d.pump, d.p2, d.cond = e.loadAt(loadPump, t), e.loadAt(loadPump2, t), e.loadAt(loadCond, t)
	d.panel = e.onOff(sigPanel, t)
	for _, l := range []loadState{d.comp, d.agit, d.pump, d.p2, d.cond} {
		if l.relay != unknown {
			d.relaysKnown++
			if l.relay == on {
				d.relaysOn++
			}
		}
	}
	return d
}
