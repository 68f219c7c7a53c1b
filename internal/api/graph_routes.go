package api

import (
	"context"
	"net/http"

	"github.com/chillwatch/chillwatch/internal/dashboard"
)

// GraphKeys are the keys of a chilling graph call on the derived rows.
type GraphKeys struct {
	BmcID      string `query:"bmcId" doc:"the chilling unit: its chillingUnitUuid, or its customer BMC id"`
	StartTime  string `query:"startTime" doc:"RFC 3339 with its zone, a date-time without zone read in the site's time zone, or epoch milliseconds"`
	EndTime    string `query:"endTime" doc:"included; same forms as startTime"`
	OrderByDsc string `query:"orderByDsc" doc:"occurredOn (or processTime for EVENT/): newest first; absent: oldest first"`
}

func (q GraphKeys) query(ctx context.Context, eventName string) dashboard.GraphQuery {
	return dashboard.GraphQuery{BmcID: q.BmcID, StartTime: q.StartTime, EndTime: q.EndTime, OrderByDsc: q.OrderByDsc,
		EventName: eventName, Lang: lang(ctx)}
}

// unitEventsQuery is a unit's events call: the info events, or one signal's series.
type unitEventsQuery struct {
	GraphKeys
	EventName string `query:"eventName" doc:"VOLUME, TEMP, TEMP2, GRID, DG, COMPFBIBT, AGZFB or MILKPUMPIBT; absent: the info events"`
}

type unitEventCodesQuery struct {
	ChillingUnitUUID string `query:"chillingUnitUUID"`
}

// graphRoutes serves the chilling graph's alert markers, events and the
// codes a unit reports.
func (s *Server) graphRoutes() {
	const base = Base + "/notificationService"
	const tag = "chilling graph"
	register(s, s.op(http.MethodGet, base+"/bmc/ALERTS/", "alertMarkers",
		"Every raise and escalation of a unit's critical alerts between two times (the volume series' markers)", tag), s.alertMarkers)
	register(s, s.op(http.MethodGet, base+"/bmc/EVENT/", "unitEvents",
		"A unit's info events between two times, or with eventName that signal's series (at most 2,000 points; longer ranges keep each bucket's min and max)", tag), s.unitEvents)
	register(s, s.op(http.MethodGet, base+"/deviceEvent/bmc/", "unitEventCodes",
		"The chilling graph's signal codes a unit has samples for", tag), s.unitEventCodes)
}

func (s *Server) alertMarkers(ctx context.Context, in *GraphKeys) (*out[[]dashboard.Marker], error) {
	return reply(s.Dashboard.AlertMarkers(ctx, principal(ctx), in.query(ctx, "")))
}

func (s *Server) unitEvents(ctx context.Context, in *unitEventsQuery) (*out[[]dashboard.EventRecord], error) {
	return reply(s.Dashboard.Events(ctx, principal(ctx), in.query(ctx, in.EventName)))
}

func (s *Server) unitEventCodes(ctx context.Context, in *unitEventCodesQuery) (*out[[]dashboard.DeviceEvent], error) {
	return reply(s.Dashboard.DeviceEvents(ctx, principal(ctx), in.ChillingUnitUUID, lang(ctx)))
}
