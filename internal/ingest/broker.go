// Package ingest owns device intake over MQTT: the NATS server the binary
// embeds (JetStream file store in the data dir, its MQTT listener, device
// authentication with one topic per device), or an external NATS cluster,
// and the consumer that moves acknowledged MQTT readings into the
// telemetry store.
package ingest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"path/filepath"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// Settings choose the broker.
type Settings struct {
	// MQTTAddr is the embedded MQTT listener ("host:port"); "off" or ""
	// runs without one.
	MQTTAddr string
	// NATSURL, when set, uses an external NATS cluster instead of the
	// embedded server (its MQTT listener is then the cluster's).
	NATSURL string
	// DataDir holds the embedded JetStream file store.
	DataDir string
}

// Broker is a connection to the NATS server carrying device readings:
// embedded (Server is then set) or external.
type Broker struct {
	Server   *server.Server
	Conn     *nats.Conn
	MQTTAddr string // the embedded MQTT listener's address, "" when none
}

// ServerName names the embedded NATS server.
const ServerName = "chillwatch"

// internalUser is the account the binary's own connection uses on the
// embedded server; its password is random per start.
const internalUser = "chillwatch-internal"

// Start connects to the broker the settings choose. An MQTT address that
// is taken is not fatal: one warning names the setting, and the server
// runs with HTTP ingestion only.
func Start(_ context.Context, s Settings, devices Authenticator, log *slog.Logger) (*Broker, error) {
	if s.NATSURL != "" {
		nc, err := nats.Connect(s.NATSURL, nats.Name("chillwatch"), nats.MaxReconnects(-1))
		if err != nil {
			return nil, fmt.Errorf("ingest: connect to CHILLWATCH_NATS_URL: %w", err)
		}
		return &Broker{Conn: nc}, nil
	}
	host, port, mqttOn := "", 0, s.MQTTAddr != "" && s.MQTTAddr != "off"
	if mqttOn {
		var err error
		if host, port, err = freeAddr(s.MQTTAddr); err != nil {
			log.Warn("MQTT listener not started: its address is not available; devices can still report over HTTP. Set CHILLWATCH_MQTT_ADDR to a free address, or off",
				"CHILLWATCH_MQTT_ADDR", s.MQTTAddr, "err", err)
			mqttOn = false
		}
	}
	secret := make([]byte, 24)
	_, _ = rand.Read(secret)
	password := hex.EncodeToString(secret)
	opts := &server.Options{
		ServerName:                 ServerName,
		DontListen:                 true,
		JetStream:                  true,
		StoreDir:                   filepath.Join(s.DataDir, "nats"),
		NoSigs:                     true,
		NoLog:                      true,
		CustomClientAuthentication: &authenticator{devices: devices, internalPassword: password, log: log},
	}
	if mqttOn {
		opts.MQTT.Host, opts.MQTT.Port = host, port
	}
	srv, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("ingest: nats server: %w", err)
	}
	srv.Start()
	if !srv.ReadyForConnections(30 * time.Second) {
		srv.Shutdown()
		return nil, errors.New("ingest: the embedded NATS server did not start")
	}
	nc, err := nats.Connect("", nats.InProcessServer(srv), nats.UserInfo(internalUser, password), nats.Name("chillwatch"))
	if err != nil {
		srv.Shutdown()
		return nil, fmt.Errorf("ingest: connect to the embedded server: %w", err)
	}
	b := &Broker{Server: srv, Conn: nc}
	if mqttOn {
		b.MQTTAddr = net.JoinHostPort(host, strconv.Itoa(port))
		log.Info("MQTT listening", "addr", b.MQTTAddr)
	}
	return b, nil
}

// freeAddr resolves addr and checks that it can be listened on; port 0
// picks a free port.
func freeAddr(addr string) (string, int, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", 0, err
	}
	defer ln.Close()
	a := ln.Addr().(*net.TCPAddr)
	host, _, _ := net.SplitHostPort(addr)
	return host, a.Port, nil
}

// Close drains the connection and stops the embedded server.
func (b *Broker) Close() {
	if b.Conn != nil {
		_ = b.Conn.Drain()
		for b.Conn.IsDraining() {
			time.Sleep(10 * time.Millisecond)
		}
	}
	if b.Server != nil {
		b.Server.Shutdown()
		b.Server.WaitForShutdown()
	}
}
