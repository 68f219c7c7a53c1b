package sim

import (
	"container/heap"
	"encoding/json"
	"slices"
	"time"
)

// substep is the longest step of the physics between two samples.
const substep = 10 * time.Second

// World is a simulated fleet: its sites, their units and devices, the
// deliveries its gateways make and the ground truth of its faults. It is
// advanced by its caller; it never reads a clock.
type World struct {
	cfg   Config
	sites []*Site
	next  time.Time // the next sample time
	queue deliveryQueue
	seq   uint64
	truth []*TruthEntry
	// faults and entries number the injected faults and the entries of
	// the ground truth.
	faults, entries int
}

// Record is one raw record of a device, as docs/ingestion.md shapes it.
type Record struct {
	Time time.Time       // its processTime
	Body json.RawMessage // the JSON object
}

// Delivery is what one device sends at one moment: its live record, or
// the records its gateway buffered during a link drop.
type Delivery struct {
	At      time.Time // simulated time of sending
	Serial  string
	Type    string // device type: L3, powsens, indsens, volsens, feedsens
	Records []Record
	// Late marks what was held back rather than sent on time: a buffer
	// flushed after a link drop, a record held through an outage of the
	// delivery profile or sent again after it was lost. A profile's lag
	// alone does not make a delivery late.
	Late bool
}

// Bodies answers the records' JSON, as publishers send them.
func (d Delivery) Bodies() []json.RawMessage {
	out := make([]json.RawMessage, len(d.Records))
	for i, r := range d.Records {
		out[i] = r.Body
	}
	return out
}

// New builds a fleet and warms it up to cfg.Start.
func New(cfg Config) (*World, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	w := &World{cfg: cfg, next: cfg.Start}
	for i := range cfg.Sites {
		w.sites = append(w.sites, newSite(w, i+1, unitsOfSite(i, cfg.Sites, cfg.Units)))
	}
	w.arm()
	for _, s := range w.sites {
		s.warmUp(cfg.Start)
	}
	return w, nil
}

// Config answers the configuration with its defaults filled in.
func (w *World) Config() Config { return w.cfg }

// Sites answers the sites in order.
func (w *World) Sites() []*Site { return w.sites }

// Units answers every unit, site by site.
func (w *World) Units() []*Unit {
	var out []*Unit
	for _, s := range w.sites {
		out = append(out, s.Units...)
	}
	return out
}

// Next answers the time of the next sample.
func (w *World) Next() time.Time { return w.next }

// NextSend answers the sending time of the next delivery already made,
// when there is one: with a delivery profile, deliveries fall due between
// samples, and a runner that paces the world publishes them then.
func (w *World) NextSend() (time.Time, bool) {
	if len(w.queue) == 0 {
		return time.Time{}, false
	}
	return w.queue[0].d.At, true
}

// Advance runs the model up to and including the samples at time to, and
// answers the deliveries due by then in the order of sending. A time
// before the next sample only answers the deliveries due by then.
func (w *World) Advance(to time.Time) []Delivery {
	for !w.next.After(to) {
		t := w.next
		for _, s := range w.sites {
			s.advance(t)
		}
		for _, s := range w.sites {
			s.sample(t)
		}
		w.next = t.Add(w.cfg.Interval)
	}
	return w.due(to)
}

// Flush ends every link drop now: it answers the deliveries still queued
// (also those a delivery profile sends later) and every buffered record,
// so that a run's consumer has seen each record exactly once.
func (w *World) Flush() []Delivery {
	at := w.next.Add(-w.cfg.Interval)
	for _, s := range w.sites {
		s.flush(at)
	}
	return w.due(maxTime)
}

var maxTime = time.Unix(1<<62, 0)

func (w *World) due(to time.Time) []Delivery {
	var out []Delivery
	for len(w.queue) > 0 && !w.queue[0].d.At.After(to) {
		out = append(out, heap.Pop(&w.queue).(queued).d)
	}
	return out
}

func (w *World) send(d Delivery) {
	w.seq++
	heap.Push(&w.queue, queued{d: d, seq: w.seq})
}

// Truth answers the ground truth so far: one entry per injected fault (and
// per natural outage long enough to reach a critical stage), ordered by
// start, site and unit. Entries of faults still under way have the stages
// reached so far.
func (w *World) Truth() []TruthEntry {
	out := make([]TruthEntry, 0, len(w.truth))
	for _, e := range w.truth {
		out = append(out, e.snapshot())
	}
	slices.SortStableFunc(out, func(a, b TruthEntry) int {
		if c := a.Start.Compare(b.Start); c != 0 {
			return c
		}
		if a.Site != b.Site {
			return a.Site - b.Site
		}
		return a.Unit - b.Unit
	})
	return out
}

type queued struct {
	d   Delivery
	seq uint64
}

// deliveryQueue orders deliveries by sending time, then by creation.
type deliveryQueue []queued

func (q deliveryQueue) Len() int { return len(q) }
func (q deliveryQueue) Less(i, j int) bool {
	if c := q[i].d.At.Compare(q[j].d.At); c != 0 {
		return c < 0
	}
	return q[i].seq < q[j].seq
}
func (q deliveryQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *deliveryQueue) Push(x any)   { *q = append(*q, x.(queued)) }
func (q *deliveryQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}
