package ticket

import (
	"context"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// SupportTicket is one raised ticket as "My tickets" lists it.
type SupportTicket struct {
	ID               int64     `json:"id" doc:"the Redmine issue id"`
	Subject          string    `json:"subject"`
	IssueType        string    `json:"issueType"`
	SiteName         string    `json:"siteName"`
	ChillingUnitName string    `json:"chillingUnitName"`
	Files            int       `json:"files"`
	UserName         string    `json:"userName" doc:"who raised it"`
	CreatedAt        time.Time `json:"createdAt"`
	Status           string    `json:"status" doc:"the Redmine status, empty when Redmine did not answer"`
}

// TicketPage is a page of tickets.
type TicketPage struct {
	paging.Page[SupportTicket]
	// StatusUnavailable is true when Redmine could not be asked for the
	// statuses; the tickets are listed without them.
	StatusUnavailable bool `json:"statusUnavailable"`
}

type ticketRow struct {
	RedmineID int64  `db:"redmine_id"`
	Subject   string `db:"subject"`
	IssueType string `db:"issue_type"`
	SiteName  string `db:"site_name"`
	UnitName  string `db:"unit_name"`
	Files     int    `db:"files"`
	UserName  string `db:"user_name"`
	CreatedAt int64  `db:"created_at"`
}

// List pages the tickets raised in the caller's organisation (their scope:
// the sub-organisation when they belong to one), newest first, each with
// its status as Redmine has it now.
func (s *Service) List(ctx context.Context, p *auth.Principal, r paging.Request) (*TicketPage, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	where, args := `org_path LIKE ?`, []any{p.ScopePath + "%"}
	if p.Platform {
		where, args = `1 = 1`, nil
	}
	var total int
	if err := s.db.Get(ctx, &total, `SELECT COUNT(*) FROM tickets WHERE `+where, args...); err != nil {
		return nil, apperr.Wrap(err, "ticket: count")
	}
	var rows []ticketRow
	if err := s.db.Select(ctx, &rows, `SELECT redmine_id, subject, issue_type, site_name, unit_name, files, user_name, created_at
		FROM tickets WHERE `+where+` ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, append(args, r.Size, r.Offset())...); err != nil {
		return nil, apperr.Wrap(err, "ticket: list")
	}
	out := make([]SupportTicket, len(rows))
	ids := make([]int64, len(rows))
	for i, t := range rows {
		out[i] = SupportTicket{ID: t.RedmineID, Subject: t.Subject, IssueType: t.IssueType, SiteName: t.SiteName, ChillingUnitName: t.UnitName,
			Files: t.Files, UserName: t.UserName, CreatedAt: storage.Time(t.CreatedAt)}
		ids[i] = t.RedmineID
	}
	list := &TicketPage{}
	if s.rm == nil {
		list.StatusUnavailable = len(rows) > 0
	} else if st, err := s.rm.statuses(ctx, ids); err != nil {
		list.StatusUnavailable = true
	} else {
		for i := range out {
			out[i].Status = st[out[i].ID]
		}
	}
	list.Page = paging.New(r, out, total)
	return list, nil
}
