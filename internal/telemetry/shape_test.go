package telemetry

import (
	"encoding/json"
	"testing"
	"time"
)

var now = time.Date(2026, 11, 21, 6, 0, 0, 0, time.UTC)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, deviceType, record string
		problems                 map[string]string // field → code
	}{
		{"an industrial sensor", "indsens", `{"processTime":"2026-11-21T11:15:00+05:30","milkTemperature":{"value":6.8,"unit":"°C"},"compressorStatus":"ON","compressorCurrent":7.9}`, nil},
		{"a volume sensor needs its volume", "volsens", `{"processTime":"2026-11-21T05:00:00Z"}`, map[string]string{"volume": "telemetry.attribute.required"}},
		{"an unknown attribute", "volsens", `{"processTime":"2026-11-21T05:00:00Z","volume":{"value":1},"colour":"red"}`, map[string]string{"colour": "telemetry.attribute.unknown"}},
		{"a status that is neither ON nor OFF", "indsens", `{"processTime":"2026-11-21T05:00:00Z","agitatorStatus":"MAYBE"}`, map[string]string{"agitatorStatus": "telemetry.status"}},
		{"a null is not a number", "indsens", `{"processTime":"2026-11-21T05:00:00Z","compressorCurrent":null,"milkTemperature":{"value":null}}`, map[string]string{"compressorCurrent": "telemetry.number", "milkTemperature.value": "telemetry.number"}},
		{"a measure's names, case aside", "volsens", `{"processTime":"2026-11-21T05:45:00Z","volume":{"Value":1,"UNIT":"L"}}`, nil},
		{"a measure without a number", "indsens", `{"processTime":"2026-11-21T05:00:00Z","milkTemperature":{"value":"hot"}}`, map[string]string{"milkTemperature.value": "telemetry.number"}},
		{"no processTime", "volsens", `{"volume":{"value":1}}`, map[string]string{"processTime": "telemetry.processTime.required"}},
		{"a processTime without a zone", "volsens", `{"processTime":"2026-11-21T05:00:00","volume":{"value":1}}`, map[string]string{"processTime": "telemetry.processTime.format"}},
		{"a processTime in the future", "volsens", `{"processTime":"2026-11-21T07:00:00Z","volume":{"value":1}}`, map[string]string{"processTime": "telemetry.processTime.future"}},
		{"an unknown CONTRAK event", "CONTRAK_V1", `{"processTime":"2026-11-21T05:00:00Z","eventName":"SPIN","value":1}`, map[string]string{"eventName": "telemetry.eventName"}},
		{"a CONTRAK event without a value", "CONTRAK_V1", `{"processTime":"2026-11-21T05:00:00Z","eventName":"TEMP"}`, map[string]string{"value": "telemetry.attribute.required"}},
		{"feedback states", "feedsens", `{"processTime":"2026-11-21T05:00:00Z","states":["ON","OFF","X"]}`, map[string]string{"states[2]": "telemetry.status"}},
		{"a power phase without volts", "powsens", `{"processTime":"2026-11-21T05:00:00Z","phase":[{"phaseColor":"R"}]}`, map[string]string{"phase[0].volt.value": "telemetry.number"}},
		{"not an object", "volsens", `[1,2]`, map[string]string{"body": "telemetry.notObject"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, errs := Parse(tc.deviceType, json.RawMessage(tc.record), "", now)
			got := map[string]string{}
			for _, e := range errs {
				got[e.Field] = e.Code
			}
			if len(got) != len(tc.problems) {
				t.Fatalf("problems = %v, want %v", got, tc.problems)
			}
			for f, code := range tc.problems {
				if got[f] != code {
					t.Errorf("%s: %q, want %q", f, got[f], code)
				}
			}
			if len(tc.problems) == 0 && (r.Digest == "" || !r.ProcessTime.Equal(time.Date(2026, 11, 21, 5, 45, 0, 0, time.UTC))) {
				t.Errorf("reading = %+v", r)
			}
		})
	}
}

func TestTheSameRecordHasTheSameDigest(t *testing.T) {
	a, _ := Parse("volsens", json.RawMessage(`{"processTime":"2026-11-21T05:00:00Z","volume":{"value":1480,"unit":"L"}}`), "", now)
	b, _ := Parse("volsens", json.RawMessage(`{ "volume": {"unit": "L", "value": 1480}, "processTime": "2026-11-21T10:30:00+05:30" }`), "", now)
	c, _ := Parse("volsens", json.RawMessage(`{"processTime":"2026-11-21T05:00:00Z","volume":{"value":1481,"unit":"L"}}`), "", now)
	if a.Digest != b.Digest || !a.ProcessTime.Equal(b.ProcessTime) {
		t.Errorf("the same record written differently: %s vs %s", a.Digest, b.Digest)
	}
	if a.Digest == c.Digest {
		t.Error("two different records share a digest")
	}
}

func TestSamples(t *testing.T) {
	parse := func(typ, rec string) Reading {
		r, errs := Parse(typ, json.RawMessage(rec), "", now)
		if errs != nil {
			t.Fatalf("%s: %v", typ, errs)
		}
		return r
	}
	for _, tc := range []struct {
		name, typ, record string
		l0                []Mapping
		want              map[string]float64
	}{
		{"indsens by default", "indsens", `{"processTime":"2026-11-21T05:00:00Z","milkTemperature":{"value":6.5},"compressorStatus":"ON","agitatorStatus":"OFF","batteryTemperature":{"value":25}}`, nil,
			map[string]float64{SignalTemp: 6.5, SignalCompressor: 1, SignalAgitator: 0, SignalBatteryTemp: 25}},
		{"a weigh sensor gives litres", "weighsens", `{"processTime":"2026-11-21T05:00:00Z","weight":{"value":1030,"unit":"kg"}}`, nil,
			map[string]float64{SignalVolume: 1000}},
		{"power phases give grid on", "powsens", `{"processTime":"2026-11-21T05:00:00Z","phase":[{"volt":{"value":231}},{"volt":{"value":0}}]}`, nil,
			map[string]float64{SignalGrid: 1}},
		{"the energy meter", "powsens", `{"processTime":"2026-11-21T05:00:00Z","totalEnergy":4521.75,"phase":[{"volt":{"value":231}}]}`, nil,
			map[string]float64{SignalGrid: 1, SignalEnergy: 4521.75}},
		{"no volts, no grid", "powsens", `{"processTime":"2026-11-21T05:00:00Z","phase":[{"volt":{"value":12}}]}`, nil,
			map[string]float64{SignalGrid: 0}},
		{"an l0Config picks the probe", "tempsens", `{"processTime":"2026-11-21T05:00:00Z","temperature":{"values":[30,4.0]}}`,
			[]Mapping{{"Temperature #2", SignalTemp, "°C"}}, map[string]float64{SignalTemp: 4.0}},
		{"a relay and its current are two signals", "indsens", `{"processTime":"2026-11-21T05:00:00Z","compressorStatus":"ON","compressorCurrent":0.1,"pumpCurrent":3.5}`, nil,
			map[string]float64{SignalCompressor: 1, "compressorCurrent": 0.1, "chillingPumpCurrent": 3.5}},
		{"feedback states: supplies, then the loads' feedback", "feedsens", `{"processTime":"2026-11-21T05:00:00Z","states":["OFF","ON","OFF","ON"]}`, nil,
			map[string]float64{SignalGrid: 0, SignalDG: 1, "compressorFeedback": 0, "agitatorFeedback": 1}},
		{"a CONTRAK event", "CONTRAK_V1", `{"processTime":"2026-11-21T05:00:00Z","eventName":"VOLUME","value":1200,"unit":"L"}`, nil,
			map[string]float64{SignalVolume: 1200}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := map[string]float64{}
			for _, s := range Samples(tc.typ, tc.l0, parse(tc.typ, tc.record)) {
				got[s.Signal] = s.Value
			}
			if len(got) != len(tc.want) {
				t.Fatalf("samples = %v, want %v", got, tc.want)
			}
			for k, v := range tc.want {
				if got[k] != v {
					t.Errorf("%s = %v, want %v", k, got[k], v)
				}
			}
		})
	}
}
