package api

import (
	"context"
	"net/http"

	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// deviceDataQuery is the device data viewer's call (spec 03 §7).
type deviceDataQuery struct {
	DeviceType string `path:"deviceType" doc:"the device's type, e.g. indsens, volsens, CONTRAK_V1; another type than the device's answers 404"`
	DeviceID   string `query:"deviceId" doc:"the device's serial number"`
	StartTime  string `query:"startTime" doc:"from this processTime, included: RFC 3339 with its zone (2026-11-20T00:00:00+05:30), a date-time without zone read in the site's time zone (2026-11-20T00:00:00), or epoch milliseconds"`
	EndTime    string `query:"endTime" doc:"to this processTime, included; same forms as startTime"`
	Page       int    `query:"page" default:"0" doc:"zero-based page number"`
	Size       int    `query:"size" default:"10" doc:"page size, at most 100000 (the export view's)"`
	OrderByDSC string `query:"orderByDSC" doc:"processTime: newest first; absent: oldest first"`
	EventName  string `query:"eventName" maxLength:"1024" doc:"CONTRAK_V1 only: an event name (VOLUME, TEMP, TEMP2, GRID, DG, COMPFBIBT, AGZFB, MILKPUMPIBT) or several comma-separated; events = every event but VOLUME and TEMP; absent or RECEIVEDData = every record as received"`
	Include    bool   `query:"include" default:"true" doc:"false leaves eventName out of CONTRAK_V1 entries (a lean processTime, receivedAt, value, unit series, as the Volume and Temperature tabs ask); true keeps each record whole"`
}

// deviceDataRoutes serves the raw readings of a device to the console.
func (s *Server) deviceDataRoutes() {
	register(s, s.op(http.MethodGet, Base+"/deviceDataService/device/{deviceType}", "deviceData",
		"Page the raw readings of one device between two times, newest first with orderByDSC=processTime; times are answered in the site's time zone", "device data"), s.deviceData)
}

func (s *Server) deviceData(ctx context.Context, in *deviceDataQuery) (*out[paging.Page[telemetry.DeviceRecords]], error) {
	return reply(s.Telemetry.Records(ctx, principal(ctx), telemetry.Query{
		DeviceType: in.DeviceType, DeviceID: in.DeviceID, StartTime: in.StartTime, EndTime: in.EndTime,
		Page: in.Page, Size: in.Size, OrderByDSC: in.OrderByDSC, EventName: in.EventName, Include: in.Include,
	}))
}
