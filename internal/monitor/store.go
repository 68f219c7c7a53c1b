package monitor

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"
	"unique"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// unitMeta is what the runner knows of a unit besides its samples.
type unitMeta struct {
	Ref        int64   `db:"id"`
	UUID       string  `db:"uuid"`
	Capacity   float64 `db:"capacity"`
	Zone       string  `db:"zone_id"`
	Under      float64 `db:"under"`
	Over       float64 `db:"over"`
	Thresholds string  `db:"engine_thresholds"`
}

// zones holds the time zones loaded, by name: the units of a fleet share a
// few, and each load parses the zone's rules anew (about 400 bytes a unit
// at 30,000 units).
var zones sync.Map

func zone(name string) (*time.Location, error) {
	if loc, ok := zones.Load(name); ok {
		return loc.(*time.Location), nil
	}
	loc, err := time.LoadLocation(name)
	if err == nil {
		zones.Store(name, loc)
	}
	return loc, err
}

// engineUnit answers the engine's view of the unit; bad organisation
// thresholds fall back to the defaults (the error is the caller's to log).
func (m unitMeta) engineUnit() (engine.Unit, error) {
	u := engine.Unit{Capacity: m.Capacity, UnderChilled: m.Under, OverChilled: m.Over}
	if loc, err := zone(m.Zone); err == nil {
		u.Zone = loc
	}
	var err error
	if m.Thresholds != "" && m.Thresholds != "{}" {
		th := engine.DefaultThresholds()
		if err = json.Unmarshal([]byte(m.Thresholds), &th); err == nil {
			u.Thresholds = th
		}
	}
	return u, err
}

const metaQuery = `SELECT u.id, u.uuid, u.capacity, s.zone_id, o.engine_thresholds,
	COALESCE(c.under_chilled_temperature, 0) AS under, COALESCE(c.over_chilled_temperature, 0) AS over
	FROM chilling_units u JOIN sites s ON s.id = u.site_ref JOIN organizations o ON o.id = s.org_id
	LEFT JOIN chilling_costs c ON c.unit_ref = u.id`

// loadMetas answers the units of some partitions.
func loadMetas(ctx context.Context, db *storage.DB, parts []int, nparts int) ([]unitMeta, error) {
	if len(parts) == 0 {
		return nil, nil
	}
	var ms []unitMeta
	q, args := inParts(metaQuery+" WHERE u.id % ? IN (?)", nparts, parts)
	err := db.Select(ctx, &ms, q+" ORDER BY u.id", args...)
	for i := range ms {
		// The units of an organisation share its thresholds and mostly a
		// zone: one copy of each text serves them all (the thresholds are
		// about 900 bytes, kept for as long as the unit runs).
		ms[i].Thresholds = unique.Make(ms[i].Thresholds).Value()
		ms[i].Zone = unique.Make(ms[i].Zone).Value()
	}
	return ms, err
}

// inParts expands a "% ? IN (?)" filter over partitions.
func inParts(q string, nparts int, parts []int) (string, []any) {
	marks := strings.TrimSuffix(strings.Repeat("?,", len(parts)), ",")
	args := []any{nparts}
	for _, p := range parts {
		args = append(args, p)
	}
	return strings.Replace(q, "IN (?)", "IN ("+marks+")", 1), args
}

// mark is a dirty mark of a unit.
type mark struct {
	ID    int64 `db:"id"`
	Unit  int64 `db:"unit_ref"`
	Since int64 `db:"since"`
}

// loadMarks answers up to limit dirty marks of some partitions, oldest
// first.
func loadMarks(ctx context.Context, db *storage.DB, parts []int, nparts, limit int) ([]mark, error) {
	if len(parts) == 0 {
		return nil, nil
	}
	var ms []mark
	q, args := inParts("SELECT id, unit_ref, since FROM unit_dirty WHERE unit_ref % ? IN (?)", nparts, parts)
	err := db.Select(ctx, &ms, q+" ORDER BY id LIMIT ?", append(args, limit)...)
	return ms, err
}

// loadSamples answers a unit's samples at or after from, in time order,
// the compacted blocks included.
func loadSamples(ctx context.Context, db *storage.DB, unit int64, from int64) ([]engine.Sample, error) {
	stored, err := telemetry.UnitSamples(ctx, db, unit, "", from, math.MaxInt64)
	if err != nil {
		return nil, err
	}
	out := make([]engine.Sample, len(stored))
	for i, s := range stored {
		out[i] = engine.Sample{At: storage.Time(s.At), Signal: s.Signal, Value: s.Value}
	}
	return out, nil
}

// checkpoint is a stored engine checkpoint.
type checkpoint struct {
	Horizon int64  `db:"horizon"`
	Data    string `db:"data"`
}

// checkpointBefore answers the unit's newest checkpoint whose horizon is
// at or before t (ms), or false when there is none.
func checkpointBefore(ctx context.Context, db *storage.DB, unit, t int64) (checkpoint, bool, error) {
	var cp checkpoint
	err := db.Get(ctx, &cp, `SELECT horizon, data FROM unit_checkpoints WHERE unit_ref = ? AND horizon <= ?
		ORDER BY horizon DESC LIMIT 1`, unit, t)
	if errors.Is(err, sql.ErrNoRows) {
		return cp, false, nil
	}
	return cp, err == nil, err
}

// write is one unit's derived rows to store in one transaction.
type write struct {
	meta unitMeta
	part int
	// rebuildFrom, when set, is the horizon a replay restarted at: the
	// unit's rows derived at or after it are deleted first (and so are
	// the checkpoints after it).
	rebuildFrom *int64
	out         engine.Output
	status      engine.Status
	horizon     time.Time
	checkpoint  []byte // a checkpoint at horizon, when one is due
	keepAfter   int64  // checkpoints older than this (ms) are pruned when one is written
	marks       []int64
	// marksOnly: nothing derived, only the marks to delete (a unit
	// deleted since, or one just restored with them).
	marksOnly bool
	samples   []engine.Sample // the samples stepped, for the hub
	lag       time.Duration   // the unit's delivery lag, kept with its status
	// reported is the unit's newest reading before the write's samples.
	reported time.Time
	// retracting says the unit may hold retractions to settle; revise is
	// how far past a retraction the horizon must be to withdraw it.
	retracting bool
	revise     time.Duration
	// retractionsLeft is how many retractions the unit still holds after
	// the write.
	retractionsLeft int
}

// errLeaseLost is the kind of a write refused because the process no
// longer owns the unit's partition.
var errLeaseLost = errors.New("monitor: partition lease lost")

// apply writes w in tx: the lease is checked first (fencing), so a
// process that lost its partition writes nothing. It answers the alert
// changes that were not stored before (the ones to announce).
func apply(ctx context.Context, tx *sqlx.Tx, w *write, owner string, now int64, n Notifier) ([]engine.AlertChange, error) {
	if n == nil {
		// Nobody is told: nothing to retract either.
		w.retracting = false
	}
	var held int
	if err := tx.GetContext(ctx, &held, tx.Rebind(`SELECT COUNT(*) FROM monitor_leases WHERE part = ? AND owner = ? AND expires_at > ?`),
		w.part, owner, now); err != nil {
		return nil, err
	}
	if held == 0 {
		return nil, errLeaseLost
	}
	exec := func(q string, args ...any) error {
		_, err := tx.ExecContext(ctx, tx.Rebind(q), args...)
		return err
	}
	u := w.meta.Ref
	known := map[string]int64{}
	knownEvents := map[string]bool{}
	episodes := map[string]bool{}
	if w.rebuildFrom != nil {
		from := *w.rebuildFrom
		var old []struct {
			Key     string `db:"row_key"`
			Episode string `db:"episode"`
			At      int64  `db:"at"`
		}
		if err := tx.SelectContext(ctx, &old, tx.Rebind(`SELECT row_key, episode, at FROM alert_changes WHERE unit_ref = ? AND at >= ?`), u, from); err != nil {
			return nil, err
		}
		for _, o := range old {
			known[o.Key], episodes[o.Episode] = o.At, true
		}
		if n != nil {
			var evs []string
			if err := tx.SelectContext(ctx, &evs, tx.Rebind(`SELECT row_key FROM unit_events WHERE unit_ref = ? AND at >= ?`), u, from); err != nil {
				return nil, err
			}
			for _, k := range evs {
				knownEvents[k] = true
			}
		}
		for _, t := range []string{"unit_states", "unit_events", "alert_changes", "unit_sessions", "unit_energy"} {
			if err := exec("DELETE FROM "+t+" WHERE unit_ref = ? AND at >= ?", u, from); err != nil {
				return nil, err
			}
		}
		if err := exec("DELETE FROM unit_checkpoints WHERE unit_ref = ? AND horizon > ?", u, from); err != nil {
			return nil, err
		}
	}
	if err := writeRows(ctx, tx, u, &w.out); err != nil {
		return nil, err
	}
	if since, ok := kpiSince(w); ok {
		// The unit's KPIs from that time on are derived again
		// (internal/analytics, docs/analytics.md).
		if err := exec(`INSERT INTO kpi_dirty (unit_ref, since) VALUES (?, ?)`, u, since); err != nil {
			return nil, err
		}
	}
	var fresh []engine.AlertChange
	derived := map[string]bool{}
	for _, a := range w.out.Alerts {
		episodes[a.Episode] = true
		derived[a.Key] = true
		if _, ok := known[a.Key]; !ok {
			fresh = append(fresh, a)
		}
	}
	if n != nil {
		c := Changes{UnitRef: u, UnitUUID: w.meta.UUID, Alerts: fresh, Reported: w.reported, Active: map[string]bool{}}
		for _, a := range w.status.Active {
			c.Active[a.Episode] = true
		}
		for _, e := range w.out.Events {
			if !knownEvents[e.Key] {
				c.Events = append(c.Events, e)
			}
		}
		// A change stored before that the replay did not derive again is
		// held as a retraction, not withdrawn: late data often derives it
		// again a pass later (the rest of a reading, the watermark moving
		// on). It is withdrawn only once the unit's evaluation is Revise
		// past it (retractions.go).
		var held []string
		for k, at := range known {
			if !derived[k] {
				held = append(held, k)
				if err := exec(`INSERT INTO alert_retractions (unit_ref, row_key, at, noticed_at) VALUES (?, ?, ?, ?)
					ON CONFLICT (unit_ref, row_key) DO NOTHING`, u, k, at, now); err != nil {
					return nil, err
				}
			}
		}
		w.retractionsLeft = 0
		if len(held) > 0 || w.retracting {
			withdrawn, left, err := settleRetractions(ctx, tx, u, derived, storage.Now(w.horizon.Add(-w.revise)))
			if err != nil {
				return nil, err
			}
			c.Withdrawn, w.retractionsLeft = withdrawn, left
		}
		if err := n.Notify(ctx, tx, c); err != nil {
			return nil, err
		}
	}
	for ep := range episodes {
		if err := fold(ctx, tx, w.meta, ep); err != nil {
			return nil, err
		}
	}
	if err := writeStatus(ctx, tx, u, w.status, w.horizon, w.lag); err != nil {
		return nil, err
	}
	if w.checkpoint != nil {
		h := storage.Now(w.horizon)
		if err := exec(`INSERT INTO unit_checkpoints (unit_ref, horizon, data) VALUES (?, ?, ?)
			ON CONFLICT (unit_ref, horizon) DO UPDATE SET data = excluded.data`, u, h, string(w.checkpoint)); err != nil {
			return nil, err
		}
		if err := exec(`DELETE FROM unit_checkpoints WHERE unit_ref = ? AND horizon < ?`, u, w.keepAfter); err != nil {
			return nil, err
		}
	}
	return fresh, deleteMarks(ctx, tx, w.marks)
}

// deleteMarks deletes the dirty marks taken.
func deleteMarks(ctx context.Context, tx *sqlx.Tx, ids []int64) error {
	for len(ids) > 0 {
		n := min(len(ids), 500)
		q, args, err := sqlx.In("DELETE FROM unit_dirty WHERE id IN (?)", ids[:n])
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, tx.Rebind(q), args...); err != nil {
			return err
		}
		ids = ids[n:]
	}
	return nil
}

// writeRows upserts the derived rows of an output under their keys.
func writeRows(ctx context.Context, tx *sqlx.Tx, u int64, o *engine.Output) error {
	type stmt struct {
		q    string
		rows [][]any
	}
	var ss []stmt
	var st, ev, al, se, en [][]any
	for _, s := range o.States {
		st = append(st, []any{u, s.Key, ms(s.At), s.State.String(), ms(s.ReceivedAt)})
	}
	for _, e := range o.Events {
		ev = append(ev, []any{u, e.Key, ms(e.At), e.Name, e.Volume, e.Temp})
	}
	for _, a := range o.Alerts {
		al = append(al, []any{u, a.Key, ms(a.At), a.Episode, a.Alert, a.Change.String(), a.Stage, ms(a.Since), a.Volume, a.Temp})
	}
	for _, s := range o.Sessions {
		b, err := json.Marshal(s)
		if err != nil {
			return err
		}
		se = append(se, []any{u, s.Key, ms(s.At), s.Kind.String(), s.EventDate, ms(s.Start), ms(s.End), string(b)})
	}
	for _, d := range o.Energy {
		b, err := json.Marshal(d)
		if err != nil {
			return err
		}
		en = append(en, []any{u, d.Key, ms(d.At), d.Date, string(b)})
	}
	ss = append(ss,
		stmt{`INSERT INTO unit_states (unit_ref, row_key, at, state, received_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (unit_ref, row_key) DO UPDATE SET at = excluded.at, state = excluded.state, received_at = excluded.received_at`, st},
		stmt{`INSERT INTO unit_events (unit_ref, row_key, at, name, volume, temperature) VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (unit_ref, row_key) DO UPDATE SET at = excluded.at, name = excluded.name, volume = excluded.volume, temperature = excluded.temperature`, ev},
		stmt{`INSERT INTO alert_changes (unit_ref, row_key, at, episode, alert, change, stage, since, volume, temperature) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (unit_ref, row_key) DO UPDATE SET at = excluded.at, episode = excluded.episode, alert = excluded.alert, change = excluded.change,
			stage = excluded.stage, since = excluded.since, volume = excluded.volume, temperature = excluded.temperature`, al},
		stmt{`INSERT INTO unit_sessions (unit_ref, row_key, at, kind, event_date, start_at, end_at, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (unit_ref, row_key) DO UPDATE SET at = excluded.at, kind = excluded.kind, event_date = excluded.event_date,
			start_at = excluded.start_at, end_at = excluded.end_at, payload = excluded.payload`, se},
		stmt{`INSERT INTO unit_energy (unit_ref, row_key, at, site_date, payload) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (unit_ref, row_key) DO UPDATE SET at = excluded.at, site_date = excluded.site_date, payload = excluded.payload`, en},
	)
	for _, s := range ss {
		if len(s.rows) == 0 {
			continue
		}
		p, err := tx.PreparexContext(ctx, tx.Rebind(s.q))
		if err != nil {
			return err
		}
		for _, r := range s.rows {
			if _, err := p.ExecContext(ctx, r...); err != nil {
				p.Close()
				return err
			}
		}
		p.Close()
	}
	return nil
}

// fold rebuilds an alert's row from its stored changes (or removes it
// when a replay left none).
func fold(ctx context.Context, tx *sqlx.Tx, m unitMeta, episode string) error {
	var cs []struct {
		At     int64   `db:"at"`
		Alert  string  `db:"alert"`
		Change string  `db:"change"`
		Stage  int     `db:"stage"`
		Since  int64   `db:"since"`
		Volume float64 `db:"volume"`
		Temp   float64 `db:"temperature"`
	}
	if err := tx.SelectContext(ctx, &cs, tx.Rebind(`SELECT at, alert, change, stage, since, volume, temperature FROM alert_changes
		WHERE unit_ref = ? AND episode = ? ORDER BY at, row_key`), m.Ref, episode); err != nil {
		return err
	}
	id := AlertID(m.UUID, episode)
	if len(cs) == 0 {
		_, err := tx.ExecContext(ctx, tx.Rebind(`DELETE FROM alerts WHERE alert_id = ?`), id)
		return err
	}
	first := cs[0]
	alert, stage, stageAt := first.Alert, first.Stage, first.At
	var cleared sql.NullInt64
	for _, c := range cs {
		if c.Change == engine.Cleared.String() {
			cleared = sql.NullInt64{Int64: c.At, Valid: true}
			continue
		}
		if c.Stage >= stage {
			alert, stage, stageAt = c.Alert, c.Stage, c.At
		}
	}
	_, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO alerts (alert_id, unit_ref, episode, alert, stage, since, raised_at, stage_at, cleared_at, volume, temperature)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (alert_id) DO UPDATE SET alert = excluded.alert, stage = excluded.stage, since = excluded.since, raised_at = excluded.raised_at,
		stage_at = excluded.stage_at, cleared_at = excluded.cleared_at, volume = excluded.volume, temperature = excluded.temperature`),
		id, m.Ref, episode, alert, stage, first.Since, first.At, stageAt, cleared, first.Volume, first.Temp)
	return err
}

// AlertID answers the stable id of a unit's alert episode
// ("alert/<rule>/<start ms>"): "<unit uuid>.<rule>.<start ms>".
func AlertID(unitUUID, episode string) string {
	parts := strings.Split(episode, "/")
	if len(parts) != 3 {
		return unitUUID + "." + strings.ReplaceAll(episode, "/", ".")
	}
	return fmt.Sprintf("%s.%s.%s", unitUUID, parts[1], parts[2])
}

// writeStatus upserts the unit's standing and its delivery lag; the
// state's start is its newest state change.
func writeStatus(ctx context.Context, tx *sqlx.Tx, u int64, s engine.Status, horizon time.Time, lag time.Duration) error {
	var since int64
	err := tx.GetContext(ctx, &since, tx.Rebind(`SELECT at FROM unit_states WHERE unit_ref = ? ORDER BY at DESC LIMIT 1`), u)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	state := s.State
	if state == engine.Unknown {
		state = engine.OutOfService
	}
	_, err = tx.ExecContext(ctx, tx.Rebind(`INSERT INTO unit_status (unit_ref, state, state_since, received_at, volume, temperature, horizon, lag_ms)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (unit_ref) DO UPDATE SET state = excluded.state, state_since = excluded.state_since,
		received_at = excluded.received_at, volume = excluded.volume, temperature = excluded.temperature, horizon = excluded.horizon, lag_ms = excluded.lag_ms`),
		u, state.String(), since, ms(s.ReceivedAt), s.Volume, s.Temp, storage.Now(horizon), lag.Milliseconds())
	return err
}

// ms is a time in epoch ms, 0 for the zero time.
func ms(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return storage.Now(t)
}

// kpiSince answers the oldest time whose KPIs a write changes: a replay's
// start, else the oldest time a written row covers (an alert's or a
// session's start); false when the write holds no row.
func kpiSince(w *write) (int64, bool) {
	var t time.Time
	see := func(ts ...time.Time) {
		for _, x := range ts {
			if t.IsZero() || x.Before(t) {
				t = x
			}
		}
	}
	o := &w.out
	for _, s := range o.States {
		see(s.At)
	}
	for _, e := range o.Events {
		see(e.At)
	}
	for _, a := range o.Alerts {
		see(a.At, a.Since)
	}
	for _, s := range o.Sessions {
		see(s.At, s.Start)
	}
	for _, e := range o.Energy {
		see(e.At)
	}
	if w.rebuildFrom != nil {
		if r := *w.rebuildFrom; t.IsZero() || r < ms(t) {
			return r, true
		}
	}
	if t.IsZero() {
		return 0, false
	}
	return ms(t), true
}
