package notify

import (
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"time"
)

// The channels a notification goes out on.
const (
	Email = "email"
	SMS   = "sms"
	Web   = "web"
)

// Channels are every channel, in the order the console shows them.
var Channels = []string{Email, SMS, Web}

// Config tunes the service; zero fields take the defaults in brackets.
type Config struct {
	// SMTPURL is smtp://user:pass@host:port (STARTTLS when offered; plain
	// only to a loopback relay or with ?tls=none) or smtps://… (implicit
	// TLS). Empty: e-mail is not configured.
	SMTPURL  string
	MailFrom string
	// HELO is the name the mailer greets with [the host name].
	HELO string
	SMS  SMSConfig
	// PublicURL is the console's address for the links in messages; never
	// a request's Host header. Empty: messages carry no link.
	PublicURL string
	// LiveWindow: an alert change older than this when it is stored is
	// recorded as "not sent: historical" [30m].
	LiveWindow time.Duration
	// Gather is how long an entry of a digest stage (spec 03 §6: stage 2)
	// waits for its siblings at other centres [1m].
	Gather time.Duration
	// Poll is the delivery workers' pause when idle [500ms].
	Poll time.Duration
	// ClaimTTL is how long a worker owns the entries it took [1m]; an
	// entry whose worker died is taken again after it.
	ClaimTTL time.Duration
	// MaxAttempts before an entry is given up as failed [8]; RetryBase is
	// the first retry's delay, doubled each time up to RetryMax [10s, 10m].
	MaxAttempts         int
	RetryBase, RetryMax time.Duration
	// SendTimeout bounds one SMTP or gateway call [20s].
	SendTimeout time.Duration
	// TemplateDir, when set, holds e-mail templates that replace the
	// embedded ones (email.<lang>.html, email.<lang>.txt).
	TemplateDir string
	// Owner names the process in the claims [host-pid-random].
	Owner string
	Now   func() time.Time
	Log   *slog.Logger
}

func (c *Config) defaults() {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.LiveWindow, 30*time.Minute)
	def(&c.Gather, time.Minute)
	def(&c.Poll, 500*time.Millisecond)
	def(&c.ClaimTTL, time.Minute)
	def(&c.RetryBase, 10*time.Second)
	def(&c.RetryMax, 10*time.Minute)
	def(&c.SendTimeout, 20*time.Second)
	if c.MaxAttempts <= 0 {
		c.MaxAttempts = 8
	}
	if c.Owner == "" {
		host, _ := os.Hostname()
		c.Owner = fmt.Sprintf("%s-%d-%06x", host, os.Getpid(), rand.IntN(1<<24))
	}
	if c.HELO == "" {
		c.HELO, _ = os.Hostname()
		if c.HELO == "" {
			c.HELO = "localhost"
		}
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Log == nil {
		c.Log = slog.New(slog.DiscardHandler)
	}
}

// retryDelay answers the pause before attempt n+1 after n failed ones.
func (c *Config) retryDelay(n int) time.Duration {
	d := c.RetryBase
	for i := 1; i < n && d < c.RetryMax; i++ {
		d *= 2
	}
	return min(d, c.RetryMax)
}
