package api

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/audit"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/dashboard"
	"github.com/chillwatch/chillwatch/internal/paging"
)

// audited names the object each changing call acts on. Every call that is
// not a GET is either here or in notAudited (op refuses to build it otherwise).
var audited = map[string]string{
	"createOrganization": "organization", "updateOrganization": "organization", "deleteOrganization": "organization",
	"createRole": "role", "updateRole": "role",
	"createUser": "user", "updateUser": "user", "updateMyProfile": "user", "updatePassword": "user", "resetPassword": "user",
	"bookmarkSites": "user", "importAlertConfigurations": "user",
	"createSite": "site", "updateSite": "site", "importSites": "site",
	"rotateDeviceCredential":  "credential",
	"updateChillingCosts":     "setting",
	"createChecklistTemplate": "template", "updateChecklistTemplate": "template",
	"createMaintenanceRecord":  "record",
	"acknowledgeAlert":         "alert",
	"updateNotificationPolicy": "setting",
	"createTicket":             "ticket", "createTicketGateway": "ticket",
	"saveIdentityProvider":   "setting",
	"updateRatingAttributes": "template",
}

// notAudited are the calls that change nothing an administrator answers
// for, with the reason.
var notAudited = map[string]string{
	"login":                   "logged as signIn or signInFailed",
	"logout":                  "logged as signOut",
	"refresh":                 "renews the session's own tokens",
	"postTelemetry":           "device readings, kept in full as samples",
	"pushTicket":              "a single-use ticket for the caller's own push stream",
	"searchAlerts":            "a search sent as POST; reads only",
	"chillingReport":          "a report query sent as POST; reads only",
	"fuelReport":              "a report query sent as POST; reads only",
	"milkReport":              "a report query sent as POST; reads only",
	"cipReport":               "a report query sent as POST; reads only",
	"chillingReportExport":    "a report download sent as POST; reads only",
	"fuelReportExport":        "a report download sent as POST; reads only",
	"milkReportExport":        "a report download sent as POST; reads only",
	"cipReportExport":         "a report download sent as POST; reads only",
	"temperatureAlerts":       "a search sent as POST; reads only",
	"volumeAlerts":            "a search sent as POST; reads only",
	"validateAssignments":     "checks serial numbers; writes nothing",
	"chillingCosts":           "reads the costs of sites; POST by the spec",
	"markInboxRead":           "marks the caller's own notifications read",
	"markInboxAllRead":        "marks the caller's own notifications read",
	"sendTestNotification":    "sends to the caller's own address; recorded in the delivery log",
	"oAuthLogin":              "logged as signIn or signInFailed",
	"keycloak":                "looks up the provider of a user name; changes nothing",
	"uploadTicketFile":        "a file held by the tracker until its ticket is created (audited)",
	"uploadTicketFileGateway": "a file held by the tracker until its ticket is created (audited)",
	"overallRating":           "a rating query sent as POST; reads only",
}

// objectKeys are the fields that name an object in an answer or request.
var objectKeys = []string{"userName", "roleName", "orgName", "siteName", "siteId", "checklistName", "serialNumber", "chillingUnitName", "alertId", "id"}

// auditStart gives every request a pending audit entry (internal/audit)
// and appends it once the answer is written, if the call is one to log:
// a sign-in or a failed one, a sign-out, any refusal (403), and every
// successful change of audited. Appending happens after the answer; a
// failure to append is logged as an error.
func (s *Server) auditStart(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, pend := audit.Start(r.Context())
		pend.Addr, pend.UserAgent = remoteHost(r.RemoteAddr), r.UserAgent()
		rec := &captureWriter{ResponseWriter: w, code: http.StatusOK, capture: r.Method != http.MethodGet}
		next.ServeHTTP(rec, r.WithContext(ctx))
		if s.Audit == nil || !s.finish(pend, rec) {
			return
		}
		if err := s.Audit.Append(context.WithoutCancel(ctx), pend, rec.code); err != nil {
			s.Log.ErrorContext(ctx, "audit: append failed", "action", pend.Action, "err", err)
		}
	})
}

// finish completes the entry from the answer and reports whether to keep it.
func (s *Server) finish(p *audit.Pending, rec *captureWriter) bool {
	op := p.Action
	switch {
	case op == "":
		return false
	case rec.code == http.StatusForbidden:
		p.Action, p.ObjectKey = audit.Denied, strings.TrimSpace(op+" "+p.ObjectKey)
		p.Object, p.Before, p.After = audited[op], nil, nil
		return true
	case op == "login" || op == "oAuthLogin":
		p.Object, p.Before, p.After = "session", nil, nil
		switch rec.code {
		case http.StatusOK:
			p.Action = audit.SignIn
		case http.StatusUnauthorized, http.StatusTooManyRequests, http.StatusLocked:
			p.Action = audit.SignInFailed
		default:
			return false
		}
		return true
	case op == "logout":
		p.Action, p.Object, p.Before, p.After = audit.SignOut, "session", nil, nil
		return rec.code < 300 && p.ActorName != ""
	}
	object, ok := audited[op]
	if !ok || rec.code >= 300 {
		return false
	}
	p.Object = object
	if answer := rec.body.Bytes(); rec.complete && informative(answer) {
		p.After = audit.Mask(answer)
	} else {
		p.After = audit.Mask(p.After) // the request, as sent
	}
	if p.ObjectKey == "" {
		p.ObjectKey = nameIn(p.After)
	}
	return true
}

// noteActor names who acts, for calls that learn it themselves (sign-in,
// sign-out); name alone is what a failed sign-in typed.
func noteActor(ctx context.Context, p *auth.Principal, name string) {
	pend := audit.From(ctx)
	if pend == nil {
		return
	}
	if p != nil {
		pend.ActorID, pend.ActorName, pend.ActorPath = p.UserID, p.UserName, p.ScopePath
		return
	}
	pend.ActorName = name
}

// auditBegin runs inside huma, once the call is known: it names the action,
// the actor, and the object's path parameters. sanitize left the request
// body in the entry's After, to be replaced by the answer when it says more.
func auditBegin(ctx huma.Context, p *auth.Principal) {
	pend := audit.From(ctx.Context())
	if pend == nil {
		return
	}
	op := ctx.Operation()
	pend.Action = op.OperationID
	if p != nil {
		noteActor(ctx.Context(), p, "")
	}
	var keys []string
	for _, prm := range op.Parameters {
		if prm.In == "path" {
			keys = append(keys, ctx.Param(prm.Name))
		}
	}
	if u := ctx.Query("userName"); u != "" {
		keys = append(keys, u)
	}
	pend.ObjectKey = strings.Join(keys, " ")
}

// informative reports whether an answer is worth keeping as the "after":
// a JSON object or list, but not a bare {status, message}.
func informative(b []byte) bool {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		var l []json.RawMessage
		return json.Unmarshal(b, &l) == nil
	}
	_, hasStatus := m["status"]
	_, hasMessage := m["message"]
	return !(len(m) == 2 && hasStatus && hasMessage)
}

// nameIn finds the object's name in a JSON object.
func nameIn(b []byte) string {
	for _, k := range objectKeys {
		if v, ok := field(b, k); ok && v != "" {
			return v
		}
	}
	return ""
}

// field reads a top-level string or number field of a JSON object.
func field(b []byte, key string) (string, bool) {
	var m map[string]any
	if json.Unmarshal(b, &m) != nil {
		return "", false
	}
	switch v := m[key].(type) {
	case string:
		return v, true
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), true
	}
	return "", false
}

// captureWriter records the status and, for changing calls, the first
// audit.MaxJSON bytes of the answer.
type captureWriter struct {
	http.ResponseWriter
	code     int
	wrote    bool
	capture  bool
	complete bool
	body     bytes.Buffer
}

func (c *captureWriter) WriteHeader(code int) {
	if !c.wrote {
		c.code, c.wrote = code, true
	}
	c.ResponseWriter.WriteHeader(code)
}

func (c *captureWriter) Write(b []byte) (int, error) {
	if !c.wrote {
		c.wrote = true
	}
	if c.capture {
		if c.body.Len()+len(b) <= audit.MaxJSON {
			c.body.Write(b)
			c.complete = true
		} else {
			c.capture, c.complete = false, false
		}
	}
	return c.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the real writer.
func (c *captureWriter) Unwrap() http.ResponseWriter { return c.ResponseWriter }

// auditQuery is the audit log's filter.
type auditQuery struct {
	PageQuery
	OrgName string `query:"orgName" doc:"only entries of this organisation's subtree (in the caller's scope)"`
	From    string `query:"from" doc:"from this instant (RFC 3339) or date (yyyy-MM-dd, UTC), included"`
	To      string `query:"to" doc:"to this instant or date (its end), included"`
	Actor   string `query:"actor" doc:"the acting user's name"`
	Action  string `query:"action" doc:"signIn, signInFailed, signOut, denied, or an operation (updateRole …)"`
	Object  string `query:"object" doc:"organization, role, user, site, credential, setting, template, record, alert, session"`
}

// auditRoutes serves the audit log to administrators (ALL_PRIVILEGE): their
// organisation's entries, or every entry for the platform. It exports
// through /authgateway/export/xlsx like every list.
func (s *Server) auditRoutes() {
	register(s, s.op(http.MethodGet, Base+"/auditService/entries", "listAuditEntries",
		"Page the audit log of the caller's organisation, newest first", "audit"), s.listAuditEntries)
}

func (s *Server) listAuditEntries(ctx context.Context, in *auditQuery) (*out[paging.Page[audit.Entry]], error) {
	p := principal(ctx)
	path, err := s.Orgs.SubtreePath(ctx, p, in.OrgName)
	if err != nil {
		return nil, err
	}
	f, err := auditFilter(in)
	if err != nil {
		return nil, err
	}
	return reply(s.Audit.List(ctx, p, path, f, in.request()))
}

// auditFilter reads the audit log's filter, naming a bad date.
func auditFilter(in *auditQuery) (audit.Filter, error) {
	f := audit.Filter{Actor: strings.TrimSpace(in.Actor), Action: strings.TrimSpace(in.Action), Object: strings.TrimSpace(in.Object)}
	var v apperr.Validator
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
