package engine_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// The catalogue names exactly the alert types of spec 03 §9 (ENGINE.md §4
// and §5), info events first, in that order, with their levels; it is the
// source of the metadata's alertTypes list.
func TestCatalogueNamesTheAlertTypes(t *testing.T) {
	info := []string{"agitator_on", "agitator_off", "compressor_on", "chilling_pump_on", "chilling_pump_off",
		"grid_on", "grid_off", "chilling_started", "chilling_completed", "milk_lifted", "cip_detected"}
	critical := []string{"compressor_malfunction", "agitator_malfunction", "chilling_pump_malfunction",
		"condenser_malfunction", "pump2_malfunction", "grid_off_stage_2", "grid_off_stage_3", "milk_undercooled",
		"milk_lifted_undercooled", "agitator_malfunction_after_chilling", "milk_overchilled", "cip_not_done",
		"panel_trip", "tss_temp_alert"}
	cat := engine.Catalogue()
	if len(cat) != len(info)+len(critical) {
		t.Fatalf("got %d rules, want %d", len(cat), len(info)+len(critical))
	}
	for i, name := range append(info, critical...) {
		got := cat[i]
		want := engine.Info
		if i >= len(info) {
			want = engine.Critical
		}
		if got.Name != name || got.Level != want {
			t.Errorf("rule %d: got %s %s, want %s %s", i, got.Name, got.Level, name, want)
		}
		if got.DisplayName.En == "" || got.DisplayName.Fr == "" || got.DisplayName.En == got.DisplayName.Fr ||
			strings.TrimSpace(got.DisplayName.Fr) != got.DisplayName.Fr || strings.TrimSpace(got.DisplayName.En) != got.DisplayName.En {
			t.Errorf("%s: display names %q / %q", name, got.DisplayName.En, got.DisplayName.Fr)
		}
		if l, ok := engine.Lookup(name); !ok || l.Name != name {
			t.Errorf("Lookup(%q) = %v, %v", name, l.Name, ok)
		}
	}
	if _, ok := engine.Lookup("no_such_alert"); ok {
		t.Error("Lookup found an unknown name")
	}
}

// Every definition and message renders in both languages with nothing left
// unfilled, and the French differs from the English.
func TestCatalogueTexts(t *testing.T) {
	vars := map[string]string{"unit": "Tank 1", "stage": "2", "temp": "5.2", "volume": "1500", "time": "05:30", "gridStage2": "15", "gridStage3": "30"}
	for _, r := range engine.Catalogue() {
		for _, lang := range []string{"en", "fr"} {
			d := r.Describe(lang, engine.Thresholds{})
			m := engine.Render(r.Message.In(lang), vars)
			for what, s := range map[string]string{"definition": d, "message": m} {
				if s == "" || strings.Contains(s, "{{") {
					t.Errorf("%s %s %s: %q", r.Name, lang, what, s)
				}
			}
		}
		if r.Definition.En == r.Definition.Fr || r.Message.En == r.Message.Fr {
			t.Errorf("%s: the French texts are the English ones", r.Name)
		}
		if r.Level == engine.Critical && len(r.Thresholds) == 0 {
			t.Errorf("%s: a critical alert names no threshold", r.Name)
		}
	}
}

func TestDescribeUsesThresholds(t *testing.T) {
	r, _ := engine.Lookup(engine.CompressorMalfunction)
	th := engine.DefaultThresholds()
	th.CompressorStages = [2]engine.Minutes{15, 45}
	th.UnderChilled = 4.5
	for _, c := range []struct{ lang, want string }{
		{"en", "Stages at 5, 15 and 45 minutes"},
		{"en", "above 4.5 °C"},
		{"fr", "Niveaux à 5, 15 et 45 minutes"},
		{"fr", "au-dessus de 4,5 °C"},
	} {
		if got := r.Describe(c.lang, th); !strings.Contains(got, c.want) {
			t.Errorf("%s: %q does not contain %q", c.lang, got, c.want)
		}
	}
}

func TestStages(t *testing.T) {
	m := func(ms ...float64) []time.Duration {
		var out []time.Duration
		for _, x := range ms {
			out = append(out, time.Duration(x*float64(time.Minute)))
		}
		return out
	}
	for _, c := range []struct {
		rule string
		want []time.Duration
	}{
		{engine.CompressorMalfunction, m(5, 10, 30)},
		{engine.AgitatorMalfunction, m(5, 20, 30)},
		{engine.ChillingPumpMalfunction, m(5, 30, 60)},
		{engine.CondenserMalfunction, m(5, 30, 60)},
		{engine.Pump2Malfunction, m(5, 30, 60)},
		{engine.GridOffStage2, m(15)},
		{engine.GridOffStage3, m(30)},
		{engine.MilkUndercooled, m(15, 20, 40)},
		{engine.PanelTrip, m(5, 30)},
		{engine.TSSTempAlert, m(0, 30)},
		{engine.MilkLiftedUndercooled, m(0)},
		{engine.AgitatorMalfunctionAfterChilling, m(0)},
		{engine.MilkOverchilled, m(0)},
		{engine.CIPNotDone, m(0)},
		{engine.AgitatorOn, nil},
	} {
		r, _ := engine.Lookup(c.rule)
		var got []time.Duration
		for i, s := range r.Stages(engine.Thresholds{}) {
			got = append(got, s.After)
			n := i + 1
			switch c.rule {
			case engine.GridOffStage2:
				n = 2
			case engine.GridOffStage3:
				n = 3
			}
			if s.N != n {
				t.Errorf("%s: stage %d numbered %d", c.rule, i, s.N)
			}
		}
		if len(got) != len(c.want) || (len(got) > 0 && !equalDurations(got, c.want)) {
			t.Errorf("%s: got %v, want %v", c.rule, got, c.want)
		}
	}
}

func equalDurations(a, b []time.Duration) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// An organisation's stored settings decode over the defaults, field by
// field.
func TestThresholdsOverride(t *testing.T) {
	th := engine.DefaultThresholds()
	if err := json.Unmarshal([]byte(`{"compressorStages": [15, 45], "underChilled": 4.5, "tssChecks": ["06:00"]}`), &th); err != nil {
		t.Fatal(err)
	}
	want := engine.DefaultThresholds()
	want.CompressorStages = [2]engine.Minutes{15, 45}
	want.UnderChilled = 4.5
	want.TSSChecks = []string{"06:00"}
	a, _ := json.Marshal(th)
	b, _ := json.Marshal(want)
	if string(a) != string(b) {
		t.Errorf("got %s\nwant %s", a, b)
	}
	e, err := engine.New(engine.Unit{Thresholds: engine.Thresholds{AgitatorStages: [2]engine.Minutes{25, 0}}, OverChilled: 2})
	if err != nil {
		t.Fatal(err)
	}
	got := e.Thresholds()
	if got.AgitatorStages != [2]engine.Minutes{25, 30} || got.OverChilled != 2 || got.UnderChilled != 4.1 || got.MinVolume != 100 {
		t.Errorf("zero fields take the defaults, the unit's bounds override: got %+v", got)
	}
}

func TestThresholdErrors(t *testing.T) {
	for _, c := range []struct {
		name  string
		th    engine.Thresholds
		unit  engine.Unit
		field string
	}{
		{"over above under", engine.Thresholds{OverChilled: 5}, engine.Unit{}, "overChilled"},
		{"unit bounds", engine.Thresholds{}, engine.Unit{UnderChilled: 2.5}, "overChilled"},
		{"stages out of order", engine.Thresholds{CompressorStages: [2]engine.Minutes{30, 10}}, engine.Unit{}, "compressorStages"},
		{"stage 2 before the confirmation", engine.Thresholds{Confirmation: 12}, engine.Unit{}, "compressorStages"},
		{"windows", engine.Thresholds{UndercooledWindows: [3]engine.Minutes{20, 15, 40}}, engine.Unit{}, "undercooledWindows"},
		{"lift levels", engine.Thresholds{LiftLevels: [3]float64{100, 120, 10}}, engine.Unit{}, "liftLevels"},
		{"agitator", engine.Thresholds{AgitatorOn: [2]engine.Seconds{140, 130}}, engine.Unit{}, "agitatorOn"},
		{"tss check", engine.Thresholds{TSSChecks: []string{"5h30"}}, engine.Unit{}, "tssChecks"},
		{"tss hour", engine.Thresholds{TSSChecks: []string{"24:00"}}, engine.Unit{}, "tssChecks"},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := c.unit
			u.Thresholds = c.th
			_, err := engine.New(u)
			var te *engine.ThresholdError
			if !errors.As(err, &te) || te.Field != c.field {
				t.Errorf("got %v, want an error on %s", err, c.field)
			}
		})
	}
}

func TestAlertMessages(t *testing.T) {
	zone, _ := time.LoadLocation("Asia/Kolkata")
	at := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		a        engine.AlertChange
		en, fr   string
		unitName string
	}{
		{engine.AlertChange{Alert: engine.CompressorMalfunction, Change: engine.Escalated, Stage: 2},
			"Compressor malfunction at Tank 1: stage 2", "Dysfonctionnement du compresseur sur Tank 1 : niveau 2", "Tank 1"},
		{engine.AlertChange{Alert: engine.TSSTempAlert, Change: engine.Raised, Stage: 1, Since: at, Temp: 6.25},
			"Milk at 6.3 °C at the 05:30 TSS check at Tank 2: stage 1", "Lait à 6,3 °C au contrôle TSS de 05:30 sur Tank 2 : niveau 1", "Tank 2"},
		// Rounded as the reports round (24.15 is 24.2 there, not %.1f's 24.1).
		{engine.AlertChange{Alert: engine.TSSTempAlert, Change: engine.Raised, Stage: 1, Since: at, Temp: 24.15},
			"Milk at 24.2 °C at the 05:30 TSS check at Tank 2: stage 1", "Lait à 24,2 °C au contrôle TSS de 05:30 sur Tank 2 : niveau 1", "Tank 2"},
		{engine.AlertChange{Alert: engine.GridOffStage2, Change: engine.Raised, Stage: 2, Since: at, At: at.Add(15 * time.Minute)},
			"Grid power off at Tank 3 for 15 minutes: stage 2", "Coupure secteur sur Tank 3 depuis 15 minutes : niveau 2", "Tank 3"},
		{engine.AlertChange{Alert: engine.PanelTrip, Change: engine.Cleared, Stage: 2},
			"Panel trip at Tank 4 has cleared", "Déclenchement du tableau électrique sur Tank 4 : alerte levée", "Tank 4"},
	} {
		if got := c.a.Message("en", c.unitName, zone); got != c.en {
			t.Errorf("en: got %q, want %q", got, c.en)
		}
		if got := c.a.Message("fr", c.unitName, zone); got != c.fr {
			t.Errorf("fr: got %q, want %q", got, c.fr)
		}
	}
}
