package telemetry

import (
	"bytes"
	"encoding/json"
	"testing"
)

// canonicalByDecoding is how canonical was first written, and what every
// stored digest depends on: each attribute decoded with UseNumber, the
// whole marshalled by encoding/json (maps with sorted keys).
func canonicalByDecoding(attrs map[string]json.RawMessage) []byte {
	tree := make(map[string]any, len(attrs))
	for k, raw := range attrs {
		d := json.NewDecoder(bytes.NewReader(raw))
		d.UseNumber()
		var v any
		_ = d.Decode(&v)
		tree[k] = v
	}
	b, _ := json.Marshal(tree)
	return b
}

var canonicalSeeds = []string{
	`{"milkTemperature":{"value":6.8,"unit":"°C"},"compressorStatus":"ON","compressorCurrent":7.90}`,
	`{ "b" : [ 1 , {"z":null,"a":true} , "x" ] , "a" : -0.0e+5 }`,
	`{"s":"<a&b>","t":"tab\there","u":"\u00e9\u2028","v":"\ud800","w":"a\"b\\c","k\u0041":1}`,
	`{"d":1,"d":{"y":2,"x":[]},"e":{},"f":"` + "\u2029" + `"}`,
	`{"phase":[{"phaseColor":"R","volt":{"value":230,"unit":"V"}},{"phaseColor":"Y","volt":{"unit":"V","value":231.5}}]}`,
}

// TestCanonicalIsUnchanged: the records of the seeds give the bytes the
// first canonical gave.
func TestCanonicalIsUnchanged(t *testing.T) {
	for _, s := range canonicalSeeds {
		var attrs map[string]json.RawMessage
		if err := json.Unmarshal([]byte(s), &attrs); err != nil {
			t.Fatal(s, err)
		}
		if got, want := canonical(attrs), canonicalByDecoding(attrs); !bytes.Equal(got, want) {
			t.Errorf("canonical(%s)\n = %s\nwant %s", s, got, want)
		}
	}
}

// FuzzCanonical: for any JSON object, canonical writes what decoding and
// marshalling writes, so that no digest stored before changes.
func FuzzCanonical(f *testing.F) {
	for _, s := range canonicalSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var attrs map[string]json.RawMessage
		if json.Unmarshal(data, &attrs) != nil || attrs == nil {
			return
		}
		if got, want := canonical(attrs), canonicalByDecoding(attrs); !bytes.Equal(got, want) {
			t.Errorf("canonical(%q)\n = %s\nwant %s", data, got, want)
		}
	})
}
