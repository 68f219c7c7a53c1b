package api_test

import (
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

func TestUserValidation(t *testing.T) {
	cases := []struct {
		name, field string
		change      func(map[string]any)
		want        string
	}{
		{"salutation", "salutation", func(b map[string]any) { b["salutation"] = "" }, "You must select a salutation"},
		{"first name", "firstName", func(b map[string]any) { b["firstName"] = "" }, "You must enter the first name"},
		{"gender", "gender", func(b map[string]any) { b["gender"] = "" }, "You must select a gender"},
		{"no role", "roles", func(b map[string]any) { b["roles"] = []string{} }, "You must select a role"},
		{"two roles", "roles", func(b map[string]any) { b["roles"] = []string{"Viewer", "RDE"} }, "A user has exactly one role"},
		{"unknown role", "roles", func(b map[string]any) { b["roles"] = []string{"Pilot"} }, "This role does not exist in the organization"},
		{"organisation", "organizationName", func(b map[string]any) { b["organizationName"] = "" }, "You must select an organization"},
		{"alerts language", "alertsLanguage", func(b map[string]any) { b["alertsLanguage"] = "" }, "You must select the alerts language"},
		{"alerts language value", "alertsLanguage", func(b map[string]any) { b["alertsLanguage"] = "de" }, "Alerts language must be en or fr"},
		{"email", "emailId", func(b map[string]any) { b["emailId"] = "" }, "Please enter Email"},
		{"email format", "emailId", func(b map[string]any) { b["emailId"] = "ravi.example.org" }, "Please enter a valid email"},
		{"email local part over 64 characters", "emailId", func(b map[string]any) { b["emailId"] = strings.Repeat("r", 65) + "@example.org" }, "Please enter a valid email"},
		{"country code", "mobileNumbers[0].countryCode", func(b map[string]any) {
			b["mobileNumbers"] = []map[string]any{{"countryCode": "", "mobileNumber": "9123456780"}}
		}, "You must select a country code"},
		{"mobile", "mobileNumbers[0].mobileNumber", func(b map[string]any) {
			b["mobileNumbers"] = []map[string]any{{"countryCode": "+91", "mobileNumber": ""}}
		}, "Please enter Mobile Number"},
		{"mobile digits", "mobileNumbers[0].mobileNumber", func(b map[string]any) {
			b["mobileNumbers"] = []map[string]any{{"countryCode": "+91", "mobileNumber": "91234x6780"}}
		}, "That doesn't look like a phone number"},
		{"mobile length", "mobileNumbers[0].mobileNumber", func(b map[string]any) {
			b["mobileNumbers"] = []map[string]any{{"countryCode": "+91", "mobileNumber": "912345678"}}
		}, "Must be 10 Digits"},
		{"no mobile", "mobileNumbers[0].mobileNumber", func(b map[string]any) { b["mobileNumbers"] = []map[string]any{} }, "Please enter Mobile Number"},
		{"user name", "userName", func(b map[string]any) { b["userName"] = "" }, "You must enter a user name"},
		{"user name length", "userName", func(b map[string]any) { b["userName"] = "ab" }, "User name must be at least 3 characters"},
		{"password", "password", func(b map[string]any) { b["password"], b["confirmPassword"] = "", "" }, "You must enter a password"},
		{"password short", "password", func(b map[string]any) { b["password"], b["confirmPassword"] = "12345", "12345" }, "Password must be between 6 and 15 characters"},
		{"password long", "password", func(b map[string]any) {
			b["password"], b["confirmPassword"] = "1234567890123456", "1234567890123456"
		}, "Password must be between 6 and 15 characters"},
		{"confirm", "confirmPassword", func(b map[string]any) { b["confirmPassword"] = "Secret124" }, "Passwords must match"},
		{"sub-organisation elsewhere", "subOrganizationName", func(b map[string]any) { b["subOrganizationName"] = "OtherCentre" }, "The sub-organization must belong to the selected organization"},
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		e.createOrg(e.admin, orgBody("Other"))
		e.createOrg(e.admin, subOrgBody("OtherCentre", "Other", "chillingcenter"))
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				body := userBody("valid.user", "Gokul", "Viewer")
				c.change(body)
				r := e.do("POST", prov+"/users", e.admin, body)
				if r.Status != 400 {
					t.Fatalf("status = %d, want 400 (%s)", r.Status, r.Raw)
				}
				if got := r.FieldMessages()[c.field]; got != c.want {
					t.Errorf("message of %s = %q, want %q (%s)", c.field, got, c.want, r.Raw)
				}
			})
		}
		if r := e.do("GET", prov+"/users/userDetails?userName=valid.user", e.admin, nil); r.Status != 404 {
			t.Errorf("a refused user was stored: %d", r.Status)
		}
	})
}

func TestUserLifecycle(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		e.createOrg(e.admin, subOrgBody("GokulCentre", "Gokul", "chillingcenter"))
		body := userBody("Meera.S", "Gokul", "Chilling Centre In-charge")
		body["subOrganizationName"] = "GokulCentre"
		uid := e.createUser(e.admin, body)

		t.Run("the answer carries the user, one role in a list, and never a password", func(t *testing.T) {
			got := e.must("GET", prov+"/users/userDetails?userName=meera.s", e.admin, nil)
			m := got.M()
			if m["userName"] != "Meera.S" || m["subOrganizationName"] != "GokulCentre" || m["organizationName"] != "Gokul" {
				t.Errorf("user = %s", got.Raw)
			}
			if roles := m["roles"].([]any); len(roles) != 1 || roles[0] != "Chilling Centre In-charge" {
				t.Errorf("roles = %v", roles)
			}
			if strings.Contains(string(got.Raw), "Secret123") || strings.Contains(string(got.Raw), "argon2") || strings.Contains(string(got.Raw), "assword\"") {
				t.Errorf("answer leaks a password: %s", got.Raw)
			}
			privs := m["uiPrivileges"].([]any)
			if len(privs) != 9 {
				t.Errorf("uiPrivileges = %v, want the 9 of the default in-charge role", privs)
			}
		})
		t.Run("a user read is sent back as it is, its read-only fields ignored", func(t *testing.T) {
			m := e.must("GET", prov+"/users/userDetails?userName=meera.s", e.admin, nil).M()
			m["lastName"], m["locked"], m["uiPrivileges"], m["userId"] = "Shah", true, []string{"USER_CONFIGURATION"}, 999
			got := e.must("PUT", prov+"/users/"+id(uid), e.admin, m).M()
			if got["lastName"] != "Shah" || got["locked"] != false || got["userId"] != float64(uid) || len(got["uiPrivileges"].([]any)) != 9 {
				t.Errorf("after the round trip = %v", got)
			}
		})
		t.Run("user names are unique", func(t *testing.T) {
			r := e.do("POST", prov+"/users", e.admin, userBody("MEERA.s", "Gokul", "Viewer"))
			if r.Status != 400 || r.FieldMessages()["userName"] != "This user name is already taken" {
				t.Errorf("duplicate = %d %s", r.Status, r.Raw)
			}
		})
		meera := e.login("meera.s", "Secret123")
		t.Run("a user reads themselves but not others without USER_CONFIGURATION", func(t *testing.T) {
			e.must("GET", prov+"/users/userDetails?userName=Meera.S", meera, nil)
			colleague := userBody("other.cc", "Gokul", "Viewer")
			colleague["subOrganizationName"] = "GokulCentre"
			e.createUser(e.admin, colleague)
			if r := e.do("GET", prov+"/users/userDetails?userName=other.cc", meera, nil); r.Status != 403 {
				t.Errorf("reading a colleague = %d, want 403", r.Status)
			}
			if r := e.do("GET", prov+"/users/userDetails?userName=admin", meera, nil); r.Status != 404 {
				t.Errorf("reading someone outside the centre = %d, want 404", r.Status)
			}
		})
		t.Run("edit keeps the user name; disabling ends the sessions at once", func(t *testing.T) {
			edit := userBody("Meera.S", "Gokul", "Viewer")
			delete(edit, "password")
			delete(edit, "confirmPassword")
			edit["firstName"] = "Meera"
			got := e.must("PUT", prov+"/users/"+id(uid), e.admin, edit)
			if got.S("firstName") != "Meera" || got.M()["roles"].([]any)[0] != "Viewer" || got.S("subOrganizationName") != "" {
				t.Errorf("edited = %s", got.Raw)
			}
			edit["userName"] = "renamed"
			if r := e.do("PUT", prov+"/users/"+id(uid), e.admin, edit); r.Status != 400 || r.FieldMessages()["userName"] != "User name cannot be changed" {
				t.Errorf("rename = %d %s", r.Status, r.Raw)
			}
			edit["userName"] = "Meera.S"
			e.must("GET", prov+"/users/userDetails?userName=Meera.S", meera, nil)
			edit["enabled"] = false
			e.must("PUT", prov+"/users/"+id(uid), e.admin, edit)
			if r := e.do("GET", prov+"/users/userDetails?userName=Meera.S", meera, nil); r.Status != 401 {
				t.Errorf("disabled user's token = %d, want 401", r.Status)
			}
			if r := e.do("POST", "/authgateway/login", "", map[string]any{"username": "Meera.S", "password": "Secret123"}); r.Status != 401 {
				t.Errorf("disabled user's login = %d, want 401", r.Status)
			}
			edit["enabled"] = true
			e.must("PUT", prov+"/users/"+id(uid), e.admin, edit)
			e.login("Meera.S", "Secret123")
		})
		t.Run("updatePassword checks the old password and ends every session", func(t *testing.T) {
			tok := e.login("Meera.S", "Secret123")
			cases := []struct {
				body        map[string]any
				field, want string
			}{
				{map[string]any{"newPassword": "Fresh1234"}, "oldPassword", "You Must Enter Old Password"},
				{map[string]any{"oldPassword": "Secret123"}, "newPassword", "You Must Enter New Password"},
				{map[string]any{"oldPassword": "Secret123", "newPassword": "         "}, "newPassword", "You Must Enter New Password"},
				{map[string]any{"oldPassword": "Secret123", "newPassword": "Fresh1234", "confirmPassword": "Fresh12345"}, "confirmPassword", "Both password need to be the same"},
				{map[string]any{"oldPassword": "Wrong999", "newPassword": "Fresh1234"}, "oldPassword", "The old password is not correct"},
			}
			for _, c := range cases {
				r := e.do("PUT", prov+"/users/updatePassword", tok, c.body)
				if r.Status != 400 || r.FieldMessages()[c.field] != c.want {
					t.Errorf("%v = %d %s, want %s: %s", c.body, r.Status, r.Raw, c.field, c.want)
				}
			}
			r := e.must("PUT", prov+"/users/updatePassword", tok, map[string]any{"oldPassword": "Secret123", "newPassword": "Fresh1234"})
			if r.S("message") != "Successfully Updated. Please Login Again!!" || r.M()["status"] != true {
				t.Errorf("answer = %s", r.Raw)
			}
			if r := e.do("GET", prov+"/users/userDetails?userName=Meera.S", tok, nil); r.Status != 401 {
				t.Errorf("old session after password change = %d, want 401", r.Status)
			}
			e.login("Meera.S", "Fresh1234")
		})
		t.Run("resetPassword is for administrators", func(t *testing.T) {
			tok := e.login("Meera.S", "Fresh1234")
			if r := e.do("PUT", prov+"/users/resetPassword?userName=other.cc", tok, map[string]any{"newPassword": "Reset1234"}); r.Status != 403 {
				t.Errorf("viewer reset = %d, want 403", r.Status)
			}
			if r := e.do("PUT", prov+"/users/resetPassword?userName=Meera.S", e.admin, map[string]any{"newPassword": "Reset1234", "confirmPassword": "Reset9999"}); r.Status != 400 {
				t.Errorf("mismatched confirm = %d, want 400", r.Status)
			}
			if r := e.do("PUT", prov+"/users/resetPassword?userName=Meera.S", e.admin, map[string]any{"newPassword": "        "}); r.Status != 400 || r.FieldMessages()["newPassword"] != "You Must Enter New Password" {
				t.Errorf("a password of spaces = %d %s, want 400 on newPassword", r.Status, r.Raw)
			}
			r := e.must("PUT", prov+"/users/resetPassword?userName=Meera.S", e.admin, map[string]any{"newPassword": "Reset1234", "confirmPassword": "Reset1234"})
			if r.S("message") != "Successfully Updated." {
				t.Errorf("answer = %s", r.Raw)
			}
			if r := e.do("GET", prov+"/users/userDetails?userName=Meera.S", tok, nil); r.Status != 401 {
				t.Errorf("session after reset = %d, want 401", r.Status)
			}
			e.login("Meera.S", "Reset1234")
		})
		t.Run("list pages users in scope", func(t *testing.T) {
			got := e.must("GET", prov+"/users/all?page=0&size=1000", e.admin, nil).M()
			if n := got["pageInfo"].(map[string]any)["totalElements"]; n != 3.0 {
				t.Errorf("platform admin sees %v users, want 3", n)
			}
			got = e.must("GET", prov+"/users/all?orgName=Gokul&page=0&size=1", e.admin, nil).M()
			info := got["pageInfo"].(map[string]any)
			if info["totalElements"] != 2.0 || info["hasNextPage"] != true || info["totalPages"] != 2.0 {
				t.Errorf("page info = %v", info)
			}
		})
	})
}

func TestNoPrivilegeEscalation(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		e.createRole(e.admin, "Gokul", "User manager", "USER_CONFIGURATION", "ROLE_CONFIGURATION")
		e.createUser(e.admin, userBody("manager", "Gokul", "User manager"))
		tok := e.login("manager", "Secret123")
		if r := e.do("POST", prov+"/users", tok, userBody("boss", "Gokul", "Administrator")); r.Status != 400 || r.FieldMessages()["roles"] != "You cannot give a role with privileges you do not hold" {
			t.Errorf("handing out Administrator = %d %s", r.Status, r.Raw)
		}
		r := e.do("POST", prov+"/roles", tok, map[string]any{"roleName": "Super", "privileges": []string{"ALL_PRIVILEGE"}})
		if r.Status != 400 || r.FieldMessages()["privileges"] != "You cannot grant ALL_PRIVILEGE, which you do not hold" {
			t.Errorf("granting ALL_PRIVILEGE = %d %s", r.Status, r.Raw)
		}
		e.must("POST", prov+"/users", tok, userBody("helper", "Gokul", "User manager"))
		if r := e.do("POST", prov+"/organizations", tok, orgBody("NewTop")); r.Status != 403 {
			t.Errorf("creating an organisation without the privilege = %d, want 403", r.Status)
		}
	})
}
