package auth

import (
	"testing"
	"time"
)

func TestFailureDelay(t *testing.T) {
	const (
		free  = 5
		base  = 2 * time.Second
		limit = 15 * time.Minute
	)
	tests := []struct {
		n    int
		want time.Duration
	}{
		{0, 0},
		{1, 0},
		{free - 1, 0},
		{free, base},         // first locked attempt
		{free + 1, 2 * base}, // doubling
		{free + 2, 4 * base},
		{free + 3, 8 * base},
		{free + 8, 512 * time.Second},
		{free + 9, limit}, // 1024 s is above the cap
		{free + 10, limit},
		{1000, limit},
	}
	for _, tt := range tests {
		if got := failureDelay(tt.n, free, base, limit); got != tt.want {
			t.Errorf("failureDelay(%d, %d, %v, %v) = %v, want %v", tt.n, free, base, limit, got, tt.want)
		}
	}
}

func TestAddrLimiter(t *testing.T) {
	t0 := time.Date(2025, 1, 1, 8, 0, 0, 0, time.UTC)

	t.Run("burst then refuse", func(t *testing.T) {
		l := newAddrLimiter(10)
		for i := range 10 {
			if !l.allow("10.0.0.1", t0) {
				t.Fatalf("attempt %d refused, want the first 10 allowed", i+1)
			}
		}
		if l.allow("10.0.0.1", t0) {
			t.Error("attempt 11 at the same instant allowed, want refused")
		}
	})

	t.Run("refills over time", func(t *testing.T) {
		l := newAddrLimiter(60) // one attempt per second
		for range 60 {
			l.allow("a", t0)
		}
		if l.allow("a", t0.Add(500*time.Millisecond)) {
			t.Error("allowed after 0.5 s, want refused (less than one attempt refilled)")
		}
		if !l.allow("a", t0.Add(time.Second)) {
			t.Error("refused after 1 s, want one attempt refilled")
		}
		if l.allow("a", t0.Add(time.Second)) {
			t.Error("second attempt after 1 s allowed, want refused")
		}
		later := t0.Add(2 * time.Minute)
		for i := range 60 {
			if !l.allow("a", later) {
				t.Fatalf("attempt %d after 2 min refused, want a full bucket of 60", i+1)
			}
		}
		if l.allow("a", later) {
			t.Error("attempt 61 after refill allowed, want the bucket capped at 60")
		}
	})

	t.Run("per address", func(t *testing.T) {
		l := newAddrLimiter(2)
		l.allow("a", t0)
		l.allow("a", t0)
		if l.allow("a", t0) {
			t.Fatal("third attempt of a allowed, want refused")
		}
		if !l.allow("b", t0) {
			t.Error("first attempt of b refused, want allowed: buckets are per address")
		}
	})

	t.Run("forgotten bucket starts full", func(t *testing.T) {
		l := newAddrLimiter(2)
		l.allow("a", t0)
		l.allow("a", t0)
		later := t0.Add(11 * time.Minute)
		l.allow("b", later) // triggers the sweep
		if _, ok := l.buckets["a"]; ok {
			t.Error("idle bucket of a kept after 11 min, want it forgotten")
		}
		if !l.allow("a", later) {
			t.Error("attempt of a after 11 min refused, want allowed")
		}
	})

	for _, perMinute := range []int{0, -1} {
		l := newAddrLimiter(perMinute)
		for i := range 1000 {
			if !l.allow("a", t0) {
				t.Fatalf("newAddrLimiter(%d): attempt %d refused, want the limiter disabled", perMinute, i+1)
			}
		}
	}
}
