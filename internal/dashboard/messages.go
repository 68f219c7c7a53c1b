package dashboard

import (
	"strconv"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// displayName is a rule's display name in a language (its name when the
// catalogue does not know it).
func displayName(name, lang string) string {
	if r, ok := engine.Lookup(name); ok {
		return r.DisplayName.In(lang)
	}
	return name
}

// criticalMessage is a critical alert's message at its stage, in lang.
func criticalMessage(lang string, u unitRow, alert string, stage int, since, stageAt time.Time, volume, temp float64) string {
	return engine.AlertChange{Alert: alert, Change: engine.Escalated, Stage: stage, Since: since, At: stageAt,
		Volume: volume, Temp: temp}.Message(lang, u.label(), u.zone())
}

// eventMessage is an info event's message in lang: the catalogue's
// template with the unit, the volume and temperature, and the time in the
// site's zone.
func eventMessage(lang string, u unitRow, name string, t time.Time, volume, temp float64) string {
	r, ok := engine.Lookup(name)
	if !ok {
		return name
	}
	return engine.Render(r.Message.In(lang), map[string]string{
		"unit": u.label(), "volume": strconv.FormatFloat(volume, 'f', 0, 64), "temp": formatTemp(temp, lang),
		"time": t.In(u.zone()).Format("15:04"), "stage": "1",
	})
}

// formatTemp writes a temperature with one decimal, a comma in French.
func formatTemp(v float64, lang string) string {
	s := strconv.FormatFloat(v, 'f', 1, 64)
	if strings.HasPrefix(strings.ToLower(lang), "fr") {
		s = strings.ReplaceAll(s, ".", ",")
	}
	return s
}
