package dashboard

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/engine"
)

// LiveWindow is how old a live alert may be to be pushed.
const LiveWindow = 2 * time.Hour

// Live is the scope of one push stream: the caller's units, or one of
// them. It is used by one goroutine.
type Live struct {
	s     *Service
	p     *auth.Principal
	only  int64             // the one unit asked for, or 0
	units map[int64]unitRow // the units in scope (absent: unknown yet)
	out   map[int64]bool    // units seen to be out of scope
}

// Live opens the scope of a push stream: every unit of the caller's scope,
// or the one named by unitUUID (not found when outside it).
func (s *Service) Live(ctx context.Context, p *auth.Principal, unitUUID string) (*Live, error) {
	l := &Live{s: s, p: p, units: map[int64]unitRow{}, out: map[int64]bool{}}
	where, args := `WHERE`+inScope, []any{scopeArg(p)}
	if unitUUID != "" {
		ids, err := s.resolveIDs(ctx, p, "chillingUnit", []string{unitUUID})
		if err != nil {
			return nil, err
		}
		l.only = ids[0]
		where, args = andIn(where, args, "cu.id", ids)
	}
	var rows []unitRow
	if err := s.selectIn(ctx, &rows, `SELECT`+unitCols+`FROM`+unitsFrom+where, args...); err != nil {
		return nil, apperr.Wrap(err, "dashboard: live scope")
	}
	for _, r := range rows {
		l.units[r.UnitID] = r
	}
	return l, nil
}

// unit answers a unit of the stream's scope; a unit created since the
// stream opened is looked up once.
func (l *Live) unit(ctx context.Context, ref int64) (unitRow, bool) {
	if l.only != 0 && ref != l.only {
		return unitRow{}, false
	}
	if u, ok := l.units[ref]; ok {
		return u, true
	}
	if l.out[ref] {
		return unitRow{}, false
	}
	var r struct {
		unitRow
		Path string `db:"path"`
	}
	err := l.s.db.Get(ctx, &r, `SELECT`+unitCols+`, so.path FROM`+unitsFrom+`WHERE cu.id = ?`, ref)
	if err != nil || !l.p.Sees(r.Path) {
		l.out[ref] = true
		return unitRow{}, false
	}
	l.units[ref] = r.unitRow
	return r.unitRow, true
}

// Sees reports whether a unit's messages belong to the stream.
func (l *Live) Sees(ctx context.Context, ref int64) bool {
	_, ok := l.unit(ctx, ref)
	return ok
}

// Alert is the alert row of a live change: the stored alert when the
// runner has written it, else the change itself; false when the unit is
// outside the stream or the change is older than the live window.
func (l *Live) Alert(ctx context.Context, ref int64, alertID string, c engine.AlertChange, lang string) (Alert, bool) {
	u, ok := l.unit(ctx, ref)
	if !ok || l.s.Now().Sub(c.At) > LiveWindow {
		return Alert{}, false
	}
	r, err := l.s.criticalRow(ctx, l.p, alertID)
	if err == nil {
		return r.alert(lang), true
	}
	if !errors.Is(err, apperr.ErrNotFound) && !errors.Is(err, sql.ErrNoRows) {
		return Alert{}, false
	}
	row := alertRow{unitRow: u, AlertID: alertID, Critical: 1, Type: c.Alert, Stage: c.Stage, Occurred: ms(c.At),
		Since: ms(c.Since), StageAt: ms(c.At), Volume: c.Volume, Temp: c.Temp}
	if c.Change == engine.Cleared {
		row.ClearedAt = sql.NullInt64{Int64: ms(c.At), Valid: true}
	}
	return row.alert(lang), true
}
