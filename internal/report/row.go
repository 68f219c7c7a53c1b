package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"time"

	"github.com/chillwatch/chillwatch/internal/export"
)

// Row is one report row: a cell per column of its report, typed as the
// column's kind (time.Time in the site's zone, time.Duration, float64,
// string). It is written to JSON as an object in column order, and to a
// workbook as typed cells, so both read the same values.
type Row struct {
	kind  Kind
	cells []any
	zone  string // the site's time zone (IANA name)
}

// Fields are the row's field names, in column order.
func (r Row) Fields() []string {
	cols := definitions[r.kind].Columns
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = c.Field
	}
	return out
}

// Get is the cell of a field, or nil.
func (r Row) Get(field string) any {
	for i, c := range definitions[r.kind].Columns {
		if c.Field == field {
			return r.cells[i]
		}
	}
	return nil
}

// MarshalJSON writes the row's fields in column order: dates yyyy-MM-dd,
// times RFC 3339 with the site's offset, durations HH:MM:SS.
func (r Row) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, c := range definitions[r.kind].Columns {
		if i > 0 {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(c.Field)
		b.Write(name)
		b.WriteByte(':')
		v, err := json.Marshal(jsonValue(c.Kind, r.cells[i]))
		if err != nil {
			return nil, err
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func jsonValue(k export.Kind, v any) any {
	switch x := v.(type) {
	case time.Time:
		if x.IsZero() {
			return nil
		}
		if k == export.Date {
			return x.Format(time.DateOnly)
		}
		return x.Format(time.RFC3339)
	case time.Duration:
		return Clock(x)
	}
	return v
}

// Clock writes a duration as HH:MM:SS, rounded to the second; the hours
// may pass 24.
func Clock(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	sign := ""
	if s < 0 {
		sign, s = "-", -s
	}
	return fmt.Sprintf("%s%02d:%02d:%02d", sign, s/3600, s/60%60, s%60)
}

// round keeps n decimals.
func round(x float64, n int) float64 {
	p := math.Pow(10, float64(n))
	return math.Round(x*p) / p
}

// minutes is a duration of fractional minutes, to the second.
func minutes(m float64) time.Duration {
	return (time.Duration(m * float64(time.Minute))).Round(time.Second)
}
