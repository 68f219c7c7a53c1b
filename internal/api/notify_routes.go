package api

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// notifyBase prefixes the notification calls.
const notifyBase = Base + "/notificationService"

type inboxQuery struct {
	PageQuery
	UnreadOnly bool `query:"unreadOnly" doc:"only unread notifications"`
}

// Unread is the caller's unread notification count.
type Unread struct {
	Unread int `json:"unread"`
}

type markReadInput struct {
	Body struct {
		IDs []int64 `json:"ids" maxItems:"1000" doc:"notification ids of the caller; others are ignored"`
	}
}

type policyQuery struct {
	OrgName string `query:"orgName" doc:"an organisation in the caller's scope (its top-level organisation's policy); default the caller's"`
}

type policyInput struct {
	OrgName string `query:"orgName" doc:"an organisation in the caller's scope (its top-level organisation's policy); default the caller's"`
	Body    notify.Policy
}

type testInput struct {
	Body struct {
		Channel string `json:"channel" enum:"email,sms,web" doc:"the channel to test; the message goes to the caller's own address"`
	}
}

type deliveriesQuery struct {
	PageQuery
	OrgName   string `query:"orgName" doc:"only this organisation's subtree (in the caller's scope)"`
	From      string `query:"from" doc:"from this instant (RFC 3339) or date (yyyy-MM-dd, UTC), included"`
	To        string `query:"to" doc:"to this instant or date (its end), included"`
	Channel   string `query:"channel" doc:"email, sms or web"`
	Status    string `query:"status" doc:"sent, failed, retry, in_doubt, sending, historical, withdrawn, not_configured, no_address or sms_cap"`
	UserName  string `query:"userName" doc:"the recipient"`
	AlertType string `query:"alertType" doc:"an alert type (compressor_malfunction …)"`
}

// notifyRoutes serve the in-app inbox (every user, their own only), the
// escalation policy, the channel settings, the test message and the
// delivery log (administrators, their organisation only).
func (s *Server) notifyRoutes() {
	const tag = "notifications"
	register(s, s.op(http.MethodGet, notifyBase+"/inbox", "listInbox", "Page the caller's own in-app notifications, newest first", tag), s.listInbox)
	register(s, s.op(http.MethodGet, notifyBase+"/inbox/unreadCount", "unreadCount", "The caller's unread notification count (the bell)", tag), s.unreadCount)
	register(s, s.op(http.MethodPut, notifyBase+"/inbox/read", "markInboxRead", "Mark some of the caller's notifications read", tag), s.markInboxRead)
	register(s, s.op(http.MethodPut, notifyBase+"/inbox/readAll", "markInboxAllRead", "Mark every notification of the caller read", tag), s.markInboxAllRead)
	register(s, s.op(http.MethodGet, notifyBase+"/policy", "getNotificationPolicy",
		"The escalation policy (stage → roles, caps) of the caller's organisation; sub-organisations inherit it", tag), s.getNotificationPolicy)
	register(s, s.op(http.MethodPut, notifyBase+"/policy", "updateNotificationPolicy",
		"Replace the escalation policy of the caller's top-level organisation (not from a sub-organisation)", tag), s.updateNotificationPolicy)
	register(s, s.op(http.MethodGet, notifyBase+"/settings", "getNotificationSettings",
		"How e-mail, SMS and the inbox are configured (never their secrets)", tag), s.getNotificationSettings)
	register(s, s.op(http.MethodPost, notifyBase+"/test", "sendTestNotification",
		"Send a test message on a channel to the caller's own address and answer what happened", tag), s.sendTestNotification)
	register(s, s.op(http.MethodGet, notifyBase+"/deliveries", "listDeliveries",
		"Page the delivery log of the caller's organisation (one row per attempt or disposition), newest first", tag), s.listDeliveries)
}

func (s *Server) listInbox(ctx context.Context, in *inboxQuery) (*out[paging.Page[notify.InboxItem]], error) {
	return reply(s.Notify.Inbox(ctx, principal(ctx), in.UnreadOnly, in.request()))
}

func (s *Server) unreadCount(ctx context.Context, _ *struct{}) (*out[Unread], error) {
	n, err := s.Notify.Unread(ctx, principal(ctx).UserID)
	return reply(Unread{n}, err)
}

// markInboxRead marks some of the caller's notifications read and answers
// the unread count.
func (s *Server) markInboxRead(ctx context.Context, in *markReadInput) (*out[Unread], error) {
	n, err := s.Notify.MarkRead(ctx, principal(ctx), in.Body.IDs)
	return reply(Unread{n}, err)
}

// markInboxAllRead marks every notification of the caller read and
// answers the unread count.
func (s *Server) markInboxAllRead(ctx context.Context, _ *struct{}) (*out[Unread], error) {
	n, err := s.Notify.MarkAllRead(ctx, principal(ctx))
	return reply(Unread{n}, err)
}

func (s *Server) getNotificationPolicy(ctx context.Context, in *policyQuery) (*out[*notify.PolicyView], error) {
	return reply(s.Notify.Policy(ctx, principal(ctx), in.OrgName))
}

func (s *Server) updateNotificationPolicy(ctx context.Context, in *policyInput) (*out[*notify.PolicyView], error) {
	return reply(s.Notify.SavePolicy(ctx, principal(ctx), in.OrgName, in.Body))
}

func (s *Server) getNotificationSettings(_ context.Context, _ *struct{}) (*out[notify.Settings], error) {
	return reply(s.Notify.Settings(), nil)
}

func (s *Server) sendTestNotification(ctx context.Context, in *testInput) (*out[*notify.TestResult], error) {
	return reply(s.Notify.SendTest(ctx, principal(ctx), in.Body.Channel))
}

func (s *Server) listDeliveries(ctx context.Context, in *deliveriesQuery) (*out[paging.Page[notify.Delivery]], error) {
	f, err := deliveriesFilter(in)
	if err != nil {
		return nil, err
	}
	return reply(s.Notify.Deliveries(ctx, principal(ctx), in.OrgName, f, in.request()))
}

// deliveriesFilter reads the delivery log's filter, naming a bad field.
func deliveriesFilter(in *deliveriesQuery) (notify.LogFilter, error) {
	f := notify.LogFilter{Channel: strings.TrimSpace(in.Channel), Status: strings.TrimSpace(in.Status),
		UserName: strings.TrimSpace(in.UserName), Alert: strings.TrimSpace(in.AlertType)}
	var v apperr.Validator
	if f.Channel != "" {
		v.Check(f.Channel == notify.Email || f.Channel == notify.SMS || f.Channel == notify.Web, "channel", "notify.channel.invalid")
	}
	for _, t := range []struct {
		field, value string
		end          bool
		into         *time.Time
	}{{"from", in.From, false, &f.From}, {"to", in.To, true, &f.To}} {
		if strings.TrimSpace(t.value) == "" {
			continue
		}
		when, err := dashboard.ParseTime(t.value, t.end)
		if v.Check(err == nil, t.field, "audit.time.invalid") {
			*t.into = when
		}
	}
	return f, v.Err()
}
