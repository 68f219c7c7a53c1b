package dashboard

import (
	"strings"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/engine"
)

// The group names an alertTypes list may hold beside alert types.
const (
	GroupCritical = "Critical Alerts"
	GroupInfo     = "Info Alerts"
	GroupAll      = "All Alerts"
)

// TemperatureTypes and VolumeTypes are the alerts of the temp/alerts and
// volume/alerts calls.
var (
	TemperatureTypes = []string{engine.MilkUndercooled, engine.MilkLiftedUndercooled, engine.MilkOverchilled,
		engine.TSSTempAlert, engine.ChillingStarted, engine.ChillingCompleted}
	VolumeTypes = []string{engine.MilkLifted, engine.MilkLiftedUndercooled, engine.CIPNotDone, engine.CIPDetected}
)

// Types is which alert types a list shows.
type Types struct {
	// Names are alert types and group names (Critical Alerts, Info Alerts,
	// All Alerts), case aside; none is All Alerts. Field names them in
	// errors.
	Names []string
	Field string
	// Exclude removes the named types from the named groups, or from every
	// critical type when no group is named (the card's "Other Critical
	// Alerts": the first categories, excluded).
	Exclude bool
	// Base replaces "every critical type" as what Exclude removes from.
	Base []string
}

// split resolves the selection into its critical and its info types, in
// catalogue order.
func (t Types) split() (critical, info []string, err error) {
	field := t.Field
	if field == "" {
		field = "alertTypes"
	}
	chosen := map[string]bool{}
	var explicit []string
	groups := false
	add := func(level engine.Level, all bool) {
		for _, r := range engine.Catalogue() {
			if all || r.Level == level {
				chosen[r.Name] = true
			}
		}
	}
	for _, n := range t.Names {
		switch strings.ToLower(strings.TrimSpace(n)) {
		case "":
		case strings.ToLower(GroupAll):
			groups = true
			add(engine.Info, true)
		case strings.ToLower(GroupCritical):
			groups = true
			add(engine.Critical, false)
		case strings.ToLower(GroupInfo):
			groups = true
			add(engine.Info, false)
		default:
			r, ok := engine.Lookup(strings.ToLower(strings.TrimSpace(n)))
			if !ok {
				return nil, nil, apperr.Invalid(field, "monitor.alertTypes")
			}
			explicit = append(explicit, r.Name)
		}
	}
	switch {
	case t.Exclude:
		if !groups {
			if t.Base != nil {
				for _, n := range t.Base {
					chosen[n] = true
				}
			} else {
				add(engine.Critical, false)
			}
		}
		for _, n := range explicit {
			delete(chosen, n)
		}
	case !groups && len(explicit) == 0:
		add(engine.Info, true)
	default:
		for _, n := range explicit {
			chosen[n] = true
		}
	}
	for _, r := range engine.Catalogue() {
		if !chosen[r.Name] {
			continue
		}
		if r.Level == engine.Critical {
			critical = append(critical, r.Name)
		} else {
			info = append(info, r.Name)
		}
	}
	return critical, info, nil
}

// AllTypes is every alert type, in catalogue order.
func AllTypes() []string {
	var out []string
	for _, r := range engine.Catalogue() {
		out = append(out, r.Name)
	}
	return out
}

// Statuses of the search's status filter.
const (
	StatusActive         = "active"
	StatusCleared        = "cleared"
	StatusAcknowledged   = "acknowledged"
	StatusUnacknowledged = "unacknowledged"
)

// statusCondition is the SQL condition on a critical alert (a, its ack k)
// of a status filter; info events have none of these statuses.
func statusCondition(status string) (string, error) {
	switch strings.ToLower(strings.TrimSpace(status)) {
	case "":
		return "", nil
	case StatusActive:
		return " AND a.cleared_at IS NULL", nil
	case StatusCleared:
		return " AND a.cleared_at IS NOT NULL", nil
	case StatusAcknowledged:
		return " AND k.alert_id IS NOT NULL", nil
	case StatusUnacknowledged:
		return " AND k.alert_id IS NULL", nil
	}
	return "", apperr.Invalid("status", "monitor.status")
}
