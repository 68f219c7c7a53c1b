package export

import (
	"math"
	"strconv"
	"strings"
	"time"
)

// The column types of a table export (the kind in "field:Header:kind").
const (
	TypeText     = "text"     // the value as it is: text, or a number as a number
	TypeNumber   = "number"   // a numeric cell from a number, a numeric string or a {value, unit} measure; units go to the header
	TypeDate     = "date"     // a date cell, dd mmm yyyy, on the zone's calendar
	TypeDateTime = "datetime" // a date-time cell, dd mmm yyyy hh:mm, the zone's wall clock
	TypeDuration = "duration" // a [h]:mm:ss cell from seconds, a Go duration ("1h30m") or h:mm:ss

	// Code types: the value is a code, written as its display name in the
	// caller's language (Table.Label); an unknown code is written as it is.
	TypeAlertType   = "alertType"   // an alert or info event type (compressor_malfunction)
	TypeState       = "state"       // a chilling unit's state (chilled, under chilled…)
	TypeLevel       = "level"       // an alert level (CRITICAL, INFO)
	TypeAlertStatus = "alertStatus" // an alert's status (active, cleared, event)
	TypeOnOff       = "onOff"       // an on/off status (ON, OFF, 1, 0, true, false)
	TypeEvent       = "event"       // a CONTRAK_V1 event name (VOLUME, TEMP, GRID…)
	TypeOrgType     = "orgType"     // an organisation or sub-organisation type (chillingcenter)
	TypeRegion      = "region"      // a state or region by its ISO 3166-2 code (IN-MH)
)

// Types are the column types, in the order the documentation lists them.
var Types = []string{TypeText, TypeNumber, TypeDate, TypeDateTime, TypeDuration,
	TypeAlertType, TypeState, TypeLevel, TypeAlertStatus, TypeOnOff, TypeEvent, TypeOrgType, TypeRegion}

// CodeTypes are the types whose values are codes with display names.
var CodeTypes = []string{TypeAlertType, TypeState, TypeLevel, TypeAlertStatus, TypeOnOff, TypeEvent, TypeOrgType, TypeRegion}

// takesArg reports whether a type reads a second field: a number its unit,
// a date or date-time its time zone.
func takesArg(t string) bool { return t == TypeNumber || t == TypeDate || t == TypeDateTime }

// IsCodeType reports whether t is one of CodeTypes.
func IsCodeType(t string) bool {
	for _, c := range CodeTypes {
		if c == t {
			return true
		}
	}
	return false
}

// MaxRows bounds the rows of a table export (the spec's export view reads
// 100,000 records at most).
const MaxRows = 100_000

// Table writes rows of decoded JSON by typed columns.
//
//   - number: a JSON number, a numeric string or a measure object
//     {value, unit} becomes a numeric cell. The header gets the column's
//     units, " (°C)", from its Arg field or its measures' own units (unless
//     it already names them). Anything else is written as text.
//   - date and datetime: an RFC 3339 string, a date-time without offset, a
//     date (yyyy-mm-dd) or epoch milliseconds becomes a date cell showing the
//     wall clock in the row's zone (the Arg field, an IANA name such as
//     zoneId), else in Zone, else in the time's own offset. A date or a
//     date-time without offset is written as it is.
//   - duration: seconds, a Go duration or h:mm:ss.
//   - code types: Label's display name of the code, or the code.
type Table struct {
	Columns []Column
	// Zone is the zone of date columns whose rows name none; nil keeps
	// each time's own offset.
	Zone *time.Location
	// Label answers the display name of a code of a code type in the
	// caller's language, "" when it has none.
	Label func(typ, code string) string

	zones map[string]*time.Location
}

// SheetKind is the cell kind a column type writes.
func SheetKind(typ string) Kind {
	switch typ {
	case TypeNumber:
		return Number
	case TypeDate:
		return Date
	case TypeDateTime:
		return DateTime
	case TypeDuration:
		return Duration
	}
	return Text
}

// Kinds answers the cell kind of each column.
func (t *Table) Kinds() []Kind {
	out := make([]Kind, len(t.Columns))
	for i, c := range t.Columns {
		out[i] = SheetKind(c.Type)
	}
	return out
}

// Headers answers the header of each column; a number column's header
// names the units its sample rows carry.
func (t *Table) Headers(sample []map[string]any) []string {
	out := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		out[i] = c.Header
		if c.Type != TypeNumber {
			continue
		}
		var units []string
		seen := map[string]bool{}
		for _, row := range sample {
			u := unitOf(row, c)
			if u != "" && !seen[u] {
				seen[u] = true
				units = append(units, u)
			}
		}
		if len(units) == 0 {
			continue
		}
		if named := "(" + strings.Join(units, ", ") + ")"; !strings.Contains(c.Header, named) {
			out[i] = c.Header + " " + named
		}
	}
	return out
}

// unitOf is the unit of a number column's value in a row.
func unitOf(row map[string]any, c Column) string {
	if c.Arg != "" {
		v, _ := Lookup(row, c.Arg)
		s, _ := v.(string)
		return strings.TrimSpace(s)
	}
	v, _ := Lookup(row, c.Field)
	if m, ok := v.(map[string]any); ok {
		s, _ := m["unit"].(string)
		return strings.TrimSpace(s)
	}
	return ""
}

// NewSheet starts the sheet of the table, its headers named from the
// sample rows (the first page).
func (t *Table) NewSheet(name string, sample []map[string]any) (*Sheet, error) {
	return NewSheet(name, t.Headers(sample), t.Kinds())
}

// Write adds the rows to the sheet.
func (t *Table) Write(sh *Sheet, rows []map[string]any) error {
	vals := make([]any, len(t.Columns))
	for _, row := range rows {
		for i, c := range t.Columns {
			vals[i] = t.Value(row, c)
		}
		if err := sh.Row(vals); err != nil {
			return err
		}
	}
	return nil
}

// Value reads a column of a row as its sheet kind expects it: a float64
// for numbers, a time.Time for dates, a time.Duration for durations, text
// otherwise; nil for an empty cell. A value its type cannot read is text.
func (t *Table) Value(row map[string]any, c Column) any {
	switch c.Type {
	case TypeNumber:
		return number(lookup(row, c.Field))
	case TypeDate, TypeDateTime:
		return t.timeValue(row, c)
	case TypeDuration:
		return duration(lookup(row, c.Field))
	case "", TypeText:
		return Cell(row, c.Field)
	}
	code := codeOf(c.Type, lookup(row, c.Field))
	if code == "" {
		return nil
	}
	if t.Label != nil {
		if name := t.Label(c.Type, code); name != "" {
			return name
		}
	}
	return code
}

func lookup(row map[string]any, path string) any {
	v, _ := Lookup(row, path)
	return v
}

// number reads a number, a numeric string or a measure's value.
func number(v any) any {
	if m, ok := v.(map[string]any); ok {
		v = m["value"]
	}
	switch x := v.(type) {
	case nil:
		return nil
	case float64:
		return x
	case string:
		s := strings.TrimSpace(x)
		if s == "" {
			return nil
		}
		if f, err := strconv.ParseFloat(s, 64); err == nil && !math.IsNaN(f) && !math.IsInf(f, 0) {
			return f
		}
		return x
	case bool:
		return strconv.FormatBool(x)
	}
	return nil
}

// codeOf is a code type's value as a code; on/off statuses are ON or OFF.
func codeOf(typ string, v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		s := strings.TrimSpace(x)
		if typ == TypeOnOff {
			switch strings.ToUpper(s) {
			case "ON", "1", "TRUE":
				return "ON"
			case "OFF", "0", "FALSE":
				return "OFF"
			}
		}
		return s
	case bool:
		if typ == TypeOnOff {
			if x {
				return "ON"
			}
			return "OFF"
		}
		return strconv.FormatBool(x)
	case float64:
		if typ == TypeOnOff && (x == 0 || x == 1) {
			if x == 1 {
				return "ON"
			}
			return "OFF"
		}
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return ""
}

// The forms a date column reads, besides RFC 3339 and epoch milliseconds.
const (
	localDateTime = "2006-01-02T15:04:05"
	localDate     = "2006-01-02"
)

// timeValue reads a date or date-time in its row's zone.
func (t *Table) timeValue(row map[string]any, c Column) any {
	var at time.Time
	switch x := lookup(row, c.Field).(type) {
	case nil:
		return nil
	case float64:
		at = time.UnixMilli(int64(x)).UTC()
	case string:
		s := strings.TrimSpace(x)
		if s == "" {
			return nil
		}
		var err error
		if at, err = time.Parse(time.RFC3339Nano, s); err != nil {
			// A wall clock or a calendar date: written as it is.
			for _, layout := range []string{localDateTime, "2006-01-02 15:04:05", localDate} {
				if at, err = time.Parse(layout, s); err == nil {
					if c.Type == TypeDate {
						at = at.Truncate(24 * time.Hour)
					}
					return at
				}
			}
			return x
		}
	default:
		return nil
	}
	if loc := t.zoneOf(row, c); loc != nil {
		at = at.In(loc)
	}
	if c.Type == TypeDate {
		at = time.Date(at.Year(), at.Month(), at.Day(), 0, 0, 0, 0, at.Location())
	}
	return at
}

// zoneOf is the zone of a row's dates: its Arg field's zone, else the
// table's; nil keeps the time's own offset.
func (t *Table) zoneOf(row map[string]any, c Column) *time.Location {
	if c.Arg != "" {
		if name, _ := lookup(row, c.Arg).(string); name != "" {
			if loc := t.location(name); loc != nil {
				return loc
			}
		}
	}
	return t.Zone
}

// location loads a zone once per table; an unknown name is nil.
func (t *Table) location(name string) *time.Location {
	if loc, ok := t.zones[name]; ok {
		return loc
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		loc = nil
	}
	if t.zones == nil {
		t.zones = map[string]*time.Location{}
	}
	t.zones[name] = loc
	return loc
}

// duration reads seconds, a measure in s, min or h, a Go duration or h:mm:ss.
func duration(v any) any {
	scale := time.Second
	if m, ok := v.(map[string]any); ok {
		switch u, _ := m["unit"].(string); strings.ToLower(strings.TrimSpace(u)) {
		case "min", "mins", "minute", "minutes":
			scale = time.Minute
		case "h", "hr", "hrs", "hour", "hours":
			scale = time.Hour
		}
		v = m["value"]
	}
	switch x := v.(type) {
	case nil:
		return nil
	case float64:
		return time.Duration(x * float64(scale))
	case string:
		s := strings.TrimSpace(x)
		if s == "" {
			return nil
		}
		if d, err := time.ParseDuration(s); err == nil {
			return d
		}
		if d, ok := clock(s); ok {
			return d
		}
		return x
	}
	return nil
}

// clock reads h:mm or h:mm:ss as a duration.
func clock(s string) (time.Duration, bool) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var d time.Duration
	units := []time.Duration{time.Hour, time.Minute, time.Second}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || (i > 0 && n > 59) {
			return 0, false
		}
		d += time.Duration(n) * units[i]
	}
	return d, true
}
