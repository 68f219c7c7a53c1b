package engine

import (
	"strconv"
	"time"
)

// The staged rules, in the order of state.Staged.
const (
	stComp = iota
	stAgit
	stPump
	stCond
	stPump2
	stPanel
	stGrid
	nStaged
)

var stagedRules = [nStaged]string{CompressorMalfunction, AgitatorMalfunction, ChillingPumpMalfunction,
	CondenserMalfunction, Pump2Malfunction, PanelTrip, GridOff}

// stagedRule is the rule name in the episode's key.
func stagedRule(i int) string { return stagedRules[i] }

// stagedAlert is the alert type of staged rule i at a stage.
func stagedAlert(i, stage int) string {
	if i == stGrid {
		if stage >= 3 {
			return GridOffStage3
		}
		return GridOffStage2
	}
	return stagedRules[i]
}

// firstAlertStage is the first stage that is a critical alert (grid_off's
// stage 1 is the info event).
func firstAlertStage(i int) int {
	if i == stGrid {
		return 2
	}
	return 1
}

func (e *Evaluator) event(name string, t time.Time, d *snap) {
	e.out.Events = append(e.out.Events, Event{Key: key("event", name, t), At: t, Name: name, Volume: d.vol, Temp: d.temp})
}

// alert outputs an alert change of rule's episode started at since.
func (e *Evaluator) alert(rule, alert string, c Change, stage int, since, at time.Time, d *snap) {
	if alert == "" {
		alert = rule
	}
	ep := key("alert", rule, since)
	k := ep + "/" + strconv.Itoa(stage)
	if c == Cleared {
		k = ep + "/clear"
	}
	e.out.Alerts = append(e.out.Alerts, AlertChange{Key: k, At: at, Alert: alert, Episode: ep, Change: c, Stage: stage,
		Since: since, Volume: d.vol, Temp: d.temp})
}

// edges outputs the info events of switching signals.
func (e *Evaluator) edges(d *snap) {
	p := &e.st.Prev
	t := d.t
	edge := func(was, is tri, up, down string) {
		if was == unknown || is == unknown || was == is {
			return
		}
		if is == on && up != "" {
			e.event(up, t, d)
		}
		if is == off && down != "" {
			e.event(down, t, d)
		}
	}
	edge(p.Grid, d.grid, GridOn, GridOff)
	edge(p.Comp, d.comp.run, CompressorOn, "")
	edge(p.Agit, d.agit.run, AgitatorOn, AgitatorOff)
	edge(p.Pump, d.pump.run, ChillingPumpOn, ChillingPumpOff)
}

// conditions of the staged rules at a sample.
func (e *Evaluator) conditions(d *snap) [nStaged]bool {
	th := &e.th
	warm := d.tempOK && d.temp > th.UnderChilled
	mismatch := func(l loadState) bool { return l.measured && l.relay != unknown && l.relay != l.run }
	var c [nStaged]bool
	if d.applies {
		c[stComp] = (warm && d.comp.run == off) || (d.comp.measured && d.comp.relay == on && d.comp.run == off)
		c[stAgit] = (warm && d.agit.run == off) || mismatch(d.agit)
		c[stPump] = mismatch(d.pump)
		c[stCond] = mismatch(d.cond)
		c[stPump2] = mismatch(d.p2)
		c[stPanel] = d.panel == on || (warm && d.relaysKnown >= 2 && d.relaysOn == 0)
	}
	c[stGrid] = d.grid == off
	return c
}

// stagedRules starts, escalates and clears the staged alerts.
func (e *Evaluator) stagedRules(d *snap) {
	c := e.conditions(d)
	for i := range nStaged {
		ep := &e.st.Staged[i]
		switch {
		case c[i]:
			if !ep.Active {
				*ep = episode{Active: true, Start: d.t}
			}
			e.escalate(i, d.t, d)
		case ep.Active:
			if ep.Stage >= firstAlertStage(i) {
				e.alert(stagedRule(i), stagedAlert(i, ep.Stage), Cleared, ep.Stage, ep.Start, d.t, d)
			}
			*ep = episode{}
		}
	}
}

// escalate raises every stage of staged rule i due by t.
func (e *Evaluator) escalate(i int, t time.Time, d *snap) {
	ep := &e.st.Staged[i]
	stages := e.stages[i]
	for ep.Stage < len(stages) && !ep.Start.Add(stages[ep.Stage]).After(t) {
		ep.Stage++
		first := firstAlertStage(i)
		switch {
		case ep.Stage == first:
			e.alert(stagedRule(i), stagedAlert(i, ep.Stage), Raised, ep.Stage, ep.Start, t, d)
		case ep.Stage > first:
			e.alert(stagedRule(i), stagedAlert(i, ep.Stage), Escalated, ep.Stage, ep.Start, t, d)
		}
	}
}

// overchilled raises milk_overchilled below overChilled with milk in the
// tank and clears it tempHysteresis above (or when the tank empties).
func (e *Evaluator) overchilled(d *snap) {
	th := &e.th
	ep := &e.st.Over
	full := d.volOK && d.vol > th.MinVolume
	switch {
	case !ep.Active && full && d.battValid && d.tempOK && d.temp < th.OverChilled:
		*ep = episode{Active: true, Start: d.t, Stage: 1}
		e.alert(MilkOverchilled, "", Raised, 1, d.t, d.t, d)
	case ep.Active && (!full || (d.tempOK && d.temp >= th.OverChilled+th.TempHysteresis)):
		e.alert(MilkOverchilled, "", Cleared, 1, ep.Start, d.t, d)
		*ep = episode{}
	}
}

func (e *Evaluator) tssWarm(d *snap) bool {
	return d.volOK && d.vol > e.th.MinVolume && d.battValid && d.tempOK && d.temp > e.th.UnderChilled
}

// tssCheck is the TSS check at t.
func (e *Evaluator) tssCheck(t time.Time, d *snap) {
	if e.st.TSS.Active || !e.tssWarm(d) {
		return
	}
	e.st.TSS = episode{Active: true, Start: t, Stage: 1}
	e.alert(TSSTempAlert, "", Raised, 1, t, t, d)
}

// tssGroup clears tss_temp_alert when the milk is chilled (or gone), and
// escalates it when its recheck fell due while the unit was silent.
func (e *Evaluator) tssGroup(d *snap) {
	ep := &e.st.TSS
	if !ep.Active {
		return
	}
	if !e.tssWarm(d) {
		e.alert(TSSTempAlert, "", Cleared, ep.Stage, ep.Start, d.t, d)
		*ep = episode{}
		return
	}
	if ep.Stage == 1 && !ep.Start.Add(e.th.TSSRecheck.Duration()).After(d.t) {
		ep.Stage = 2
		e.alert(TSSTempAlert, "", Escalated, 2, ep.Start, d.t, d)
	}
}
