package analytics

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Day is a unit's KPIs for one site-local day: sums and counts, so that a
// period's KPI is a ratio of the days' sums (docs/analytics.md). Seconds
// are of the day's part up to the unit's horizon.
type Day struct {
	UnitRef           int64   `db:"unit_ref" json:"-"`
	Day               string  `db:"day" json:"day"`
	DayStart          int64   `db:"day_start" json:"-"`
	CoveredS          float64 `db:"covered_s" json:"coveredSeconds"`
	AvailableS        float64 `db:"available_s" json:"availableSeconds"`
	CapacityL         float64 `db:"capacity_l" json:"capacityLitres"`
	PeakVolumeL       float64 `db:"peak_volume_l" json:"peakVolumeLitres"`
	Sessions          int     `db:"sessions" json:"sessions"`
	SessionsCompleted int     `db:"sessions_completed" json:"sessionsCompleted"`
	ChillingS         float64 `db:"chilling_s" json:"chillingSeconds"`
	ToTargetS         float64 `db:"to_target_s" json:"toTargetSeconds"`
	Liftings          int     `db:"liftings" json:"liftings"`
	LiftingsCIP       int     `db:"liftings_cip" json:"liftingsWithCip"`
	LiftedL           float64 `db:"lifted_l" json:"liftedLitres"`
	LiftedCooledL     float64 `db:"lifted_cooled_l" json:"liftedCooledLitres"`
	CriticalAlerts    int     `db:"critical_alerts" json:"criticalAlerts"`
	Stage1Alerts      int     `db:"stage1_alerts" json:"stage1Alerts"`
	Stage2Alerts      int     `db:"stage2_alerts" json:"stage2Alerts"`
	Stage3Alerts      int     `db:"stage3_alerts" json:"stage3Alerts"`
	ClearedAlerts     int     `db:"cleared_alerts" json:"clearedAlerts"`
	ClearS            float64 `db:"clear_s" json:"clearSeconds"`
	UndercooledAlerts int     `db:"undercooled_alerts" json:"undercooledAlerts"`
	CompressorAlertS  float64 `db:"compressor_alert_s" json:"compressorAlertSeconds"`
	AgitatorAlertS    float64 `db:"agitator_alert_s" json:"agitatorAlertSeconds"`
	PumpAlertS        float64 `db:"pump_alert_s" json:"pumpAlertSeconds"`
	GridS             float64 `db:"grid_s" json:"gridSeconds"`
	DGS               float64 `db:"dg_s" json:"dgSeconds"`
	// AlertDetail is, per critical alert type raised in the day, its count
	// and its seconds active within the day (JSON).
	AlertDetail string `db:"alert_detail" json:"-"`
}

// AlertStat is one alert type's share of a day.
type AlertStat struct {
	Count         int     `json:"count"`
	ActiveSeconds float64 `json:"activeSeconds"`
}

// kpiCols lists unit_kpis' columns in Day's order.
const kpiCols = `unit_ref, day, day_start, covered_s, available_s, capacity_l, peak_volume_l, sessions, sessions_completed,
	chilling_s, to_target_s, liftings, liftings_cip, lifted_l, lifted_cooled_l, critical_alerts, stage1_alerts,
	stage2_alerts, stage3_alerts, cleared_alerts, clear_s, undercooled_alerts, compressor_alert_s, agitator_alert_s,
	pump_alert_s, grid_s, dg_s, alert_detail`

func (d *Day) values() []any {
	return []any{d.UnitRef, d.Day, d.DayStart, d.CoveredS, d.AvailableS, d.CapacityL, d.PeakVolumeL, d.Sessions, d.SessionsCompleted,
		d.ChillingS, d.ToTargetS, d.Liftings, d.LiftingsCIP, d.LiftedL, d.LiftedCooledL, d.CriticalAlerts, d.Stage1Alerts,
		d.Stage2Alerts, d.Stage3Alerts, d.ClearedAlerts, d.ClearS, d.UndercooledAlerts, d.CompressorAlertS, d.AgitatorAlertS,
		d.PumpAlertS, d.GridS, d.DGS, d.AlertDetail}
}

// alertGroup is the equipment an alert type speaks of, for the rating's
// equipment leaves.
func alertGroup(alert string) string {
	switch alert {
	case engine.CompressorMalfunction:
		return "compressor"
	case engine.AgitatorMalfunction, engine.AgitatorMalfunctionAfterChilling:
		return "agitator"
	case engine.ChillingPumpMalfunction, engine.CondenserMalfunction, engine.Pump2Malfunction:
		return "pump"
	}
	return ""
}

// unitInfo is what the KPIs need of a unit.
type unitInfo struct {
	Capacity float64       `db:"capacity"`
	Zone     string        `db:"zone_id"`
	Horizon  sql.NullInt64 `db:"horizon"`
}

// sessionRow is a stored session with its undercooled flag.
type sessionRow struct {
	Kind        string `db:"kind"`
	EventDate   string `db:"event_date"`
	Start       int64  `db:"start_at"`
	End         int64  `db:"end_at"`
	Payload     string `db:"payload"`
	Undercooled bool   `db:"undercooled"`
	s           engine.Session
}

type alertRow struct {
	Alert   string        `db:"alert"`
	Stage   int           `db:"stage"`
	Raised  int64         `db:"raised_at"`
	Cleared sql.NullInt64 `db:"cleared_at"`
}

type stateRow struct {
	At    int64  `db:"at"`
	State string `db:"state"`
}

// Queryer reads in a transaction or from a pool.
type Queryer interface {
	sqlx.QueryerContext
	Rebind(string) string
}

// ComputeDays derives a unit's KPI rows for the site-local days from the
// one holding since (less a day: a session or an alert may end the day
// after it started) to the unit's horizon, reading the derived tables
// through q. Days the unit has no data for are left out.
func ComputeDays(ctx context.Context, q Queryer, unit int64, since int64) (from string, days []Day, err error) {
	var u unitInfo
	if err := sqlx.GetContext(ctx, q, &u, q.Rebind(`SELECT cu.capacity, s.zone_id, st.horizon
		FROM chilling_units cu JOIN sites s ON s.id = cu.site_ref LEFT JOIN unit_status st ON st.unit_ref = cu.id WHERE cu.id = ?`), unit); err != nil {
		return "", nil, fmt.Errorf("analytics: unit %d: %w", unit, err)
	}
	zone, err := time.LoadLocation(u.Zone)
	if err != nil || u.Zone == "" {
		zone = time.UTC
	}
	first := dayStart(storage.Time(since).Add(-24*time.Hour), zone)
	from = first.Format(time.DateOnly)
	if !u.Horizon.Valid {
		return from, nil, nil
	}
	horizon := u.Horizon.Int64
	last := dayStart(storage.Time(horizon), zone)
	rangeStart, rangeEnd := storage.Now(first), storage.Now(last.AddDate(0, 0, 1))
	rb := q.Rebind

	var states []stateRow
	if err := sqlx.SelectContext(ctx, q, &states, rb(`SELECT at, state FROM (SELECT at, state FROM unit_states WHERE unit_ref = ? AND at < ? ORDER BY at DESC LIMIT 1) p
		UNION ALL SELECT at, state FROM unit_states WHERE unit_ref = ? AND at >= ? AND at < ? ORDER BY at`), unit, rangeStart, unit, rangeStart, rangeEnd); err != nil {
		return "", nil, fmt.Errorf("analytics: states: %w", err)
	}
	var sessions []sessionRow
	if err := sqlx.SelectContext(ctx, q, &sessions, rb(`SELECT us.kind, us.event_date, us.start_at, us.end_at, us.payload,
		CASE WHEN us.kind = 'milk_lifting' AND EXISTS (SELECT 1 FROM alert_changes ac WHERE ac.unit_ref = us.unit_ref
			AND ac.alert = 'milk_lifted_undercooled' AND ac.since = us.start_at) THEN 1 ELSE 0 END AS undercooled
		FROM unit_sessions us WHERE us.unit_ref = ? AND us.start_at >= ? AND us.start_at < ? ORDER BY us.start_at, us.kind`),
		unit, rangeStart-24*3600*1000, rangeEnd+2*24*3600*1000); err != nil {
		return "", nil, fmt.Errorf("analytics: sessions: %w", err)
	}
	for i := range sessions {
		if err := json.Unmarshal([]byte(sessions[i].Payload), &sessions[i].s); err != nil {
			return "", nil, fmt.Errorf("analytics: session payload: %w", err)
		}
	}
	var alerts []alertRow
	if err := sqlx.SelectContext(ctx, q, &alerts, rb(`SELECT alert, stage, raised_at, cleared_at FROM alerts
		WHERE unit_ref = ? AND raised_at < ? AND (cleared_at IS NULL OR cleared_at >= ?) ORDER BY raised_at, alert`), unit, rangeEnd, rangeStart); err != nil {
		return "", nil, fmt.Errorf("analytics: alerts: %w", err)
	}
	var energy []struct {
		Date    string `db:"site_date"`
		Payload string `db:"payload"`
	}
	if err := sqlx.SelectContext(ctx, q, &energy, rb(`SELECT site_date, payload FROM unit_energy WHERE unit_ref = ? AND site_date >= ? AND site_date <= ?`),
		unit, from, last.Format(time.DateOnly)); err != nil {
		return "", nil, fmt.Errorf("analytics: energy: %w", err)
	}
	energyOf := map[string]engine.DailyEnergy{}
	for _, e := range energy {
		var d engine.DailyEnergy
		if err := json.Unmarshal([]byte(e.Payload), &d); err != nil {
			return "", nil, fmt.Errorf("analytics: energy payload: %w", err)
		}
		energyOf[e.Date] = d
	}

	for ds := first; !ds.After(last); ds = ds.AddDate(0, 0, 1) {
		de := ds.AddDate(0, 0, 1)
		d := Day{UnitRef: unit, Day: ds.Format(time.DateOnly), DayStart: storage.Now(ds), CapacityL: u.Capacity, AlertDetail: "{}"}
		start, end := storage.Now(ds), min(storage.Now(de), horizon)
		covered(&d, states, start, end)
		daySessions(&d, sessions)
		dayAlerts(&d, alerts, start, storage.Now(de), end, horizon)
		if e, ok := energyOf[d.Day]; ok {
			d.GridS = (e.GridMinutesChilling + e.GridMinutesOther) * 60
			d.DGS = (e.DGMinutesChilling + e.DGMinutesOther) * 60
		}
		if d.CoveredS > 0 || d.Sessions+d.Liftings+d.CriticalAlerts > 0 || d.GridS+d.DGS > 0 {
			days = append(days, d)
		}
	}
	return from, days, nil
}

// dayStart is the site-local midnight starting t's day.
func dayStart(t time.Time, zone *time.Location) time.Time {
	l := t.In(zone)
	return time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, zone)
}

// covered adds the day's seconds since the unit's first state up to end,
// and those in a state other than out of service (data available).
func covered(d *Day, states []stateRow, start, end int64) {
	for i, s := range states {
		from := max(s.At, start)
		to := end
		if i+1 < len(states) {
			to = min(states[i+1].At, end)
		}
		if to <= from {
			continue
		}
		secs := float64(to-from) / 1000
		d.CoveredS += secs
		if s.State != engine.OutOfService.String() && s.State != engine.Unknown.String() {
			d.AvailableS += secs
		}
	}
}

// daySessions adds the day's chilling sessions and liftings (by their
// site-local start date), and whether a CIP followed each lifting before
// the next collection.
func daySessions(d *Day, sessions []sessionRow) {
	for i, r := range sessions {
		if r.EventDate != d.Day {
			continue
		}
		s := r.s
		switch r.Kind {
		case engine.ChillingSession.String():
			d.Sessions++
			d.ChillingS += s.Duration.Seconds()
			if s.Completed {
				d.SessionsCompleted++
				d.ToTargetS += s.Duration.Seconds()
			}
			d.PeakVolumeL = max(d.PeakVolumeL, s.MaxVolume)
		case engine.LiftingSession.String():
			d.Liftings++
			lifted := max(0, s.StartVolume-s.EndVolume)
			d.LiftedL += lifted
			if !r.Undercooled {
				d.LiftedCooledL += lifted
			}
			if cipAfter(sessions[i+1:], r.End) {
				d.LiftingsCIP++
			}
		}
	}
}

// cipAfter reports whether a CIP started after a lifting's end and before
// the next chilling session (within a day when none follows).
func cipAfter(next []sessionRow, end int64) bool {
	limit := end + 24*3600*1000
	for _, r := range next {
		if r.Start > limit {
			break
		}
		if r.Start < end {
			continue
		}
		switch r.Kind {
		case engine.CIPSession.String():
			return true
		case engine.ChillingSession.String():
			return false
		}
	}
	return false
}

// dayAlerts adds the critical alerts raised in the day (by highest stage,
// with their time to clear), and each equipment group's seconds of active
// alert within the day.
func dayAlerts(d *Day, alerts []alertRow, start, dayEnd, end, horizon int64) {
	detail := map[string]*AlertStat{}
	stat := func(a string) *AlertStat {
		if detail[a] == nil {
			detail[a] = &AlertStat{}
		}
		return detail[a]
	}
	for _, a := range alerts {
		if a.Raised >= start && a.Raised < dayEnd {
			d.CriticalAlerts++
			switch {
			case a.Stage >= 3:
				d.Stage3Alerts++
			case a.Stage == 2:
				d.Stage2Alerts++
			default:
				d.Stage1Alerts++
			}
			if a.Cleared.Valid {
				d.ClearedAlerts++
				d.ClearS += float64(a.Cleared.Int64-a.Raised) / 1000
			}
			if a.Alert == engine.MilkUndercooled {
				d.UndercooledAlerts++
			}
			stat(a.Alert).Count++
		}
		stop := horizon
		if a.Cleared.Valid {
			stop = a.Cleared.Int64
		}
		from, to := max(a.Raised, start), min(stop, end)
		if to <= from {
			continue
		}
		secs := float64(to-from) / 1000
		stat(a.Alert).ActiveSeconds += secs
		switch alertGroup(a.Alert) {
		case "compressor":
			d.CompressorAlertS += secs
		case "agitator":
			d.AgitatorAlertS += secs
		case "pump":
			d.PumpAlertS += secs
		}
	}
	if len(detail) > 0 {
		b, _ := json.Marshal(detail)
		d.AlertDetail = string(b)
	}
}

// Deriver keeps unit_kpis current: it takes the runner's kpi_dirty marks
// and derives each marked unit's days again.
type Deriver struct {
	db *storage.DB
}

// NewDeriver answers a deriver over db.
func NewDeriver(db *storage.DB) *Deriver { return &Deriver{db: db} }

// Run derives marked units every interval until ctx ends.
func (d *Deriver) Run(ctx context.Context, every time.Duration, onErr func(error)) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := d.Sync(ctx); err != nil && ctx.Err() == nil && onErr != nil {
			onErr(err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Sync derives the KPIs of every marked unit until no mark is left.
func (d *Deriver) Sync(ctx context.Context) error {
	for {
		var marks []struct {
			Unit  int64 `db:"unit_ref"`
			Since int64 `db:"since"`
			Top   int64 `db:"top"`
		}
		if err := d.db.Select(ctx, &marks, `SELECT unit_ref, MIN(since) AS since, MAX(id) AS top FROM kpi_dirty
			GROUP BY unit_ref ORDER BY unit_ref LIMIT 500`); err != nil {
			return fmt.Errorf("analytics: marks: %w", err)
		}
		if len(marks) == 0 {
			return nil
		}
		for _, m := range marks {
			if err := d.db.Tx(ctx, func(tx *sqlx.Tx) error {
				if pending, err := d.claim(ctx, tx, m.Unit, m.Top); err != nil || !pending {
					return err
				}
				from, days, err := ComputeDays(ctx, tx, m.Unit, m.Since)
				if err != nil {
					return err
				}
				if err := WriteDays(ctx, tx, m.Unit, from, days); err != nil {
					return err
				}
				_, err = tx.ExecContext(ctx, tx.Rebind(`DELETE FROM kpi_dirty WHERE unit_ref = ? AND id <= ?`), m.Unit, m.Top)
				return err
			}); err != nil && !errors.Is(err, sql.ErrNoRows) {
				return err
			} else if err != nil {
				// The unit is gone: its marks went with it (cascade).
				continue
			}
		}
	}
}

// claim makes this transaction the only one deriving unit (processes
// sharing a PostgreSQL database each run a deriver; SQLite has one
// writer) and tells whether its marks up to top are still there: another
// process may have derived the unit since they were read.
func (d *Deriver) claim(ctx context.Context, tx *sqlx.Tx, unit, top int64) (bool, error) {
	if d.db.Dialect == storage.Postgres {
		var id int64
		if err := tx.GetContext(ctx, &id, tx.Rebind(`SELECT id FROM chilling_units WHERE id = ? FOR UPDATE`), unit); err != nil {
			return false, err
		}
	}
	var n int
	err := tx.GetContext(ctx, &n, tx.Rebind(`SELECT COUNT(*) FROM kpi_dirty WHERE unit_ref = ? AND id <= ?`), unit, top)
	return n > 0, err
}

// WriteDays replaces a unit's KPI rows from the day from on with days.
func WriteDays(ctx context.Context, tx *sqlx.Tx, unit int64, from string, days []Day) error {
	if _, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM unit_kpis WHERE unit_ref = ? AND day >= ?`), unit, from); err != nil {
		return fmt.Errorf("analytics: delete days: %w", err)
	}
	if len(days) == 0 {
		return nil
	}
	p, err := tx.PreparexContext(ctx, tx.Rebind(`INSERT INTO unit_kpis (`+kpiCols+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`))
	if err != nil {
		return err
	}
	defer p.Close()
	for i := range days {
		if _, err := p.ExecContext(ctx, days[i].values()...); err != nil {
			return fmt.Errorf("analytics: write day: %w", err)
		}
	}
	return nil
}
