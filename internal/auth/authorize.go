package auth

import (
	"slices"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// The rules of who may act on whom (docs/authorization.md). The route
// matrix decides which privilege a call needs; these decide, for a call
// that passed it, whether the principal may touch this particular user or
// role. Domain services call them and nothing else decides.

// HasAll reports whether the set grants every one of ps.
func (s Set) HasAll(ps ...string) bool {
	for _, p := range ps {
		if !s.Has(p) {
			return false
		}
	}
	return true
}

// Missing lists the privileges of ps the set does not grant, in catalogue order.
func (s Set) Missing(ps ...string) []string {
	var out []string
	for _, p := range NewSet(ps...).Names() {
		if !s.Has(p) {
			out = append(out, p)
		}
	}
	return out
}

// MayActOnUser decides whether p may edit, reset the password of, change
// the email or role of, or disable a user who sits at targetPath (the path
// of their sub-organisation, else their organisation) and holds
// targetPrivs. A user outside p's scope answers not found, exactly as an
// unknown one; one who holds a privilege p lacks is forbidden. A user
// inside p's scope never sits above p, since the scope is p's subtree.
func MayActOnUser(p *Principal, targetID int64, targetPath string, targetPrivs Set) error {
	if targetID != p.UserID && !p.Sees(targetPath) {
		return apperr.NotFound("user")
	}
	if missing := p.Privileges.Missing(targetPrivs.Names()...); len(missing) > 0 {
		return &apperr.Error{Kind: apperr.KindForbidden, Code: "user.target.outranks", Args: map[string]any{"Privileges": missing}}
	}
	return nil
}

// MayWriteRoles decides whether p may create or edit the roles owned by
// the top-level organisation rootID. Roles are shared by the whole tree
// below it, so only the platform and principals whose scope is that
// organisation itself (not one of its sub-organisations) may change them.
func MayWriteRoles(p *Principal, rootID int64) error {
	if p.Platform || p.ScopeOrgID == rootID {
		return nil
	}
	return apperr.Forbidden("role.write.subOrganization")
}

// MayChangeRole decides whether p may turn a role holding before into one
// holding after (before is empty on create): p must hold every privilege
// of both, so that nobody grants, or takes away, what they do not hold.
// The refusal names the first privilege p lacks among those granted, else
// among those taken away, else among those the role keeps.
func MayChangeRole(p *Principal, before, after []string) error {
	was, will := NewSet(before...).Names(), NewSet(after...).Names()
	var granted, removed, kept []string
	for _, name := range will {
		if slices.Contains(was, name) {
			kept = append(kept, name)
		} else {
			granted = append(granted, name)
		}
	}
	for _, name := range was {
		if !slices.Contains(will, name) {
			removed = append(removed, name)
		}
	}
	for _, c := range []struct {
		code  string
		names []string
	}{{"role.privileges.notHeld", granted}, {"role.privileges.notHeldRemove", removed}, {"role.privileges.notHeldKeep", kept}} {
		if missing := p.Privileges.Missing(c.names...); len(missing) > 0 {
			args := map[string]any{"Name": missing[0]}
			return &apperr.Error{Kind: apperr.KindInvalid, Code: "validation", Fields: []apperr.FieldError{{Field: "privileges", Code: c.code, Args: args}}}
		}
	}
	return nil
}
