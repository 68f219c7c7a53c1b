package engine

import (
	"math"
	"strconv"
	"strings"
	"time"
)

// Level is an alert's level: an info event or a critical alert.
type Level int

// Levels, as the metadata and the API write them.
const (
	Info Level = iota
	Critical
)

func (l Level) String() string {
	if l == Critical {
		return "CRITICAL"
	}
	return "INFO"
}

// Kind is how a rule is evaluated.
type Kind int

// Kinds of rules.
const (
	// KindEdge: an info event when a signal switches.
	KindEdge Kind = iota
	// KindPhase: an info event when the unit's phase changes (chilling,
	// lifting, cleaning).
	KindPhase
	// KindStaged: a condition on samples, stage 1 once confirmed, later
	// stages at thresholds from its start; cleared when it ends.
	KindStaged
	// KindSingle: raised once when seen, with one stage.
	KindSingle
	// KindWindowed: judged over windows of samples (milk_undercooled).
	KindWindowed
	// KindScheduled: checked at site-local times (tss_temp_alert).
	KindScheduled
)

var kindNames = [...]string{"edge", "phase", "staged", "single", "windowed", "scheduled"}

func (k Kind) String() string { return kindNames[k] }

// Text is a text in the product's two languages.
type Text struct {
	En string `json:"en"`
	Fr string `json:"fr"`
}

// In answers the text in a language ("en" or "fr"; English otherwise).
func (t Text) In(lang string) string {
	if strings.HasPrefix(strings.ToLower(lang), "fr") {
		return t.Fr
	}
	return t.En
}

// Rule is one info event or critical alert of the catalogue: the single
// source of its name, level, definition and messages. Definitions and
// messages are templates: {{name}} placeholders are filled by Describe
// (thresholds) and Render (unit, stage, temp, volume, time).
type Rule struct {
	Name        string `json:"name"`
	Level       Level  `json:"-"`
	Kind        Kind   `json:"-"`
	DisplayName Text   `json:"displayName"`
	Definition  Text   `json:"definition"`
	Message     Text   `json:"message"`
	// Thresholds lists the JSON names of the Thresholds fields the rule
	// reads.
	Thresholds []string `json:"thresholds"`
}

// Stage is a stage of an alert and when it is due after its condition's
// start (for milk_undercooled, the length of its window).
type Stage struct {
	N     int           `json:"stage"`
	After time.Duration `json:"after"`
}

// ClearMessage is the message of an alert that cleared; {{alert}} is the
// rule's display name.
var ClearMessage = Text{
	En: "{{alert}} at {{unit}} has cleared",
	Fr: "{{alert}} sur {{unit}} : alerte levée",
}

// The rule names (the metadata's alertTypes typeName).
const (
	AgitatorOn        = "agitator_on"
	AgitatorOff       = "agitator_off"
	CompressorOn      = "compressor_on"
	ChillingPumpOn    = "chilling_pump_on"
	ChillingPumpOff   = "chilling_pump_off"
	GridOn            = "grid_on"
	GridOff           = "grid_off"
	ChillingStarted   = "chilling_started"
	ChillingCompleted = "chilling_completed"
	MilkLifted        = "milk_lifted"
	CIPDetected       = "cip_detected"

	CompressorMalfunction            = "compressor_malfunction"
	AgitatorMalfunction              = "agitator_malfunction"
	ChillingPumpMalfunction          = "chilling_pump_malfunction"
	CondenserMalfunction             = "condenser_malfunction"
	Pump2Malfunction                 = "pump2_malfunction"
	GridOffStage2                    = "grid_off_stage_2"
	GridOffStage3                    = "grid_off_stage_3"
	MilkUndercooled                  = "milk_undercooled"
	MilkLiftedUndercooled            = "milk_lifted_undercooled"
	AgitatorMalfunctionAfterChilling = "agitator_malfunction_after_chilling"
	MilkOverchilled                  = "milk_overchilled"
	CIPNotDone                       = "cip_not_done"
	PanelTrip                        = "panel_trip"
	TSSTempAlert                     = "tss_temp_alert"
)

var catalogue = []Rule{
	{Name: AgitatorOn, Level: Info, Kind: KindEdge,
		DisplayName: Text{"Agitator on", "Agitateur en marche"},
		Definition: Text{"The agitator started running (its feedback, or its relay when the unit has no feedback).",
			"L'agitateur s'est mis en marche (son retour de marche, ou son relais si l'unité n'a pas de retour)."},
		Message: Text{"Agitator on at {{unit}}", "Agitateur en marche sur {{unit}}"}},
	{Name: AgitatorOff, Level: Info, Kind: KindEdge,
		DisplayName: Text{"Agitator off", "Agitateur à l'arrêt"},
		Definition:  Text{"The agitator stopped.", "L'agitateur s'est arrêté."},
		Message:     Text{"Agitator off at {{unit}}", "Agitateur à l'arrêt sur {{unit}}"}},
	{Name: CompressorOn, Level: Info, Kind: KindEdge,
		DisplayName: Text{"Compressor on", "Compresseur en marche"},
		Definition: Text{"The compressor started running (feedback or a current above {{minAmps}} A, or its relay when the unit measures neither).",
			"Le compresseur s'est mis en marche (retour de marche ou courant supérieur à {{minAmps}} A, ou son relais si l'unité ne mesure ni l'un ni l'autre)."},
		Message:    Text{"Compressor on at {{unit}}", "Compresseur en marche sur {{unit}}"},
		Thresholds: []string{"minAmps"}},
	{Name: ChillingPumpOn, Level: Info, Kind: KindEdge,
		DisplayName: Text{"Chilling pump on", "Pompe de refroidissement en marche"},
		Definition:  Text{"The chilling pump started running.", "La pompe de refroidissement s'est mise en marche."},
		Message:     Text{"Chilling pump on at {{unit}}", "Pompe de refroidissement en marche sur {{unit}}"},
		Thresholds:  []string{"minAmps"}},
	{Name: ChillingPumpOff, Level: Info, Kind: KindEdge,
		DisplayName: Text{"Chilling pump off", "Pompe de refroidissement à l'arrêt"},
		Definition:  Text{"The chilling pump stopped.", "La pompe de refroidissement s'est arrêtée."},
		Message:     Text{"Chilling pump off at {{unit}}", "Pompe de refroidissement à l'arrêt sur {{unit}}"}},
	{Name: GridOn, Level: Info, Kind: KindEdge,
		DisplayName: Text{"Grid power on", "Retour du secteur"},
		Definition:  Text{"Grid power came back.", "Le courant du secteur est revenu."},
		Message:     Text{"Grid power back at {{unit}}", "Retour du secteur sur {{unit}}"}},
	{Name: GridOff, Level: Info, Kind: KindEdge,
		DisplayName: Text{"Grid power off", "Coupure secteur"},
		Definition: Text{"Grid power went off (stage 1 of a grid outage; stages 2 and 3 follow after {{gridStage2}} and {{gridStage3}} minutes).",
			"Le courant du secteur a été coupé (niveau 1 d'une coupure ; les niveaux 2 et 3 suivent après {{gridStage2}} et {{gridStage3}} minutes)."},
		Message:    Text{"Grid power off at {{unit}}", "Coupure secteur sur {{unit}}"},
		Thresholds: []string{"gridOffStages"}},
	{Name: ChillingStarted, Level: Info, Kind: KindPhase,
		DisplayName: Text{"Chilling started", "Refroidissement démarré"},
		Definition: Text{"More than {{minVolume}} L of milk above {{underChilled}} °C: the unit chills it.",
			"Plus de {{minVolume}} L de lait au-dessus de {{underChilled}} °C : l'unité le refroidit."},
		Message:    Text{"Chilling started at {{unit}} ({{volume}} L at {{temp}} °C)", "Refroidissement démarré sur {{unit}} ({{volume}} L à {{temp}} °C)"},
		Thresholds: []string{"minVolume", "underChilled", "tempHysteresis"}},
	{Name: ChillingCompleted, Level: Info, Kind: KindPhase,
		DisplayName: Text{"Chilling completed", "Refroidissement terminé"},
		Definition: Text{"The milk being chilled reached {{underChilled}} °C or below.",
			"Le lait en cours de refroidissement a atteint {{underChilled}} °C ou moins."},
		Message:    Text{"Chilling completed at {{unit}} ({{volume}} L at {{temp}} °C)", "Refroidissement terminé sur {{unit}} ({{volume}} L à {{temp}} °C)"},
		Thresholds: []string{"underChilled"}},
	{Name: MilkLifted, Level: Info, Kind: KindPhase,
		DisplayName: Text{"Milk lifted", "Lait enlevé"},
		Definition: Text{"A tanker lifted the milk: the volume of a tank above {{minVolume}} L fell by more than {{liftDrop}} L between two samples and kept falling; Full when it ends below {{liftFull}} L.",
			"Un camion a enlevé le lait : le volume d'un tank de plus de {{minVolume}} L a baissé de plus de {{liftDrop}} L entre deux mesures et a continué de baisser ; enlèvement complet s'il finit sous {{liftFull}} L."},
		Message:    Text{"Milk lifted at {{unit}}", "Lait enlevé sur {{unit}}"},
		Thresholds: []string{"minVolume", "liftDrop", "liftLevels", "liftStall", "liftMinVolume"}},
	{Name: CIPDetected, Level: Info, Kind: KindPhase,
		DisplayName: Text{"Cleaning in place (CIP) detected", "Nettoyage en place (NEP) détecté"},
		Definition: Text{"Cleaning in place: between {{cipMinVolume}} and {{cipMaxVolume}} L at {{cipMinTemp}} °C or more (hot at {{cipHotTemp}} °C or more).",
			"Nettoyage en place : entre {{cipMinVolume}} et {{cipMaxVolume}} L à {{cipMinTemp}} °C ou plus (à chaud à partir de {{cipHotTemp}} °C)."},
		Message:    Text{"Cleaning in place detected at {{unit}}", "Nettoyage en place détecté sur {{unit}}"},
		Thresholds: []string{"cipMinVolume", "cipMaxVolume", "cipMinTemp", "cipHotTemp"}},

	{Name: CompressorMalfunction, Level: Critical, Kind: KindStaged,
		DisplayName: Text{"Compressor malfunction", "Dysfonctionnement du compresseur"},
		Definition: Text{"With more than {{minVolume}} L, power on and a valid battery temperature (above {{minBatteryTemp}} °C): the compressor is needed (milk above {{underChilled}} °C) but not running, or its relay is on with no feedback and no current. Stages at {{stages}} minutes.",
			"Avec plus de {{minVolume}} L, le courant présent et une température de batterie valide (au-dessus de {{minBatteryTemp}} °C) : le compresseur est nécessaire (lait au-dessus de {{underChilled}} °C) mais ne tourne pas, ou son relais est fermé sans retour ni courant. Niveaux à {{stages}} minutes."},
		Message:    Text{"Compressor malfunction at {{unit}}: stage {{stage}}", "Dysfonctionnement du compresseur sur {{unit}} : niveau {{stage}}"},
		Thresholds: []string{"minVolume", "minBatteryTemp", "underChilled", "minAmps", "confirmation", "compressorStages"}},
	{Name: AgitatorMalfunction, Level: Critical, Kind: KindStaged,
		DisplayName: Text{"Agitator malfunction", "Dysfonctionnement de l'agitateur"},
		Definition: Text{"With more than {{minVolume}} L, power on and a valid battery temperature: the agitator is still while the milk is above {{underChilled}} °C, or its relay and feedback disagree. Stages at {{stages}} minutes.",
			"Avec plus de {{minVolume}} L, le courant présent et une température de batterie valide : l'agitateur est arrêté alors que le lait est au-dessus de {{underChilled}} °C, ou son relais et son retour de marche ne concordent pas. Niveaux à {{stages}} minutes."},
		Message:    Text{"Agitator malfunction at {{unit}}: stage {{stage}}", "Dysfonctionnement de l'agitateur sur {{unit}} : niveau {{stage}}"},
		Thresholds: []string{"minVolume", "minBatteryTemp", "underChilled", "confirmation", "agitatorStages"}},
	{Name: ChillingPumpMalfunction, Level: Critical, Kind: KindStaged,
		DisplayName: Text{"Chilling pump malfunction", "Dysfonctionnement de la pompe de refroidissement"},
		Definition: Text{"With more than {{minVolume}} L, power on and a valid battery temperature: the chilling pump's relay and its feedback or current (above {{minAmps}} A) disagree. Stages at {{stages}} minutes.",
			"Avec plus de {{minVolume}} L, le courant présent et une température de batterie valide : le relais de la pompe de refroidissement et son retour ou son courant (au-dessus de {{minAmps}} A) ne concordent pas. Niveaux à {{stages}} minutes."},
		Message:    Text{"Chilling pump malfunction at {{unit}}: stage {{stage}}", "Dysfonctionnement de la pompe de refroidissement sur {{unit}} : niveau {{stage}}"},
		Thresholds: []string{"minVolume", "minBatteryTemp", "minAmps", "confirmation", "chillingPumpStages"}},
	{Name: CondenserMalfunction, Level: Critical, Kind: KindStaged,
		DisplayName: Text{"Condenser malfunction", "Dysfonctionnement du condenseur"},
		Definition: Text{"With more than {{minVolume}} L, power on and a valid battery temperature: the condenser's relay and its feedback or current disagree. Stages at {{stages}} minutes.",
			"Avec plus de {{minVolume}} L, le courant présent et une température de batterie valide : le relais du condenseur et son retour ou son courant ne concordent pas. Niveaux à {{stages}} minutes."},
		Message:    Text{"Condenser malfunction at {{unit}}: stage {{stage}}", "Dysfonctionnement du condenseur sur {{unit}} : niveau {{stage}}"},
		Thresholds: []string{"minVolume", "minBatteryTemp", "minAmps", "confirmation", "condenserStages"}},
	{Name: Pump2Malfunction, Level: Critical, Kind: KindStaged,
		DisplayName: Text{"Pump 2 malfunction", "Dysfonctionnement de la pompe 2"},
		Definition: Text{"With more than {{minVolume}} L, power on and a valid battery temperature: pump 2's relay and its feedback or current disagree. Stages at {{stages}} minutes.",
			"Avec plus de {{minVolume}} L, le courant présent et une température de batterie valide : le relais de la pompe 2 et son retour ou son courant ne concordent pas. Niveaux à {{stages}} minutes."},
		Message:    Text{"Pump 2 malfunction at {{unit}}: stage {{stage}}", "Dysfonctionnement de la pompe 2 sur {{unit}} : niveau {{stage}}"},
		Thresholds: []string{"minVolume", "minBatteryTemp", "minAmps", "confirmation", "pump2Stages"}},
	{Name: GridOffStage2, Level: Critical, Kind: KindStaged,
		DisplayName: Text{"Grid power off (stage 2)", "Coupure secteur (niveau 2)"},
		Definition:  Text{"Grid power has been off for {{gridStage2}} minutes.", "Le secteur est coupé depuis {{gridStage2}} minutes."},
		Message:     Text{"Grid power off at {{unit}} for {{gridStage2}} minutes: stage 2", "Coupure secteur sur {{unit}} depuis {{gridStage2}} minutes : niveau 2"},
		Thresholds:  []string{"gridOffStages"}},
	{Name: GridOffStage3, Level: Critical, Kind: KindStaged,
		DisplayName: Text{"Grid power off (stage 3)", "Coupure secteur (niveau 3)"},
		Definition:  Text{"Grid power has been off for {{gridStage3}} minutes.", "Le secteur est coupé depuis {{gridStage3}} minutes."},
		Message:     Text{"Grid power off at {{unit}} for {{gridStage3}} minutes: stage 3", "Coupure secteur sur {{unit}} depuis {{gridStage3}} minutes : niveau 3"},
		Thresholds:  []string{"gridOffStages"}},
	{Name: MilkUndercooled, Level: Critical, Kind: KindWindowed,
		DisplayName: Text{"Milk under-cooled", "Lait insuffisamment refroidi"},
		Definition: Text{"While chilling (more than {{minVolume}} L above {{underChilled}} °C, power on) at a stable volume (varying less than {{volumeVariation}} L), the milk fell less than {{fallAbove}} °C over a window starting above {{split}} °C ({{fallBelow}} °C below). Stages when windows of {{windows}} minutes show it; at most one alert per unit every {{repeat}} minutes.",
			"Pendant le refroidissement (plus de {{minVolume}} L au-dessus de {{underChilled}} °C, courant présent) à volume stable (variation inférieure à {{volumeVariation}} L), le lait a baissé de moins de {{fallAbove}} °C sur une fenêtre commençant au-dessus de {{split}} °C ({{fallBelow}} °C en dessous). Niveaux quand des fenêtres de {{windows}} minutes le montrent ; au plus une alerte par unité toutes les {{repeat}} minutes."},
		Message:    Text{"Milk under-cooled at {{unit}} ({{temp}} °C): stage {{stage}}", "Lait insuffisamment refroidi sur {{unit}} ({{temp}} °C) : niveau {{stage}}"},
		Thresholds: []string{"minVolume", "underChilled", "minBatteryTemp", "undercooledWindows", "undercooledRepeat", "undercooledFallAbove", "undercooledFallBelow", "undercooledSplit", "undercooledVolumeVariation"}},
	{Name: MilkLiftedUndercooled, Level: Critical, Kind: KindSingle,
		DisplayName: Text{"Milk lifted under-cooled", "Lait enlevé insuffisamment refroidi"},
		Definition: Text{"Milk was lifted while above {{underChilled}} °C (its temperature when the lifting began).",
			"Le lait a été enlevé à plus de {{underChilled}} °C (sa température au début de l'enlèvement)."},
		Message:    Text{"Milk lifted under-cooled at {{unit}} ({{temp}} °C)", "Lait enlevé insuffisamment refroidi sur {{unit}} ({{temp}} °C)"},
		Thresholds: []string{"underChilled", "liftDrop", "liftLevels"}},
	{Name: AgitatorMalfunctionAfterChilling, Level: Critical, Kind: KindSingle,
		DisplayName: Text{"Agitator malfunction after chilling", "Dysfonctionnement de l'agitateur après le refroidissement"},
		Definition: Text{"After chilling completed, an agitator run outside {{agitatorOn}} s or a rest outside {{agitatorOff}} s (judged from the sampled status, with the sampling's uncertainty; phases that a power cut interrupts are not judged). Once per storage of chilled milk.",
			"Après la fin du refroidissement, une marche de l'agitateur hors de {{agitatorOn}} s ou un arrêt hors de {{agitatorOff}} s (jugés sur l'état échantillonné, avec l'incertitude de l'échantillonnage ; les phases qu'une coupure interrompt ne sont pas jugées). Une fois par stockage de lait refroidi."},
		Message:    Text{"Agitator cycle out of range after chilling at {{unit}}", "Cycle de l'agitateur hors plage après refroidissement sur {{unit}}"},
		Thresholds: []string{"agitatorOn", "agitatorOff", "minVolume", "underChilled"}},
	{Name: MilkOverchilled, Level: Critical, Kind: KindSingle,
		DisplayName: Text{"Milk over-chilled", "Lait trop refroidi"},
		Definition: Text{"Milk below {{overChilled}} °C with more than {{minVolume}} L; it clears {{tempHysteresis}} °C above.",
			"Lait en dessous de {{overChilled}} °C avec plus de {{minVolume}} L ; l'alerte est levée {{tempHysteresis}} °C au-dessus."},
		Message:    Text{"Milk over-chilled at {{unit}} ({{temp}} °C)", "Lait trop refroidi sur {{unit}} ({{temp}} °C)"},
		Thresholds: []string{"overChilled", "minVolume", "minBatteryTemp", "tempHysteresis"}},
	{Name: CIPNotDone, Level: Critical, Kind: KindSingle,
		DisplayName: Text{"Cleaning in place (CIP) not done", "Nettoyage en place (NEP) non effectué"},
		Definition: Text{"A lifting completed (the volume fell below {{liftLevels}} L within {{liftWindow}} minutes) and no cleaning in place followed before the next collection.",
			"Un enlèvement s'est terminé (le volume est passé sous {{liftLevels}} L en moins de {{liftWindow}} minutes) et aucun nettoyage en place n'a suivi avant la collecte suivante."},
		Message:    Text{"Cleaning in place not done at {{unit}} before the collection", "Nettoyage en place non effectué sur {{unit}} avant la collecte"},
		Thresholds: []string{"liftLevels", "liftWindow", "collectionRise", "cipMinTemp"}},
	{Name: PanelTrip, Level: Critical, Kind: KindStaged,
		DisplayName: Text{"Panel trip", "Déclenchement du tableau électrique"},
		Definition: Text{"With more than {{minVolume}} L, power on and a valid battery temperature: the panel alarm is raised, or every relay dropped while the milk needs chilling. Stages at {{stages}} minutes.",
			"Avec plus de {{minVolume}} L, le courant présent et une température de batterie valide : l'alarme du tableau est levée, ou tous les relais sont retombés alors que le lait doit être refroidi. Niveaux à {{stages}} minutes."},
		Message:    Text{"Panel trip at {{unit}}: stage {{stage}}", "Déclenchement du tableau électrique sur {{unit}} : niveau {{stage}}"},
		Thresholds: []string{"minVolume", "minBatteryTemp", "underChilled", "confirmation", "panelTripStages"}},
	{Name: TSSTempAlert, Level: Critical, Kind: KindScheduled,
		DisplayName: Text{"Milk temperature above target at TSS check", "Température du lait au-dessus de la cible au contrôle TSS"},
		Definition: Text{"At {{tssChecks}} site time, milk above {{underChilled}} °C with more than {{minVolume}} L (stage 1); stage 2 if still so {{tssRecheck}} minutes later.",
			"À {{tssChecks}} heure du site, lait au-dessus de {{underChilled}} °C avec plus de {{minVolume}} L (niveau 1) ; niveau 2 si c'est toujours le cas {{tssRecheck}} minutes plus tard."},
		Message:    Text{"Milk at {{temp}} °C at the {{time}} TSS check at {{unit}}: stage {{stage}}", "Lait à {{temp}} °C au contrôle TSS de {{time}} sur {{unit}} : niveau {{stage}}"},
		Thresholds: []string{"tssChecks", "tssRecheck", "underChilled", "minVolume", "minBatteryTemp"}},
}

var byName = func() map[string]int {
	m := make(map[string]int, len(catalogue))
	for i, r := range catalogue {
		m[r.Name] = i
	}
	return m
}()

// Catalogue answers every rule: the info events, then the critical alerts,
// in the order of spec 03 §9 (the metadata's alertTypes order).
func Catalogue() []Rule {
	out := make([]Rule, len(catalogue))
	copy(out, catalogue)
	return out
}

// Lookup answers the rule of a name.
func Lookup(name string) (Rule, bool) {
	i, ok := byName[name]
	if !ok {
		return Rule{}, false
	}
	return catalogue[i], true
}

// Stages answers the stages of the rule under thresholds t (with their
// defaults filled in): when each is due after the condition's start. An
// info event has none.
func (r Rule) Stages(t Thresholds) []Stage {
	t = t.withDefaults()
	three := func(s [2]Minutes) []Stage {
		return []Stage{{1, t.Confirmation.Duration()}, {2, s[0].Duration()}, {3, s[1].Duration()}}
	}
	switch r.Name {
	case CompressorMalfunction:
		return three(t.CompressorStages)
	case AgitatorMalfunction:
		return three(t.AgitatorStages)
	case ChillingPumpMalfunction:
		return three(t.ChillingPumpStages)
	case CondenserMalfunction:
		return three(t.CondenserStages)
	case Pump2Malfunction:
		return three(t.Pump2Stages)
	case GridOffStage2:
		return []Stage{{2, t.GridOffStages[0].Duration()}}
	case GridOffStage3:
		return []Stage{{3, t.GridOffStages[1].Duration()}}
	case PanelTrip:
		return []Stage{{1, t.Confirmation.Duration()}, {2, t.PanelTripStages[0].Duration()}}
	case MilkUndercooled:
		w := t.UndercooledWindows
		return []Stage{{1, w[0].Duration()}, {2, w[1].Duration()}, {3, w[2].Duration()}}
	case TSSTempAlert:
		return []Stage{{1, 0}, {2, t.TSSRecheck.Duration()}}
	}
	if r.Level == Critical {
		return []Stage{{1, 0}}
	}
	return nil
}

// Describe answers the rule's definition in a language with the
// thresholds' values (defaults for zero fields).
func (r Rule) Describe(lang string, t Thresholds) string {
	t = t.withDefaults()
	fr := strings.HasPrefix(strings.ToLower(lang), "fr")
	and, then := " and ", ", then "
	if fr {
		and, then = " et ", ", puis "
	}
	var st []string
	for _, s := range r.Stages(t) {
		st = append(st, num(s.After.Minutes()))
	}
	vars := map[string]string{
		"minVolume": num(t.MinVolume), "underChilled": num(t.UnderChilled), "overChilled": num(t.OverChilled),
		"minBatteryTemp": num(t.MinBatteryTemp), "minAmps": num(t.MinAmps), "tempHysteresis": num(t.TempHysteresis),
		"stages":     list(st, and),
		"gridStage2": num(float64(t.GridOffStages[0])), "gridStage3": num(float64(t.GridOffStages[1])),
		"windows": list([]string{num(float64(t.UndercooledWindows[0])), num(float64(t.UndercooledWindows[1])),
			num(float64(t.UndercooledWindows[2]))}, and),
		"fallAbove": num(t.UndercooledFallAbove), "fallBelow": num(t.UndercooledFallBelow), "split": num(t.UndercooledSplit),
		"volumeVariation": num(t.UndercooledVolumeVariation), "repeat": num(float64(t.UndercooledRepeat)),
		"liftDrop":   num(t.LiftDrop),
		"liftLevels": list([]string{num(t.LiftLevels[0]), num(t.LiftLevels[1]), num(t.LiftLevels[2])}, then),
		"liftFull":   num(t.LiftLevels[2]), "liftWindow": num(float64(t.LiftWindow)),
		"agitatorOn":   num(float64(t.AgitatorOn[0])) + "–" + num(float64(t.AgitatorOn[1])),
		"agitatorOff":  num(float64(t.AgitatorOff[0])) + "–" + num(float64(t.AgitatorOff[1])),
		"cipMinVolume": num(t.CIPMinVolume), "cipMaxVolume": num(t.CIPMaxVolume), "cipMinTemp": num(t.CIPMinTemp), "cipHotTemp": num(t.CIPHotTemp),
		"tssChecks": list(t.TSSChecks, and), "tssRecheck": num(float64(t.TSSRecheck)),
	}
	if fr {
		for k, v := range vars {
			if k != "stages" && k != "windows" && k != "tssChecks" && k != "liftLevels" {
				vars[k] = strings.ReplaceAll(v, ".", ",")
			}
		}
	}
	return Render(r.Definition.In(lang), vars)
}

// Render fills the {{name}} placeholders of a template; unknown ones stay.
func Render(tmpl string, vars map[string]string) string {
	if !strings.Contains(tmpl, "{{") {
		return tmpl
	}
	var b strings.Builder
	for {
		i := strings.Index(tmpl, "{{")
		if i < 0 {
			break
		}
		j := strings.Index(tmpl[i:], "}}")
		if j < 0 {
			break
		}
		b.WriteString(tmpl[:i])
		key := tmpl[i+2 : i+j]
		if v, ok := vars[key]; ok {
			b.WriteString(v)
		} else {
			b.WriteString(tmpl[i : i+j+2])
		}
		tmpl = tmpl[i+j+2:]
	}
	b.WriteString(tmpl)
	return b.String()
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func list(items []string, and string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + and + items[len(items)-1]
}

// fmtTemp writes a temperature for a message, rounded as the reports
// round it (half away from zero: 24.15 is 24.2, where %.1f alone gives
// 24.1 from the binary 24.1499…).
func fmtTemp(v float64, lang string) string {
	s := strconv.FormatFloat(math.Round(v*10)/10, 'f', 1, 64)
	if strings.HasPrefix(strings.ToLower(lang), "fr") {
		s = strings.ReplaceAll(s, ".", ",")
	}
	return s
}
