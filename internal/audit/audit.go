// Package audit owns the audit log: every sign-in and failed sign-in,
// every refusal (403) and every change to an organisation, role, user,
// site, device, credential, template, threshold, policy or setting — who
// did it, from where, to which organisation's object, and the state before
// and after with secrets masked. The application only appends (the table
// refuses updates); entries leave through the retention prune alone.
//
// A request carries a Pending entry in its context: the API fills in the
// actor and the action, domain services note what they found before the
// change (Before) and whose object it is (Scope), and the API appends the
// entry once the answer is known.
package audit

import (
	"context"
	"encoding/json"
	"time"
)

// Entry is one line of the log as the API shows it.
type Entry struct {
	ID        int64     `json:"id"`
	At        time.Time `json:"at"`
	ActorName string    `json:"actorName" doc:"the user who acted (or the name typed at a failed sign-in)"`
	Addr      string    `json:"address" doc:"the peer address the call came from"`
	UserAgent string    `json:"userAgent"`
	OrgName   string    `json:"orgName" doc:"the organisation whose object it was, or the actor's"`
	Action    string    `json:"action" doc:"signIn, signInFailed, signOut, denied, or the call's operation (updateRole, resetPassword …)"`
	Object    string    `json:"object" doc:"organization, role, user, site, device, credential, template, threshold, policy, setting, record, alert, session"`
	ObjectKey string    `json:"objectKey" doc:"the object's name or id"`
	Status    int       `json:"status" doc:"the HTTP status of the answer"`
	Before    string    `json:"before,omitempty" doc:"the object before the change, JSON with secrets masked"`
	After     string    `json:"after,omitempty" doc:"the object after the change (or the request), JSON with secrets masked"`
}

// The actions that are not API operations.
const (
	SignIn       = "signIn"
	SignInFailed = "signInFailed"
	SignOut      = "signOut"
	Denied       = "denied"
	// ProviderSignIn is a sign-in through an organisation's identity
	// provider reaching its callback: the provider, the subject and the
	// link outcome (internal/identity).
	ProviderSignIn = "providerSignIn"
)

// Pending is the entry a request is building.
type Pending struct {
	Action    string
	Object    string
	ObjectKey string
	ActorID   int64
	ActorName string
	// ActorPath is the materialised path of the actor's scope; OrgPath
	// that of the object's organisation (Scope), when a service noted it.
	ActorPath string
	OrgPath   string
	Addr      string
	UserAgent string
	Before    json.RawMessage
	After     json.RawMessage
}

type pendingKey struct{}

// Start returns ctx carrying a new pending entry.
func Start(ctx context.Context) (context.Context, *Pending) {
	p := &Pending{}
	return context.WithValue(ctx, pendingKey{}, p), p
}

// From returns the pending entry of ctx, or nil.
func From(ctx context.Context) *Pending {
	p, _ := ctx.Value(pendingKey{}).(*Pending)
	return p
}

// Before notes the object as it was before the change. Only the first
// note counts: a service that loads the object twice keeps the original.
func Before(ctx context.Context, v any) {
	p := From(ctx)
	if p == nil || p.Before != nil {
		return
	}
	if b, err := json.Marshal(v); err == nil {
		p.Before = Mask(b)
	}
}

// Scope notes the materialised path of the organisation whose object the
// call changes, so that its administrators see the entry.
func Scope(ctx context.Context, orgPath string) {
	if p := From(ctx); p != nil && p.OrgPath == "" {
		p.OrgPath = orgPath
	}
}
