package dashboard

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// Limits of the common query keys.
const (
	MaxHours        = 120
	DefaultHours    = 24
	DefaultPageSize = 500
)

// Params are the common keys of the monitoring calls, as the caller wrote
// them; the field names name them in errors.
type Params struct {
	// Hours is the window in hours (0–120, default 24; 0 is "since the
	// start of the current date"); HoursField is the key it came in
	// ("hour" or "hours").
	Hours      string
	HoursField string
	// CurrentDate is the window's end: RFC 3339, a date (its end) or epoch
	// ms; default now.
	CurrentDate string
	// StartDate and EndDate, when given, replace the hour window's bounds.
	StartDate, EndDate string
	// PagingState is the zero-based page number ("" is 0); PageSize 1–5000,
	// default 500, given under PageSizeField.
	PagingState   string
	PageSize      string
	PageSizeField string
	// MaxPageSize is the largest page size accepted (paging.MaxSize when
	// zero); the alert search takes the console's 100,000 (spec 03 §9).
	MaxPageSize int
	// Sites and Units restrict the rows to these site and unit uuids.
	Sites, Units []string
}

// Window is the time range of a call, both ends included.
type Window struct {
	Hours    int
	From, To time.Time
}

// query is a validated call: its window, its page, the resolved site and
// unit filters and the scope.
type query struct {
	window  Window
	page    paging.Request
	siteIDs []int64
	unitIDs []int64
	scope   string
}

func (q query) from() int64 { return ms(q.window.From) }

// unitsInScope is a subquery of the ids of the caller's units that pass
// the site and unit filters, with its arguments.
func (q query) unitsInScope() (string, []any) {
	where, args := `WHERE`+inScope, []any{q.scope}
	where, args = andIn(where, args, "s.id", q.siteIDs)
	where, args = andIn(where, args, "cu.id", q.unitIDs)
	return `SELECT cu.id FROM` + unitsFrom + where, args
}
func (q query) to() int64 { return ms(q.window.To) }

// resolve validates the keys, naming each bad one, then resolves the site
// and unit filters in the caller's scope.
func (s *Service) resolve(ctx context.Context, p *auth.Principal, in Params) (query, error) {
	var v apperr.Validator
	q := query{scope: scopeArg(p)}
	q.window = s.window(&v, in)
	q.page = pageOf(&v, in)
	v.Check(len(in.Sites) <= maxIDs, "sites", "monitor.ids.tooMany")
	v.Check(len(in.Units) <= maxIDs, "chillingUnits", "monitor.ids.tooMany")
	if err := v.Err(); err != nil {
		return q, err
	}
	var err error
	if q.siteIDs, err = s.resolveIDs(ctx, p, "site", in.Sites); err != nil {
		return q, err
	}
	q.unitIDs, err = s.resolveIDs(ctx, p, "chillingUnit", in.Units)
	return q, err
}

// window reads the hours, the current date and the start and end dates.
func (s *Service) window(v *apperr.Validator, in Params) Window {
	field := in.HoursField
	if field == "" {
		field = "hour"
	}
	w := Window{Hours: DefaultHours, To: s.Now().UTC()}
	if h := strings.TrimSpace(in.Hours); h != "" {
		n, err := strconv.Atoi(h)
		if v.Check(err == nil && n >= 0 && n <= MaxHours, field, "monitor.hours") {
			w.Hours = n
		}
	}
	if c := strings.TrimSpace(in.CurrentDate); c != "" {
		t, err := ParseTime(c, true)
		if v.Check(err == nil, "currentDate", "monitor.time.format") {
			w.To = t
		}
	}
	if w.Hours == 0 {
		y, m, d := w.To.Date()
		w.From = time.Date(y, m, d, 0, 0, 0, 0, w.To.Location())
	} else {
		w.From = w.To.Add(-time.Duration(w.Hours) * time.Hour)
	}
	if c := strings.TrimSpace(in.StartDate); c != "" {
		t, err := ParseTime(c, false)
		if v.Check(err == nil, "startDate", "monitor.time.format") {
			w.From = t
		}
	}
	if c := strings.TrimSpace(in.EndDate); c != "" {
		t, err := ParseTime(c, true)
		if v.Check(err == nil, "endDate", "monitor.time.format") {
			w.To = t
		}
	}
	if !v.Has("startDate") && !v.Has("endDate") {
		v.Check(!w.To.Before(w.From), "endDate", "monitor.time.order")
	}
	return w
}

// pageOf reads pagingState and the page size.
func pageOf(v *apperr.Validator, in Params) paging.Request {
	r := paging.Request{Size: DefaultPageSize}
	if ps := strings.TrimSpace(in.PagingState); ps != "" {
		n, err := strconv.Atoi(ps)
		if v.Check(err == nil && n >= 0 && n <= 1_000_000, "pagingState", "monitor.pagingState") {
			r.Page = n
		}
	}
	field := in.PageSizeField
	if field == "" {
		field = "pageSize"
	}
	if sz := strings.TrimSpace(in.PageSize); sz != "" {
		n, err := strconv.Atoi(sz)
		limit, msg := paging.MaxSize, "monitor.pageSize"
		if in.MaxPageSize > 0 {
			limit, msg = in.MaxPageSize, "monitor.searchPageSize"
		}
		if v.Check(err == nil && n >= 1 && n <= limit, field, msg) {
			r.Size = n
		}
	}
	return r
}

// ParseTime reads a time of a query: epoch milliseconds (digits only), RFC
// 3339 (its offset kept, so that "the start of the current date" is the
// caller's), or a date, read as its start or, with end, its last
// millisecond (UTC).
func ParseTime(s string, end bool) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s != "" && len(s) <= 15 && strings.Trim(s, "0123456789") == "" {
		n, err := strconv.ParseInt(s, 10, 64)
		return time.UnixMilli(n).UTC(), err
	}
	if i := strings.LastIndexByte(s, ' '); i > 10 && len(s)-i == 6 { // a "+" the query string turned into a space
		s = s[:i] + "+" + s[i+1:]
	}
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	t, err := time.Parse(time.DateOnly, s)
	if err == nil && end {
		t = t.Add(24*time.Hour - time.Millisecond)
	}
	return t, err
}

// SplitList reads a comma list of uuids or names, dropping blanks.
func SplitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if p := strings.TrimSpace(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}
