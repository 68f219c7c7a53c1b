package dashboard_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestStatusCount(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		for _, c := range []struct {
			name         string
			f            func() *dashboard.StatusCount
			sites, units int
			states       map[string]int
			live         int
			percent      float64
		}{
			{"the dairy sees both centres' sites and every unit", func() *dashboard.StatusCount {
				return must(f.svc.StatusCount(t.Context(), f.a, dashboard.Params{Hours: "24"}))
			},
				3, 8, map[string]int{"chilled": 1, "chilling": 1, "under chilled": 1, "others": 1, "power off": 1, "out of service": 3, "no_data": 4}, 4, 50},
			{"a centre sees its own sites", func() *dashboard.StatusCount { return must(f.svc.StatusCount(t.Context(), f.a1, dashboard.Params{})) },
				2, 8, nil, 4, 50},
			{"another organisation sees only its unit", func() *dashboard.StatusCount { return must(f.svc.StatusCount(t.Context(), f.b, dashboard.Params{})) },
				1, 1, map[string]int{"chilled": 1, "no_data": 0, "others": 0}, 1, 100},
		} {
			t.Run(c.name, func(t *testing.T) {
				got := c.f()
				if got.TotalSites != c.sites || got.TotalChillingUnits != c.units || got.LiveData.Count != c.live || got.LiveData.Percentage != c.percent {
					t.Errorf("got %+v", got)
				}
				for k, v := range c.states {
					if got.StatusCount[k] != v {
						t.Errorf("%s = %d, want %d (%v)", k, got.StatusCount[k], v, got.StatusCount)
					}
				}
			})
		}
		if _, err := f.svc.StatusCount(t.Context(), f.a, dashboard.Params{Hours: "121", HoursField: "hours"}); !isField(err, "hours") {
			t.Errorf("hours 121: %v", err)
		}
	})
}

func TestUnitStates(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		for _, c := range []struct {
			name    string
			params  dashboard.Params
			sel     dashboard.Selection
			want    []string
			total   int
			invalid string
			missing bool
		}{
			{"ALL, by site name then BMC id", dashboard.Params{}, dashboard.Selection{Selectors: "ALL"}, []string{"U1", "U2", "U3", "U7", "U4", "U5", "U8", "U9"}, 8, "", false},
			{"no selector is ALL", dashboard.Params{}, dashboard.Selection{}, []string{"U1", "U2", "U3", "U7", "U4", "U5", "U8", "U9"}, 8, "", false},
			{"a state", dashboard.Params{}, dashboard.Selection{Selectors: "chilled"}, []string{"U1"}, 1, "", false},
			{"two states, case and underscores aside", dashboard.Params{}, dashboard.Selection{Selectors: "Chilling,under_chilled"}, []string{"U2", "U3"}, 2, "", false},
			{"out of service takes units that never reported", dashboard.Params{}, dashboard.Selection{Selectors: "out of service"}, []string{"U5", "U8", "U9"}, 3, "", false},
			{"no_data", dashboard.Params{}, dashboard.Selection{Selectors: "no_data"}, []string{"U4", "U5", "U8", "U9"}, 4, "", false},
			{"out of service,power off", dashboard.Params{}, dashboard.Selection{Selectors: "out of service,power off"}, []string{"U4", "U5", "U8", "U9"}, 4, "", false},
			{"livedata", dashboard.Params{}, dashboard.Selection{Selectors: "livedata"}, []string{"U1", "U2", "U3", "U7"}, 4, "", false},
			{"others", dashboard.Params{}, dashboard.Selection{Selectors: "others"}, []string{"U7"}, 1, "", false},
			{"toExclude no_data is live data", dashboard.Params{}, dashboard.Selection{Selectors: "out of service,power off", Exclude: true}, []string{"U1", "U2", "U3", "U7"}, 4, "", false},
			{"ALL with toExclude is every unit", dashboard.Params{}, dashboard.Selection{Selectors: "ALL", Exclude: true}, []string{"U1", "U2", "U3", "U7", "U4", "U5", "U8", "U9"}, 8, "", false},
			{"toExclude chilled", dashboard.Params{}, dashboard.Selection{Selectors: "chilled", Exclude: true}, []string{"U2", "U3", "U7", "U4", "U5", "U8", "U9"}, 7, "", false},
			{"sites filter", dashboard.Params{Sites: []string{"site-2"}}, dashboard.Selection{}, []string{"U4", "U5", "U8", "U9"}, 4, "", false},
			{"units filter", dashboard.Params{Units: []string{"unit-U9", "unit-U1"}}, dashboard.Selection{}, []string{"U1", "U9"}, 2, "", false},
			{"sites and state", dashboard.Params{Sites: []string{"site-1"}}, dashboard.Selection{Selectors: "livedata"}, []string{"U1", "U2", "U3", "U7"}, 4, "", false},
			{"page 1 of 3", dashboard.Params{PagingState: "1", PageSize: "3"}, dashboard.Selection{}, []string{"U7", "U4", "U5"}, 8, "", false},
			{"a page past the end", dashboard.Params{PagingState: "5", PageSize: "3"}, dashboard.Selection{}, nil, 8, "", false},
			{"unknown selector", dashboard.Params{}, dashboard.Selection{Selectors: "frozen", Field: "state"}, nil, 0, "state", false},
			{"hours above 120", dashboard.Params{Hours: "121"}, dashboard.Selection{}, nil, 0, "hour", false},
			{"negative hours", dashboard.Params{Hours: "-1", HoursField: "hours"}, dashboard.Selection{}, nil, 0, "hours", false},
			{"page size 0", dashboard.Params{PageSize: "0"}, dashboard.Selection{}, nil, 0, "pageSize", false},
			{"page size 5001", dashboard.Params{PageSize: "5001"}, dashboard.Selection{}, nil, 0, "pageSize", false},
			{"bad paging state", dashboard.Params{PagingState: "two"}, dashboard.Selection{}, nil, 0, "pagingState", false},
			{"bad current date", dashboard.Params{CurrentDate: "yesterday"}, dashboard.Selection{}, nil, 0, "currentDate", false},
			{"another organisation's site", dashboard.Params{Sites: []string{"site-4"}}, dashboard.Selection{}, nil, 0, "", true},
			{"another organisation's unit", dashboard.Params{Units: []string{"unit-U1", "unit-U6"}}, dashboard.Selection{}, nil, 0, "", true},
			{"an unknown unit", dashboard.Params{Units: []string{"nope"}}, dashboard.Selection{}, nil, 0, "", true},
		} {
			t.Run(c.name, func(t *testing.T) {
				page, err := f.svc.UnitStates(t.Context(), f.a, c.params, c.sel, true)
				switch {
				case c.invalid != "":
					if !isField(err, c.invalid) {
						t.Errorf("got %v, want an error on %s", err, c.invalid)
					}
					return
				case c.missing:
					if !errors.Is(err, apperr.ErrNotFound) {
						t.Errorf("got %v, want not found", err)
					}
					return
				case err != nil:
					t.Fatal(err)
				}
				var got []string
				for _, r := range page.Content {
					got = append(got, r.ChillingUnitID)
				}
				if !slices.Equal(got, c.want) || page.PageInfo.TotalElements != c.total {
					t.Errorf("got %v (total %d), want %v (total %d)", got, page.PageInfo.TotalElements, c.want, c.total)
				}
			})
		}

		t.Run("rows carry the unit, its site, its status and the window's counts", func(t *testing.T) {
			for _, c := range []struct {
				hours          string
				info, critical map[string]int
			}{
				{"24", map[string]int{"U1": 2, "U4": 1, "U3": 0}, map[string]int{"U1": 1, "U2": 1, "U4": 1, "U3": 0}},
				{"120", map[string]int{"U1": 3}, map[string]int{"U1": 1, "U3": 1}},
				{"0", map[string]int{"U1": 2}, map[string]int{"U1": 1, "U3": 0}},
			} {
				page := must(f.svc.UnitStates(t.Context(), f.a, dashboard.Params{Hours: c.hours}, dashboard.Selection{}, true))
				for _, r := range page.Content {
					if n, ok := c.info[r.ChillingUnitID]; ok && r.InfoAlertsCount != n {
						t.Errorf("hours %s: %s info = %d, want %d", c.hours, r.ChillingUnitID, r.InfoAlertsCount, n)
					}
					if n, ok := c.critical[r.ChillingUnitID]; ok && r.CriticalAlertsCount != n {
						t.Errorf("hours %s: %s critical = %d, want %d", c.hours, r.ChillingUnitID, r.CriticalAlertsCount, n)
					}
				}
			}
			page := must(f.svc.UnitStates(t.Context(), f.a, dashboard.Params{}, dashboard.Selection{}, true))
			u1, u5 := page.Content[0], page.Content[5]
			if u1.ChillingUnitUUID != "unit-U1" || u1.ChillingUnitName != "Tank U1" || u1.SiteName != "Alpha North" || u1.SiteID != "AN-1" ||
				u1.SiteUUID != "site-1" || u1.ZoneID != "Asia/Kolkata" || u1.Capacity != 2000 || *u1.Volume != 1001 || *u1.Temperature != 4 ||
				u1.State != "chilled" || u1.StateSince == nil || !u1.StateReceivedAt.Equal(now.Add(-60e9)) {
				t.Errorf("U1 = %+v", u1)
			}
			if u5.State != "out of service" || u5.Volume != nil || u5.StateReceivedAt != nil {
				t.Errorf("U5 = %+v", u5)
			}
			only := must(f.svc.UnitStates(t.Context(), f.a, dashboard.Params{}, dashboard.Selection{}, false))
			if only.Content[0].InfoAlertsCount != 0 || only.Content[0].CriticalAlertsCount != 0 {
				t.Errorf("without counts: %+v", only.Content[0])
			}
			counts := must(f.svc.UnitAlertCounts(t.Context(), f.a, dashboard.Params{}, dashboard.Selection{Selectors: "chilled"}))
			if len(counts.Content) != 1 || counts.Content[0] != (dashboard.UnitAlertCounts{ChillingUnitUUID: "unit-U1", InfoAlertsCount: 2, CriticalAlertsCount: 1}) {
				t.Errorf("alert counts = %+v", counts.Content)
			}
		})
		t.Run("another organisation sees its own units only", func(t *testing.T) {
			page := must(f.svc.UnitStates(t.Context(), f.b, dashboard.Params{}, dashboard.Selection{}, true))
			if len(page.Content) != 1 || page.Content[0].ChillingUnitID != "U6" || page.Content[0].CriticalAlertsCount != 1 {
				t.Errorf("B = %+v", page.Content)
			}
		})
	})
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// isField reports whether err is invalid input naming field.
func isField(err error, field string) bool {
	var e *apperr.Error
	if !errors.As(err, &e) || e.Kind != apperr.KindInvalid {
		return false
	}
	return slices.ContainsFunc(e.Fields, func(f apperr.FieldError) bool { return f.Field == field })
}
