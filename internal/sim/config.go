package sim

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// ErrConfig is the kind of every error about a bad configuration or fault
// list; errors.Is(err, ErrConfig) tells them from I/O failures.
var ErrConfig = errors.New("sim: invalid configuration")

// Config describes a simulated fleet. The zero values of the optional
// fields take the defaults written beside them.
type Config struct {
	Sites int // sites (default 1)
	// Units counts the chilling units of all sites, given to the sites in
	// turn (default 2 per site); every site has at least one.
	Units int
	Seed  uint64
	// Start is the time of the first sample (truncated to the interval);
	// the model warms up from the previous local midnight without
	// reporting, so the tanks hold what the day's schedule put in them.
	Start time.Time
	// Interval between two samples of every device (default 1 minute): at
	// least 10 s and a divisor of 15 minutes, so that the 05:30 and 15:30
	// checks fall on a sample in every time zone.
	Interval time.Duration
	// Prefix starts site ids and serial numbers (default "SIM"): SIM-S03,
	// SIM-S03-GW, SIM-S03-U2-IS.
	Prefix string
	// Zones are the IANA time zones given to the sites in turn (default
	// DefaultZones).
	Zones  []string
	Faults FaultOptions
	// Env sets the natural events. Its zero value is a calm world: no
	// power cut, no outage, no link drop; DefaultEnvironment is a
	// realistic one.
	Env Environment
	// Delivery is how the sites' links deliver records from DeliveryFrom
	// on: late, some lost and sent again, held through outages. Its zero
	// value sends each record at its time (apart from Env's link drops).
	Delivery Profile
	// DeliveryFrom is when Delivery starts to apply, and where its outages
	// are measured from (default Start). Records sent before it go at their
	// time, so that a backfill stays fast and in order.
	DeliveryFrom time.Time
	// OnSample, when set, sees every unit's canonical sample as it is
	// taken (the values its devices report), for tests that bypass the
	// records.
	OnSample func(u *Unit, s Sample)
}

// Environment sets the rates of natural events, per site and per day.
type Environment struct {
	// PowerCuts are short grid cuts (1 to 12 minutes, below grid_off's
	// stage 2) without the generator: the unit is powered off.
	PowerCuts float64
	// Outages are long grid outages (30 minutes to 3 hours) that the
	// generator covers after 1 to 4 minutes; they reach grid_off's stages
	// and are logged in the ground truth with cause "environment".
	Outages float64
	// LinkDrops are link outages of the gateway (10 minutes to
	// MaxLinkDrop): readings are buffered and delivered late in a burst.
	LinkDrops   float64
	MaxLinkDrop time.Duration // default 4 hours
}

// DefaultEnvironment is a rural site: a power cut a day, an outage every
// five days, a link drop every three.
var DefaultEnvironment = Environment{PowerCuts: 1, Outages: 0.2, LinkDrops: 0.33, MaxLinkDrop: 4 * time.Hour}

// DefaultZones spread sites over India, Kenya and Senegal.
var DefaultZones = []string{"Asia/Kolkata", "Africa/Nairobi", "Asia/Kolkata", "Africa/Dakar"}

// withDefaults fills the optional fields and checks the rest.
func (c Config) withDefaults() (Config, error) {
	if c.Sites == 0 {
		c.Sites = 1
	}
	if c.Units == 0 {
		c.Units = 2 * c.Sites
	}
	if c.Interval == 0 {
		c.Interval = time.Minute
	}
	if c.Prefix == "" {
		c.Prefix = "SIM"
	}
	if len(c.Zones) == 0 {
		c.Zones = DefaultZones
	}
	if c.Env.MaxLinkDrop == 0 {
		c.Env.MaxLinkDrop = 4 * time.Hour
	}
	switch {
	case c.Sites < 1 || c.Sites > 5000:
		return c, fmt.Errorf("%w: sites must be 1 to 5000, not %d", ErrConfig, c.Sites)
	case c.Units < c.Sites || c.Units > c.Sites*50:
		return c, fmt.Errorf("%w: units must be at least one per site and at most 50 per site, not %d for %d sites", ErrConfig, c.Units, c.Sites)
	case c.Interval < 10*time.Second || (15*time.Minute)%c.Interval != 0:
		return c, fmt.Errorf("%w: interval %v must be at least 10s and divide 15m", ErrConfig, c.Interval)
	case c.Start.IsZero():
		return c, fmt.Errorf("%w: start time is required", ErrConfig)
	case strings.ContainsAny(c.Prefix, "/\\?#% .") || len(c.Prefix) > 20:
		return c, fmt.Errorf("%w: prefix %q must be a short word without / \\ ? # %% . or space", ErrConfig, c.Prefix)
	case c.Env.PowerCuts < 0 || c.Env.Outages < 0 || c.Env.LinkDrops < 0 || c.Env.MaxLinkDrop < 10*time.Minute:
		return c, fmt.Errorf("%w: event rates must not be negative and the longest link drop at least 10m", ErrConfig)
	}
	for _, z := range c.Zones {
		if _, err := time.LoadLocation(z); err != nil || z == "Local" || z == "" {
			return c, fmt.Errorf("%w: unknown time zone %q", ErrConfig, z)
		}
	}
	if err := c.Faults.check(c.Sites, c.Units); err != nil {
		return c, err
	}
	if err := c.Delivery.check(); err != nil {
		return c, err
	}
	c.Delivery = c.Delivery.clone()
	if c.Delivery.Loss > 0 && c.Delivery.Redeliver == 0 {
		c.Delivery.Redeliver = DefaultRedeliver
	}
	c.Start = c.Start.Truncate(c.Interval)
	if c.DeliveryFrom.IsZero() {
		c.DeliveryFrom = c.Start
	}
	return c, nil
}
