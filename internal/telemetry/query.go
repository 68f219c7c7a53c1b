package telemetry

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // a site's time zone resolves even where the system has no zoneinfo

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// The read side: the device data viewer pages one device's raw readings
// between two times (GET deviceDataService/device/{deviceType}, spec 03 §7).

// MaxQuerySize is the largest page of readings: the console's export view
// asks for page 0 of this size.
const MaxQuerySize = 100000

// Event filters of CONTRAK_V1 beside the event names themselves.
const (
	// EventsGroup names every event but VOLUME and TEMP: the Event Data tab.
	EventsGroup = "events"
	// ReceivedData names every record as received: no filter (Received Data).
	ReceivedData = "RECEIVEDData"
)

// OrderByProcessTime is the only orderByDSC value: newest first.
const OrderByProcessTime = "processTime"

// Query asks for a page of one device's readings.
type Query struct {
	// DeviceType must be the device's type (case aside).
	DeviceType string
	// DeviceID is the device's serial number (case aside).
	DeviceID string
	// StartTime and EndTime bound processTime, both included: RFC 3339 with
	// a zone, a date-time without zone (the site's local time) or epoch ms.
	StartTime, EndTime string
	Page, Size         int
	// OrderByDSC "processTime" pages newest first; empty pages oldest first.
	OrderByDSC string
	// EventName filters CONTRAK_V1 records: an event name (or several,
	// comma-separated), "events", or "RECEIVEDData"/empty for every record.
	EventName string
	// Include false leaves eventName out of CONTRAK_V1 entries: a lean
	// {processTime, receivedAt, value, unit} series. True keeps the records whole.
	Include bool
}

// DeviceRecords is one device and a page of its readings, each entry being
// processTime and receivedAt (RFC 3339 in the site's time zone) and the
// record's attributes as received.
type DeviceRecords struct {
	DeviceID      string           `json:"deviceId" doc:"the device's id: its serial number as registered"`
	SerialNumber  string           `json:"serialNumber"`
	DeviceType    string           `json:"deviceType"`
	ZoneID        string           `json:"zoneId" doc:"the site's time zone, in which the times are written"`
	AttributeList []map[string]any `json:"attributeList" doc:"{processTime, receivedAt, ...the record's attributes} per reading"`
}

// queryDevice is what a query needs of the device and its site.
type queryDevice struct {
	Serial string `db:"serial_number"`
	Key    string `db:"serial_key"`
	Type   string `db:"device_type"`
	Zone   string `db:"zone_id"`
	Path   string `db:"path"`
}

// Records answers a page of a device's readings. The device's site must be
// in the caller's scope, and the device of the asked type: otherwise, as for
// an unknown serial number, the device is not found. Bad parameters are
// named field by field before the device is looked up.
func (s *Store) Records(ctx context.Context, p *auth.Principal, q Query) (paging.Page[DeviceRecords], error) {
	events, err := q.check()
	if err != nil {
		return paging.Page[DeviceRecords]{}, err
	}
	var d queryDevice
	err = s.db.Get(ctx, &d, `SELECT d.serial_number, d.serial_key, d.device_type, s.zone_id, so.path
		FROM devices d JOIN sites s ON s.id = d.site_ref JOIN organizations so ON so.id = s.sub_org_id
		WHERE d.serial_key = ?`, auth.NameKey(q.DeviceID))
	if errors.Is(err, sql.ErrNoRows) || (err == nil && (!p.Sees(d.Path) || !strings.EqualFold(d.Type, strings.TrimSpace(q.DeviceType)))) {
		return paging.Page[DeviceRecords]{}, apperr.NotFound("device")
	}
	if err != nil {
		return paging.Page[DeviceRecords]{}, apperr.Wrap(err, "telemetry: query device")
	}
	contrak := strings.EqualFold(d.Type, "CONTRAK_V1")
	if len(events) > 0 && !contrak {
		return paging.Page[DeviceRecords]{}, apperr.Invalid("eventName", "telemetry.query.eventName.contrakOnly")
	}
	loc, err := time.LoadLocation(d.Zone)
	if err != nil || d.Zone == "" {
		loc = time.UTC
	}
	start, _ := ParseQueryTime(q.StartTime, loc)
	end, _ := ParseQueryTime(q.EndTime, loc)
	if end.Before(start) {
		return paging.Page[DeviceRecords]{}, apperr.Invalid("endTime", "telemetry.query.time.order")
	}

	req := paging.Request{Page: q.Page, Size: q.Size}
	out := DeviceRecords{DeviceID: d.Serial, SerialNumber: d.Serial, DeviceType: d.Type, ZoneID: loc.String(), AttributeList: []map[string]any{}}
	desc := q.OrderByDSC != ""
	total, rows, err := s.readingsPage(ctx, readingRange{serial: d.Key, from: start.UnixMilli(), to: end.UnixMilli(), events: events},
		desc, q.Page, q.Size)
	if err != nil {
		return paging.Page[DeviceRecords]{}, apperr.Wrap(err, "telemetry: read readings")
	}
	out.AttributeList = make([]map[string]any, 0, len(rows))
	for _, r := range rows {
		entry := map[string]any{}
		dec := json.NewDecoder(bytes.NewReader(r.Payload))
		dec.UseNumber() // numbers exactly as the device sent them
		_ = dec.Decode(&entry)
		if entry == nil {
			entry = map[string]any{}
		}
		if contrak && !q.Include {
			delete(entry, "eventName")
		}
		entry["processTime"] = formatTime(r.At, loc)
		entry["receivedAt"] = formatTime(r.Received, loc)
		out.AttributeList = append(out.AttributeList, entry)
	}
	return paging.New(req, []DeviceRecords{out}, total), nil
}

// check names every bad parameter and answers the event names to keep
// (none: every record).
func (q *Query) check() ([]string, error) {
	var v apperr.Validator
	// The device data form's messages (spec 03 §5): the device is the
	// chilling unit's.
	v.Required("deviceId", q.DeviceID, "telemetry.query.deviceId.required")
	for _, f := range []struct{ name, value string }{{"startTime", q.StartTime}, {"endTime", q.EndTime}} {
		if v.Required(f.name, f.value, "telemetry.query."+f.name+".required") {
			_, err := ParseQueryTime(f.value, time.UTC)
			v.Check(err == nil, f.name, "telemetry.query.time.format")
		}
	}
	v.Check(q.Page >= 0, "page", "paging.page.min")
	v.Check(q.Size >= 1, "size", "paging.size.min")
	v.Check(q.Size <= MaxQuerySize, "size", "telemetry.query.size.max")
	q.OrderByDSC = strings.TrimSpace(q.OrderByDSC)
	v.Check(q.OrderByDSC == "" || q.OrderByDSC == OrderByProcessTime, "orderByDSC", "telemetry.query.orderByDSC")
	events, ok := EventFilter(q.EventName)
	v.Check(ok, "eventName", "telemetry.query.eventName")
	return events, v.Err()
}

// EventFilter reads an eventName parameter: the CONTRAK_V1 event names it
// keeps, none for every record (empty or RECEIVEDData), and whether it is
// valid. "events" is every event but VOLUME and TEMP; names may be listed
// comma-separated and are read case aside.
func EventFilter(param string) ([]string, bool) {
	param = strings.TrimSpace(param)
	if param == "" || strings.EqualFold(param, ReceivedData) {
		return nil, true
	}
	seen := map[string]bool{}
	var out []string
	add := func(name string) {
		if !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	for _, part := range strings.Split(param, ",") {
		name := strings.ToUpper(strings.TrimSpace(part))
		switch {
		case strings.EqualFold(name, EventsGroup):
			for _, e := range ContrakEvents {
				if e != "VOLUME" && e != "TEMP" {
					add(e)
				}
			}
		case contains(ContrakEvents, name):
			add(name)
		default:
			return nil, false
		}
	}
	return out, true
}

// localLayouts are the date-times without zone a query may give; they are
// read in the site's time zone.
var localLayouts = []string{"2006-01-02T15:04:05.999999999", "2006-01-02T15:04", "2006-01-02 15:04:05.999999999", "2006-01-02 15:04"}

// ParseQueryTime reads a startTime or endTime: epoch milliseconds (digits
// only), RFC 3339 with its zone ("Z" or an offset; a "+" that a query string
// turned into a space is taken back), or a date-time without zone read in
// loc.
func ParseQueryTime(s string, loc *time.Location) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s != "" && len(s) <= 15 && strings.Trim(s, "0123456789") == "" {
		ms, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return time.Time{}, err
		}
		return time.UnixMilli(ms), nil
	}
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	if i := strings.LastIndexByte(s, ' '); i > 10 && len(s)-i == 6 { // "…T06:00:00 05:30"
		if t, err := time.Parse(time.RFC3339Nano, s[:i]+"+"+s[i+1:]); err == nil {
			return t, nil
		}
	}
	var err error
	for _, layout := range localLayouts {
		var t time.Time
		if t, err = time.ParseInLocation(layout, s, loc); err == nil {
			return t, nil
		}
	}
	return time.Time{}, err
}

// formatTime writes a stored epoch-ms time in RFC 3339 in loc, with
// milliseconds only when there are some.
func formatTime(ms int64, loc *time.Location) string {
	return time.UnixMilli(ms).In(loc).Format("2006-01-02T15:04:05.999Z07:00")
}
