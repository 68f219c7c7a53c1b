package api_test

import (
	"net/url"
	"testing"

	"github.com/chillwatch/chillwatch/internal/analytics"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

const ana = "/authgateway/analyticService"

// The rating template's rules on the server (spec 03 §5, §6): every level's
// weightages sum to 100, and only a user with 15 privileges may save.
func TestRatingTemplateRules(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		e := newEnv(t, db)
		e.twoDairies(false)
		e.createUser(e.admin, userBody("gokul.admin", "Gokul", "Administrator"))
		fourteen := auth.Catalogue[1:15]
		e.createRole(e.admin, "Gokul", "Almost all", fourteen...)
		e.createUser(e.admin, userBody("gokul.fourteen", "Gokul", "Almost all"))
		e.createRole(e.admin, "Gokul", "Fifteen", auth.Catalogue[1:16]...)
		e.createUser(e.admin, userBody("gokul.fifteen", "Gokul", "Fifteen"))
		strong, weak, fifteen := e.login("gokul.admin", "Secret123"), e.login("gokul.fourteen", "Secret123"), e.login("gokul.fifteen", "Secret123")
		put := ana + "/rating/attributes/update"

		t.Run("below 15 privileges the template is read-only, on the server too", func(t *testing.T) {
			got := e.must("GET", ana+"/rating/attributes", weak, nil)
			if got.M()["editable"] != false || got.M()["inherited"] != true {
				t.Errorf("template for 14 privileges: %s", got.Raw)
			}
			r := e.do("PUT", put, weak, analytics.DefaultTemplate())
			if r.Status != 403 || r.S("code") != "rating.template.privileges" {
				t.Errorf("save with 14 privileges: %d %s, want 403 rating.template.privileges", r.Status, r.Raw)
			}
			if r := e.do("PUT", put, fifteen, analytics.DefaultTemplate()); r.Status != 200 {
				t.Errorf("save with 15 privileges: %d %s", r.Status, r.Raw)
			}
		})

		const sumMsg = "Sum of the higlighted values should be 100"
		for _, c := range []struct {
			name  string
			edit  func(n *analytics.RatingAttribute)
			field string
			msg   string
		}{
			{"the root is 100", func(n *analytics.RatingAttribute) { n.Weightage = 90 }, "weightage", sumMsg},
			{"the first level sums to 100", func(n *analytics.RatingAttribute) { n.Children[0].Weightage = 41 }, "children", sumMsg},
			{"the second level sums to 100", func(n *analytics.RatingAttribute) { n.Children[1].Children[0].Weightage = 59 }, "children[1].children", sumMsg},
			{"the third level sums to 100", func(n *analytics.RatingAttribute) { n.Children[2].Children[2].Children[1].Weightage = 39 },
				"children[2].children[2].children", sumMsg},
			{"a weightage is 0–100", func(n *analytics.RatingAttribute) {
				n.Children[0].Children[0].Children[0].Weightage, n.Children[0].Children[0].Children[1].Weightage = 150, -50
			}, "children[0].children[0].children[0].weightage", "A weightage is a whole number from 0 to 100"},
			{"the attributes stay", func(n *analytics.RatingAttribute) { n.Children[0].AttributeName = "Renamed" }, "attributes",
				"The template must keep the attributes of the current one, three levels deep, each leaf rating a known KPI"},
			{"three levels deep", func(n *analytics.RatingAttribute) {
				n.Children[1].Children[0].Children[0].Children = []*analytics.RatingAttribute{}
				n.Children[1].Children[0].Children[0].KPI = ""
			},
				"children[1].children[0].children[0].kpi", "The template must keep the attributes of the current one, three levels deep, each leaf rating a known KPI"},
		} {
			t.Run(c.name, func(t *testing.T) {
				tpl := analytics.DefaultTemplate()
				c.edit(tpl)
				r := e.do("PUT", put, strong, tpl)
				if r.Status != 400 {
					t.Fatalf("status %d %s, want 400", r.Status, r.Raw)
				}
				if got := r.FieldMessages()[c.field]; got != c.msg {
					t.Errorf("%s: %q, want %q (%s)", c.field, got, c.msg, r.Raw)
				}
			})
		}

		t.Run("a good template is saved and inherited by the sub-organisation", func(t *testing.T) {
			tpl := analytics.DefaultTemplate()
			tpl.Children[0].Weightage, tpl.Children[2].Weightage = 50, 20
			got := e.must("PUT", put+"?organization=Gokul", strong, tpl)
			if got.M()["inherited"] != false {
				t.Errorf("saved template: %s", got.Raw)
			}
			sub := e.must("GET", ana+"/rating/attributes?organization=KothrudCC", strong, nil)
			root := sub.M()["attributes"].(map[string]any)
			if sub.M()["inherited"] != true || sub.S("from") != "Gokul" || root["children"].([]any)[0].(map[string]any)["weightage"].(float64) != 50 {
				t.Errorf("sub-organisation's template: %s", sub.Raw)
			}
		})

		t.Run("GET's answer sent back whole is saved: its attributes, for its organisation", func(t *testing.T) {
			answer := e.must("GET", ana+"/rating/attributes?organization=KothrudCC", strong, nil).M()
			answer["inherited"], answer["from"] = true, "Gokul" // as read: read-only, ignored
			root := answer["attributes"].(map[string]any)
			first := root["children"].([]any)
			first[0].(map[string]any)["weightage"], first[2].(map[string]any)["weightage"] = 30.0, 40.0
			saved := e.must("PUT", put, strong, answer)
			if saved.S("organization") != "KothrudCC" || saved.M()["inherited"] != false ||
				saved.M()["attributes"].(map[string]any)["children"].([]any)[2].(map[string]any)["weightage"].(float64) != 40 {
				t.Errorf("saved: %s", saved.Raw)
			}
			if got := e.must("GET", ana+"/rating/attributes?organization=Gokul", strong, nil); got.M()["attributes"].(map[string]any)["children"].([]any)[0].(map[string]any)["weightage"].(float64) != 50 {
				t.Errorf("the parent's template changed: %s", got.Raw)
			}
		})

		t.Run("the chart's form messages", func(t *testing.T) {
			r := e.do("GET", ana+"/chart/getChartData?chartId=home_page_chart", strong, nil)
			want := map[string]string{"order": "Please Select Order", "limit": "Please Select Limit", "attribute": "Please Select Attribute"}
			got := r.FieldMessages()
			for f, m := range want {
				if got[f] != m {
					t.Errorf("%s: %q, want %q (%s)", f, got[f], m, r.Raw)
				}
			}
			ok := e.must("GET", ana+"/chart/getChartData?chartId=home_page_chart&order=Top&limit=10&attribute=By%20Chilling%20Duration&ratingWise=false", strong, nil)
			if ok.S("unit") != "s" || ok.M()["limit"].(float64) != 10 {
				t.Errorf("chart: %s", ok.Raw)
			}
			meta := e.must("GET", ana+"/metaData/chart/getMetaData/home_page_chart", strong, nil)
			if meta.S("defaultAttribute") != "By Chilling Utilization" || meta.S("initialAttribute") != "By Chilling Duration" || meta.S("defaultOrder") != "Top" {
				t.Errorf("metadata: %s", meta.Raw)
			}
			if r := e.do("GET", ana+"/metaData/chart/getMetaData/other_chart", strong, nil); r.Status != 404 {
				t.Errorf("unknown chart: %d", r.Status)
			}
		})

		t.Run("the rating form's messages (spec 03 §5)", func(t *testing.T) {
			for path, field := range map[string]string{
				"/rating/ratingDetails/%20/2026-01-01/2026-01-31":                               "chillingUnitUuid",
				"/rating/ratingDetails/00000000-0000-0000-0000-000000000000/%20/2026-01-31":     "startTime",
				"/orgRating/tree?startTime=2026-01-01&organization=" + url.QueryEscape("Gokul"): "endTime",
			} {
				r := e.do("GET", ana+path, strong, nil)
				if r.Status != 400 || r.FieldMessages()[field] != "This Field is Required" {
					t.Errorf("%s = %d %s, want %s: This Field is Required", path, r.Status, r.Raw, field)
				}
			}
			r := e.do("GET", ana+"/rating/ratingDetails/00000000-0000-0000-0000-000000000000/2026-01-01/2026-01-31", strong, nil)
			if r.Status != 404 || r.S("message") != "The requested chilling unit was not found." {
				t.Errorf("unknown unit = %d %s", r.Status, r.Raw)
			}
		})
	})
}
