package auth

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// failureDelay is how long an account stays locked after its n-th
// consecutive failed login: nothing for the first free attempts, then a
// delay that doubles from base up to limit.
func failureDelay(n, free int, base, limit time.Duration) time.Duration {
	if n < free {
		return 0
	}
	d := base
	for i := free; i < n && d < limit; i++ {
		d *= 2
	}
	return min(d, limit)
}

// addrLimiter limits login attempts per remote address with a token bucket
// per address. Idle buckets are forgotten.
type addrLimiter struct {
	mu      sync.Mutex
	every   rate.Limit
	burst   int
	buckets map[string]*addrBucket
	swept   time.Time
}

type addrBucket struct {
	lim  *rate.Limiter
	seen time.Time
}

func newAddrLimiter(perMinute int) *addrLimiter {
	return &addrLimiter{
		every:   rate.Limit(float64(perMinute) / 60),
		burst:   perMinute,
		buckets: map[string]*addrBucket{},
	}
}

// allow takes one attempt for addr at now; false when the address is over its limit.
func (l *addrLimiter) allow(addr string, now time.Time) bool {
	if l.burst <= 0 {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > 10*time.Minute {
		for k, b := range l.buckets {
			if now.Sub(b.seen) > 10*time.Minute {
				delete(l.buckets, k)
			}
		}
		l.swept = now
	}
	b, ok := l.buckets[addr]
	if !ok {
		b = &addrBucket{lim: rate.NewLimiter(l.every, l.burst)}
		l.buckets[addr] = b
	}
	b.seen = now
	return b.lim.AllowN(now, 1)
}
