package telemetry

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"
)

// The tokenizer's readings of a value (scan.go) against encoding/json's,
// which Parse and Samples used before and whose answers they keep.

func attributesByDecoding(raw []byte) (map[string]json.RawMessage, bool) {
	var m map[string]json.RawMessage
	return m, json.Unmarshal(raw, &m) == nil && m != nil
}

func elementsByDecoding(raw []byte) ([]json.RawMessage, bool) {
	var items []json.RawMessage
	return items, json.Unmarshal(raw, &items) == nil
}

func measureByDecoding(raw []byte) (float64, bool) {
	var m measure
	if json.Unmarshal(raw, &m) != nil || m.Value == nil {
		return 0, false
	}
	return *m.Value, true
}

func textByDecoding(raw []byte) (string, bool) {
	var s string
	return s, len(raw) > 0 && raw[0] == '"' && json.Unmarshal(raw, &s) == nil
}

// numberByDecoding: encoding/json reads null into a float64 as 0, with no
// error; a null is not a number, and Parse now refuses it.
func numberByDecoding(raw []byte) (float64, bool) {
	var f float64
	return f, string(raw) != "null" && json.Unmarshal(raw, &f) == nil
}

func statusByDecoding(raw []byte) (float64, bool) {
	var s string
	if json.Unmarshal(raw, &s) != nil || (s != "ON" && s != "OFF") {
		return 0, false
	}
	return bit(s == "ON"), true
}

var scanSeeds = []string{
	`{"processTime":"2026-11-21T05:00:00Z","volume":{"value":1480,"unit":"L"}}`,
	` { "a" : 1 , "a" : [ 2 , {"x": null} ] } `,
	`{"value":6.8,"unit":"°C","extra":[1,{"y":2}]}`,
	`{"VALUE":1,"Unit":"L"}`, `{"value":null}`, `{"value":"7"}`, `{"value":1,"unit":5}`, `{"value":1,"value":null}`,
	`{"v\u0061lue":2}`, `"ON"`, `"O\u004e"`, `"OFF "`, `null`, `-0.0e+5`, `1e400`, `[1,"a",{"b":[]}]`, `[] x`, `{"a":1}}`,
	"\"\xb0\"", `[]`, `{}`, `"\ud800"`,
}

// FuzzScan: for any JSON text, the tokenizer splits objects and arrays,
// and reads texts, numbers, measures and statuses, as encoding/json does.
func FuzzScan(f *testing.F) {
	for _, s := range scanSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, ok := attributes(data)
		want, wantOK := attributesByDecoding(data)
		if ok != wantOK || (ok && len(got) != len(want)) {
			t.Fatalf("attributes(%q) = %q %v, want %q %v", data, got, ok, want, wantOK)
		}
		for k, v := range want {
			if !bytes.Equal(got[k], v) {
				t.Fatalf("attributes(%q)[%q] = %q, want %q", data, k, got[k], v)
			}
		}
		items, ok := elements(data)
		wantItems, wantOK := elementsByDecoding(data)
		if ok != wantOK || ok && !slices.EqualFunc(items, wantItems, func(a []byte, b json.RawMessage) bool { return bytes.Equal(a, b) }) {
			t.Fatalf("elements(%q) = %q %v, want %q %v", data, items, ok, wantItems, wantOK)
		}
		// The readings of one value are given a valid value, trimmed, as
		// the tokenizer gives them.
		v := bytes.TrimSpace(data)
		if !json.Valid(v) {
			return
		}
		for name, read := range map[string][2]func([]byte) (float64, bool){
			"number":       {number, numberByDecoding},
			"measureValue": {measureValue, measureByDecoding},
			"status":       {status, statusByDecoding},
		} {
			got, ok := read[0](v)
			want, wantOK := read[1](v)
			if ok != wantOK || (ok && got != want) {
				t.Errorf("%s(%q) = %v %v, want %v %v", name, v, got, ok, want, wantOK)
			}
		}
		if s, ok := text(v); func() bool { w, wok := textByDecoding(v); return ok != wok || (ok && s != w) }() {
			t.Errorf("text(%q) = %q %v", v, s, ok)
		}
	})
}
