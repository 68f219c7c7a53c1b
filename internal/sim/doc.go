// Package sim owns the physical simulator of ChillWatch (ENGINE.md §8):
// village chilling centres whose bulk milk coolers receive warm milk at
// each collection shift, chill it under thermostat control, stir it, hand
// it to a tanker and are cleaned in place, on grid or generator power, with
// rural links that drop and deliver late. It injects one fault for each
// critical alert of ENGINE.md §5 and keeps a ground-truth log of what it
// injected and of the stage times the engine's thresholds imply.
//
// The model (World, Site, Unit) is pure: no I/O and no clock; time is an
// argument and every draw comes from generators seeded from Config.Seed, so
// a seed always gives the same records. Devices report exactly the raw
// records of docs/ingestion.md. Publishers (HTTP, MQTT), the provisioning
// client and the Runner that paces a World against the wall clock are the
// I/O side, each in its own file.
package sim
