package api_test

import (
	"testing"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestRoles(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		e.createOrg(e.admin, subOrgBody("GokulCentre", "Gokul", "chillingcenter"))

		t.Run("the privilege catalogue", func(t *testing.T) {
			got := e.must("GET", prov+"/privileges", e.admin, nil).L()
			if len(got) != len(auth.Catalogue) {
				t.Fatalf("%d privileges, want %d", len(got), len(auth.Catalogue))
			}
			first := got[0].(map[string]any)
			if first["name"] != "ALL_PRIVILEGE" || first["description"] == "" {
				t.Errorf("first = %v", first)
			}
			fr := e.do("GET", prov+"/privileges", e.admin, nil, "Accept-Language", "fr").L()[1].(map[string]any)
			if fr["description"] != "Le menu Configuration" {
				t.Errorf("French description = %v", fr["description"])
			}
		})
		t.Run("default role descriptions come in the caller's language", func(t *testing.T) {
			fr := e.do("GET", prov+"/roles/Viewer?orgName=Gokul", e.admin, nil, "Accept-Language", "fr")
			if fr.S("description") != "Supervision et rapports en lecture seule." {
				t.Errorf("French description = %q", fr.S("description"))
			}
			if en := e.must("GET", prov+"/roles/Viewer?orgName=Gokul", e.admin, nil); en.S("description") != "Read-only monitoring and reports." {
				t.Errorf("English description = %q", en.S("description"))
			}
		})
		t.Run("create with ALL_PRIVILEGES read as ALL_PRIVILEGE, duplicates and case folded", func(t *testing.T) {
			got := e.must("POST", prov+"/roles", e.admin, map[string]any{"roleName": "Union head", "orgName": "Gokul",
				"privileges": []string{"ALL_PRIVILEGES", "reports", "REPORTS"}})
			if p := got.M()["privileges"].([]any); len(p) != 2 || p[0] != "ALL_PRIVILEGE" || p[1] != "REPORTS" {
				t.Errorf("privileges = %v", p)
			}
		})
		t.Run("rules", func(t *testing.T) {
			cases := []struct {
				body        map[string]any
				field, want string
			}{
				{map[string]any{"orgName": "Gokul", "privileges": []string{"REPORTS"}}, "roleName", "You must enter a role name"},
				{map[string]any{"roleName": "X", "orgName": "Gokul", "privileges": []string{"REPORTS"}}, "roleName", "Role name must be between 2 and 50 characters"},
				{map[string]any{"roleName": "Empty", "orgName": "Gokul", "privileges": []string{}}, "privileges", "Choose at least one privilege"},
				{map[string]any{"roleName": "Pilot", "orgName": "Gokul", "privileges": []string{"FLY"}}, "privileges", "Unknown privilege FLY"},
				{map[string]any{"roleName": "viewer", "orgName": "Gokul", "privileges": []string{"REPORTS"}}, "roleName", "A role with this name already exists in the organization"},
			}
			for _, c := range cases {
				r := e.do("POST", prov+"/roles", e.admin, c.body)
				if r.Status != 400 || r.FieldMessages()[c.field] != c.want {
					t.Errorf("%v = %d %s, want %s: %s", c.body, r.Status, r.Raw, c.field, c.want)
				}
			}
		})
		t.Run("edit renames and replaces privileges; users follow at once", func(t *testing.T) {
			e.createRole(e.admin, "Gokul", "Operator", auth.LiveTile)
			e.createUser(e.admin, userBody("op1", "Gokul", "Operator"))
			tok := e.login("op1", "Secret123")
			if r := e.do("GET", prov+"/users/all", tok, nil); r.Status != 403 {
				t.Fatalf("before: %d, want 403", r.Status)
			}
			got := e.must("PUT", prov+"/roles/Operator", e.admin, map[string]any{"roleName": "Centre operator", "orgName": "Gokul",
				"description": "runs the centre", "privileges": []string{auth.LiveTile, auth.UserConfiguration}})
			if got.S("roleName") != "Centre operator" || got.S("description") != "runs the centre" {
				t.Errorf("edited = %s", got.Raw)
			}
			e.must("GET", prov+"/users/all", tok, nil)
			if r := e.do("GET", prov+"/roles/Operator?orgName=Gokul", e.admin, nil); r.Status != 404 {
				t.Errorf("old name still answers %d", r.Status)
			}
			one := e.must("GET", prov+"/roles/Centre%20operator?orgName=Gokul", e.admin, nil)
			if p := one.M()["privileges"].([]any); len(p) != 2 {
				t.Errorf("privileges = %v", p)
			}
		})
		t.Run("a sub-organisation uses its organisation's roles", func(t *testing.T) {
			sub := e.must("GET", prov+"/roles?orgName=GokulCentre", e.admin, nil).L()
			top := e.must("GET", prov+"/roles?orgName=Gokul", e.admin, nil).L()
			if len(sub) != len(top) || len(top) != 7 {
				t.Errorf("sub-organisation roles %d, organisation roles %d, want 7 each", len(sub), len(top))
			}
			body := userBody("centre.user", "Gokul", "Centre operator")
			body["subOrganizationName"] = "GokulCentre"
			e.createUser(e.admin, body)
			tok := e.login("centre.user", "Secret123")
			// Scoped to the centre, the user still reads the roles of the organisation.
			if own := e.must("GET", prov+"/roles?orgName=Gokul", tok, nil).L(); len(own) != 7 {
				t.Errorf("roles seen from the centre = %d, want 7", len(own))
			}
		})
	})
}
