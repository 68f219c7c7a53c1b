package api

import (
	"context"
	"net/http"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/meta"
)

// MetaLists are the fixed reference lists, served at metadata/{name}.
var MetaLists = []string{
	"orgTypes", "subOrgTypes", "countryCodesTypes", "genderTypes", "countryTypes", "salutationTypes",
	"user/alertLanguages", "user/issueTypes", "alertTypes", "locale", "timeZones", "methodOfCooling",
	"chillingunit/vendors", "checklist/checklistValueTypes", "monitoringDeviceTypes", "powerSenseTypes",
}

// langInput is the caller's language: the lists' display names are in
// French or English.
type langInput struct {
	Lang string `header:"Accept-Language" doc:"language of the display names: French (fr) or English, the default; typeName is the same in both"`
}

type keyPath struct {
	Key  string `path:"key"`
	Lang string `header:"Accept-Language" doc:"language of the display names: French (fr) or English, the default; typeName is the same in both"`
}

func (s *Server) metaRoutes() {
	const base = prov + "/metadata"
	const tag = "reference lists"
	for _, name := range MetaLists {
		if _, ok := s.Meta.List(name); !ok {
			panic("api: meta list " + name + " missing from the catalogue")
		}
		register(s, s.op(http.MethodGet, base+"/"+name, "meta-"+name, "Reference list "+name, tag),
			func(_ context.Context, in *langInput) (*out[[]meta.Type], error) {
				list, _ := s.Meta.Localized(in.Lang).List(name)
				return reply(list, nil)
			})
	}
	keyed := []struct {
		path, what string
		get        func(meta.View, string) ([]meta.Type, bool)
	}{
		{"states/{key}", "country", meta.View.States},
		{"districts/{key}", "state", meta.View.Districts},
		{"deviceAttributes/{key}", "deviceType", meta.View.DeviceAttributes},
		{"applicationAttributes/{key}", "deviceType", meta.View.ApplicationAttributes},
		{"unitsValueTypes/{key}", "deviceType", meta.View.UnitValueTypes},
	}
	for _, k := range keyed {
		register(s, s.op(http.MethodGet, base+"/"+k.path, "meta-"+k.path[:len(k.path)-6], "Reference list by "+k.what, tag),
			func(_ context.Context, in *keyPath) (*out[[]meta.Type], error) {
				list, ok := k.get(s.Meta.Localized(in.Lang), in.Key)
				if !ok {
					return nil, apperr.NotFound(k.what)
				}
				return reply(list, nil)
			})
	}
	products := func(_ context.Context, in *langInput) (*out[[]meta.ProductType], error) {
		return reply(s.Meta.Localized(in.Lang).ProductTypes(), nil)
	}
	register(s, s.op(http.MethodGet, prov+"/productTypes/all", "productTypes", "Chilling unit product types", tag), products)
	register(s, s.op(http.MethodGet, Base+"/metaData/alertDefinitions", "alertDefinitions",
		"The FAQ's Alert Definitions table: every alert type with its level, a description and its definition under the default thresholds", tag),
		func(_ context.Context, in *struct {
			Locale string `query:"locale" doc:"fr for French; English otherwise (absent: the Accept-Language header)"`
			Lang   string `header:"Accept-Language"`
		}) (*out[[]meta.AlertDefinition], error) {
			l := in.Locale
			if l == "" {
				l = in.Lang
			}
			return reply(meta.AlertDefinitions(l), nil)
		})
	register(s, s.op(http.MethodGet, base+"/productTypes/all", "meta-productTypes", "Chilling unit product types", tag), products)
}
