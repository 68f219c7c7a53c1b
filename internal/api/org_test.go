package api_test

import (
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// set changes one field of a nested form, "address.pinCode" style.
func set(body map[string]any, path string, v any) map[string]any {
	m := body
	for {
		i := indexDot(path)
		if i < 0 {
			m[path] = v
			return body
		}
		m = m[path[:i]].(map[string]any)
		path = path[i+1:]
	}
}

func indexDot(s string) int {
	for i := range s {
		if s[i] == '.' {
			return i
		}
	}
	return -1
}

func TestOrganizationValidation(t *testing.T) {
	// Every rule of spec 01 §5, with its message, in English and French.
	cases := []struct {
		field, value, want, wantFr string
	}{
		{"orgType", "", "You must pick an organization type", "Vous devez choisir un type d'organisation"},
		{"orgName", "", "You must enter a valid name", "Vous devez saisir un nom valide"},
		{"orgName", "Abc", "Organization Name must be atleast 4 characters", "Le nom de l'organisation doit comporter au moins 4 caractères"},
		{"orgName", "A123456789012345678901", "Organization Name cannot be more than 20 charaters", "Le nom de l'organisation ne peut pas dépasser 20 caractères"},
		{"orgDisplayName", " ", "You must enter a valid name", "Vous devez saisir un nom valide"},
		{"address.pinCode", "", "Please enter pincode", "Veuillez saisir le code postal"},
		{"address.pinCode", "41A001", "That doesn't look like a pin code", "Cela ne ressemble pas à un code postal"},
		{"address.addressLine1", "", "Please enter Address Line 1", "Veuillez saisir l'adresse (ligne 1)"},
		{"address.villageTownCity", "", "Please enter Village / Town / City", "Veuillez saisir le village / la ville"},
		{"address.district", "", "Please enter District", "Veuillez saisir le district"},
		{"address.state", "", "Please enter State", "Veuillez saisir l'État ou la région"},
		{"address.country", "", "Please enter Country", "Veuillez saisir le pays"},
		{"contactDetails.contactPersonName", "", "Please enter Contact Person Name", "Veuillez saisir le nom de la personne à contacter"},
		{"contactDetails.contactPersonName", "A", "Name must be between 2-20 characters long", "Le nom doit comporter entre 2 et 20 caractères"},
		{"contactDetails.contactPersonName", "Asha Patil Deshmukh Rao", "Name must be between 2-20 characters long", "Le nom doit comporter entre 2 et 20 caractères"},
		{"contactDetails.contactPersonName", "Asha 2", "Name must be between 2-20 characters long", "Le nom doit comporter entre 2 et 20 caractères"}, // letters and spaces: the spec gives the one message
		{"contactDetails.countryCode", "", "Please enter Country Code", "Veuillez saisir l'indicatif du pays"},
		{"contactDetails.contactNumber", "", "Please enter Contact Number", "Veuillez saisir le numéro de contact"},
		{"contactDetails.contactNumber", "98765abcde", "That doesn't look like a phone number", "Cela ne ressemble pas à un numéro de téléphone"},
		{"contactDetails.contactNumber", "987654321", "Must be 10 Digits", "Doit comporter 10 chiffres"},
		{"contactDetails.emailId", "", "Please enter Email", "Veuillez saisir l'e-mail"},
		{"contactDetails.emailId", "asha@", "Please enter a valid email", "Veuillez saisir un e-mail valide"},
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		for _, c := range cases {
			t.Run(c.field+"="+c.value, func(t *testing.T) {
				body := set(orgBody("ValidName"), c.field, c.value)
				r := e.do("POST", prov+"/organizations", e.admin, body)
				if r.Status != 400 {
					t.Fatalf("status = %d, want 400 (%s)", r.Status, r.Raw)
				}
				if got := r.FieldMessages()[c.field]; got != c.want {
					t.Errorf("message of %s = %q, want %q", c.field, got, c.want)
				}
				fr := e.do("POST", prov+"/organizations", e.admin, body, "Accept-Language", "fr-FR,fr;q=0.9")
				if got := fr.FieldMessages()[c.field]; got != c.wantFr {
					t.Errorf("French message of %s = %q, want %q", c.field, got, c.wantFr)
				}
			})
		}
		t.Run("nothing was created", func(t *testing.T) {
			if r := e.do("GET", prov+"/organizations?orgName=ValidName", e.admin, nil); r.Status != 404 {
				t.Errorf("status = %d, want 404", r.Status)
			}
		})
	})
}

func TestOrganizationLifecycle(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		orgID := e.createOrg(e.admin, orgBody("Amulya"))

		t.Run("create answers the organisation with its name and five default roles", func(t *testing.T) {
			got := e.must("GET", prov+"/organizations/"+id(orgID), e.admin, nil)
			if got.S("orgName") != "Amulya" || got.M()["isParent"] != true || got.M()["parentOrgId"] != nil {
				t.Errorf("organisation = %s", got.Raw)
			}
			roles := e.must("GET", prov+"/roles?orgName=Amulya", e.admin, nil).L()
			var names []string
			for _, r := range roles {
				names = append(names, r.(map[string]any)["roleName"].(string))
			}
			want := []string{"Administrator", "Chilling Centre In-charge", "Maintenance", "RDE", "Viewer"}
			if len(names) != len(want) {
				t.Fatalf("roles = %v, want %v", names, want)
			}
			for i := range want {
				if names[i] != want[i] {
					t.Errorf("roles = %v, want %v", names, want)
				}
			}
		})
		t.Run("names are unique, ignoring case", func(t *testing.T) {
			r := e.do("POST", prov+"/organizations", e.admin, orgBody("AMULYA"))
			if r.Status != 400 || r.FieldMessages()["orgName"] != "An organization with this name already exists" {
				t.Errorf("duplicate = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("edit keeps the name and refuses to change it", func(t *testing.T) {
			body := orgBody("Amulya")
			body["orgId"] = orgID
			body["orgDisplayName"] = "Amulya Milk Union"
			got := e.must("PUT", prov+"/organizations", e.admin, body)
			if got.S("orgDisplayName") != "Amulya Milk Union" || got.S("orgName") != "Amulya" {
				t.Errorf("edited = %s", got.Raw)
			}
			body["orgName"] = "Renamed"
			r := e.do("PUT", prov+"/organizations", e.admin, body)
			if r.Status != 400 || r.FieldMessages()["orgName"] != "Organization Name cannot be changed" {
				t.Errorf("rename = %d %s", r.Status, r.Raw)
			}
			delete(body, "orgId")
			if r := e.do("PUT", prov+"/organizations", e.admin, body); r.Status != 400 || r.FieldMessages()["orgId"] == "" {
				t.Errorf("edit without orgId = %d %s", r.Status, r.Raw)
			}
		})

		plant := e.createOrg(e.admin, subOrgBody("AmulyaPlant", "Amulya", "plant"))
		t.Run("sub-organisations nest with their types", func(t *testing.T) {
			zoneBody := subOrgBody("NorthZone", "", "zone")
			zoneBody["parentOrgId"] = plant
			delete(zoneBody, "parentOrgName")
			zoneID := e.createOrg(e.admin, zoneBody)
			e.createOrg(e.admin, subOrgBody("Route7", "NorthZone", "route"))
			e.createOrg(e.admin, subOrgBody("Kothrud CC", "NorthZone", "Chilling Center"))
			got := e.must("GET", prov+"/organizations/"+id(zoneID), e.admin, nil)
			if got.S("parentOrgName") != "AmulyaPlant" || got.S("rootOrgName") != "Amulya" || got.M()["isParent"] != false {
				t.Errorf("zone = %s", got.Raw)
			}
			r := e.do("POST", prov+"/organizations", e.admin, subOrgBody("BadKind", "Amulya", "dairy_cooperative"))
			if r.Status != 400 || r.FieldMessages()["orgType"] != "This organization type is not in the list" {
				t.Errorf("sub-org with an org type = %d %s", r.Status, r.Raw)
			}
			tree := e.must("GET", prov+"/organizations/orgHierarchyStructure/"+id(orgID), e.admin, nil).M()
			p := tree["subOrganization"].([]any)[0].(map[string]any)
			z := p["subOrganization"].([]any)[0].(map[string]any)
			if p["orgName"] != "AmulyaPlant" || z["orgName"] != "NorthZone" || len(z["subOrganization"].([]any)) != 2 {
				t.Errorf("tree = %v", tree)
			}
			structure := e.must("GET", prov+"/sites/orgSiteStructure?orgName=Amulya", e.admin, nil).M()
			if structure["orgName"] != "Amulya" || len(structure["subOrganization"].([]any)) != 1 || structure["sites"] == nil {
				t.Errorf("orgSiteStructure = %v", structure)
			}
			kids := z["subOrganization"].([]any)
			if k := kids[0].(map[string]any); k["orgName"] != "Kothrud CC" || k["orgType"] != "chillingcenter" {
				t.Errorf("first child = %v", k)
			}
		})
		t.Run("the sub-organisation export writes each type by its name", func(t *testing.T) {
			for lang, want := range map[string]string{"en": "Chilling Center", "fr": "Centre de refroidissement"} {
				f, sheet := sheetOf(t, e.download(exportOf(map[string]string{
					"path": prov + "/organizations/subOrganizationList", "query": "orgName=Amulya", "paging": "page,size",
					"fileName": "subOrganizations", "columns": "orgName:Name,orgType:Type:orgType",
				}), e.admin, lang), "subOrganizations.xlsx")
				rows, err := f.GetRows(sheet)
				if err != nil {
					t.Fatal(err)
				}
				types := map[string]string{}
				for _, r := range rows[1:] {
					types[r[0]] = r[1]
				}
				if types["Kothrud CC"] != want {
					t.Errorf("%s: Kothrud CC's type = %q, want %q (%v)", lang, types["Kothrud CC"], want, types)
				}
			}
		})
		t.Run("sub-organisation lists page every descendant", func(t *testing.T) {
			got := e.must("GET", prov+"/organizations/subOrganizationList?orgName=Amulya&page=0&size=2", e.admin, nil).M()
			info := got["pageInfo"].(map[string]any)
			if len(got["content"].([]any)) != 2 || info["totalElements"] != 4.0 || info["totalPages"] != 2.0 || info["hasNextPage"] != true {
				t.Errorf("page = %v", got)
			}
			last := e.must("GET", prov+"/organizations/subOrgList?orgName=Amulya&page=1&size=2", e.admin, nil).M()
			if last["pageInfo"].(map[string]any)["hasNextPage"] != false {
				t.Errorf("last page = %v", last)
			}
			meta := e.must("GET", prov+"/organizations/subOrgMetaList?orgName=NorthZone", e.admin, nil).L()
			if len(meta) != 2 || meta[0].(map[string]any)["typeName"] != "Kothrud CC" || meta[0].(map[string]any)["typeDisplayName"] != "Kothrud CC Dairy" {
				t.Errorf("meta list = %v", meta)
			}
			orgs := e.must("GET", prov+"/organizations/orgMetaList", e.admin, nil).L()
			if len(orgs) != 1 || orgs[0].(map[string]any)["typeName"] != "Amulya" {
				t.Errorf("org meta list = %v (the platform organisation is not offered)", orgs)
			}
			if r := e.do("GET", prov+"/organizations/subOrganizationList?orgName=Amulya&size=5001", e.admin, nil); r.Status != 400 || r.FieldMessages()["size"] != "size cannot be more than 5000" {
				t.Errorf("size 5001 = %d %s", r.Status, r.Raw)
			}
			if r := e.do("GET", prov+"/organizations/subOrganizationList", e.admin, nil); r.Status != 400 || r.FieldMessages()["orgName"] == "" {
				t.Errorf("missing orgName = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("delete refuses while sub-organisations or users remain", func(t *testing.T) {
			r := e.do("DELETE", prov+"/organizations/"+id(orgID), e.admin, nil)
			if r.Status != 409 || r.S("code") != "org.delete.hasSubOrganizations" || r.S("message") != "Amulya still holds 1 sub-organization(s). Delete them first." {
				t.Errorf("delete with children = %d %s", r.Status, r.Raw)
			}
			e.createUser(e.admin, userBody("route.user", "Route7", "Viewer"))
			route := e.must("GET", prov+"/organizations?orgName=Route7", e.admin, nil)
			routeID := int64(route.M()["orgId"].(float64))
			r = e.do("DELETE", prov+"/organizations/"+id(routeID), e.admin, nil)
			if r.Status != 409 || r.S("code") != "org.delete.hasUsers" {
				t.Errorf("delete with users = %d %s", r.Status, r.Raw)
			}
			kc := e.must("GET", prov+"/organizations?orgName=Kothrud%20CC", e.admin, nil)
			e.must("DELETE", prov+"/organizations/"+id(int64(kc.M()["orgId"].(float64))), e.admin, nil)
			if r := e.do("GET", prov+"/organizations?orgName=Kothrud%20CC", e.admin, nil); r.Status != 404 {
				t.Errorf("deleted organisation still answers %d", r.Status)
			}
		})
	})
}
