package api

import (
	"context"
	"net/http"
	"strings"

	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/site"
)

type sitePath struct {
	ID string `path:"id" doc:"the site's siteId"`
}

type updateSiteInput struct {
	ID   string `path:"id"`
	Body site.Site
}

type siteUUIDQuery struct {
	UUID string `query:"uuid"`
}

type siteNameQuery struct {
	Name string `query:"name"`
}

type subOrgSitesQuery struct {
	PageQuery
	SubOrganizationName string `query:"subOrganizationName" doc:"one name, or several separated by commas"`
}

type serialNumberPath struct {
	SerialNumber string `path:"serialNumber"`
}

type validateDeviceInput struct {
	Type         string `path:"type" doc:"gateway, sensor, or a monitoring device type such as tempsens"`
	SerialNumber string `path:"serialNumber"`
	SiteUUID     string `query:"siteUUID" doc:"the site being edited: its own devices are not already existing"`
}

// chillingCostsInput names customer BMC ids. Its body keeps the schema
// name ChillingCostsRequest it had as an anonymous type.
type chillingCostsInput struct {
	Body chillingCostsRequest
}

type chillingCostsRequest struct {
	ListOfBmcs []string `json:"listofbmcs"`
}

func (s *Server) siteRoutes() {
	const base = prov + "/sites"
	const tag = "sites"
	register(s, s.op(http.MethodPost, base, "createSite", "Create a site with its site-level devices and chilling units; answers each new device's credential once", tag), s.createSite)
	register(s, s.op(http.MethodPut, base+"/{id}", "updateSite", "Edit a site; units sent with their chillingUnitUuid are kept, devices that stay keep their credentials", tag), s.updateSite)
	register(s, s.op(http.MethodGet, base+"/{id}", "getSite", "One site by its siteId", tag), s.getSite)
	register(s, s.op(http.MethodGet, base, "getSiteByUUID", "One site by its uuid", tag), s.getSiteByUUID)
	register(s, s.op(http.MethodGet, base+"/siteName", "getSiteByName", "One site by its name", tag), s.getSiteByName)
	register(s, s.op(http.MethodGet, base+"/all", "listSites", "Page the sites the caller sees", tag), s.listSites)
	register(s, s.op(http.MethodGet, base+"/all/id", "listSitesByOrganization", "Page the sites of an organisation and its sub-organisations", tag), s.listSitesByOrganization)
	register(s, s.op(http.MethodGet, base+"/subOrg/id", "listSitesBySubOrganization", "Page the sites of a sub-organisation", tag), s.listSitesBySubOrganization)
	register(s, s.op(http.MethodGet, base+"/{id}/chillingUnits/all", "siteChillingUnits", "The chilling units of a site, for its details page", tag), s.siteChillingUnits)
	register(s, s.op(http.MethodPost, prov+"/device/{serialNumber}/credential", "rotateDeviceCredential", "Replace a device's ingestion credential; the new one is shown only in this answer", "devices"), s.rotateDeviceCredential)
	register(s, s.op(http.MethodGet, prov+"/device/validate/{type}/{serialNumber}", "validateDevice",
		"Check a serial number typed into a site form: type is gateway, sensor or a device type; answers the type the device will carry", "devices"), s.validateDevice)
	register(s, s.op(http.MethodPost, Base+"/notificationService/validateData/Devices", "validateAssignments",
		"Check that no other site holds these serial numbers and customer BMC ids: SUCCESS, or FAILED with assignedDevices and assignedBmcs", "devices"), s.validateAssignments)
	const costs = Base + "/notificationService/ChillingCostdata"
	register(s, s.op(http.MethodPost, costs+"/sites/", "chillingCosts", "The chilling-cost records of BMCs, by customer BMC id (defaults where none is stored)", "chilling costs"), s.chillingCosts)
	register(s, s.op(http.MethodPut, costs+"/update", "updateChillingCosts", "Store chilling-cost records, all or none", "chilling costs"), s.updateChillingCosts)
}

func (s *Server) createSite(ctx context.Context, in *struct{ Body site.Site }) (*out[*site.Saved], error) {
	return reply(s.Sites.Create(ctx, principal(ctx), in.Body))
}

func (s *Server) updateSite(ctx context.Context, in *updateSiteInput) (*out[*site.Saved], error) {
	return reply(s.Sites.Update(ctx, principal(ctx), in.ID, in.Body))
}

func (s *Server) getSite(ctx context.Context, in *sitePath) (*out[*site.Site], error) {
	return reply(s.Sites.Get(ctx, principal(ctx), in.ID))
}

func (s *Server) getSiteByUUID(ctx context.Context, in *siteUUIDQuery) (*out[*site.Site], error) {
	if err := requireQuery("uuid", in.UUID); err != nil {
		return nil, err
	}
	return reply(s.Sites.ByUUID(ctx, principal(ctx), in.UUID))
}

func (s *Server) getSiteByName(ctx context.Context, in *siteNameQuery) (*out[*site.Site], error) {
	if err := requireQuery("name", in.Name); err != nil {
		return nil, err
	}
	return reply(s.Sites.ByName(ctx, principal(ctx), in.Name))
}

func (s *Server) listSites(ctx context.Context, in *PageQuery) (*out[paging.Page[site.Site]], error) {
	return reply(s.Sites.List(ctx, principal(ctx), in.request()))
}

func (s *Server) listSitesByOrganization(ctx context.Context, in *orgSitesQuery) (*out[paging.Page[site.Site]], error) {
	orgs, err := names("orgName", in.OrgName)
	if err != nil {
		return nil, err
	}
	return reply(s.Sites.List(ctx, principal(ctx), paging.Request{Page: in.Page, Size: in.Size}, orgs...))
}

func (s *Server) listSitesBySubOrganization(ctx context.Context, in *subOrgSitesQuery) (*out[paging.Page[site.Site]], error) {
	orgs, err := names("subOrganizationName", in.SubOrganizationName)
	if err != nil {
		return nil, err
	}
	return reply(s.Sites.List(ctx, principal(ctx), in.request(), orgs...))
}

func (s *Server) siteChillingUnits(ctx context.Context, in *sitePath) (*out[[]site.UnitSummary], error) {
	return reply(s.Sites.Units(ctx, principal(ctx), in.ID))
}

func (s *Server) rotateDeviceCredential(ctx context.Context, in *serialNumberPath) (*out[*site.Credential], error) {
	return reply(s.Sites.RotateCredential(ctx, principal(ctx), in.SerialNumber))
}

func (s *Server) validateDevice(ctx context.Context, in *validateDeviceInput) (*out[*site.DeviceCheck], error) {
	return reply(s.Sites.ValidateDevice(ctx, principal(ctx), in.Type, in.SerialNumber, in.SiteUUID))
}

func (s *Server) validateAssignments(ctx context.Context, in *struct{ Body site.AssignmentCheck }) (*out[*site.Assignment], error) {
	return reply(s.Sites.CheckAssignments(ctx, principal(ctx), in.Body))
}

func (s *Server) chillingCosts(ctx context.Context, in *chillingCostsInput) (*out[[]site.Cost], error) {
	return reply(s.Sites.Costs(ctx, principal(ctx), in.Body.ListOfBmcs))
}

func (s *Server) updateChillingCosts(ctx context.Context, in *struct{ Body []site.Cost }) (*out[[]site.Cost], error) {
	return reply(s.Sites.UpdateCosts(ctx, principal(ctx), in.Body))
}

// orgSitesQuery is the site list by organisation's query: its paging is
// optional (spec 02 §7, page=0&size=5000), so that a caller without it
// gets every site, as the monitoring pickers need.
type orgSitesQuery struct {
	Page    int    `query:"page" default:"0" doc:"zero-based page number"`
	Size    int    `query:"size" default:"5000" doc:"page size, at most 5000"`
	OrgName string `query:"orgName" doc:"one name, or several separated by commas"`
}

// names splits the organisation names of query parameter field, separated
// by commas (which no organisation name holds); at least one is required.
func names(field, list string) ([]string, error) {
	var out []string
	for n := range strings.SplitSeq(list, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return nil, requireQuery(field, "")
	}
	return out, nil
}
