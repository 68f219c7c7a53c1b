package sim

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"
)

// The record shapes of docs/ingestion.md, per device type: each
// attribute's kind and, for a value with a unit, the units it may carry.
var recordShapes = map[string]struct {
	attrs    map[string]string
	units    map[string][]string
	required []string
}{
	TypeGateway: {attrs: map[string]string{"signalStrength": "number", "batteryVoltage": "number"}},
	TypeIndsens: {
		attrs: map[string]string{
			"milkTemperature": "measure", "batteryTemperature": "measure", "auxiliaryTemperature": "measure",
			"agitatorRunDuration": "measure", "agitatorOffDuration": "measure", "compressorRunDuration": "measure",
			"alternatingCurrent": "measure", "directCurrent": "measure",
			"pumpStatus": "status", "agitatorStatus": "status", "compressorStatus": "status", "pump2RelayStatus": "status",
			"condenserRelayStatus": "status", "inverterRelayStatus": "status", "valveRelayStatus": "status", "alarmRelayStatus": "status",
			"compressorCurrent": "number", "pumpCurrent": "number", "alarmCode": "number",
		},
		units: map[string][]string{"milkTemperature": {"°C"}, "batteryTemperature": {"°C"},
			"agitatorRunDuration": {"s"}, "agitatorOffDuration": {"s"}, "compressorRunDuration": {"s"}},
	},
	TypeVolsens:  {attrs: map[string]string{"volume": "measure"}, units: map[string][]string{"volume": {"L"}}, required: []string{"volume"}},
	TypeFeedsens: {attrs: map[string]string{"states": "states"}, required: []string{"states"}},
	TypePowsens:  {attrs: map[string]string{"numberOfPhases": "number", "totalEnergy": "number", "phase": "phases"}},
}

// checkShape reports the problems of a record of a device type.
func checkShape(typ string, body json.RawMessage, zone *time.Location, want time.Time) []string {
	var problems []string
	bad := func(f string, a ...any) { problems = append(problems, fmt.Sprintf(f, a...)) }
	shape := recordShapes[typ]
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		return []string{"not an object: " + err.Error()}
	}
	var pt string
	if err := json.Unmarshal(m["processTime"], &pt); err != nil {
		bad("processTime missing or not a string")
	} else if at, err := time.Parse(time.RFC3339, pt); err != nil {
		bad("processTime %q: %v", pt, err)
	} else if !at.Equal(want) || pt != want.In(zone).Format(time.RFC3339) {
		bad("processTime %q, want %s in the site's zone", pt, want.In(zone).Format(time.RFC3339))
	}
	delete(m, "processTime")
	for _, r := range shape.required {
		if _, ok := m[r]; !ok {
			bad("%s is required", r)
		}
	}
	measure := func(name string, raw json.RawMessage, units []string) {
		var q map[string]any
		if json.Unmarshal(raw, &q) != nil || len(q) != 2 {
			bad("%s: want {value, unit}, got %s", name, raw)
			return
		}
		if _, ok := q["value"].(float64); !ok {
			bad("%s.value must be a number: %s", name, raw)
		}
		if u, ok := q["unit"].(string); !ok || (units != nil && !contains(units, u)) {
			bad("%s.unit %v, want one of %v", name, q["unit"], units)
		}
	}
	for name, raw := range m {
		switch shape.attrs[name] {
		case "":
			bad("unknown attribute %s", name)
		case "number":
			var f float64
			if json.Unmarshal(raw, &f) != nil {
				bad("%s must be a number: %s", name, raw)
			}
		case "status":
			if s := string(raw); s != `"ON"` && s != `"OFF"` {
				bad("%s must be ON or OFF: %s", name, raw)
			}
		case "measure":
			measure(name, raw, shape.units[name])
		case "states":
			var ss []string
			if json.Unmarshal(raw, &ss) != nil || len(ss) < 1 || len(ss) > 4 {
				bad("states must hold 1 to 4 statuses: %s", raw)
			}
			for _, s := range ss {
				if s != "ON" && s != "OFF" {
					bad("states: %q is not ON or OFF", s)
				}
			}
		case "phases":
			var ps []map[string]json.RawMessage
			if json.Unmarshal(raw, &ps) != nil || len(ps) < 1 || len(ps) > 3 {
				bad("phase must hold 1 to 3 phases: %s", raw)
			}
			for i, p := range ps {
				for _, k := range []string{"current", "volt", "power"} {
					measure(fmt.Sprintf("phase[%d].%s", i, k), p[k], []string{map[string]string{"current": "A", "volt": "V", "power": "W"}[k]})
				}
				var color string
				var energy float64
				if json.Unmarshal(p["phaseColor"], &color) != nil || color == "" || json.Unmarshal(p["energy"], &energy) != nil || len(p) != 5 {
					bad("phase[%d]: want phaseColor, current, volt, power and energy: %v", i, p)
				}
			}
		}
	}
	return problems
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestRecordShapes(t *testing.T) {
	env := DefaultEnvironment
	env.PowerCuts, env.Outages = 4, 1
	w := newWorld(t, Config{Sites: 3, Units: 6, Seed: 21, Env: env, Faults: FaultOptions{Named: []string{PanelTrip, AgitatorMalfunctionAfterChilling}}})
	zones := map[string]*time.Location{}
	types := map[string]string{}
	for _, d := range w.Devices() {
		zones[d.Serial] = w.Sites()[d.Site-1].Zone
		types[d.Serial] = d.Type
	}
	count := map[string]int{}
	for _, d := range append(w.Advance(t0.Add(48*time.Hour-time.Minute)), w.Flush()...) {
		if d.Type != types[d.Serial] {
			t.Fatalf("%s delivers as %s, is %s", d.Serial, d.Type, types[d.Serial])
		}
		for _, r := range d.Records {
			count[d.Serial]++
			if p := checkShape(d.Type, r.Body, zones[d.Serial], r.Time); len(p) > 0 {
				t.Fatalf("%s record %s: %v", d.Serial, r.Body, p)
			}
		}
	}
	for serial := range types {
		if count[serial] != 48*60 {
			t.Errorf("%s sent %d records in two days, want one a minute", serial, count[serial])
		}
	}
}

func TestCheckShapeRefuses(t *testing.T) {
	at := t0.Add(time.Hour)
	pt := at.Format(time.RFC3339)
	cases := []struct{ typ, body string }{
		{TypeVolsens, `{"processTime":"` + pt + `"}`},
		{TypeVolsens, `{"processTime":"` + pt + `","volume":12}`},
		{TypeVolsens, `{"processTime":"` + pt + `","volume":{"value":12,"unit":"kg"}}`},
		{TypeIndsens, `{"processTime":"` + pt + `","compressorStatus":"on"}`},
		{TypeIndsens, `{"processTime":"` + pt + `","fanStatus":"ON"}`},
		{TypeFeedsens, `{"processTime":"` + pt + `","states":["ON","OFF","ON","OFF","ON"]}`},
		{TypeGateway, `{"processTime":"` + at.UTC().Format(time.RFC3339) + `"}`},
	}
	for _, c := range cases {
		if p := checkShape(c.typ, json.RawMessage(c.body), t0.Location(), at); len(p) == 0 {
			t.Errorf("%s %s passes the shape check", c.typ, c.body)
		}
	}
}

// TestLinkDrops: during a link drop the gateway buffers every record and
// sends them late, in order or shuffled; each record arrives exactly once.
func TestLinkDrops(t *testing.T) {
	env := Environment{LinkDrops: 4, MaxLinkDrop: 3 * time.Hour}
	w := newWorld(t, Config{Sites: 2, Units: 3, Seed: 8, Env: env})
	end := t0.Add(3 * 24 * time.Hour)
	var ds []Delivery
	// Stop inside a drop now and then: Flush must still send everything.
	for to := t0.Add(5 * time.Hour); to.Before(end); to = to.Add(7 * time.Hour) {
		ds = append(ds, w.Advance(to)...)
	}
	ds = append(ds, w.Advance(end)...)
	ds = append(ds, w.Flush()...)
	seen := map[string]map[time.Time]int{}
	var late, shuffled int
	last := map[string]time.Time{}
	for i, d := range ds {
		if i > 0 && d.At.Before(ds[i-1].At) {
			t.Fatalf("delivery %d at %s comes after one at %s", i, d.At, ds[i-1].At)
		}
		for _, r := range d.Records {
			if seen[d.Serial] == nil {
				seen[d.Serial] = map[time.Time]int{}
			}
			seen[d.Serial][r.Time.UTC()]++
			if d.Late {
				late++
				if !d.At.After(r.Time) && !d.At.Equal(end) {
					t.Errorf("a late record of %s taken at %s is sent at %s", d.Serial, r.Time, d.At)
				}
			} else if !d.At.Equal(r.Time) {
				t.Errorf("a live record of %s taken at %s is sent at %s", d.Serial, r.Time, d.At)
			}
			if r.Time.Before(last[d.Serial]) {
				shuffled++
			}
			last[d.Serial] = r.Time
		}
	}
	samples := int(end.Sub(t0)/time.Minute) + 1
	for _, dev := range w.Devices() {
		if len(seen[dev.Serial]) != samples {
			t.Errorf("%s: %d sample times, want %d", dev.Serial, len(seen[dev.Serial]), samples)
		}
		for at, n := range seen[dev.Serial] {
			if n != 1 {
				t.Errorf("%s: the record of %s arrived %d times", dev.Serial, at, n)
			}
		}
	}
	if late == 0 || shuffled == 0 {
		t.Errorf("%d late records, %d out of order: want both", late, shuffled)
	}
	t.Logf("%d late records, %d out of order", late, shuffled)
}
