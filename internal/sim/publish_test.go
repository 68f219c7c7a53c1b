package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

var someRecords = []json.RawMessage{
	json.RawMessage(`{"processTime":"2026-11-21T06:15:00+05:30","volume":{"value":1480,"unit":"L"}}`),
	json.RawMessage(`{"processTime":"2026-11-21T06:16:00+05:30","volume":{"value":1490.5,"unit":"L"}}`),
}

func TestHTTPPublisher(t *testing.T) {
	type call struct{ path, auth, ctype, body string }
	cases := []struct {
		name     string
		statuses []int // answers in turn
		calls    int
		fails    bool
		status   int
	}{
		{"accepted", []int{202}, 1, false, 0},
		{"retried after 503 and 429", []int{503, 429, 202}, 3, false, 0},
		{"a refusal is not retried", []int{400}, 1, true, 400},
		{"a bad token is not retried", []int{401}, 1, true, 401},
		{"gives up after the retries", []int{500, 500, 500, 500, 500}, 4, true, 500},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var mu sync.Mutex
			var calls []call
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				b, _ := io.ReadAll(r.Body)
				mu.Lock()
				calls = append(calls, call{r.Method + " " + r.URL.Path, r.Header.Get("Authorization"), r.Header.Get("Content-Type"), string(b)})
				status := c.statuses[min(len(calls), len(c.statuses))-1]
				mu.Unlock()
				w.WriteHeader(status)
				_, _ = w.Write([]byte(`{"accepted":2,"duplicates":0}`))
			}))
			defer srv.Close()
			p := &HTTPPublisher{Server: srv.URL + "/", Backoff: -1}
			err := p.Publish(context.Background(), "SIM-S01-U1-VS", "tok-1", someRecords)
			var pe *PublishError
			if c.fails != (err != nil) || (c.fails && (!errors.As(err, &pe) || pe.Status != c.status)) {
				t.Fatalf("Publish = %v", err)
			}
			if len(calls) != c.calls {
				t.Fatalf("%d calls, want %d", len(calls), c.calls)
			}
			want := call{"POST /api/devices/SIM-S01-U1-VS/telemetry", "Bearer tok-1", "application/json", "[" + string(someRecords[0]) + "," + string(someRecords[1]) + "]"}
			if calls[0] != want {
				t.Errorf("call %+v, want %+v", calls[0], want)
			}
			var arr []map[string]any
			if err := json.Unmarshal([]byte(calls[0].body), &arr); err != nil || len(arr) != 2 {
				t.Errorf("body is not an array of the two records: %v", err)
			}
		})
	}
}

const mosquitto = "127.0.0.1:1883"

// TestMQTTPublisher publishes through the Mosquitto broker of the
// development machine (anonymous); it is skipped where none runs.
func TestMQTTPublisher(t *testing.T) {
	conn, err := net.DialTimeout("tcp", mosquitto, time.Second)
	if err != nil {
		t.Skip("no MQTT broker at " + mosquitto)
	}
	conn.Close()
	serial := fmt.Sprintf("SIM-TEST-%d", time.Now().UnixNano())
	got := make(chan mqtt.Message, 4)
	sub := mqtt.NewClient(mqtt.NewClientOptions().AddBroker("tcp://" + mosquitto).SetClientID(serial + "-sub"))
	if tok := sub.Connect(); !tok.WaitTimeout(10*time.Second) || tok.Error() != nil {
		t.Fatalf("subscriber: %v", tok.Error())
	}
	defer sub.Disconnect(100)
	if tok := sub.Subscribe(Topic(serial), 1, func(_ mqtt.Client, m mqtt.Message) { got <- m }); !tok.WaitTimeout(10*time.Second) || tok.Error() != nil {
		t.Fatalf("subscribe: %v", tok.Error())
	}
	p := &MQTTPublisher{Broker: "tcp://" + mosquitto, Timeout: 10 * time.Second}
	defer func() {
		if err := p.Close(); err != nil {
			t.Error(err)
		}
	}()
	for i := range 2 {
		if err := p.Publish(context.Background(), serial, "token", someRecords[i:]); err != nil {
			t.Fatalf("publish %d: %v", i, err)
		}
	}
	if len(p.clients) != 1 {
		t.Errorf("%d connections for one device, want one", len(p.clients))
	}
	for i := range 2 {
		select {
		case m := <-got:
			var arr []json.RawMessage
			if err := json.Unmarshal(m.Payload(), &arr); err != nil || len(arr) != 2-i || m.Topic() != "chillwatch/devices/"+serial+"/telemetry" || m.Qos() != 1 {
				t.Errorf("message %d on %s (QoS %d): %s", i, m.Topic(), m.Qos(), m.Payload())
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("message %d never arrived", i)
		}
	}
}

// With Via, a site's devices publish on their gateway's one connection,
// each to its own topic.
func TestMQTTPublisherViaGateway(t *testing.T) {
	conn, err := net.DialTimeout("tcp", mosquitto, time.Second)
	if err != nil {
		t.Skip("no MQTT broker at " + mosquitto)
	}
	conn.Close()
	site := fmt.Sprintf("SIM-GW-%d", time.Now().UnixNano())
	devices := []string{site + "-VS", site + "-PS"}
	got := make(chan mqtt.Message, 4)
	sub := mqtt.NewClient(mqtt.NewClientOptions().AddBroker("tcp://" + mosquitto).SetClientID(site + "-sub"))
	if tok := sub.Connect(); !tok.WaitTimeout(10*time.Second) || tok.Error() != nil {
		t.Fatalf("subscriber: %v", tok.Error())
	}
	defer sub.Disconnect(100)
	for _, d := range devices {
		if tok := sub.Subscribe(Topic(d), 1, func(_ mqtt.Client, m mqtt.Message) { got <- m }); !tok.WaitTimeout(10*time.Second) || tok.Error() != nil {
			t.Fatalf("subscribe: %v", tok.Error())
		}
	}
	p := &MQTTPublisher{Broker: "tcp://" + mosquitto, Timeout: 10 * time.Second,
		Via: map[string]string{devices[0]: site + "-GW", devices[1]: site + "-GW"}, Tokens: map[string]string{site + "-GW": "gw-token"}}
	defer func() {
		if err := p.Close(); err != nil {
			t.Error(err)
		}
	}()
	for _, d := range devices {
		if err := p.Publish(context.Background(), d, "device-token", someRecords); err != nil {
			t.Fatalf("publish %s: %v", d, err)
		}
	}
	if _, ok := p.clients[site+"-GW"]; !ok || len(p.clients) != 1 {
		t.Errorf("connections %v, want the gateway's only", slices.Collect(maps.Keys(p.clients)))
	}
	topics := map[string]bool{}
	for range devices {
		select {
		case m := <-got:
			topics[m.Topic()] = true
		case <-time.After(10 * time.Second):
			t.Fatal("a message never arrived")
		}
	}
	for _, d := range devices {
		if !topics[Topic(d)] {
			t.Errorf("nothing on %s", Topic(d))
		}
	}
}

func TestMQTTPublisherUnreachable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	p := &MQTTPublisher{Broker: "tcp://" + addr, Timeout: 2 * time.Second}
	defer func() {
		if err := p.Close(); err != nil {
			t.Error(err)
		}
	}()
	if err := p.Publish(context.Background(), "SIM-X", "t", someRecords); err == nil {
		t.Fatal("publishing to a closed port succeeded")
	}
}
