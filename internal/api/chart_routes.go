package api

import (
	"context"
	"net/http"
	"slices"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// seriesQuery is a chilling graph call (spec 03 §7 "Chilling graph").
type seriesQuery struct {
	BmcID      string `query:"bmcId" doc:"the chilling unit: its chillingUnitUuid, or its customer BMC id"`
	StartTime  string `query:"startTime" doc:"RFC 3339 with its zone, a date-time without zone read in the site's time zone, or epoch milliseconds"`
	EndTime    string `query:"endTime" doc:"included; same forms as startTime"`
	OrderByDsc string `query:"orderByDsc" doc:"processTime: newest first; absent: oldest first"`
}

// Series is one signal of a chilling graph.
type Series struct {
	Signal string            `json:"signal"`
	Unit   string            `json:"unit"`
	Points []telemetry.Point `json:"points"`
	// Downsampled is true when the range held more than 2,000 samples: each
	// point is then a bucket's mean with its min and max.
	Downsampled bool `json:"downsampled"`
}

// SeriesAnswer is a chilling graph answer: the unit and its series.
type SeriesAnswer struct {
	ChillingUnitUUID string   `json:"chillingUnitUuid"`
	ChillingUnitID   string   `json:"chillingUnitId"`
	SiteID           string   `json:"siteId"`
	ZoneID           string   `json:"zoneId"`
	Series           []Series `json:"series"`
}

// chartRoutes serves the chilling graph's measured series.
func (s *Server) chartRoutes() {
	const base = Base + "/notificationService/bmc"
	register(s, s.op(http.MethodGet, base+"/VOLUME/", "volumeSeries",
		"A unit's milk volume (L) between two times, at most 2,000 points (longer ranges keep each bucket's min and max)", "chilling graph"), s.volumeSeries)
	register(s, s.op(http.MethodGet, base+"/TEMPERATURE/", "temperatureSeries",
		"A unit's milk, second-probe and battery temperatures (°C) between two times, at most 2,000 points each", "chilling graph"), s.temperatureSeries)
}

// volumeSeries answers a unit's milk volume (L).
func (s *Server) volumeSeries(ctx context.Context, in *seriesQuery) (*out[*SeriesAnswer], error) {
	return reply(s.series(ctx, in, []string{telemetry.SignalVolume}, "L"))
}

// temperatureSeries answers a unit's milk, second-probe and battery
// temperatures (°C).
func (s *Server) temperatureSeries(ctx context.Context, in *seriesQuery) (*out[*SeriesAnswer], error) {
	return reply(s.series(ctx, in, []string{telemetry.SignalTemp, telemetry.SignalTemp2, telemetry.SignalBatteryTemp}, "°C"))
}

func (s *Server) series(ctx context.Context, in *seriesQuery, signals []string, unitName string) (*SeriesAnswer, error) {
	if err := requireQuery("bmcId", in.BmcID); err != nil {
		return nil, err
	}
	u, err := s.Sites.UnitByKey(ctx, principal(ctx), in.BmcID)
	if err != nil {
		return nil, err
	}
	loc, err := time.LoadLocation(u.Zone)
	if err != nil {
		loc = time.UTC
	}
	var v apperr.Validator
	from, ferr := telemetry.ParseQueryTime(in.StartTime, loc)
	to, terr := telemetry.ParseQueryTime(in.EndTime, loc)
	v.Check(ferr == nil, "startTime", "telemetry.query.time.format")
	v.Check(terr == nil, "endTime", "telemetry.query.time.format")
	v.Check(in.OrderByDsc == "" || in.OrderByDsc == "processTime", "orderByDsc", "telemetry.query.orderByDSC")
	if ferr == nil && terr == nil {
		v.Check(!to.Before(from), "endTime", "telemetry.query.time.order")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	ans := &SeriesAnswer{ChillingUnitUUID: u.UUID, ChillingUnitID: u.Code, SiteID: u.SiteID, ZoneID: u.Zone, Series: []Series{}}
	for _, sig := range signals {
		pts, down, err := s.Telemetry.Series(ctx, u.ID, sig, from, to, telemetry.MaxPoints)
		if err != nil {
			return nil, err
		}
		if in.OrderByDsc != "" {
			slices.Reverse(pts)
		}
		ans.Series = append(ans.Series, Series{Signal: sig, Unit: unitName, Points: pts, Downsampled: down})
	}
	return ans, nil
}
