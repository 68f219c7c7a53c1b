package telemetry

import (
	"slices"
	"testing"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// TestSamplesNameEngineSignals: every signal a default mapping can yield
// (a relay's feedback and current included) is one the engine reads, so a
// name changed in the engine cannot leave ingestion writing the old one.
func TestSamplesNameEngineSignals(t *testing.T) {
	known := engine.Signals()
	for typ, maps := range DefaultMappings {
		for _, m := range maps {
			names := []string{m.ApplicationAttribute}
			if relays[m.ApplicationAttribute] {
				names = append(names, m.ApplicationAttribute+engine.FeedbackSuffix, m.ApplicationAttribute+engine.CurrentSuffix)
			}
			for _, n := range names {
				if !slices.Contains(known, n) {
					t.Errorf("%s %s: signal %q is not one the engine reads", typ, m.DeviceAttribute, n)
				}
			}
		}
	}
}
