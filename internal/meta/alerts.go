package meta

import (
	"strconv"
	"strings"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// AlertDefinition is a row of the FAQ's Alert Definitions table.
type AlertDefinition struct {
	AlertName   string `json:"alertName" doc:"the alert type (typeName)"`
	DisplayName string `json:"displayName"`
	Level       string `json:"level" enum:"INFO,CRITICAL"`
	Description string `json:"description" doc:"what kind of alert it is and when its stages come"`
	Definition  string `json:"definition" doc:"the rule, with the default thresholds"`
}

// AlertDefinitions answers every alert type of the engine's catalogue with
// its definition under the default thresholds, in French when lang asks
// for it (fr…), else in English.
func AlertDefinitions(lang string) []AlertDefinition {
	th := engine.DefaultThresholds()
	rules := engine.Catalogue()
	out := make([]AlertDefinition, len(rules))
	for i, r := range rules {
		out[i] = AlertDefinition{AlertName: r.Name, DisplayName: r.DisplayName.In(lang), Level: r.Level.String(),
			Description: describe(r, th, lang), Definition: r.Describe(lang, th)}
	}
	return out
}

// kindTexts are the descriptions by kind of rule; {{stages}} lists the
// stages' delays in minutes, {{checks}} the TSS check times.
var kindTexts = map[engine.Kind]engine.Text{
	engine.KindEdge:      {En: "Info event: a load or the grid switched on or off.", Fr: "Événement : une charge ou le secteur s'est allumé ou éteint."},
	engine.KindPhase:     {En: "Info event of the milk's cycle: collection, chilling, lifting, cleaning.", Fr: "Événement du cycle du lait : collecte, refroidissement, enlèvement, nettoyage."},
	engine.KindStaged:    {En: "Critical alert while the condition lasts; stages at {{stages}} minutes.", Fr: "Alerte critique tant que la condition dure ; niveaux à {{stages}} minutes."},
	engine.KindSingle:    {En: "Critical alert, raised once when seen.", Fr: "Alerte critique, levée une fois à l'observation."},
	engine.KindWindowed:  {En: "Critical alert judged over sliding windows; stages with windows of {{stages}} minutes.", Fr: "Alerte critique jugée sur des fenêtres glissantes ; niveaux avec des fenêtres de {{stages}} minutes."},
	engine.KindScheduled: {En: "Critical alert checked at {{checks}} site time; stage 2 {{stages}} minutes later.", Fr: "Alerte critique contrôlée à {{checks}} heure du site ; niveau 2 {{stages}} minutes plus tard."},
}

// gridStageText describes the critical stages of a grid outage.
var gridStageText = engine.Text{En: "Critical stage of a grid outage, {{stages}} minutes after the power went off.",
	Fr: "Niveau critique d'une coupure secteur, {{stages}} minutes après la coupure."}

// describe is a rule's short description in lang.
func describe(r engine.Rule, th engine.Thresholds, lang string) string {
	var stages []string
	for _, s := range r.Stages(th) {
		if s.After > 0 {
			stages = append(stages, strconv.FormatFloat(s.After.Minutes(), 'f', -1, 64))
		}
	}
	and := " and "
	if strings.HasPrefix(strings.ToLower(lang), "fr") {
		and = " et "
	}
	join := func(l []string) string {
		if len(l) < 2 {
			return strings.Join(l, "")
		}
		return strings.Join(l[:len(l)-1], ", ") + and + l[len(l)-1]
	}
	text := kindTexts[r.Kind]
	if r.Name == engine.GridOffStage2 || r.Name == engine.GridOffStage3 {
		text = gridStageText
	}
	return engine.Render(text.In(lang), map[string]string{"stages": join(stages), "checks": join(th.TSSChecks)})
}
