package telemetry

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// The canonical signals of a chilling unit (docs/ingestion.md "Canonical
// signals"), as the engine defines them: telemetry maps device attributes
// onto the engine's names. On/off signals are 1 or 0.
const (
	SignalVolume      = engine.SignalVolume
	SignalTemp        = engine.SignalTemp
	SignalTemp2       = engine.SignalTemp2
	SignalBatteryTemp = engine.SignalBatteryTemp
	SignalGrid        = engine.SignalGrid
	SignalDG          = engine.SignalDG
	SignalCompressor  = engine.SignalCompressor
	SignalAgitator    = engine.SignalAgitator
	SignalPump        = engine.SignalPump
	SignalPump2       = engine.SignalPump2
	SignalCondenser   = engine.SignalCondenser
	SignalPanelAlarm  = engine.SignalPanelAlarm
	SignalEnergy      = engine.SignalEnergy // a power sensor's meter, kWh, cumulative
)

// relays are the loads a controller switches: their relay state keeps the
// signal's name, a feedback input reports under name+engine.FeedbackSuffix
// and a measured current under name+engine.CurrentSuffix, so the engine can tell "switched
// on" from "running".
var relays = map[string]bool{SignalCompressor: true, SignalAgitator: true, SignalPump: true, SignalPump2: true, SignalCondenser: true}

// onOff lists the signals that are on or off.
var onOff = map[string]bool{SignalGrid: true, SignalDG: true, SignalCompressor: true, SignalAgitator: true,
	SignalPump: true, SignalPump2: true, SignalCondenser: true, SignalPanelAlarm: true}

// Thresholds that turn a measured level into on/off: a supply of more than
// MinVolts is present, a load drawing more than MinAmps runs.
const (
	MinVolts = 100.0
	MinAmps  = 0.5
	// MilkDensity turns a weight in kg into litres.
	MilkDensity = 1.03
)

// Mapping sends one device attribute to one signal.
type Mapping struct {
	DeviceAttribute      string `json:"deviceAttribute"`
	ApplicationAttribute string `json:"applicationAttribute"`
	Unit                 string `json:"unit"`
}

// DefaultMappings is the l0Config a device of each type gets when it has
// none.
var DefaultMappings = map[string][]Mapping{
	"indsens": {
		{"milkTemperature", SignalTemp, "°C"}, {"batteryTemperature", SignalBatteryTemp, "°C"},
		{"auxiliaryTemperature", SignalTemp2, "°C"}, {"compressorStatus", SignalCompressor, "ON/OFF"},
		{"agitatorStatus", SignalAgitator, "ON/OFF"}, {"pumpStatus", SignalPump, "ON/OFF"},
		{"pump2RelayStatus", SignalPump2, "ON/OFF"}, {"condenserRelayStatus", SignalCondenser, "ON/OFF"},
		{"alarmRelayStatus", SignalPanelAlarm, "ON/OFF"}, {"compressorCurrent", SignalCompressor, "A"},
		{"pumpCurrent", SignalPump, "A"},
	},
	"weighsens": {{"weight", SignalVolume, "kg"}},
	"volsens":   {{"volume", SignalVolume, "L"}},
	"tempsens":  {{"Temperature #1", SignalTemp, "°C"}, {"Temperature #2", SignalTemp2, "°C"}},
	"powsens":   {{"volt", SignalGrid, "V"}, {"totalEnergy", SignalEnergy, "kWh"}},
	"feedsens": {{"Feedback #1", SignalGrid, "ON/OFF"}, {"Feedback #2", SignalDG, "ON/OFF"},
		{"Feedback #3", SignalCompressor, "ON/OFF"}, {"Feedback #4", SignalAgitator, "ON/OFF"}},
	"contrak_v1": {{"VOLUME", SignalVolume, "L"}, {"TEMP", SignalTemp, "°C"}, {"TEMP2", SignalTemp2, "°C"},
		{"GRID", SignalGrid, "ON/OFF"}, {"DG", SignalDG, "ON/OFF"}, {"COMPFBIBT", SignalCompressor, "ON/OFF"},
		{"AGZFB", SignalAgitator, "ON/OFF"}, {"MILKPUMPIBT", SignalPump, "ON/OFF"}},
}

func init() { DefaultMappings["indsensabc"] = DefaultMappings["indsens"] }

// Sample is one value of one signal at a reading's processTime.
type Sample struct {
	Signal string
	Value  float64
}

// Samples maps a reading of a device type through its l0Config (or the
// type's default) to signal values. Levels on an on/off signal become 1 or 0.
func Samples(deviceType string, l0 []Mapping, r Reading) []Sample {
	typ := strings.ToLower(deviceType)
	if len(l0) == 0 {
		l0 = DefaultMappings[typ]
	}
	values := attributeValues(typ, r)
	var out []Sample
	for _, m := range l0 {
		v, ok := values[m.DeviceAttribute]
		if !ok || m.ApplicationAttribute == "" {
			continue
		}
		signal := m.ApplicationAttribute
		switch {
		case relays[signal] && (m.Unit == "A" || strings.HasSuffix(m.DeviceAttribute, "Current")):
			out = append(out, Sample{Signal: signal + engine.CurrentSuffix, Value: v})
			continue
		case relays[signal] && typ == "feedsens":
			signal += engine.FeedbackSuffix
		}
		switch {
		case onOff[m.ApplicationAttribute] && (m.Unit == "V" || m.DeviceAttribute == "volt"):
			v = bit(v > MinVolts)
		case onOff[m.ApplicationAttribute] && (m.Unit == "A" || strings.HasSuffix(m.DeviceAttribute, "Current")):
			v = bit(v > MinAmps)
		case onOff[m.ApplicationAttribute]:
			v = bit(v != 0)
		case m.ApplicationAttribute == SignalVolume && (m.Unit == "kg" || m.DeviceAttribute == "weight"):
			v /= MilkDensity
		}
		out = append(out, Sample{Signal: signal, Value: v})
	}
	return out
}

func bit(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// attributeValues reads a reading's numeric values by device attribute
// name, as l0Config names them.
func attributeValues(typ string, r Reading) map[string]float64 {
	out := map[string]float64{}
	switch typ {
	case "tempsens":
		var t struct {
			Values []float64 `json:"values"`
		}
		_ = json.Unmarshal(r.Attrs["temperature"], &t)
		for i, v := range t.Values {
			out[fmt.Sprintf("Temperature #%d", i+1)] = v
		}
	case "feedsens":
		var ss []string
		_ = json.Unmarshal(r.Attrs["states"], &ss)
		for i, s := range ss {
			out[fmt.Sprintf("Feedback #%d", i+1)] = bit(s == "ON")
		}
	case "powsens":
		var ps []struct {
			Current measure  `json:"current"`
			Volt    measure  `json:"volt"`
			Power   measure  `json:"power"`
			Energy  *float64 `json:"energy"`
		}
		_ = json.Unmarshal(r.Attrs["phase"], &ps)
		for _, p := range ps {
			out["volt"] = max(out["volt"], deref(p.Volt.Value))
			out["current"] += deref(p.Current.Value)
			out["power"] += deref(p.Power.Value)
			out["energy"] += deref(p.Energy)
		}
		for _, k := range []string{"numberOfPhases", "totalEnergy"} {
			if v, ok := anyNumber(r.Attrs[k]); ok {
				out[k] = v
			}
		}
	case "contrak_v1":
		if v, ok := anyNumber(r.Attrs["value"]); ok && r.EventName != "" {
			out[r.EventName] = v
		}
	default:
		for k, raw := range r.Attrs {
			if v, ok := anyNumber(raw); ok {
				out[k] = v
			}
		}
	}
	return out
}

func deref(p *float64) float64 {
	if p == nil {
		return 0
	}
	return *p
}

// anyNumber reads a number, a measure's value or a status (ON is 1).
func anyNumber(raw []byte) (float64, bool) {
	if f, ok := number(raw); ok {
		return f, true
	}
	if f, ok := measureValue(raw); ok {
		return f, true
	}
	return status(raw)
}
