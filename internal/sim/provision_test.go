package sim

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// fakeProvisioning answers the provisioning calls like the server: sites
// once, then "site id taken"; credentials for new and rotated devices.
type fakeProvisioning struct {
	mu       sync.Mutex
	orgs     map[string]map[string]any
	sites    map[string]bool
	rotated  []string
	badLogin bool
}

func (f *fakeProvisioning) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	reply := func(status int, v any) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(v)
	}
	var body map[string]any
	_ = json.NewDecoder(r.Body).Decode(&body)
	if r.URL.Path != "/authgateway/login" && r.Header.Get("Authorization") != "Bearer session" {
		reply(401, map[string]any{"status": 401, "code": "auth.required"})
		return
	}
	switch {
	case r.URL.Path == "/authgateway/login":
		if f.badLogin || body["username"] != "admin" || body["password"] != "pw" {
			reply(401, map[string]any{"status": 401, "code": "auth.badCredentials"})
			return
		}
		reply(200, map[string]any{"jwtAccessToken": "session", "userName": "admin"})
	case r.Method == "GET" && r.URL.Path == prov+"/organizations":
		if o, ok := f.orgs[r.URL.Query().Get("orgName")]; ok {
			reply(200, o)
			return
		}
		reply(404, map[string]any{"status": 404, "code": "org.notFound"})
	case r.Method == "POST" && r.URL.Path == prov+"/organizations":
		f.orgs[body["orgName"].(string)] = body
		reply(200, body)
	case r.Method == "POST" && r.URL.Path == prov+"/sites":
		id := body["siteId"].(string)
		if f.sites[id] {
			reply(400, map[string]any{"status": 400, "code": "validation", "errors": []map[string]any{{"field": "siteId", "code": "site.siteId.taken"}}})
			return
		}
		if f.orgs[body["organizationName"].(string)] == nil || f.orgs[body["subOrganizationName"].(string)] == nil {
			reply(400, map[string]any{"status": 400, "code": "validation"})
			return
		}
		f.sites[id] = true
		var creds []map[string]string
		for _, d := range body["siteLevelDevices"].([]any) {
			s := d.(map[string]any)["serialNumber"].(string)
			creds = append(creds, map[string]string{"serialNumber": s, "token": "new-" + s})
		}
		for _, u := range body["chillingUnitMonitoringDetailsList"].([]any) {
			for _, d := range u.(map[string]any)["l1DeviceInfo"].([]any) {
				s := d.(map[string]any)["serialNumber"].(string)
				creds = append(creds, map[string]string{"serialNumber": s, "token": "new-" + s})
			}
		}
		body["deviceCredentials"] = creds
		reply(200, body)
	case r.Method == "POST" && strings.HasPrefix(r.URL.Path, prov+"/device/") && strings.HasSuffix(r.URL.Path, "/credential"):
		s := strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, prov+"/device/"), "/credential")
		f.rotated = append(f.rotated, s)
		reply(200, map[string]string{"serialNumber": s, "token": "rotated-" + s})
	default:
		reply(404, map[string]any{"status": 404, "code": "notFound"})
	}
}

func TestProvision(t *testing.T) {
	fake := &fakeProvisioning{orgs: map[string]map[string]any{}, sites: map[string]bool{}}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	w := newWorld(t, Config{Sites: 2, Units: 3})
	p := &Provisioner{Server: srv.URL, User: "admin", Password: "pw", Org: "SimDairy", SubOrg: "SimCentres"}
	devices := w.Devices()

	tokens, err := p.Provision(context.Background(), w.Sites())
	if err != nil {
		t.Fatal(err)
	}
	if len(tokens) != len(devices) || tokens["SIM-S02-U1-FS2"] != "new-SIM-S02-U1-FS2" {
		t.Fatalf("tokens %v, want one new one per device (%d)", tokens, len(devices))
	}
	if sub := fake.orgs["SimCentres"]; sub == nil || sub["parentOrgName"] != "SimDairy" || sub["orgType"] != "chillingcenter" || fake.orgs["SimDairy"] == nil {
		t.Errorf("organisations %v", fake.orgs)
	}

	t.Run("existing sites have their devices' credentials rotated", func(t *testing.T) {
		tokens, err := p.Provision(context.Background(), w.Sites())
		if err != nil {
			t.Fatal(err)
		}
		if len(tokens) != len(devices) || tokens["SIM-S01-GW"] != "rotated-SIM-S01-GW" || len(fake.rotated) != len(devices) {
			t.Errorf("tokens %v, rotated %v", tokens, fake.rotated)
		}
	})
	t.Run("a refused login is an error naming the step", func(t *testing.T) {
		fake.badLogin = true
		defer func() { fake.badLogin = false }()
		_, err := p.Provision(context.Background(), w.Sites())
		var pe *ProvisionError
		if !errors.As(err, &pe) || pe.Status != 401 || !strings.Contains(err.Error(), "log in") {
			t.Errorf("Provision = %v", err)
		}
	})
}

func TestSiteForm(t *testing.T) {
	w := newWorld(t, Config{Sites: 2, Units: 3})
	f := w.Sites()[1].Form("Org", "Sub")
	if f.SiteID != "SIM-S02" || f.ZoneID != "Africa/Nairobi" || f.Locale != "en-KE" || len(f.SiteLevelDevices) != 2 || len(f.Units) != 1 {
		t.Fatalf("form %+v", f)
	}
	u := f.Units[0]
	if u.ChillingUnit.BmcID != "SIM-S02-B1" || *u.ChillingUnit.Capacity != w.Sites()[1].Units[0].Capacity || len(u.L1DeviceInfo) != 4 {
		t.Errorf("unit %+v", u)
	}
	for _, d := range u.L1DeviceInfo {
		if d.GatewaySerialNumber != "SIM-S02-GW" || (d.SerialNumber == "SIM-S02-U1-FS2") != (len(d.L0Config) == 2) {
			t.Errorf("device %+v", d)
		}
	}
}
