package dashboard

import (
	"context"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

// Limits of the overall volume graph.
const (
	DefaultVolumeDays = 30
	MaxVolumeDays     = 366
)

// VolumeDay is the milk chilled on a site-local date.
type VolumeDay struct {
	Date     string  `json:"date" doc:"YYYY-MM-DD, the sites' local date"`
	Volume   float64 `json:"volume" doc:"L: the sum of the chilling sessions' maximum volume"`
	Sessions int     `json:"sessions" doc:"chilling sessions that started that day"`
}

// VolumeGraph is the overall volume graph.
type VolumeGraph struct {
	Points []VolumeDay `json:"points"`
}

// OverallVolume answers, for each date from startDate to endDate (site
// dates, default the last 30 days), the milk chilled across the caller's
// units: the sum of the chilling sessions' maximum volume.
func (s *Service) OverallVolume(ctx context.Context, p *auth.Principal, startDate, endDate string) (*VolumeGraph, error) {
	var v apperr.Validator
	end := s.Now().UTC()
	if e := strings.TrimSpace(endDate); e != "" {
		t, err := ParseTime(e, false)
		if v.Check(err == nil, "endDate", "monitor.date.format") {
			end = t
		}
	}
	endDay := day(end)
	startDay := endDay.AddDate(0, 0, -(DefaultVolumeDays - 1))
	if st := strings.TrimSpace(startDate); st != "" {
		t, err := ParseTime(st, false)
		if v.Check(err == nil, "startDate", "monitor.date.format") {
			startDay = day(t)
		}
	}
	if !v.Has("startDate") && !v.Has("endDate") && v.Check(!endDay.Before(startDay), "endDate", "monitor.time.order") {
		v.Check(endDay.Sub(startDay) < MaxVolumeDays*24*time.Hour, "startDate", "monitor.date.range")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	var rows []struct {
		Date     string  `db:"event_date"`
		Volume   float64 `db:"volume"`
		Sessions int     `db:"sessions"`
	}
	if err := s.db.Select(ctx, &rows, `SELECT us.event_date, COALESCE(SUM(`+s.db.JSONNumber("us.payload", "maxVolume")+`), 0) AS volume,
		COUNT(*) AS sessions FROM unit_sessions us`+joinUnit("us.unit_ref")+`
		WHERE`+inScope+` AND us.kind = 'chilling' AND us.event_date >= ? AND us.event_date <= ?
		GROUP BY us.event_date`, scopeArg(p), startDay.Format(time.DateOnly), endDay.Format(time.DateOnly)); err != nil {
		return nil, apperr.Wrap(err, "dashboard: overall volume")
	}
	byDate := map[string]int{}
	out := &VolumeGraph{}
	for d := startDay; !d.After(endDay); d = d.AddDate(0, 0, 1) {
		byDate[d.Format(time.DateOnly)] = len(out.Points)
		out.Points = append(out.Points, VolumeDay{Date: d.Format(time.DateOnly)})
	}
	for _, r := range rows {
		if i, ok := byDate[r.Date]; ok {
			out.Points[i].Volume, out.Points[i].Sessions = r.Volume, r.Sessions
		}
	}
	return out, nil
}

// day is the date of t in its own offset, as midnight UTC.
func day(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// VolumeHour is the milk in the tanks at the end of an hour.
type VolumeHour struct {
	Time   time.Time `json:"time" doc:"the hour's start (UTC)"`
	Volume float64   `json:"volume" doc:"L: the sum of the units' last volume at or before the hour's end (now, for the current hour)"`
}

// VolumeToday is today's volume graph.
type VolumeToday struct {
	Points []VolumeHour `json:"points"`
}

// OverallVolumeToday answers, for each hour of today (UTC) up to the
// current one, the milk in all the caller's tanks: the sum of each unit's
// last volume sample at or before the hour's end. One query: an index seek
// per unit and hour. A unit silent since before today may hold its last
// volume in a compacted block: every block is of a day that ended before
// today, so its last sample is at or before each of today's hours, and a
// row wins over it when it is as new or newer.
func (s *Service) OverallVolumeToday(ctx context.Context, p *auth.Principal) (*VolumeToday, error) {
	now := s.Now().UTC()
	start := day(now)
	var hours []string
	var args []any
	out := &VolumeToday{Points: []VolumeHour{}}
	for h := start; !h.After(now); h = h.Add(time.Hour) {
		end := min(ms(h.Add(time.Hour))-1, ms(now))
		hours = append(hours, `SELECT CAST(? AS BIGINT) AS t`)
		args = append(args, end)
		out.Points = append(out.Points, VolumeHour{Time: h})
	}
	var rows []struct {
		T      int64   `db:"t"`
		Volume float64 `db:"volume"`
	}
	if err := s.db.Select(ctx, &rows, `SELECT x.t, COALESCE(SUM(x.v), 0) AS volume FROM (
		SELECT h.t, COALESCE(
			(SELECT sm.value FROM samples sm WHERE sm.unit_ref = cu.id AND sm.signal = 'volume' AND sm.process_time <= h.t
				AND sm.process_time >= COALESCE((SELECT sb.last_time FROM sample_blocks sb WHERE sb.unit_ref = cu.id AND sb.signal = 'volume'
					ORDER BY sb.day DESC LIMIT 1), 0)
				ORDER BY sm.process_time DESC LIMIT 1),
			(SELECT sb.last_value FROM sample_blocks sb WHERE sb.unit_ref = cu.id AND sb.signal = 'volume'
				ORDER BY sb.day DESC LIMIT 1)) AS v
		FROM (`+strings.Join(hours, " UNION ALL ")+`) h CROSS JOIN`+unitsFrom+`WHERE`+inScope+`) x GROUP BY x.t ORDER BY x.t`,
		append(args, scopeArg(p))...); err != nil {
		return nil, apperr.Wrap(err, "dashboard: volume today")
	}
	for i, r := range rows {
		if i < len(out.Points) {
			out.Points[i].Volume = r.Volume
		}
	}
	return out, nil
}
