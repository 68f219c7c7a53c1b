package dashboard

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// MaxCommentLength bounds an acknowledgement's comment, in characters.
const MaxCommentLength = 500

// AlertChange is a raise, escalation or clear of a critical alert.
type AlertChange struct {
	At        time.Time `json:"at"`
	Change    string    `json:"change" enum:"raised,escalated,cleared"`
	Stage     int       `json:"stage"`
	AlertType string    `json:"alertType"`
}

// AlertDetail is an alert with its changes (none for an info event).
type AlertDetail struct {
	Alert
	Changes []AlertChange `json:"changes"`
}

// AlertByID answers an alert of the caller's scope: a critical alert with
// its changes, or an info event by its id.
func (s *Service) AlertByID(ctx context.Context, p *auth.Principal, id, lang string) (*AlertDetail, error) {
	r, err := s.criticalRow(ctx, p, id)
	if errors.Is(err, apperr.ErrNotFound) {
		return s.eventByID(ctx, p, id, lang)
	}
	if err != nil {
		return nil, err
	}
	out := &AlertDetail{Alert: r.alert(lang), Changes: []AlertChange{}}
	var cs []struct {
		At     int64  `db:"at"`
		Change string `db:"change"`
		Stage  int    `db:"stage"`
		Alert  string `db:"alert"`
	}
	if err := s.db.Select(ctx, &cs, `SELECT c.at, c.change, c.stage, c.alert FROM alert_changes c JOIN alerts a
		ON a.unit_ref = c.unit_ref AND a.episode = c.episode WHERE a.alert_id = ? ORDER BY c.at, c.row_key`, id); err != nil {
		return nil, apperr.Wrap(err, "dashboard: alert changes")
	}
	for _, c := range cs {
		out.Changes = append(out.Changes, AlertChange{At: at(c.At), Change: c.Change, Stage: c.Stage, AlertType: c.Alert})
	}
	return out, nil
}

// criticalRow reads a critical alert of the caller's scope.
func (s *Service) criticalRow(ctx context.Context, p *auth.Principal, id string) (alertRow, error) {
	var r alertRow
	err := s.db.Get(ctx, &r, `SELECT x.*, 1 AS total FROM (`+criticalSelect+`WHERE a.alert_id = ? AND`+inScope+`) x`,
		strings.TrimSpace(id), scopeArg(p))
	if errors.Is(err, sql.ErrNoRows) {
		return r, apperr.NotFound("alert")
	}
	if err != nil {
		return r, apperr.Wrap(err, "dashboard: alert")
	}
	return r, nil
}

// eventByID reads an info event by its id, <unit uuid>.<event>.<ms>.
func (s *Service) eventByID(ctx context.Context, p *auth.Principal, id, lang string) (*AlertDetail, error) {
	parts := strings.Split(strings.TrimSpace(id), ".")
	if len(parts) != 3 {
		return nil, apperr.NotFound("alert")
	}
	when, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil {
		return nil, apperr.NotFound("alert")
	}
	var r alertRow
	err = s.db.Get(ctx, &r, `SELECT x.*, 1 AS total FROM (`+eventSelect+`WHERE cu.uuid = ? AND e.name = ? AND e.at = ? AND`+inScope+`) x`,
		parts[0], parts[1], when, scopeArg(p))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.NotFound("alert")
	}
	if err != nil {
		return nil, apperr.Wrap(err, "dashboard: event")
	}
	return &AlertDetail{Alert: r.alert(lang), Changes: []AlertChange{}}, nil
}

// Acknowledge records that the caller saw a critical alert of their scope,
// with a comment, and answers the alert. An alert is acknowledged once: a
// second time is a conflict naming who did it. Info events cannot be
// acknowledged (not found).
func (s *Service) Acknowledge(ctx context.Context, p *auth.Principal, id, comment, lang string) (*AlertDetail, error) {
	comment = strings.TrimSpace(comment)
	if apperr.Len(comment) > MaxCommentLength {
		return nil, apperr.Invalid("comment", "monitor.comment.tooLong")
	}
	r, err := s.criticalRow(ctx, p, id)
	if err != nil {
		return nil, err
	}
	res, err := s.db.Exec(ctx, `INSERT INTO alert_acks (alert_id, unit_ref, acked_by, acked_at, comment) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (alert_id) DO NOTHING`, r.AlertID, r.UnitID, p.UserName, storage.Now(s.Now()), comment)
	if err != nil {
		return nil, apperr.Wrap(err, "dashboard: acknowledge")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var by string
		_ = s.db.Get(ctx, &by, `SELECT acked_by FROM alert_acks WHERE alert_id = ?`, r.AlertID)
		return nil, apperr.Conflict("monitor.alert.acknowledged", map[string]any{"By": by})
	}
	return s.AlertByID(ctx, p, r.AlertID, lang)
}
