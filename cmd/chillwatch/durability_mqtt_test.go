package main_test

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

// TestDurabilityMQTT publishes 20,000 readings (5,000 with -short) over MQTT (QoS 1, four
// publishers, one reading a message) while the server is killed with
// SIGKILL again and again and restarted on the same data. A publisher
// sends each message again, on a new connection, until it is acknowledged
// (PUBACK). Once the last is acknowledged and the server runs on, every
// acknowledged reading is stored, exactly once.
func TestDurabilityMQTT(t *testing.T) {
	total := 20_000 // make bench (-short: 5,000)
	if testing.Short() {
		total = 5_000
	}
	dialects(t, func(t *testing.T, dbURL string) {
		broker := freeAddr(t)
		e := append(newEnv(t, dbURL), "CHILLWATCH_MQTT_ADDR="+broker)
		srv := start(t, e)
		token := durableDevice(t, srv)

		const publishers = 4
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		var acked, resent atomic.Int64
		connect := func(p int) mqtt.Client {
			for {
				o := mqtt.NewClientOptions().AddBroker("tcp://" + broker).SetClientID(fmt.Sprintf("durable-%d", p)).
					SetUsername("D1-VS").SetPassword(token).SetAutoReconnect(false).SetConnectRetry(false).
					SetConnectTimeout(2 * time.Second)
				c := mqtt.NewClient(o)
				if tok := c.Connect(); tok.WaitTimeout(3*time.Second) && tok.Error() == nil {
					return c
				}
				time.Sleep(50 * time.Millisecond)
			}
		}
		publish := func(p int) {
			c := connect(p)
			defer func() { c.Disconnect(0) }()
			for i := p; i < total; i += publishers {
				msg := fmt.Appendf(nil, `{"processTime":%q,"volume":{"value":%d,"unit":"L"}}`,
					base.Add(time.Duration(i)*time.Minute).Format(time.RFC3339), i)
				for {
					tok := c.Publish("chillwatch/devices/D1-VS/telemetry", 1, false, msg)
					if tok.WaitTimeout(3*time.Second) && tok.Error() == nil && c.IsConnectionOpen() {
						acked.Add(1)
						break
					}
					resent.Add(1)
					c.Disconnect(0)
					c = connect(p)
				}
			}
		}
		var sending sync.WaitGroup
		for p := range publishers {
			sending.Go(func() { publish(p) })
		}
		done := make(chan struct{})
		go func() { sending.Wait(); close(done) }()

		srv, kills := killUntil(t, e, srv, done, 200*time.Millisecond, 50*time.Millisecond, nil)
		t.Logf("%s: %d readings acknowledged through %d SIGKILLs (%d messages sent again)", dialectName(dbURL), acked.Load(), kills, resent.Load())
		if kills < 3 {
			t.Errorf("only %d kills happened while publishing; the test proves little", kills)
		}
		// The server stores what JetStream holds; wait until it has, or
		// until it cannot have.
		stored, distinct := 0, 0
		for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
			if stored, _, _ = countStored(t, dbURL, e); stored >= total {
				break
			}
		}
		srv.stop(t)
		if stored, distinct, _ = countStored(t, dbURL, e); acked.Load() != int64(total) || stored != total || distinct != total {
			t.Errorf("acknowledged %d, stored %d (%d distinct times), want %d each", acked.Load(), stored, distinct, total)
		}
	})
}
