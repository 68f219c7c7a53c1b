package ingest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	mqtt "github.com/eclipse/paho.mqtt.golang"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/ingest"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// fleet is a server with one site whose devices have credentials.
type fleet struct {
	db      *storage.DB
	svcs    *app.Services
	tokens  map[string]string
	handler http.Handler
	// call makes an API call as admin (its token) and answers the body.
	call  func(method, path, token string, body any) map[string]any
	admin string
}

func newFleet(t testing.TB) *fleet { return newFleetOn(t, storagetest.SQLite(t)) }

// newFleetOn builds the fleet on db and answers its API handler too.
func newFleetOn(t testing.TB, db *storage.DB) *fleet {
	t.Helper()
	ctx := t.Context()
	svcs, err := app.NewServices(ctx, db, app.Settings(mustConfig(t)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := app.Bootstrap(ctx, svcs, "Admin12345", io.Discard); err != nil {
		t.Fatal(err)
	}
	srv, err := app.NewAPI(svcs, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	h := srv.Handler()
	call := func(method, path, token string, body any) map[string]any {
		b, _ := json.Marshal(body)
		req := httptest.NewRequest(method, path, bytes.NewReader(b))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 300 {
			t.Fatalf("%s %s = %d %s", method, path, rec.Code, rec.Body)
		}
		var out map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &out)
		return out
	}
	admin := call("POST", "/authgateway/login", "", map[string]any{"username": "admin", "password": "Admin12345"})["jwtAccessToken"].(string)
	org := func(name string, extra map[string]any) map[string]any {
		b := map[string]any{"orgType": "dairy_cooperative", "orgName": name, "orgDisplayName": name, "orgAbbreviatedName": "AB",
			"orgUrl": "https://example.org", "isParent": true,
			"address":        map[string]any{"pinCode": "411001", "addressLine1": "1 Milk Road", "villageTownCity": "Pune", "district": "Pune", "state": "Maharashtra", "country": "IN"},
			"contactDetails": map[string]any{"contactPersonName": "Asha Patil", "countryCode": "+91", "contactNumber": "9876543210", "emailId": "asha@example.org"}}
		for k, v := range extra {
			b[k] = v
		}
		return b
	}
	call("POST", "/authgateway/provisioningService/organizations", admin, org("Gokul", nil))
	call("POST", "/authgateway/provisioningService/organizations", admin, org("KothrudCC", map[string]any{"orgType": "chillingcenter", "parentOrgName": "Gokul", "isParent": false}))
	f := &fleet{db: db, svcs: svcs, tokens: map[string]string{}, handler: h, call: call, admin: admin}
	f.site(1, "S1-VS.2")
	return f
}

// addSite adds site i of the fleet, with a gateway and one volume
// sensor, and answers the sensor's serial.
func (f *fleet) addSite(t testing.TB, i int) string {
	t.Helper()
	f.site(i)
	return fmt.Sprintf("S%d-VS", i)
}

// site creates site i ("S<i>", a gateway "S<i>-GW" and a unit fed by the
// volume sensor "S<i>-VS" and any extra sensors) and keeps the devices'
// tokens.
func (f *fleet) site(i int, extra ...string) {
	id := fmt.Sprintf("S%d", i)
	sensors := []map[string]any{{"serialNumber": id + "-VS", "deviceType": "volsens", "gatewaySerialNumber": id + "-GW"}}
	for _, e := range extra {
		sensors = append(sensors, map[string]any{"serialNumber": e, "deviceType": "volsens", "gatewaySerialNumber": id + "-GW"})
	}
	site := map[string]any{"siteId": id, "siteName": "Centre " + id, "organizationName": "Gokul", "subOrganizationName": "KothrudCC",
		"locale": "en-IN", "zoneId": "Asia/Kolkata", "country": "IN", "state": "IN-MH", "district": "Pune", "pinCode": "411038",
		"villageTownCity": "Pune", "addressLine1": "Kothrud", "coordinates": map[string]any{"latitude": 18.5, "longitude": 73.8},
		"siteLevelDevices": []map[string]any{{"serialNumber": id + "-GW", "deviceType": "L3"}},
		"chillingUnitMonitoringDetailsList": []map[string]any{{"productType": map[string]any{"name": "BMC"},
			"chillingUnit": map[string]any{"bmcName": "Tank"}, "l1DeviceInfo": sensors}},
	}
	for _, c := range f.call("POST", "/authgateway/provisioningService/sites", f.admin, site)["deviceCredentials"].([]any) {
		m := c.(map[string]any)
		f.tokens[m["serialNumber"].(string)] = m["token"].(string)
	}
}

func reading(minute int, litres float64) []byte {
	return fmt.Appendf(nil, `{"processTime":"2026-11-20T06:%02d:00+05:30","volume":{"value":%v,"unit":"L"}}`, minute, litres)
}

// stored waits for the count of readings of serial to reach want (or
// fails after 10 s) and answers it.
func (f *fleet) stored(t *testing.T, serial string, want int) int {
	t.Helper()
	var n int
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		_ = f.db.Get(t.Context(), &n, `SELECT COUNT(*) FROM readings WHERE serial_key = ?`, strings.ToLower(serial))
		if n >= want {
			break
		}
	}
	return n
}

func startEmbedded(t testing.TB, f *fleet, mqttAddr string, log *slog.Logger) (*ingest.Broker, ingest.Metrics) {
	t.Helper()
	b, err := ingest.Start(t.Context(), ingest.Settings{MQTTAddr: mqttAddr, DataDir: t.TempDir()}, f.svcs.Telemetry, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	m := ingest.NewMetrics(nil)
	c, err := ingest.NewConsumer(t.Context(), b, "chillwatch-ingest", f.svcs.Telemetry, m, log)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go c.Run(ctx)
	return b, m
}

func connect(t testing.TB, addr, user, password string) (mqtt.Client, error) {
	t.Helper()
	o := mqtt.NewClientOptions().AddBroker("tcp://" + addr).SetClientID(fmt.Sprintf("c%d", time.Now().UnixNano())).
		SetUsername(user).SetPassword(password).SetAutoReconnect(false).SetConnectRetry(false)
	c := mqtt.NewClient(o)
	tok := c.Connect()
	if !tok.WaitTimeout(10 * time.Second) {
		return nil, fmt.Errorf("connect timed out")
	}
	if tok.Error() != nil {
		return nil, tok.Error()
	}
	t.Cleanup(func() { c.Disconnect(100) })
	return c, nil
}

func publish(t *testing.T, c mqtt.Client, serial string, payload []byte) {
	t.Helper()
	tok := c.Publish(ingest.TopicPrefix+serial+ingest.TopicSuffix, 1, false, payload)
	if !tok.WaitTimeout(10*time.Second) || tok.Error() != nil {
		t.Fatalf("publish to %s: %v", serial, tok.Error())
	}
}

func TestMQTTIngestion(t *testing.T) {
	f := newFleet(t)
	b, m := startEmbedded(t, f, "127.0.0.1:0", slog.New(slog.DiscardHandler))
	if b.MQTTAddr == "" {
		t.Fatal("no MQTT listener")
	}
	vs, err := connect(t, b.MQTTAddr, "S1-VS", f.tokens["S1-VS"])
	if err != nil {
		t.Fatal(err)
	}

	t.Run("a reading published twice is stored once", func(t *testing.T) {
		publish(t, vs, "S1-VS", reading(0, 1480))
		publish(t, vs, "S1-VS", reading(0, 1480))
		publish(t, vs, "S1-VS", reading(1, 1490))
		if n := f.stored(t, "S1-VS", 2); n != 2 {
			t.Fatalf("stored = %d, want 2", n)
		}
		for deadline := time.Now().Add(5 * time.Second); value(m.Duplicates) < 1 && time.Now().Before(deadline); {
			time.Sleep(20 * time.Millisecond)
		}
		if got := value(m.Duplicates); got != 1 {
			t.Errorf("duplicates counted = %v, want 1", got)
		}
	})
	t.Run("a device cannot publish as another", func(t *testing.T) {
		// Publishing outside its own topic is a permission violation: the
		// server drops the message.
		vs.Publish(ingest.TopicPrefix+"S1-VS.2"+ingest.TopicSuffix, 1, false, reading(2, 999)).WaitTimeout(10 * time.Second)
		other, err := connect(t, b.MQTTAddr, "S1-VS.2", f.tokens["S1-VS.2"])
		if err != nil {
			t.Fatal(err)
		}
		publish(t, other, "S1-VS.2", reading(3, 700)) // a serial with a dot has a topic of its own
		if n := f.stored(t, "S1-VS.2", 1); n != 1 {
			t.Errorf("S1-VS.2 readings = %d, want only its own", n)
		}
		if _, err := connect(t, b.MQTTAddr, "S1-VS", f.tokens["S1-VS.2"]); err == nil {
			t.Error("a device signed in with another device's credential")
		}
		if _, err := connect(t, b.MQTTAddr, ">", f.tokens["S1-VS"]); err == nil {
			t.Error("a wildcard user name signed in")
		}
	})
	t.Run("a bad message is counted and dropped, and the intake goes on", func(t *testing.T) {
		vs, err := connect(t, b.MQTTAddr, "S1-VS", f.tokens["S1-VS"])
		if err != nil {
			t.Fatal(err)
		}
		publish(t, vs, "S1-VS", []byte(`{"processTime":"yesterday"}`))
		publish(t, vs, "S1-VS", []byte(`not json`))
		publish(t, vs, "S1-VS", reading(4, 1500))
		if n := f.stored(t, "S1-VS", 3); n != 3 {
			t.Errorf("stored = %d, want 3", n)
		}
		if got := value(m.Rejected); got != 2 {
			t.Errorf("rejected = %v, want 2", got)
		}
	})
}

func TestMQTTPortTaken(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var logs bytes.Buffer
	f := newFleet(t)
	b, _ := startEmbedded(t, f, ln.Addr().String(), slog.New(slog.NewTextHandler(&logs, nil)))
	if b.MQTTAddr != "" {
		t.Errorf("MQTT listening on a taken port: %s", b.MQTTAddr)
	}
	if c := strings.Count(logs.String(), "level=WARN"); c != 1 || !strings.Contains(logs.String(), "CHILLWATCH_MQTT_ADDR="+ln.Addr().String()) {
		t.Errorf("want one warning naming CHILLWATCH_MQTT_ADDR, got:\n%s", logs.String())
	}
}

// TestExternalBroker runs the consumer against the NATS server of this
// machine, as a cluster with its own MQTT listener would be used: the
// cluster stores QoS 1 messages under $MQTT.msgs.<subject>.
func TestExternalBroker(t *testing.T) {
	const url = "nats://127.0.0.1:4222"
	if nc, err := nats.Connect(url, nats.Timeout(time.Second)); err != nil {
		t.Skipf("no NATS server at %s: %v", url, err)
	} else {
		nc.Close()
	}
	f := newFleet(t)
	log := slog.New(slog.DiscardHandler)
	b, err := ingest.Start(t.Context(), ingest.Settings{NATSURL: url}, f.svcs.Telemetry, log)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	durable := fmt.Sprintf("chillwatch-test-%d", time.Now().UnixNano())
	c, err := ingest.NewConsumer(t.Context(), b, durable, f.svcs.Telemetry, ingest.NewMetrics(nil), log)
	if err != nil {
		t.Fatal(err)
	}
	js, _ := jetstream.New(b.Conn)
	defer func() { _ = js.DeleteConsumer(context.Background(), "$MQTT_msgs", durable) }()
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	go c.Run(ctx)
	for i := range 3 {
		if _, err := js.Publish(t.Context(), "$MQTT.msgs."+ingest.Subject("S1-VS"), reading(i, 1000+float64(i))); err != nil {
			t.Fatal(err)
		}
	}
	if n := f.stored(t, "S1-VS", 3); n != 3 {
		t.Errorf("stored through the external broker = %d, want 3", n)
	}
}

func mustConfig(t testing.TB) config.Config {
	t.Helper()
	c, err := config.Load(nil, nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func value(c prometheus.Counter) float64 {
	var m dto.Metric
	_ = c.Write(&m)
	return m.GetCounter().GetValue()
}

// A site's gateway (L3) publishes the records of its site's devices on its
// one connection; it cannot publish for a device of another site.
func TestMQTTGateway(t *testing.T) {
	f := newFleet(t)
	call := func(method, path, token string, body any) map[string]any {
		b, _ := json.Marshal(body)
		req := httptest.NewRequest(method, path, bytes.NewReader(b))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		if rec.Code >= 300 {
			t.Fatalf("%s %s = %d %s", method, path, rec.Code, rec.Body)
		}
		var out map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &out)
		return out
	}
	admin := call("POST", "/authgateway/login", "", map[string]any{"username": "admin", "password": "Admin12345"})["jwtAccessToken"].(string)
	s2 := call("POST", "/authgateway/provisioningService/sites", admin, map[string]any{"siteId": "S2", "siteName": "Other centre",
		"organizationName": "Gokul", "subOrganizationName": "KothrudCC",
		"locale": "en-IN", "zoneId": "Asia/Kolkata", "country": "IN", "state": "IN-MH", "district": "Pune", "pinCode": "411038",
		"villageTownCity": "Pune", "addressLine1": "Kothrud", "coordinates": map[string]any{"latitude": 18.5, "longitude": 73.8},
		"siteLevelDevices": []map[string]any{{"serialNumber": "S2-GW", "deviceType": "L3"}},
		"chillingUnitMonitoringDetailsList": []map[string]any{{"productType": map[string]any{"name": "BMC"},
			"chillingUnit": map[string]any{"bmcName": "Tank"},
			"l1DeviceInfo": []map[string]any{{"serialNumber": "S2-VS", "deviceType": "volsens", "gatewaySerialNumber": "S2-GW"}}}}})
	for _, c := range s2["deviceCredentials"].([]any) {
		m := c.(map[string]any)
		f.tokens[m["serialNumber"].(string)] = m["token"].(string)
	}

	b, _ := startEmbedded(t, f, "127.0.0.1:0", slog.New(slog.DiscardHandler))
	gw, err := connect(t, b.MQTTAddr, "S1-GW", f.tokens["S1-GW"])
	if err != nil {
		t.Fatal(err)
	}
	publish(t, gw, "S1-VS", reading(0, 1480))
	publish(t, gw, "S1-VS.2", reading(0, 700))
	// Another site's device: a permission violation, dropped by the broker.
	gw.Publish(ingest.TopicPrefix+"S2-VS"+ingest.TopicSuffix, 1, false, reading(0, 999)).WaitTimeout(10 * time.Second)
	if n := f.stored(t, "S1-VS", 1); n != 1 {
		t.Errorf("S1-VS readings through the gateway = %d, want 1", n)
	}
	if n := f.stored(t, "S1-VS.2", 1); n != 1 {
		t.Errorf("S1-VS.2 readings through the gateway = %d, want 1", n)
	}
	// The site's own device still publishes; S2-VS got nothing from S1-GW.
	other, err := connect(t, b.MQTTAddr, "S2-VS", f.tokens["S2-VS"])
	if err != nil {
		t.Fatal(err)
	}
	publish(t, other, "S2-VS", reading(1, 500))
	if n := f.stored(t, "S2-VS", 1); n != 1 {
		t.Errorf("S2-VS readings = %d, want only its own", n)
	}
	var litres float64
	if err := f.db.Get(t.Context(), &litres, `SELECT value FROM samples s JOIN devices d ON d.unit_ref = s.unit_ref
		WHERE d.serial_key = 's2-vs' AND s.signal = 'volume'`); err != nil || litres != 500 {
		t.Errorf("S2's volume = %v, %v; want 500 (its own reading only)", litres, err)
	}
}
