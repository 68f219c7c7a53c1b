package api_test

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/analytics"
	"github.com/chillwatch/chillwatch/internal/api"
	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// fixture is two organisations, A and B, each with a sub-organisation and
// users. Callers act from A; B's objects are "another organisation's".
type fixture struct {
	strong, weak string // tokens: A's administrator, and an A user holding only LIVE_TILE
	orgA, orgB   string
	orgBID       int64
	userB        string
	userBID      int64
	// B's checklist template, a chilling unit of B's sub-organisation and a record on it.
	templateB, recordB int64
	unitB              string
	// B's site.
	siteB, siteBUUID string
	// A critical alert of B's unit (a derived row, as the runner writes it).
	alertB string
}

func newFixture(e *env) fixture {
	f := fixture{orgA: "DairyAlpha", orgB: "DairyBeta"}
	e.createOrg(e.admin, orgBody(f.orgA))
	f.orgBID = e.createOrg(e.admin, orgBody(f.orgB))
	e.createOrg(e.admin, subOrgBody("AlphaCentre", f.orgA, "chillingcenter"))
	e.createOrg(e.admin, subOrgBody("BetaCentre", f.orgB, "chillingcenter"))
	e.createUser(e.admin, userBody("alpha.admin", f.orgA, "Administrator"))
	e.createRole(e.admin, f.orgA, "Tiles only", auth.LiveTile)
	e.createUser(e.admin, userBody("alpha.weak", f.orgA, "Tiles only"))
	f.userB = "beta.user"
	f.userBID = e.createUser(e.admin, userBody(f.userB, f.orgB, "Viewer"))
	f.templateB, f.unitB, f.recordB = checklistObjects(e, f.orgB, "BetaCentre")
	f.siteB = "beta-site-1"
	f.siteBUUID = e.must("POST", prov+"/sites", e.admin, siteBody(f.siteB, f.orgB, "BetaCentre")).S("siteUUID")
	f.alertB = derivedAlert(e, f.unitB, "panel_trip", time.Now().Add(-time.Hour))
	f.strong = e.login("alpha.admin", "Secret123")
	f.weak = e.login("alpha.weak", "Secret123")
	return f
}

// call is one request of a matrix cell.
type call struct {
	path string
	body any
}

// otherOrg builds, for every scoped route, a request made from A that
// names B's object. It must answer 404, as an unknown object would.
func otherOrg(f fixture) map[string]call {
	orgs := prov + "/organizations"
	editB := orgBody(f.orgB)
	editB["orgId"] = f.orgBID
	roleB := map[string]any{"roleName": "Intruder", "orgName": f.orgB, "privileges": []string{auth.LiveTile}}
	sites := prov + "/sites"
	const mon = "/authgateway/chillingUnitService"
	const rep = "/authgateway/reports"
	const ana = "/authgateway/analyticService"
	repQ := "uuids=" + f.unitB + "&fromDate=2026-01-01&toDate=2026-01-31"
	return map[string]call{
		"POST " + sites:          {sites, siteBody("beta-site-2", f.orgB, "BetaCentre")},
		"PUT " + sites + "/{id}": {sites + "/" + f.siteB, siteBody(f.siteB, f.orgB, "BetaCentre")},
		"GET " + sites + "/{id}": {sites + "/" + f.siteB, nil},
		"POST /authgateway/notificationService/ChillingCostdata/sites/": {"/authgateway/notificationService/ChillingCostdata/sites/", map[string]any{"listofbmcs": []string{"BETA-SITE-1-C1"}}},
		"PUT /authgateway/notificationService/ChillingCostdata/update":  {"/authgateway/notificationService/ChillingCostdata/update", []map[string]any{{"customer_id": "BETA-SITE-1-C1", "underChilledTemperature": 4.1, "overChilledTemperature": 3}}},
		"GET " + sites + "/{id}/chillingUnits/all":                      {sites + "/" + f.siteB + "/chillingUnits/all", nil},
		"POST " + prov + "/device/{serialNumber}/credential":            {prov + "/device/BETA-SITE-1-GW/credential", nil},
		"GET " + prov + "/device/validate/{type}/{serialNumber}":        {prov + "/device/validate/gateway/NEW-GW?siteUUID=" + f.siteBUUID, nil},
		"POST /authgateway/notificationService/validateData/Devices":    {"/authgateway/notificationService/validateData/Devices", map[string]any{"siteUUID": f.siteBUUID, "serialNumbers": []string{"X"}}},
		"GET /authgateway/notificationService/bmc/VOLUME/":              {"/authgateway/notificationService/bmc/VOLUME/?bmcId=BETA-SITE-1-C1&startTime=0&endTime=1", nil},
		"GET /authgateway/notificationService/bmc/TEMPERATURE/":         {"/authgateway/notificationService/bmc/TEMPERATURE/?bmcId=BETA-SITE-1-C1&startTime=0&endTime=1", nil},
		"GET " + sites:                                {sites + "?uuid=" + f.siteBUUID, nil},
		"GET " + sites + "/siteName":                  {sites + "/siteName?name=" + f.siteB + "%20Centre", nil},
		"GET " + sites + "/all/id":                    {sites + "/all/id?orgName=" + f.orgB, nil},
		"GET " + sites + "/subOrg/id":                 {sites + "/subOrg/id?subOrganizationName=BetaCentre", nil},
		"POST " + orgs:                                {orgs, subOrgBody("BetaPlant", f.orgB, "plant")},
		"PUT " + orgs:                                 {orgs, editB},
		"GET " + orgs:                                 {orgs + "?orgName=" + f.orgB, nil},
		"GET " + orgs + "/{id}":                       {orgs + "/" + id(f.orgBID), nil},
		"DELETE " + orgs + "/{id}":                    {orgs + "/" + id(f.orgBID), nil},
		"GET " + orgs + "/orgHierarchyStructure/{id}": {orgs + "/orgHierarchyStructure/" + id(f.orgBID), nil},
		"GET " + orgs + "/subOrganizationList":        {orgs + "/subOrganizationList?orgName=" + f.orgB, nil},
		"GET " + orgs + "/subOrgList":                 {orgs + "/subOrgList?orgName=" + f.orgB + "&page=0&size=5000", nil},
		"GET " + orgs + "/subOrgMetaList":             {orgs + "/subOrgMetaList?orgName=" + f.orgB, nil},
		"GET " + orgs + "/orgMetaList":                {orgs + "/orgMetaList?orgName=" + f.orgB, nil},
		"GET " + prov + "/sites/orgSiteStructure":     {prov + "/sites/orgSiteStructure?orgName=" + f.orgB, nil},
		"GET " + prov + "/roles":                      {prov + "/roles?orgName=" + f.orgB, nil},
		"POST " + prov + "/roles":                     {prov + "/roles", roleB},
		"GET " + prov + "/roles/{role}":               {prov + "/roles/Viewer?orgName=" + f.orgB, nil},
		"PUT " + prov + "/roles/{role}":               {prov + "/roles/Viewer", roleB},
		"GET " + prov + "/users/all":                  {prov + "/users/all?orgName=" + f.orgB, nil},
		"POST " + prov + "/users":                     {prov + "/users", userBody("sneaky", f.orgB, "Viewer")},
		"PUT " + prov + "/users/{id}":                 {prov + "/users/" + id(f.userBID), userBody(f.userB, f.orgB, "Viewer")},
		"GET " + prov + "/users/allSitesAssociation":  {prov + "/users/allSitesAssociation?userName=" + f.userB + "&page=0&size=10", nil},
		"PUT " + prov + "/users/addFavSites":          {prov + "/users/addFavSites", []map[string]any{{"siteId": f.siteB, "isBookmarked": true}}},
		"GET " + prov + "/users/userDetails":          {prov + "/users/userDetails?userName=" + f.userB, nil},
		"PUT " + prov + "/users/resetPassword":        {prov + "/users/resetPassword?userName=" + f.userB, map[string]any{"newPassword": "Hacked123"}},
		"GET " + prov + "/template":                   {prov + "/template?orgName=" + f.orgB, nil},
		"POST " + prov + "/template":                  {prov + "/template", set(templateBody("Intruder"), "orgName", f.orgB)},
		"PUT " + prov + "/template":                   {prov + "/template?templateId=" + id(f.templateB), templateBody("Intruder")},
		"GET " + prov + "/template/{id}":              {prov + "/template/" + id(f.templateB), nil},
		"POST " + pm:                                  {pm, recordBody(f.unitB, "Beta monthly", []int{2025, 3, 11, 8, 0, 0})},
		"GET " + pm + "/ChillingUnit/":                {pm + "/ChillingUnit/?chillingUnitUuid=" + f.unitB, nil},
		"GET " + pm + "/{id}":                         {pm + "/" + id(f.recordB), nil},

		// Monitoring: B's site, unit and alert.
		"GET " + mon + "/sites/chillingUnits/chillingState":      {mon + "/sites/chillingUnits/chillingState?sites=" + f.siteBUUID, nil},
		"GET " + mon + "/sites/chillingUnits/chillingStateOnly":  {mon + "/sites/chillingUnits/chillingStateOnly?chillingUnits=" + f.unitB, nil},
		"GET " + mon + "/sites/chillingUnits/{state}":            {mon + "/sites/chillingUnits/chilled?sites=" + f.siteBUUID, nil},
		"GET " + mon + "/sites/chillingUnits/chillingUnitAlerts": {mon + "/sites/chillingUnits/chillingUnitAlerts?chillingUnits=" + f.unitB, nil},
		"GET " + mon + "/sites/chillingunit/selected/alerts":     {mon + "/sites/chillingunit/selected/alerts?sites=" + f.siteBUUID, nil},
		"POST " + mon + "/sites/chillingunit/search/alerts":      {mon + "/sites/chillingunit/search/alerts", map[string]any{"siteUuids": []string{f.siteBUUID}}},
		"POST " + mon + "/sites/chillingunit/temp/alerts":        {mon + "/sites/chillingunit/temp/alerts", map[string]any{"chillingUnitUuids": []string{f.unitB}}},
		"POST " + mon + "/sites/chillingunit/volume/alerts":      {mon + "/sites/chillingunit/volume/alerts", map[string]any{"siteUuids": []string{f.siteBUUID}}},
		"GET " + mon + "/alerts/{alertId}":                       {mon + "/alerts/" + f.alertB, nil},
		"POST " + mon + "/alerts/{alertId}/acknowledge":          {mon + "/alerts/" + f.alertB + "/acknowledge", map[string]any{"comment": "seen"}},
		"GET /authgateway/notificationService/bmc/ALERTS/":       {"/authgateway/notificationService/bmc/ALERTS/?bmcId=" + f.unitB + "&startTime=0&endTime=1", nil},
		"GET /authgateway/notificationService/bmc/EVENT/":        {"/authgateway/notificationService/bmc/EVENT/?bmcId=BETA-SITE-1-C1&startTime=0&endTime=1", nil},
		"GET /authgateway/notificationService/deviceEvent/bmc/":  {"/authgateway/notificationService/deviceEvent/bmc/?chillingUnitUUID=" + f.unitB, nil},
		"GET /authgateway/pushNotification/notification":         {"/authgateway/pushNotification/notification?chillingUnitUUID=" + f.unitB, nil},
		"GET /pushNotification/notification":                     {"/pushNotification/notification?chillingUnitUUID=" + f.unitB, nil},

		// The audit log of B.
		"GET /authgateway/auditService/entries": {"/authgateway/auditService/entries?orgName=" + f.orgB, nil},

		// B's escalation policy and delivery log.
		"GET /authgateway/notificationService/policy":     {"/authgateway/notificationService/policy?orgName=" + f.orgB, nil},
		"PUT /authgateway/notificationService/policy":     {"/authgateway/notificationService/policy?orgName=" + f.orgB, notify.DefaultPolicy()},
		"GET /authgateway/notificationService/deliveries": {"/authgateway/notificationService/deliveries?orgName=" + f.orgB, nil},

		// The reports of B's unit.
		"POST " + rep + "/cs/v1/chillingReport":                       {rep + "/cs/v1/chillingReport?" + repQ, nil},
		"POST " + rep + "/cs/v1/chillingReport/export_excel/complete": {rep + "/cs/v1/chillingReport/export_excel/complete?" + repQ, nil},
		"POST " + rep + "/fs/v2/fuelReport":                           {rep + "/fs/v2/fuelReport?" + repQ, nil},
		"POST " + rep + "/fs/v2/fuelReport/export_excel/sum/complete": {rep + "/fs/v2/fuelReport/export_excel/sum/complete?" + repQ, nil},
		"POST " + rep + "/ml/v1/milkReport":                           {rep + "/ml/v1/milkReport?" + repQ, nil},
		"POST " + rep + "/ml/v1/milkReport/export_excel":              {rep + "/ml/v1/milkReport/export_excel?" + repQ, nil},
		"POST " + rep + "/cip/v1/cipReport":                           {rep + "/cip/v1/cipReport?" + repQ, nil},
		"POST " + rep + "/cip/v1/cipReport/export_excel":              {rep + "/cip/v1/cipReport/export_excel?" + repQ, nil},

		// B's identity provider.
		"GET /authgateway/identityProvider": {"/authgateway/identityProvider?orgName=" + f.orgB, nil},
		"PUT /authgateway/identityProvider": {"/authgateway/identityProvider", map[string]any{"orgName": f.orgB, "displayName": "Intruder",
			"issuer": "https://idp.example/realms/b", "clientId": "x", "enabled": true}},
		// Analytics: B's organisation and unit.
		"GET " + ana + "/chart/getChartData":                                            {ana + "/chart/getChartData?chartId=home_page_chart&order=Top&limit=10&attribute=By%20Chilling%20Duration&organization=" + f.orgB, nil},
		"GET " + ana + "/orgRating/dates":                                               {ana + "/orgRating/dates?organization=" + f.orgB, nil},
		"GET " + ana + "/orgRating/tree":                                                {ana + "/orgRating/tree?organization=" + f.orgB + "&startTime=2026-01-01&endTime=2026-01-31", nil},
		"GET " + ana + "/rating/ratingDetails/{chillingUnitUuid}/{startTime}/{endTime}": {ana + "/rating/ratingDetails/" + f.unitB + "/2026-01-01/2026-01-31", nil},
		"POST " + ana + "/rating/overallRating/{startTime}/{endTime}":                   {ana + "/rating/overallRating/2026-01-01/2026-01-31", map[string]any{"chillingUnitUuids": []string{f.unitB}}},
		"GET " + ana + "/rating/attributes":                                             {ana + "/rating/attributes?organization=" + f.orgB, nil},
		"PUT " + ana + "/rating/attributes/update":                                      {ana + "/rating/attributes/update?organization=" + f.orgB, analytics.DefaultTemplate()},

		// Device data: B's unit sensor.
		"GET /authgateway/deviceDataService/device/{deviceType}": {"/authgateway/deviceDataService/device/indsens?deviceId=BETA-SITE-1-IS1&startTime=2026-01-01T00:00:00Z&endTime=2026-01-02T00:00:00Z", nil},
	}
}

// fill gives a path's parameters harmless values for the 401 and 403 cells.
func fill(path string) string {
	return strings.NewReplacer("{id}", "1", "{role}", "Viewer", "{key}", "IN", "{serialNumber}", "GW-1", "{state}", "chilled",
		"{alertId}", "unit.panel_trip.1", "{chartId}", "home_page_chart", "{chillingUnitUuid}", "unit-1",
		"{startTime}", "2026-01-01", "{endTime}", "2026-01-31").Replace(path)
}

func TestPrivilegeMatrix(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		f := newFixture(e)
		srv := server(t, e)
		m := srv.Matrix()
		others := otherOrg(f)

		t.Run("every registered route is in the matrix and every matrix route is registered", func(t *testing.T) {
			registered := map[string]bool{}
			for _, r := range srv.Registered() {
				registered[r.Key()] = true
				if _, ok := m[r.Key()]; !ok {
					t.Errorf("route %s is not in privileges.json", r.Key())
				}
			}
			for k := range m {
				if !registered[k] {
					t.Errorf("privileges.json lists %s, which is not registered", k)
				}
			}
		})
		t.Run("every scoped route has an other-organisation request", func(t *testing.T) {
			for k, r := range m {
				if _, ok := others[k]; r.Scoped != ok {
					t.Errorf("%s: scoped = %v but other-organisation request present = %v", k, r.Scoped, ok)
				}
			}
		})

		for _, r := range m.Routes() {
			t.Run(r.Key(), func(t *testing.T) {
				path := fill(r.Path)
				anon := e.do(r.Method, path, "", map[string]any{})
				if r.Public {
					if anon.Status == 403 || anon.S("code") == "auth.notSignedIn" {
						t.Errorf("public route answered %d %s without a session", anon.Status, anon.Raw)
					}
					return
				}
				if anon.Status != 401 {
					t.Errorf("anonymous: status %d, want 401 (%s)", anon.Status, anon.Raw)
				}
				if len(r.Privileges) > 0 && !slices.Contains(r.Privileges, auth.LiveTile) {
					if got := e.do(r.Method, path, f.weak, map[string]any{}); got.Status != 403 {
						t.Errorf("missing privilege: status %d, want 403 (%s)", got.Status, got.Raw)
					}
				}
				if r.Scoped {
					c := others[r.Key()]
					if got := e.do(r.Method, c.path, f.strong, c.body); got.Status != 404 {
						t.Errorf("other organisation: status %d, want 404 (%s)", got.Status, got.Raw)
					}
				}
			})
		}

		t.Run("the other organisation is untouched", func(t *testing.T) {
			got := e.must("GET", prov+"/organizations/"+id(f.orgBID), e.admin, nil)
			if got.S("orgName") != f.orgB {
				t.Errorf("org B = %s", got.Raw)
			}
			e.login(f.userB, "Secret123") // password not reset
		})
	})
}

// server builds a second API over the env's services to read its route table.
func server(t *testing.T, e *env) *api.Server {
	t.Helper()
	srv, err := app.NewAPI(e.svcs, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	_ = context.Background()
	return srv
}

func TestOpenAPIDocumentsEveryOperation(t *testing.T) {
	e := newEnv(t, storagetest.SQLite(t))
	srv := server(t, e)
	doc := e.must("GET", "/api/openapi.json", "", nil).M()
	paths := doc["paths"].(map[string]any)
	for _, r := range srv.Registered() {
		if !strings.HasPrefix(r.Path, "/authgateway") || r.Method == "ANY" {
			continue
		}
		item, ok := paths[r.Path].(map[string]any)
		if !ok {
			t.Errorf("%s is missing from openapi.json", r.Key())
			continue
		}
		op, ok := item[strings.ToLower(r.Method)].(map[string]any)
		if !ok || op["summary"] == "" || op["operationId"] == "" {
			t.Errorf("%s has no summary or operationId in openapi.json", r.Key())
		}
	}
	for _, path := range []string{"/authgateway/nothing/here", "/api/nothing", "/issues/nope", "/reportService/api/reportMetaData/other", "/pushNotification/nope"} {
		if r := e.do("GET", path, "", nil); r.Status != 404 || r.S("code") != "request.noRoute" {
			t.Errorf("GET %s (no such API call) = %d %s, want a JSON 404", path, r.Status, r.Raw)
		}
	}
	for _, c := range []struct{ method, path, allow string }{
		{"GET", "/authgateway/login", "POST"},
		{"GET", "/authgateway/reports/cs/v1/chillingReport", "POST"},
		{"DELETE", "/authgateway/reports/cs/v1/chillingReport", "POST"},
		{"GET", "/issues/issues.json", "POST"},
		{"POST", "/authgateway/preventive_maintenance/ChillingUnit/", "GET"}, // a call whose path ends with /
	} {
		r := e.do(c.method, c.path, e.admin, nil)
		if r.Status != 405 || r.S("code") != "request.method" || r.Header.Get("Allow") != c.allow {
			t.Errorf("%s %s = %d %s (Allow %q), want 405 allowing %s", c.method, c.path, r.Status, r.Raw, r.Header.Get("Allow"), c.allow)
		}
	}
	if r := e.do("GET", "/configuration/organizationlist", "", nil); r.Status != 200 || !strings.Contains(string(r.Raw), "<html") {
		t.Errorf("client route = %d, want the console's page", r.Status)
	}
	if page := e.do("GET", "/api/docs", "", nil); page.Status != 200 || !strings.Contains(string(page.Raw), "/api/openapi.json") {
		t.Errorf("docs page: %d", page.Status)
	}
}
