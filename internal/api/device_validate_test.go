package api_test

import (
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestDeviceValidation(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(false)
		created := e.must("POST", prov+"/sites", e.admin, siteBody("mh-pun-1", "Gokul", "KothrudCC")).M()
		uuid := created["siteUUID"].(string)
		validate := func(kind, serial, site string) string {
			path := prov + "/device/validate/" + kind + "/" + serial
			if site != "" {
				path += "?siteUUID=" + site
			}
			return path
		}

		t.Run("an unassigned serial takes the field's type", func(t *testing.T) {
			for _, tc := range []struct{ kind, serial, wantType, wantClass string }{
				{"gateway", "NEW-GW-1", "L3", "L3"},
				{"L3", "NEW-GW-2", "L3", "L3"}, // the gateway's own type names the gateway field too
				{"sensor", "NEW-PS-1", "powsens", "L1"},
				{"tempsens", "NEW-TS-1", "tempsens", "L1"},
				{"gateway", "mh-pun-1-gw", "L3", "L3"}, // its own site's gateway, while editing
			} {
				site := ""
				if tc.serial == "mh-pun-1-gw" {
					site = uuid
				}
				got := e.must("GET", validate(tc.kind, tc.serial, site), e.admin, nil).M()
				if got["deviceType"] != tc.wantType || got["monitoringProductType"] != tc.wantClass || got["serialNumber"] != tc.serial {
					t.Errorf("%s %s = %v, want %s/%s", tc.kind, tc.serial, got, tc.wantType, tc.wantClass)
				}
			}
		})
		t.Run("the spec's messages", func(t *testing.T) {
			for _, tc := range []struct{ name, path, field, want string }{
				{"assigned to another site", validate("gateway", "MH-PUN-1-GW", ""), "serialNumber", "Already Existing"},
				{"a sensor in a gateway field", validate("gateway", "MH-PUN-1-IS1", uuid), "serialNumber", "The Serial Number is not associated to a gateway device"},
				{"a gateway in a sensor field", validate("sensor", "MH-PUN-1-GW", uuid), "serialNumber", "The Serial Number is not associated to a sensor device"},
				{"a gateway in a unit's device list", validate("indsens", "MH-PUN-1-GW", uuid), "serialNumber", "The Serial Number is not associated to a sensor device"},
				{"a sensor in an L3 field", validate("L3", "MH-PUN-1-IS1", uuid), "serialNumber", "The Serial Number is not associated to a gateway device"},
				{"bad characters", validate("gateway", "A%25B", ""), "serialNumber", "Valid serial number is required"},
				{"unknown device type", validate("toaster", "T-1", ""), "type", "Unknown device type"},
			} {
				r := e.do("GET", tc.path, e.admin, nil)
				if r.Status != 400 || r.FieldMessages()[tc.field] != tc.want {
					t.Errorf("%s: %d %s, want %s on %s", tc.name, r.Status, r.Raw, tc.want, tc.field)
				}
			}
			if r := e.do("GET", validate("gateway", "X-1", "no-such-uuid"), e.admin, nil); r.Status != 404 {
				t.Errorf("unknown site uuid = %d", r.Status)
			}
		})
		t.Run("validateData/Devices lists what other sites hold", func(t *testing.T) {
			const path = "/authgateway/notificationService/validateData/Devices"
			body := map[string]any{"customerBmcIds": []string{"MH-PUN-1-C1", "FREE-C"}, "serialNumbers": []string{"mh-pun-1-gw", "FREE-1", " "}}
			got := e.must("POST", path, e.admin, body).M()
			if got["status"] != "FAILED" || len(got["assignedDevices"].([]any)) != 1 || got["assignedDevices"].([]any)[0] != "mh-pun-1-gw" ||
				len(got["assignedBmcs"].([]any)) != 1 || got["assignedBmcs"].([]any)[0] != "MH-PUN-1-C1" {
				t.Errorf("new site check = %v", got)
			}
			body["siteUUID"] = uuid
			if got := e.must("POST", path, e.admin, body).M(); got["status"] != "SUCCESS" || len(got["assignedDevices"].([]any)) != 0 {
				t.Errorf("editing its own site = %v, want SUCCESS", got)
			}
		})
	})
}
