// Package analytics owns what ChillWatch derives above the engine's rows:
// each chilling unit's KPIs per site-local day (unit_kpis, derived from the
// stored sessions, states, alerts and energy and kept current by a pass over
// the runner's kpi_dirty marks), the dashboard's top-N chart over them, the
// organisations' rating templates (a weighted attribute tree three levels
// deep) and the units' monthly 0–5 ratings computed through that tree.
// docs/analytics.md names every KPI, its unit, formula and rating band.
package analytics
