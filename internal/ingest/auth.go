package ingest

import (
	"context"
	"log/slog"
	"regexp"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// Authenticator checks a device's credential.
type Authenticator interface {
	Authenticate(ctx context.Context, serial, token string) (telemetry.Device, error)
}

// TopicPrefix and TopicSuffix frame a device's MQTT topic,
// chillwatch/devices/{serialNumber}/telemetry.
const (
	TopicPrefix = "chillwatch/devices/"
	TopicSuffix = "/telemetry"
)

// Subject is the NATS subject of a device's topic. NATS maps MQTT '/' to
// '.' and a '.' inside a level to "//".
func Subject(serial string) string {
	return "chillwatch.devices." + strings.ReplaceAll(serial, ".", "//") + ".telemetry"
}

// subjectSerial reads the serial number back from a subject.
func subjectSerial(subject string) (string, bool) {
	s, ok := strings.CutPrefix(subject, "chillwatch.devices.")
	if !ok {
		return "", false
	}
	s, ok = strings.CutSuffix(s, ".telemetry")
	if !ok || strings.Contains(s, ".") {
		return "", false
	}
	return strings.ReplaceAll(s, "//", "."), true
}

// topicSafe are the serial numbers that make a subject of their own: no
// wildcard, no space, no level separator.
var topicSafe = regexp.MustCompile(`^[A-Za-z0-9_\-.:]{1,64}$`)

// authenticator admits the binary's own connection and devices: a device
// signs in with its serial number and credential and may publish to its
// own topic only, and subscribe to nothing. A site's gateway (type L3) may
// also publish to the topics of its site's other devices, so that a site
// needs one connection (and one broker session) instead of one per device.
// Its permissions are those of the registry when it connects.
type authenticator struct {
	devices          Authenticator
	internalPassword string
	log              *slog.Logger
}

func (a *authenticator) Check(c server.ClientAuthentication) bool {
	o := c.GetOpts()
	if o.Username == internalUser {
		if o.Password != a.internalPassword || a.internalPassword == "" {
			return false
		}
		c.RegisterUser(&server.User{Username: internalUser})
		return true
	}
	if !topicSafe.MatchString(o.Username) || strings.Trim(o.Username, ".") != o.Username {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	dev, err := a.devices.Authenticate(ctx, o.Username, o.Password)
	if err != nil {
		a.log.Info("MQTT device refused", "serial", o.Username, "addr", c.RemoteAddress())
		return false
	}
	allow := []string{Subject(dev.Serial)}
	for _, r := range dev.Relays {
		if topicSafe.MatchString(r) {
			allow = append(allow, Subject(r))
		}
	}
	c.RegisterUser(&server.User{
		Username: dev.Serial,
		Permissions: &server.Permissions{
			Publish:   &server.SubjectPermission{Allow: allow},
			Subscribe: &server.SubjectPermission{Deny: []string{">"}},
		},
	})
	return true
}
