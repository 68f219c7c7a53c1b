package api

import "testing"

// TestAuditClassesAreDisjoint: a call is audited or not, never both.
func TestAuditClassesAreDisjoint(t *testing.T) {
	for id := range audited {
		if why, ok := notAudited[id]; ok {
			t.Errorf("%s is audited and also not audited (%s)", id, why)
		}
	}
}
