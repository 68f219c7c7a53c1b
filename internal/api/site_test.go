package api_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// siteBody is a valid site with a gateway, a power sensor and two BMCs.
func siteBody(siteID, orgName, subOrgName string) map[string]any {
	p := strings.ToUpper(siteID)
	return map[string]any{
		"siteId": siteID, "siteName": siteID + " Centre", "organizationName": orgName, "subOrganizationName": subOrgName,
		"locale": "en-IN", "zoneId": "Asia/Kolkata", "country": "IN", "state": "IN-MH", "district": "Pune",
		"pinCode": "411038", "villageTownCity": "Pune", "addressLine1": "Kothrud",
		"coordinates": map[string]any{"latitude": 18.5074, "longitude": 73.8077}, "altitude": 560,
		"siteLevelDevices": []map[string]any{{"serialNumber": p + "-GW", "deviceType": "L3"}, {"serialNumber": p + "-PS", "deviceType": "powsens"}},
		"chillingUnitMonitoringDetailsList": []map[string]any{
			{"productType": map[string]any{"name": "BMC", "productTypeId": 1},
				"chillingUnit": map[string]any{"bmcId": p + "-B1", "customerBmcId": p + "-C1", "bmcName": "Tank 1", "capacity": 2000, "ownerContactNum": "9876543210"},
				"l1DeviceInfo": []map[string]any{{"serialNumber": p + "-IS1", "deviceType": "indsens", "gatewaySerialNumber": p + "-GW",
					"l0Config": []map[string]any{{"deviceAttribute": "milkTemperature", "applicationAttribute": "milkTemperature", "unit": "°C"}}}}},
			{"productType": map[string]any{"name": "BMC", "productTypeId": 1},
				"chillingUnit": map[string]any{"bmcId": p + "-B2", "bmcName": "Tank 2", "capacity": 1000, "vendor": "Others", "otherVendor": "Local Works"},
				"l1DeviceInfo": []map[string]any{{"serialNumber": p + "-VS2", "deviceType": "volsens", "gatewaySerialNumber": p + "-GW"}}},
		},
	}
}

func TestSites(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(true)

		created := e.must("POST", prov+"/sites", e.admin, siteBody("mh-pun-1", "Gokul", "KothrudCC")).M()
		t.Run("create answers the site, its units and each new device's credential once", func(t *testing.T) {
			units := created["chillingUnitMonitoringDetailsList"].([]any)
			if len(units) != 2 || created["numberOfChillingUnit"] != 2.0 || created["numberOfL1Devices"] != 2.0 || created["siteUUID"] == "" {
				t.Fatalf("site = %v", created)
			}
			u1 := units[1].(map[string]any)
			if u1["chillingUnit"].(map[string]any)["vendor"] != "Local Works" || u1["chillingUnitUuid"] == "" || u1["chillingUnitId"] != "MH-PUN-1-B2" {
				t.Errorf("second unit = %v", u1)
			}
			if creds := created["deviceCredentials"].([]any); len(creds) != 4 || creds[0].(map[string]any)["token"] == "" {
				t.Errorf("credentials = %v, want one per device", creds)
			}
			got := e.must("GET", prov+"/sites/MH-PUN-1", e.admin, nil)
			if strings.Contains(string(got.Raw), "token") || got.M()["siteName"] != "mh-pun-1 Centre" {
				t.Errorf("a read shows a credential or the wrong site: %s", got.Raw)
			}
		})
		t.Run("serial numbers and customer BMC ids are unique across the platform", func(t *testing.T) {
			other := siteBody("mh-pun-2", "Gokul", "KothrudCC")
			other["siteLevelDevices"].([]map[string]any)[0]["serialNumber"] = "mh-pun-1-gw"
			units := other["chillingUnitMonitoringDetailsList"].([]map[string]any)
			units[0]["chillingUnit"].(map[string]any)["customerBmcId"] = "MH-PUN-1-C1"
			units[0]["l1DeviceInfo"].([]map[string]any)[0]["gatewaySerialNumber"] = "mh-pun-1-gw"
			units[1]["l1DeviceInfo"].([]map[string]any)[0]["gatewaySerialNumber"] = "mh-pun-1-gw"
			r := e.do("POST", prov+"/sites", e.admin, other)
			msgs := r.FieldMessages()
			if r.Status != 400 || msgs["siteLevelDevices[0].serialNumber"] != "Already Existing" ||
				msgs["chillingUnitMonitoringDetailsList[0].chillingUnit.customerBmcId"] != "This customer BMC id is already used" {
				t.Errorf("duplicates = %d %s", r.Status, r.Raw)
			}
			if r := e.do("GET", prov+"/sites/mh-pun-2", e.admin, nil); r.Status != 404 {
				t.Errorf("a refused site was stored: %d", r.Status)
			}
			if r := e.do("POST", prov+"/sites", e.admin, siteBody("MH-PUN-1", "Gokul", "KothrudCC")); r.Status != 400 {
				t.Errorf("same site id (and serials) again = %d", r.Status)
			}
		})
		t.Run("the spec's messages", func(t *testing.T) {
			bad := siteBody("mh-pun-3", "Gokul", "KothrudCC")
			bad["locale"], bad["zoneId"] = "", ""
			bad["coordinates"] = map[string]any{"latitude": 95, "longitude": 10}
			r := e.do("POST", prov+"/sites", e.admin, bad)
			want := map[string]string{"locale": "You must enter locale", "zoneId": "You must enter TimeZone", "coordinates": "latitude, longitude is the format"}
			for f, m := range want {
				if got := r.FieldMessages()[f]; got != m {
					t.Errorf("%s = %q, want %q", f, got, m)
				}
			}
		})
		t.Run("edit keeps units by uuid and devices' credentials", func(t *testing.T) {
			body := siteBody("mh-pun-1", "Gokul", "KothrudCC")
			units := body["chillingUnitMonitoringDetailsList"].([]map[string]any)
			firstUUID := created["chillingUnitMonitoringDetailsList"].([]any)[0].(map[string]any)["chillingUnitUuid"]
			units[0]["chillingUnitUuid"] = firstUUID
			units[1]["l1DeviceInfo"].([]map[string]any)[0]["serialNumber"] = "MH-PUN-1-VS9"
			body["siteName"] = "Kothrud Main"
			got := e.must("PUT", prov+"/sites/MH-PUN-1", e.admin, body).M()
			gotUnits := got["chillingUnitMonitoringDetailsList"].([]any)
			if got["siteName"] != "Kothrud Main" || gotUnits[0].(map[string]any)["chillingUnitUuid"] != firstUUID {
				t.Errorf("edited = %v", got)
			}
			creds := got["deviceCredentials"].([]any)
			if len(creds) != 1 || creds[0].(map[string]any)["serialNumber"] != "MH-PUN-1-VS9" {
				t.Errorf("credentials after edit = %v, want only the new device's", creds)
			}
			body["siteId"] = "other"
			if r := e.do("PUT", prov+"/sites/MH-PUN-1", e.admin, body); r.FieldMessages()["siteId"] != "The site id cannot be changed" {
				t.Errorf("changing the site id = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("the unit table, the tree and credential rotation", func(t *testing.T) {
			units := e.must("GET", prov+"/sites/mh-pun-1/chillingUnits/all", e.admin, nil).L()
			u0 := units[0].(map[string]any)
			if len(units) != 2 || u0["chillingUnitID"] != "MH-PUN-1-B1" || u0["sensorCount"] != 1.0 ||
				u0["gatewaySerialNumber"] != "MH-PUN-1-GW" || u0["capacity"] != 2000.0 || u0["productType"] != "BMC" {
				t.Errorf("units = %v", units)
			}
			tree := e.must("GET", prov+"/sites/orgSiteStructure?orgName=Gokul", e.admin, nil).M()
			cc := tree["subOrganization"].([]any)[0].(map[string]any)
			sites := cc["sites"].([]any)
			if len(sites) != 1 {
				t.Fatalf("KothrudCC sites = %v", cc)
			}
			st := sites[0].(map[string]any)
			if st["siteName"] != "Kothrud Main" || len(st["chillingUnits"].([]any)) != 2 || len(st["l3Devices"].([]any)) != 1 || len(st["l1Devices"].([]any)) != 1 {
				t.Errorf("site node = %v", st)
			}
			dev := st["chillingUnits"].([]any)[0].(map[string]any)["l1DeviceInfo"].([]any)[0].(map[string]any)
			if dev["deviceType"] != "indsens" || dev["serialNumber"] != "MH-PUN-1-IS1" {
				t.Errorf("device node = %v", dev)
			}
			var before string
			if err := db.Get(t.Context(), &before, `SELECT credential_hash FROM devices WHERE serial_key = ?`, "mh-pun-1-gw"); err != nil {
				t.Fatal(err)
			}
			cred := e.must("POST", prov+"/device/mh-pun-1-gw/credential", e.admin, nil).M()
			var after string
			_ = db.Get(t.Context(), &after, `SELECT credential_hash FROM devices WHERE serial_key = ?`, "mh-pun-1-gw")
			if cred["serialNumber"] != "MH-PUN-1-GW" || cred["token"] == "" || after == before || after == cred["token"] {
				t.Errorf("rotation = %v (hash changed: %v, token stored in clear: %v)", cred, after != before, after == cred["token"])
			}
			if r := e.do("POST", prov+"/device/NO-SUCH/credential", e.admin, nil); r.Status != 404 {
				t.Errorf("unknown device = %d, want 404", r.Status)
			}
		})
		t.Run("chilling costs: defaults, update all or none, rules", func(t *testing.T) {
			costs := "/authgateway/notificationService/ChillingCostdata"
			got := e.must("POST", costs+"/sites/", e.admin, map[string]any{"listofbmcs": []string{"MH-PUN-1-C1"}}).L()
			if c := got[0].(map[string]any); len(got) != 1 || c["underChilledTemperature"] != 4.1 || c["overChilledTemperature"] != 3.0 || c["customer_id"] != "MH-PUN-1-C1" {
				t.Errorf("defaults = %v", got)
			}
			rec := map[string]any{"customer_id": "MH-PUN-1-C1", "gridUsageHourWhenChilling": 3.5, "dgFuelUsageHourWhenChilling": 2.2,
				"dgFuelCostPerLiter": 94, "gridUsageCostUnit": 7.5, "underChilledTemperature": 4.5, "overChilledTemperature": 2.5}
			saved := e.must("PUT", costs+"/update", e.admin, []map[string]any{rec}).L()[0].(map[string]any)
			if saved["dgFuelCostPerLiter"] != 94.0 || saved["underChilledTemperature"] != 4.5 {
				t.Errorf("saved = %v", saved)
			}
			bad := map[string]any{"customer_id": "MH-PUN-1-C1", "underChilledTemperature": 3, "overChilledTemperature": 4, "gridUsageCostUnit": -1}
			r := e.do("PUT", costs+"/update", e.admin, []map[string]any{bad})
			if r.Status != 400 || r.FieldMessages()["[0].overChilledTemperature"] != "The over-chilled temperature must be below the under-chilled temperature" ||
				r.FieldMessages()["[0].gridUsageCostUnit"] == "" {
				t.Errorf("bad record = %d %s", r.Status, r.Raw)
			}
			if r := e.do("PUT", costs+"/update", e.admin, []map[string]any{rec, {"customer_id": "NOPE", "underChilledTemperature": 4.1, "overChilledTemperature": 3}}); r.Status != 404 {
				t.Errorf("an unknown BMC = %d, want 404", r.Status)
			}
			again := e.must("POST", costs+"/sites/", e.admin, map[string]any{"listofbmcs": []string{"MH-PUN-1-C1"}}).L()[0].(map[string]any)
			if again["dgFuelCostPerLiter"] != 94.0 {
				t.Errorf("after a refused update = %v, want the stored record unchanged", again)
			}
		})
		t.Run("look-ups, lists and scope", func(t *testing.T) {
			e.must("POST", prov+"/sites", e.admin, siteBody("ka-blr-1", "Nandini", "NandiniCC"))
			uuid := created["siteUUID"].(string)
			if r := e.must("GET", prov+"/sites?uuid="+uuid, e.admin, nil); r.M()["siteId"] != "mh-pun-1" {
				t.Errorf("by uuid = %s", r.Raw)
			}
			if r := e.must("GET", prov+"/sites/siteName?name=kothrud%20main", e.admin, nil); r.M()["siteId"] != "mh-pun-1" {
				t.Errorf("by name = %s", r.Raw)
			}
			if n := e.must("GET", prov+"/sites/all?page=0&size=10", e.admin, nil).M()["pageInfo"].(map[string]any)["totalElements"]; n != 2.0 {
				t.Errorf("platform admin sees %v sites, want 2", n)
			}
			e.createUser(e.admin, userBody("gokul.admin", "Gokul", "Administrator"))
			tok := e.login("gokul.admin", "Secret123")
			list := e.must("GET", prov+"/sites/all?page=0&size=10", tok, nil).M()
			if content := list["content"].([]any); len(content) != 1 || content[0].(map[string]any)["siteId"] != "mh-pun-1" {
				t.Errorf("organisation admin sees %v", content)
			}
			if r := e.must("GET", prov+"/sites/subOrg/id?subOrganizationName=KothrudCC&page=0&size=10", tok, nil); len(r.M()["content"].([]any)) != 1 {
				t.Errorf("by sub-organisation = %s", r.Raw)
			}
			// The organisation tree carries each sub-organisation's sites.
			gokul := e.must("GET", prov+"/organizations?orgName=Gokul", e.admin, nil).M()["orgId"].(float64)
			tree := e.must("GET", fmt.Sprintf("%s/organizations/orgHierarchyStructure/%d", prov, int64(gokul)), tok, nil).M()
			cc := tree["subOrganization"].([]any)[0].(map[string]any)
			if sites := cc["sites"].([]any); cc["orgName"] != "KothrudCC" || len(sites) != 1 || sites[0].(map[string]any)["siteId"] != "mh-pun-1" {
				t.Errorf("the tree's sub-organisation = %v", cc)
			}
			// Several sub-organisations, separated by commas (spec 01 §7).
			if r := e.must("GET", prov+"/sites/subOrg/id?subOrganizationName=KothrudCC,%20NandiniCC&page=0&size=1000", e.admin, nil); r.M()["pageInfo"].(map[string]any)["totalElements"] != 2.0 {
				t.Errorf("by two sub-organisations = %s", r.Raw)
			}
			if r := e.do("GET", prov+"/sites/subOrg/id?subOrganizationName=KothrudCC,NandiniCC", tok, nil); r.Status != 404 {
				t.Errorf("a list naming another organisation's sub-organisation = %d %s", r.Status, r.Raw)
			}
			if r := e.do("GET", prov+"/sites/subOrg/id?subOrganizationName=%20,%20", tok, nil); r.Status != 400 || r.FieldMessages()["subOrganizationName"] == "" {
				t.Errorf("a list of no names = %d %s", r.Status, r.Raw)
			}
			t.Run("the list by organisation: every site without paging, each with its units in brief and its devices", func(t *testing.T) {
				for i := range 11 {
					body := siteBody(fmt.Sprintf("mh-xtra-%d", i), "Gokul", "KothrudCC")
					body["siteLevelDevices"] = []map[string]any{}
					body["chillingUnitMonitoringDetailsList"] = []map[string]any{}
					e.must("POST", prov+"/sites", e.admin, body)
				}
				list := e.must("GET", prov+"/sites/all/id?orgName=Gokul", tok, nil).M()
				content := list["content"].([]any)
				if len(content) != 12 {
					t.Fatalf("sites/all/id without page and size = %d sites, want all 12 (size=5000 by default)", len(content))
				}
				var s map[string]any
				for _, c := range content {
					if c.(map[string]any)["siteId"] == "mh-pun-1" {
						s = c.(map[string]any)
					}
				}
				units := s["chillingUnitMonitoringDetailsList"].([]any)
				brief := s["chillingUnitCompresedDTOS"].([]any)
				if len(brief) != 2 {
					t.Fatalf("chillingUnitCompresedDTOS = %v", s["chillingUnitCompresedDTOS"])
				}
				b0, u0 := brief[0].(map[string]any), units[0].(map[string]any)
				if b0["chillingUnitUuid"] != u0["chillingUnitUuid"] || b0["chillingUnitId"] != u0["chillingUnitId"] || b0["chillingUnitName"] == "" {
					t.Errorf("the first unit in brief = %v, its full entry %v", b0, u0)
				}
				if s["deviceType"] != "BMC" || len(s["devices"].([]any)) != 4 {
					t.Errorf("deviceType %v, devices %v: want BMC and the site's 4 devices", s["deviceType"], s["devices"])
				}
				for _, d := range s["siteLevelDevices"].([]any) {
					d := d.(map[string]any)
					if want := map[string]string{"L3": "L3", "powsens": "L1"}[d["deviceType"].(string)]; d["monitoringProductType"] != want {
						t.Errorf("site-level %v: monitoringProductType %v, want %s", d["serialNumber"], d["monitoringProductType"], want)
					}
				}
				if n := len(e.must("GET", prov+"/sites/all/id?orgName=Gokul&page=0&size=5", tok, nil).M()["content"].([]any)); n != 5 {
					t.Errorf("size=5 = %d sites", n)
				}
			})
			if r := e.do("GET", prov+"/sites/ka-blr-1", tok, nil); r.Status != 404 {
				t.Errorf("another organisation's site = %d, want 404", r.Status)
			}
			if r := e.do("DELETE", prov+"/organizations/"+id(int64(e.must("GET", prov+"/organizations?orgName=KothrudCC", e.admin, nil).M()["orgId"].(float64))), e.admin, nil); r.S("code") != "org.delete.hasSites" {
				t.Errorf("deleting an organisation with sites = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("timeZone names zoneId, and the form's helper fields the site's gateway and sensor", func(t *testing.T) {
			body := siteBody("mh-tz-1", "Gokul", "KothrudCC")
			delete(body, "zoneId")
			delete(body, "siteLevelDevices")
			body["timeZone"], body["gatewaySerialNumber"], body["sensorSerialNumber"] = "Asia/Kolkata", "MH-TZ-1-GW", "MH-TZ-1-PS"
			got := e.must("POST", prov+"/sites", e.admin, body).M()
			devices := got["siteLevelDevices"].([]any)
			if got["zoneId"] != "Asia/Kolkata" || len(devices) != 2 || devices[0].(map[string]any)["deviceType"] != "L3" ||
				devices[1].(map[string]any)["serialNumber"] != "MH-TZ-1-PS" || got["timeZone"] != nil || got["gatewaySerialNumber"] != nil {
				t.Errorf("site = %v", got)
			}
		})
	})
}
