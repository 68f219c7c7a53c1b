package checklist

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// fields maps each field of a validation error to its code.
func fields(t *testing.T, err error) map[string]string {
	t.Helper()
	out := map[string]string{}
	var e *apperr.Error
	if err != nil && !errors.As(err, &e) {
		t.Fatalf("error %v is not an apperr.Error", err)
	}
	if e != nil {
		for _, f := range e.Fields {
			out[f.Field] = f.Code
		}
	}
	return out
}

func mustTemplate(t *testing.T, js string) Template {
	t.Helper()
	var tm Template
	if err := json.Unmarshal([]byte(js), &tm); err != nil {
		t.Fatal(err)
	}
	return tm
}

func TestValidateTemplateValues(t *testing.T) {
	tests := []struct {
		name, taskType, value string
		want                  map[string]string // field under taskList[0].subTasks[0]. → code
		answer                string            // the value as answered, when valid
	}{
		{"select", "select", `[{"name":" Yes ","value":"y"},{"name":"No","value":0}]`, nil, `[{"name":"Yes","value":"y"},{"name":"No","value":"0"}]`},
		{"select empty", "SELECT", `[]`, map[string]string{"subTaskValue": "checklist.select.required"}, ""},
		{"select blank entry", "SELECT", `[{}]`, map[string]string{"subTaskValue[0].name": "checklist.select.name.required",
			"subTaskValue[0].value": "checklist.select.value.required"}, ""},
		{"select duplicates", "SELECT", `[{"name":"a","value":"1"},{"name":"A","value":"1"}]`,
			map[string]string{"subTaskValue[1].name": "checklist.select.name.taken", "subTaskValue[1].value": "checklist.select.value.taken"}, ""},
		{"select object", "SELECT", `{"name":"a"}`, map[string]string{"subTaskValue": "checklist.subTaskValue.invalid"}, ""},
		{"cost", "COST", `["₹ 500", " ₹ 750 "]`, nil, `["₹ 500","₹ 750"]`},
		{"cost missing", "COST", `null`, map[string]string{"subTaskValue": "checklist.cost.required"}, ""},
		{"cost duplicate", "COST", `["₹ 500","₹ 500 "]`, map[string]string{"subTaskValue[1]": "checklist.cost.taken"}, ""},
		{"range", "RANGE", `{"minValue":"2.5","maxValue":4,"type":"°C"}`, nil, `{"minValue":2.5,"maxValue":4,"type":"°C"}`},
		{"range blank", "RANGE", `null`, map[string]string{"subTaskValue.minValue": "checklist.range.minValue.required",
			"subTaskValue.maxValue": "checklist.range.maxValue.required", "subTaskValue.type": "checklist.range.type.required"}, ""},
		{"range not finite", "RANGE", `{"minValue":"NaN","maxValue":"Inf","type":"x"}`, map[string]string{
			"subTaskValue.minValue": "checklist.range.minValue.invalid", "subTaskValue.maxValue": "checklist.range.maxValue.invalid"}, ""},
		{"range order", "RANGE", `{"minValue":5,"maxValue":4,"type":"x"}`, map[string]string{"subTaskValue.minValue": "checklist.range.order"}, ""},
		{"boolean drops a leftover value", "boolean", `[{"name":"a","value":"b"}]`, nil, `null`},
		{"unknown type", "TEXT", `null`, map[string]string{"taskType": "checklist.taskType.unknown"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tm := mustTemplate(t, `{"checklistName":"C","checklistDescription":"D","taskList":[{"taskName":"T","subTasks":[
				{"subTaskName":"S","subTaskDescription":"D","taskType":"`+tt.taskType+`","subTaskValue":`+tt.value+`}]}]}`)
			got := fields(t, validateTemplate(&tm))
			want := map[string]string{}
			for f, c := range tt.want {
				want["taskList[0].subTasks[0]."+f] = c
			}
			if len(got) != len(want) {
				t.Fatalf("errors = %v, want %v", got, want)
			}
			for f, c := range want {
				if got[f] != c {
					t.Errorf("%s = %q, want %q", f, got[f], c)
				}
			}
			if tt.answer != "" {
				b, _ := json.Marshal(tm.TaskList[0].SubTasks[0].SubTaskValue)
				if string(b) != tt.answer {
					t.Errorf("value = %s, want %s", b, tt.answer)
				}
			}
		})
	}
}

func TestAssignIDs(t *testing.T) {
	prev := mustTemplate(t, `{"taskList":[{"taskId":1,"subTasks":[{"subTaskId":1},{"subTaskId":2}]},{"taskId":2,"subTasks":[{"subTaskId":3}]}]}`)
	// Task 2 is kept and moved first, sub-task 3 moves into it, an unknown
	// id (9) and a repeated id (3) get new ones, task 1 is dropped.
	next := mustTemplate(t, `{"taskList":[{"taskId":2,"subTasks":[{"subTaskId":3},{"subTaskId":9}]},{"taskId":2,"subTasks":[{"subTaskId":3},{"subTaskId":1}]}]}`)
	assignIDs(&next, &prev)
	var tasks, subs []int64
	for _, task := range next.TaskList {
		tasks = append(tasks, task.TaskID)
		for _, st := range task.SubTasks {
			subs = append(subs, st.SubTaskID)
		}
	}
	if !slices.Equal(tasks, []int64{2, 3}) || !slices.Equal(subs, []int64{3, 4, 5, 1}) {
		t.Errorf("task ids %v, sub-task ids %v; want [2 3], [3 4 5 1]", tasks, subs)
	}
	fresh := mustTemplate(t, `{"taskList":[{"taskId":7,"subTasks":[{"subTaskId":7},{}]}]}`)
	assignIDs(&fresh, nil)
	if fresh.TaskList[0].TaskID != 1 || fresh.TaskList[0].SubTasks[1].SubTaskID != 2 {
		t.Errorf("new template ids = %+v", fresh.TaskList)
	}
}

func TestDateTime(t *testing.T) {
	tests := []struct {
		in   string
		want string // answered form; "" for invalid, "null" for none
	}{
		{`[2025,3,10,9,30,15]`, `[2025,3,10,9,30,15]`},
		{`[2025,3,10,9,30]`, `[2025,3,10,9,30,0]`},
		{`[2025,3,10]`, `[2025,3,10,0,0,0]`},
		{`[2025,3,10,9,30,15,500000000]`, `[2025,3,10,9,30,15]`},
		{`[2025,2,29]`, ``},
		{`[2025,13,1]`, ``},
		{`[2025,3,10,24,0]`, ``},
		{`[2025,3,10.5]`, ``},
		{`[2025,3]`, ``},
		{`"2025-03-11T05:00:00+05:30"`, `[2025,3,10,23,30,0]`},
		{`"2025-03-10T09:30:15.9Z"`, `[2025,3,10,9,30,15]`},
		{`"2025-03-10T09:30"`, `[2025,3,10,9,30,0]`},
		{`"2025-03-10"`, `[2025,3,10,0,0,0]`},
		{`"10/03/2025"`, ``},
		{`true`, ``},
		{`null`, `null`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var d DateTime
			if err := json.Unmarshal([]byte(tt.in), &d); err != nil {
				t.Fatalf("unmarshal: %v", err)
			}
			if tt.want == "" {
				if d.Valid() {
					t.Errorf("%s read as %v, want invalid", tt.in, d.Time())
				}
				return
			}
			b, _ := json.Marshal(d)
			if !d.Valid() || string(b) != tt.want {
				t.Errorf("%s → %s (valid %v), want %s", tt.in, b, d.Valid(), tt.want)
			}
		})
	}
}

func TestValidateRecordDates(t *testing.T) {
	now := time.Date(2025, 3, 10, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		action, due string
		want        map[string]string
	}{
		{`[2025,3,10,9,0,0]`, `[2025,4,10]`, nil},
		{`[2025,3,11,11,0,0]`, `null`, nil}, // within a day ahead
		{`[2025,3,11,12,0,1]`, `null`, map[string]string{"actionDate": "maintenance.actionDate.future"}},
		{`null`, `null`, map[string]string{"actionDate": "maintenance.actionDate.required"}},
		{`[2025,3,10]`, `[2025,3,9]`, map[string]string{"dueDate": "maintenance.dueDate.beforeAction"}},
		{`[2025,3,10]`, `"soon"`, map[string]string{"dueDate": "maintenance.date.invalid"}},
	}
	for _, tt := range tests {
		t.Run(tt.action+" "+tt.due, func(t *testing.T) {
			var r Record
			js := `{"chillingUnitUuid":"u","checklistName":"c","performedBy":"p","actionDate":` + tt.action + `,"dueDate":` + tt.due + `}`
			if err := json.Unmarshal([]byte(js), &r); err != nil {
				t.Fatal(err)
			}
			got := fields(t, validateRecord(&r, now))
			if len(got) != len(tt.want) {
				t.Fatalf("errors = %v, want %v", got, tt.want)
			}
			for f, c := range tt.want {
				if got[f] != c {
					t.Errorf("%s = %q, want %q", f, got[f], c)
				}
			}
		})
	}
}

func TestFillTasks(t *testing.T) {
	tmpl := mustTemplate(t, `{"taskList":[{"taskName":"Cooling","subTasks":[
		{"subTaskName":"Milk temperature","taskType":"RANGE","subTaskValue":{"minValue":2,"maxValue":4,"type":"°C"}},
		{"subTaskName":"Agitator","taskType":"BOOLEAN"}]}]}`)
	var in []RecordTask
	if err := json.Unmarshal([]byte(`[{"taskName":"cooling","subTaskList":[{"subTaskName":"MILK TEMPERATURE","reading":" 6.5 ","comment":" warm "}]}]`), &in); err != nil {
		t.Fatal(err)
	}
	out, err := fillTasks(&tmpl, in)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(out)
	want := `[{"taskName":"Cooling","subTaskList":[{"subTaskName":"Milk temperature","reading":6.5,"taskType":"RANGE",` +
		`"taskValue":{"minValue":2,"maxValue":4,"type":"°C"},"comment":" warm "},` + // trimmed by normaliseRecord, before
		`{"subTaskName":"Agitator","reading":null,"taskType":"BOOLEAN","taskValue":null,"comment":""}]}]`
	if string(b) != want {
		t.Errorf("filled = %s\nwant     %s", b, want)
	}
}
