package dashboard

import (
	"strconv"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// The current-state vocabulary of the BMC state table and the donut's
// tooltip (docs/monitoring.md "Current state"): each unit's engine state
// named as the spec's state column writes it (NO_DATA, UNDER_COOLED,
// COOLED), with the engine's "others" split by what the tank holds.
const (
	CurrentCooled      = "COOLED"       // chilled: milk at or below the target
	CurrentChilling    = "CHILLING"     // chilling: warm milk within its allowed time
	CurrentUnderCooled = "UNDER_COOLED" // under chilled: warm milk past its time, or milk_undercooled active
	CurrentNoData      = "NO_DATA"      // out of service: no sample for an hour, or never reported
	CurrentPowerOff    = "POWER_OFF"    // power off: samples arrive, grid and DG both off
	CurrentCleaning    = "CLEANING"     // others: a small volume of hot water (cleaning in place)
	CurrentEmpty       = "EMPTY"        // others: below the full-lifting level (10 L)
	CurrentLowVolume   = "LOW_VOLUME"   // others: milk below the monitoring volume (100 L)
	CurrentNoReading   = "NO_READING"   // others: volume or temperature missing from the last reading
)

// CurrentStates is the vocabulary in the order of the legend, each with
// the dashboard category (statusCount key) that counts it.
var CurrentStates = []struct{ Name, Category string }{
	{CurrentCooled, StateChilled}, {CurrentChilling, StateChilling}, {CurrentUnderCooled, StateUnderChilled},
	{CurrentNoData, SelectNoData}, {CurrentPowerOff, SelectNoData},
	{CurrentCleaning, StateOthers}, {CurrentEmpty, StateOthers}, {CurrentLowVolume, StateOthers}, {CurrentNoReading, StateOthers},
}

// bands are the volume and temperature bands that split "others": the
// engine's default thresholds (the organisation's own bands move the
// engine's states, not these labels).
var bands = func() struct{ empty, minVolume, cipMax, cipTemp float64 } {
	d := engine.DefaultThresholds()
	return struct{ empty, minVolume, cipMax, cipTemp float64 }{d.LiftLevels[2], d.MinVolume, d.CIPMaxVolume, d.CIPMinTemp}
}()

// CurrentState names a unit's current state from its engine state (""
// when it never reported) and its last volume and temperature.
func CurrentState(state string, volume, temperature float64) string {
	switch state {
	case StateChilled:
		return CurrentCooled
	case StateChilling:
		return CurrentChilling
	case StateUnderChilled:
		return CurrentUnderCooled
	case StatePowerOff:
		return CurrentPowerOff
	case "", "unknown", StateOutOfService:
		return CurrentNoData
	}
	switch {
	case volume < bands.empty:
		return CurrentEmpty
	case volume < bands.cipMax && temperature >= bands.cipTemp:
		return CurrentCleaning
	case volume <= bands.minVolume:
		return CurrentLowVolume
	}
	return CurrentNoReading
}

// currentStateExpr is CurrentState in SQL over unit_status us (LEFT
// JOINed: no row is NO_DATA).
var currentStateExpr = func() string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	return `(CASE WHEN us.unit_ref IS NULL OR us.state IN ('unknown', 'out of service') THEN '` + CurrentNoData + `'
		WHEN us.state = 'power off' THEN '` + CurrentPowerOff + `'
		WHEN us.state = 'chilled' THEN '` + CurrentCooled + `'
		WHEN us.state = 'chilling' THEN '` + CurrentChilling + `'
		WHEN us.state = 'under chilled' THEN '` + CurrentUnderCooled + `'
		WHEN us.volume < ` + f(bands.empty) + ` THEN '` + CurrentEmpty + `'
		WHEN us.volume < ` + f(bands.cipMax) + ` AND us.temperature >= ` + f(bands.cipTemp) + ` THEN '` + CurrentCleaning + `'
		WHEN us.volume <= ` + f(bands.minVolume) + ` THEN '` + CurrentLowVolume + `'
		ELSE '` + CurrentNoReading + `' END)`
}()
