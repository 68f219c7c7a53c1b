package dashboard

import (
	"context"
	"database/sql"
	"strconv"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// Alert is a row of the alert lists: a critical alert from its raise to
// its clear, or an info event.
type Alert struct {
	AlertID            string     `json:"alertId" doc:"a critical alert's <unit uuid>.<rule>.<start ms>; an info event's <unit uuid>.<event>.<ms>"`
	AlertLevel         string     `json:"alertLevel" enum:"CRITICAL,INFO"`
	AlertType          string     `json:"alertType"`
	AlertDisplayName   string     `json:"alertDisplayName"`
	AlertMessage       string     `json:"alertMessage" doc:"in the caller's language"`
	Stage              int        `json:"stage" doc:"the highest stage reached; 0 for an info event"`
	OccurredOn         time.Time  `json:"occurredOn" doc:"the raise, or the event's time"`
	Since              time.Time  `json:"since" doc:"the start of the alert's condition"`
	ClearedAt          *time.Time `json:"clearedAt"`
	Status             string     `json:"status" enum:"active,cleared,event"`
	AcknowledgedBy     string     `json:"acknowledgedBy"`
	AcknowledgedAt     *time.Time `json:"acknowledgedAt"`
	AcknowledgeComment string     `json:"acknowledgeComment"`
	Volume             float64    `json:"volume"`
	Temperature        float64    `json:"temperature"`
	ChillingUnitID     string     `json:"chillingUnitId"`
	ChillingUnitUUID   string     `json:"chillingUnitUUID"`
	ChillingUnitName   string     `json:"chillingUnitName"`
	SiteName           string     `json:"siteName"`
	SiteID             string     `json:"siteId"`
	SiteUUID           string     `json:"siteUuid"`
	ZoneID             string     `json:"zoneId"`
}

// alertRow is an alert as the list query reads it.
type alertRow struct {
	unitRow
	AlertID   string         `db:"alert_id"`
	Critical  int            `db:"critical"`
	Type      string         `db:"type"`
	Stage     int            `db:"stage"`
	Occurred  int64          `db:"occurred"`
	Since     int64          `db:"since"`
	StageAt   int64          `db:"stage_at"`
	ClearedAt sql.NullInt64  `db:"cleared_at"`
	AckedBy   sql.NullString `db:"acked_by"`
	AckedAt   sql.NullInt64  `db:"acked_at"`
	Comment   sql.NullString `db:"comment"`
	Volume    float64        `db:"volume"`
	Temp      float64        `db:"temperature"`
	Total     int            `db:"total"`
}

// criticalSelect and eventSelect are the two halves of an alert list: the
// same columns for critical alerts and info events.
var (
	criticalSelect = `SELECT a.alert_id, 1 AS critical, a.alert AS type, a.stage, a.raised_at AS occurred, a.since, a.stage_at,
		a.cleared_at, k.acked_by, k.acked_at, k.comment, a.volume, a.temperature,` + unitCols + `
		FROM alerts a` + joinUnit("a.unit_ref") + `LEFT JOIN alert_acks k ON k.alert_id = a.alert_id `
	eventSelect = `SELECT '' AS alert_id, 0 AS critical, e.name AS type, 0 AS stage, e.at AS occurred, e.at AS since, e.at AS stage_at,
		NULL AS cleared_at, NULL AS acked_by, NULL AS acked_at, NULL AS comment, e.volume, e.temperature,` + unitCols + `
		FROM unit_events e` + joinUnit("e.unit_ref")
)

// row turns a read row into an Alert in lang.
func (r alertRow) alert(lang string) Alert {
	a := Alert{AlertType: r.Type, AlertDisplayName: displayName(r.Type, lang), Stage: r.Stage,
		OccurredOn: at(r.Occurred), Since: at(r.Since), Volume: r.Volume, Temperature: r.Temp,
		ChillingUnitID: r.UnitCode, ChillingUnitUUID: r.UnitUUID, ChillingUnitName: r.UnitName,
		SiteName: r.SiteName, SiteID: r.SiteCode, SiteUUID: r.SiteUUID, ZoneID: r.ZoneID}
	if r.Critical == 0 {
		a.AlertID = EventID(r.UnitUUID, r.Type, r.Occurred)
		a.AlertLevel, a.Status = engine.Info.String(), "event"
		a.AlertMessage = eventMessage(lang, r.unitRow, r.Type, a.OccurredOn, r.Volume, r.Temp)
		return a
	}
	a.AlertID, a.AlertLevel, a.Status = r.AlertID, engine.Critical.String(), StatusActive
	a.AlertMessage = criticalMessage(lang, r.unitRow, r.Type, r.Stage, a.Since, at(r.StageAt), r.Volume, r.Temp)
	if r.ClearedAt.Valid {
		t := at(r.ClearedAt.Int64)
		a.ClearedAt, a.Status = &t, StatusCleared
	}
	if r.AckedBy.Valid {
		t := at(r.AckedAt.Int64)
		a.AcknowledgedBy, a.AcknowledgedAt, a.AcknowledgeComment = r.AckedBy.String, &t, r.Comment.String
	}
	return a
}

// EventID is an info event's alert id.
func EventID(unitUUID, name string, atMs int64) string {
	return unitUUID + "." + name + "." + strconv.FormatInt(atMs, 10)
}

// AlertSearch is a call of the alert lists.
type AlertSearch struct {
	Params
	Types Types
	// Status keeps critical alerts of one status (active, cleared,
	// acknowledged, unacknowledged); info events then drop out.
	Status string
	// Lang is the language of the messages and display names.
	Lang string
}

// Alerts pages the critical alerts raised and the info events of the
// window, newest first, in one query.
func (s *Service) Alerts(ctx context.Context, p *auth.Principal, in AlertSearch) (paging.Page[Alert], error) {
	critical, info, err := in.Types.split()
	if err != nil {
		return paging.Page[Alert]{}, err
	}
	status, err := statusCondition(in.Status)
	if err != nil {
		return paging.Page[Alert]{}, err
	}
	q, err := s.resolve(ctx, p, in.Params)
	if err != nil {
		return paging.Page[Alert]{}, err
	}
	if status != "" {
		info = nil
	}
	var parts []string
	var args []any
	filter := func(sel, timeCol, typeCol string, types []string, extra string) {
		where, a := `WHERE`+inScope+` AND `+timeCol+` >= ? AND `+timeCol+` <= ? AND `+typeCol+` IN (?)`+extra,
			[]any{q.scope, q.from(), q.to(), types}
		where, a = andIn(where, a, "s.id", q.siteIDs)
		where, a = andIn(where, a, "cu.id", q.unitIDs)
		parts, args = append(parts, sel+where), append(args, a...)
	}
	if len(critical) > 0 {
		filter(criticalSelect, "a.raised_at", "a.alert", critical, status)
	}
	if len(info) > 0 {
		filter(eventSelect, "e.at", "e.name", info, "")
	}
	if len(parts) == 0 {
		return paging.New(q.page, []Alert{}, 0), nil
	}
	union := parts[0]
	if len(parts) == 2 {
		union += " UNION ALL " + parts[1]
	}
	var rows []alertRow
	if err := s.selectIn(ctx, &rows, `SELECT x.*, COUNT(*) OVER () AS total FROM (`+union+`) x
		ORDER BY x.occurred DESC, x.critical DESC, x.unit_uuid, x.type LIMIT ? OFFSET ?`,
		append(args, q.page.Size, q.page.Offset())...); err != nil {
		return paging.Page[Alert]{}, apperr.Wrap(err, "dashboard: alerts")
	}
	total := 0
	if len(rows) > 0 {
		total = rows[0].Total
	} else if q.page.Page > 0 {
		if err := s.getIn(ctx, &total, `SELECT COUNT(*) FROM (`+union+`) x`, args...); err != nil {
			return paging.Page[Alert]{}, apperr.Wrap(err, "dashboard: count alerts")
		}
	}
	out := make([]Alert, len(rows))
	for i, r := range rows {
		out[i] = r.alert(in.Lang)
	}
	return paging.New(q.page, out, total), nil
}
