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
	register(s, s.op(http.MethodPost, base, "createOrganization", "Create an organisation or, with parentOrgId/parentOrgName, a sub-organisation", tag), s.createOrganization)
	register(s, s.op(http.MethodPut, base, "updateOrganization", "Edit an organisation (orgId in the body; orgName cannot change)", tag), s.updateOrganization)
	register(s, s.op(http.MethodGet, base, "getOrganizationByName", "Get an organisation by name", tag), s.getOrganizationByName)
	register(s, s.op(http.MethodGet, base+"/{id}", "getOrganization", "Get an organisation by id", tag), s.getOrganization)
	register(s, s.op(http.MethodDelete, base+"/{id}", "deleteOrganization", "Delete an organisation that holds no sub-organisations, sites or users", tag), s.deleteOrganization)
	register(s, s.op(http.MethodGet, base+"/all", "listOrganizations", "Page the top-level organisations the caller sees", tag), s.listOrganizations)
	register(s, s.op(http.MethodGet, base+"/orgHierarchyStructure/{id}", "organizationHierarchy", "The tree of an organisation and its sub-organisations, each with its sites", tag), s.organizationHierarchy)
	register(s, s.op(http.MethodGet, base+"/subOrganizationList", "subOrganizationList", "Page every sub-organisation below an organisation", tag), s.subOrganizationList)
	register(s, s.op(http.MethodGet, base+"/subOrgList", "subOrgList", "Page every sub-organisation below an organisation (for selectors)", tag), s.subOrganizationList)
	register(s, s.op(http.MethodGet, prov+"/sites/orgSiteStructure", "orgSiteStructure", "The organisation tree with its sites, units and devices, for the tree view (the caller's own organisation unless orgName is given)", tag), s.orgSiteStructure)
	register(s, s.op(http.MethodGet, base+"/subOrgMetaList", "subOrgMetaList", "Sub-organisations below an organisation as a type list", tag), s.subOrgMetaList)
	register(s, s.op(http.MethodGet, base+"/orgMetaList", "orgMetaList", "Organisations the caller can choose, as a type list (one organisation with orgName)", tag), s.orgMetaList)
}

func (s *Server) createOrganization(ctx context.Context, in *struct{ Body org.Organization }) (*out[*org.Organization], error) {
	return reply(s.Orgs.Create(ctx, principal(ctx), in.Body))
}

func (s *Server) updateOrganization(ctx context.Context, in *struct{ Body org.Organization }) (*out[*org.Organization], error) {
	return reply(s.Orgs.Update(ctx, principal(ctx), in.Body))
}

func (s *Server) getOrganizationByName(ctx context.Context, in *orgNameQuery) (*out[*org.Organization], error) {
	if err := requireQuery("orgName", in.OrgName); err != nil {
		return nil, err
	}
	return reply(s.Orgs.ByName(ctx, principal(ctx), in.OrgName))
}

func (s *Server) getOrganization(ctx context.Context, in *idPath) (*out[*org.Organization], error) {
	return reply(s.Orgs.Get(ctx, principal(ctx), in.ID))
}

func (s *Server) deleteOrganization(ctx context.Context, in *idPath) (*out[Status], error) {
	if err := s.Orgs.Delete(ctx, principal(ctx), in.ID); err != nil {
		return nil, err
	}
	return s.status(ctx, "org.deleted"), nil
}

func (s *Server) listOrganizations(ctx context.Context, in *PageQuery) (*out[paging.Page[org.Organization]], error) {
	return reply(s.Orgs.List(ctx, principal(ctx), in.request()))
}

func (s *Server) organizationHierarchy(ctx context.Context, in *idPath) (*out[*org.Node], error) {
	p := principal(ctx)
	tree, err := s.Orgs.Hierarchy(ctx, p, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(tree, s.Sites.AttachSites(ctx, p, tree))
}

// subOrganizationList pages every sub-organisation below an organisation;
// it serves subOrgList too.
func (s *Server) subOrganizationList(ctx context.Context, in *orgPageQuery) (*out[paging.Page[org.Organization]], error) {
	if err := requireQuery("orgName", in.OrgName); err != nil {
		return nil, err
	}
	return reply(s.Orgs.Descendants(ctx, principal(ctx), in.OrgName, in.request()))
}

func (s *Server) orgSiteStructure(ctx context.Context, in *orgNameQuery) (*out[*org.Node], error) {
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
}

func (s *Server) subOrgMetaList(ctx context.Context, in *orgNameQuery) (*out[[]OrgType], error) {
	if err := requireQuery("orgName", in.OrgName); err != nil {
		return nil, err
	}
	pg, err := s.Orgs.Descendants(ctx, principal(ctx), in.OrgName, paging.Request{Page: 0, Size: paging.MaxSize})
	return reply(orgTypes(pg.Content), err)
}

func (s *Server) orgMetaList(ctx context.Context, in *orgNameQuery) (*out[[]OrgType], error) {
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
}

func orgTypes(orgs []org.Organization) []OrgType {
	out := make([]OrgType, len(orgs))
	for i, o := range orgs {
		out[i] = OrgType{Type: meta.Type{TypeName: o.OrgName, TypeDisplayName: o.OrgDisplayName}, OrgType: o.OrgType, OrgID: o.OrgID}
	}
	return out
}
