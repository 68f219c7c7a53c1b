package sim

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

// Topic is the MQTT topic a device publishes its records to.
func Topic(serial string) string { return "chillwatch/devices/" + serial + "/telemetry" }

// MQTTPublisher publishes over MQTT 3.1.1 with QoS 1, as devices do: one
// connection per device (username = its serial number, password = its
// token), or, with Via, one per site: the site's gateway publishes its
// devices' records to their topics, as the broker lets a gateway do.
// Connections open on their first publication and stay open.
type MQTTPublisher struct {
	Broker  string        // tcp://host:1883
	Timeout time.Duration // to connect and to have a PUBACK (default 30s)
	// Via maps a device's serial number to the gateway that publishes for
	// it, and Tokens holds the gateways' tokens; a device not in Via
	// publishes on its own connection.
	Via    map[string]string
	Tokens map[string]string

	mu      sync.Mutex
	clients map[string]mqtt.Client
}

// Publish sends one batch as one message (a JSON array) and waits for its
// PUBACK.
func (p *MQTTPublisher) Publish(ctx context.Context, serial, token string, records []json.RawMessage) error {
	conn := serial
	if gw, ok := p.Via[serial]; ok {
		conn, token = gw, p.Tokens[gw]
	}
	c, err := p.client(conn, token)
	if err != nil {
		return err
	}
	return p.wait(ctx, serial, "publish", c.Publish(Topic(serial), 1, false, jsonArray(records)))
}

func (p *MQTTPublisher) timeout() time.Duration {
	if p.Timeout == 0 {
		return 30 * time.Second
	}
	return p.Timeout
}

// wait waits for a token, the context or the timeout.
func (p *MQTTPublisher) wait(ctx context.Context, serial, what string, tok mqtt.Token) error {
	t := time.NewTimer(p.timeout())
	defer t.Stop()
	select {
	case <-tok.Done():
		if err := tok.Error(); err != nil {
			return &PublishError{Serial: serial, Message: what + ": " + err.Error(), Temporary: true}
		}
		return nil
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return &PublishError{Serial: serial, Message: fmt.Sprintf("%s: no answer from %s in %v", what, p.Broker, p.timeout()), Temporary: true}
	}
}

// client answers the device's connection, opening it if needed.
func (p *MQTTPublisher) client(serial, token string) (mqtt.Client, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if c, ok := p.clients[serial]; ok {
		return c, nil
	}
	opts := mqtt.NewClientOptions().AddBroker(p.Broker).SetClientID(serial).
		SetUsername(serial).SetPassword(token).SetProtocolVersion(4).SetCleanSession(true).
		SetAutoReconnect(true).SetConnectRetry(false).SetConnectTimeout(p.timeout()).SetOrderMatters(true)
	c := mqtt.NewClient(opts)
	tok := c.Connect()
	if !tok.WaitTimeout(p.timeout()) {
		return nil, &PublishError{Serial: serial, Message: "connect: no answer from " + p.Broker, Temporary: true}
	}
	if err := tok.Error(); err != nil {
		return nil, &PublishError{Serial: serial, Message: "connect: " + err.Error()}
	}
	if p.clients == nil {
		p.clients = map[string]mqtt.Client{}
	}
	p.clients[serial] = c
	return c, nil
}

// Close disconnects every device.
func (p *MQTTPublisher) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	for serial, c := range p.clients {
		c.Disconnect(250)
		delete(p.clients, serial)
	}
	return nil
}
