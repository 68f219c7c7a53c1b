package engine

import (
	"fmt"
	"strconv"
	"time"
)

// Sample is one value of one canonical signal of a unit at a reading's
// processTime (docs/ingestion.md "Canonical signals"). On/off signals are
// 1 or 0; currents are in A.
type Sample struct {
	At     time.Time `json:"at"`
	Signal string    `json:"signal"`
	Value  float64   `json:"value"`
}

// Unit is what the engine needs to know of a chilling unit.
type Unit struct {
	Capacity float64        // L (informative)
	Zone     *time.Location // the site's time zone: shifts, site days, TSS checks (UTC when nil)
	// Thresholds are the organisation's; zero fields take the defaults.
	Thresholds Thresholds
	// UnderChilled and OverChilled are the unit's own bounds from its
	// chilling cost record; when non-zero they override the thresholds'.
	UnderChilled, OverChilled float64
}

// State is a unit's state on the dashboard and the BMC table (ENGINE.md §3).
type State int

// The unit states. Unknown is the state before the first sample.
const (
	Unknown State = iota
	OutOfService
	PowerOff
	Chilling
	Chilled
	UnderChilled
	Others
)

var stateNames = [...]string{"unknown", "out of service", "power off", "chilling", "chilled", "under chilled", "others"}

// String answers the state as the API's chillingUnitStates write it.
func (s State) String() string { return stateNames[s] }

// MarshalText writes the state's name.
func (s State) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a state's name.
func (s *State) UnmarshalText(b []byte) error {
	for i, n := range stateNames {
		if n == string(b) {
			*s = State(i)
			return nil
		}
	}
	return fmt.Errorf("engine: unknown state %q", b)
}

// Change is what happened to an alert.
type Change int

// Alert changes: raised at stage 1 (or the first stage reached), escalated
// to a later stage, cleared when its condition ended.
const (
	Raised Change = iota
	Escalated
	Cleared
)

var changeNames = [...]string{"raised", "escalated", "cleared"}

func (c Change) String() string { return changeNames[c] }

// MarshalText writes the change's name.
func (c Change) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// SessionKind is the kind of a report row.
type SessionKind int

// Session kinds.
const (
	ChillingSession SessionKind = iota
	LiftingSession
	CIPSession
)

var sessionNames = [...]string{"chilling", "milk_lifting", "cip"}

func (k SessionKind) String() string { return sessionNames[k] }

// MarshalText writes the kind's name.
func (k SessionKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name, for readers of the stored sessions.
func (k *SessionKind) UnmarshalText(b []byte) error {
	for i, n := range sessionNames {
		if n == string(b) {
			*k = SessionKind(i)
			return nil
		}
	}
	return fmt.Errorf("engine: unknown session kind %q", b)
}

// Output is what the engine derived from a call. Every item has At, the
// time it was derived at (a sample's processTime or a timer's due time),
// and Key, a deterministic identity (kind, name, start in ms) that a
// replay reproduces: a runner prefixes it with the unit and upserts.
// Within each list items are in derivation order.
type Output struct {
	States   []StateChange `json:"states,omitempty"`
	Events   []Event       `json:"events,omitempty"`
	Alerts   []AlertChange `json:"alerts,omitempty"`
	Sessions []Session     `json:"sessions,omitempty"`
	Energy   []DailyEnergy `json:"energy,omitempty"`
	// Late are the samples refused because they are older than the
	// horizon: the caller replays from a checkpoint taken before them.
	Late []Sample `json:"late,omitempty"`
}

// Empty reports whether nothing was derived or refused.
func (o *Output) Empty() bool {
	return len(o.States)+len(o.Events)+len(o.Alerts)+len(o.Sessions)+len(o.Energy)+len(o.Late) == 0
}

// Append adds p's items after o's.
func (o *Output) Append(p Output) {
	o.States = append(o.States, p.States...)
	o.Events = append(o.Events, p.Events...)
	o.Alerts = append(o.Alerts, p.Alerts...)
	o.Sessions = append(o.Sessions, p.Sessions...)
	o.Energy = append(o.Energy, p.Energy...)
	o.Late = append(o.Late, p.Late...)
}

// StateChange is a new state of the unit.
type StateChange struct {
	Key   string    `json:"key"`
	At    time.Time `json:"at"`
	State State     `json:"state"`
	// ReceivedAt is stateReceivedAt: the time of the newest sample.
	ReceivedAt time.Time `json:"stateReceivedAt"`
}

// Event is an info event (ENGINE.md §4).
type Event struct {
	Key    string    `json:"key"`
	At     time.Time `json:"at"`
	Name   string    `json:"name"`
	Volume float64   `json:"volume"` // L, the last known
	Temp   float64   `json:"temp"`   // °C, the last known
}

// AlertChange is a critical alert raised, escalated or cleared.
type AlertChange struct {
	Key string    `json:"key"`
	At  time.Time `json:"at"`
	// Alert is the alert type (the metadata's alertTypes typeName): grid_off_stage_2
	// and grid_off_stage_3 for the two critical stages of a grid outage.
	Alert string `json:"alert"`
	// Episode identifies the alert from its raise to its clear:
	// "alert/<rule>/<start ms>", the rule being grid_off for its stages.
	Episode string `json:"episode"`
	Change  Change `json:"change"`
	Stage   int    `json:"stage"`
	// Since is the start of the alert's condition (for milk_undercooled
	// the start of its first window; for tss_temp_alert the check).
	Since  time.Time `json:"since"`
	Volume float64   `json:"volume"`
	Temp   float64   `json:"temp"`
}

// Level answers the alert's level (always Critical).
func (a AlertChange) Level() Level { return Critical }

// Message answers the alert's message in a language, for a unit's name;
// times are written in zone.
func (a AlertChange) Message(lang, unit string, zone *time.Location) string {
	r, _ := Lookup(a.Alert)
	if zone == nil {
		zone = time.UTC
	}
	vars := map[string]string{
		"unit": unit, "stage": strconv.Itoa(a.Stage), "temp": fmtTemp(a.Temp, lang), "volume": strconv.FormatFloat(a.Volume, 'f', 0, 64),
		"time": a.Since.In(zone).Format("15:04"), "alert": r.DisplayName.In(lang),
		"gridStage2": "", "gridStage3": "",
	}
	if a.Alert == GridOffStage2 || a.Alert == GridOffStage3 {
		vars["gridStage2"] = num(a.At.Sub(a.Since).Minutes())
		vars["gridStage3"] = vars["gridStage2"]
	}
	if a.Change == Cleared {
		return Render(ClearMessage.In(lang), vars)
	}
	return Render(r.Message.In(lang), vars)
}

// Session is a report row: a chilling session, a milk lifting or a
// cleaning in place. Fields that do not apply to a kind are zero.
type Session struct {
	Key  string      `json:"key"`
	At   time.Time   `json:"at"` // when it was derived: its end, or when a Partial lifting's end was known
	Kind SessionKind `json:"kind"`
	// EventDate is the site-local date of the start; Shift "morning"
	// (starts before noon, site time) or "evening" (chilling only).
	EventDate string        `json:"eventDate"`
	Shift     string        `json:"shift,omitempty"`
	Start     time.Time     `json:"start"`
	End       time.Time     `json:"end"`
	Duration  time.Duration `json:"duration"`
	// StartTemp and StartVolume: at the start (a lifting's are the last
	// values before the volume fell); EndTemp and EndVolume at the end.
	StartTemp   float64 `json:"startTemp"`
	EndTemp     float64 `json:"endTemp"`
	MaxTemp     float64 `json:"maxTemp"`
	StartVolume float64 `json:"startVolume"`
	EndVolume   float64 `json:"endVolume"`
	MaxVolume   float64 `json:"maxVolume"`
	// GridMinutes and DGMinutes inside a chilling session.
	GridMinutes float64 `json:"gridMinutes"`
	DGMinutes   float64 `json:"dgMinutes"`
	// Completed: a chilling session that reached the target (false when
	// the milk was lifted or drained before).
	Completed bool `json:"completed"`
	// LiftingType is "Full" (ends below the last lift level) or "Partial".
	LiftingType string `json:"liftingType,omitempty"`
	// CIPType is "Hot" (max temp at cipHotTemp or more) or "Warm".
	CIPType string `json:"cipType,omitempty"`
}

// DailyEnergy is a unit's power use on a site-local day: minutes on grid
// and on the generator (DG), while chilling and while not. Minutes are
// counted between samples from the earlier sample's state, at most
// outOfService after a sample.
type DailyEnergy struct {
	Key                 string    `json:"key"`
	At                  time.Time `json:"at"` // the end of the day
	Date                string    `json:"date"`
	GridMinutesChilling float64   `json:"gridMinutesChilling"`
	GridMinutesOther    float64   `json:"gridMinutesNotChilling"`
	DGMinutesChilling   float64   `json:"dgMinutesChilling"`
	DGMinutesOther      float64   `json:"dgMinutesNotChilling"`
	// A power sensor's metered grid energy (kWh), while chilling and not;
	// nil without a meter (the cost record's rates then give the units).
	GridKWhChilling *float64 `json:"gridEnergyChilling,omitempty"`
	GridKWhOther    *float64 `json:"gridEnergyNotChilling,omitempty"`
}

func key(kind, name string, t time.Time) string {
	return kind + "/" + name + "/" + strconv.FormatInt(t.UnixMilli(), 10)
}
