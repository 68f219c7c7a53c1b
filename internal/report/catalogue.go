package report

import "github.com/chillwatch/chillwatch/internal/export"

// Kind names a report.
type Kind string

// The reports.
const (
	Chilling Kind = "chilling_session"
	Fuel     Kind = "fuel_consumption"
	Lifting  Kind = "milk_lifting"
	CIP      Kind = "cip"
)

// Kinds are the reports in the order the list shows them.
var Kinds = []Kind{Chilling, Fuel, Lifting, CIP}

// column is one field of a report row: its JSON name, its header's message
// code and the kind of its spreadsheet cells.
type column struct {
	Field string
	Kind  export.Kind
}

// definition is a report: its stable English name (the console's route),
// its category, its columns and its download name.
type definition struct {
	Name     string
	Category string // a message code suffix: report.category.<Category>
	Columns  []column
	FileName string
}

var (
	num  = export.Number
	text = export.Text
	at   = export.DateTime
	dur  = export.Duration
	day  = export.Date
)

var definitions = map[Kind]definition{
	Chilling: {Name: "Chilling Session Report", Category: "chilling", FileName: "Chilling_Session_Report.xlsx", Columns: []column{
		{"eventDate", day}, {"customerBmcId", text}, {"capacity", num}, {"bmcName", text}, {"shift", text},
		{"chillingStartTime", at}, {"chillingStartTemp", num}, {"chillingStartVol", num},
		{"chillingEndTime", at}, {"chillingEndTemp", num}, {"chillingEndVol", num},
		{"chillingDuration", dur}, {"gridDuration", dur}, {"dgDuration", dur},
	}},
	Fuel: {Name: "Fuel Consumption Report", Category: "energy", FileName: "Fuel_Consumption_Report.xlsx", Columns: []column{
		{"eventDate", day}, {"customerBmcId", text}, {"capacity", num}, {"bmcName", text},
		{"dgWhileChillingTime", dur}, {"totalFuelUsedLitersWhenCompOn", num}, {"dgFuelCostWhileChilling", num},
		{"gridWhileChillingTime", dur}, {"totalEnergyUsedUnitsWhenCompOn", num}, {"gridUsageCostWhileChilling", num},
		{"dgWithoutChillingTime", dur}, {"totalFuelUsedLitersWhenCompOff", num}, {"dgFuelCostWithoutChilling", num},
		{"gridWithoutChillingTime", dur}, {"totalEnergyUsedUnitsWhenCompOff", num}, {"gridUsageCostWithoutChilling", num},
	}},
	Lifting: {Name: "Milk Lifting Report", Category: "milk", FileName: "Milk_Lifting_Report.xlsx", Columns: []column{
		{"date", day}, {"bmcId", text}, {"capacity", num}, {"siteName", text},
		{"startTime", at}, {"startTemp", num}, {"startVolume", num},
		{"endTime", at}, {"endTemp", num}, {"endVolume", num}, {"duration", dur}, {"liftingType", text},
	}},
	CIP: {Name: "CIP Report", Category: "milk", FileName: "CIP_Report.xlsx", Columns: []column{
		{"eventDate", day}, {"customerBmcId", text}, {"capacity", num}, {"bmcName", text},
		{"startTime", at}, {"endTime", at}, {"duration", dur}, {"cipTemp", num}, {"cipVolume", num}, {"cipType", text},
	}},
}

// Translator gives a message in the caller's language (i18n.Catalog.Text).
type Translator func(lang, code string, args map[string]any) string

// Value is a column of a report list entry: the row field and its header.
type Value struct {
	Field  string `json:"field"`
	Header string `json:"header"`
}

// Meta is an entry of the report list (spec 03 §3: category, name,
// displayName, id, values).
type Meta struct {
	ID          Kind    `json:"id"`
	Name        string  `json:"name"`
	DisplayName string  `json:"displayName"`
	Category    string  `json:"category"`
	Values      []Value `json:"values"`
}

// List is the report list in lang.
func List(tr Translator, lang string) []Meta {
	out := make([]Meta, 0, len(Kinds))
	for _, k := range Kinds {
		d := definitions[k]
		m := Meta{ID: k, Name: d.Name, DisplayName: tr(lang, "report.name."+string(k), nil),
			Category: tr(lang, "report.category."+d.Category, nil)}
		for _, c := range d.Columns {
			m.Values = append(m.Values, Value{Field: c.Field, Header: header(tr, lang, k, c.Field)})
		}
		out = append(out, m)
	}
	return out
}

// header is a column's header text: report.column.<report>.<field>, or
// the shared report.column.<field>.
func header(tr Translator, lang string, k Kind, field string) string {
	if s := tr(lang, "report.column."+string(k)+"."+field, nil); s != "report.column."+string(k)+"."+field {
		return s
	}
	return tr(lang, "report.column."+field, nil)
}
