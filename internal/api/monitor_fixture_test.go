package api_test

import (
	"context"
	"fmt"
	"time"
)

// derivedAlert writes a critical alert of a unit (by uuid) raised at
// raised, with its raise change, as the engine runner would, and answers
// its alert id.
func derivedAlert(e *env, unitUUID, rule string, raised time.Time) string {
	e.t.Helper()
	ctx := context.Background()
	var ref int64
	if err := e.svcs.DB.Get(ctx, &ref, `SELECT id FROM chilling_units WHERE uuid = ?`, unitUUID); err != nil {
		e.t.Fatal(err)
	}
	start := raised.Add(-5 * time.Minute).UnixMilli()
	episode := fmt.Sprintf("alert/%s/%d", rule, start)
	id := fmt.Sprintf("%s.%s.%d", unitUUID, rule, start)
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`INSERT INTO alerts (alert_id, unit_ref, episode, alert, stage, since, raised_at, stage_at, volume, temperature)
			VALUES (?, ?, ?, ?, 1, ?, ?, ?, 1500, 6.5)`, []any{id, ref, episode, rule, start, raised.UnixMilli(), raised.UnixMilli()}},
		{`INSERT INTO alert_changes (unit_ref, row_key, at, episode, alert, change, stage, since, volume, temperature)
			VALUES (?, ?, ?, ?, ?, 'raised', 1, ?, 1500, 6.5)`, []any{ref, episode + "/1", raised.UnixMilli(), episode, rule, start}},
	} {
		if _, err := e.svcs.DB.Exec(ctx, q.sql, q.args...); err != nil {
			e.t.Fatal(err)
		}
	}
	return id
}
