package sim

import (
	"math"
	"time"
)

// Phases of a unit, as the simulator knows them (not reported by devices).
const (
	PhaseEmpty      = "empty"
	PhaseCollecting = "collecting"
	PhaseChilling   = "chilling"
	PhaseChilled    = "chilled"
	PhaseLifting    = "lifting"
	PhaseCIP        = "cip"
)

// Sample is a unit's canonical signals at a sample time (ENGINE.md §2), with
// exactly the values its devices report in that sample's records.
type Sample struct {
	Time               time.Time
	Volume             float64 // L
	Temp               float64 // milk temperature, °C
	BatteryTemp        float64 // °C
	Grid, DG           bool
	Compressor         bool    // relay
	CompressorCurrent  float64 // A
	CompressorFeedback bool
	CompressorRun      float64 // s, the last complete run; 0 before one
	Agitator           bool    // relay
	AgitatorFeedback   bool
	AgitatorRun        float64 // s, the storage timer's last complete run; 0 when none
	AgitatorOff        float64 // s, its last complete rest
	Pump               bool    // chilling pump relay
	PumpCurrent        float64 // A
	Pump2              bool
	Pump2Feedback      bool
	Condenser          bool
	CondenserFeedback  bool
	Alarm              bool
	AlarmCode          int
	Phase              string  // what the unit is doing (the simulator's knowledge)
	SiteEnergy         float64 // kWh, the site's power sensor's meter as its record of this time reads
}

// Powered reports whether the grid or the generator supplies the unit.
func (s *Sample) Powered() bool { return s.Grid || s.DG }

// applies reports whether most alerts apply: more than 100 L, power
// present (and the battery temperature valid, which it always is here).
func (s *Sample) applies() bool { return s.Volume > MinVolume && s.Powered() && s.BatteryTemp > -4 }

// sample reads the unit's devices at t: the probe with its small noise,
// the relays and currents, the volume to 0.1 L.
func (u *Unit) sample(t time.Time) Sample {
	s := u.site
	r := u.noise
	smp := Sample{
		Time:        t,
		Volume:      round(math.Max(0, u.vol), 1),
		Temp:        round(u.temp+uniform(r, -0.02, 0.02), 2),
		BatteryTemp: round(s.batteryTemp(t)+uniform(r, -0.3, 0.3), 1),
		Grid:        s.grid, DG: s.dg,
		Compressor: u.comp, CompressorFeedback: u.compRun, CompressorRun: math.Round(u.lastRun),
		Agitator: u.agit, AgitatorFeedback: u.agitRun, AgitatorRun: math.Round(u.lastOn), AgitatorOff: math.Round(u.lastOff),
		Pump: u.pump, Pump2: u.pump2, Pump2Feedback: u.pump2Fb, Condenser: u.cond, CondenserFeedback: u.condFb,
		Alarm: u.alarm, AlarmCode: u.alarmCode,
		Phase: u.phase(t),
	}
	if u.compRun {
		f := 1.0
		if u.effects(t).weak {
			f = 0.7
		}
		smp.CompressorCurrent = round(u.compAmps*f*uniform(r, 0.97, 1.03), 2)
	}
	if u.pumpRun {
		smp.PumpCurrent = round(u.pumpAmps*uniform(r, 0.97, 1.03), 2)
	}
	return smp
}

func (u *Unit) phase(t time.Time) string {
	switch {
	case u.lifting():
		return PhaseLifting
	case u.cleaning():
		return PhaseCIP
	case u.vol < minLevel:
		return PhaseEmpty
	case u.collecting(t):
		return PhaseCollecting
	case u.mode == modeChilling:
		return PhaseChilling
	}
	return PhaseChilled
}
