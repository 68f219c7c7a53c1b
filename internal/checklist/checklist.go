// Package checklist owns checklist templates and the preventive-maintenance
// records entered against chilling units: the rules of the template editor,
// the shapes of sub-task values, the date-time arrays records are written
// in, and the scope checks that keep each organisation's templates and
// records to itself.
//
// A template belongs to one organisation and is usable there and in every
// sub-organisation below it: a record entered against a chilling unit names
// a template of the unit's organisation or of one of its ancestors (the
// nearest wins). Template names are unique, ignoring case, along every such
// chain, so that a name always means one template.
package checklist

// The task types of a sub-task. The type decides the shape of its value.
const (
	TypeSelect  = "SELECT"
	TypeCost    = "COST"
	TypeRange   = "RANGE"
	TypeBoolean = "BOOLEAN"
)

// TaskTypes lists the task types.
var TaskTypes = []string{TypeSelect, TypeCost, TypeRange, TypeBoolean}

// Limits of a template.
const (
	MaxTasks    = 100 // tasks in a template
	MaxSubTasks = 100 // sub-tasks in a task
	MaxEntries  = 50  // SELECT options or COST entries of a sub-task
	MaxName     = 100 // checklist, task, sub-task and option names
	MaxText     = 500 // descriptions and comments
)

// Template is a checklist template.
type Template struct {
	ID                   int64  `json:"id" doc:"assigned by the server; ignored on input"`
	OrgName              string `json:"orgName" doc:"owning organisation; the caller's own when empty"`
	ChecklistName        string `json:"checklistName"`
	ChecklistDescription string `json:"checklistDescription"`
	TaskList             []Task `json:"taskList"`
}

// Task is one task of a template.
type Task struct {
	TaskID   int64     `json:"taskId" doc:"assigned by the server; send it back unchanged to keep it across edits"`
	TaskName string    `json:"taskName"`
	SubTasks []SubTask `json:"subTasks"`
}

// SubTask is one item to check. Its value's shape follows TaskType.
type SubTask struct {
	SubTaskID          int64  `json:"subTaskId" doc:"assigned by the server; send it back unchanged to keep it across edits"`
	SubTaskName        string `json:"subTaskName"`
	SubTaskDescription string `json:"subTaskDescription"`
	TaskType           string `json:"taskType" doc:"SELECT, COST, RANGE or BOOLEAN (any case)"`
	SubTaskValue       Value  `json:"subTaskValue"`
}

// Option is one choice of a SELECT sub-task.
type Option struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Range is the expected range of a RANGE sub-task's reading; Type names
// what is measured or its unit ("°C", "Volts").
type Range struct {
	MinValue float64 `json:"minValue"`
	MaxValue float64 `json:"maxValue"`
	Type     string  `json:"type"`
}

// Record is a preventive-maintenance record: a checklist filled in against
// a chilling unit.
type Record struct {
	ID               int64        `json:"id" doc:"assigned by the server"`
	ChillingUnitUUID string       `json:"chillingUnitUuid"`
	ChecklistName    string       `json:"checklistName" doc:"a template of the unit's organisation or of one above it"`
	ChecklistDesc    string       `json:"checklistDesc" doc:"the template's description; ignored on input"`
	OrganizationName string       `json:"organizationName" doc:"the unit's organisation; ignored on input"`
	PerformedBy      string       `json:"performedBy"`
	ActionDate       DateTime     `json:"actionDate"`
	DueDate          *DateTime    `json:"dueDate"`
	TaskList         []RecordTask `json:"taskList" doc:"the template's tasks with what was found; on input only the filled sub-tasks are needed"`
	CreatedBy        string       `json:"createdBy,omitempty" doc:"user name of who entered the record; ignored on input"`
}

// RecordTask is a task of a record.
type RecordTask struct {
	TaskName    string          `json:"taskName"`
	SubTaskList []RecordSubTask `json:"subTaskList"`
}

// RecordSubTask is a checked item: the reading taken and a comment. Its
// type and value are copied from the template.
type RecordSubTask struct {
	SubTaskName string  `json:"subTaskName"`
	Reading     Reading `json:"reading"`
	TaskType    string  `json:"taskType" doc:"copied from the template; ignored on input"`
	TaskValue   Value   `json:"taskValue" doc:"copied from the template; ignored on input"`
	Comment     string  `json:"comment"`
}
