package analytics

import (
	"math"
	"slices"
	"strings"
)

// Totals are a unit's KPI sums over a period (its days' rows added up).
type Totals struct {
	UnitRef           int64   `db:"unit_ref"`
	Days              int     `db:"days"`
	CoveredS          float64 `db:"covered_s"`
	AvailableS        float64 `db:"available_s"`
	UtilDays          int     `db:"util_days"`
	UtilSum           float64 `db:"util_sum"`
	Sessions          int     `db:"sessions"`
	SessionsCompleted int     `db:"sessions_completed"`
	ChillingS         float64 `db:"chilling_s"`
	ToTargetS         float64 `db:"to_target_s"`
	Liftings          int     `db:"liftings"`
	LiftingsCIP       int     `db:"liftings_cip"`
	LiftedL           float64 `db:"lifted_l"`
	LiftedCooledL     float64 `db:"lifted_cooled_l"`
	CriticalAlerts    int     `db:"critical_alerts"`
	Stage1Alerts      int     `db:"stage1_alerts"`
	Stage2Alerts      int     `db:"stage2_alerts"`
	Stage3Alerts      int     `db:"stage3_alerts"`
	ClearedAlerts     int     `db:"cleared_alerts"`
	ClearS            float64 `db:"clear_s"`
	UndercooledAlerts int     `db:"undercooled_alerts"`
	CompressorAlertS  float64 `db:"compressor_alert_s"`
	AgitatorAlertS    float64 `db:"agitator_alert_s"`
	PumpAlertS        float64 `db:"pump_alert_s"`
	GridS             float64 `db:"grid_s"`
	DGS               float64 `db:"dg_s"`
}

// totalsAggs are the aggregates of unit_kpis rows (alias k) into the
// columns of Totals, in its order.
var totalsAggs = []struct{ col, expr string }{
	{"days", "COUNT(*)"},
	{"covered_s", "SUM(k.covered_s)"},
	{"available_s", "SUM(k.available_s)"},
	{"util_days", "SUM(CASE WHEN k.sessions > 0 AND k.capacity_l > 0 THEN 1 ELSE 0 END)"},
	{"util_sum", "SUM(CASE WHEN k.sessions > 0 AND k.capacity_l > 0 THEN k.peak_volume_l * 100.0 / k.capacity_l ELSE 0 END)"},
	{"sessions", "SUM(k.sessions)"},
	{"sessions_completed", "SUM(k.sessions_completed)"},
	{"chilling_s", "SUM(k.chilling_s)"},
	{"to_target_s", "SUM(k.to_target_s)"},
	{"liftings", "SUM(k.liftings)"},
	{"liftings_cip", "SUM(k.liftings_cip)"},
	{"lifted_l", "SUM(k.lifted_l)"},
	{"lifted_cooled_l", "SUM(k.lifted_cooled_l)"},
	{"critical_alerts", "SUM(k.critical_alerts)"},
	{"stage1_alerts", "SUM(k.stage1_alerts)"},
	{"stage2_alerts", "SUM(k.stage2_alerts)"},
	{"stage3_alerts", "SUM(k.stage3_alerts)"},
	{"cleared_alerts", "SUM(k.cleared_alerts)"},
	{"clear_s", "SUM(k.clear_s)"},
	{"undercooled_alerts", "SUM(k.undercooled_alerts)"},
	{"compressor_alert_s", "SUM(k.compressor_alert_s)"},
	{"agitator_alert_s", "SUM(k.agitator_alert_s)"},
	{"pump_alert_s", "SUM(k.pump_alert_s)"},
	{"grid_s", "SUM(k.grid_s)"},
	{"dg_s", "SUM(k.dg_s)"},
}

// aggCols answers the select list of k.unit_ref and the named aggregates
// of totalsAggs (all of them when cols is empty), in totalsAggs' order.
func aggCols(cols ...string) string {
	var b strings.Builder
	b.WriteString("k.unit_ref")
	for _, a := range totalsAggs {
		if len(cols) == 0 || slices.Contains(cols, a.col) {
			b.WriteString(", " + a.expr + " AS " + a.col)
		}
	}
	return b.String()
}

// totalsCols aggregates unit_kpis rows (alias k) into Totals.
var totalsCols = aggCols()

// KPI names a measure of a unit over a period.
type KPI struct {
	Key string `json:"key"`
	// Unit is "%", "s" (a duration: the console writes h m s), "count"
	// or "h/day".
	Unit string `json:"unit"`
	// Attribute is the top-N chart's name for it (empty: not charted).
	Attribute string `json:"attribute,omitempty"`
	value     func(t *Totals) (float64, bool)
	// needs are the columns of Totals value reads, so that the chart
	// aggregates those only (TestKPINeeds checks the lists).
	needs []string
}

func ratio(a, b float64) (float64, bool) {
	if b <= 0 {
		return 0, false
	}
	return a / b, true
}

func pct(a, b float64) (float64, bool) {
	v, ok := ratio(a, b)
	return v * 100, ok
}

func perDay(a float64, t *Totals) (float64, bool) { return ratio(a, float64(t.Days)) }

// KPIs are the key performance indicators (docs/analytics.md).
var KPIs = []KPI{
	{"chilling_utilization", "%", "By Chilling Utilization", func(t *Totals) (float64, bool) { return ratio(t.UtilSum, float64(t.UtilDays)) }, []string{"util_days", "util_sum"}},
	{"chilling_duration", "s", "By Chilling Duration", func(t *Totals) (float64, bool) { return t.ChillingS, t.Days > 0 }, []string{"days", "chilling_s"}},
	{"time_to_target", "s", "By Time To Chill", func(t *Totals) (float64, bool) { return ratio(t.ToTargetS, float64(t.SessionsCompleted)) }, []string{"to_target_s", "sessions_completed"}},
	{"sessions_to_target", "%", "By Sessions Chilled", func(t *Totals) (float64, bool) {
		return pct(float64(t.SessionsCompleted), float64(t.Sessions))
	}, []string{"sessions_completed", "sessions"}},
	{"milk_lifted_cooled", "%", "By Milk Lifted Cooled", func(t *Totals) (float64, bool) { return pct(t.LiftedCooledL, t.LiftedL) }, []string{"lifted_cooled_l", "lifted_l"}},
	{"cip_after_lifting", "%", "By CIP After Lifting", func(t *Totals) (float64, bool) {
		return pct(float64(t.LiftingsCIP), float64(t.Liftings))
	}, []string{"liftings_cip", "liftings"}},
	{"critical_alerts", "count", "By Critical Alerts", func(t *Totals) (float64, bool) { return float64(t.CriticalAlerts), t.Days > 0 }, []string{"critical_alerts", "days"}},
	{"alert_clear_time", "s", "By Alert Clear Time", func(t *Totals) (float64, bool) { return ratio(t.ClearS, float64(t.ClearedAlerts)) }, []string{"clear_s", "cleared_alerts"}},
	{"grid_share", "%", "By Grid Share", func(t *Totals) (float64, bool) { return pct(t.GridS, t.GridS+t.DGS) }, []string{"grid_s", "dg_s"}},
	{"data_availability", "%", "By Data Availability", func(t *Totals) (float64, bool) { return pct(t.AvailableS, t.CoveredS) }, []string{"available_s", "covered_s"}},
	{"undercooled_alerts_per_day", "count", "", func(t *Totals) (float64, bool) { return perDay(float64(t.UndercooledAlerts), t) }, []string{"undercooled_alerts", "days"}},
	{"compressor_alert_hours", "h/day", "", func(t *Totals) (float64, bool) { return perDay(t.CompressorAlertS/3600, t) }, []string{"compressor_alert_s", "days"}},
	{"agitator_alert_hours", "h/day", "", func(t *Totals) (float64, bool) { return perDay(t.AgitatorAlertS/3600, t) }, []string{"agitator_alert_s", "days"}},
	{"pump_alert_hours", "h/day", "", func(t *Totals) (float64, bool) { return perDay(t.PumpAlertS/3600, t) }, []string{"pump_alert_s", "days"}},
}

// kpiByKey finds a KPI.
func kpiByKey(key string) (KPI, bool) {
	for _, k := range KPIs {
		if k.Key == key {
			return k, true
		}
	}
	return KPI{}, false
}

// kpiByAttribute finds a charted KPI by its chart name.
func kpiByAttribute(a string) (KPI, bool) {
	for _, k := range KPIs {
		if k.Attribute != "" && k.Attribute == a {
			return k, true
		}
	}
	return KPI{}, false
}

// Value answers the KPI's value over t, false when t holds nothing it
// can be computed from (no session, no lifting, …).
func (k KPI) Value(t *Totals) (float64, bool) { return k.value(t) }

// Band maps a leaf's KPI to 0–5: linear from Worst (0) to Best (5),
// clamped (Best may be below Worst: lower is better).
type Band struct {
	Worst float64 `json:"worst"`
	Best  float64 `json:"best"`
}

// Score answers v's rating on the band.
func (b Band) Score(v float64) float64 {
	if b.Best == b.Worst {
		return 0
	}
	f := (v - b.Worst) / (b.Best - b.Worst)
	return 5 * math.Max(0, math.Min(1, f))
}

// Bands are each rated KPI's band (docs/analytics.md "Rating bands").
var Bands = map[string]Band{
	"chilling_utilization":       {Worst: 20, Best: 80},
	"time_to_target":             {Worst: 4 * 3600, Best: 1.5 * 3600},
	"sessions_to_target":         {Worst: 50, Best: 100},
	"milk_lifted_cooled":         {Worst: 80, Best: 100},
	"undercooled_alerts_per_day": {Worst: 1, Best: 0},
	"compressor_alert_hours":     {Worst: 0.5, Best: 0},
	"agitator_alert_hours":       {Worst: 0.5, Best: 0},
	"pump_alert_hours":           {Worst: 0.5, Best: 0},
	"cip_after_lifting":          {Worst: 50, Best: 100},
	"grid_share":                 {Worst: 50, Best: 100},
	"data_availability":          {Worst: 80, Best: 100},
}

// round2 rounds to 2 decimals.
func round2(v float64) float64 { return math.Round(v*100) / 100 }
