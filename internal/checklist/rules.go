package checklist

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// key is the comparison form of a name: trimmed, inner spaces collapsed,
// lower case.
func key(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

// normaliseTemplate trims every text field and upper-cases the task types.
func normaliseTemplate(t *Template) {
	t.OrgName = strings.TrimSpace(t.OrgName)
	t.ChecklistName = strings.TrimSpace(t.ChecklistName)
	t.ChecklistDescription = strings.TrimSpace(t.ChecklistDescription)
	for i := range t.TaskList {
		task := &t.TaskList[i]
		task.TaskName = strings.TrimSpace(task.TaskName)
		for j := range task.SubTasks {
			st := &task.SubTasks[j]
			st.SubTaskName = strings.TrimSpace(st.SubTaskName)
			st.SubTaskDescription = strings.TrimSpace(st.SubTaskDescription)
			st.TaskType = strings.ToUpper(strings.TrimSpace(st.TaskType))
		}
	}
}

// validateTemplate applies the template editor's rules of spec 02 §5 field
// by field, and turns each sub-task value into the typed form of its task
// type. Field paths follow the body: "taskList[0].subTasks[1].subTaskValue[2].name".
func validateTemplate(t *Template) error {
	normaliseTemplate(t)
	var v apperr.Validator
	if v.Required("checklistName", t.ChecklistName, "checklist.checklistName.required") {
		v.Check(apperr.Len(t.ChecklistName) <= MaxName, "checklistName", "common.tooLong")
	}
	if v.Required("checklistDescription", t.ChecklistDescription, "checklist.checklistDescription.required") {
		v.Check(apperr.Len(t.ChecklistDescription) <= MaxText, "checklistDescription", "common.tooLong")
	}
	switch {
	case len(t.TaskList) == 0:
		v.Add("taskList", "checklist.taskList.required")
	case len(t.TaskList) > MaxTasks:
		v.Add("taskList", "checklist.taskList.max", map[string]any{"Max": MaxTasks})
	}
	tasks := map[string]bool{}
	for i := range t.TaskList {
		task := &t.TaskList[i]
		f := fmt.Sprintf("taskList[%d].", i)
		if v.Required(f+"taskName", task.TaskName, "checklist.taskName.required") {
			v.Check(apperr.Len(task.TaskName) <= MaxName, f+"taskName", "common.tooLong")
			v.Check(!tasks[key(task.TaskName)], f+"taskName", "checklist.taskName.taken")
			tasks[key(task.TaskName)] = true
		}
		switch {
		case len(task.SubTasks) == 0:
			v.Add(f+"subTasks", "checklist.subTasks.required")
		case len(task.SubTasks) > MaxSubTasks:
			v.Add(f+"subTasks", "checklist.subTasks.max", map[string]any{"Max": MaxSubTasks})
		}
		names := map[string]bool{}
		for j := range task.SubTasks {
			validateSubTask(&v, fmt.Sprintf("%ssubTasks[%d].", f, j), &task.SubTasks[j], names)
		}
	}
	return v.Err()
}

func validateSubTask(v *apperr.Validator, f string, st *SubTask, names map[string]bool) {
	if v.Required(f+"subTaskName", st.SubTaskName, "checklist.subTaskName.required") {
		v.Check(apperr.Len(st.SubTaskName) <= MaxName, f+"subTaskName", "common.tooLong")
		v.Check(!names[key(st.SubTaskName)], f+"subTaskName", "checklist.subTaskName.taken")
		names[key(st.SubTaskName)] = true
	}
	if v.Required(f+"subTaskDescription", st.SubTaskDescription, "checklist.subTaskDescription.required") {
		v.Check(apperr.Len(st.SubTaskDescription) <= MaxText, f+"subTaskDescription", "common.tooLong")
	}
	if !v.Required(f+"taskType", st.TaskType, "checklist.taskType.required") {
		return
	}
	if !slices.Contains(TaskTypes, st.TaskType) {
		v.Add(f+"taskType", "checklist.taskType.unknown")
		return
	}
	field, raw := f+"subTaskValue", st.SubTaskValue.json()
	switch st.TaskType {
	case TypeSelect:
		st.SubTaskValue = Value{Options: selectValue(v, field, raw)}
	case TypeCost:
		st.SubTaskValue = Value{Costs: costValue(v, field, raw)}
	case TypeRange:
		st.SubTaskValue = Value{Range: rangeValue(v, field, raw)}
	default: // BOOLEAN takes no value; a leftover of another type is dropped.
		st.SubTaskValue = Value{}
	}
}

// entries reads a JSON list for SELECT and COST, reporting a missing, empty
// or too long one.
func entries(v *apperr.Validator, field string, raw json.RawMessage, requiredCode string) ([]any, bool) {
	var list []any
	if isNull(raw) {
		v.Add(field, requiredCode)
		return nil, false
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		v.Add(field, "checklist.subTaskValue.invalid")
		return nil, false
	}
	switch {
	case len(list) == 0:
		v.Add(field, requiredCode)
		return nil, false
	case len(list) > MaxEntries:
		v.Add(field, "checklist.entries.max", map[string]any{"Max": MaxEntries})
		return nil, false
	}
	return list, true
}

// selectValue checks SELECT options: each needs a name and a value, each
// unique among the options.
func selectValue(v *apperr.Validator, field string, raw json.RawMessage) []Option {
	list, ok := entries(v, field, raw, "checklist.select.required")
	if !ok {
		return []Option{}
	}
	opts := make([]Option, len(list))
	names, values := map[string]bool{}, map[string]bool{}
	for k, item := range list {
		ef := fmt.Sprintf("%s[%d].", field, k)
		m, isObj := item.(map[string]any)
		if !isObj {
			v.Add(field, "checklist.subTaskValue.invalid")
			continue
		}
		name, okName := text(m["name"])
		value, okValue := text(m["value"])
		if !okName {
			name = ""
		}
		if !okValue {
			value = ""
		}
		opts[k] = Option{Name: name, Value: value}
		if v.Required(ef+"name", name, "checklist.select.name.required") {
			v.Check(apperr.Len(name) <= MaxName, ef+"name", "common.tooLong")
			v.Check(!names[key(name)], ef+"name", "checklist.select.name.taken")
			names[key(name)] = true
		}
		if v.Required(ef+"value", value, "checklist.select.value.required") {
			v.Check(apperr.Len(value) <= MaxName, ef+"value", "common.tooLong")
			v.Check(!values[key(value)], ef+"value", "checklist.select.value.taken")
			values[key(value)] = true
		}
	}
	return opts
}

// costValue checks COST entries: currency strings ("INR", "₹ 500"), each
// required and unique (spec 02 §5).
func costValue(v *apperr.Validator, field string, raw json.RawMessage) []string {
	list, ok := entries(v, field, raw, "checklist.cost.required")
	if !ok {
		return []string{}
	}
	costs := make([]string, len(list))
	seen := map[string]bool{}
	for k, item := range list {
		ef := fmt.Sprintf("%s[%d]", field, k)
		s, isText := text(item)
		if !isText {
			s = ""
		}
		costs[k] = s
		if !v.Required(ef, s, "checklist.cost.required") {
			continue
		}
		v.Check(apperr.Len(s) <= 50, ef, "common.tooLong")
		v.Check(!seen[key(s)], ef, "checklist.cost.taken")
		seen[key(s)] = true
	}
	return costs
}

// rangeValue checks a RANGE: numeric bounds, min below max, and a type.
func rangeValue(v *apperr.Validator, field string, raw json.RawMessage) *Range {
	m := map[string]any{}
	if !isNull(raw) {
		if err := json.Unmarshal(raw, &m); err != nil {
			v.Add(field, "checklist.subTaskValue.invalid")
			return &Range{}
		}
	}
	var r Range
	bound := func(name, required, invalid string) (float64, bool) {
		f, present, ok := number(m[name])
		switch {
		case !present:
			v.Add(field+"."+name, required)
		case !ok:
			v.Add(field+"."+name, invalid)
		}
		return f, ok
	}
	lo, okLo := bound("minValue", "checklist.range.minValue.required", "checklist.range.minValue.invalid")
	hi, okHi := bound("maxValue", "checklist.range.maxValue.required", "checklist.range.maxValue.invalid")
	r.MinValue, r.MaxValue = lo, hi
	if okLo && okHi {
		v.Check(lo < hi, field+".minValue", "checklist.range.order")
	}
	typ, isText := text(m["type"])
	if !isText {
		typ = ""
	}
	r.Type = typ
	if v.Required(field+".type", typ, "checklist.range.type.required") {
		v.Check(apperr.Len(typ) <= 50, field+".type", "common.tooLong")
	}
	return &r
}

// assignIDs gives every task and sub-task its id. An id sent back that
// the previous version of the template has (and that appears once) is
// kept; every other gets a new one above all ids in use.
func assignIDs(t *Template, prev *Template) {
	oldTasks, oldSubs := map[int64]bool{}, map[int64]bool{}
	var top, topSub int64
	if prev != nil {
		for _, task := range prev.TaskList {
			oldTasks[task.TaskID] = true
			top = max(top, task.TaskID)
			for _, st := range task.SubTasks {
				oldSubs[st.SubTaskID] = true
				topSub = max(topSub, st.SubTaskID)
			}
		}
	}
	usedTasks, usedSubs := map[int64]bool{}, map[int64]bool{}
	for i := range t.TaskList {
		task := &t.TaskList[i]
		if !oldTasks[task.TaskID] || usedTasks[task.TaskID] {
			top++
			task.TaskID = top
		}
		usedTasks[task.TaskID] = true
		for j := range task.SubTasks {
			st := &task.SubTasks[j]
			if !oldSubs[st.SubTaskID] || usedSubs[st.SubTaskID] {
				topSub++
				st.SubTaskID = topSub
			}
			usedSubs[st.SubTaskID] = true
		}
	}
}

// MaxAhead is how far in the future an action date may be (clocks and
// time zones of the field staff differ).
const MaxAhead = 24 * time.Hour

// normaliseRecord trims the text fields of a record.
func normaliseRecord(r *Record) {
	for _, s := range []*string{&r.ChillingUnitUUID, &r.ChecklistName, &r.PerformedBy} {
		*s = strings.TrimSpace(*s)
	}
	for i := range r.TaskList {
		r.TaskList[i].TaskName = strings.TrimSpace(r.TaskList[i].TaskName)
		for j := range r.TaskList[i].SubTaskList {
			st := &r.TaskList[i].SubTaskList[j]
			st.SubTaskName = strings.TrimSpace(st.SubTaskName)
			st.Comment = strings.TrimSpace(st.Comment)
		}
	}
}

// validateRecord checks a new record's own fields; the tasks are checked
// against the template by fillTasks.
func validateRecord(r *Record, now time.Time) error {
	normaliseRecord(r)
	var v apperr.Validator
	v.Required("chillingUnitUuid", r.ChillingUnitUUID, "maintenance.chillingUnitUuid.required")
	if v.Required("checklistName", r.ChecklistName, "maintenance.checklistName.required") {
		v.Check(apperr.Len(r.ChecklistName) <= MaxName, "checklistName", "common.tooLong")
	}
	if v.Required("performedBy", r.PerformedBy, "maintenance.performedBy.required") {
		v.Check(apperr.Len(r.PerformedBy) <= MaxName, "performedBy", "common.tooLong")
	}
	switch {
	case !r.ActionDate.Valid():
		v.Add("actionDate", "maintenance.date.invalid")
	case r.ActionDate.IsZero():
		v.Add("actionDate", "maintenance.actionDate.required")
	case r.ActionDate.Time().After(now.Add(MaxAhead)):
		v.Add("actionDate", "maintenance.actionDate.future")
	}
	if d := r.DueDate; d != nil {
		switch {
		case !d.Valid():
			v.Add("dueDate", "maintenance.date.invalid")
		case d.IsZero():
			r.DueDate = nil
		case r.ActionDate.Valid() && !r.ActionDate.IsZero() && d.Time().Before(r.ActionDate.Time()):
			v.Add("dueDate", "maintenance.dueDate.beforeAction")
		}
	}
	return v.Err()
}

// fillTasks copies the template's tasks into a record, each sub-task with
// the reading and comment entered for it (matched by task and sub-task
// name, ignoring case); sub-tasks left blank keep a null reading. An entry
// that names no task or sub-task of the template is an error, as is a
// RANGE reading that is not a number.
func fillTasks(tmpl *Template, in []RecordTask) ([]RecordTask, error) {
	var v apperr.Validator
	type entry struct {
		field string
		st    RecordSubTask
	}
	entered := map[[2]string]entry{}
	for i, task := range in {
		f := fmt.Sprintf("taskList[%d].", i)
		t := findTask(tmpl, task.TaskName)
		if t == nil {
			v.Add(f+"taskName", "maintenance.task.unknown")
			continue
		}
		for j, st := range task.SubTaskList {
			sf := fmt.Sprintf("%ssubTaskList[%d].", f, j)
			if findSubTask(t, st.SubTaskName) == nil {
				v.Add(sf+"subTaskName", "maintenance.subTask.unknown")
				continue
			}
			k := [2]string{key(t.TaskName), key(st.SubTaskName)}
			if _, dup := entered[k]; dup {
				v.Add(sf+"subTaskName", "maintenance.subTask.duplicate")
				continue
			}
			entered[k] = entry{field: sf, st: st}
		}
	}
	out := make([]RecordTask, len(tmpl.TaskList))
	for i, t := range tmpl.TaskList {
		out[i] = RecordTask{TaskName: t.TaskName, SubTaskList: make([]RecordSubTask, len(t.SubTasks))}
		for j, st := range t.SubTasks {
			rs := RecordSubTask{SubTaskName: st.SubTaskName, TaskType: st.TaskType, TaskValue: st.SubTaskValue}
			if e, ok := entered[[2]string{key(t.TaskName), key(st.SubTaskName)}]; ok {
				rs.Reading = reading(&v, e.field+"reading", st.TaskType, e.st.Reading)
				rs.Comment = e.st.Comment
				v.Check(apperr.Len(rs.Comment) <= MaxText, e.field+"comment", "common.tooLong")
			}
			out[i].SubTaskList[j] = rs
		}
	}
	return out, v.Err()
}

// reading checks one reading: a scalar of bounded length; for RANGE a
// number (numeric text becomes a number). Blank text is no reading.
func reading(v *apperr.Validator, field, taskType string, r Reading) Reading {
	s, ok := text(r.Value())
	if !ok {
		v.Add(field, "maintenance.reading.invalid")
		return Reading{}
	}
	if s == "" {
		return Reading{}
	}
	if taskType == TypeRange {
		f, _, ok := number(r.Value())
		if !ok {
			v.Add(field, "maintenance.reading.number")
			return Reading{}
		}
		return NewReading(f)
	}
	v.Check(apperr.Len(s) <= MaxName, field, "common.tooLong")
	if str, isStr := r.Value().(string); isStr {
		return NewReading(strings.TrimSpace(str))
	}
	return r
}

func findTask(t *Template, name string) *Task {
	for i := range t.TaskList {
		if key(t.TaskList[i].TaskName) == key(name) {
			return &t.TaskList[i]
		}
	}
	return nil
}

func findSubTask(t *Task, name string) *SubTask {
	for i := range t.SubTasks {
		if key(t.SubTasks[i].SubTaskName) == key(name) {
			return &t.SubTasks[i]
		}
	}
	return nil
}
