package dashboard

import (
	"context"
	"sort"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// AlertsAggregate counts a window's alerts by type.
type AlertsAggregate struct {
	AlertCountMap map[string]int `json:"alertCountMap" doc:"critical alerts raised and info events, by alert type"`
}

// Category is a critical alert type raised in the window.
type Category struct {
	Category    string `json:"category"`
	DisplayName string `json:"displayName"`
	Level       string `json:"level"`
	Count       int    `json:"count"`
}

// AlertsCount is the dashboard's alerts tile.
type AlertsCount struct {
	Hours           int             `json:"hours"`
	From            time.Time       `json:"from"`
	To              time.Time       `json:"to"`
	Critical        int             `json:"critical"`
	Info            int             `json:"info"`
	Total           int             `json:"total"`
	AlertsAggregate AlertsAggregate `json:"alertsAggregate"`
	Categories      []Category      `json:"categories" doc:"the critical types raised in the window, most first (ties by name)"`
}

// typeCounts is the window's counts by type (and site when bySite, for
// the sites of siteIDs), both tables in one grouped query over the
// caller's units.
func (s *Service) typeCounts(ctx context.Context, q query, bySite bool, siteIDs []int64) ([]typeCount, error) {
	units, unitArgs := q.unitsInScope()
	part := func(table, alias, timeCol, typeCol, critical string) (string, []any) {
		site, join, group := "0 AS site_id", "", ""
		if bySite {
			site, join, group = "cu.site_ref AS site_id", " JOIN chilling_units cu ON cu.id = "+alias+".unit_ref", "cu.site_ref, "
		}
		where, args := ` WHERE `+timeCol+` >= ? AND `+timeCol+` <= ? AND `+alias+`.unit_ref IN (`+units+`)`,
			append([]any{q.from(), q.to()}, unitArgs...)
		where, args = andIn(where, args, "cu.site_ref", siteIDs)
		return `SELECT ` + site + `, ` + critical + ` AS critical, ` + typeCol + ` AS type, COUNT(*) AS n FROM ` + table + join +
			where + ` GROUP BY ` + group + typeCol, args
	}
	a, aArgs := part("alerts a", "a", "a.raised_at", "a.alert", "1")
	e, eArgs := part("unit_events e", "e", "e.at", "e.name", "0")
	var rows []typeCount
	if err := s.selectIn(ctx, &rows, a+" UNION ALL "+e, append(aArgs, eArgs...)...); err != nil {
		return nil, apperr.Wrap(err, "dashboard: alert counts")
	}
	return rows, nil
}

type typeCount struct {
	SiteID   int64  `db:"site_id"`
	Critical int    `db:"critical"`
	Type     string `db:"type"`
	N        int    `db:"n"`
}

// AlertsCount counts the window's critical alerts raised and info events,
// by type, and lists the critical categories, most first.
func (s *Service) AlertsCount(ctx context.Context, p *auth.Principal, in Params, lang string) (*AlertsCount, error) {
	q, err := s.resolve(ctx, p, in)
	if err != nil {
		return nil, err
	}
	rows, err := s.typeCounts(ctx, q, false, nil)
	if err != nil {
		return nil, err
	}
	out := &AlertsCount{Hours: q.window.Hours, From: q.window.From.UTC(), To: q.window.To.UTC(),
		AlertsAggregate: AlertsAggregate{AlertCountMap: map[string]int{}}, Categories: []Category{}}
	for _, r := range rows {
		out.AlertsAggregate.AlertCountMap[r.Type] += r.N
		if r.Critical == 1 {
			out.Critical += r.N
			out.Categories = append(out.Categories, Category{Category: r.Type, DisplayName: displayName(r.Type, lang),
				Level: engine.Critical.String(), Count: r.N})
		} else {
			out.Info += r.N
		}
	}
	out.Total = out.Critical + out.Info
	sort.Slice(out.Categories, func(i, j int) bool {
		a, b := out.Categories[i], out.Categories[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		return a.Category < b.Category
	})
	return out, nil
}

// SiteAlerts is a site's alert summary.
type SiteAlerts struct {
	SiteID          string          `json:"siteId"`
	SiteName        string          `json:"siteName"`
	SiteUUID        string          `json:"siteUuid"`
	CriticalCount   int             `json:"criticalCount"`
	InfoCount       int             `json:"infoCount"`
	AlertsAggregate AlertsAggregate `json:"alertsAggregate"`
}

// SiteAlerts pages the caller's sites with their window's counts, most
// critical alerts first (then most info events, then by name); each
// page's counts by type come from one grouped query over its sites.
func (s *Service) SiteAlerts(ctx context.Context, p *auth.Principal, in Params) (paging.Page[SiteAlerts], error) {
	q, err := s.resolve(ctx, p, in)
	if err != nil {
		return paging.Page[SiteAlerts]{}, err
	}
	units, unitArgs := q.unitsInScope()
	count := func(table, alias, timeCol string) string {
		return `SELECT cu.site_ref, COUNT(*) AS n FROM ` + table + ` JOIN chilling_units cu ON cu.id = ` + alias +
			`.unit_ref WHERE ` + timeCol + ` >= ? AND ` + timeCol + ` <= ? AND ` + alias + `.unit_ref IN (` + units + `) GROUP BY cu.site_ref`
	}
	where, whereArgs := andIn(`WHERE`+inScope, []any{q.scope}, "s.id", q.siteIDs)
	args := append(append(append([]any{q.from(), q.to()}, unitArgs...), q.from(), q.to()), unitArgs...)
	args = append(args, whereArgs...)
	var rows []struct {
		ID       int64  `db:"id"`
		Code     string `db:"site_code"`
		Name     string `db:"site_name"`
		UUID     string `db:"site_uuid"`
		Critical int    `db:"critical"`
		Info     int    `db:"info"`
		Total    int    `db:"total"`
	}
	if err := s.selectIn(ctx, &rows, `SELECT s.id, s.site_code, s.site_name, s.site_uuid, COALESCE(al.n, 0) AS critical,
		COALESCE(ev.n, 0) AS info, COUNT(*) OVER () AS total
		FROM sites s JOIN organizations so ON so.id = s.sub_org_id
		LEFT JOIN (`+count("alerts a", "a", "a.raised_at")+`) al ON al.site_ref = s.id
		LEFT JOIN (`+count("unit_events e", "e", "e.at")+`) ev ON ev.site_ref = s.id
		`+where+` ORDER BY critical DESC, info DESC, s.site_name, s.id LIMIT ? OFFSET ?`,
		append(args, q.page.Size, q.page.Offset())...); err != nil {
		return paging.Page[SiteAlerts]{}, apperr.Wrap(err, "dashboard: site alerts")
	}
	out := make([]SiteAlerts, len(rows))
	ids := make([]int64, len(rows))
	at := map[int64]int{}
	for i, r := range rows {
		out[i] = SiteAlerts{SiteID: r.Code, SiteName: r.Name, SiteUUID: r.UUID, CriticalCount: r.Critical, InfoCount: r.Info,
			AlertsAggregate: AlertsAggregate{AlertCountMap: map[string]int{}}}
		ids[i], at[r.ID] = r.ID, i
	}
	total := 0
	if len(rows) > 0 {
		total = rows[0].Total
		counts, err := s.typeCounts(ctx, q, true, ids)
		if err != nil {
			return paging.Page[SiteAlerts]{}, err
		}
		for _, c := range counts {
			out[at[c.SiteID]].AlertsAggregate.AlertCountMap[c.Type] += c.N
		}
	} else if q.page.Page > 0 {
		if err := s.getIn(ctx, &total, `SELECT COUNT(*) FROM sites s JOIN organizations so ON so.id = s.sub_org_id `+where, whereArgs...); err != nil {
			return paging.Page[SiteAlerts]{}, apperr.Wrap(err, "dashboard: count sites")
		}
	}
	return paging.New(q.page, out, total), nil
}
