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

// alertDefinitionsQuery is the language of the alert definitions.
type alertDefinitionsQuery struct {
	Locale string `query:"locale" doc:"fr for French; English otherwise (absent: the Accept-Language header)"`
	Lang   string `header:"Accept-Language"`
}

func (s *Server) metaRoutes() {
	const base = prov + "/metadata"
	const tag = "reference lists"
	for _, name := range MetaLists {
		if _, ok := s.Meta.List(name); !ok {
			panic("api: meta list " + name + " missing from the catalogue")
		}
		register(s, s.op(http.MethodGet, base+"/"+name, "meta-"+name, "Reference list "+name, tag), referenceList{s, name}.get)
	}
	for _, k := range []keyedList{
		{s, "states/{key}", "country", meta.View.States},
		{s, "districts/{key}", "state", meta.View.Districts},
		{s, "deviceAttributes/{key}", "deviceType", meta.View.DeviceAttributes},
		{s, "applicationAttributes/{key}", "deviceType", meta.View.ApplicationAttributes},
		{s, "unitsValueTypes/{key}", "deviceType", meta.View.UnitValueTypes},
	} {
		register(s, s.op(http.MethodGet, base+"/"+k.path, "meta-"+k.path[:len(k.path)-6], "Reference list by "+k.what, tag), k.get)
	}
	register(s, s.op(http.MethodGet, prov+"/productTypes/all", "productTypes", "Chilling unit product types", tag), s.productTypes)
	register(s, s.op(http.MethodGet, Base+"/metaData/alertDefinitions", "alertDefinitions",
		"The FAQ's Alert Definitions table: every alert type with its level, a description and its definition under the default thresholds", tag), s.alertDefinitions)
	register(s, s.op(http.MethodGet, base+"/productTypes/all", "meta-productTypes", "Chilling unit product types", tag), s.productTypes)
}

// referenceList serves the reference list of its name (operation
// meta-<name>) in the caller's language.
type referenceList struct {
	s    *Server
	name string
}

func (l referenceList) get(_ context.Context, in *langInput) (*out[[]meta.Type], error) {
	list, _ := l.s.Meta.Localized(in.Lang).List(l.name)
	return reply(list, nil)
}

// keyedList serves a reference list by a key of what (operation
// meta-<path without /{key}>): the states of a country …
type keyedList struct {
	s          *Server
	path, what string
	list       func(meta.View, string) ([]meta.Type, bool)
}

func (k keyedList) get(_ context.Context, in *keyPath) (*out[[]meta.Type], error) {
	list, ok := k.list(k.s.Meta.Localized(in.Lang), in.Key)
	if !ok {
		return nil, apperr.NotFound(k.what)
	}
	return reply(list, nil)
}

// productTypes answers the chilling unit product types; it serves
// meta-productTypes too.
func (s *Server) productTypes(_ context.Context, in *langInput) (*out[[]meta.ProductType], error) {
	return reply(s.Meta.Localized(in.Lang).ProductTypes(), nil)
}

func (s *Server) alertDefinitions(_ context.Context, in *alertDefinitionsQuery) (*out[[]meta.AlertDefinition], error) {
	l := in.Locale
	if l == "" {
		l = in.Lang
	}
	return reply(meta.AlertDefinitions(l), nil)
}
