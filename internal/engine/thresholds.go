package engine

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Minutes is a duration in minutes, as an organisation sets it.
type Minutes float64

// Duration converts m to a time.Duration.
func (m Minutes) Duration() time.Duration { return time.Duration(float64(m) * float64(time.Minute)) }

// Seconds is a duration in seconds.
type Seconds float64

// Duration converts s to a time.Duration.
func (s Seconds) Duration() time.Duration { return time.Duration(float64(s) * float64(time.Second)) }

// Thresholds are every number the rules use (ENGINE.md §5, spec 03 §9).
// DefaultThresholds gives the product's defaults; an organisation
// overrides them field by field, in Go or by decoding its stored JSON on
// top of the defaults:
//
//	t := engine.DefaultThresholds()
//	err := json.Unmarshal(orgSettings, &t) // {"compressorStages": [15, 45]}
//
// A zero field given to New takes its default, so a zero Thresholds is
// the defaults. Temperatures are in °C, volumes in L.
type Thresholds struct {
	// MinVolume: most alerts apply only above it (and chilled states).
	MinVolume float64 `json:"minVolume"`
	// UnderChilled: milk above it is not chilled (the chilling target).
	UnderChilled float64 `json:"underChilled"`
	// OverChilled: milk below it is over-chilled.
	OverChilled float64 `json:"overChilled"`
	// MinBatteryTemp: battery temperature readings are valid only above it;
	// while a reading is not, most alerts do not apply.
	MinBatteryTemp float64 `json:"minBatteryTemp"`
	// MinAmps: a load drawing more current runs.
	MinAmps float64 `json:"minAmps"`
	// TempHysteresis: a temperature must move this far back past a
	// threshold to end milk_overchilled or to start a new chilling
	// without new milk (readings jitter around thresholds).
	TempHysteresis float64 `json:"tempHysteresis"`

	// Confirmation: a staged alert's condition must hold this long before
	// its stage 1.
	Confirmation Minutes `json:"confirmation"`
	// OutOfService: a unit without any sample for longer is out of
	// service.
	OutOfService Minutes `json:"outOfService"`
	// AllowedChilling: how long a chilling session may take, from its
	// start, before warm milk makes the unit "under chilled".
	AllowedChilling Minutes `json:"allowedChilling"`

	// Stages 2 and 3 of the staged alerts, from the condition's start.
	CompressorStages   [2]Minutes `json:"compressorStages"`
	AgitatorStages     [2]Minutes `json:"agitatorStages"`
	ChillingPumpStages [2]Minutes `json:"chillingPumpStages"`
	CondenserStages    [2]Minutes `json:"condenserStages"`
	Pump2Stages        [2]Minutes `json:"pump2Stages"`
	GridOffStages      [2]Minutes `json:"gridOffStages"`
	// PanelTripStages: panel_trip has stage 1 at the confirmation and
	// stage 2 here.
	PanelTripStages [1]Minutes `json:"panelTripStages"`

	// UndercooledWindows: milk_undercooled's stages 1–3 are windows of
	// these lengths over which chilling milk at a stable volume fell too
	// little.
	UndercooledWindows [3]Minutes `json:"undercooledWindows"`
	// UndercooledRepeat: at most one milk_undercooled alert per unit in
	// this time.
	UndercooledRepeat Minutes `json:"undercooledRepeat"`
	// UndercooledFallAbove and UndercooledFallBelow: the least fall per
	// window when the window starts above (below or at) UndercooledSplit.
	UndercooledFallAbove float64 `json:"undercooledFallAbove"`
	UndercooledFallBelow float64 `json:"undercooledFallBelow"`
	UndercooledSplit     float64 `json:"undercooledSplit"`
	// UndercooledVolumeVariation: the volume is stable when it varies
	// less in the window.
	UndercooledVolumeVariation float64 `json:"undercooledVolumeVariation"`

	// LiftDrop: a fall of more than this between two samples of a tank
	// above MinVolume starts a lifting.
	LiftDrop float64 `json:"liftDrop"`
	// LiftLevels: a lifting is complete when the volume falls below each
	// of these, the last within LiftWindow of the first; below the last it
	// is a Full lifting.
	LiftLevels [3]float64 `json:"liftLevels"`
	LiftWindow Minutes    `json:"liftWindow"`
	// LiftStall: a lifting whose volume has not fallen for this long ends
	// (a Partial lifting when it took at least LiftMinVolume).
	LiftStall     Minutes `json:"liftStall"`
	LiftMinVolume float64 `json:"liftMinVolume"`
	// CollectionRise: a rise of at least this between two samples with
	// milk below CIPMinTemp is milk poured (a collection).
	CollectionRise float64 `json:"collectionRise"`

	// CIP: a volume in [CIPMinVolume, CIPMaxVolume) at CIPMinTemp or more
	// is a cleaning in place; at CIPHotTemp or more a hot one.
	CIPMinVolume float64 `json:"cipMinVolume"`
	CIPMaxVolume float64 `json:"cipMaxVolume"`
	CIPMinTemp   float64 `json:"cipMinTemp"`
	CIPHotTemp   float64 `json:"cipHotTemp"`

	// AgitatorOn and AgitatorOff: the agitator's cycle after chilling
	// (runs of 110–130 s every 770–790 s of rest).
	AgitatorOn  [2]Seconds `json:"agitatorOn"`
	AgitatorOff [2]Seconds `json:"agitatorOff"`

	// TSSChecks: the site-local times ("HH:MM") of the TSS temperature
	// check; TSSRecheck: stage 2 this long after a check.
	TSSChecks  []string `json:"tssChecks"`
	TSSRecheck Minutes  `json:"tssRecheck"`
}

// DefaultThresholds answers the product's defaults (ENGINE.md §5, spec 03
// §9).
func DefaultThresholds() Thresholds {
	return Thresholds{
		MinVolume: 100, UnderChilled: 4.1, OverChilled: 3.0, MinBatteryTemp: -4, MinAmps: 0.5, TempHysteresis: 0.2,
		Confirmation: 5, OutOfService: 60, AllowedChilling: 240,
		CompressorStages: [2]Minutes{10, 30}, AgitatorStages: [2]Minutes{20, 30},
		ChillingPumpStages: [2]Minutes{30, 60}, CondenserStages: [2]Minutes{30, 60}, Pump2Stages: [2]Minutes{30, 60},
		GridOffStages: [2]Minutes{15, 30}, PanelTripStages: [1]Minutes{30},
		UndercooledWindows: [3]Minutes{15, 20, 40}, UndercooledRepeat: 60,
		UndercooledFallAbove: 0.6, UndercooledFallBelow: 0.3, UndercooledSplit: 10, UndercooledVolumeVariation: 0.5,
		LiftDrop: 5, LiftLevels: [3]float64{100, 50, 10}, LiftWindow: 30, LiftStall: 5, LiftMinVolume: 50,
		CollectionRise: 2,
		CIPMinVolume:   10, CIPMaxVolume: 100, CIPMinTemp: 45, CIPHotTemp: 60,
		AgitatorOn: [2]Seconds{110, 130}, AgitatorOff: [2]Seconds{770, 790},
		TSSChecks: []string{"05:30", "15:30"}, TSSRecheck: 30,
	}
}

// withDefaults fills every zero field of t with its default.
func (t Thresholds) withDefaults() Thresholds {
	d := DefaultThresholds()
	f := func(v *float64, def float64) {
		if *v == 0 {
			*v = def
		}
	}
	m := func(v *Minutes, def Minutes) {
		if *v == 0 {
			*v = def
		}
	}
	s := func(v *Seconds, def Seconds) {
		if *v == 0 {
			*v = def
		}
	}
	f(&t.MinVolume, d.MinVolume)
	f(&t.UnderChilled, d.UnderChilled)
	f(&t.OverChilled, d.OverChilled)
	f(&t.MinBatteryTemp, d.MinBatteryTemp)
	f(&t.MinAmps, d.MinAmps)
	f(&t.TempHysteresis, d.TempHysteresis)
	m(&t.Confirmation, d.Confirmation)
	m(&t.OutOfService, d.OutOfService)
	m(&t.AllowedChilling, d.AllowedChilling)
	for i := range 2 {
		m(&t.CompressorStages[i], d.CompressorStages[i])
		m(&t.AgitatorStages[i], d.AgitatorStages[i])
		m(&t.ChillingPumpStages[i], d.ChillingPumpStages[i])
		m(&t.CondenserStages[i], d.CondenserStages[i])
		m(&t.Pump2Stages[i], d.Pump2Stages[i])
		m(&t.GridOffStages[i], d.GridOffStages[i])
		s(&t.AgitatorOn[i], d.AgitatorOn[i])
		s(&t.AgitatorOff[i], d.AgitatorOff[i])
	}
	m(&t.PanelTripStages[0], d.PanelTripStages[0])
	for i := range 3 {
		m(&t.UndercooledWindows[i], d.UndercooledWindows[i])
		f(&t.LiftLevels[i], d.LiftLevels[i])
	}
	m(&t.UndercooledRepeat, d.UndercooledRepeat)
	f(&t.UndercooledFallAbove, d.UndercooledFallAbove)
	f(&t.UndercooledFallBelow, d.UndercooledFallBelow)
	f(&t.UndercooledSplit, d.UndercooledSplit)
	f(&t.UndercooledVolumeVariation, d.UndercooledVolumeVariation)
	f(&t.LiftDrop, d.LiftDrop)
	m(&t.LiftWindow, d.LiftWindow)
	m(&t.LiftStall, d.LiftStall)
	f(&t.LiftMinVolume, d.LiftMinVolume)
	f(&t.CollectionRise, d.CollectionRise)
	f(&t.CIPMinVolume, d.CIPMinVolume)
	f(&t.CIPMaxVolume, d.CIPMaxVolume)
	f(&t.CIPMinTemp, d.CIPMinTemp)
	f(&t.CIPHotTemp, d.CIPHotTemp)
	if t.TSSChecks == nil {
		t.TSSChecks = d.TSSChecks
	}
	m(&t.TSSRecheck, d.TSSRecheck)
	return t
}

// ThresholdError names the threshold that is wrong.
type ThresholdError struct {
	Field string // its JSON name
	Msg   string
}

func (e *ThresholdError) Error() string { return "engine: threshold " + e.Field + ": " + e.Msg }

// validate checks thresholds already filled with defaults and answers the
// TSS checks as minutes after midnight.
func (t Thresholds) validate() ([]int, error) {
	bad := func(field, format string, args ...any) error {
		return &ThresholdError{Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case t.OverChilled >= t.UnderChilled:
		return nil, bad("overChilled", "%.2f must be below underChilled %.2f", t.OverChilled, t.UnderChilled)
	case t.MinVolume < 0:
		return nil, bad("minVolume", "must not be negative")
	case t.Confirmation < 0 || t.OutOfService <= 0 || t.AllowedChilling < 0:
		return nil, bad("confirmation", "durations must be positive")
	case !(t.LiftLevels[0] > t.LiftLevels[1] && t.LiftLevels[1] > t.LiftLevels[2]):
		return nil, bad("liftLevels", "must fall: %v", t.LiftLevels)
	case t.AgitatorOn[0] > t.AgitatorOn[1]:
		return nil, bad("agitatorOn", "minimum above maximum")
	case t.AgitatorOff[0] > t.AgitatorOff[1]:
		return nil, bad("agitatorOff", "minimum above maximum")
	case !(t.CIPMinVolume < t.CIPMaxVolume):
		return nil, bad("cipMinVolume", "must be below cipMaxVolume")
	}
	stages := map[string][]Minutes{
		"compressorStages":   {t.Confirmation, t.CompressorStages[0], t.CompressorStages[1]},
		"agitatorStages":     {t.Confirmation, t.AgitatorStages[0], t.AgitatorStages[1]},
		"chillingPumpStages": {t.Confirmation, t.ChillingPumpStages[0], t.ChillingPumpStages[1]},
		"condenserStages":    {t.Confirmation, t.CondenserStages[0], t.CondenserStages[1]},
		"pump2Stages":        {t.Confirmation, t.Pump2Stages[0], t.Pump2Stages[1]},
		"gridOffStages":      {0, t.GridOffStages[0], t.GridOffStages[1]},
		"panelTripStages":    {t.Confirmation, t.PanelTripStages[0]},
		"undercooledWindows": t.UndercooledWindows[:],
	}
	for name, s := range stages {
		for i := 1; i < len(s); i++ {
			if s[i] < s[i-1] {
				return nil, bad(name, "stages must not come before the previous one (%v)", s)
			}
		}
	}
	var checks []int
	for _, c := range t.TSSChecks {
		h, m, ok := strings.Cut(c, ":")
		hh, err1 := strconv.Atoi(h)
		mm, err2 := strconv.Atoi(m)
		if !ok || err1 != nil || err2 != nil || hh < 0 || hh > 23 || mm < 0 || mm > 59 {
			return nil, bad("tssChecks", "%q is not a time HH:MM", c)
		}
		checks = append(checks, hh*60+mm)
	}
	return checks, nil
}
