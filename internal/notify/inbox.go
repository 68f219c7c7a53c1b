package notify

import (
	"context"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// InboxItem is one in-app notification of the signed-in user.
type InboxItem struct {
	ID               int64     `json:"id"`
	CreatedAt        time.Time `json:"createdAt"`
	Level            string    `json:"alertLevel" enum:"CRITICAL,INFO"`
	Title            string    `json:"title"`
	Body             string    `json:"body"`
	AlertID          string    `json:"alertId"`
	ChillingUnitUUID string    `json:"chillingUnitUUID"`
	Entries          int       `json:"entries" doc:"alert changes the item covers (more than one: a digest)"`
	Read             bool      `json:"read"`
	ReadAt           time.Time `json:"readAt,omitzero"`
}

// Inbox pages the caller's own notifications, newest first.
func (s *Service) Inbox(ctx context.Context, p *auth.Principal, unreadOnly bool, req paging.Request) (paging.Page[InboxItem], error) {
	if err := req.Validate(); err != nil {
		return paging.Page[InboxItem]{}, err
	}
	cond, args := " WHERE user_id = ?", []any{p.UserID}
	if unreadOnly {
		cond += " AND read_at = 0"
	}
	var total int
	if err := s.db.Get(ctx, &total, `SELECT COUNT(*) FROM notify_inbox`+cond, args...); err != nil {
		return paging.Page[InboxItem]{}, apperr.Wrap(err, "notify: inbox count")
	}
	var rows []struct {
		ID        int64  `db:"id"`
		CreatedAt int64  `db:"created_at"`
		Level     string `db:"level"`
		Title     string `db:"title"`
		Body      string `db:"body"`
		AlertID   string `db:"alert_id"`
		UnitUUID  string `db:"unit_uuid"`
		Entries   int    `db:"entries"`
		ReadAt    int64  `db:"read_at"`
	}
	if err := s.db.Select(ctx, &rows, `SELECT id, created_at, level, title, body, alert_id, unit_uuid, entries, read_at FROM notify_inbox`+
		cond+` ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, append(args, req.Size, req.Offset())...); err != nil {
		return paging.Page[InboxItem]{}, apperr.Wrap(err, "notify: inbox")
	}
	out := make([]InboxItem, len(rows))
	for i, r := range rows {
		out[i] = InboxItem{ID: r.ID, CreatedAt: storage.Time(r.CreatedAt), Level: r.Level, Title: r.Title, Body: r.Body,
			AlertID: r.AlertID, ChillingUnitUUID: r.UnitUUID, Entries: r.Entries, Read: r.ReadAt != 0}
		if r.ReadAt != 0 {
			out[i].ReadAt = storage.Time(r.ReadAt)
		}
	}
	return paging.New(req, out, total), nil
}

// Unread answers how many of the caller's notifications are unread.
func (s *Service) Unread(ctx context.Context, userID int64) (int, error) {
	var n int
	if err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM notify_inbox WHERE user_id = ? AND read_at = 0`, userID); err != nil {
		return 0, apperr.Wrap(err, "notify: unread")
	}
	return n, nil
}

// MarkRead marks some of the caller's notifications read (ids of others'
// are ignored, as unknown ones) and answers the unread count.
func (s *Service) MarkRead(ctx context.Context, p *auth.Principal, ids []int64) (int, error) {
	if len(ids) > 0 {
		q, args, err := sqlx.In(`UPDATE notify_inbox SET read_at = ? WHERE user_id = ? AND read_at = 0 AND id IN (?)`,
			storage.Now(s.cfg.Now()), p.UserID, ids)
		if err != nil {
			return 0, err
		}
		if _, err := s.db.Exec(ctx, q, args...); err != nil {
			return 0, apperr.Wrap(err, "notify: mark read")
		}
	}
	return s.afterRead(ctx, p.UserID)
}

// MarkAllRead marks every notification of the caller read.
func (s *Service) MarkAllRead(ctx context.Context, p *auth.Principal) (int, error) {
	if _, err := s.db.Exec(ctx, `UPDATE notify_inbox SET read_at = ? WHERE user_id = ? AND read_at = 0`,
		storage.Now(s.cfg.Now()), p.UserID); err != nil {
		return 0, apperr.Wrap(err, "notify: mark all read")
	}
	return s.afterRead(ctx, p.UserID)
}

func (s *Service) afterRead(ctx context.Context, userID int64) (int, error) {
	if s.OnInbox != nil {
		s.OnInbox(userID)
	}
	return s.Unread(ctx, userID)
}
