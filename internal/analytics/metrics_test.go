package analytics

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// Each KPI's needs list the columns of Totals its value reads: the chart
// aggregates those only, and a value from them alone is the value from all
// of them. Totals are drawn at random, a column zero one time in four.
func TestKPINeeds(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	cols := map[string]bool{}
	for _, a := range totalsAggs {
		cols[a.col] = true
	}
	for _, k := range KPIs {
		for _, c := range k.needs {
			if !cols[c] {
				t.Errorf("%s needs %q, which is no column of Totals", k.Key, c)
			}
		}
		for range 1000 {
			var all, only Totals
			va, vo := reflect.ValueOf(&all).Elem(), reflect.ValueOf(&only).Elem()
			for i := range va.NumField() {
				f := va.Field(i)
				zero := r.IntN(4) == 0
				switch f.Kind() {
				case reflect.Int, reflect.Int64:
					if !zero {
						f.SetInt(1 + r.Int64N(100))
					}
				case reflect.Float64:
					if !zero {
						f.SetFloat(r.Float64() * 1e5)
					}
				}
				if slices.Contains(k.needs, va.Type().Field(i).Tag.Get("db")) {
					vo.Field(i).Set(f)
				}
			}
			a, aok := k.Value(&all)
			o, ook := k.Value(&only)
			if a != o || aok != ook {
				t.Fatalf("%s: from every column %v %v, from its needs (%s) %v %v", k.Key, a, aok, strings.Join(k.needs, ", "), o, ook)
			}
		}
	}
}

// The chart's select list holds the unit and the named aggregates only.
func TestAggCols(t *testing.T) {
	if got, want := aggCols("chilling_s", "days"), "k.unit_ref, COUNT(*) AS days, SUM(k.chilling_s) AS chilling_s"; got != want {
		t.Errorf("aggCols = %q, want %q", got, want)
	}
	if n := strings.Count(totalsCols, " AS "); n != len(totalsAggs) || n != reflect.TypeFor[Totals]().NumField()-1 {
		t.Errorf("totalsCols has %d aggregates, Totals %d columns", n, reflect.TypeFor[Totals]().NumField()-1)
	}
}
