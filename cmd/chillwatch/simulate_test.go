package main_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// simulate -delivery replays a delivery profile against a running server:
// half an hour of one site, its readings 20–60 s late and held through a
// 20-minute outage, is all accepted, the held ones counted late; a bad
// profile is refused before anything is sent, naming the bad key.
func TestSimulateDelivery(t *testing.T) {
	e := newEnv(t, "")
	if code, out := run(t, e, "simulate", "-provision=false", "-delivery", "rural,lagg=1m"); code == 0 || !strings.Contains(out, `unknown key "lagg"`) {
		t.Errorf("simulate -delivery rural,lagg=1m = %d %q, want a refusal naming lagg", code, out)
	}
	s := start(t, e)
	code, out := run(t, e, "simulate", "-server", s.url, "-password", adminPassword, "-sites", "1", "-units", "1", "-calm",
		"-start", "-40m", "-duration", "30m", "-speed", "0", "-delivery", "rural,outage=20m@5m")
	if code != 0 {
		t.Fatalf("simulate = %d\n%s", code, out)
	}
	if !strings.Contains(out, "delivered lag=20s,jitter=40s,loss=0.01,redeliver=10m0s,outage=20m0s@5m0s") {
		t.Errorf("simulate does not say how it delivers:\n%s", out)
	}
	var records, late, failed int
	m := regexp.MustCompile(`published \d+ records \(\d+ late, \d+ failed\)`).FindString(out)
	if _, err := fmt.Sscanf(m, "published %d records (%d late, %d failed)", &records, &late, &failed); err != nil {
		t.Fatalf("simulate's output: %v\n%s", err, out)
	}
	devices, samples := 2+4, 31 // a gateway and a power sensor, a unit's four sensors
	if records != devices*samples || late < devices*20 || failed != 0 {
		t.Errorf("simulate published %d records (%d late, %d failed), want %d, at least %d late (the outage), none failed\n%s",
			records, late, failed, devices*samples, devices*20, out)
	}
	s.stop(t)
}
