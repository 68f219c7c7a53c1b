package engine_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/engine"
)

// A scenario (testdata/*.txt) is a unit, the readings its devices send and
// what the engine must derive from them. One statement per line; # starts
// a comment.
//
//	unit zone=Asia/Kolkata capacity=2000 [underChilled=4.1] [overChilled=3] [<threshold>=<value>[,<value>]…]
//	date 2026-11-01                 the day that HH:MM times fall on (default 2026-11-01)
//	at 06:00 volume=1500 milkTemperature=30 grid=1 …
//	                                a reading at 06:00 (site time): every signal sent so far again, with these
//	                                changes: sig=v, sig+=v, sig-=v, -sig (stop sending it)
//	at 06:00 only compressor=1      a reading of only these signals (the others are kept for later readings)
//	every 1m for 20m milkTemperature-=0.1
//	every 1m until 07:00 volume+=5  a reading every interval, each applying the changes to the previous one
//	advance 09:00                   time passes without readings (Evaluator.Advance)
//	expect at 06:05 alert compressor_malfunction raised stage=1 since=06:00
//	expect at 06:00 event compressor_on
//	expect at 06:40 state chilled
//	expect session chilling start=06:00 end=06:40 shift=morning completed=true
//	expect energy 2026-11-01 gridMinutesChilling=40
//	expect no event chilling_started  nothing of that kind and name at all
//	strict events states            every item of these kinds must be expected (alerts always are)
//
// Field values are compared with the item's JSON: times as HH:MM (or
// 2026-11-02T06:00), durations as 40m, numbers within 0.001.
type scenario struct {
	name   string
	unit   engine.Unit
	date   time.Time
	ops    []op
	expect []expectation
	strict map[string]bool
}

// op is a reading (one or more samples at one time) or an advance.
type op struct {
	line    int
	samples []engine.Sample
	advance time.Time
}

type expectation struct {
	line   int
	no     bool
	kind   string
	name   string
	change string
	at     *time.Time
	fields map[string]string
	raw    string
}

// item is an output item as a scenario sees it.
type item struct {
	kind, name, change string
	at                 time.Time
	fields             map[string]any
	matched            bool
}

func parseScenario(t *testing.T, path string) *scenario {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }() // only read
	sc := &scenario{name: filepath.Base(path), strict: map[string]bool{"alert": true}}
	sc.unit.Zone = time.UTC
	sc.date = time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	vals := map[string]float64{}
	var order []string
	var last time.Time
	in := bufio.NewScanner(f)
	n := 0
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s:%d: %s", path, n, fmt.Sprintf(format, args...))
	}
	clock := func(s string) time.Time {
		t.Helper()
		tm, err := sc.parseTime(s)
		if err != nil {
			fail("%v", err)
		}
		return tm
	}
	apply := func(changes []string) []string {
		var only []string
		for _, c := range changes {
			if strings.HasPrefix(c, "-") && !strings.Contains(c, "=") {
				delete(vals, c[1:])
				continue
			}
			k, v, ok := strings.Cut(c, "=")
			if !ok {
				fail("change %q is not sig=v, sig+=v, sig-=v or -sig", c)
			}
			op := ""
			if strings.HasSuffix(k, "+") || strings.HasSuffix(k, "-") {
				k, op = k[:len(k)-1], k[len(k)-1:]
			}
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				fail("value %q: %v", v, err)
			}
			if _, seen := vals[k]; !seen && !slices.Contains(order, k) {
				order = append(order, k)
			}
			switch op {
			case "+":
				x = vals[k] + x
			case "-":
				x = vals[k] - x
			}
			vals[k] = math.Round(x*1e6) / 1e6
			only = append(only, k)
		}
		return only
	}
	reading := func(at time.Time, sigs []string) {
		if !at.After(last) && !last.IsZero() {
			fail("reading at %s is not after the previous one (%s)", at, last)
		}
		last = at
		o := op{line: n}
		for _, k := range sigs {
			if v, ok := vals[k]; ok {
				o.samples = append(o.samples, engine.Sample{At: at, Signal: k, Value: v})
			}
		}
		sc.ops = append(sc.ops, o)
	}
	all := func() []string {
		var out []string
		for _, k := range order {
			if _, ok := vals[k]; ok {
				out = append(out, k)
			}
		}
		return out
	}
	for in.Scan() {
		n++
		line := in.Text()
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i]
		}
		w := strings.Fields(line)
		if len(w) == 0 {
			continue
		}
		switch w[0] {
		case "unit":
			sc.parseUnit(t, w[1:], fail)
		case "date":
			d, err := time.ParseInLocation(time.DateOnly, w[1], sc.unit.Zone)
			if err != nil {
				fail("%v", err)
			}
			sc.date = d
		case "at":
			if len(w) < 2 {
				fail("at needs a time")
			}
			at := clock(w[1])
			if len(w) > 2 && w[2] == "only" {
				reading(at, apply(w[3:]))
			} else {
				apply(w[2:])
				reading(at, all())
			}
		case "every":
			if len(w) < 4 {
				fail("every INTERVAL for DURATION|until TIME [changes]")
			}
			step, err := time.ParseDuration(w[1])
			if err != nil || step <= 0 {
				fail("interval %q", w[1])
			}
			var until time.Time
			switch w[2] {
			case "for":
				d, err := time.ParseDuration(w[3])
				if err != nil {
					fail("duration %q", w[3])
				}
				until = last.Add(d)
			case "until":
				until = clock(w[3])
			default:
				fail("every %s: want for or until", w[1])
			}
			if last.IsZero() {
				fail("every needs a reading before it")
			}
			for at := last.Add(step); !at.After(until); at = at.Add(step) {
				apply(w[4:])
				reading(at, all())
			}
		case "advance":
			sc.ops = append(sc.ops, op{line: n, advance: clock(w[1])})
		case "expect":
			sc.expect = append(sc.expect, sc.parseExpect(w[1:], n, line, clock, fail))
		case "strict":
			for _, k := range w[1:] {
				sc.strict[strings.TrimSuffix(k, "s")] = true
			}
		default:
			fail("unknown statement %q", w[0])
		}
	}
	if err := in.Err(); err != nil {
		t.Fatal(err)
	}
	return sc
}

func (sc *scenario) parseUnit(t *testing.T, args []string, fail func(string, ...any)) {
	t.Helper()
	th := map[string]any{}
	for _, a := range args {
		k, v, _ := strings.Cut(a, "=")
		switch k {
		case "zone":
			z, err := time.LoadLocation(v)
			if err != nil {
				fail("%v", err)
			}
			sc.unit.Zone = z
			sc.date = time.Date(sc.date.Year(), sc.date.Month(), sc.date.Day(), 0, 0, 0, 0, z)
		case "capacity", "underChilled", "overChilled":
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				fail("%s: %v", k, err)
			}
			switch k {
			case "capacity":
				sc.unit.Capacity = x
			case "underChilled":
				sc.unit.UnderChilled = x
			default:
				sc.unit.OverChilled = x
			}
		default:
			var xs []any
			for _, p := range strings.Split(v, ",") {
				if x, err := strconv.ParseFloat(p, 64); err == nil {
					xs = append(xs, x)
				} else {
					xs = append(xs, p)
				}
			}
			if len(xs) == 1 && k != "tssChecks" {
				th[k] = xs[0]
			} else {
				th[k] = xs
			}
		}
	}
	b, _ := json.Marshal(th)
	if err := json.Unmarshal(b, &sc.unit.Thresholds); err != nil {
		fail("thresholds: %v", err)
	}
}

func (sc *scenario) parseTime(s string) (time.Time, error) {
	if strings.Contains(s, "T") {
		if strings.Count(s, ":") == 1 {
			s += ":00"
		}
		return time.ParseInLocation("2006-01-02T15:04:05", s, sc.unit.Zone)
	}
	layout := "15:04"
	if strings.Count(s, ":") == 2 {
		layout = "15:04:05"
	}
	c, err := time.Parse(layout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("time %q: want HH:MM, HH:MM:SS or YYYY-MM-DDTHH:MM", s)
	}
	d := sc.date
	return time.Date(d.Year(), d.Month(), d.Day(), c.Hour(), c.Minute(), c.Second(), 0, sc.unit.Zone), nil
}

func (sc *scenario) parseExpect(w []string, n int, line string, clock func(string) time.Time, fail func(string, ...any)) expectation {
	e := expectation{line: n, fields: map[string]string{}, raw: strings.TrimSpace(line)}
	if len(w) >= 2 && w[0] == "at" {
		at := clock(w[1])
		e.at = &at
		w = w[2:]
	}
	if len(w) > 0 && w[0] == "no" {
		e.no = true
		w = w[1:]
	}
	if len(w) < 2 {
		fail("expect [at TIME] [no] KIND NAME [CHANGE] [field=value…]")
	}
	e.kind, e.name = w[0], w[1]
	if !slices.Contains([]string{"alert", "event", "state", "session", "energy"}, e.kind) {
		fail("unknown kind %q", e.kind)
	}
	for _, a := range w[2:] {
		k, v, ok := strings.Cut(a, "=")
		switch {
		case !ok && slices.Contains([]string{"raised", "escalated", "cleared"}, a):
			e.change = a
		case !ok:
			fail("%q is not field=value", a)
		case k == "at":
			at := clock(v)
			e.at = &at
		default:
			e.fields[k] = v
		}
	}
	return e
}

// items flattens an output.
func items(o engine.Output) []*item {
	var out []*item
	add := func(kind, name, change string, at time.Time, v any) {
		b, _ := json.Marshal(v)
		var m map[string]any
		_ = json.Unmarshal(b, &m)
		out = append(out, &item{kind: kind, name: name, change: change, at: at, fields: m})
	}
	for _, x := range o.Alerts {
		add("alert", x.Alert, x.Change.String(), x.At, x)
	}
	for _, x := range o.Events {
		add("event", x.Name, "", x.At, x)
	}
	for _, x := range o.States {
		add("state", strings.ReplaceAll(x.State.String(), " ", "_"), "", x.At, x) // "power off" is written power_off
	}
	for _, x := range o.Sessions {
		add("session", x.Kind.String(), "", x.At, x)
	}
	for _, x := range o.Energy {
		add("energy", x.Date, "", x.At, x)
	}
	return out
}

func (sc *scenario) matches(e expectation, it *item) bool {
	if it.kind != e.kind || it.name != e.name || (e.change != "" && it.change != e.change) {
		return false
	}
	if e.at != nil && !it.at.Equal(*e.at) {
		return false
	}
	for k, want := range e.fields {
		got, ok := it.fields[k]
		if !ok {
			return false
		}
		switch g := got.(type) {
		case float64:
			if d, err := time.ParseDuration(want); err == nil && strings.ContainsAny(want, "hms") {
				if time.Duration(g) != d {
					return false
				}
				continue
			}
			x, err := strconv.ParseFloat(want, 64)
			if err != nil || math.Abs(x-g) > 0.001 {
				return false
			}
		case string:
			if tg, err := time.Parse(time.RFC3339Nano, g); err == nil {
				tw, err := sc.parseTime(want)
				if err != nil || !tw.Equal(tg) {
					return false
				}
				continue
			}
			if g != want {
				return false
			}
		case bool:
			if strconv.FormatBool(g) != want {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// run feeds the scenario reading by reading (Step with now at the reading)
// and answers everything derived, after a last Advance past the end.
func (sc *scenario) run(t *testing.T) engine.Output {
	t.Helper()
	e, err := engine.New(sc.unit)
	if err != nil {
		t.Fatal(err)
	}
	var out engine.Output
	for _, o := range sc.ops {
		appendOut(&out, sc.apply(e, o))
	}
	appendOut(&out, e.Advance(sc.end()))
	return out
}

func (sc *scenario) apply(e *engine.Evaluator, o op) engine.Output {
	if len(o.samples) > 0 {
		return e.Step(o.samples, o.samples[0].At)
	}
	return e.Advance(o.advance)
}

// end is just after the last reading or advance.
func (sc *scenario) end() time.Time {
	var end time.Time
	for _, o := range sc.ops {
		t := o.advance
		if len(o.samples) > 0 {
			t = o.samples[0].At
		}
		if t.After(end) {
			end = t
		}
	}
	return end.Add(time.Nanosecond)
}

func appendOut(dst *engine.Output, o engine.Output) { dst.Append(o) }

func (sc *scenario) check(t *testing.T, out engine.Output) {
	t.Helper()
	its := items(out)
	for _, e := range sc.expect {
		found := 0
		for _, it := range its {
			if sc.matches(e, it) {
				it.matched = true
				found++
			}
		}
		switch {
		case e.no && found > 0:
			t.Errorf("line %d: %q: got %d", e.line, e.raw, found)
		case !e.no && found == 0:
			t.Errorf("line %d: %q: not derived; derived %s:\n%s", e.line, e.raw, e.kind, sc.describe(its, e.kind))
		}
	}
	for _, it := range its {
		if sc.strict[it.kind] && !it.matched {
			t.Errorf("unexpected %s %s %s at %s %v", it.kind, it.name, it.change, it.at.In(sc.unit.Zone).Format("2006-01-02 15:04:05"), brief(it.fields))
		}
	}
	if len(out.Late) > 0 {
		t.Errorf("%d late samples", len(out.Late))
	}
}

func (sc *scenario) describe(its []*item, kind string) string {
	var b strings.Builder
	for _, it := range its {
		if it.kind == kind {
			fmt.Fprintf(&b, "  at %s %s %s %s\n", it.at.In(sc.unit.Zone).Format("2006-01-02 15:04:05"), it.name, it.change, brief(it.fields))
		}
	}
	return b.String()
}

func brief(m map[string]any) string {
	var parts []string
	for _, k := range []string{"stage", "since", "start", "end", "duration", "shift", "completed", "liftingType", "cipType",
		"startVolume", "endVolume", "startTemp", "maxTemp", "gridMinutes", "dgMinutes", "gridMinutesChilling", "gridMinutesNotChilling",
		"dgMinutesChilling", "dgMinutesNotChilling"} {
		if v, ok := m[k]; ok {
			parts = append(parts, fmt.Sprintf("%s=%v", k, v))
		}
	}
	return strings.Join(parts, " ")
}

func scenarioFiles(t *testing.T) []string {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	return files
}

func TestScenarios(t *testing.T) {
	for _, f := range scenarioFiles(t) {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) {
			sc := parseScenario(t, f)
			sc.check(t, sc.run(t))
		})
	}
}

// TestScenarioCheckpoints cuts every scenario at every sample (a reading
// split between its samples included): checkpoint, restore, continue. The
// output is exactly the uninterrupted run's. So is feeding the whole
// scenario as one batch.
func TestScenarioCheckpoints(t *testing.T) {
	for _, f := range scenarioFiles(t) {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) {
			sc := parseScenario(t, f)
			want := sc.run(t)
			// One sample per op.
			var ops []op
			for _, o := range sc.ops {
				if len(o.samples) == 0 {
					ops = append(ops, o)
					continue
				}
				for _, s := range o.samples {
					ops = append(ops, op{line: o.line, samples: []engine.Sample{s}})
				}
			}
			step := max(1, len(ops)/150) // long scenarios: every step-th cut
			for cut := 0; cut <= len(ops); cut += step {
				e, err := engine.New(sc.unit)
				if err != nil {
					t.Fatal(err)
				}
				var got engine.Output
				for _, o := range ops[:cut] {
					appendOut(&got, sc.apply(e, o))
				}
				cp, err := e.Checkpoint()
				if err != nil {
					t.Fatal(err)
				}
				e, err = engine.Restore(sc.unit, cp)
				if err != nil {
					t.Fatal(err)
				}
				for _, o := range ops[cut:] {
					appendOut(&got, sc.apply(e, o))
				}
				appendOut(&got, e.Advance(sc.end()))
				if !reflect.DeepEqual(normal(got), normal(want)) {
					t.Fatalf("cut at op %d/%d (line %d): the output differs\n%s", cut, len(ops), lineOf(ops, cut), diffOut(got, want))
				}
			}
			// All readings in one batch.
			e, _ := engine.New(sc.unit)
			var all []engine.Sample
			var got engine.Output
			for _, o := range sc.ops {
				if len(o.samples) == 0 {
					appendOut(&got, e.Step(all, o.advance))
					all = nil
				}
				all = append(all, o.samples...)
			}
			appendOut(&got, e.Step(all, sc.end()))
			if !reflect.DeepEqual(normal(got), normal(want)) {
				t.Fatalf("one batch: the output differs\n%s", diffOut(got, want))
			}
		})
	}
}

func lineOf(ops []op, i int) int {
	if i < len(ops) {
		return ops[i].line
	}
	return -1
}

// normal makes empty and nil lists alike and times comparable.
func normal(o engine.Output) string {
	b, _ := json.MarshalIndent(o, "", " ")
	return string(b)
}

func diffOut(got, want engine.Output) string {
	g, w := strings.Split(normal(got), "\n"), strings.Split(normal(want), "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			lo := max(0, i-5)
			return fmt.Sprintf("first difference at line %d:\n got: %s\nwant: %s\ncontext (want):\n%s", i, g[i], w[i], strings.Join(w[lo:min(len(w), i+5)], "\n"))
		}
	}
	return fmt.Sprintf("got %d lines, want %d", len(g), len(w))
}
