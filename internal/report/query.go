package report

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// Limits of a report query.
const (
	MaxUnits = 5000
	MaxDays  = 366
)

// Query is a report call's keys as the caller wrote them (spec 03 §3:
// orgName, uuids, fromDate, toDate, page, pageSize).
type Query struct {
	OrgName  string
	UUIDs    []string // chilling unit uuids
	FromDate string   // yyyy-MM-dd, site-local, included
	ToDate   string   // yyyy-MM-dd, site-local, included
	Page     string   // zero-based; default 0
	PageSize string   // 1–5000; default 5000
}

// SplitUUIDs reads repeated and comma-separated uuids, dropping blanks.
func SplitUUIDs(values []string) []string {
	var out []string
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			if p := strings.TrimSpace(part); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// request is a validated query: the units' ids, the dates and the page.
type request struct {
	units    []int64
	from, to string
	page     paging.Request
}

// validate checks the keys, naming each bad one.
func (q Query) validate() (request, error) {
	var v apperr.Validator
	r := request{page: paging.Request{Size: paging.MaxSize}}
	if v.Check(len(q.UUIDs) > 0, "uuids", "report.uuids.required") {
		v.Check(len(q.UUIDs) <= MaxUnits, "uuids", "report.uuids.max")
	}
	from, okFrom := date(&v, "fromDate", q.FromDate)
	to, okTo := date(&v, "toDate", q.ToDate)
	if okFrom && okTo && v.Ordered(!from.After(to), "fromDate", "toDate") {
		v.Check(to.Sub(from) < MaxDays*24*time.Hour, "toDate", "report.dates.span")
	}
	r.from, r.to = strings.TrimSpace(q.FromDate), strings.TrimSpace(q.ToDate)
	if s := strings.TrimSpace(q.Page); s != "" {
		n, err := strconv.Atoi(s)
		switch {
		case (errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(s, "-")) || (err == nil && n > paging.MaxPage):
			v.Add("page", "paging.page.max")
		case err != nil || n < 0: // not a whole number of 0 or more
			v.Add("page", "paging.page.min")
		default:
			r.page.Page = n
		}
	}
	if s := strings.TrimSpace(q.PageSize); s != "" {
		n, err := strconv.Atoi(s)
		if v.Check(err == nil && n >= 1 && n <= paging.MaxSize, "pageSize", "report.pageSize") {
			r.page.Size = n
		}
	}
	return r, v.Err()
}

// date reads a required yyyy-MM-dd.
func date(v *apperr.Validator, field, s string) (time.Time, bool) {
	if !v.Required(field, s, "report.date.required") {
		return time.Time{}, false
	}
	t, err := time.Parse(time.DateOnly, strings.TrimSpace(s))
	return t, v.Check(err == nil, field, "report.date.format")
}

// resolveUnits finds the units by uuid under the path prefix (the named
// organisation's subtree, inside the caller's scope); a unit of another
// organisation answers not found, like an unknown one.
func (s *Service) resolveUnits(ctx context.Context, p *auth.Principal, path string, uuids []string) ([]int64, error) {
	q, args, err := sqlxIn(`SELECT cu.id, cu.uuid, so.path FROM chilling_units cu JOIN sites s ON s.id = cu.site_ref
		JOIN organizations so ON so.id = s.sub_org_id WHERE cu.uuid IN (?)`, uuids)
	if err != nil {
		return nil, err
	}
	var rows []struct {
		ID   int64  `db:"id"`
		UUID string `db:"uuid"`
		Path string `db:"path"`
	}
	if err := s.db.Select(ctx, &rows, q, args...); err != nil {
		return nil, apperr.Wrap(err, "report: resolve units")
	}
	found := make(map[string]int64, len(rows))
	for _, r := range rows {
		if p.Sees(r.Path) && strings.HasPrefix(r.Path, path) {
			found[r.UUID] = r.ID
		}
	}
	ids := make([]int64, 0, len(uuids))
	seen := make(map[int64]bool, len(uuids))
	for _, u := range uuids {
		id, ok := found[u]
		if !ok {
			return nil, apperr.NotFound("chilling unit")
		}
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	return ids, nil
}

func sqlxIn(q string, args ...any) (string, []any, error) {
	q, args, err := sqlx.In(q, args...)
	return q, args, apperr.Wrap(err, "report: query")
}
