package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/monitor"
)

// The push stream's timing.
const (
	// pushHeartbeat is how often an idle stream writes a comment line, so
	// that proxies keep it open; the session is checked at the same time.
	pushHeartbeat = 15 * time.Second
	// pushWriteTimeout bounds each write: a client that stops reading is
	// dropped rather than holding the stream.
	pushWriteTimeout = 10 * time.Second
	// pushBuffer is how many messages a stream may fall behind by before
	// it loses some.
	pushBuffer = 256
	// maxPushStreams is how many push streams one session may hold open
	// at once, on both paths together: a console tab holds one. The next
	// is refused (429 push.tooManyStreams) until one of them closes.
	maxPushStreams = 8
)

// pushSlots counts each session's open push streams.
type pushSlots struct {
	mu   sync.Mutex
	open map[string]int
}

// take holds one of a session's maxPushStreams slots; false when all are
// held.
func (c *pushSlots) take(session string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.open[session] >= maxPushStreams {
		return false
	}
	if c.open == nil {
		c.open = map[string]int{}
	}
	c.open[session]++
	return true
}

// give frees a slot take held.
func (c *pushSlots) give(session string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.open[session]--; c.open[session] <= 0 {
		delete(c.open, session)
	}
}

// pushSession names whose slots a stream takes: the caller's session (or,
// without one, the user).
func pushSession(p *auth.Principal) string {
	if p.SessionID != "" {
		return p.SessionID
	}
	return "user/" + strconv.FormatInt(p.UserID, 10)
}

// VolumePoint is the push stream's volume event.
type VolumePoint struct {
	ChillingUnitUUID string    `json:"chillingUnitUuid"`
	ProcessedTime    time.Time `json:"processedTime"`
	Volume           float64   `json:"volume"`
}

// pushQuery opens a push stream.
type pushQuery struct {
	Ticket           string `query:"ticket" doc:"a ticket from POST /authgateway/pushNotification/ticket (EventSource sends no Authorization header); used once"`
	ChillingUnitUUID string `query:"chillingUnitUUID" doc:"only this unit's events; absent: every unit of the caller's scope"`
}

func (s *Server) pushRoutes() {
	const tag = "push"
	register(s, s.op(http.MethodPost, Base+"/pushNotification/ticket", "pushTicket",
		"A single-use ticket, valid for 60 seconds, that opens one push stream", tag), s.pushTicket)
	// The stream answers at the spec's path (spec 03 §7: not under
	// /authgateway) and under /authgateway, where the console calls it.
	for _, path := range []struct{ path, id string }{
		{Base + "/pushNotification/notification", "pushNotifications"},
		{"/pushNotification/notification", "pushNotificationsSpecPath"},
	} {
		op := s.op(http.MethodGet, path.path, path.id,
			"Server-sent events: volume (each new volume sample), alert (a critical alert raised, escalated or cleared in the last 2 hours) and inbox (the caller's unread notification count, when it changes); a comment line every 15 s", tag)
		op.Metadata = map[string]any{ticketAuth: true}
		op.Description = "Needs a signed-in user: a push ticket in `ticket`, or the bearer token. Units of another organisation answer 404."
		op.Responses = map[string]*huma.Response{"200": {Description: "An event stream: `event: volume` with {chillingUnitUuid, processedTime, volume}, `event: alert` with an alert row, `event: inbox` with {unread}.",
			Content: map[string]*huma.MediaType{"text/event-stream": {Schema: &huma.Schema{Type: huma.TypeString}}}}}
		register(s, op, s.pushNotifications)
	}
}

func (s *Server) pushTicket(ctx context.Context, _ *struct{}) (*out[auth.Ticket], error) {
	return reply(s.Auth.IssueTicket(ctx, principal(ctx)))
}

// pushNotifications opens a push stream, holding one of the session's
// slots while it lasts; it serves pushNotificationsSpecPath too.
func (s *Server) pushNotifications(ctx context.Context, in *pushQuery) (*huma.StreamResponse, error) {
	p := principal(ctx)
	live, err := s.Dashboard.Live(ctx, p, in.ChillingUnitUUID)
	if err != nil {
		return nil, err
	}
	session := pushSession(p)
	if !s.pushes.take(session) {
		return nil, &apperr.Error{Kind: apperr.KindTooManyRequests, Code: "push.tooManyStreams", Args: map[string]any{"Max": maxPushStreams}}
	}
	language := lang(ctx)
	return &huma.StreamResponse{Body: func(hctx huma.Context) {
		defer s.pushes.give(session)
		s.stream(hctx, p, live, language)
	}}, nil
}

// stream writes the hub's messages of the caller's scope until the client
// goes away, the server shuts down, the session ends or a write fails.
func (s *Server) stream(hctx huma.Context, p *auth.Principal, live *dashboard.Live, language string) {
	r, w := humago.Unwrap(hctx)
	ctx := r.Context()
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Time{}) // the server's read timeout must not end the stream
	msgs, stop := s.Hub.Subscribe(pushBuffer)
	defer stop()

	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	write := func(b []byte) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(pushWriteTimeout))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	event := func(name string, v any) bool {
		b, err := json.Marshal(v)
		if err != nil {
			return true
		}
		return write([]byte("event: " + name + "\ndata: " + string(b) + "\n\n"))
	}
	if !write([]byte("retry: 5000\n: open\n\n")) {
		return
	}
	beat := time.NewTicker(pushHeartbeat)
	defer beat.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.draining:
			return
		case <-beat.C:
			if _, err := s.Auth.SessionPrincipal(ctx, p.SessionID); err != nil || !write([]byte(": keep-alive\n\n")) {
				return
			}
		case m, ok := <-msgs:
			if !ok || !s.push(ctx, p, live, m, language, event) {
				return
			}
		}
	}
}

// push writes one hub message when it belongs to the stream; false when
// the write failed.
func (s *Server) push(ctx context.Context, p *auth.Principal, live *dashboard.Live, m monitor.Message, language string, event func(string, any) bool) bool {
	switch m.Kind {
	case "inbox":
		if m.UserID == p.UserID && s.Notify != nil {
			if n, err := s.Notify.Unread(ctx, p.UserID); err == nil {
				return event("inbox", Unread{n})
			}
		}
	case "volume":
		if live.Sees(ctx, m.UnitRef) {
			return event("volume", VolumePoint{ChillingUnitUUID: m.UnitUUID, ProcessedTime: m.At.UTC(), Volume: m.Volume})
		}
	case "alert":
		if m.Alert == nil {
			return true
		}
		if a, ok := live.Alert(ctx, m.UnitRef, m.AlertID, *m.Alert, language); ok {
			return event("alert", a)
		}
	}
	return true
}
