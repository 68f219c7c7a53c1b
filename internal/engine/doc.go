// Package engine owns the chilling engine of ENGINE.md: the rules that turn
// a chilling unit's canonical samples (docs/ingestion.md) into its states
// (§3), info events (§4), critical alerts with their stages (§5), report
// sessions and daily energy (§6), and the rule catalogue that is the single
// source of every rule's name, level, thresholds, definition and messages
// in English and French.
//
// The engine is pure: no I/O, no clock, nothing of the project imported.
// Time and samples are arguments. An Evaluator follows one unit:
//
//	e, err := engine.New(engine.Unit{Zone: siteZone, Thresholds: orgThresholds, UnderChilled: 4.1, OverChilled: 3})
//	out := e.Step(samples, now) // samples in any order, none before e.Horizon()
//	out = e.Advance(now)        // what time alone brings: out of service, stages, TSS checks, site days
//	cp, _ := e.Checkpoint()     // the whole state; engine.Restore(unit, cp) continues exactly
//
// Everything derived at a time before the horizon has been output; a
// sample older than the horizon is refused (Output.Late) and the caller
// replays the unit from a checkpoint taken at or before it, dropping the
// rows derived at or after that checkpoint's horizon. Every output item
// carries a deterministic key, so a replay neither duplicates nor loses a
// row. docs/engine.md describes the rules as read here, the scenario files
// of testdata/ that specify them, and the ground-truth figures against the
// simulator.
package engine
