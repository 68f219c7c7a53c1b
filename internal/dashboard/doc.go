// Package dashboard owns the monitoring read model queries and alert
// acknowledgement: the unit states and their counts, the alert lists,
// counts and site summaries, one alert with its changes, the overall
// volume graphs, the chilling graph's alert markers and event series, and
// the scope of the live push stream (docs/monitoring.md "The calls").
//
// It reads what the engine runner (internal/monitor) derives into the
// tables of migration 00004 and writes only alert_acks. Every query is
// scoped to the caller's organisation and its sub-organisations: a unit,
// site or alert of another organisation is not found, exactly as an
// unknown one. Lists are set-based SQL paged in the database, so they stay
// fast at tens of thousands of units while ingestion writes.
package dashboard
