// Package block encodes cold raw data compactly: a UTC day of one device's
// readings, or a UTC day of one signal of a unit, as one compressed block.
//
// A block is a version byte and a zstd frame. Inside, the rows are written
// column by column (times as deltas, repeated texts once), so that the
// compressor meets long runs of alike bytes. Decoding gives back exactly
// what was encoded: the readings' payloads byte for byte, the samples'
// values bit for bit.
package block

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"math"
	"slices"

	"github.com/klauspost/compress/zstd"
)

// version is the block format written.
const version = 1

// Reading is one raw reading of a device as a block holds it.
type Reading struct {
	At       int64  // processTime, ms
	Received int64  // when the server received it, ms
	Event    string // CONTRAK_V1 event name, else ""
	Digest   []byte // the stored digest: the first 8 bytes of the payload's SHA-256
	Payload  []byte // the canonical JSON of the reading
}

// Sample is one value of a unit's signal.
type Sample struct {
	At    int64 // ms
	Value float64
}

// ErrCorrupt answers a block that cannot be decoded.
var ErrCorrupt = errors.New("block: corrupt")

var (
	encoder, _ = zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedDefault), zstd.WithEncoderConcurrency(1))
	decoder, _ = zstd.NewReader(nil, zstd.WithDecoderConcurrency(0), zstd.WithDecoderMaxMemory(256<<20))
)

// DigestOf is a payload's stored digest.
func DigestOf(payload []byte) []byte {
	sum := sha256.Sum256(payload)
	return sum[:8]
}

// SortReadings orders readings as blocks and the device records list them:
// by time, then event name, then digest.
func SortReadings(rs []Reading) {
	slices.SortFunc(rs, CompareReadings)
}

// CompareReadings orders two readings by time, event name and digest.
func CompareReadings(a, b Reading) int {
	if a.At != b.At {
		if a.At < b.At {
			return -1
		}
		return 1
	}
	if a.Event != b.Event {
		if a.Event < b.Event {
			return -1
		}
		return 1
	}
	return slices.Compare(a.Digest, b.Digest)
}

// EncodeReadings writes readings, in the order SortReadings gives, as a block.
func EncodeReadings(rs []Reading) []byte {
	var w writer
	w.uvarint(uint64(len(rs)))
	var prevAt, prevLag int64
	for _, r := range rs {
		w.varint(r.At - prevAt)
		lag := r.Received - r.At
		w.varint(lag - prevLag)
		prevAt, prevLag = r.At, lag
	}
	events := map[string]int{}
	var names []string
	for _, r := range rs {
		if _, ok := events[r.Event]; !ok {
			events[r.Event] = len(names)
			names = append(names, r.Event)
		}
	}
	w.uvarint(uint64(len(names)))
	for _, n := range names {
		w.bytes([]byte(n))
	}
	if len(names) > 1 {
		for _, r := range rs {
			w.uvarint(uint64(events[r.Event]))
		}
	}
	derived := true
	for _, r := range rs {
		if !slices.Equal(r.Digest, DigestOf(r.Payload)) {
			derived = false
			break
		}
	}
	if derived {
		w.uvarint(0)
	} else {
		w.uvarint(1)
		for _, r := range rs {
			w.bytes(r.Digest)
		}
	}
	for _, r := range rs {
		w.bytes(r.Payload)
	}
	return seal(w.buf)
}

// DecodeReadings reads a block of readings.
func DecodeReadings(b []byte) ([]Reading, error) {
	body, err := open(b)
	if err != nil {
		return nil, err
	}
	r := reader{buf: body}
	n := r.count()
	out := make([]Reading, n)
	var at, lag int64
	for i := range out {
		at += r.varint()
		lag += r.varint()
		out[i].At, out[i].Received = at, at+lag
	}
	names := make([]string, r.count())
	for i := range names {
		names[i] = string(r.bytes())
	}
	for i := range out {
		switch {
		case len(names) > 1:
			k := r.uvarint()
			if k >= uint64(len(names)) {
				return nil, ErrCorrupt
			}
			out[i].Event = names[k]
		case len(names) == 1:
			out[i].Event = names[0]
		}
	}
	explicit := r.uvarint() == 1
	if explicit {
		for i := range out {
			out[i].Digest = r.bytes()
		}
	}
	for i := range out {
		out[i].Payload = r.bytes()
		if !explicit {
			out[i].Digest = DigestOf(out[i].Payload)
		}
	}
	if r.err != nil || len(r.buf) != 0 {
		return nil, ErrCorrupt
	}
	return out, nil
}

// EncodeSamples writes samples, in time order, as a block. A value is
// kept as a decimal integer and its scale when it has one of at most nine
// decimals (the usual sensor reading), else as its IEEE bits.
func EncodeSamples(ss []Sample) []byte {
	var w writer
	w.uvarint(uint64(len(ss)))
	var prevAt int64
	for _, s := range ss {
		w.varint(s.At - prevAt)
		prevAt = s.At
	}
	prevScale, prevDigits := -1, int64(0)
	for _, s := range ss {
		scale, digits, ok := decimal(s.Value)
		if !ok {
			w.uvarint(rawScale)
			w.buf = binary.LittleEndian.AppendUint64(w.buf, math.Float64bits(s.Value))
			prevScale = -1
			continue
		}
		w.uvarint(uint64(scale))
		if scale == prevScale {
			w.varint(digits - prevDigits)
		} else {
			w.varint(digits)
		}
		prevScale, prevDigits = scale, digits
	}
	return seal(w.buf)
}

// DecodeSamples reads a block of samples.
func DecodeSamples(b []byte) ([]Sample, error) {
	body, err := open(b)
	if err != nil {
		return nil, err
	}
	r := reader{buf: body}
	out := make([]Sample, r.count())
	var at int64
	for i := range out {
		at += r.varint()
		out[i].At = at
	}
	prevScale, prevDigits := -1, int64(0)
	for i := range out {
		scale := int(r.uvarint())
		if scale == rawScale {
			if len(r.buf) < 8 {
				return nil, ErrCorrupt
			}
			out[i].Value = math.Float64frombits(binary.LittleEndian.Uint64(r.buf))
			r.buf = r.buf[8:]
			prevScale = -1
			continue
		}
		if scale > maxScale {
			return nil, ErrCorrupt
		}
		digits := r.varint()
		if scale == prevScale {
			digits += prevDigits
		}
		out[i].Value = float64(digits) / pow10[scale]
		prevScale, prevDigits = scale, digits
	}
	if r.err != nil || len(r.buf) != 0 {
		return nil, ErrCorrupt
	}
	return out, nil
}

const (
	maxScale = 9
	rawScale = maxScale + 1
)

var pow10 = [maxScale + 1]float64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9}

// decimal answers v as digits / 10^scale with the smallest scale that
// gives v back exactly, when there is one. Division is correctly rounded,
// so digits / 10^scale is v itself whenever the check below holds.
func decimal(v float64) (int, int64, bool) {
	if math.IsNaN(v) || math.IsInf(v, 0) || (v == 0 && math.Signbit(v)) {
		return 0, 0, false
	}
	for scale := 0; scale <= maxScale; scale++ {
		d := math.Round(v * pow10[scale])
		if math.Abs(d) >= 1<<53 {
			return 0, 0, false
		}
		if d/pow10[scale] == v {
			return scale, int64(d), true
		}
	}
	return 0, 0, false
}

// seal compresses a block's body behind its version byte.
func seal(body []byte) []byte {
	return encoder.EncodeAll(body, []byte{version})
}

// open checks a block's version and decompresses its body.
func open(b []byte) ([]byte, error) {
	if len(b) == 0 || b[0] != version {
		return nil, ErrCorrupt
	}
	body, err := decoder.DecodeAll(b[1:], nil)
	if err != nil {
		return nil, ErrCorrupt
	}
	return body, nil
}

type writer struct{ buf []byte }

func (w *writer) uvarint(v uint64) { w.buf = binary.AppendUvarint(w.buf, v) }
func (w *writer) varint(v int64)   { w.buf = binary.AppendVarint(w.buf, v) }
func (w *writer) bytes(b []byte)   { w.uvarint(uint64(len(b))); w.buf = append(w.buf, b...) }

// reader reads what writer wrote; its first fault sticks in err and
// every later read answers zero.
type reader struct {
	buf []byte
	err error
}

func (r *reader) uvarint() uint64 {
	v, n := binary.Uvarint(r.buf)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.buf = r.buf[n:]
	return v
}

func (r *reader) varint() int64 {
	v, n := binary.Varint(r.buf)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.buf = r.buf[n:]
	return v
}

// count reads a number of entries, bounded by the bytes left (each entry
// takes at least one), so that a corrupt count cannot allocate much.
func (r *reader) count() int {
	n := r.uvarint()
	if n > uint64(len(r.buf)) {
		r.fail()
		return 0
	}
	return int(n)
}

func (r *reader) bytes() []byte {
	n := r.uvarint()
	if n > uint64(len(r.buf)) {
		r.fail()
		return nil
	}
	b := r.buf[:n:n]
	r.buf = r.buf[n:]
	return b
}

func (r *reader) fail() {
	r.err = ErrCorrupt
	r.buf = nil
}
