package engine_test

import (
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// TestNextAlarm checks, on every scenario, what a runner relies on to
// derive a time-driven change without waiting for the next sample: between
// two readings, advancing up to the next alarm derives nothing, advancing
// just past it moves the alarm on, and the changes time alone brings all
// come that way, so alarm-driven advances end where plain ones do.
func TestNextAlarm(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			sc := parseScenario(t, path)
			byAlarm, plain := newEvaluator(t, sc.unit), newEvaluator(t, sc.unit)
			var got, want []string
			alarms := 0
			for _, o := range sc.ops {
				if len(o.samples) == 0 {
					continue
				}
				at := o.samples[0].At
				// Time alone, alarm by alarm, up to this reading.
				for {
					a := byAlarm.NextAlarm()
					if a.IsZero() || !a.Before(at) {
						break
					}
					if out := byAlarm.Advance(a); !out.Empty() {
						t.Fatalf("advancing to the alarm at %s derived %+v before it", a.Format(time.DateTime), out)
					}
					out := byAlarm.Advance(a.Add(time.Millisecond))
					got = append(got, keys(&out)...)
					alarms++
					if next := byAlarm.NextAlarm(); !next.IsZero() && !next.After(a) {
						t.Fatalf("the alarm at %s did not move on (next %s)", a.Format(time.DateTime), next.Format(time.DateTime))
					}
				}
				out := byAlarm.Step(o.samples, at.Add(time.Millisecond))
				got = append(got, keys(&out)...)
				out = plain.Step(o.samples, at.Add(time.Millisecond))
				want = append(want, keys(&out)...)
			}
			slices.Sort(got) // one plain advance lists states before alerts
			slices.Sort(want)
			if len(got) != len(want) {
				t.Fatalf("alarm-driven: %d changes, plain: %d", len(got), len(want))
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("change %d: alarm-driven %s, plain %s", i, got[i], want[i])
				}
			}
			t.Logf("%d alarms", alarms)
		})
	}
}

func newEvaluator(t *testing.T, u engine.Unit) *engine.Evaluator {
	t.Helper()
	e, err := engine.New(u)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// keys answers the row keys of an output's state changes and alerts.
func keys(o *engine.Output) []string {
	var out []string
	for _, s := range o.States {
		out = append(out, s.Key)
	}
	for _, a := range o.Alerts {
		out = append(out, a.Key)
	}
	return out
}
