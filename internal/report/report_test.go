package report_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/report"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// summary is a report's golden file: its rows, and the sums a manager
// reads at the bottom of the sheet.
type summary struct {
	Rows        int                `json:"rows"`
	Totals      map[string]float64 `json:"totals"`
	Zones       []string           `json:"zones"`
	Undercooled []int              `json:"undercooled,omitempty"`
	Content     []report.Row       `json:"content"`
}

func summarise(res *report.Result) summary {
	s := summary{Rows: len(res.Content), Totals: map[string]float64{}, Zones: res.Zones, Undercooled: res.Undercooled, Content: res.Content}
	for _, r := range res.Content {
		for _, f := range r.Fields() {
			switch v := r.Get(f).(type) {
			case float64:
				if f != "capacity" {
					s.Totals[f] = round2(s.Totals[f] + v)
				}
			case time.Duration:
				s.Totals[f+"Minutes"] = round2(s.Totals[f+"Minutes"] + v.Minutes())
			}
		}
	}
	return s
}

func round2(x float64) float64 { return float64(int64(x*100+0.5)) / 100 }

// TestGoldenMonth runs the four reports over a simulated month and
// compares them with the checked-in golden files; both databases must
// give the same rows.
func TestGoldenMonth(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := newFleet(t, db)
		q := report.Query{UUIDs: f.uuids(), FromDate: "2026-03-01", ToDate: "2026-03-31"}
		for _, k := range report.Kinds {
			t.Run(string(k), func(t *testing.T) {
				res, err := f.svcs.Reports.Rows(t.Context(), f.admin, k, q)
				if err != nil {
					t.Fatal(err)
				}
				if len(res.Content) < 20 {
					t.Fatalf("%d rows: a month of three units should give many more", len(res.Content))
				}
				checkOrder(t, res.Content)
				golden(t, string(k)+".json", summarise(res))
				if k == report.Lifting {
					checkUndercooled(t, res)
				}
				if k == report.Fuel {
					checkFuel(t, res)
				}
			})
		}
	})
}

// checkOrder: by date, then BMC id, then start time.
func checkOrder(t *testing.T, rows []report.Row) {
	t.Helper()
	key := func(r report.Row) string {
		parts := make([]string, 0, 3)
		for _, f := range []string{"eventDate", "date", "customerBmcId", "bmcId", "chillingStartTime", "startTime"} {
			switch v := r.Get(f).(type) {
			case time.Time:
				parts = append(parts, v.UTC().Format(time.RFC3339))
			case string:
				parts = append(parts, v)
			}
		}
		return strings.Join(parts, "|")
	}
	for i := 1; i < len(rows); i++ {
		if key(rows[i-1]) > key(rows[i]) {
			t.Fatalf("row %d (%s) comes after row %d (%s)", i, key(rows[i]), i-1, key(rows[i-1]))
		}
	}
}

// checkUndercooled: the marked liftings are those of the injected faults,
// and only they started above 4.1 °C.
func checkUndercooled(t *testing.T, res *report.Result) {
	t.Helper()
	if len(res.Undercooled) < 2 {
		t.Fatalf("undercooled = %v, want the two injected liftings", res.Undercooled)
	}
	for i, r := range res.Content {
		warm := r.Get("startTemp").(float64) > 4.1
		if marked := slices.Contains(res.Undercooled, i); marked != warm {
			t.Errorf("row %d (%v °C): marked %v", i, r.Get("startTemp"), marked)
		}
	}
}

// checkFuel: a month of a rural site has generator time, and each cost is
// its quantity times the price.
func checkFuel(t *testing.T, res *report.Result) {
	t.Helper()
	var dg time.Duration
	for _, r := range res.Content {
		dg += r.Get("dgWhileChillingTime").(time.Duration) + r.Get("dgWithoutChillingTime").(time.Duration)
	}
	if dg == 0 {
		t.Error("no generator time in a month with outages")
	}
}

func TestQueryErrors(t *testing.T) {
	db := storagetest.SQLite(t)
	f := newEmptyFleet(t, db)
	u := f.uuids()
	cases := []struct {
		name  string
		q     report.Query
		field string
		code  string
	}{
		{"no unit", report.Query{FromDate: "2026-03-01", ToDate: "2026-03-02"}, "uuids", "report.uuids.required"},
		{"no start", report.Query{UUIDs: u, ToDate: "2026-03-02"}, "fromDate", "report.date.required"},
		{"bad end", report.Query{UUIDs: u, FromDate: "2026-03-01", ToDate: "02/03/2026"}, "toDate", "report.date.format"},
		{"start after end", report.Query{UUIDs: u, FromDate: "2026-03-03", ToDate: "2026-03-02"}, "fromDate", "dates.startAfterEnd"},
		{"end before start", report.Query{UUIDs: u, FromDate: "2026-03-03", ToDate: "2026-03-02"}, "toDate", "dates.endBeforeStart"},
		{"over a year", report.Query{UUIDs: u, FromDate: "2025-01-01", ToDate: "2026-03-02"}, "toDate", "report.dates.span"},
		{"page size 0", report.Query{UUIDs: u, FromDate: "2026-03-01", ToDate: "2026-03-02", PageSize: "0"}, "pageSize", "report.pageSize"},
		{"page size 5001", report.Query{UUIDs: u, FromDate: "2026-03-01", ToDate: "2026-03-02", PageSize: "5001"}, "pageSize", "report.pageSize"},
		{"page overflow", report.Query{UUIDs: u, FromDate: "2026-03-01", ToDate: "2026-03-02", Page: "9223372036854775808"}, "page", "paging.page.max"},
		{"page below 0", report.Query{UUIDs: u, FromDate: "2026-03-01", ToDate: "2026-03-02", Page: "-5"}, "page", "paging.page.min"},
		{"page not a number", report.Query{UUIDs: u, FromDate: "2026-03-01", ToDate: "2026-03-02", Page: "abc"}, "page", "paging.page.min"},
		{"page not whole", report.Query{UUIDs: u, FromDate: "2026-03-01", ToDate: "2026-03-02", Page: "1.5"}, "page", "paging.page.min"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := f.svcs.Reports.Rows(t.Context(), f.admin, report.Chilling, c.q)
			var e *apperr.Error
			if !errors.As(err, &e) || e.Kind != apperr.KindInvalid {
				t.Fatalf("err = %v, want invalid", err)
			}
			if !hasField(e, c.field, c.code) {
				t.Errorf("err = %+v, want %s on %s", e, c.code, c.field)
			}
		})
	}
	t.Run("unknown unit", func(t *testing.T) {
		_, err := f.svcs.Reports.Rows(t.Context(), f.admin, report.CIP, report.Query{UUIDs: []string{"nope"}, FromDate: "2026-03-01", ToDate: "2026-03-01"})
		if apperr.KindOf(err) != apperr.KindNotFound {
			t.Errorf("err = %v, want not found", err)
		}
	})
}

func hasField(e *apperr.Error, field, code string) bool {
	for _, f := range e.Fields {
		if f.Field == field && f.Code == code {
			return true
		}
	}
	return false
}
