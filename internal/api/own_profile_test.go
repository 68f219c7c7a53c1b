package api_test

import (
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// ownBody is a valid My profile edit.
func ownBody() map[string]any {
	return map[string]any{
		"salutation": "Ms", "firstName": "Asha", "lastName": "Patil", "gender": "Female",
		"emailId":        "asha.patil@example.org",
		"mobileNumbers":  []map[string]any{{"countryCode": "+91", "mobileNumber": "9988776655"}, {"countryCode": "+254", "mobileNumber": "7123456789"}},
		"alertsLanguage": "fr",
	}
}

func TestUpdateMyProfile(t *testing.T) {
	const path = prov + "/users/myProfile"
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(false)
		viewer := userBody("field.viewer", "Gokul", "Viewer")
		viewer["subOrganizationName"] = "KothrudCC"
		e.createUser(e.admin, viewer)
		tok := e.login("field.viewer", "Secret123")

		t.Run("a viewer edits their own personal and contact details", func(t *testing.T) {
			got := e.must("PUT", path, tok, ownBody())
			m := got.M()
			if m["firstName"] != "Asha" || m["emailId"] != "asha.patil@example.org" || m["alertsLanguage"] != "fr" ||
				len(m["mobileNumbers"].([]any)) != 2 || m["userName"] != "field.viewer" {
				t.Errorf("answer = %s", got.Raw)
			}
			read := e.must("GET", prov+"/users/userDetails?userName=field.viewer", e.admin, nil).M()
			if read["lastName"] != "Patil" || read["gender"] != "Female" || read["roles"].([]any)[0] != "Viewer" ||
				read["subOrganizationName"] != "KothrudCC" || read["enabled"] != true {
				t.Errorf("stored = %v", read)
			}
			e.must("GET", prov+"/users/userDetails?userName=field.viewer", tok, nil) // the session lives on
		})
		t.Run("what places the user is not part of the edit", func(t *testing.T) {
			for _, extra := range []map[string]any{
				{"roles": []string{"Administrator"}},
				{"organizationName": "Gokul"},
				{"enabled": false},
				{"siteAssociationConfiguration": []any{}},
			} {
				body := ownBody()
				for k, v := range extra {
					body[k] = v
				}
				if r := e.do("PUT", path, tok, body); r.Status != 400 {
					t.Errorf("%v = %d %s, want 400", extra, r.Status, r.Raw)
				}
			}
			read := e.must("GET", prov+"/users/userDetails?userName=field.viewer", e.admin, nil).M()
			if read["roles"].([]any)[0] != "Viewer" || read["subOrganizationName"] != "KothrudCC" {
				t.Errorf("placement changed: %v", read)
			}
		})
		t.Run("the user form's rules apply, naming the field", func(t *testing.T) {
			cases := []struct {
				field, want string
				change      func(map[string]any)
			}{
				{"emailId", "Please enter a valid email", func(b map[string]any) { b["emailId"] = "asha.example.org" }},
				{"firstName", "You must enter the first name", func(b map[string]any) { b["firstName"] = "   " }},
				{"alertsLanguage", "Alerts language must be en or fr", func(b map[string]any) { b["alertsLanguage"] = "hi" }},
				{"mobileNumbers[0].mobileNumber", "Must be 10 Digits", func(b map[string]any) {
					b["mobileNumbers"] = []map[string]any{{"countryCode": "+91", "mobileNumber": "99887"}}
				}},
				{"mobileNumbers[0].mobileNumber", "Please enter Mobile Number", func(b map[string]any) { b["mobileNumbers"] = []map[string]any{} }},
			}
			for _, c := range cases {
				body := ownBody()
				body["firstName"] = "Changed"
				c.change(body)
				r := e.do("PUT", path, tok, body)
				if r.Status != 400 || r.FieldMessages()[c.field] != c.want {
					t.Errorf("%s: %d %s, want 400 %q", c.field, r.Status, r.Raw, c.want)
				}
			}
			if got := e.must("GET", prov+"/users/userDetails?userName=field.viewer", tok, nil).S("firstName"); got != "Asha" {
				t.Errorf("a refused edit changed the first name to %q", got)
			}
		})
		t.Run("the change is in the audit log, in the user's organisation", func(t *testing.T) {
			m := find(entries(e, e.admin, "orgName=Gokul"), "updateMyProfile", "field.viewer")
			if m == nil || m["actorName"] != "field.viewer" || m["object"] != "user" {
				t.Fatalf("entry = %v", m)
			}
		})
	})
}
