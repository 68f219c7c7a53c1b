package api_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

const auditPath = "/authgateway/auditService/entries"

// entries lists the audit log as token sees it, newest first.
func entries(e *env, token, query string) []map[string]any {
	e.t.Helper()
	r := e.must("GET", auditPath+"?size=5000&"+query, token, nil)
	var out []map[string]any
	for _, x := range r.M()["content"].([]any) {
		out = append(out, x.(map[string]any))
	}
	return out
}

// find returns the first entry with the given action and object key.
func find(list []map[string]any, action, key string) map[string]any {
	for _, m := range list {
		if m["action"] == action && (key == "" || strings.Contains(m["objectKey"].(string), key)) {
			return m
		}
	}
	return nil
}

func TestAuditLog(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		tr := newTree(e)
		e.createOrg(e.admin, orgBody("Beta"))
		e.createUser(e.admin, userBody("beta.admin", "Beta", "Administrator"))
		beta := e.login("beta.admin", treePassword)
		alpha, centre := tr.tokens["alpha.admin"], tr.tokens["centre.admin"]

		// Changes, a refusal, a failed sign-in and a sign-out.
		e.must("PUT", prov+"/roles/Tiles%20only", alpha, roleEdit("Tiles only", "LIVE_TILE", "BMC_TILE"))
		e.must("PUT", prov+"/users/resetPassword?userName=centre.viewer", alpha, map[string]any{"newPassword": "Fresh1234", "confirmPassword": "Fresh1234"})
		_ = e.do("PUT", prov+"/roles/Viewer", centre, roleEdit("Viewer", "ALL_PRIVILEGE"))
		_ = e.do("PUT", prov+"/users/resetPassword?userName=alpha.admin", tr.tokens["alpha.users"], map[string]any{"newPassword": "Taken1234"})
		_ = e.do("POST", "/authgateway/login", "", map[string]any{"username": "alpha.viewer", "password": "wrong-one"}, "User-Agent", "attack-script/1.0")
		e.must("POST", "/authgateway/ilogout", "", map[string]any{"jwtAccessToken": tr.tokens["alpha.tiles"]})

		log := entries(e, alpha, "")
		t.Run("a change records who, from where, before and after, secrets masked", func(t *testing.T) {
			m := find(log, "updateRole", "Tiles only")
			if m == nil {
				t.Fatalf("no updateRole entry in %v", log)
			}
			if m["actorName"] != "alpha.admin" || m["object"] != "role" || m["orgName"] != "Alpha" || m["address"] == "" || m["status"] != 200.0 {
				t.Errorf("entry = %v", m)
			}
			if !strings.Contains(m["before"].(string), `"LIVE_TILE"`) || strings.Contains(m["before"].(string), "BMC_TILE") ||
				!strings.Contains(m["after"].(string), "BMC_TILE") {
				t.Errorf("before %s / after %s", m["before"], m["after"])
			}
			reset := find(log, "resetPassword", "centre.viewer")
			if reset == nil || strings.Contains(reset["after"].(string), "Fresh1234") || !strings.Contains(reset["after"].(string), `"***"`) {
				t.Errorf("reset entry = %v", reset)
			}
			if reset != nil && !strings.Contains(reset["before"].(string), `"userName":"centre.viewer"`) {
				t.Errorf("the reset's before is %s", reset["before"])
			}
		})
		t.Run("refusals, failed sign-ins and sign-outs are recorded", func(t *testing.T) {
			if d := find(log, "denied", "updateRole"); d == nil || d["actorName"] != "centre.admin" || d["status"] != 403.0 {
				t.Errorf("the sub-organisation administrator's refusal: %v", d)
			}
			if d := find(log, "denied", "resetPassword"); d == nil || d["actorName"] != "alpha.users" {
				t.Errorf("the user manager's refusal: %v", d)
			}
			f := find(log, "signInFailed", "")
			if f == nil || f["actorName"] != "alpha.viewer" || f["userAgent"] != "attack-script/1.0" || f["orgName"] != "Alpha" || f["status"] != 401.0 {
				t.Errorf("failed sign-in: %v", f)
			}
			if s := find(log, "signIn", ""); s == nil || s["object"] != "session" {
				t.Errorf("sign-in: %v", s)
			}
			if s := find(log, "signOut", ""); s == nil || s["actorName"] != "alpha.tiles" {
				t.Errorf("sign-out: %v", s)
			}
			for _, m := range log {
				for _, k := range []string{"before", "after"} {
					if s, _ := m[k].(string); strings.Contains(s, treePassword) || strings.Contains(s, "wrong-one") {
						t.Errorf("a password is in the log: %v", m)
					}
				}
			}
		})
		t.Run("each administrator sees their own organisation", func(t *testing.T) {
			if find(entries(e, beta, ""), "updateRole", "Tiles only") != nil {
				t.Error("Beta's administrator sees Alpha's entries")
			}
			own := entries(e, centre, "")
			if find(own, "resetPassword", "centre.viewer") == nil {
				t.Error("the centre's administrator does not see the reset of its own user")
			}
			if find(own, "updateRole", "Tiles only") != nil {
				t.Error("the centre's administrator sees the parent's role edits")
			}
			if r := e.do("GET", auditPath+"?orgName=Alpha", centre, nil); r.Status != 404 {
				t.Errorf("the centre asks for its parent's log = %d", r.Status)
			}
			if r := e.do("GET", auditPath+"?orgName=Alpha", beta, nil); r.Status != 404 {
				t.Errorf("Beta asks for Alpha's log = %d", r.Status)
			}
			if find(entries(e, e.admin, "actor=beta.admin&action=signIn"), "signIn", "") == nil {
				t.Error("the platform does not see every organisation's entries")
			}
			if r := e.do("GET", auditPath, tr.tokens["alpha.users"], nil); r.Status != 403 {
				t.Errorf("a user without ALL_PRIVILEGE reads the log: %d", r.Status)
			}
		})
		t.Run("filters", func(t *testing.T) {
			for _, m := range entries(e, alpha, "action=denied") {
				if m["action"] != "denied" {
					t.Errorf("action filter let %v through", m)
				}
			}
			if got := entries(e, alpha, "from="+time.Now().Add(time.Hour).UTC().Format(time.RFC3339)); len(got) != 0 {
				t.Errorf("entries from the future: %v", got)
			}
			if r := e.do("GET", auditPath+"?from=yesterday", alpha, nil); r.Status != 400 || !hasField(r, "from", "audit.time.invalid") {
				t.Errorf("bad date = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("administrators export it", func(t *testing.T) {
			r := e.do("GET", "/authgateway/export/xlsx?path="+q(auditPath)+"&query=action%3DsignInFailed&columns=at:Time,actorName:Actor,action:Action&fileName=auditLog", alpha, nil)
			if r.Status != 200 {
				t.Fatalf("export = %d %s", r.Status, r.Raw)
			}
			f, err := excelize.OpenReader(bytes.NewReader(r.Raw))
			if err != nil {
				t.Fatal(err)
			}
			rows, _ := f.GetRows("auditLog")
			if len(rows) != 2 || rows[1][1] != "alpha.viewer" {
				t.Errorf("export rows = %v", rows)
			}
		})
		t.Run("the application cannot rewrite it, and retention prunes it", func(t *testing.T) {
			ctx := context.Background()
			if _, err := db.Exec(ctx, `UPDATE audit_log SET actor_name = 'nobody'`); err == nil {
				t.Error("an audit entry was rewritten")
			}
			e.svcs.Audit.Now = func() time.Time { return time.Now().Add(400 * 24 * time.Hour) }
			n, err := e.svcs.Audit.Prune(ctx, 365*24*time.Hour)
			if err != nil || n == 0 {
				t.Errorf("prune = %d, %v", n, err)
			}
			var left int
			_ = db.Get(ctx, &left, `SELECT COUNT(*) FROM audit_log`)
			if left != 0 {
				t.Errorf("%d entries older than the retention are left", left)
			}
		})
	})
}
