package sim

import "time"

// effects are what an active fault does to the unit's machines.
type effects struct {
	compRelayOff bool // the controller does not call the compressor
	compNoRun    bool // its relay is on but it draws no current
	agitRelayOff bool
	agitNoRun    bool // relay on, feedback off
	pumpNoRun    bool // chilling pump relay on, no current
	condNoFb     bool // condenser relay on, feedback off
	pump2NoFb    bool
	weak         bool // the compressor runs but removes little heat
	stuck        bool // the thermostat does not stop the compressor
	wrongCycle   bool // the agitator timer is wrong after chilling
	alarm        bool
	trip         bool // the panel dropped every relay
	alarmCode    int
}

func (u *Unit) effects(t time.Time) effects {
	var fx effects
	in := u.inj
	if in == nil || !in.active(t) {
		return fx
	}
	switch in.alert {
	case CompressorMalfunction:
		fx.compRelayOff, fx.compNoRun = in.variant == "relay_off", in.variant == "no_current"
	case AgitatorMalfunction:
		fx.agitRelayOff, fx.agitNoRun = in.variant == "relay_off", in.variant == "no_feedback"
	case ChillingPumpMalfunction:
		fx.pumpNoRun = true
	case CondenserMalfunction:
		fx.condNoFb = true
	case Pump2Malfunction:
		fx.pump2NoFb = true
	case MilkUndercooled:
		fx.weak = true
	case MilkOverchilled:
		fx.stuck = true
	case AgitatorMalfunctionAfterChilling:
		fx.wrongCycle = true
	case PanelTrip:
		fx.alarm, fx.trip, fx.alarmCode = true, in.variant == "trip", in.alarmCode
	}
	return fx
}

// control is the unit's controller at time t. Above 4.1 °C it chills:
// compressor, chilling pump and condenser on, agitator running. At 4.1 °C
// the milk is chilled and the controller stores it: the thermostat runs
// the compressor from 3.9 °C down to 3.5 °C and the agitator timer runs
// 110–130 s every 770–790 s. Below 80 L, without power or after a panel
// trip, everything is off.
func (u *Unit) control(t time.Time) {
	fx := u.effects(t)
	switch {
	case u.vol < minLevel || u.water:
		u.mode = modeEmpty
	case u.temp > UnderChilled:
		if u.mode != modeChilling {
			u.mode = modeChilling
			u.lastOn, u.lastOff = 0, 0 // the timer's durations describe storage only
		}
	case u.mode != modeStorage:
		u.enterStorage(t)
	}
	enabled := u.site.Powered() && u.mode != modeEmpty && !fx.trip
	var comp, agit bool
	switch {
	case !enabled:
		u.agitHeld = u.mode == modeStorage
	case u.mode == modeChilling:
		comp, agit = !fx.compRelayOff, !fx.agitRelayOff
	case u.mode == modeStorage:
		comp = fx.stuck || (u.comp && u.temp > cutOut) || (!u.comp && u.temp >= cutIn)
		if u.agitHeld { // back from a cut: a new cycle starts with a run
			u.agitHeld = false
			u.agitOn, u.agitStart, u.agitEnd = true, t, t.Add(u.onLength())
			u.agitPhase++
		}
		agit = u.agitOn
	}
	wasRunning := u.compRun
	u.comp, u.agit, u.pump, u.pump2, u.cond = comp, agit, comp, comp, comp
	u.compRun = comp && !fx.compNoRun
	u.agitRun = agit && !fx.agitNoRun
	u.pumpRun = comp && !fx.pumpNoRun
	u.condFb = comp && !fx.condNoFb
	u.pump2Fb = comp && !fx.pump2NoFb
	u.alarm, u.alarmCode = fx.alarm, fx.alarmCode
	switch {
	case u.compRun && !wasRunning:
		u.compSince = t
	case !u.compRun && wasRunning:
		u.lastRun = t.Sub(u.compSince).Seconds()
	}
	u.timerOn = enabled && u.mode == modeStorage
}

// enterStorage starts storing chilled milk: the agitator timer begins with
// a rest. A fault waiting for the end of the chilling begins.
func (u *Unit) enterStorage(t time.Time) {
	u.mode, u.storageSince = modeStorage, t
	u.agitOn, u.agitStart, u.agitPhase, u.agitHeld = false, t, 1, false
	u.agitEnd = t.Add(u.offLength())
	if in := u.inj; in != nil && in.atStorage && in.start.IsZero() && !t.Before(in.after) {
		in.begin(t)
	}
}

func (u *Unit) onLength() time.Duration  { return between(u.noise, 110*time.Second, 131*time.Second) }
func (u *Unit) offLength() time.Duration { return between(u.noise, 770*time.Second, 791*time.Second) }

// agitatorTimer runs the storage timer up to end, phase by phase, keeping
// the lengths of the last complete run and rest. A wrong timer (a fault)
// rests 420–600 s from its second rest on.
func (u *Unit) agitatorTimer(end time.Time) {
	if !u.timerOn {
		return
	}
	for !u.agitEnd.After(end) {
		d := u.agitEnd.Sub(u.agitStart).Seconds()
		in := u.inj
		if u.agitOn {
			u.lastOn = d
		} else {
			u.lastOff = d
			if in != nil && in.wrongPhase == u.agitPhase && in.wrongEnd.IsZero() {
				in.wrongEnd = u.agitEnd
			}
		}
		u.agitOn = !u.agitOn
		u.agitPhase++
		u.agitStart = u.agitEnd
		switch {
		case u.agitOn:
			u.agitEnd = u.agitStart.Add(u.onLength())
		case u.agitPhase >= 3 && u.effects(u.agitStart).wrongCycle:
			u.agitEnd = u.agitStart.Add(between(u.frng, 420*time.Second, 601*time.Second))
			if in.wrongStart.IsZero() {
				in.wrongStart, in.wrongPhase = u.agitStart, u.agitPhase
			}
		default:
			u.agitEnd = u.agitStart.Add(u.offLength())
		}
	}
}
