package api

import (
	"context"
	"net/http"

	"github.com/chillwatch/chillwatch/internal/meta"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/paging"
)

type orgNameQuery struct {
	OrgName string `query:"orgName"`
}

type orgPageQuery struct {
	PageQuery
	OrgName string `query:"orgName"`
}

type idPath struct {
	ID int64 `path:"id"`
}

// OrgType is an entry of the organisation meta lists.
type OrgType struct {
	meta.Type
	OrgType string `json:"orgType"`
	OrgID   int64  `json:"orgId"`
}

func (s *Server) orgRoutes() {
	const base = prov + "/organizations"
	const tag = "organizations"
	register(s, s.op(http.MethodPost, base, "createOrganization", "Create an organisation or, with parentOrgId/parentOrgName, a sub-organisation", tag),
		func(ctx context.Context, in *struct{ Body org.Organization }) (*out[*org.Organization], error) {
			return reply(s.Orgs.Create(ctx, principal(ctx), in.Body))
		})
	register(s, s.op(http.MethodPut, base, "updateOrganization", "Edit an organisation (orgId in the body; orgName cannot change)", tag),
		func(ctx context.Context, in *struct{ Body org.Organization }) (*out[*org.Organization], error) {
			return reply(s.Orgs.Update(ctx, principal(ctx), in.Body))
		})
	register(s, s.op(http.MethodGet, base, "getOrganizationByName", "Get an organisation by name", tag),
		func(ctx context.Context, in *orgNameQuery) (*out[*org.Organization], error) {
			if err := requireQuery("orgName", in.OrgName); err != nil {
				return nil, err
			}
			return reply(s.Orgs.ByName(ctx, principal(ctx), in.OrgName))
		})
	register(s, s.op(http.MethodGet, base+"/{id}", "getOrganization", "Get an organisation by id", tag),
		func(ctx context.Context, in *idPath) (*out[*org.Organization], error) {
			return reply(s.Orgs.Get(ctx, principal(ctx), in.ID))
		})
	register(s, s.op(http.MethodDelete, base+"/{id}", "deleteOrganization", "Delete an organisation that holds no sub-organisations, sites or users", tag),
		func(ctx context.Context, in *idPath) (*out[Status], error) {
			if err := s.Orgs.Delete(ctx, principal(ctx), in.ID); err != nil {
				return nil, err
			}
			return s.status(ctx, "org.deleted"), nil
		})
	register(s, s.op(http.MethodGet, base+"/all", "listOrganizations", "Page the top-level organisations the caller sees", tag),
		func(ctx context.Context, in *PageQuery) (*out[paging.Page[org.Organization]], error) {
			return reply(s.Orgs.List(ctx, principal(ctx), in.request()))
		})
	register(s, s.op(http.MethodGet, base+"/orgHierarchyStructure/{id}", "organizationHierarchy", "The tree of an organisation and its sub-organisations, each with its sites", tag),
		func(ctx context.Context, in *idPath) (*out[*org.Node], error) {
			p := principal(ctx)
			tree, err := s.Orgs.Hierarchy(ctx, p, in.ID)
			if err != nil {
				return nil, err
			}
			return reply(tree, s.Sites.AttachSites(ctx, p, tree))
		})
	descendants := func(ctx context.Context, in *orgPageQuery) (*out[paging.Page[org.Organization]], error) {
		if err := requireQuery("orgName", in.OrgName); err != nil {
			return nil, err
		}
		return reply(s.Orgs.Descendants(ctx, principal(ctx), in.OrgName, in.request()))
	}
	register(s, s.op(http.MethodGet, base+"/subOrganizationList", "subOrganizationList", "Page every sub-organisation below an organisation", tag), descendants)
	register(s, s.op(http.MethodGet, base+"/subOrgList", "subOrgList", "Page every sub-organisation below an organisation (for selectors)", tag), descendants)
	register(s, s.op(http.MethodGet, prov+"/sites/orgSiteStructure", "orgSiteStructure", "The organisation tree with its sites, units and devices, for the tree view (the caller's own organisation unless orgName is given)", tag),
		func(ctx context.Context, in *orgNameQuery) (*out[*org.Node], error) {
			p := principal(ctx)
			orgID := p.ScopeOrgID
			if in.OrgName != "" {
				o, err := s.Orgs.ByName(ctx, p, in.OrgName)
				if err != nil {
					return nil, err
				}
				orgID = o.OrgID
			}
			tree, err := s.Orgs.Hierarchy(ctx, p, orgID)
			if err != nil {
				return nil, err
			}
			return reply(tree, s.Sites.AttachSites(ctx, p, tree))
		})
	register(s, s.op(http.MethodGet, base+"/subOrgMetaList", "subOrgMetaList", "Sub-organisations below an organisation as a type list", tag),
		func(ctx context.Context, in *orgNameQuery) (*out[[]OrgType], error) {
			if err := requireQuery("orgName", in.OrgName); err != nil {
				return nil, err
			}
			pg, err := s.Orgs.Descendants(ctx, principal(ctx), in.OrgName, paging.Request{Page: 0, Size: paging.MaxSize})
			return reply(orgTypes(pg.Content), err)
		})
	register(s, s.op(http.MethodGet, base+"/orgMetaList", "orgMetaList", "Organisations the caller can choose, as a type list (one organisation with orgName)", tag),
		func(ctx context.Context, in *orgNameQuery) (*out[[]OrgType], error) {
			p := principal(ctx)
			if in.OrgName != "" {
				o, err := s.Orgs.ByName(ctx, p, in.OrgName)
				if err != nil {
					return nil, err
				}
				return reply(orgTypes([]org.Organization{*o}), nil)
			}
			pg, err := s.Orgs.List(ctx, p, paging.Request{Page: 0, Size: paging.MaxSize})
			return reply(orgTypes(pg.Content), err)
		})
}

func orgTypes(orgs []org.Organization) []OrgType {
	out := make([]OrgType, len(orgs))
	for i, o := range orgs {
		out[i] = OrgType{Type: meta.Type{TypeName: o.OrgName, TypeDisplayName: o.OrgDisplayName}, OrgType: o.OrgType, OrgID: o.OrgID}
	}
	return out
}
