package dashboard_test

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

func TestChillingGraph(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		day := dashboard.GraphQuery{BmcID: "unit-U1", StartTime: "2026-11-19T00:00:00Z", EndTime: "2026-11-20T12:00:00Z"}
		t.Run("alert markers: raises and escalations, not clears", func(t *testing.T) {
			m := must(f.svc.AlertMarkers(t.Context(), f.a, day))
			if len(m) != 2 || m[0].Change != "raised" || m[1].Change != "escalated" || m[1].Stage != 2 || m[0].AlertID != f.alertU1 ||
				m[0].Priority != "CRITICAL" || m[0].Message != "Compressor malfunction at Tank U1: stage 1" || m[0].AlertDisplayName != "Compressor malfunction" {
				t.Errorf("markers = %+v", m)
			}
			q := day
			q.OrderByDsc, q.BmcID, q.Lang = "occurredOn", "C-U1", "fr"
			if m := must(f.svc.AlertMarkers(t.Context(), f.a, q)); len(m) != 2 || m[0].Change != "escalated" || m[0].Message != "Dysfonctionnement du compresseur sur Tank U1 : niveau 2" {
				t.Errorf("newest first by customer BMC id, in French = %+v", m)
			}
		})
		t.Run("info events of the range", func(t *testing.T) {
			e := must(f.svc.Events(t.Context(), f.a, day))
			var names []string
			for _, r := range e {
				names = append(names, r.EventName)
			}
			if !slices.Equal(names, []string{"chilling_started", "grid_off", "agitator_on"}) {
				t.Errorf("events = %v", names)
			}
			g := e[1]
			if g.DisplayEventName != "Grid power off" || g.EventState.NumericValue != 0 || *g.Volume != 1500 || *g.Temperature != 3.9 ||
				!g.TimeData.ProcessedTime.Equal(now.Add(-2*time.Hour)) || e[2].EventState.NumericValue != 1 {
				t.Errorf("grid_off = %+v", g)
			}
		})
		t.Run("a signal's series", func(t *testing.T) {
			q := day
			q.EventName, q.StartTime, q.EndTime = "volume", "2026-11-20T07:00:00", "2026-11-20T23:59:00"
			e := must(f.svc.Events(t.Context(), f.a, q))
			if len(e) != 1 || e[0].EventName != "VOLUME" || *e[0].Volume != 1500 || e[0].EventState.NumericValue != 1500 || e[0].DisplayEventName != "Volume" {
				t.Errorf("site-local range = %+v", e)
			}
			q.StartTime, q.EndTime, q.EventName = "2026-11-20T00:00:00Z", "2026-11-20T23:00:00Z", "COMPFBIBT"
			if e := must(f.svc.Events(t.Context(), f.a, q)); len(e) != 1 || e[0].EventState.NumericValue != 1 || e[0].Volume != nil {
				t.Errorf("compressor, from its relay when it has no feedback = %+v", e)
			}
		})
		t.Run("device events: the codes the unit has samples for", func(t *testing.T) {
			got := must(f.svc.DeviceEvents(t.Context(), f.a, "unit-U1", "fr"))
			if len(got) != 2 || got[0] != (dashboard.DeviceEvent{DisplayEventName: "Volume du lait", EventName: "VOLUME"}) || got[1].EventName != "COMPFBIBT" {
				t.Errorf("U1 = %+v", got)
			}
			if got := must(f.svc.DeviceEvents(t.Context(), f.a, "unit-U7", "en")); len(got) != 0 {
				t.Errorf("U7 = %+v", got)
			}
		})
		t.Run("bad input names the field; another organisation's unit is not found", func(t *testing.T) {
			for _, c := range []struct {
				q     dashboard.GraphQuery
				field string
			}{
				{dashboard.GraphQuery{StartTime: "0", EndTime: "1"}, "bmcId"},
				{dashboard.GraphQuery{BmcID: "unit-U1", StartTime: "soon", EndTime: "1"}, "startTime"},
				{dashboard.GraphQuery{BmcID: "unit-U1", StartTime: "5", EndTime: "1"}, "endTime"},
				{dashboard.GraphQuery{BmcID: "unit-U1", StartTime: "0", EndTime: "1", OrderByDsc: "volume"}, "orderByDsc"},
				{dashboard.GraphQuery{BmcID: "unit-U1", StartTime: "0", EndTime: "1", EventName: "PRESSURE"}, "eventName"},
			} {
				if _, err := f.svc.Events(t.Context(), f.a, c.q); !isField(err, c.field) {
					t.Errorf("%+v: %v", c.q, err)
				}
			}
			if _, err := f.svc.DeviceEvents(t.Context(), f.a, "", "en"); !isField(err, "chillingUnitUUID") {
				t.Errorf("no unit: %v", err)
			}
			q := day
			q.BmcID = "unit-U6"
			if _, err := f.svc.AlertMarkers(t.Context(), f.a, q); !errors.Is(err, apperr.ErrNotFound) {
				t.Errorf("markers: %v", err)
			}
			if _, err := f.svc.Events(t.Context(), f.a, q); !errors.Is(err, apperr.ErrNotFound) {
				t.Errorf("events: %v", err)
			}
			if _, err := f.svc.DeviceEvents(t.Context(), f.a, "unit-U6", "en"); !errors.Is(err, apperr.ErrNotFound) {
				t.Errorf("device events: %v", err)
			}
		})
		t.Run("series and device events read compacted days alike", func(t *testing.T) {
			answers := func() string {
				var out []any
				for _, code := range []string{"VOLUME", "COMPFBIBT"} {
					q := day
					q.EventName = code
					out = append(out, must(f.svc.Events(t.Context(), f.a, q)))
				}
				out = append(out, must(f.svc.DeviceEvents(t.Context(), f.a, "unit-U1", "en")))
				b, err := json.Marshal(out)
				if err != nil {
					t.Fatal(err)
				}
				return string(b)
			}
			before := answers()
			c, err := telemetry.NewStore(db).Compact(t.Context(), time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC))
			if err != nil || c.Samples == 0 {
				t.Fatalf("compaction: %+v, %v", c, err)
			}
			if after := answers(); after != before {
				t.Errorf("compaction changed the graph:\n before %s\n after  %s", before, after)
			}
		})
	})
}

func TestLive(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		all := must(f.svc.Live(t.Context(), f.a, ""))
		if !all.Sees(t.Context(), f.ref["U1"]) || !all.Sees(t.Context(), f.ref["U9"]) || all.Sees(t.Context(), f.ref["U6"]) || all.Sees(t.Context(), 999) {
			t.Error("the stream's scope is the caller's units")
		}
		one := must(f.svc.Live(t.Context(), f.a, "unit-U2"))
		if !one.Sees(t.Context(), f.ref["U2"]) || one.Sees(t.Context(), f.ref["U1"]) {
			t.Error("a stream of one unit")
		}
		if _, err := f.svc.Live(t.Context(), f.a, "unit-U6"); !errors.Is(err, apperr.ErrNotFound) {
			t.Errorf("another organisation's unit: %v", err)
		}
		stored, ok := all.Alert(t.Context(), f.ref["U2"], f.alertU2, engine.AlertChange{At: now.Add(-time.Hour), Alert: "milk_undercooled"}, "en")
		if !ok || stored.AlertID != f.alertU2 || stored.ChillingUnitID != "U2" || stored.Status != "active" {
			t.Errorf("a stored alert = %+v, %v", stored, ok)
		}
		fresh := engine.AlertChange{At: now, Since: now.Add(-10 * time.Minute), Alert: "panel_trip", Change: engine.Cleared, Stage: 2, Temp: 7}
		got, ok := all.Alert(t.Context(), f.ref["U3"], "unit-U3.panel_trip.1", fresh, "en")
		if !ok || got.Status != "cleared" || got.Stage != 2 || got.SiteName != "Alpha North" || got.AlertMessage != "Panel trip at Tank U3: stage 2" {
			t.Errorf("a change not stored yet = %+v, %v", got, ok)
		}
		if _, ok := all.Alert(t.Context(), f.ref["U6"], f.alertB, fresh, "en"); ok {
			t.Error("another organisation's alert was pushed")
		}
		old := fresh
		old.At = now.Add(-3 * time.Hour)
		if _, ok := all.Alert(t.Context(), f.ref["U3"], "unit-U3.panel_trip.1", old, "en"); ok {
			t.Error("an alert older than the live window was pushed")
		}
	})
}
