package sim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"
)

// Place is where a site stands: what its form says besides its devices.
type Place struct {
	Locale, Country, State, District, Town, PinCode, Address string
	Latitude, Longitude                                      float64
}

// places gives each default zone a plausible place; other zones borrow
// the first.
var places = map[string]Place{
	"Asia/Kolkata":   {"en-IN", "IN", "IN-MH", "Pune", "Pune", "411038", "Survey 12, Kothrud", 18.5074, 73.8077},
	"Africa/Nairobi": {"en-KE", "KE", "KE-30", "Nairobi", "Nairobi", "00100", "Limuru Road", -1.2921, 36.8219},
	"Africa/Dakar":   {"fr-SN", "SN", "SN-DK", "Dakar", "Dakar", "10200", "Route de Rufisque", 14.7167, -17.4677},
}

// Site is a village chilling centre: a gateway (L3), a power sensor
// (powsens) on the grid supply, a generator, and its chilling units.
type Site struct {
	w           *World
	Index       int    // 1-based
	ID          string // SIM-S03
	Name        string
	Zone        *time.Location
	ZoneName    string
	Place       Place
	Gateway     string // serial number of the L3 gateway
	PowerSensor string // serial number of the powsens
	Units       []*Unit

	t            time.Time // the model has reached t
	midnight     time.Time // local midnight of the current day
	nextMidnight time.Time
	noise        *rand.Rand
	powerRand    *rand.Rand
	linkRand     *rand.Rand
	ambMean      float64
	ambAmp       float64
	phases       int

	outages []*outage
	grid    bool
	dg      bool
	gridOff time.Time // local midnight of a day whose night holds a grid_off fault
	// lastOutage is the end of the last outage that ended.
	lastOutage time.Time

	drops  []linkDrop
	down   *linkDrop
	buffer []out

	deliveryRand *rand.Rand           // the delivery profile's draws
	lastSent     map[string]time.Time // each device's last delivery on time

	phaseEnergy []float64 // kWh per phase
	totalEnergy float64   // kWh
	signal      float64   // dBm
	battery     float64   // V
}

// outage is the grid going off: a natural power cut or outage, or a
// grid_off fault.
type outage struct {
	start, end time.Time
	dgAfter    time.Duration // the generator starts this long after the start; 0: never
	natural    bool
	began      bool
	postponed  time.Duration
	inj        *injection
}

func (o *outage) dgAt() time.Time {
	if o.dgAfter == 0 {
		return time.Time{}
	}
	return o.start.Add(o.dgAfter)
}

func newSite(w *World, i, units int) *Site {
	zone := w.cfg.Zones[(i-1)%len(w.cfg.Zones)]
	loc, _ := time.LoadLocation(zone)
	p, ok := places[zone]
	if !ok {
		p = places["Asia/Kolkata"]
	}
	build := newRand(w.cfg.Seed, i, 0, streamBuild)
	p.Latitude = round(p.Latitude+uniform(build, -0.3, 0.3), 4)
	p.Longitude = round(p.Longitude+uniform(build, -0.3, 0.3), 4)
	id := fmt.Sprintf("%s-S%02d", w.cfg.Prefix, i)
	s := &Site{
		w: w, Index: i, ID: id, Name: fmt.Sprintf("%s Chilling Centre %02d", w.cfg.Prefix, i),
		Zone: loc, ZoneName: zone, Place: p, Gateway: id + "-GW", PowerSensor: id + "-PS",
		noise:     newRand(w.cfg.Seed, i, 0, streamNoise),
		powerRand: newRand(w.cfg.Seed, i, 0, streamPower), linkRand: newRand(w.cfg.Seed, i, 0, streamLink),
		deliveryRand: newRand(w.cfg.Seed, i, 0, streamDelivery), lastSent: map[string]time.Time{},
		ambMean: uniform(build, 24, 28), ambAmp: uniform(build, 4, 7), phases: 1,
		grid: true, signal: uniform(build, -85, -65), battery: 13.4,
	}
	if units >= 3 {
		s.phases = 3
	}
	s.phaseEnergy = make([]float64, s.phases)
	s.totalEnergy = round(uniform(build, 1000, 9000), 1)
	for j := range units {
		s.Units = append(s.Units, newUnit(s, j+1))
	}
	return s
}

// warmUp runs the site from the local midnight before start, without
// reporting, so that its tanks are where the day's schedule puts them.
func (s *Site) warmUp(start time.Time) {
	l := start.In(s.Zone)
	s.midnight = time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, s.Zone)
	s.nextMidnight = s.midnight
	s.t = s.midnight
	for _, u := range s.Units {
		u.initState(s.midnight)
	}
	s.advance(start)
	// Faults may begin on the day of the start: place them on what is left.
	s.placeGridOff(s.t)
	for _, u := range s.Units {
		u.placeFault(s.t)
	}
}

// advance runs the site's physics up to t in steps of at most substep.
func (s *Site) advance(t time.Time) {
	for s.t.Before(t) {
		d := min(substep, t.Sub(s.t))
		s.Step(s.t, d)
		s.t = s.t.Add(d)
	}
}

// Step advances the site and its units from now to now+dt: a new local day
// plans the day's collections, liftings and events; the power supply
// follows its outages; each unit steps on that supply.
func (s *Site) Step(now time.Time, dt time.Duration) {
	if !now.Before(s.nextMidnight) {
		s.newDay()
	}
	// The supply at the end of the step: the controllers decide on it, and
	// a sample taken then reports it.
	s.updatePower(now.Add(dt))
	for _, u := range s.Units {
		u.Step(now, dt)
	}
	s.meter(now, dt)
}

func (s *Site) newDay() {
	s.midnight = s.nextMidnight
	l := s.midnight
	s.nextMidnight = time.Date(l.Year(), l.Month(), l.Day()+1, 0, 0, 0, 0, s.Zone)
	s.planDay()
	for _, u := range s.Units {
		u.planDay(s.midnight)
	}
}

// Powered reports whether the grid or the generator supplies the site.
func (s *Site) Powered() bool { return s.grid || s.dg }

// ambient is the outdoor temperature: coolest before dawn, warmest at
// 15:00 local time.
func (s *Site) ambient(now time.Time) float64 {
	h := now.Sub(s.midnight).Hours()
	return s.ambMean + s.ambAmp*math.Cos(2*math.Pi*(h-15)/24)
}

// batteryTemp is the temperature of a sensor's battery in its enclosure.
func (s *Site) batteryTemp(now time.Time) float64 {
	return math.Max(20, math.Min(35, s.ambient(now)+3))
}

// meter integrates the grid energy and the gateway's battery.
func (s *Site) meter(_ time.Time, dt time.Duration) {
	h := dt.Hours()
	if s.grid {
		for i := range s.phaseEnergy {
			p := s.phasePower()
			s.phaseEnergy[i] += p * h / 1000
			s.totalEnergy += p * h / 1000
		}
	}
	if s.Powered() {
		s.battery = math.Min(13.6, s.battery+0.5*h)
	} else {
		s.battery = math.Max(11.6, s.battery-0.25*h)
	}
}

// phaseCurrent is the current on each phase of the grid supply (A).
func (s *Site) phaseCurrent() float64 {
	if !s.grid {
		return 0
	}
	a := 0.4
	for _, u := range s.Units {
		a += u.load()
	}
	return a / float64(s.phases)
}

func (s *Site) phasePower() float64 { return s.phaseCurrent() * 230 * 0.85 }
