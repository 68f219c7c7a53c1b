package api_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

const (
	templates = prov + "/template"
	pm        = "/authgateway/preventive_maintenance"
)

// templateBody is a valid checklist template with a sub-task of every type.
func templateBody(name string) map[string]any {
	return map[string]any{
		"checklistName": name, "checklistDescription": "Monthly check of the bulk milk cooler",
		"taskList": []any{
			map[string]any{"taskName": "Compressor", "subTasks": []any{
				map[string]any{"subTaskName": "Noise", "subTaskDescription": "Listen to the compressor", "taskType": "SELECT",
					"subTaskValue": []any{map[string]any{"name": "Normal", "value": "ok"}, map[string]any{"name": "Loud", "value": "loud"}}},
				map[string]any{"subTaskName": "Suction pressure", "subTaskDescription": "Read the gauge", "taskType": "RANGE",
					"subTaskValue": map[string]any{"minValue": 20, "maxValue": 60, "type": "psi"}},
			}},
			map[string]any{"taskName": "Cleaning", "subTasks": []any{
				map[string]any{"subTaskName": "Condenser cleaned", "subTaskDescription": "Brush the fins", "taskType": "BOOLEAN"},
				map[string]any{"subTaskName": "Spares", "subTaskDescription": "Cost of spares used", "taskType": "COST",
					"subTaskValue": []any{"₹ 500", "INR"}},
			}},
		},
	}
}

func taskOf(b map[string]any, i int) map[string]any { return b["taskList"].([]any)[i].(map[string]any) }

func subTaskOf(b map[string]any, i, j int) map[string]any {
	return taskOf(b, i)["subTasks"].([]any)[j].(map[string]any)
}

// recordBody is a valid maintenance record of templateBody's checklist.
func recordBody(unit, checklist string, actionDate any) map[string]any {
	return map[string]any{
		"chillingUnitUuid": unit, "checklistName": checklist, "performedBy": "Suresh Jadhav", "actionDate": actionDate,
		"taskList": []any{
			map[string]any{"taskName": "Compressor", "subTaskList": []any{
				map[string]any{"subTaskName": "Suction pressure", "reading": "42.5", "comment": "steady"},
				map[string]any{"subTaskName": "noise", "reading": "ok"},
			}},
			map[string]any{"taskName": "Cleaning", "subTaskList": []any{
				map[string]any{"subTaskName": "Condenser cleaned", "reading": true},
			}},
		},
	}
}

// addUnit inserts a site of a sub-organisation holding one chilling unit,
// as the sites API will, and returns the unit's uuid.
func (e *env) addUnit(subOrgName, uuid string) string {
	e.t.Helper()
	sub := e.must("GET", prov+"/organizations?orgName="+q(subOrgName), e.admin, nil).M()
	subID, rootID := int64(sub["orgId"].(float64)), int64(sub["rootOrgId"].(float64))
	ctx := context.Background()
	err := e.svcs.DB.Tx(ctx, func(tx *sqlx.Tx) error {
		var site int64
		if err := tx.GetContext(ctx, &site, tx.Rebind(`INSERT INTO sites (site_code, site_code_key, site_name, site_uuid,
			org_id, sub_org_id, locale, zone_id, country, state, district, pin_code, village_town_city, address_line1,
			latitude, longitude, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'en-IN', 'Asia/Kolkata', 'IN',
			'Maharashtra', 'Pune', '411001', 'Pune', '1 Milk Road', 18.52, 73.85, 0, 0) RETURNING id`),
			"S-"+uuid, "s-"+uuid, "Site "+uuid, "site-"+uuid, rootID, subID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, tx.Rebind(`INSERT INTO chilling_units (site_ref, uuid, position, product_type, created_at,
			updated_at) VALUES (?, ?, 0, 'BMC', 0, 0)`), site, uuid)
		return err
	})
	if err != nil {
		e.t.Fatalf("add unit: %v", err)
	}
	return uuid
}

// createTemplate creates a template and returns its id.
func (e *env) createTemplate(token string, body map[string]any) int64 {
	e.t.Helper()
	return int64(e.must("POST", templates, token, body).M()["id"].(float64))
}

// createRecord enters a record and returns its id, the newest of its unit.
func (e *env) createRecord(token string, body map[string]any) int64 {
	e.t.Helper()
	e.must("POST", pm, token, body)
	list := e.must("GET", pm+"/ChillingUnit/?chillingUnitUuid="+body["chillingUnitUuid"].(string), token, nil).L()
	var newest int64
	for _, r := range list {
		newest = max(newest, int64(r.(map[string]any)["id"].(float64)))
	}
	return newest
}

// checklistObjects gives an organisation, for the privilege matrix, a
// template, a chilling unit in its sub-organisation and a record.
func checklistObjects(e *env, orgName, subOrgName string) (template int64, unit string, record int64) {
	body := templateBody("Beta monthly")
	body["orgName"] = orgName
	template = e.createTemplate(e.admin, body)
	unit = e.addUnit(subOrgName, "beta-unit-1")
	record = e.createRecord(e.admin, recordBody(unit, "Beta monthly", []int{2025, 3, 10, 9, 30, 0}))
	return template, unit, record
}

func TestChecklistTemplateValidation(t *testing.T) {
	// Every rule of spec 02 §5 for templates, with its message in English and French.
	cases := []struct {
		name, field  string
		change       func(map[string]any)
		want, wantFr string
	}{
		{"checklist name", "checklistName", func(b map[string]any) { b["checklistName"] = " " },
			"Enter a checklist name", "Saisissez un nom de liste de contrôle"},
		{"checklist name length", "checklistName", func(b map[string]any) { b["checklistName"] = strings.Repeat("n", 101) },
			"This value is too long", "Cette valeur est trop longue"},
		{"description", "checklistDescription", func(b map[string]any) { b["checklistDescription"] = "" },
			"Enter a checklist description", "Saisissez une description de la liste de contrôle"},
		{"no task", "taskList", func(b map[string]any) { b["taskList"] = []any{} },
			"Add at least one task", "Ajoutez au moins une tâche"},
		{"task name", "taskList[1].taskName", func(b map[string]any) { taskOf(b, 1)["taskName"] = "" },
			"Enter a task name", "Saisissez un nom de tâche"},
		{"task names unique", "taskList[1].taskName", func(b map[string]any) { taskOf(b, 1)["taskName"] = " compressor" },
			"The tasks can't have same names", "Les tâches ne peuvent pas avoir le même nom"},
		{"no sub-task", "taskList[0].subTasks", func(b map[string]any) { taskOf(b, 0)["subTasks"] = []any{} },
			"Add at least one sub task", "Ajoutez au moins une sous-tâche"},
		{"sub-task name", "taskList[0].subTasks[1].subTaskName", func(b map[string]any) { subTaskOf(b, 0, 1)["subTaskName"] = "" },
			"Enter a sub task name", "Saisissez un nom de sous-tâche"},
		{"sub-task names unique", "taskList[0].subTasks[1].subTaskName", func(b map[string]any) { subTaskOf(b, 0, 1)["subTaskName"] = "NOISE" },
			"The sub tasks can't have same values", "Les sous-tâches ne peuvent pas avoir les mêmes valeurs"},
		{"sub-task description", "taskList[1].subTasks[0].subTaskDescription", func(b map[string]any) { subTaskOf(b, 1, 0)["subTaskDescription"] = "" },
			"Enter a sub task description", "Saisissez une description de sous-tâche"},
		{"task type", "taskList[0].subTasks[0].taskType", func(b map[string]any) { subTaskOf(b, 0, 0)["taskType"] = "" },
			"Select a task type", "Choisissez un type de tâche"},
		{"task type value", "taskList[0].subTasks[0].taskType", func(b map[string]any) { subTaskOf(b, 0, 0)["taskType"] = "TEXT" },
			"Task type must be SELECT, COST, RANGE or BOOLEAN", "Le type de tâche doit être SELECT, COST, RANGE ou BOOLEAN"},
		{"select without options", "taskList[0].subTasks[0].subTaskValue", func(b map[string]any) { subTaskOf(b, 0, 0)["subTaskValue"] = nil },
			"Add at least one option", "Ajoutez au moins une option"},
		{"select of another shape", "taskList[0].subTasks[0].subTaskValue", func(b map[string]any) { subTaskOf(b, 0, 0)["subTaskValue"] = []any{"₹ 5"} },
			"This value does not match the task type", "Cette valeur ne correspond pas au type de tâche"},
		{"select name", "taskList[0].subTasks[0].subTaskValue[1].name", func(b map[string]any) {
			subTaskOf(b, 0, 0)["subTaskValue"] = []any{map[string]any{"name": "Normal", "value": "ok"}, map[string]any{"name": "", "value": "loud"}}
		}, "Enter a Name", "Saisissez un nom"},
		{"select value", "taskList[0].subTasks[0].subTaskValue[0].value", func(b map[string]any) {
			subTaskOf(b, 0, 0)["subTaskValue"] = []any{map[string]any{"name": "Normal"}}
		}, "Enter a Value", "Saisissez une valeur"},
		{"select names unique", "taskList[0].subTasks[0].subTaskValue[1].name", func(b map[string]any) {
			subTaskOf(b, 0, 0)["subTaskValue"] = []any{map[string]any{"name": "Normal", "value": "ok"}, map[string]any{"name": "normal", "value": "loud"}}
		}, "Each option needs a different name", "Chaque option doit avoir un nom différent"},
		{"select values unique", "taskList[0].subTasks[0].subTaskValue[1].value", func(b map[string]any) {
			subTaskOf(b, 0, 0)["subTaskValue"] = []any{map[string]any{"name": "Normal", "value": "ok"}, map[string]any{"name": "Loud", "value": "ok"}}
		}, "Each option needs a different value", "Chaque option doit avoir une valeur différente"},
		{"cost entries", "taskList[1].subTasks[1].subTaskValue", func(b map[string]any) { subTaskOf(b, 1, 1)["subTaskValue"] = []any{} },
			"Enter a currency", "Saisissez une devise"},
		{"cost entry", "taskList[1].subTasks[1].subTaskValue[1]", func(b map[string]any) { subTaskOf(b, 1, 1)["subTaskValue"] = []any{"₹ 500", " "} },
			"Enter a currency", "Saisissez une devise"},
		{"cost entries unique", "taskList[1].subTasks[1].subTaskValue[1]", func(b map[string]any) { subTaskOf(b, 1, 1)["subTaskValue"] = []any{"₹ 500", "₹  500"} },
			"Each currency entry must be different", "Chaque devise doit être différente"},
		{"range min", "taskList[0].subTasks[1].subTaskValue.minValue", func(b map[string]any) {
			subTaskOf(b, 0, 1)["subTaskValue"] = map[string]any{"minValue": "", "maxValue": 60, "type": "psi"}
		}, "Enter a min value", "Saisissez une valeur minimale"},
		{"range min number", "taskList[0].subTasks[1].subTaskValue.minValue", func(b map[string]any) {
			subTaskOf(b, 0, 1)["subTaskValue"] = map[string]any{"minValue": "twenty", "maxValue": 60, "type": "psi"}
		}, "Min value must be a number", "La valeur minimale doit être un nombre"},
		{"range max", "taskList[0].subTasks[1].subTaskValue.maxValue", func(b map[string]any) {
			subTaskOf(b, 0, 1)["subTaskValue"] = map[string]any{"minValue": 20, "type": "psi"}
		}, "Enter a max value", "Saisissez une valeur maximale"},
		{"range max number", "taskList[0].subTasks[1].subTaskValue.maxValue", func(b map[string]any) {
			subTaskOf(b, 0, 1)["subTaskValue"] = map[string]any{"minValue": 20, "maxValue": "6o", "type": "psi"}
		}, "Max value must be a number", "La valeur maximale doit être un nombre"},
		{"range type", "taskList[0].subTasks[1].subTaskValue.type", func(b map[string]any) {
			subTaskOf(b, 0, 1)["subTaskValue"] = map[string]any{"minValue": 20, "maxValue": 60, "type": ""}
		}, "Type is required", "Le type est obligatoire"},
		{"range order", "taskList[0].subTasks[1].subTaskValue.minValue", func(b map[string]any) {
			subTaskOf(b, 0, 1)["subTaskValue"] = map[string]any{"minValue": 60, "maxValue": "60", "type": "psi"}
		}, "Min value must be less than max value", "La valeur minimale doit être inférieure à la valeur maximale"},
		{"range left blank", "taskList[0].subTasks[1].subTaskValue.type", func(b map[string]any) { subTaskOf(b, 0, 1)["subTaskValue"] = nil },
			"Type is required", "Le type est obligatoire"},
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				body := templateBody("Monthly")
				body["orgName"] = "Gokul"
				c.change(body)
				r := e.do("POST", templates, e.admin, body)
				if r.Status != 400 {
					t.Fatalf("status = %d, want 400 (%s)", r.Status, r.Raw)
				}
				if got := r.FieldMessages()[c.field]; got != c.want {
					t.Errorf("message of %s = %q, want %q (%s)", c.field, got, c.want, r.Raw)
				}
				fr := e.do("POST", templates, e.admin, body, "Accept-Language", "fr")
				if got := fr.FieldMessages()[c.field]; got != c.wantFr {
					t.Errorf("French message of %s = %q, want %q", c.field, got, c.wantFr)
				}
			})
		}
		t.Run("nothing was created", func(t *testing.T) {
			got := e.must("GET", templates+"?orgName=Gokul", e.admin, nil).M()
			if n := len(got["content"].([]any)); n != 0 {
				t.Errorf("%d templates after invalid creates", n)
			}
		})
	})
}

func TestChecklistTemplates(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		e.createOrg(e.admin, subOrgBody("GokulCentre", "Gokul", "chillingcenter"))
		e.createOrg(e.admin, orgBody("Warana"))
		e.createUser(e.admin, userBody("gokul.admin", "Gokul", "Administrator"))
		centre := userBody("centre.maint", "Gokul", "Maintenance")
		centre["subOrganizationName"] = "GokulCentre"
		e.createUser(e.admin, centre)
		e.createUser(e.admin, userBody("warana.admin", "Warana", "Administrator"))
		gokul, maint, warana := e.login("gokul.admin", "Secret123"), e.login("centre.maint", "Secret123"), e.login("warana.admin", "Secret123")

		created := e.must("POST", templates, gokul, templateBody(" Monthly BMC check "))
		tmplID := int64(created.M()["id"].(float64))
		t.Run("create answers the template in the caller's organisation with ids and typed values", func(t *testing.T) {
			m := created.M()
			if created.Status != 200 || m["orgName"] != "Gokul" || m["checklistName"] != "Monthly BMC check" {
				t.Fatalf("created = %d %s", created.Status, created.Raw)
			}
			tasks := m["taskList"].([]any)
			t0, t1 := tasks[0].(map[string]any), tasks[1].(map[string]any)
			if t0["taskId"] != 1.0 || t1["taskId"] != 2.0 {
				t.Errorf("task ids = %v, %v", t0["taskId"], t1["taskId"])
			}
			var subIDs []float64
			for _, task := range tasks {
				for _, st := range task.(map[string]any)["subTasks"].([]any) {
					subIDs = append(subIDs, st.(map[string]any)["subTaskId"].(float64))
				}
			}
			if !slices.Equal(subIDs, []float64{1, 2, 3, 4}) {
				t.Errorf("sub-task ids = %v", subIDs)
			}
			rng := t0["subTasks"].([]any)[1].(map[string]any)["subTaskValue"].(map[string]any)
			if rng["minValue"] != 20.0 || rng["maxValue"] != 60.0 || rng["type"] != "psi" {
				t.Errorf("range = %v", rng)
			}
			boolean := t1["subTasks"].([]any)[0].(map[string]any)
			if v, ok := boolean["subTaskValue"]; !ok || v != nil {
				t.Errorf("BOOLEAN value = %v, want null", v)
			}
			cost := t1["subTasks"].([]any)[1].(map[string]any)["subTaskValue"].([]any)
			if len(cost) != 2 || cost[0] != "₹ 500" || cost[1] != "INR" { // currency strings, with an amount or not
				t.Errorf("cost = %v", cost)
			}
		})
		t.Run("get by id", func(t *testing.T) {
			got := e.must("GET", templates+"/"+id(tmplID), gokul, nil)
			if got.S("checklistName") != "Monthly BMC check" || len(got.M()["taskList"].([]any)) != 2 {
				t.Errorf("get = %s", got.Raw)
			}
			if r := e.do("GET", templates+"/999999", gokul, nil); r.Status != 404 {
				t.Errorf("unknown id = %d", r.Status)
			}
		})
		t.Run("names are unique along the organisation's chain, ignoring case", func(t *testing.T) {
			r := e.do("POST", templates, gokul, templateBody("monthly  bmc CHECK"))
			if r.Status != 400 || r.FieldMessages()["checklistName"] != "A checklist template with this name already exists" {
				t.Errorf("duplicate = %d %s", r.Status, r.Raw)
			}
			r = e.do("POST", templates, maint, templateBody("Monthly BMC check"))
			if r.Status != 400 || r.FieldMessages()["checklistName"] == "" {
				t.Errorf("duplicate in a sub-organisation = %d %s", r.Status, r.Raw)
			}
			e.must("POST", templates, warana, templateBody("Monthly BMC check")) // another organisation may
		})
		for _, name := range []string{"Annual overhaul", "Daily wash", "Quarterly service"} {
			e.createTemplate(gokul, templateBody(name))
		}
		centreID := e.createTemplate(maint, templateBody("Centre weekly"))
		t.Run("list pages the templates usable at an organisation, by name", func(t *testing.T) {
			got := e.must("GET", templates+"?orgName=Gokul&page=0&size=3", gokul, nil).M()
			info := got["pageInfo"].(map[string]any)
			content := got["content"].([]any)
			if len(content) != 3 || info["totalElements"] != 4.0 || info["hasNextPage"] != true {
				t.Fatalf("page = %v", got)
			}
			if first := content[0].(map[string]any); first["checklistName"] != "Annual overhaul" {
				t.Errorf("first = %v", first["checklistName"])
			}
			own := e.must("GET", templates, gokul, nil).M()
			if own["pageInfo"].(map[string]any)["totalElements"] != 4.0 {
				t.Errorf("default organisation list = %v", own["pageInfo"])
			}
			// The centre sees its own template and the ones of Gokul above it.
			centre := e.must("GET", templates+"?page=0&size=100", maint, nil).M()
			var names []string
			for _, c := range centre["content"].([]any) {
				names = append(names, c.(map[string]any)["checklistName"].(string)+"@"+c.(map[string]any)["orgName"].(string))
			}
			want := []string{"Annual overhaul@Gokul", "Centre weekly@GokulCentre", "Daily wash@Gokul", "Monthly BMC check@Gokul", "Quarterly service@Gokul"}
			if !slices.Equal(names, want) {
				t.Errorf("centre list = %v, want %v", names, want)
			}
			if got := e.must("GET", templates+"?orgName=Gokul", maint, nil).M(); len(got["content"].([]any)) != 4 {
				t.Errorf("centre reading Gokul's list = %v", got)
			}
			if r := e.do("GET", templates+"?orgName=Gokul&size=5001", gokul, nil); r.Status != 400 || r.FieldMessages()["size"] == "" {
				t.Errorf("size 5001 = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("edit replaces the template and keeps the ids sent back", func(t *testing.T) {
			cur := e.must("GET", templates+"/"+id(tmplID), gokul, nil).M()
			tasks := cur["taskList"].([]any)
			first := tasks[0].(map[string]any)
			first["taskName"] = "Compressor unit"
			subs := first["subTasks"].([]any)
			first["subTasks"] = append(subs, map[string]any{"subTaskName": "Oil level", "subTaskDescription": "Sight glass",
				"taskType": "boolean"})
			cur["taskList"] = []any{first, map[string]any{"taskName": "Electrical", "subTasks": []any{
				map[string]any{"subTaskId": 3, "subTaskName": "Voltage", "subTaskDescription": "Supply voltage", "taskType": "RANGE",
					"subTaskValue": map[string]any{"minValue": "200", "maxValue": "250", "type": "V"}}}}}
			cur["checklistName"] = "Monthly BMC service"
			got := e.must("PUT", templates+"?templateId="+id(tmplID), gokul, cur).M()
			gt := got["taskList"].([]any)
			g0, g1 := gt[0].(map[string]any), gt[1].(map[string]any)
			var ids []float64
			for _, st := range g0["subTasks"].([]any) {
				ids = append(ids, st.(map[string]any)["subTaskId"].(float64))
			}
			if got["checklistName"] != "Monthly BMC service" || g0["taskId"] != 1.0 || g0["taskName"] != "Compressor unit" ||
				!slices.Equal(ids, []float64{1, 2, 5}) || g1["taskId"] != 3.0 {
				t.Errorf("edited = %v (sub-task ids %v)", got, ids)
			}
			volt := g1["subTasks"].([]any)[0].(map[string]any)
			if volt["subTaskId"] != 3.0 || volt["subTaskValue"].(map[string]any)["minValue"] != 200.0 {
				t.Errorf("voltage = %v", volt)
			}
			if oil := g0["subTasks"].([]any)[2].(map[string]any); oil["taskType"] != "BOOLEAN" {
				t.Errorf("oil = %v", oil)
			}
			cur["orgName"] = "Warana"
			if r := e.do("PUT", templates+"?templateId="+id(tmplID), gokul, cur); r.Status != 400 ||
				r.FieldMessages()["orgName"] != "A checklist template cannot move to another organization" {
				t.Errorf("move = %d %s", r.Status, r.Raw)
			}
			cur["orgName"] = "gokul"
			cur["checklistName"] = "daily WASH"
			if r := e.do("PUT", templates+"?templateId="+id(tmplID), gokul, cur); r.Status != 400 || r.FieldMessages()["checklistName"] == "" {
				t.Errorf("rename onto another = %d %s", r.Status, r.Raw)
			}
			if r := e.do("PUT", templates, gokul, cur); r.Status != 400 || r.FieldMessages()["templateId"] != "This Field is Required" {
				t.Errorf("no templateId = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("another organisation's templates are not found", func(t *testing.T) {
			for _, r := range []resp{
				e.do("GET", templates+"/"+id(tmplID), warana, nil),
				e.do("GET", templates+"?orgName=Gokul", warana, nil),
				e.do("PUT", templates+"?templateId="+id(tmplID), warana, templateBody("Stolen")),
				e.do("POST", templates, warana, set(templateBody("Planted"), "orgName", "Gokul")),
				e.do("GET", templates+"/"+id(centreID), warana, nil),
			} {
				if r.Status != 404 {
					t.Errorf("status = %d, want 404 (%s)", r.Status, r.Raw)
				}
			}
		})
		t.Run("a sub-organisation reads its parent's templates but cannot edit them", func(t *testing.T) {
			if got := e.must("GET", templates+"/"+id(tmplID), maint, nil); got.S("orgName") != "Gokul" {
				t.Errorf("read = %s", got.Raw)
			}
			r := e.do("PUT", templates+"?templateId="+id(tmplID), maint, templateBody("Hijacked"))
			if r.Status != 403 || r.S("code") != "checklist.template.inherited" {
				t.Errorf("edit parent's = %d %s", r.Status, r.Raw)
			}
			e.must("PUT", templates+"?templateId="+id(centreID), maint, templateBody("Centre weekly v2"))
			if r := e.do("POST", templates, maint, set(templateBody("Up"), "orgName", "Gokul")); r.Status != 404 {
				t.Errorf("create in the parent = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("an organisation cannot be deleted while it holds templates", func(t *testing.T) {
			orgID := e.createOrg(e.admin, orgBody("Kolhapur"))
			e.createTemplate(e.admin, set(templateBody("Monthly BMC check"), "orgName", "Kolhapur"))
			r := e.do("DELETE", prov+"/organizations/"+id(orgID), e.admin, nil)
			if r.Status != 409 || r.S("code") != "org.delete.hasChecklistTemplates" ||
				r.S("message") != "Kolhapur still holds 1 checklist template(s), so it cannot be deleted." {
				t.Errorf("delete = %d %s", r.Status, r.Raw)
			}
		})
	})
}

func TestMaintenanceRecords(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.createOrg(e.admin, orgBody("Gokul"))
		e.createOrg(e.admin, subOrgBody("GokulCentre", "Gokul", "chillingcenter"))
		e.createOrg(e.admin, orgBody("Warana"))
		e.createOrg(e.admin, subOrgBody("WaranaCentre", "Warana", "chillingcenter"))
		incharge := userBody("centre.incharge", "Gokul", "Chilling Centre In-charge")
		incharge["subOrganizationName"] = "GokulCentre"
		e.createUser(e.admin, incharge)
		e.createUser(e.admin, userBody("gokul.admin", "Gokul", "Administrator"))
		tok, gokul := e.login("centre.incharge", "Secret123"), e.login("gokul.admin", "Secret123")
		unit := e.addUnit("GokulCentre", "0b6d3c1e-unit-gokul")
		other := e.addUnit("WaranaCentre", "7f2a9d4b-unit-warana")
		e.createTemplate(gokul, templateBody("Monthly BMC check"))
		e.createTemplate(e.admin, set(templateBody("Warana check"), "orgName", "Warana"))

		t.Run("create answers the text CheckList Created", func(t *testing.T) {
			req := httptest.NewRequest("POST", pm, strings.NewReader(`{"chillingUnitUuid":"`+unit+`","checklistName":"monthly bmc check",
				"performedBy":"Suresh","actionDate":[2025,3,10,9,30,0],"dueDate":[2025,4,10,9,30],"taskList":[]}`))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+tok)
			rec := httptest.NewRecorder()
			e.h.ServeHTTP(rec, req)
			if rec.Code != http.StatusOK || rec.Body.String() != "CheckList Created" ||
				!strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
				t.Errorf("create = %d %q %s", rec.Code, rec.Body.String(), rec.Header().Get("Content-Type"))
			}
		})
		t.Run("a record copies the template's tasks with the readings, dates as arrays", func(t *testing.T) {
			body := recordBody(unit, "Monthly BMC check", "2025-03-11T05:00:00+05:30")
			body["dueDate"] = "2025-06-01"
			recID := e.createRecord(tok, body)
			got := e.must("GET", pm+"/"+id(recID), tok, nil).M()
			if got["organizationName"] != "GokulCentre" || got["checklistDesc"] != "Monthly check of the bulk milk cooler" ||
				got["performedBy"] != "Suresh Jadhav" || got["chillingUnitUuid"] != unit || got["createdBy"] != "centre.incharge" {
				t.Errorf("record = %v", got)
			}
			if a, d := got["actionDate"].([]any), got["dueDate"].([]any); !slices.Equal(a, []any{2025.0, 3.0, 10.0, 23.0, 30.0, 0.0}) ||
				!slices.Equal(d, []any{2025.0, 6.0, 1.0, 0.0, 0.0, 0.0}) {
				t.Errorf("dates = %v, %v", a, d)
			}
			tasks := got["taskList"].([]any)
			comp := tasks[0].(map[string]any)["subTaskList"].([]any)
			noise, pressure := comp[0].(map[string]any), comp[1].(map[string]any)
			if noise["reading"] != "ok" || noise["taskType"] != "SELECT" || len(noise["taskValue"].([]any)) != 2 {
				t.Errorf("noise = %v", noise)
			}
			if pressure["reading"] != 42.5 || pressure["comment"] != "steady" || pressure["taskValue"].(map[string]any)["type"] != "psi" {
				t.Errorf("pressure = %v", pressure)
			}
			clean := tasks[1].(map[string]any)["subTaskList"].([]any)
			if clean[0].(map[string]any)["reading"] != true || clean[1].(map[string]any)["reading"] != nil {
				t.Errorf("cleaning = %v", clean)
			}
			if r := e.must("GET", pm+"/"+id(recID)+"?checklistName=MONTHLY%20BMC%20CHECK", tok, nil); r.M()["id"] != float64(recID) {
				t.Errorf("by name = %s", r.Raw)
			}
			if r := e.do("GET", pm+"/"+id(recID)+"?checklistName=Other", tok, nil); r.Status != 404 {
				t.Errorf("checklistName mismatch = %d", r.Status)
			}
			if r := e.do("GET", pm+"/999999", tok, nil); r.Status != 404 {
				t.Errorf("unknown record = %d", r.Status)
			}
		})
		t.Run("the list is the unit's records in an inclusive date range, newest first", func(t *testing.T) {
			list := e.addUnit("GokulCentre", "c4e1-unit-list")
			for _, d := range [][]int{{2025, 3, 9, 23, 59, 59}, {2025, 3, 10, 0, 0, 0}, {2025, 3, 12, 23, 59, 59}, {2025, 3, 13, 0, 0, 0}, {2025, 3, 11, 12, 0}} {
				e.createRecord(tok, recordBody(list, "Monthly BMC check", d))
			}
			got := e.must("GET", pm+"/ChillingUnit/?chillingUnitUuid="+list+"&startDate=2025-03-10&endDate=2025-03-12", gokul, nil).L()
			var days [][]any
			for _, r := range got {
				days = append(days, r.(map[string]any)["actionDate"].([]any))
			}
			want := [][]any{{2025.0, 3.0, 12.0, 23.0, 59.0, 59.0}, {2025.0, 3.0, 11.0, 12.0, 0.0, 0.0}, {2025.0, 3.0, 10.0, 0.0, 0.0, 0.0}}
			if len(days) != len(want) {
				t.Fatalf("records = %v, want %v", days, want)
			}
			for i := range want {
				if !slices.Equal(days[i], want[i]) {
					t.Errorf("record %d = %v, want %v", i, days[i], want[i])
				}
			}
			exact := e.must("GET", pm+"/ChillingUnit/?chillingUnitUuid="+list+"&startDate=2025-03-10T00:00:00Z&endDate=2025-03-11T12:00:00Z", tok, nil).L()
			if len(exact) != 2 {
				t.Errorf("RFC 3339 bounds: %d records, want 2", len(exact))
			}
			if all := e.must("GET", pm+"/ChillingUnit/?chillingUnitUuid="+list, tok, nil).L(); len(all) != 5 {
				t.Errorf("no bounds: %d records, want 5", len(all))
			}
			for q, field := range map[string]string{"": "chillingUnitUuid", "chillingUnitUuid=" + list + "&startDate=10/03/2025": "startDate",
				"chillingUnitUuid=" + list + "&startDate=2025-03-12&endDate=2025-03-10": "endDate"} {
				if r := e.do("GET", pm+"/ChillingUnit/?"+q, tok, nil); r.Status != 400 || r.FieldMessages()[field] == "" {
					t.Errorf("%q = %d %s, want a message on %s", q, r.Status, r.Raw, field)
				}
			}
		})
		t.Run("the trailing-slash path does not swallow others", func(t *testing.T) {
			if r := e.do("GET", pm+"/ChillingUnit/extra?chillingUnitUuid="+unit, tok, nil); r.Status != 404 || r.S("code") != "request.noRoute" {
				t.Errorf("deeper path = %d %s", r.Status, r.Raw)
			}
			if r := e.do("GET", pm+"/ChillingUnit/a/b", "", nil); r.Status != 404 || r.S("code") != "request.noRoute" {
				t.Errorf("deeper path, anonymous = %d %s", r.Status, r.Raw)
			}
			if r := e.do("GET", pm+"/ChillingUnit", tok, nil); r.Status == 200 || r.Status >= 500 {
				t.Errorf("without the slash = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("another organisation's unit and records are not found", func(t *testing.T) {
			warana := e.createRecord(e.admin, recordBody(other, "Warana check", []int{2025, 3, 10, 9, 30, 0}))
			for _, r := range []resp{
				e.do("POST", pm, tok, recordBody(other, "Warana check", []int{2025, 3, 10})),
				e.do("POST", pm, gokul, recordBody(other, "Monthly BMC check", []int{2025, 3, 10})),
				e.do("GET", pm+"/ChillingUnit/?chillingUnitUuid="+other, gokul, nil),
				e.do("GET", pm+"/"+id(warana), gokul, nil),
				e.do("POST", pm, tok, recordBody("no-such-unit", "Monthly BMC check", []int{2025, 3, 10})),
			} {
				if r.Status != 404 {
					t.Errorf("status = %d, want 404 (%s)", r.Status, r.Raw)
				}
			}
			r := e.do("POST", pm, e.admin, recordBody(unit, "Warana check", []int{2025, 3, 10}))
			if r.Status != 400 || r.FieldMessages()["checklistName"] != "There is no checklist template with this name for this chilling unit" {
				t.Errorf("another organisation's template = %d %s", r.Status, r.Raw)
			}
		})
		t.Run("record rules", func(t *testing.T) {
			cases := []struct {
				name, field string
				change      func(map[string]any)
				want        string
			}{
				{"unit", "chillingUnitUuid", func(b map[string]any) { b["chillingUnitUuid"] = "" }, "Select a chilling unit"},
				{"checklist", "checklistName", func(b map[string]any) { b["checklistName"] = " " }, "Select a checklist"},
				{"performed by", "performedBy", func(b map[string]any) { delete(b, "performedBy") }, "Enter who performed the maintenance"},
				{"action date", "actionDate", func(b map[string]any) { b["actionDate"] = nil }, "Enter the action date"},
				{"action date value", "actionDate", func(b map[string]any) { b["actionDate"] = []int{2025, 2, 30} }, "Enter a valid date and time"},
				{"action date text", "actionDate", func(b map[string]any) { b["actionDate"] = "yesterday" }, "Enter a valid date and time"},
				{"action date ahead", "actionDate", func(b map[string]any) { b["actionDate"] = []int{2999, 1, 1} }, "The action date cannot be in the future"},
				{"due date", "dueDate", func(b map[string]any) { b["dueDate"] = []int{2025, 3, 9} }, "The due date cannot be before the action date"},
				{"unknown checklist", "checklistName", func(b map[string]any) { b["checklistName"] = "Weekly" },
					"There is no checklist template with this name for this chilling unit"},
				{"range reading", "taskList[0].subTaskList[0].reading", func(b map[string]any) {
					taskOf(b, 0)["subTaskList"].([]any)[0].(map[string]any)["reading"] = "high"
				}, "Enter a number"},
				{"reading shape", "taskList[1].subTaskList[0].reading", func(b map[string]any) {
					taskOf(b, 1)["subTaskList"].([]any)[0].(map[string]any)["reading"] = map[string]any{"yes": true}
				}, "Enter text, a number or yes/no"},
				{"date shape", "dueDate", func(b map[string]any) { b["dueDate"] = map[string]any{"day": 1} }, "Enter a valid date and time"},
				{"unknown task", "taskList[1].taskName", func(b map[string]any) { taskOf(b, 1)["taskName"] = "Painting" },
					"This task is not in the checklist template"},
				{"unknown sub-task", "taskList[0].subTaskList[1].subTaskName", func(b map[string]any) {
					taskOf(b, 0)["subTaskList"].([]any)[1].(map[string]any)["subTaskName"] = "Vibration"
				}, "This sub task is not in the checklist template"},
				{"sub-task twice", "taskList[0].subTaskList[1].subTaskName", func(b map[string]any) {
					taskOf(b, 0)["subTaskList"].([]any)[1].(map[string]any)["subTaskName"] = "SUCTION PRESSURE"
				}, "This sub task is entered twice"},
			}
			for _, c := range cases {
				t.Run(c.name, func(t *testing.T) {
					body := recordBody(unit, "Monthly BMC check", []int{2025, 3, 10, 9, 30, 0})
					c.change(body)
					r := e.do("POST", pm, tok, body)
					if r.Status != 400 || r.FieldMessages()[c.field] != c.want {
						t.Errorf("%d %s, want %q on %s", r.Status, r.Raw, c.want, c.field)
					}
				})
			}
			fr := e.do("POST", pm, tok, set(recordBody(unit, "Monthly BMC check", []int{2025, 3, 10}), "performedBy", ""), "Accept-Language", "fr")
			if got := fr.FieldMessages()["performedBy"]; got != "Indiquez qui a effectué la maintenance" {
				t.Errorf("French = %q", got)
			}
		})
	})
}
