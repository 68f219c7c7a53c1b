package sim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"
)

// Physical constants of the model (docs/simulator.md).
const (
	cutIn     = 3.9  // °C: in storage the thermostat starts the compressor
	cutOut    = 3.5  // °C: and stops it
	milkIn    = 35.0 // °C: the reference temperature of fresh milk
	minLevel  = 80.0 // L: below it the controller runs neither compressor nor agitator
	probeMin  = 30.0 // L: below it the probe reads the air of an almost empty tank
	fullFill  = 0.97 // share of the capacity a tank is filled to at most
	tauEmpty  = 30 * time.Minute
	tauWater  = 60 * time.Minute
	lidGain   = 0.08 // K/h a full tank gains 20 K below the ambient
	wetShare  = 0.5  // the evaporator is fully wetted above this share of the capacity
	liftStart = 10 * time.Minute
)

// UnitSerials are the serial numbers of a unit's devices.
type UnitSerials struct {
	Indsens   string `json:"indsens"`   // temperatures, relays, currents, alarm
	Volsens   string `json:"volsens"`   // volume
	Feedsens  string `json:"feedsens"`  // [grid, dg, compressor, agitator] feedback
	Feedsens2 string `json:"feedsens2"` // [pump2, condenser] feedback
}

type mode int

const (
	modeEmpty mode = iota
	modeChilling
	modeStorage
)

// Unit is a bulk milk cooler with its controller and devices.
type Unit struct {
	site          *Site
	Index         int // 1-based within its site
	BmcID         string
	CustomerBmcID string
	Name          string
	Serials       UnitSerials
	Capacity      float64       // L
	ChillTime     time.Duration // a full tank from 35 °C to 4.1 °C

	plan  *rand.Rand
	noise *rand.Rand
	frng  *rand.Rand

	q0       float64 // L·K/s the compressor removes from a full tank at 35 °C
	gain     float64 // L/s: heat gained from the ambient per kelvin
	compAmps float64
	pumpAmps float64
	liftRate float64 // L/s of the tanker pump

	vol   float64
	temp  float64
	water bool // the tank holds CIP water
	mode  mode

	comp, agit, pump, pump2, cond bool // relays the controller sets
	compRun, agitRun, pumpRun     bool // what runs
	pump2Fb, condFb               bool // feedback contacts
	alarm                         bool
	alarmCode                     int
	agitOn                        bool // timer phase in storage
	agitStart, agitEnd            time.Time
	agitPhase                     int  // timer phases since storage began
	agitHeld                      bool // the timer was interrupted by a power cut or trip
	lastOn, lastOff               float64
	compSince                     time.Time
	lastRun                       float64
	storageSince                  time.Time
	timerOn                       bool // the storage timer runs (stored milk, power on)

	pours   []pour
	colls   []collection
	evening collection // today's
	lifts   []*lifting
	cip     *cipPlan

	queue      []armed
	inj        *injection
	randomRate float64
	randomPool []string
	nextRandom time.Time
	trackers   []tracker
}

func newUnit(s *Site, j int) *Unit {
	seed := s.w.cfg.Seed
	build := newRand(seed, s.Index, j, streamBuild)
	u := &Unit{
		site: s, Index: j,
		BmcID: fmt.Sprintf("%s-B%d", s.ID, j), CustomerBmcID: fmt.Sprintf("%s-C%d", s.ID, j), Name: fmt.Sprintf("Tank %d", j),
		Serials: UnitSerials{
			Indsens: fmt.Sprintf("%s-U%d-IS", s.ID, j), Volsens: fmt.Sprintf("%s-U%d-VS", s.ID, j),
			Feedsens: fmt.Sprintf("%s-U%d-FS", s.ID, j), Feedsens2: fmt.Sprintf("%s-U%d-FS2", s.ID, j),
		},
		Capacity:  []float64{1000, 1500, 2000, 2000, 3000, 5000}[build.IntN(6)],
		ChillTime: between(build, 150*time.Minute, 210*time.Minute),
		plan:      newRand(seed, s.Index, j, streamPlan),
		noise:     newRand(seed, s.Index, j, streamNoise),
		frng:      newRand(seed, s.Index, j, streamFaults),
	}
	u.q0 = u.Capacity * chillIntegral / u.ChillTime.Seconds()
	u.gain = u.Capacity * lidGain / 3600 / 20
	u.compAmps = 3 + u.Capacity/400
	u.pumpAmps = 0.8 + u.Capacity/4000
	u.liftRate = 0.9 * u.Capacity / between(build, 20*time.Minute, 30*time.Minute).Seconds()
	return u
}

// Site answers the unit's site.
func (u *Unit) Site() *Site { return u.site }

// coolCurve is the compressor's capacity at a milk temperature, relative
// to its capacity at 35 °C: it falls as the milk nears the evaporator's
// temperature, and to nothing near freezing.
func coolCurve(t float64) float64 {
	return (0.6 + 0.4*t/milkIn) * math.Max(0, math.Min(1, (t-0.5)/3))
}

// chillIntegral is ∫ dT / coolCurve(T) from 4.1 to 35 °C: with it q0 makes a
// full tank chill in ChillTime.
var chillIntegral = func() float64 {
	const n = 4000
	sum, h := 0.0, (milkIn-UnderChilled)/n
	for i := range n {
		sum += h / coolCurve(UnderChilled+(float64(i)+0.5)*h)
	}
	return sum
}()

// initState sets the tank as it is at a local midnight: the evening's milk,
// chilled, the agitator timer running.
func (u *Unit) initState(midnight time.Time) {
	u.vol = round(u.Capacity*uniform(u.plan, 0.35, 0.45), 1)
	u.temp = uniform(u.plan, 3.55, 3.85)
	u.mode = modeStorage
	u.storageSince = midnight.Add(-3 * time.Hour)
	u.agitOn = false
	u.agitPhase = 1
	u.agitStart = midnight.Add(-between(u.plan, 0, 770*time.Second))
	u.agitEnd = u.agitStart.Add(u.offLength())
}

// Step advances the unit from now to now+dt on its site's power at now:
// milk poured, lifted or washed in that time, the agitator timer, the heat
// balance, then the controller's decisions at now+dt.
func (u *Unit) Step(now time.Time, dt time.Duration) {
	end := now.Add(dt)
	sec := dt.Seconds()
	u.drawRandom(now)
	u.finishFault(now)
	for len(u.pours) > 0 && u.pours[0].at.Before(end) {
		u.pourIn(u.pours[0])
		u.pours = u.pours[1:]
	}
	u.liftStep(now, end, sec)
	u.cipStep(now, end, sec)
	u.agitatorTimer(end)
	u.heat(now, sec)
	u.control(end)
}

// pourIn mixes a farmer's milk into the tank, up to its fill limit.
func (u *Unit) pourIn(p pour) {
	l := math.Min(p.litres, math.Max(0, fullFill*u.Capacity-u.vol))
	if l <= 0 {
		return
	}
	if u.water { // milk never meets washing water: a pour after CIP finds it drained
		u.vol, u.water = 0, false
	}
	u.temp = (u.vol*u.temp + l*p.temp) / (u.vol + l)
	u.vol += l
}

// heat integrates the temperature the probe reads over sec seconds.
func (u *Unit) heat(now time.Time, sec float64) {
	amb := u.site.ambient(now)
	switch {
	case u.water:
		u.temp += (amb - u.temp) * (1 - math.Exp(-sec/tauWater.Seconds()))
	case u.vol < probeMin:
		u.temp += (amb - u.temp) * (1 - math.Exp(-sec/tauEmpty.Seconds()))
	default:
		flow := u.gain * (amb - u.temp)
		if u.compRun {
			flow -= u.q0 * u.coolFactor(now) * coolCurve(u.temp) * math.Min(1, u.vol/(wetShare*u.Capacity))
		}
		u.temp += flow * sec / u.vol
	}
}

// coolFactor is the share of the compressor's capacity that reaches the
// milk: a pump or fan that does not run, an agitator that does not stir or
// a weak compressor lose some of it.
func (u *Unit) coolFactor(now time.Time) float64 {
	f := 1.0
	fx := u.effects(now)
	if !u.pumpRun {
		f *= 0.2
	}
	if fx.agitRelayOff || fx.agitNoRun {
		f *= 0.5
	}
	if !u.condFb {
		f *= 0.35
	}
	if !u.pump2Fb {
		f *= 0.5
	}
	if fx.weak {
		f *= 0.03
	}
	return f
}

// load is the current the unit draws from the supply (A).
func (u *Unit) load() float64 {
	a := 0.2
	if u.compRun {
		a += u.compAmps
	}
	if u.pumpRun {
		a += u.pumpAmps
	}
	if u.agitRun {
		a += 1.2
	}
	return a
}
