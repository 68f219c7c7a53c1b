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

type keyPath struct {
	Key string `path:"key"`
}

func (s *Server) metaRoutes() {
	const base = prov + "/metadata"
	const tag = "reference lists"
	for _, name := range MetaLists {
		list, ok := s.Meta.List(name)
		if !ok {
			panic("api: meta list " + name + " missing from the catalogue")
		}
		register(s, s.op(http.MethodGet, base+"/"+name, "meta-"+name, "Reference list "+name, tag),
			func(context.Context, *struct{}) (*out[[]meta.Type], error) { return reply(list, nil) })
	}
	keyed := []struct {
		path, what string
		get        func(string) ([]meta.Type, bool)
	}{
		{"states/{key}", "country", s.Meta.States},
		{"districts/{key}", "state", s.Meta.Districts},
		{"deviceAttributes/{key}", "deviceType", s.Meta.DeviceAttributes},
		{"applicationAttributes/{key}", "deviceType", s.Meta.ApplicationAttributes},
		{"unitsValueTypes/{key}", "deviceType", s.Meta.UnitValueTypes},
	}
	for _, k := range keyed {
		register(s, s.op(http.MethodGet, base+"/"+k.path, "meta-"+k.path[:len(k.path)-6], "Reference list by "+k.what, tag),
			func(_ context.Context, in *keyPath) (*out[[]meta.Type], error) {
				list, ok := k.get(in.Key)
				if !ok {
					return nil, apperr.NotFound(k.what)
				}
				return reply(list, nil)
			})
	}
	products := func(context.Context, *struct{}) (*out[[]meta.ProductType], error) {
		return reply(s.Meta.ProductTypes(), nil)
	}
	register(s, s.op(http.MethodGet, prov+"/productTypes/all", "productTypes", "Chilling unit product types", tag), products)
	register(s, s.op(http.MethodGet, base+"/productTypes/all", "meta-productTypes", "Chilling unit product types", tag), products)
}
