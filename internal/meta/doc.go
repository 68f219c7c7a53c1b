// Package meta owns the reference lists the console reads: locations
// (countries, states, districts), dialling codes, time zones, locales,
// organisation, device, unit, alert and checklist types, vendors and
// product types.
//
// The content is real data kept as JSON files under data/ and embedded in
// the binary; [Load] parses and checks it once and the resulting [Catalog]
// is read-only, so one value can be shared by every request. The package
// does no I/O after loading and knows nothing of HTTP: the API layer maps
// its metadata routes (provisioningService/metadata/...) onto the methods
// of [Catalog].
//
// Display names are in English and French, English being the fallback: the
// data files give each entry an optional French name ("typeDisplayNameFr",
// "nameFr" for countries), and [Catalog.Localized] returns a [View] of the
// catalogue in the language an Accept-Language value asks for. A typeName is
// the same in every language. State, district and time zone names are proper
// names and are not translated. The methods of [Catalog] itself stay in
// English.
//
// The alert types (alertTypes) are not a data file: they come from the
// chilling engine's rule catalogue (engine.Catalogue), which also holds
// their definitions and messages.
//
// Data sources:
//   - countries.json: ISO 3166-1 alpha-2 codes (the list of the IANA tz
//     database's iso3166.tab) with English and French short names (the
//     French ones after CLDR) and ITU-T E.164 country calling codes. countryCodesTypes in lists.json has one entry
//     per calling code ("+91", "India (+91)"); a code shared by several
//     countries names them all, and North American Numbering Plan members
//     other than the United States and Canada carry their area code
//     ("+1 876"). Load checks that every country's code is listed.
//   - india.json: the 28 states and 8 union territories (ISO 3166-2:IN as
//     updated in 2023) and their districts as at the end of 2024.
//   - france.json: the 18 regions (ISO 3166-2:FR) and their 101 departments.
//   - kenya.json: the 47 counties (ISO 3166-2:KE) and their sub-counties
//     (KNBS 2019 census list, forest and park census units left out).
//   - timezones.json: generated from the tz database's zone.tab by
//     gen_timezones.go (go generate).
//   - devices.json: device types with their raw attributes, the canonical
//     signals they can feed and their units (spec 03 §3, ENGINE.md §2).
package meta

//go:generate go run gen_timezones.go
