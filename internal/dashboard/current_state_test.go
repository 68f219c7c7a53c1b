package dashboard_test

import (
	"testing"

	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestCurrentState(t *testing.T) {
	for _, c := range []struct {
		state       string
		volume, tmp float64
		want        string
	}{
		{"chilled", 1500, 3.9, "COOLED"},
		{"chilling", 1500, 20, "CHILLING"},
		{"under chilled", 1500, 9, "UNDER_COOLED"},
		{"out of service", 1500, 4, "NO_DATA"},
		{"unknown", 0, 0, "NO_DATA"},
		{"", 0, 0, "NO_DATA"},
		{"power off", 1500, 4, "POWER_OFF"},
		{"others", 0, 25, "EMPTY"},
		{"others", 9.9, 60, "EMPTY"},
		{"others", 10, 45, "CLEANING"},
		{"others", 99.9, 70, "CLEANING"},
		{"others", 60, 44.9, "LOW_VOLUME"},
		{"others", 100, 60, "LOW_VOLUME"},
		{"others", 100.1, 4, "NO_READING"},
	} {
		if got := dashboard.CurrentState(c.state, c.volume, c.tmp); got != c.want {
			t.Errorf("CurrentState(%q, %v, %v) = %s, want %s", c.state, c.volume, c.tmp, got, c.want)
		}
	}
}

// TestCurrentStateRows checks that the BMC rows and the status count name
// the current state as CurrentState does, and that each name is counted in
// its category.
func TestCurrentStateRows(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		rows := func() map[string]string {
			page := must(f.svc.UnitStates(t.Context(), f.a, dashboard.Params{}, dashboard.Selection{}, false))
			out := map[string]string{}
			for _, r := range page.Content {
				out[r.ChillingUnitID] = r.CurrentState
			}
			return out
		}
		got := rows()
		for unit, want := range map[string]string{"U1": "COOLED", "U2": "CHILLING", "U3": "UNDER_COOLED", "U4": "POWER_OFF",
			"U5": "NO_DATA", "U8": "NO_DATA", "U9": "NO_DATA", "U7": "NO_READING"} {
			if got[unit] != want {
				t.Errorf("%s = %q, want %q", unit, got[unit], want)
			}
		}
		for _, c := range []struct {
			volume, temperature float64
		}{{0, 20}, {50, 70}, {50, 20}, {100.5, 4}} {
			if _, err := db.Exec(t.Context(), `UPDATE unit_status SET volume = ?, temperature = ? WHERE unit_ref = ?`, c.volume, c.temperature, f.ref["U7"]); err != nil {
				t.Fatal(err)
			}
			want := dashboard.CurrentState("others", c.volume, c.temperature)
			if got := rows()["U7"]; got != want {
				t.Errorf("U7 at %v L, %v °C = %q, want %q", c.volume, c.temperature, got, want)
			}
			count := must(f.svc.StatusCount(t.Context(), f.a, dashboard.Params{}))
			if count.CurrentStateCount[want] != 1 {
				t.Errorf("U7 at %v L: count of %s = %d (%v)", c.volume, want, count.CurrentStateCount[want], count.CurrentStateCount)
			}
			byCategory := map[string]int{}
			for _, s := range dashboard.CurrentStates {
				if _, ok := count.CurrentStateCount[s.Name]; !ok {
					t.Errorf("%s missing from %v", s.Name, count.CurrentStateCount)
				}
				byCategory[s.Category] += count.CurrentStateCount[s.Name]
			}
			for _, cat := range []string{"chilled", "chilling", "under chilled", "no_data", "others"} {
				if byCategory[cat] != count.StatusCount[cat] {
					t.Errorf("%s: current states sum to %d, statusCount %d", cat, byCategory[cat], count.StatusCount[cat])
				}
			}
		}
	})
}
