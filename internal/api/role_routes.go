package api

import (
	"context"
	"net/http"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/role"
)

// Privilege describes one privilege of the catalogue.
type Privilege struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

type rolePath struct {
	Role    string `path:"role"`
	OrgName string `query:"orgName"`
}

// updateRoleInput renames a role and replaces its privileges.
type updateRoleInput struct {
	Role string `path:"role"`
	Body role.Role
}

func (s *Server) roleRoutes() {
	const tag = "roles"
	register(s, s.op(http.MethodGet, prov+"/privileges", "listPrivileges", "The privilege catalogue", tag), s.listPrivileges)
	register(s, s.op(http.MethodGet, prov+"/roles", "listRoles", "Roles of an organisation (roles belong to the top-level organisation)", tag), s.listRoles)
	register(s, s.op(http.MethodGet, prov+"/roles/{role}", "getRole", "One role by name", tag), s.getRole)
	register(s, s.op(http.MethodPost, prov+"/roles", "createRole", "Create a role in an organisation", tag), s.createRole)
	register(s, s.op(http.MethodPut, prov+"/roles/{role}", "updateRole", "Rename a role and replace its privileges", tag), s.updateRole)
}

// listPrivileges answers the privilege catalogue, described in the caller's language.
func (s *Server) listPrivileges(ctx context.Context, _ *struct{}) (*out[[]Privilege], error) {
	lang := clientOf(ctx).lang
	list := make([]Privilege, len(auth.Catalogue))
	for i, p := range auth.Catalogue {
		list[i] = Privilege{Name: p, Description: s.Msgs.Text(lang, "privilege."+p, nil)}
	}
	return reply(list, nil)
}

func (s *Server) listRoles(ctx context.Context, in *orgNameQuery) (*out[[]role.Role], error) {
	roles, err := s.Roles.List(ctx, principal(ctx), in.OrgName)
	for i := range roles {
		s.localiseRole(ctx, &roles[i])
	}
	return reply(roles, err)
}

func (s *Server) getRole(ctx context.Context, in *rolePath) (*out[*role.Role], error) {
	r, err := s.Roles.Get(ctx, principal(ctx), in.OrgName, in.Role)
	if err == nil {
		s.localiseRole(ctx, r)
	}
	return reply(r, err)
}

func (s *Server) createRole(ctx context.Context, in *struct{ Body role.Role }) (*out[*role.Role], error) {
	return reply(s.Roles.Create(ctx, principal(ctx), in.Body))
}

func (s *Server) updateRole(ctx context.Context, in *updateRoleInput) (*out[*role.Role], error) {
	return reply(s.Roles.Update(ctx, principal(ctx), in.Role, in.Body))
}

// localiseRole shows the description of an unedited default role in the
// caller's language.
func (s *Server) localiseRole(ctx context.Context, r *role.Role) {
	for _, d := range role.Defaults {
		if d.RoleName == r.RoleName && d.Description == r.Description {
			r.Description = s.Msgs.Text(clientOf(ctx).lang, "role.default."+d.RoleName, nil)
		}
	}
}
