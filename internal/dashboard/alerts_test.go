package dashboard_test

import (
	"errors"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// key names an alert row by its unit and type.
func key(a dashboard.Alert) string { return a.ChillingUnitID + ":" + a.AlertType }

func TestAlertLists(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		types := func(names ...string) dashboard.Types { return dashboard.Types{Names: names} }
		for _, c := range []struct {
			name    string
			search  dashboard.AlertSearch
			want    []string
			invalid string
			missing bool
		}{
			{"All Alerts, newest first", dashboard.AlertSearch{Types: types("All Alerts")},
				[]string{"U2:milk_undercooled", "U1:agitator_on", "U4:grid_off_stage_2", "U1:grid_off", "U4:grid_on", "U1:compressor_malfunction"}, "", false},
			{"no type is All Alerts", dashboard.AlertSearch{},
				[]string{"U2:milk_undercooled", "U1:agitator_on", "U4:grid_off_stage_2", "U1:grid_off", "U4:grid_on", "U1:compressor_malfunction"}, "", false},
			{"Critical Alerts", dashboard.AlertSearch{Types: types("Critical Alerts")},
				[]string{"U2:milk_undercooled", "U4:grid_off_stage_2", "U1:compressor_malfunction"}, "", false},
			{"Info Alerts", dashboard.AlertSearch{Types: types("info alerts")}, []string{"U1:agitator_on", "U1:grid_off", "U4:grid_on"}, "", false},
			{"types", dashboard.AlertSearch{Types: types("grid_off", "grid_off_stage_2")}, []string{"U4:grid_off_stage_2", "U1:grid_off"}, "", false},
			{"Other Critical Alerts: the first categories excluded", dashboard.AlertSearch{Types: dashboard.Types{Names: []string{"milk_undercooled", "compressor_malfunction"}, Exclude: true}},
				[]string{"U4:grid_off_stage_2"}, "", false},
			{"All Alerts with toExclude is every alert", dashboard.AlertSearch{Types: dashboard.Types{Names: []string{"All Alerts"}, Exclude: true}},
				[]string{"U2:milk_undercooled", "U1:agitator_on", "U4:grid_off_stage_2", "U1:grid_off", "U4:grid_on", "U1:compressor_malfunction"}, "", false},
			{"a group less a type", dashboard.AlertSearch{Types: dashboard.Types{Names: []string{"Info Alerts", "grid_off"}, Exclude: true}},
				[]string{"U1:agitator_on", "U4:grid_on"}, "", false},
			{"120 hours", dashboard.AlertSearch{Params: dashboard.Params{Hours: "120"}, Types: types("Critical Alerts")},
				[]string{"U2:milk_undercooled", "U4:grid_off_stage_2", "U1:compressor_malfunction", "U3:tss_temp_alert"}, "", false},
			{"start and end dates replace the window", dashboard.AlertSearch{Params: dashboard.Params{StartDate: "2026-11-18T08:00:00Z", EndDate: "2026-11-19T08:00:00Z"}},
				[]string{"U1:chilling_started", "U3:tss_temp_alert"}, "", false},
			{"epoch ms current date", dashboard.AlertSearch{Params: dashboard.Params{Hours: "1", CurrentDate: strconv.FormatInt(ago(90*time.Minute), 10)}},
				[]string{"U4:grid_off_stage_2", "U1:grid_off"}, "", false},
			{"hour 0 from the start of the current date in its offset", dashboard.AlertSearch{Params: dashboard.Params{Hours: "0", CurrentDate: "2026-11-20T17:30:00+05:30"}},
				[]string{"U2:milk_undercooled", "U1:agitator_on", "U4:grid_off_stage_2", "U1:grid_off", "U4:grid_on", "U1:compressor_malfunction"}, "", false},
			{"status active", dashboard.AlertSearch{Status: "active"}, []string{"U2:milk_undercooled", "U4:grid_off_stage_2"}, "", false},
			{"status cleared", dashboard.AlertSearch{Status: "cleared"}, []string{"U1:compressor_malfunction"}, "", false},
			{"status unacknowledged", dashboard.AlertSearch{Status: "unacknowledged"}, []string{"U2:milk_undercooled", "U4:grid_off_stage_2", "U1:compressor_malfunction"}, "", false},
			{"status acknowledged", dashboard.AlertSearch{Status: "acknowledged"}, nil, "", false},
			{"a site", dashboard.AlertSearch{Params: dashboard.Params{Sites: []string{"site-2"}}}, []string{"U4:grid_off_stage_2", "U4:grid_on"}, "", false},
			{"units", dashboard.AlertSearch{Params: dashboard.Params{Units: []string{"unit-U2", "unit-U4"}}}, []string{"U2:milk_undercooled", "U4:grid_off_stage_2", "U4:grid_on"}, "", false},
			{"paging", dashboard.AlertSearch{Params: dashboard.Params{PageSize: "2", PagingState: "1"}}, []string{"U4:grid_off_stage_2", "U1:grid_off"}, "", false},
			{"temperature types", dashboard.AlertSearch{Params: dashboard.Params{Hours: "120"}, Types: dashboard.Types{Names: dashboard.TemperatureTypes}},
				[]string{"U2:milk_undercooled", "U1:chilling_started", "U3:tss_temp_alert"}, "", false},
			{"volume types", dashboard.AlertSearch{Params: dashboard.Params{Hours: "120"}, Types: dashboard.Types{Names: dashboard.VolumeTypes}}, nil, "", false},
			{"unknown type", dashboard.AlertSearch{Types: types("Critical Alerts", "meltdown")}, nil, "alertTypes", false},
			{"unknown status", dashboard.AlertSearch{Status: "urgent"}, nil, "status", false},
			{"end before start", dashboard.AlertSearch{Params: dashboard.Params{StartDate: "2026-11-19", EndDate: "2026-11-18"}}, nil, "endDate", false},
			{"bad start", dashboard.AlertSearch{Params: dashboard.Params{StartDate: "soon"}}, nil, "startDate", false},
			{"another organisation's unit", dashboard.AlertSearch{Params: dashboard.Params{Units: []string{"unit-U6"}}}, nil, "", true},
		} {
			t.Run(c.name, func(t *testing.T) {
				page, err := f.svc.Alerts(t.Context(), f.a, c.search)
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
				for _, a := range page.Content {
					got = append(got, key(a))
				}
				if !slices.Equal(got, c.want) {
					t.Errorf("got %v, want %v", got, c.want)
				}
			})
		}

		t.Run("rows: ids, levels, statuses, messages in the caller's language", func(t *testing.T) {
			page := must(f.svc.Alerts(t.Context(), f.a, dashboard.AlertSearch{Lang: "fr"}))
			byKey := map[string]dashboard.Alert{}
			for _, a := range page.Content {
				byKey[key(a)] = a
			}
			c := byKey["U1:compressor_malfunction"]
			if c.AlertID != f.alertU1 || c.AlertLevel != "CRITICAL" || c.Status != "cleared" || c.Stage != 2 || c.ClearedAt == nil ||
				c.AlertMessage != "Dysfonctionnement du compresseur sur Tank U1 : niveau 2" || c.AlertDisplayName != "Dysfonctionnement du compresseur" ||
				!c.OccurredOn.Equal(now.Add(-5*time.Hour)) || !c.Since.Equal(now.Add(-5*time.Hour-5*time.Minute)) || c.SiteUUID != "site-1" {
				t.Errorf("critical row = %+v", c)
			}
			e := byKey["U1:agitator_on"]
			if e.AlertID != f.eventU1 || e.AlertLevel != "INFO" || e.Status != "event" || e.AlertMessage != "Agitateur en marche sur Tank U1" || e.Volume != 1500 {
				t.Errorf("info row = %+v", e)
			}
			en := must(f.svc.Alerts(t.Context(), f.a, dashboard.AlertSearch{Types: types("grid_off_stage_2")}))
			if m := en.Content[0].AlertMessage; m != "Grid power off at Tank U4 for 5 minutes: stage 2" {
				t.Errorf("grid message = %q", m)
			}
			if en.Content[0].Status != "active" || en.PageInfo.TotalElements != 1 {
				t.Errorf("grid row = %+v", en.Content[0])
			}
		})
		t.Run("another organisation sees its own alerts", func(t *testing.T) {
			page := must(f.svc.Alerts(t.Context(), f.b, dashboard.AlertSearch{}))
			var got []string
			for _, a := range page.Content {
				got = append(got, key(a))
			}
			if !slices.Equal(got, []string{"U6:panel_trip", "U6:milk_lifted"}) {
				t.Errorf("B = %v", got)
			}
		})
	})
}

func TestAlertCounts(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		got := must(f.svc.AlertsCount(t.Context(), f.a, dashboard.Params{Hours: "120"}, "en"))
		if got.Critical != 4 || got.Info != 4 || got.Total != 8 || got.Hours != 120 || !got.To.Equal(now) || !got.From.Equal(now.Add(-120*time.Hour)) {
			t.Errorf("counts = %+v", got)
		}
		if got.AlertsAggregate.AlertCountMap["grid_off"] != 1 || got.AlertsAggregate.AlertCountMap["tss_temp_alert"] != 1 {
			t.Errorf("map = %v", got.AlertsAggregate.AlertCountMap)
		}
		var cats []string
		for _, c := range got.Categories {
			cats = append(cats, c.Category)
		}
		if !slices.Equal(cats, []string{"compressor_malfunction", "grid_off_stage_2", "milk_undercooled", "tss_temp_alert"}) || got.Categories[0].DisplayName != "Compressor malfunction" {
			t.Errorf("categories = %+v", got.Categories)
		}
		day := must(f.svc.AlertsCount(t.Context(), f.a, dashboard.Params{}, "en"))
		if day.Critical != 3 || day.Info != 3 || day.Hours != 24 {
			t.Errorf("24 h = %+v", day)
		}

		sites := must(f.svc.SiteAlerts(t.Context(), f.a, dashboard.Params{}))
		var names []string
		for _, s := range sites.Content {
			names = append(names, s.SiteName)
		}
		if !slices.Equal(names, []string{"Alpha North", "Alpha South", "Alpha Plant"}) || sites.PageInfo.TotalElements != 3 {
			t.Errorf("sites = %v", names)
		}
		n := sites.Content[0]
		if n.CriticalCount != 2 || n.InfoCount != 2 || n.SiteID != "AN-1" || n.SiteUUID != "site-1" ||
			n.AlertsAggregate.AlertCountMap["milk_undercooled"] != 1 || n.AlertsAggregate.AlertCountMap["agitator_on"] != 1 {
			t.Errorf("Alpha North = %+v", n)
		}
		if p := sites.Content[2]; p.CriticalCount != 0 || len(p.AlertsAggregate.AlertCountMap) != 0 {
			t.Errorf("Alpha Plant = %+v", p)
		}
		second := must(f.svc.SiteAlerts(t.Context(), f.a, dashboard.Params{PageSize: "2", PagingState: "1"}))
		if len(second.Content) != 1 || second.Content[0].SiteName != "Alpha Plant" || second.PageInfo.TotalPages != 2 {
			t.Errorf("page 2 = %+v", second)
		}
		if b := must(f.svc.SiteAlerts(t.Context(), f.b, dashboard.Params{})); len(b.Content) != 1 || b.Content[0].CriticalCount != 1 {
			t.Errorf("B = %+v", b.Content)
		}
	})
}
