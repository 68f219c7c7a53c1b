package main_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/telemetry/block"
)

// TestDurability sends 100,000 readings (20,000 with -short) over HTTP from four senders (so
// that requests share group commits) while the server is killed with
// SIGKILL again and again and restarted on the same data. A sender retries
// each request until it is acknowledged; at the end every acknowledged
// reading is stored, exactly once.
func TestDurability(t *testing.T) {
	total := 100_000 // make bench (-short: 20,000)
	if testing.Short() {
		total = 20_000
	}
	dialects(t, func(t *testing.T, dbURL string) {
		e := append(newEnv(t, dbURL), "CHILLWATCH_MQTT_ADDR=off")
		srv := start(t, e)
		token := durableDevice(t, srv)

		const perRequest = 250
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		var url atomic.Value
		url.Store(srv.url)
		var acked, retries atomic.Int64
		done := make(chan struct{})
		// Four senders, so that concurrent requests share group commits.
		const senders = 4
		send := func(sender int) {
			client := &http.Client{Timeout: 30 * time.Second}
			for first := sender * perRequest; first < total; first += senders * perRequest {
				batch := make([]map[string]any, perRequest)
				for i := range batch {
					batch[i] = map[string]any{"processTime": base.Add(time.Duration(first+i) * time.Minute).Format(time.RFC3339),
						"volume": map[string]any{"value": first + i, "unit": "L"}}
				}
				body, _ := json.Marshal(batch)
				for {
					req, _ := http.NewRequest("POST", url.Load().(string)+"/api/devices/D1-VS/telemetry", bytes.NewReader(body))
					req.Header.Set("Authorization", "Bearer "+token)
					req.Header.Set("Content-Type", "application/json")
					resp, err := client.Do(req)
					if err == nil {
						resp.Body.Close()
						if resp.StatusCode == http.StatusAccepted {
							acked.Add(perRequest)
							break
						}
					}
					retries.Add(1)
					time.Sleep(20 * time.Millisecond)
				}
			}
		}
		var sending sync.WaitGroup
		for sender := range senders {
			sending.Go(func() { send(sender) })
		}
		go func() { sending.Wait(); close(done) }()

		srv, kills := killUntil(t, e, srv, done, 150*time.Millisecond, 50*time.Millisecond, func(s *server) { url.Store(s.url) })
		srv.stop(t)
		t.Logf("%s: %d readings acknowledged through %d SIGKILLs (%d retried requests)", dialectName(dbURL), acked.Load(), kills, retries.Load())
		if kills < 3 {
			t.Errorf("only %d kills happened while sending; the test proves little", kills)
		}

		stored, distinct, compacted := countStored(t, dbURL, e)
		if acked.Load() != int64(total) || stored != total || distinct != total {
			t.Errorf("acknowledged %d, stored %d (%d distinct times), want %d each", acked.Load(), stored, distinct, total)
		}
		t.Logf("%d of the readings were compacted into blocks by the restarted servers", compacted)
	})
}

// durableDevice provisions the site the durability tests send to (a volume
// sensor D1-VS) and answers the sensor's token.
func durableDevice(t *testing.T, srv *server) string {
	admin := srv.login(t, "admin", adminPassword)
	srv.mustCall(t, "POST", "/authgateway/provisioningService/organizations", admin, orgBody("Gokul", "dairy_cooperative", ""))
	srv.mustCall(t, "POST", "/authgateway/provisioningService/organizations", admin, orgBody("GokulCC", "chillingcenter", "Gokul"))
	site := srv.mustCall(t, "POST", "/authgateway/provisioningService/sites", admin, map[string]any{
		"siteId": "D1", "siteName": "Durable", "organizationName": "Gokul", "subOrganizationName": "GokulCC",
		"locale": "en-IN", "zoneId": "Asia/Kolkata", "country": "IN", "state": "IN-MH", "district": "Pune", "pinCode": "411038",
		"villageTownCity": "Pune", "addressLine1": "Kothrud", "coordinates": map[string]any{"latitude": 18.5, "longitude": 73.8},
		"siteLevelDevices": []map[string]any{{"serialNumber": "D1-GW", "deviceType": "L3"}},
		"chillingUnitMonitoringDetailsList": []map[string]any{{"productType": map[string]any{"name": "BMC"},
			"chillingUnit": map[string]any{"bmcName": "Tank"},
			"l1DeviceInfo": []map[string]any{{"serialNumber": "D1-VS", "deviceType": "volsens", "gatewaySerialNumber": "D1-GW"}}}},
	})
	var token string
	for _, c := range site["deviceCredentials"].([]any) {
		if m := c.(map[string]any); m["serialNumber"] == "D1-VS" {
			token = m["token"].(string)
		}
	}
	return token
}

// countStored answers how many readings of D1-VS the database holds, at
// how many distinct times, and how many of them are compacted: its rows and
// the blocks the server compacts at each start (the readings' days ended
// long ago), so that compaction too is killed midway again and again.
func countStored(t *testing.T, dbURL string, e env) (stored, distinct, compacted int) {
	db, err := storage.Open(context.Background(), e.dsn(dbURL))
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	}()
	var times []int64
	if err := db.Select(context.Background(), &times, `SELECT process_time FROM readings WHERE serial_key = 'd1-vs'`); err != nil {
		t.Fatal(err)
	}
	rows := len(times)
	var blocks [][]byte
	if err := db.Select(context.Background(), &blocks, `SELECT data FROM reading_blocks WHERE serial_key = 'd1-vs'`); err != nil {
		t.Fatal(err)
	}
	for _, data := range blocks {
		rs, err := block.DecodeReadings(data)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			times = append(times, r.At)
		}
	}
	slices.Sort(times)
	return len(times), len(slices.Compact(times)), len(times) - rows
}

// killUntil kills the server with SIGKILL (no drain, no flush) and starts
// it again on the same data, over and over until done, waiting first, then
// step longer after each kill. It answers the running server and how many
// kills happened; restarted sees each new server.
func killUntil(t *testing.T, e env, srv *server, done <-chan struct{}, first, step time.Duration, restarted func(*server)) (*server, int) {
	kills := 0
	for {
		select {
		case <-done:
			return srv, kills
		case <-time.After(first + time.Duration(kills)*step):
			_ = srv.cmd.Process.Kill()
			<-srv.exited
			kills++
			srv = start(t, e)
			if restarted != nil {
				restarted(srv)
			}
		}
	}
}

func dialectName(dbURL string) string {
	if dbURL == "" {
		return "sqlite"
	}
	return "postgres"
}
