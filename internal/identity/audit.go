package identity

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/chillwatch/chillwatch/internal/audit"
)

// signInRecord is what the audit log learns of a provider sign-in.
type signInRecord struct {
	r           *providerRow
	subject     string
	name        string // the username claim
	userID      int64
	addr, agent string
}

// recordSignIn appends a providerSignIn entry: the provider, the subject,
// the user name it claimed and the link outcome (existing, new, created or
// refused, with the refusal's message key), filed under the provider's
// organisation. The session it leads to is the oAuthLogin's signIn entry.
func (s *Service) recordSignIn(ctx context.Context, rec signInRecord, outcome, refusal string) {
	actor := rec.name
	if rec.userID != 0 {
		_ = s.db.Get(ctx, &actor, `SELECT user_name FROM users WHERE id = ?`, rec.userID)
	}
	status := http.StatusOK
	if outcome == LinkRefused {
		status = http.StatusUnauthorized
	}
	after := map[string]any{"provider": rec.r.DisplayName, "issuer": rec.r.Issuer, "subject": rec.subject, "claimedUserName": rec.name, "link": outcome}
	if refusal != "" {
		after["refusal"] = refusal
	}
	s.append(ctx, &audit.Pending{Action: audit.ProviderSignIn, Object: "session", ObjectKey: actor, ActorID: rec.userID, ActorName: actor,
		OrgPath: rec.r.OrgPath, Addr: rec.addr, UserAgent: rec.agent, After: marshal(after)}, status)
}

// recordRole appends the updateUser entry of a role a sign-in set.
func (s *Service) recordRole(ctx context.Context, rec signInRecord, userName, before, after string) {
	s.append(ctx, &audit.Pending{Action: "updateUser", Object: "user", ObjectKey: userName, ActorID: rec.userID, ActorName: userName,
		OrgPath: rec.r.OrgPath, Addr: rec.addr, UserAgent: rec.agent,
		Before: marshal(map[string]any{"userName": userName, "roleName": before}),
		After:  marshal(map[string]any{"userName": userName, "roleName": after, "setBy": "identity provider " + rec.r.DisplayName})}, http.StatusOK)
}

func (s *Service) append(ctx context.Context, p *audit.Pending, status int) {
	if s.audit == nil {
		return
	}
	if err := s.audit.Append(context.WithoutCancel(ctx), p, status); err != nil {
		s.log.ErrorContext(ctx, "audit: append failed", "action", p.Action, "err", err)
	}
}

func marshal(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return audit.Mask(b)
}
