package dashboard

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// GraphQuery is a chilling graph call: a unit (uuid or customer BMC id)
// and a range in the site's zone or absolute.
type GraphQuery struct {
	BmcID              string
	StartTime, EndTime string
	// EventName is a signal code (VOLUME, TEMP, …) of the EVENT/ call.
	EventName string
	// OrderByDsc is occurredOn or processTime: newest first.
	OrderByDsc string
	Lang       string
}

// MaxEvents bounds the info events one EVENT/ call answers.
const MaxEvents = 10000

// eventCode is a signal of the chilling graph: its code, the signals that
// feed it (the first the unit has), the record field it fills and its name.
type eventCode struct {
	Code    string
	Signals []string
	Name    engine.Text
}

// EventCodes are the chilling graph's signals, in the order the unit's
// device events list them.
var EventCodes = []eventCode{
	{"VOLUME", []string{engine.SignalVolume}, engine.Text{En: "Volume", Fr: "Volume du lait"}},
	{"TEMP", []string{engine.SignalTemp}, engine.Text{En: "Milk temperature", Fr: "Température du lait"}},
	{"TEMP2", []string{engine.SignalTemp2}, engine.Text{En: "Temperature 2", Fr: "Température 2"}},
	{"GRID", []string{engine.SignalGrid}, engine.Text{En: "Grid power", Fr: "Secteur"}},
	{"DG", []string{engine.SignalDG}, engine.Text{En: "Generator (DG)", Fr: "Groupe électrogène (DG)"}},
	{"COMPFBIBT", []string{engine.SignalCompressor + engine.FeedbackSuffix, engine.SignalCompressor}, engine.Text{En: "Compressor", Fr: "Compresseur"}},
	{"AGZFB", []string{engine.SignalAgitator + engine.FeedbackSuffix, engine.SignalAgitator}, engine.Text{En: "Agitator", Fr: "Agitateur"}},
	{"MILKPUMPIBT", []string{engine.SignalPump + engine.FeedbackSuffix, engine.SignalPump}, engine.Text{En: "Milk pump", Fr: "Pompe à lait"}},
}

// graphRange reads a graph call's unit and range.
func (s *Service) graphRange(ctx context.Context, p *auth.Principal, q GraphQuery, orders ...string) (site.UnitRef, time.Time, time.Time, error) {
	var v apperr.Validator
	v.Required("bmcId", q.BmcID, "common.required")
	if err := v.Err(); err != nil {
		return site.UnitRef{}, time.Time{}, time.Time{}, err
	}
	u, err := s.sites.UnitByKey(ctx, p, q.BmcID)
	if err != nil {
		return u, time.Time{}, time.Time{}, err
	}
	loc, lerr := time.LoadLocation(u.Zone)
	if lerr != nil {
		loc = time.UTC
	}
	from, ferr := telemetry.ParseQueryTime(q.StartTime, loc)
	to, terr := telemetry.ParseQueryTime(q.EndTime, loc)
	v.Check(ferr == nil, "startTime", "telemetry.query.time.format")
	v.Check(terr == nil, "endTime", "telemetry.query.time.format")
	if ferr == nil && terr == nil {
		v.Check(!to.Before(from), "endTime", "telemetry.query.time.order")
	}
	v.Check(q.OrderByDsc == "" || slices.Contains(orders, q.OrderByDsc), "orderByDsc", "monitor.orderByDsc")
	return u, from, to, v.Err()
}

// Marker is a critical alert's raise or escalation on the chilling graph.
type Marker struct {
	AlertID          string    `json:"alertId"`
	Priority         string    `json:"priority" enum:"CRITICAL"`
	AlertName        string    `json:"alertName"`
	AlertDisplayName string    `json:"alertDisplayName"`
	OccurredOn       time.Time `json:"occurredOn"`
	Change           string    `json:"change" enum:"raised,escalated"`
	Stage            int       `json:"stage"`
	Message          string    `json:"message"`
	Volume           float64   `json:"volume"`
	Temperature      float64   `json:"temperature"`
}

// AlertMarkers answers every raise and escalation of a unit's critical
// alerts in a range, oldest first (newest with orderByDsc=occurredOn).
func (s *Service) AlertMarkers(ctx context.Context, p *auth.Principal, q GraphQuery) ([]Marker, error) {
	u, from, to, err := s.graphRange(ctx, p, q, "occurredOn")
	if err != nil {
		return nil, err
	}
	order := "ASC"
	if q.OrderByDsc != "" {
		order = "DESC"
	}
	var rows []struct {
		At      int64   `db:"at"`
		Alert   string  `db:"alert"`
		Change  string  `db:"change"`
		Stage   int     `db:"stage"`
		Since   int64   `db:"since"`
		Volume  float64 `db:"volume"`
		Temp    float64 `db:"temperature"`
		AlertID *string `db:"alert_id"`
	}
	if err := s.db.Select(ctx, &rows, `SELECT c.at, c.alert, c.change, c.stage, c.since, c.volume, c.temperature, a.alert_id
		FROM alert_changes c LEFT JOIN alerts a ON a.unit_ref = c.unit_ref AND a.episode = c.episode
		WHERE c.unit_ref = ? AND c.change IN ('raised', 'escalated') AND c.at >= ? AND c.at <= ?
		ORDER BY c.at `+order+`, c.row_key `+order, u.ID, ms(from), ms(to)); err != nil {
		return nil, apperr.Wrap(err, "dashboard: alert markers")
	}
	ur := unitRow{UnitName: u.Name, UnitCode: u.Code, ZoneID: u.Zone}
	out := make([]Marker, len(rows))
	for i, r := range rows {
		change := engine.Raised
		if r.Change == engine.Escalated.String() {
			change = engine.Escalated
		}
		ac := engine.AlertChange{At: at(r.At), Alert: r.Alert, Change: change, Stage: r.Stage, Since: at(r.Since), Volume: r.Volume, Temp: r.Temp}
		out[i] = Marker{Priority: engine.Critical.String(), AlertName: r.Alert, AlertDisplayName: displayName(r.Alert, q.Lang),
			OccurredOn: ac.At, Change: r.Change, Stage: r.Stage, Message: ac.Message(q.Lang, ur.label(), ur.zone()),
			Volume: r.Volume, Temperature: r.Temp}
		if r.AlertID != nil {
			out[i].AlertID = *r.AlertID
		}
	}
	return out, nil
}

// EventRecord is an info event, or a point of a signal series, as the
// chilling graph reads it.
type EventRecord struct {
	DisplayEventName string     `json:"displayEventName"`
	EventName        string     `json:"eventName"`
	TimeData         TimeData   `json:"timeData"`
	Volume           *float64   `json:"volume,omitempty" doc:"L: an info event's, or the VOLUME series' value"`
	Temperature      *float64   `json:"temperature,omitempty" doc:"°C: an info event's, or the TEMP series' value"`
	Temperature2     *float64   `json:"temperature2,omitempty" doc:"°C: the TEMP2 series' value"`
	EventState       EventState `json:"eventState"`
}

// TimeData holds a record's time.
type TimeData struct {
	ProcessedTime time.Time `json:"processedTime"`
}

// EventState is a record's value: the signal's (1/0 for on/off signals),
// or 1 for an info event (0 for the "off" ones). A downsampled point is a
// bucket's mean with its extremes.
type EventState struct {
	NumericValue float64  `json:"numericValue"`
	Min          *float64 `json:"min,omitempty"`
	Max          *float64 `json:"max,omitempty"`
}

// Events answers a unit's info events in a range, or with an event code
// that signal's series (at most 2,000 points; longer ranges keep each
// bucket's min and max).
func (s *Service) Events(ctx context.Context, p *auth.Principal, q GraphQuery) ([]EventRecord, error) {
	var code *eventCode
	if name := strings.ToUpper(strings.TrimSpace(q.EventName)); name != "" {
		i := slices.IndexFunc(EventCodes, func(c eventCode) bool { return c.Code == name })
		if i < 0 {
			return nil, apperr.Invalid("eventName", "monitor.eventName")
		}
		code = &EventCodes[i]
	}
	u, from, to, err := s.graphRange(ctx, p, q, "occurredOn", "processTime")
	if err != nil {
		return nil, err
	}
	if code == nil {
		return s.infoEvents(ctx, u, from, to, q)
	}
	have, err := s.signalsOf(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	signal := code.Signals[len(code.Signals)-1]
	for _, sig := range code.Signals {
		if have[sig] {
			signal = sig
			break
		}
	}
	pts, _, err := s.telemetry.Series(ctx, u.ID, signal, from, to, telemetry.MaxPoints)
	if err != nil {
		return nil, err
	}
	if q.OrderByDsc != "" {
		slices.Reverse(pts)
	}
	out := make([]EventRecord, len(pts))
	for i, pt := range pts {
		v := pt.Value
		r := EventRecord{DisplayEventName: code.Name.In(q.Lang), EventName: code.Code, TimeData: TimeData{pt.ProcessTime},
			EventState: EventState{NumericValue: v, Min: pt.Min, Max: pt.Max}}
		switch code.Code {
		case "VOLUME":
			r.Volume = &v
		case "TEMP":
			r.Temperature = &v
		case "TEMP2":
			r.Temperature2 = &v
		}
		out[i] = r
	}
	return out, nil
}

// offEvents are the info events whose state reads 0.
var offEvents = map[string]bool{engine.AgitatorOff: true, engine.ChillingPumpOff: true, engine.GridOff: true}

func (s *Service) infoEvents(ctx context.Context, u site.UnitRef, from, to time.Time, q GraphQuery) ([]EventRecord, error) {
	order := "ASC"
	if q.OrderByDsc != "" {
		order = "DESC"
	}
	var rows []struct {
		At     int64   `db:"at"`
		Name   string  `db:"name"`
		Volume float64 `db:"volume"`
		Temp   float64 `db:"temperature"`
	}
	if err := s.db.Select(ctx, &rows, `SELECT at, name, volume, temperature FROM unit_events WHERE unit_ref = ? AND at >= ? AND at <= ?
		ORDER BY at `+order+`, row_key `+order+` LIMIT ?`, u.ID, ms(from), ms(to), MaxEvents); err != nil {
		return nil, apperr.Wrap(err, "dashboard: events")
	}
	out := make([]EventRecord, len(rows))
	for i, r := range rows {
		vol, temp := r.Volume, r.Temp
		state := 1.0
		if offEvents[r.Name] {
			state = 0
		}
		out[i] = EventRecord{DisplayEventName: displayName(r.Name, q.Lang), EventName: r.Name, TimeData: TimeData{at(r.At)},
			Volume: &vol, Temperature: &temp, EventState: EventState{NumericValue: state}}
	}
	return out, nil
}

// DeviceEvent is a signal code a unit has samples for.
type DeviceEvent struct {
	DisplayEventName string `json:"displayEventName"`
	EventName        string `json:"eventName"`
}

// DeviceEvents answers the chilling graph's codes the unit has samples
// for, in EventCodes order.
func (s *Service) DeviceEvents(ctx context.Context, p *auth.Principal, unitUUID, lang string) ([]DeviceEvent, error) {
	if err := requireField("chillingUnitUUID", unitUUID); err != nil {
		return nil, err
	}
	u, err := s.sites.UnitByKey(ctx, p, unitUUID)
	if err != nil {
		return nil, err
	}
	have, err := s.signalsOf(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	out := []DeviceEvent{}
	for _, c := range EventCodes {
		if slices.ContainsFunc(c.Signals, func(sig string) bool { return have[sig] }) {
			out = append(out, DeviceEvent{DisplayEventName: c.Name.In(lang), EventName: c.Code})
		}
	}
	return out, nil
}

// signalsOf answers which of the graph's signals a unit has samples of:
// one query, an index seek per signal.
func (s *Service) signalsOf(ctx context.Context, unit int64) (map[string]bool, error) {
	var parts []string
	var args []any
	for _, c := range EventCodes {
		for _, sig := range c.Signals {
			parts = append(parts, `SELECT '`+sig+`' AS signal WHERE EXISTS (SELECT 1 FROM samples WHERE unit_ref = ? AND signal = '`+sig+`')
				OR EXISTS (SELECT 1 FROM sample_blocks WHERE unit_ref = ? AND signal = '`+sig+`')`)
			args = append(args, unit, unit)
		}
	}
	var found []string
	if err := s.db.Select(ctx, &found, strings.Join(parts, " UNION ALL "), args...); err != nil {
		return nil, apperr.Wrap(err, "dashboard: unit signals")
	}
	have := map[string]bool{}
	for _, f := range found {
		have[f] = true
	}
	return have, nil
}

// requireField names a missing key.
func requireField(name, value string) error {
	if strings.TrimSpace(value) == "" {
		return apperr.Invalid(name, "common.required")
	}
	return nil
}
