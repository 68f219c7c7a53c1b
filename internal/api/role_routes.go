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

func (s *Server) roleRoutes() {
	const tag = "roles"
	register(s, s.op(http.MethodGet, prov+"/privileges", "listPrivileges", "The privilege catalogue", tag),
		func(ctx context.Context, _ *struct{}) (*out[[]Privilege], error) {
			lang := clientOf(ctx).lang
			list := make([]Privilege, len(auth.Catalogue))
			for i, p := range auth.Catalogue {
				list[i] = Privilege{Name: p, Description: s.Msgs.Text(lang, "privilege."+p, nil)}
			}
			return reply(list, nil)
		})
	register(s, s.op(http.MethodGet, prov+"/roles", "listRoles", "Roles of an organisation (roles belong to the top-level organisation)", tag),
		func(ctx context.Context, in *orgNameQuery) (*out[[]role.Role], error) {
			roles, err := s.Roles.List(ctx, principal(ctx), in.OrgName)
			for i := range roles {
				s.localiseRole(ctx, &roles[i])
			}
			return reply(roles, err)
		})
	register(s, s.op(http.MethodGet, prov+"/roles/{role}", "getRole", "One role by name", tag),
		func(ctx context.Context, in *rolePath) (*out[*role.Role], error) {
			r, err := s.Roles.Get(ctx, principal(ctx), in.OrgName, in.Role)
			if err == nil {
				s.localiseRole(ctx, r)
			}
			return reply(r, err)
		})
	register(s, s.op(http.MethodPost, prov+"/roles", "createRole", "Create a role in an organisation", tag),
		func(ctx context.Context, in *struct{ Body role.Role }) (*out[*role.Role], error) {
			return reply(s.Roles.Create(ctx, principal(ctx), in.Body))
		})
	register(s, s.op(http.MethodPut, prov+"/roles/{role}", "updateRole", "Rename a role and replace its privileges", tag),
		func(ctx context.Context, in *struct {
			Role string `path:"role"`
			Body role.Role
		}) (*out[*role.Role], error) {
			return reply(s.Roles.Update(ctx, principal(ctx), in.Role, in.Body))
		})
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
