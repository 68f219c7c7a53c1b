package api

import (
	"context"
	"net/http"
	"reflect"

	"github.com/danielgtaylor/huma/v2"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/checklist"
	"github.com/chillwatch/chillwatch/internal/paging"
)

type templateIDQuery struct {
	TemplateID int64 `query:"templateId" doc:"id of the template to replace"`
	Body       checklist.Template
}

type unitRecordsQuery struct {
	ChillingUnitUUID string `query:"chillingUnitUuid" doc:"the chilling unit (required)"`
	StartDate        string `query:"startDate" doc:"first day (yyyy-MM-dd, UTC) or instant (RFC 3339), inclusive"`
	EndDate          string `query:"endDate" doc:"last day (yyyy-MM-dd, UTC) or instant (RFC 3339), inclusive"`
}

type recordPath struct {
	ID            int64  `path:"id"`
	ChecklistName string `query:"checklistName" doc:"when given, the record's checklist name must match it"`
}

// textOutput is a plain-text answer.
type textOutput struct {
	ContentType string `header:"Content-Type"`
	Body        []byte
}

// checklistRoutes serves checklist templates and preventive-maintenance records.
func (s *Server) checklistRoutes() {
	reg := s.api.OpenAPI().Components.Schemas
	reg.RegisterTypeAlias(reflect.TypeFor[checklist.Value](), reflect.TypeFor[valueSchema]())
	reg.RegisterTypeAlias(reflect.TypeFor[checklist.DateTime](), reflect.TypeFor[dateTimeSchema]())
	reg.RegisterTypeAlias(reflect.TypeFor[checklist.Reading](), reflect.TypeFor[readingSchema]())

	const base = prov + "/template"
	const tag = "checklist templates"
	register(s, s.op(http.MethodGet, base, "listChecklistTemplates",
		"Page the checklist templates usable at an organisation (the caller's own unless orgName is given): its own and those of the organisations above it", tag), s.listChecklistTemplates)
	register(s, s.op(http.MethodPost, base, "createChecklistTemplate", "Create a checklist template in an organisation (the caller's own unless orgName is given)", tag), s.createChecklistTemplate)
	register(s, s.op(http.MethodPut, base, "updateChecklistTemplate", "Replace a checklist template; task and sub-task ids sent back are kept", tag), s.updateChecklistTemplate)
	register(s, s.op(http.MethodGet, base+"/{id}", "getChecklistTemplate", "Get a checklist template by id", tag), s.getChecklistTemplate)

	const pm = Base + "/preventive_maintenance"
	const pmTag = "preventive maintenance"
	create := s.op(http.MethodPost, pm, "createMaintenanceRecord",
		"Enter a preventive-maintenance record against a chilling unit; answers the text \""+checklist.CreatedText+"\"", pmTag)
	create.DefaultStatus = http.StatusOK // as every other create of the API
	create.Responses = map[string]*huma.Response{"200": {Description: "The record was entered", Content: map[string]*huma.MediaType{
		"text/plain": {Schema: &huma.Schema{Type: huma.TypeString, Enum: []any{checklist.CreatedText}}},
	}}}
	register(s, create, s.createMaintenanceRecord)
	// The path ends in a slash, as the console calls it. The mux takes such
	// a pattern as a prefix: deeper paths are sent to the JSON 404 instead.
	const unitRecords = pm + "/ChillingUnit/"
	register(s, s.op(http.MethodGet, unitRecords, "listUnitMaintenanceRecords",
		"The records of a chilling unit whose action date is in a range, newest first (at most 5000)", pmTag), s.listUnitMaintenanceRecords)
	for _, below := range []string{"{rest}", "{rest}/"} {
		s.mux.Handle(http.MethodGet+" "+unitRecords+below, http.HandlerFunc(s.apiNotFound))
	}
	register(s, s.op(http.MethodGet, pm+"/{id}", "getMaintenanceRecord", "Get a preventive-maintenance record by id", pmTag), s.getMaintenanceRecord)
}

func (s *Server) listChecklistTemplates(ctx context.Context, in *orgPageQuery) (*out[paging.Page[checklist.Template]], error) {
	return reply(s.Checklists.ListTemplates(ctx, principal(ctx), in.OrgName, in.request()))
}

func (s *Server) createChecklistTemplate(ctx context.Context, in *struct{ Body checklist.Template }) (*out[*checklist.Template], error) {
	return reply(s.Checklists.CreateTemplate(ctx, principal(ctx), in.Body))
}

func (s *Server) updateChecklistTemplate(ctx context.Context, in *templateIDQuery) (*out[*checklist.Template], error) {
	if in.TemplateID == 0 {
		return nil, apperr.Invalid("templateId", "common.required")
	}
	return reply(s.Checklists.UpdateTemplate(ctx, principal(ctx), in.TemplateID, in.Body))
}

func (s *Server) getChecklistTemplate(ctx context.Context, in *idPath) (*out[*checklist.Template], error) {
	return reply(s.Checklists.GetTemplate(ctx, principal(ctx), in.ID))
}

// createMaintenanceRecord enters a record and answers the text
// checklist.CreatedText.
func (s *Server) createMaintenanceRecord(ctx context.Context, in *struct{ Body checklist.Record }) (*textOutput, error) {
	if _, err := s.Checklists.CreateRecord(ctx, principal(ctx), in.Body); err != nil {
		return nil, err
	}
	return &textOutput{ContentType: "text/plain; charset=utf-8", Body: []byte(checklist.CreatedText)}, nil
}

func (s *Server) listUnitMaintenanceRecords(ctx context.Context, in *unitRecordsQuery) (*out[[]checklist.Record], error) {
	return reply(s.Checklists.UnitRecords(ctx, principal(ctx), in.ChillingUnitUUID, in.StartDate, in.EndDate))
}

func (s *Server) getMaintenanceRecord(ctx context.Context, in *recordPath) (*out[*checklist.Record], error) {
	return reply(s.Checklists.GetRecord(ctx, principal(ctx), in.ID, in.ChecklistName))
}

// nullSchema is the JSON Schema of null. Huma does not check this type, so a
// field whose schema lists it takes any JSON and the checklist rules name
// what is wrong with their own messages; the other branches document the
// shapes for the OpenAPI document and the console's types.
var nullSchema = &huma.Schema{Type: "null"}

// valueSchema documents checklist.Value.
type valueSchema struct{}

func (valueSchema) Schema(huma.Registry) *huma.Schema {
	str := &huma.Schema{Type: huma.TypeString}
	numOrText := &huma.Schema{AnyOf: []*huma.Schema{{Type: huma.TypeNumber}, str}}
	return &huma.Schema{
		Description: "Follows taskType: SELECT → [{name, value}]; COST → [\"₹ 500\", …]; RANGE → {minValue, maxValue, type} " +
			"(numeric text is accepted and answered as a number); BOOLEAN → null.",
		AnyOf: []*huma.Schema{
			{Type: huma.TypeArray, Items: &huma.Schema{Type: huma.TypeObject, Properties: map[string]*huma.Schema{"name": str, "value": str}}},
			{Type: huma.TypeArray, Items: str},
			{Type: huma.TypeObject, Properties: map[string]*huma.Schema{"minValue": numOrText, "maxValue": numOrText, "type": str}},
			nullSchema,
		},
	}
}

// dateTimeSchema documents checklist.DateTime.
type dateTimeSchema struct{}

func (dateTimeSchema) Schema(huma.Registry) *huma.Schema {
	return &huma.Schema{
		Description: "[year, month, day, hour, minute, second] in UTC. On input also 3 to 7 numbers, or a string: " +
			"RFC 3339, or yyyy-MM-dd['T'HH:mm[:ss]] read as UTC.",
		AnyOf: []*huma.Schema{
			{Type: huma.TypeArray, Items: &huma.Schema{Type: huma.TypeInteger}, MinItems: new(3), MaxItems: new(7)},
			{Type: huma.TypeString},
			nullSchema,
		},
	}
}

// readingSchema documents checklist.Reading.
type readingSchema struct{}

func (readingSchema) Schema(huma.Registry) *huma.Schema {
	return &huma.Schema{
		Description: "What was found: text, a number (RANGE sub-tasks need one) or yes/no; null when left blank.",
		AnyOf:       []*huma.Schema{{Type: huma.TypeString}, {Type: huma.TypeNumber}, {Type: huma.TypeBoolean}, nullSchema},
	}
}
