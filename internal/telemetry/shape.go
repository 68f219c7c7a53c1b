// Package telemetry owns device readings: the shape of each device type's
// raw record, their idempotent storage (a record delivered twice is stored
// once), and their mapping, through each device's l0Config, to the chilling
// units' canonical samples that the engine reads.
package telemetry

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// kind is the shape of one attribute.
type kind int

const (
	kMeasure kind = iota // {"value": number, "unit": string}
	kStatus              // "ON" | "OFF"
	kNumber              // a bare number
	kTemps               // {"values": [number × 1..4]}
	kStates              // ["ON"|"OFF" × 1..4]
	kPhases              // [{phaseColor, current, volt, power, energy} × 1..3]
	kEvent               // a CONTRAK_V1 event name
	kText                // a short string
)

var industrial = map[string]kind{
	"milkTemperature": kMeasure, "batteryTemperature": kMeasure, "auxiliaryTemperature": kMeasure,
	"agitatorRunDuration": kMeasure, "agitatorOffDuration": kMeasure, "compressorRunDuration": kMeasure,
	"alternatingCurrent": kMeasure, "directCurrent": kMeasure,
	"pumpStatus": kStatus, "agitatorStatus": kStatus, "compressorStatus": kStatus, "pump2RelayStatus": kStatus,
	"condenserRelayStatus": kStatus, "inverterRelayStatus": kStatus, "valveRelayStatus": kStatus, "alarmRelayStatus": kStatus,
	"compressorCurrent": kNumber, "pumpCurrent": kNumber, "alarmCode": kNumber,
}

// shapes lists, per device type (lower case), its attributes and the one
// a record cannot do without ("" when none is).
var shapes = map[string]struct {
	attrs    map[string]kind
	required []string
}{
	"l3":         {map[string]kind{"signalStrength": kNumber, "batteryVoltage": kNumber}, nil},
	"indsens":    {industrial, nil},
	"indsensabc": {industrial, nil},
	"weighsens":  {map[string]kind{"weight": kMeasure}, []string{"weight"}},
	"volsens":    {map[string]kind{"volume": kMeasure}, []string{"volume"}},
	"tempsens":   {map[string]kind{"temperature": kTemps}, []string{"temperature"}},
	"powsens":    {map[string]kind{"numberOfPhases": kNumber, "totalEnergy": kNumber, "phase": kPhases}, nil},
	"feedsens":   {map[string]kind{"states": kStates}, []string{"states"}},
	"contrak_v1": {map[string]kind{"eventName": kEvent, "value": kNumber, "unit": kText}, []string{"eventName", "value"}},
}

// ContrakEvents are the CONTRAK_V1 event names.
var ContrakEvents = []string{"VOLUME", "TEMP", "TEMP2", "GRID", "DG", "COMPFBIBT", "AGZFB", "MILKPUMPIBT"}

// Reading is one checked raw record of a device.
type Reading struct {
	ProcessTime time.Time
	EventName   string                     // CONTRAK_V1 only
	Attrs       map[string]json.RawMessage // without processTime
	Payload     []byte                     // the attributes as canonical JSON (sorted keys)
	Digest      string                     // identifies the content, with the device and processTime
}

// MaxFuture is how far ahead of the server's clock a processTime may be.
const MaxFuture = 10 * time.Minute

// Parse checks one raw record of a device type against its shape. field
// prefixes the names of the problems ("[3]."). now bounds processTime.
func Parse(deviceType string, raw json.RawMessage, field string, now time.Time) (Reading, []apperr.FieldError) {
	var errs []apperr.FieldError
	bad := func(f, code string, args ...map[string]any) {
		name := strings.TrimSuffix(field+f, ".")
		if name == "" {
			name = "body"
		}
		fe := apperr.FieldError{Field: name, Code: code}
		if len(args) > 0 {
			fe.Args = args[0]
		}
		errs = append(errs, fe)
	}
	shape, ok := shapes[strings.ToLower(deviceType)]
	if !ok {
		bad("deviceType", "telemetry.deviceType")
		return Reading{}, errs
	}
	attrs, ok := attributes(raw)
	if !ok {
		bad("", "telemetry.notObject")
		return Reading{}, errs
	}
	r := Reading{Attrs: attrs}
	if pt, ok := attrs["processTime"]; !ok {
		bad("processTime", "telemetry.processTime.required")
	} else {
		s, isText := text(pt)
		t, err := time.Parse(time.RFC3339Nano, s)
		switch {
		case !isText || err != nil:
			bad("processTime", "telemetry.processTime.format")
		case t.After(now.Add(MaxFuture)):
			bad("processTime", "telemetry.processTime.future")
		case t.Year() < 2000:
			bad("processTime", "telemetry.processTime.past")
		default:
			r.ProcessTime = t.UTC()
		}
		delete(attrs, "processTime")
	}
	for _, req := range shape.required {
		if _, ok := attrs[req]; !ok {
			bad(req, "telemetry.attribute.required")
		}
	}
	names := make([]string, 0, len(attrs))
	for name := range attrs {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		k, known := shape.attrs[name]
		if !known {
			bad(name, "telemetry.attribute.unknown")
			continue
		}
		if f, code := check(k, attrs[name]); code != "" {
			bad(name+f, code)
		}
	}
	if len(errs) > 0 {
		return Reading{}, errs
	}
	if ev, ok := attrs["eventName"]; ok {
		r.EventName, _ = text(ev)
	}
	r.Payload = canonical(attrs)
	sum := sha256.Sum256(r.Payload)
	r.Digest = hex.EncodeToString(sum[:12])
	return r, nil
}

// canonical writes the attributes as compact JSON with sorted keys at every
// depth and numbers as written, so the same record always has the same
// digest however its sender ordered or spaced it. Its bytes are those of
// encoding/json marshalling the attributes decoded with UseNumber (the
// digests stored before depend on it; FuzzCanonical holds it), written
// without decoding what needs none: numbers, literals and plain strings.
func canonical(attrs map[string]json.RawMessage) []byte {
	var b bytes.Buffer
	writeObject(&b, attrs)
	return b.Bytes()
}

func writeObject(b *bytes.Buffer, m map[string]json.RawMessage) {
	b.WriteByte('{')
	for i, k := range slices.Sorted(maps.Keys(m)) {
		if i > 0 {
			b.WriteByte(',')
		}
		writeString(b, k)
		b.WriteByte(':')
		writeValue(b, m[k])
	}
	b.WriteByte('}')
}

// writeMembers writes an object with its names sorted, the last member
// of a name given twice standing for it (as in a decoded map).
func writeMembers(b *bytes.Buffer, raw []byte) {
	ms, _ := members(raw)
	slices.SortStableFunc(ms, func(x, y member) int { return strings.Compare(x.name, y.name) })
	b.WriteByte('{')
	first := true
	for i, m := range ms {
		if i+1 < len(ms) && ms[i+1].name == m.name {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		writeString(b, m.name)
		b.WriteByte(':')
		writeValue(b, m.value)
	}
	b.WriteByte('}')
}

// writeValue writes one valid JSON value canonically.
func writeValue(b *bytes.Buffer, raw json.RawMessage) {
	raw = bytes.TrimSpace(raw)
	switch raw[0] {
	case '{':
		writeMembers(b, raw)
	case '[':
		items, _ := elements(raw)
		b.WriteByte('[')
		for i, it := range items {
			if i > 0 {
				b.WriteByte(',')
			}
			writeValue(b, it)
		}
		b.WriteByte(']')
	case '"':
		if plain(raw[1 : len(raw)-1]) {
			b.Write(raw)
			return
		}
		s, _ := text(raw)
		writeString(b, s)
	default: // a number as written, true, false or null
		b.Write(raw)
	}
}

// writeString writes s as encoding/json does (HTML characters escaped).
func writeString(b *bytes.Buffer, s string) {
	if plain([]byte(s)) {
		b.WriteByte('"')
		b.WriteString(s)
		b.WriteByte('"')
		return
	}
	q, _ := json.Marshal(s)
	b.Write(q)
}

// plain tells a string that encoding/json writes as it is: valid UTF-8
// with no quote, backslash, control or HTML character, nor U+2028/U+2029.
func plain(s []byte) bool {
	for _, c := range s {
		if c < 0x20 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return utf8.Valid(s) && !bytes.Contains(s, lineSep) && !bytes.Contains(s, paraSep)
}

var lineSep, paraSep = []byte("\u2028"), []byte("\u2029")

type measure struct {
	Value *float64 `json:"value"`
	Unit  *string  `json:"unit"`
}

// check answers the sub-field and the problem code of a value, or "" codes.
func check(k kind, raw json.RawMessage) (string, string) {
	switch k {
	case kMeasure:
		if _, ok := measureValue(raw); !ok {
			return ".value", "telemetry.number"
		}
	case kStatus:
		if _, ok := status(raw); !ok {
			return "", "telemetry.status"
		}
	case kNumber:
		if _, ok := number(raw); !ok {
			return "", "telemetry.number"
		}
	case kTemps:
		var t struct {
			Values []float64 `json:"values"`
		}
		if json.Unmarshal(raw, &t) != nil || len(t.Values) == 0 || len(t.Values) > 4 {
			return ".values", "telemetry.values"
		}
	case kStates:
		var ss []string
		if json.Unmarshal(raw, &ss) != nil || len(ss) == 0 || len(ss) > 4 {
			return "", "telemetry.states"
		}
		for i, s := range ss {
			if s != "ON" && s != "OFF" {
				return fmt.Sprintf("[%d]", i), "telemetry.status"
			}
		}
	case kPhases:
		var ps []struct {
			PhaseColor string  `json:"phaseColor"`
			Current    measure `json:"current"`
			Volt       measure `json:"volt"`
			Power      measure `json:"power"`
		}
		if json.Unmarshal(raw, &ps) != nil || len(ps) == 0 || len(ps) > 3 {
			return "", "telemetry.phases"
		}
		for i, p := range ps {
			if p.Volt.Value == nil {
				return fmt.Sprintf("[%d].volt.value", i), "telemetry.number"
			}
		}
	case kEvent:
		var s string
		if json.Unmarshal(raw, &s) != nil || !contains(ContrakEvents, s) {
			return "", "telemetry.eventName"
		}
	case kText:
		var s string
		if json.Unmarshal(raw, &s) != nil || len(s) > 16 {
			return "", "telemetry.text"
		}
	}
	return "", ""
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
