// Package report owns the four reports of spec 03 §2 — Chilling Session,
// Fuel Consumption, Milk Lifting and CIP: the report list, the query every
// report takes, the rows read from what the chilling engine derived
// (unit_sessions and unit_energy), the fuel arithmetic over each BMC's
// chilling-cost rates, and the XLSX workbooks. docs/reports.md says where
// every number comes from.
package report
