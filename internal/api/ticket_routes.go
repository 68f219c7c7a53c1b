package api

import (
	"context"
	"errors"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/chillwatch/chillwatch/internal/meta"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/ticket"
)

const ticketTag = "tickets"

// uploadInput is one file of a ticket, sent as it is.
type uploadInput struct {
	Filename string `query:"filename" maxLength:"255" doc:"the file's name"`
	RawBody  []byte `contentType:"application/octet-stream" doc:"the file"`
}

// UploadAnswer carries the token to name the file by in issues.json.
type UploadAnswer struct {
	Upload struct {
		Token string `json:"token"`
	} `json:"upload"`
}

// IssueRequest is the body of issues.json: Redmine's shape, of which the
// server takes the subject, description, uploads and the unit's context;
// project, tracker, assignee and priority come from its configuration.
type IssueRequest struct {
	Issue ticket.Draft `json:"issue"`
}

// IssueAnswer is a raised ticket and its "Ticket ID: {id}" message.
type IssueAnswer struct {
	Issue   ticket.Raised `json:"issue"`
	Status  bool          `json:"status"`
	Message string        `json:"message"`
}

// ticketRoutes serve the support tickets (docs/tickets.md): the spec's
// /issues/uploads.json and /issues/issues.json (also under /authgateway),
// the console's settings of the form and "My tickets".
func (s *Server) ticketRoutes() {
	maxFile := int64(ticket.DefaultMaxFileBytes)
	if s.Tickets != nil {
		maxFile = s.Tickets.MaxFileBytes()
	}
	for _, p := range []struct{ prefix, suffix string }{{"", ""}, {Base, "Gateway"}} {
		op := s.op(http.MethodPost, p.prefix+"/issues/uploads.json", "uploadTicketFile"+p.suffix,
			"Send one file of a ticket to the tracker (octet-stream, at most the configured size); answers its token", ticketTag)
		op.MaxBodyBytes = 2 * maxFile
		// huma requires a raw body; an empty file is refused by the
		// service instead, by name (file). huma keeps this RequestBody and
		// marks it required when it registers the call: it is unmarked
		// after.
		op.RequestBody = &huma.RequestBody{}
		register(s, op, s.uploadTicketFile)
		op.RequestBody.Required = false
		register(s, s.op(http.MethodPost, p.prefix+"/issues/issues.json", "createTicket"+p.suffix,
			"Raise a ticket in the tracker with the uploaded files (at most 5); answers Ticket ID: {id}", ticketTag), s.createTicket)
	}
	register(s, s.op(http.MethodGet, Base+"/tickets/settings", "ticketSettings", "Whether tickets are configured, and the file limits", ticketTag), s.ticketSettings)
	register(s, s.op(http.MethodGet, Base+"/tickets", "myTickets", "The tickets raised in the caller's organisation, newest first, with their tracker status", ticketTag), s.myTickets)
}

// uploadTicketFile sends one file of a ticket to the tracker and answers
// its token; it serves uploadTicketFileGateway too.
func (s *Server) uploadTicketFile(ctx context.Context, in *uploadInput) (*out[UploadAnswer], error) {
	tok, err := s.Tickets.Upload(ctx, principal(ctx), in.Filename, in.RawBody)
	if err != nil {
		return nil, s.ticketErr(ctx, err)
	}
	var a UploadAnswer
	a.Upload.Token = tok
	return reply(a, nil)
}

// createTicket raises a ticket in the tracker; it serves
// createTicketGateway too.
func (s *Server) createTicket(ctx context.Context, in *struct{ Body IssueRequest }) (*out[IssueAnswer], error) {
	types, _ := s.Meta.List(meta.ListIssueTypes)
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = t.TypeName
	}
	c, err := s.Tickets.Create(ctx, principal(ctx), in.Body.Issue, names)
	if err != nil {
		return nil, s.ticketErr(ctx, err)
	}
	return reply(IssueAnswer{Issue: *c, Status: true,
		Message: s.Msgs.Text(clientOf(ctx).lang, ticket.CodeCreated, map[string]any{"ID": c.ID})}, nil)
}

// ticketSettings answers whether tickets are configured, and the file limits.
func (s *Server) ticketSettings(context.Context, *struct{}) (*out[ticket.FormSettings], error) {
	if s.Tickets == nil {
		return reply(ticket.FormSettings{}, nil)
	}
	return reply(s.Tickets.Info(), nil)
}

func (s *Server) myTickets(ctx context.Context, in *PageQuery) (*out[*ticket.TicketPage], error) {
	return reply(s.Tickets.List(ctx, principal(ctx), paging.Request{Page: in.Page, Size: in.Size}))
}

// ticketErr turns a tracker failure into its answer: 503 when tickets are
// not configured, 502 with the tracker's reason otherwise.
func (s *Server) ticketErr(ctx context.Context, err error) error {
	var te *ticket.Error
	if !errors.As(err, &te) {
		return err
	}
	msg := s.Msgs.Text(clientOf(ctx).lang, te.Code, map[string]any{"Reason": te.Reason})
	return &Problem{Status: te.Status, Code: te.Code, Message: msg}
}

var _ huma.StatusError = (*Problem)(nil)
