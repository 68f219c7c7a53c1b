package block

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
)

// day is a day of one-minute readings of a volume sensor, as the write
// path stores them: the volume wanders, and each reading takes its own
// time (0.2–3 s) to reach the server.
func day(n int) []Reading {
	rnd := rand.New(rand.NewPCG(1, 2))
	start := int64(1_700_000_000_000)
	rs := make([]Reading, n)
	volume := 1500.0
	for i := range rs {
		volume = max(0, volume+rnd.NormFloat64()*20)
		p := fmt.Appendf(nil, `{"volume":{"unit":"L","value":%.1f}}`, volume)
		at := start + int64(i)*60_000 + rnd.Int64N(1000)
		rs[i] = Reading{At: at, Received: at + 200 + rnd.Int64N(2800), Payload: p, Digest: DigestOf(p)}
	}
	return rs
}

func TestReadingsRoundTrip(t *testing.T) {
	contrak := []Reading{
		{At: 10, Received: 20, Event: "GRID", Payload: []byte(`{"eventName":"GRID","value":1}`)},
		{At: 10, Received: 25, Event: "VOLUME", Payload: []byte(`{"eventName":"VOLUME","value":1520.5}`)},
		{At: 70, Received: 30, Event: "GRID", Payload: []byte(`{"eventName":"GRID","value":0}`)},
	}
	for i := range contrak {
		contrak[i].Digest = DigestOf(contrak[i].Payload)
	}
	// Digests stored before they were derived from the payload alone are kept as they are.
	foreign := []Reading{{At: 5, Received: 5, Payload: []byte(`{}`), Digest: []byte{1, 2, 3, 4, 5, 6, 7, 8}}}
	for _, tc := range []struct {
		name string
		rs   []Reading
	}{
		{"none", []Reading{}},
		{"a day of one-minute readings", day(1440)},
		{"several event names at one time", contrak},
		{"a digest that is not the payload's", foreign},
		{"received before its time", []Reading{{At: 1e12, Received: 1e12 - 5000, Payload: []byte(`{"a":1}`), Digest: DigestOf([]byte(`{"a":1}`))}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DecodeReadings(EncodeReadings(tc.rs))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tc.rs) {
				t.Fatalf("%d readings back, want %d", len(got), len(tc.rs))
			}
			for i := range got {
				if !reflect.DeepEqual(got[i], tc.rs[i]) {
					t.Fatalf("reading %d: %+v, want %+v", i, got[i], tc.rs[i])
				}
			}
		})
	}
}

func TestSamplesRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name   string
		values []float64
	}{
		{"none", nil},
		{"temperatures", []float64{4.1, 4.2, 3.95, 12.345, -0.5, 0}},
		{"volumes", []float64{1500, 1520, 1520, 0, 2999}},
		{"no short decimal", []float64{math.Pi, 1.0 / 3, 1e-12, 6.02214076e23}},
		{"special values", []float64{math.Inf(1), math.Inf(-1), math.Copysign(0, -1), math.MaxFloat64, math.SmallestNonzeroFloat64}},
		{"large integers", []float64{1 << 52, -(1 << 52), 1 << 60}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ss := make([]Sample, len(tc.values))
			for i, v := range tc.values {
				ss[i] = Sample{At: 1_700_000_000_000 + int64(i)*30_000, Value: v}
			}
			got, err := DecodeSamples(EncodeSamples(ss))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(ss) {
				t.Fatalf("%d samples back, want %d", len(got), len(ss))
			}
			for i := range got {
				if got[i].At != ss[i].At || math.Float64bits(got[i].Value) != math.Float64bits(ss[i].Value) {
					t.Fatalf("sample %d: %+v, want %+v", i, got[i], ss[i])
				}
			}
		})
	}
	nan, err := DecodeSamples(EncodeSamples([]Sample{{At: 1, Value: math.NaN()}}))
	if err != nil || len(nan) != 1 || !math.IsNaN(nan[0].Value) {
		t.Fatalf("NaN: %v %v", nan, err)
	}
}

// TestBlockSize shows what a day of a one-minute device costs once
// compacted: the goal is a few bytes a reading, against 130–350 B as rows.
func TestBlockSize(t *testing.T) {
	rs := day(1440)
	b := EncodeReadings(rs)
	perReading := float64(len(b)) / float64(len(rs))
	ss := make([]Sample, len(rs))
	for i := range ss {
		ss[i] = Sample{At: rs[i].At, Value: math.Round((4+math.Sin(float64(i)/30)*3)*10) / 10}
	}
	perSample := float64(len(EncodeSamples(ss))) / float64(len(ss))
	t.Logf("a day of 1,440 readings: %.1f B a reading; of temperatures: %.1f B a sample", perReading, perSample)
	if perReading > 16 || perSample > 4 {
		t.Fatalf("blocks larger than expected: %.1f B a reading, %.1f B a sample", perReading, perSample)
	}
}

func TestCorruptBlocks(t *testing.T) {
	good := EncodeReadings(day(10))
	for _, b := range [][]byte{nil, {}, {9}, {version}, {version, 1, 2, 3}, good[:len(good)-3], append([]byte{2}, good[1:]...)} {
		if _, err := DecodeReadings(b); err == nil {
			t.Errorf("DecodeReadings(%x): no error", b)
		}
		if _, err := DecodeSamples(b); err == nil {
			t.Errorf("DecodeSamples(%x): no error", b)
		}
	}
	// A sound frame whose body lies about its counts.
	if _, err := DecodeReadings(seal([]byte{200, 1})); err == nil {
		t.Error("a count past the body: no error")
	}
	if _, err := DecodeSamples(seal([]byte{1, 2, 42})); err == nil {
		t.Error("an unknown scale: no error")
	}
}

// FuzzBlocks round-trips readings and samples made of the fuzzer's
// values, and decodes its bytes as blocks without a panic.
func FuzzBlocks(f *testing.F) {
	f.Add(int64(1_700_000_000_000), int64(1200), "GRID", []byte(`{"value":1}`), 4.1, []byte{version})
	f.Add(int64(-5), int64(-1<<40), "", []byte{}, math.Inf(-1), EncodeReadings(day(3)))
	f.Fuzz(func(t *testing.T, at, lag int64, event string, payload []byte, value float64, raw []byte) {
		rs := []Reading{
			{At: at, Received: at + lag, Event: event, Payload: payload, Digest: DigestOf(payload)},
			{At: at + 60_000, Received: at + 2*lag, Payload: append(payload, '!'), Digest: []byte("12345678")},
		}
		got, err := DecodeReadings(EncodeReadings(rs))
		if err != nil || !reflect.DeepEqual(got, rs) {
			t.Fatalf("readings: %+v, %v; want %+v", got, err, rs)
		}
		ss := []Sample{{At: at, Value: value}, {At: at + 1, Value: value * 3}, {At: at + 2, Value: -value}}
		back, err := DecodeSamples(EncodeSamples(ss))
		if err != nil || len(back) != len(ss) {
			t.Fatalf("samples: %+v, %v", back, err)
		}
		for i := range ss {
			if back[i].At != ss[i].At || math.Float64bits(back[i].Value) != math.Float64bits(ss[i].Value) {
				t.Fatalf("sample %d: %+v, want %+v", i, back[i], ss[i])
			}
		}
		_, _ = DecodeReadings(raw)
		_, _ = DecodeSamples(raw)
	})
}
