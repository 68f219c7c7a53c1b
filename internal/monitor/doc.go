// Package monitor runs the chilling engine (internal/engine) over the
// stored samples of every chilling unit and keeps the derived tables:
// unit status, state changes, info events, critical alerts and their
// changes, sessions, daily energy and checkpoints (docs/monitoring.md).
//
// Each unit is processed in processTime order. Ingestion marks a unit
// dirty in the transaction that stores its samples; the runner takes the
// dirty units of the partitions it leases, steps their evaluators, and
// writes what they derive under the engine's deterministic keys. A sample
// older than a unit's horizon replays the unit from the last checkpoint
// before it. A restart restores each unit from its last checkpoint and
// replays the samples after it, so timers keep their due times.
//
// The Hub carries live volume points and alert changes to the push
// stream.
package monitor
