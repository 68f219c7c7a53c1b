package engine_test

import (
	"encoding/json"
	"maps"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// TestGapThenLateDelivery sends the readings of agitator_cycle_delivered
// with the two stretches that agitator_cycle_gap lost (15 and 70 minutes)
// held back. While they are missing nothing is raised for the right cycles
// around them; once they arrive, late, the runner replays and its rows are
// exactly those of the readings in order: the wrong rest at 21:24, and only
// it, raised.
func TestGapThenLateDelivery(t *testing.T) {
	sc := parseScenario(t, filepath.Join("testdata", "agitator_cycle_delivered.txt"))
	zone, err := time.LoadLocation("Asia/Kolkata") // the scenario's unit
	if err != nil {
		t.Fatal(err)
	}
	day := sc.ops[0].samples[0].At.In(zone)
	clock := func(hhmm string) time.Time {
		h, m := int(hhmm[0]-'0')*10+int(hhmm[1]-'0'), int(hhmm[3]-'0')*10+int(hhmm[4]-'0')
		return time.Date(day.Year(), day.Month(), day.Day(), h, m, 0, 0, zone)
	}
	gaps := [][2]time.Time{{clock("19:13"), clock("19:28")}, {clock("19:58"), clock("21:08")}}
	lost := func(at time.Time) bool {
		for _, g := range gaps {
			if !at.Before(g[0]) && at.Before(g[1]) {
				return true
			}
		}
		return false
	}
	inOrder, late := newRunner(t, sc.unit), newRunner(t, sc.unit)
	var held []engine.Sample
	alerts := func(r *runner) []string {
		var out []string
		for k, x := range r.rows {
			if strings.Contains(k, engine.AgitatorMalfunctionAfterChilling) {
				out = append(out, x.json)
			}
		}
		return out
	}
	for _, o := range sc.ops {
		if len(o.samples) == 0 {
			continue
		}
		at := o.samples[0].At
		inOrder.deliver(o.samples, at.Add(30*time.Second))
		if lost(at) {
			held = append(held, o.samples...)
			continue
		}
		late.deliver(o.samples, at.Add(30*time.Second))
		if at.Before(clock("21:24")) {
			if got := alerts(late); len(got) > 0 {
				t.Fatalf("at %s, with readings missing: %v", at.Format("15:04"), got)
			}
		}
	}
	end := sc.ops[len(sc.ops)-1].samples[0].At.Add(time.Minute)
	late.deliver(held, end)
	inOrder.deliver(nil, end)
	if late.replays == 0 {
		t.Fatal("the late readings did not replay the unit")
	}
	if !maps.EqualFunc(late.rows, inOrder.rows, func(a, b row) bool { return a.json == b.json }) {
		compareRows(t, "unit", late.rows, inOrder.rows)
	}
	got := alerts(late)
	if len(got) != 1 {
		t.Fatalf("after-chilling alerts %v, want the one of 21:24", got)
	}
	var a struct {
		Since time.Time `json:"since"`
	}
	if err := json.Unmarshal([]byte(got[0]), &a); err != nil || !a.Since.Equal(clock("21:24")) {
		t.Errorf("alert %s, want since 21:24", got[0])
	}
}
