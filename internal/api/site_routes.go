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

func (s *Server) siteRoutes() {
	const base = prov + "/sites"
	const tag = "sites"
	register(s, s.op(http.MethodPost, base, "createSite", "Create a site with its site-level devices and chilling units; answers each new device's credential once", tag),
		func(ctx context.Context, in *struct{ Body site.Site }) (*out[*site.Saved], error) {
			return reply(s.Sites.Create(ctx, principal(ctx), in.Body))
		})
	register(s, s.op(http.MethodPut, base+"/{id}", "updateSite", "Edit a site; units sent with their chillingUnitUuid are kept, devices that stay keep their credentials", tag),
		func(ctx context.Context, in *struct {
			ID   string `path:"id"`
			Body site.Site
		}) (*out[*site.Saved], error) {
			return reply(s.Sites.Update(ctx, principal(ctx), in.ID, in.Body))
		})
	register(s, s.op(http.MethodGet, base+"/{id}", "getSite", "One site by its siteId", tag),
		func(ctx context.Context, in *sitePath) (*out[*site.Site], error) {
			return reply(s.Sites.Get(ctx, principal(ctx), in.ID))
		})
	register(s, s.op(http.MethodGet, base, "getSiteByUUID", "One site by its uuid", tag),
		func(ctx context.Context, in *struct {
			UUID string `query:"uuid"`
		}) (*out[*site.Site], error) {
			if err := requireQuery("uuid", in.UUID); err != nil {
				return nil, err
			}
			return reply(s.Sites.ByUUID(ctx, principal(ctx), in.UUID))
		})
	register(s, s.op(http.MethodGet, base+"/siteName", "getSiteByName", "One site by its name", tag),
		func(ctx context.Context, in *struct {
			Name string `query:"name"`
		}) (*out[*site.Site], error) {
			if err := requireQuery("name", in.Name); err != nil {
				return nil, err
			}
			return reply(s.Sites.ByName(ctx, principal(ctx), in.Name))
		})
	register(s, s.op(http.MethodGet, base+"/all", "listSites", "Page the sites the caller sees", tag),
		func(ctx context.Context, in *PageQuery) (*out[paging.Page[site.Site]], error) {
			return reply(s.Sites.List(ctx, principal(ctx), in.request()))
		})
	register(s, s.op(http.MethodGet, base+"/all/id", "listSitesByOrganization", "Page the sites of an organisation and its sub-organisations", tag),
		func(ctx context.Context, in *orgSitesQuery) (*out[paging.Page[site.Site]], error) {
			orgs, err := names("orgName", in.OrgName)
			if err != nil {
				return nil, err
			}
			return reply(s.Sites.List(ctx, principal(ctx), paging.Request{Page: in.Page, Size: in.Size}, orgs...))
		})
	register(s, s.op(http.MethodGet, base+"/subOrg/id", "listSitesBySubOrganization", "Page the sites of a sub-organisation", tag),
		func(ctx context.Context, in *struct {
			PageQuery
			SubOrganizationName string `query:"subOrganizationName" doc:"one name, or several separated by commas"`
		}) (*out[paging.Page[site.Site]], error) {
			orgs, err := names("subOrganizationName", in.SubOrganizationName)
			if err != nil {
				return nil, err
			}
			return reply(s.Sites.List(ctx, principal(ctx), in.request(), orgs...))
		})
	register(s, s.op(http.MethodGet, base+"/{id}/chillingUnits/all", "siteChillingUnits", "The chilling units of a site, for its details page", tag),
		func(ctx context.Context, in *sitePath) (*out[[]site.UnitSummary], error) {
			return reply(s.Sites.Units(ctx, principal(ctx), in.ID))
		})
	register(s, s.op(http.MethodPost, prov+"/device/{serialNumber}/credential", "rotateDeviceCredential", "Replace a device's ingestion credential; the new one is shown only in this answer", "devices"),
		func(ctx context.Context, in *struct {
			SerialNumber string `path:"serialNumber"`
		}) (*out[*site.Credential], error) {
			return reply(s.Sites.RotateCredential(ctx, principal(ctx), in.SerialNumber))
		})
	register(s, s.op(http.MethodGet, prov+"/device/validate/{type}/{serialNumber}", "validateDevice",
		"Check a serial number typed into a site form: type is gateway, sensor or a device type; answers the type the device will carry", "devices"),
		func(ctx context.Context, in *struct {
			Type         string `path:"type" doc:"gateway, sensor, or a monitoring device type such as tempsens"`
			SerialNumber string `path:"serialNumber"`
			SiteUUID     string `query:"siteUUID" doc:"the site being edited: its own devices are not already existing"`
		}) (*out[*site.DeviceCheck], error) {
			return reply(s.Sites.ValidateDevice(ctx, principal(ctx), in.Type, in.SerialNumber, in.SiteUUID))
		})
	register(s, s.op(http.MethodPost, Base+"/notificationService/validateData/Devices", "validateAssignments",
		"Check that no other site holds these serial numbers and customer BMC ids: SUCCESS, or FAILED with assignedDevices and assignedBmcs", "devices"),
		func(ctx context.Context, in *struct{ Body site.AssignmentCheck }) (*out[*site.Assignment], error) {
			return reply(s.Sites.CheckAssignments(ctx, principal(ctx), in.Body))
		})
	const costs = Base + "/notificationService/ChillingCostdata"
	register(s, s.op(http.MethodPost, costs+"/sites/", "chillingCosts", "The chilling-cost records of BMCs, by customer BMC id (defaults where none is stored)", "chilling costs"),
		func(ctx context.Context, in *struct {
			Body struct {
				ListOfBmcs []string `json:"listofbmcs"`
			}
		}) (*out[[]site.Cost], error) {
			return reply(s.Sites.Costs(ctx, principal(ctx), in.Body.ListOfBmcs))
		})
	register(s, s.op(http.MethodPut, costs+"/update", "updateChillingCosts", "Store chilling-cost records, all or none", "chilling costs"),
		func(ctx context.Context, in *struct{ Body []site.Cost }) (*out[[]site.Cost], error) {
			return reply(s.Sites.UpdateCosts(ctx, principal(ctx), in.Body))
		})
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
