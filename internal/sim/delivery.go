package sim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Profile is how the sites' links deliver their devices' records, as rural
// GPRS links do: late, some lost and sent again, all held while a link is
// down. It changes when a record is sent, never what is sent. The zero
// Profile sends each record at its own time ("ontime"); Environment's link
// drops come on top of any profile.
type Profile struct {
	// Lag delays every delivery: it is sent Lag after its time.
	Lag time.Duration
	// Jitter adds to each delivery's lag a draw from [0, Jitter). A
	// device's deliveries on time keep their order even when Jitter is
	// longer than the sample interval.
	Jitter time.Duration
	// Loss is the share of deliveries (0 to 1) that are not sent on time
	// but Redeliver later.
	Loss float64
	// Redeliver is how long after its time on the link a lost delivery is
	// sent again (default DefaultRedeliver when Loss is set).
	Redeliver time.Duration
	// Outages hold every delivery of every site whose time on the link
	// falls within one, and send them all, in order, when it ends.
	Outages []LinkOutage
}

// LinkOutage is a planned outage of every site's link.
type LinkOutage struct {
	// After is when it begins, from the time the profile applies from
	// (Config.DeliveryFrom: the live part of a run).
	After  time.Duration
	Length time.Duration
}

// Defaults of the profile strings.
const (
	DefaultRedeliver   = 10 * time.Minute
	DefaultOutageAfter = 10 * time.Minute
)

// presets are the named profiles, in the order the errors list them.
var presets = []struct {
	name string
	p    Profile
}{
	{"ontime", Profile{}},
	{"late30", Profile{Lag: 30 * time.Second}},
	{"jitter60", Profile{Jitter: time.Minute}},
	{"lossy", Profile{Loss: 0.05, Redeliver: DefaultRedeliver}},
	{"outage20", Profile{Outages: []LinkOutage{{After: DefaultOutageAfter, Length: 20 * time.Minute}}}},
	{"outage90", Profile{Outages: []LinkOutage{{After: DefaultOutageAfter, Length: 90 * time.Minute}}}},
	{"rural", Profile{Lag: 20 * time.Second, Jitter: 40 * time.Second, Loss: 0.01, Redeliver: DefaultRedeliver}},
}

// PresetNames answers the names of the preset profiles.
func PresetNames() []string {
	out := make([]string, len(presets))
	for i, p := range presets {
		out[i] = p.name
	}
	return out
}

// Preset answers the preset profile of that name.
func Preset(name string) (Profile, bool) {
	for _, p := range presets {
		if p.name == name {
			return p.p.clone(), true
		}
	}
	return Profile{}, false
}

const profileKeys = "lag, jitter, loss, redeliver, outage"

// ParseProfile reads a profile: a preset name, key=value pairs separated by
// commas, or a preset followed by pairs that change it:
//
//	rural
//	lag=30s,jitter=60s,loss=0.05,redeliver=10m,outage=20m@10m
//	rural,outage=90m@1h
//
// Durations are Go's (30s, 10m, 1h30m); loss is a share (0.05) or a
// percentage (5%); outage is LENGTH@AFTER (AFTER defaults to 10m) and may
// be given more than once. The empty string is "ontime". Errors wrap
// ErrConfig and name the bad key.
func ParseProfile(s string) (Profile, error) {
	var p Profile
	bad := func(format string, a ...any) (Profile, error) {
		return Profile{}, fmt.Errorf("%w: delivery profile %q: %s", ErrConfig, s, fmt.Sprintf(format, a...))
	}
	seen := map[string]bool{}
	for i, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		key, value, pair := strings.Cut(item, "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !pair {
			if item == "" && strings.TrimSpace(s) == "" {
				break
			}
			preset, ok := Preset(item)
			switch {
			case item == "":
				return bad("an empty item")
			case !ok:
				return bad("unknown preset %q (presets: %s; or keys: %s)", item, strings.Join(PresetNames(), ", "), profileKeys)
			case i > 0:
				return bad("the preset %q must come first", item)
			}
			p = preset
			continue
		}
		if seen[key] && key != "outage" {
			return bad("%s is given twice", key)
		}
		seen[key] = true
		switch key {
		case "lag", "jitter", "redeliver":
			d, err := time.ParseDuration(value)
			if key == "redeliver" && (err != nil || d <= 0) {
				return bad("redeliver: %q is not a duration above 0 such as 10m", value)
			}
			if err != nil || d < 0 {
				return bad("%s: %q is not a duration of 0 or more such as 30s", key, value)
			}
			switch key {
			case "lag":
				p.Lag = d
			case "jitter":
				p.Jitter = d
			default:
				p.Redeliver = d
			}
		case "loss":
			f, err := parseShare(value)
			if err != nil {
				return bad("loss: %q is not a share from 0 to 1 (0.05) or a percentage (5%%)", value)
			}
			p.Loss = f
		case "outage":
			length, after, hasAfter := strings.Cut(value, "@")
			o := LinkOutage{After: DefaultOutageAfter}
			var err error
			if o.Length, err = time.ParseDuration(length); err != nil || o.Length <= 0 {
				return bad("outage: %q is not LENGTH@AFTER such as 20m@10m (a length above 0)", value)
			}
			if hasAfter {
				if o.After, err = time.ParseDuration(after); err != nil || o.After < 0 {
					return bad("outage: %q is not LENGTH@AFTER such as 20m@10m (a start 0 or more after the live start)", value)
				}
			}
			p.Outages = append(p.Outages, o)
		default:
			return bad("unknown key %q (keys: %s)", key, profileKeys)
		}
	}
	if p.Loss > 0 && p.Redeliver == 0 {
		p.Redeliver = DefaultRedeliver
	}
	return p, nil
}

// parseShare reads 0.05 or 5%.
func parseShare(s string) (float64, error) {
	pct := strings.HasSuffix(s, "%")
	f, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
	if pct {
		f /= 100
	}
	if err != nil || !(f >= 0 && f <= 1) {
		return 0, fmt.Errorf("not a share: %q", s)
	}
	return f, nil
}

// String answers the profile as ParseProfile reads it: a preset's name, or
// key=value pairs.
func (p Profile) String() string {
	for _, pr := range presets {
		if p.equal(pr.p) {
			return pr.name
		}
	}
	var parts []string
	if p.Lag != 0 {
		parts = append(parts, "lag="+p.Lag.String())
	}
	if p.Jitter != 0 {
		parts = append(parts, "jitter="+p.Jitter.String())
	}
	if p.Loss != 0 {
		parts = append(parts, "loss="+strconv.FormatFloat(p.Loss, 'g', -1, 64))
	}
	if p.Redeliver != 0 && (p.Loss != 0 || p.Redeliver != DefaultRedeliver) {
		parts = append(parts, "redeliver="+p.Redeliver.String())
	}
	for _, o := range p.Outages {
		parts = append(parts, "outage="+o.Length.String()+"@"+o.After.String())
	}
	return strings.Join(parts, ",")
}

// Set reads a profile string: a Profile is a flag.Value.
func (p *Profile) Set(s string) error {
	v, err := ParseProfile(s)
	if err != nil {
		return err
	}
	*p = v
	return nil
}

// IsZero reports whether every record is sent at its time.
func (p Profile) IsZero() bool {
	return p.Lag == 0 && p.Jitter == 0 && p.Loss == 0 && len(p.Outages) == 0
}

func (p Profile) equal(q Profile) bool {
	return p.Lag == q.Lag && p.Jitter == q.Jitter && p.Loss == q.Loss && p.redeliver() == q.redeliver() &&
		slices.Equal(p.Outages, q.Outages)
}

// redeliver is Redeliver with its default, when anything is lost.
func (p Profile) redeliver() time.Duration {
	if p.Loss == 0 {
		return 0
	}
	if p.Redeliver == 0 {
		return DefaultRedeliver
	}
	return p.Redeliver
}

func (p Profile) clone() Profile {
	p.Outages = slices.Clone(p.Outages)
	return p
}

// check refuses what ParseProfile would.
func (p Profile) check() error {
	if p.Lag < 0 || p.Jitter < 0 || p.Redeliver < 0 || !(p.Loss >= 0 && p.Loss <= 1) {
		return fmt.Errorf("%w: delivery profile: lag, jitter and redeliver must not be negative, loss must be from 0 to 1", ErrConfig)
	}
	for _, o := range p.Outages {
		if o.After < 0 || o.Length <= 0 {
			return fmt.Errorf("%w: delivery profile: an outage must have a length above 0 and start 0 or more after the live start", ErrConfig)
		}
	}
	return nil
}

// held answers the end of the outage a sending time falls in.
func (p Profile) held(from, at time.Time) (time.Time, bool) {
	for _, o := range p.Outages {
		start := from.Add(o.After)
		if end := start.Add(o.Length); !at.Before(start) && at.Before(end) {
			// Outages that overlap hold until the last of them ends.
			if later, ok := p.held(from, end); ok {
				return later, true
			}
			return end, true
		}
	}
	return time.Time{}, false
}

// deliver sends d as the site's link does under the delivery profile, from
// Config.DeliveryFrom on. Each delivery is sent Lag plus a draw from
// [0, Jitter) after its time; a share Loss of them Redeliver later (and
// marked Late); one whose time on the link falls within an outage when the
// outage ends (marked Late). The draws come from the site's own stream, so
// a seed gives the same schedule, and a profile changes no record.
func (s *Site) deliver(d Delivery) {
	cfg := &s.w.cfg
	p := &cfg.Delivery
	if p.IsZero() || d.At.Before(cfg.DeliveryFrom) {
		s.w.send(d)
		return
	}
	r := s.deliveryRand
	at := d.At.Add(p.Lag)
	if p.Jitter > 0 {
		at = at.Add(time.Duration(r.Int64N(int64(p.Jitter))))
	}
	lost := p.Loss > 0 && r.Float64() < p.Loss
	if end, ok := p.held(cfg.DeliveryFrom, at); ok {
		at, d.Late, lost = end, true, false // the gateway buffers it; its flush is not lost
	} else if lost {
		at, d.Late = at.Add(p.Redeliver), true
		if end, ok := p.held(cfg.DeliveryFrom, at); ok {
			at = end
		}
	}
	if !lost {
		// A device sends what it has in order: a draw never overtakes.
		if last, ok := s.lastSent[d.Serial]; ok && at.Before(last) {
			at = last
		}
		s.lastSent[d.Serial] = at
	}
	d.At = at
	s.w.send(d)
}
