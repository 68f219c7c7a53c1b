package auth

import "context"

// Principal is who an API call runs as.
type Principal struct {
	UserID    int64
	UserName  string
	SessionID string
	// OrgID is the user's organisation; SubOrgID their sub-organisation, or 0.
	OrgID    int64
	SubOrgID int64
	// ScopeOrgID is the organisation whose subtree the user sees (the
	// sub-organisation when set); ScopePath is its materialised path.
	ScopeOrgID int64
	ScopePath  string
	// Platform is true for administrators of the platform organisation,
	// who see every organisation.
	Platform   bool
	Privileges Set
}

// Sees reports whether an organisation with the given materialised path is
// inside the principal's scope.
func (p *Principal) Sees(orgPath string) bool {
	if p.Platform {
		return true
	}
	return len(orgPath) >= len(p.ScopePath) && orgPath[:len(p.ScopePath)] == p.ScopePath
}

type principalKey struct{}

// WithPrincipal returns ctx carrying p.
func WithPrincipal(ctx context.Context, p *Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// FromContext returns the principal of ctx, or nil for anonymous calls.
func FromContext(ctx context.Context) *Principal {
	p, _ := ctx.Value(principalKey{}).(*Principal)
	return p
}

// System is the principal of the server's own lookups, which see every
// organisation. It holds no session and is never handed to a request.
func System() *Principal { return &Principal{Platform: true, Privileges: NewSet(AllPrivilege)} }
