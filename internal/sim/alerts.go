package sim

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The critical alerts of ENGINE.md §5, by the names the engine uses.
const (
	CompressorMalfunction            = "compressor_malfunction"
	AgitatorMalfunction              = "agitator_malfunction"
	ChillingPumpMalfunction          = "chilling_pump_malfunction"
	CondenserMalfunction             = "condenser_malfunction"
	Pump2Malfunction                 = "pump2_malfunction"
	GridOff                          = "grid_off"
	MilkUndercooled                  = "milk_undercooled"
	MilkLiftedUndercooled            = "milk_lifted_undercooled"
	AgitatorMalfunctionAfterChilling = "agitator_malfunction_after_chilling"
	MilkOverchilled                  = "milk_overchilled"
	CIPNotDone                       = "cip_not_done"
	PanelTrip                        = "panel_trip"
	TSSTempAlert                     = "tss_temp_alert"
)

// Alerts lists every alert the simulator can inject, in ENGINE.md §5 order.
var Alerts = []string{
	CompressorMalfunction, AgitatorMalfunction, ChillingPumpMalfunction, CondenserMalfunction, Pump2Malfunction,
	GridOff, MilkUndercooled, MilkLiftedUndercooled, AgitatorMalfunctionAfterChilling, MilkOverchilled,
	CIPNotDone, PanelTrip, TSSTempAlert,
}

// Thresholds of ENGINE.md §5 (the defaults of the engine's rule catalogue).
const (
	UnderChilled = 4.1 // °C: milk above it is not chilled
	OverChilled  = 3.0 // °C: milk below it is over-chilled
	MinVolume    = 100 // L: most alerts apply only above it
	Confirmation = 5 * time.Minute
)

// stages gives, per alert, the time of each stage measured from the start
// of its condition (ENGINE.md §5 read as written in docs/simulator.md):
// a staged alert's stage 1 comes at the 5-minute confirmation and its
// stages 2 and 3 at the table's two thresholds; grid_off's first stage is
// the info event at the start; milk_undercooled's stages are its windows;
// tss_temp_alert has stage 1 at the check and stage 2 30 minutes later;
// single alerts have one stage when their condition is seen.
var stages = map[string][]time.Duration{
	CompressorMalfunction:            {Confirmation, 10 * time.Minute, 30 * time.Minute},
	AgitatorMalfunction:              {Confirmation, 20 * time.Minute, 30 * time.Minute},
	ChillingPumpMalfunction:          {Confirmation, 30 * time.Minute, 60 * time.Minute},
	CondenserMalfunction:             {Confirmation, 30 * time.Minute, 60 * time.Minute},
	Pump2Malfunction:                 {Confirmation, 30 * time.Minute, 60 * time.Minute},
	GridOff:                          {0, 15 * time.Minute, 30 * time.Minute},
	MilkUndercooled:                  {15 * time.Minute, 20 * time.Minute, 40 * time.Minute},
	MilkLiftedUndercooled:            {0},
	AgitatorMalfunctionAfterChilling: {0},
	MilkOverchilled:                  {0},
	CIPNotDone:                       {0},
	PanelTrip:                        {Confirmation, 30 * time.Minute},
	TSSTempAlert:                     {0, 30 * time.Minute},
}

// Stages answers the time of each stage of an alert from its condition's
// start (nil for an unknown alert).
func Stages(alert string) []time.Duration { return slices.Clone(stages[alert]) }

// variants lists the ways each fault can show; the first is the default
// of nothing but the seed choosing.
var variants = map[string][]string{
	CompressorMalfunction:   {"relay_off", "no_current"},
	AgitatorMalfunction:     {"relay_off", "no_feedback"},
	ChillingPumpMalfunction: {"no_current"},
	CondenserMalfunction:    {"no_feedback"},
	Pump2Malfunction:        {"no_feedback"},
	GridOff:                 {"power_off", "dg"},
	PanelTrip:               {"alarm", "trip"},
	TSSTempAlert:            {"morning", "afternoon"},
}

// Variants answers the variants of a fault; an alert without any has one
// unnamed way.
func Variants(alert string) []string { return slices.Clone(variants[alert]) }

// parseFaultName reads "alert" or "alert:variant".
func parseFaultName(s string) (alert, variant string, err error) {
	alert, variant, _ = strings.Cut(strings.TrimSpace(s), ":")
	if !slices.Contains(Alerts, alert) {
		return "", "", fmt.Errorf("%w: unknown fault %q (want one of %s, or random)", ErrConfig, alert, strings.Join(Alerts, ", "))
	}
	if variant != "" && !slices.Contains(variants[alert], variant) {
		return "", "", fmt.Errorf("%w: %s has no variant %q (variants: %s)", ErrConfig, alert, variant, strings.Join(variants[alert], ", "))
	}
	return alert, variant, nil
}
