package dashboard_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestAlertByID(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		a := must(f.svc.AlertByID(t.Context(), f.a, f.alertU1, "en"))
		if a.AlertID != f.alertU1 || len(a.Changes) != 3 || a.Changes[0].Change != "raised" || a.Changes[1].Change != "escalated" ||
			a.Changes[1].Stage != 2 || a.Changes[2].Change != "cleared" || a.Changes[2].AlertType != "compressor_malfunction" {
			t.Errorf("alert = %+v", a)
		}
		e := must(f.svc.AlertByID(t.Context(), f.a, f.eventU1, "en"))
		if e.AlertLevel != "INFO" || e.AlertType != "agitator_on" || len(e.Changes) != 0 {
			t.Errorf("event = %+v", e)
		}
		for name, c := range map[string]struct {
			id string
		}{"another organisation's alert": {f.alertB}, "unknown": {"x.y.z"}, "an event of another unit": {strings.Replace(f.eventU1, "unit-U1", "unit-U6", 1)},
			"malformed": {"nothing"}} {
			if _, err := f.svc.AlertByID(t.Context(), f.a, c.id, "en"); !errors.Is(err, apperr.ErrNotFound) {
				t.Errorf("%s: %v", name, err)
			}
		}
	})
}

func TestAcknowledge(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFixture(t, db)
		f.svc.Now = func() time.Time { return now.Add(time.Minute) }
		a, err := f.svc.Acknowledge(t.Context(), f.a, f.alertU2, "  Technician called ", "en")
		if err != nil {
			t.Fatal(err)
		}
		if a.AcknowledgedBy != "alpha.admin" || a.AcknowledgeComment != "Technician called" || !a.AcknowledgedAt.Equal(now.Add(time.Minute)) || a.Status != "active" {
			t.Errorf("acknowledged = %+v", a.Alert)
		}
		for _, c := range []struct {
			name string
			id   string
			kind apperr.Kind
			p    int
		}{
			{"a second acknowledgement is a conflict", f.alertU2, apperr.KindConflict, 0},
			{"an info event cannot be acknowledged", f.eventU1, apperr.KindNotFound, 0},
			{"another organisation's alert", f.alertB, apperr.KindNotFound, 0},
			{"a centre user acknowledges its centre's alert", f.alertU4, 0, 1},
			{"and the other organisation its own", f.alertB, 0, 2},
		} {
			t.Run(c.name, func(t *testing.T) {
				p := []*auth.Principal{f.a, f.a1, f.b}[c.p]
				_, err := f.svc.Acknowledge(t.Context(), p, c.id, "", "en")
				if c.kind == 0 && err != nil || c.kind != 0 && apperr.KindOf(err) != c.kind {
					t.Errorf("got %v, want kind %v", err, c.kind)
				}
			})
		}
		if _, err := f.svc.Acknowledge(t.Context(), f.a, f.alertU1, strings.Repeat("é", 501), "en"); !isField(err, "comment") {
			t.Errorf("long comment: %v", err)
		}
		if _, err := f.svc.Acknowledge(t.Context(), f.a, f.alertU1, strings.Repeat("é", 500), "en"); err != nil {
			t.Errorf("500 characters: %v", err)
		}
		var conflict *apperr.Error
		_, err = f.svc.Acknowledge(t.Context(), f.a1, f.alertU2, "", "en")
		if !errors.As(err, &conflict) || conflict.Code != "monitor.alert.acknowledged" || conflict.Args["By"] != "alpha.admin" {
			t.Errorf("conflict = %#v", err)
		}
		acked := must(f.svc.Alerts(t.Context(), f.a, dashboard.AlertSearch{Status: "acknowledged"}))
		if len(acked.Content) != 3 {
			t.Errorf("acknowledged = %d", len(acked.Content))
		}
	})
}
