package sim

import (
	"math"
	"math/rand/v2"
	"time"
)

// Streams of random numbers: each site and unit draws each kind of
// decision from its own generator, so that a fault on one unit, or one
// more unit on a site, changes nothing else.
const (
	streamPlan uint64 = iota + 1
	streamNoise
	streamPower
	streamLink
	streamFaults
	streamBuild
	streamDelivery
)

// newRand is the generator of one stream of one site (and unit; 0 for the
// site itself).
func newRand(seed uint64, site, unit int, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, mix(uint64(site)<<40|uint64(unit)<<20|stream)))
}

// mix is SplitMix64's finaliser: nearby inputs give unrelated outputs.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// uniform draws from [lo, hi).
func uniform(r *rand.Rand, lo, hi float64) float64 { return lo + r.Float64()*(hi-lo) }

// between draws a duration from [lo, hi), to the second.
func between(r *rand.Rand, lo, hi time.Duration) time.Duration {
	s := int64(lo / time.Second)
	n := int64((hi - lo) / time.Second)
	if n <= 0 {
		return lo
	}
	return time.Duration(s+r.Int64N(n)) * time.Second
}

// logBetween draws a duration whose logarithm is uniform: short ones are
// common, long ones rare.
func logBetween(r *rand.Rand, lo, hi time.Duration) time.Duration {
	l := uniform(r, math.Log(float64(lo)), math.Log(float64(hi)))
	return time.Duration(math.Exp(l)).Truncate(time.Second)
}

// poisson draws the number of events of a day at rate (Knuth's method;
// rates here are small).
func poisson(r *rand.Rand, rate float64) int {
	if rate <= 0 {
		return 0
	}
	l, k, p := math.Exp(-rate), 0, 1.0
	for {
		p *= r.Float64()
		if p <= l {
			return k
		}
		k++
	}
}

func round(x float64, decimals int) float64 {
	p := math.Pow10(decimals)
	return math.Round(x*p) / p
}
