package api_test

import (
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestUserSites(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(true)
		e.must("POST", prov+"/sites", e.admin, siteBody("gk-1", "Gokul", "KothrudCC"))
		e.must("POST", prov+"/sites", e.admin, siteBody("gk-2", "Gokul", "KothrudCC"))
		e.must("POST", prov+"/sites", e.admin, siteBody("nd-1", "Nandini", "NandiniCC"))

		body := userBody("asha", "Gokul", "Viewer")
		body["siteAssociationConfiguration"] = []map[string]any{{"siteName": "gk-1 Centre"}, {"siteId": "GK-2", "isBookmarked": true}}
		body["userAlertConfiguration"] = []map[string]any{
			{"siteId": "gk-1", "emailAlerts": map[string]any{"criticalAlerts": []string{"compressor_malfunction"}, "infoAlerts": []string{"Grid_Off"}}},
			{"siteId": "gk-1", "chillingUnitId": "GK-1-B2", "enableWebAlerts": true, "enableSMSAlerts": false, "criticalAlerts": []string{"compressor_malfunction"}},
		}
		userID := e.createUser(e.admin, body)

		t.Run("the user form stores associations and per-site and per-unit alert configuration with the channel defaults", func(t *testing.T) {
			u := e.must("GET", prov+"/users/userDetails?userName=asha", e.admin, nil).M()
			assoc := u["siteAssociationConfiguration"].([]any)
			if len(assoc) != 2 || assoc[0].(map[string]any)["siteId"] != "gk-1" || assoc[1].(map[string]any)["isBookmarked"] != true ||
				assoc[0].(map[string]any)["subOrganization"] != "KothrudCC" {
				t.Errorf("associations = %v", assoc)
			}
			cfg := u["userAlertConfiguration"].([]any)
			if len(cfg) != 2 {
				t.Fatalf("alert configuration = %v", cfg)
			}
			site, unit := cfg[0].(map[string]any), cfg[1].(map[string]any)
			if site["enableEmailAlerts"] != true || site["enableSMSAlerts"] != true || site["enableWebAlerts"] != false || site["chillingUnitId"] != nil {
				t.Errorf("site-level defaults = %v, want email and SMS on, web off", site)
			}
			if got := site["emailAlerts"].(map[string]any)["infoAlerts"].([]any); len(got) != 1 || got[0] != "grid_off" {
				t.Errorf("alert types are kept in the catalogue's spelling: %v", got)
			}
			if unit["chillingUnitId"] != "GK-1-B2" || unit["chillingUnitUuid"] == "" || unit["enableWebAlerts"] != true || unit["enableSMSAlerts"] != false {
				t.Errorf("unit-level entry = %v", unit)
			}
		})
		t.Run("bad entries name their field and nothing is written", func(t *testing.T) {
			for _, tc := range []struct {
				name  string
				edit  func(b map[string]any)
				field string
				want  string
			}{
				{"a site of another organisation", func(b map[string]any) {
					b["siteAssociationConfiguration"] = []map[string]any{{"siteId": "nd-1"}}
				}, "siteAssociationConfiguration[0].siteName", "This site is not in the user's organization"},
				{"no site named", func(b map[string]any) {
					b["userAlertConfiguration"] = []map[string]any{{"enableEmailAlerts": true}}
				}, "userAlertConfiguration[0].siteName", "Select a site"},
				{"a unit of another site", func(b map[string]any) {
					b["userAlertConfiguration"] = []map[string]any{{"siteId": "gk-2", "chillingUnitId": "GK-1-B1"}}
				}, "userAlertConfiguration[0].chillingUnitId", "This chilling unit is not in the site"},
				{"an unknown alert type", func(b map[string]any) {
					b["userAlertConfiguration"] = []map[string]any{{"siteId": "gk-2", "smsAlerts": map[string]any{"criticalAlerts": []string{"milk_is_sour"}}}}
				}, "userAlertConfiguration[0].smsAlerts.criticalAlerts", "Unknown alert type"},
				{"an info type among critical ones", func(b map[string]any) {
					b["userAlertConfiguration"] = []map[string]any{{"siteId": "gk-2", "criticalAlerts": []string{"grid_off"}}}
				}, "userAlertConfiguration[0].criticalAlerts", "Only critical alert types belong here"},
				{"the same site twice", func(b map[string]any) {
					b["userAlertConfiguration"] = []map[string]any{{"siteId": "gk-2"}, {"siteName": "gk-2 Centre"}}
				}, "userAlertConfiguration[1].siteName", "This site or unit already has an alert configuration"},
			} {
				b := userBody("ravi", "Gokul", "Viewer")
				tc.edit(b)
				r := e.do("POST", prov+"/users", e.admin, b)
				if r.Status != 400 || r.FieldMessages()[tc.field] != tc.want {
					t.Errorf("%s: %d %s, want %q on %s", tc.name, r.Status, r.Raw, tc.want, tc.field)
				}
			}
			if r := e.do("GET", prov+"/users/userDetails?userName=ravi", e.admin, nil); r.Status != 404 {
				t.Errorf("a refused user was stored: %d", r.Status)
			}
		})
		t.Run("an edit replaces both lists", func(t *testing.T) {
			edit := userBody("asha", "Gokul", "Viewer")
			edit["siteAssociationConfiguration"] = []map[string]any{{"siteId": "gk-2"}}
			u := e.must("PUT", prov+"/users/"+id(userID), e.admin, edit).M()
			if a := u["siteAssociationConfiguration"].([]any); len(a) != 1 || a[0].(map[string]any)["siteId"] != "gk-2" {
				t.Errorf("associations after edit = %v", a)
			}
			if c := u["userAlertConfiguration"].([]any); len(c) != 0 {
				t.Errorf("an omitted alert configuration is empty, got %v", c)
			}
		})
		t.Run("association lists and bookmarks", func(t *testing.T) {
			e.must("PUT", prov+"/users/"+id(userID), e.admin, body)
			page := e.must("GET", prov+"/users/allSitesAssociation?userName=asha&page=0&size=1", e.admin, nil).M()
			if len(page["content"].([]any)) != 1 || page["pageInfo"].(map[string]any)["totalPages"] != 2.0 {
				t.Errorf("paged associations = %v", page)
			}
			asha := e.login("asha", "Secret123")
			mine := e.must("GET", prov+"/users/allUserSitesAssociation?pageable=false", asha, nil).L()
			if len(mine) != 2 || mine[0].(map[string]any)["siteId"] != "gk-2" {
				t.Errorf("own sites = %v, want the bookmarked gk-2 first", mine)
			}
			after := e.must("PUT", prov+"/users/addFavSites", asha, []map[string]any{{"siteId": "gk-1", "isBookmarked": true}, {"siteId": "gk-2", "isBookmarked": false}}).L()
			marks := map[string]bool{}
			for _, a := range after {
				marks[a.(map[string]any)["siteId"].(string)] = a.(map[string]any)["isBookmarked"].(bool)
			}
			if !marks["gk-1"] || marks["gk-2"] || len(marks) != 2 {
				t.Errorf("bookmarks = %v", marks)
			}
			if r := e.do("PUT", prov+"/users/addFavSites", asha, []map[string]any{{"siteId": "nd-1", "isBookmarked": true}}); r.Status != 404 {
				t.Errorf("bookmarking another organisation's site = %d, want 404", r.Status)
			}
			if r := e.do("PUT", prov+"/users/addFavSites?userName=admin", asha, []map[string]any{{"siteId": "gk-1", "isBookmarked": true}}); r.Status != 403 && r.Status != 404 {
				t.Errorf("bookmarking for someone else without USER_CONFIGURATION = %d", r.Status)
			}
			if r := e.do("GET", prov+"/users/allSitesAssociation?userName=admin&page=0&size=10", asha, nil); r.Status != 403 && r.Status != 404 {
				t.Errorf("reading someone else's sites without USER_CONFIGURATION = %d", r.Status)
			}
		})
	})
}
