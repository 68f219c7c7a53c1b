package ingest_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/monitor"
)

// TestMQTTKeepsEachSitesOrder is defect 4 of issue 28: devices publishing
// in order over MQTT, several sites at once, never make the engine runner
// replay a unit. The consumer's workers once fetched batches side by side
// and committed them out of order, so a device's earlier batch landed
// behind its unit's horizon.
func TestMQTTKeepsEachSitesOrder(t *testing.T) {
	f := newFleet(t)
	serials := orderSites(t, f)
	b, _ := startEmbedded(t, f, "127.0.0.1:0", slog.New(slog.DiscardHandler))
	inOrder(t, f, serials, "MQTT", func(serial string) func([]byte) {
		c, err := connect(t, b.MQTTAddr, serial, f.tokens[serial])
		if err != nil {
			t.Fatal(err)
		}
		return func(body []byte) { c.Publish("chillwatch/devices/"+serial+"/telemetry", 1, false, body) }
	})
}

// TestHTTPInOrderNeverReplays: devices posting in order over HTTP, the
// sites side by side, never make the runner replay a unit (issue 28:
// replays per 1,000 in-order readings over MQTT and HTTP: 0).
func TestHTTPInOrderNeverReplays(t *testing.T) {
	f := newFleet(t)
	serials := orderSites(t, f)
	inOrder(t, f, serials, "HTTP", func(serial string) func([]byte) {
		return func(body []byte) {
			req := httptest.NewRequest(http.MethodPost, "/api/devices/"+serial+"/telemetry", bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+f.tokens[serial])
			rec := httptest.NewRecorder()
			f.handler.ServeHTTP(rec, req)
			if rec.Code != http.StatusAccepted {
				t.Errorf("%s: %d %s", serial, rec.Code, rec.Body)
			}
		}
	})
}

const orderPerDevice = 120

// orderSites adds sites to the fleet's first, 8 in all, and answers their
// volume sensors.
func orderSites(t *testing.T, f *fleet) []string {
	serials := []string{"S1-VS"}
	for i := 2; i <= 8; i++ {
		serials = append(serials, f.addSite(t, i))
	}
	return serials
}

// inOrder has every device send orderPerDevice readings a minute apart,
// in order, all devices at once (send answers a device's sender), while a
// runner passes as Run would, and fails on any replay.
func inOrder(t *testing.T, f *fleet, serials []string, path string, send func(serial string) func([]byte)) {
	r := monitor.New(f.db, nil, monitor.Config{Settle: 5 * time.Millisecond})
	if err := r.Sync(t.Context()); err != nil {
		t.Fatal(err)
	}
	restored := r.Stats().Replays
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ctx.Err() == nil {
			if err := r.Sync(ctx); err != nil && ctx.Err() == nil {
				t.Error(err)
				return
			}
			time.Sleep(2 * time.Millisecond)
		}
	}()
	start := time.Now().Add(-3 * time.Hour).Truncate(time.Minute)
	var wg sync.WaitGroup
	for _, serial := range serials {
		post := send(serial)
		wg.Go(func() {
			for i := range orderPerDevice {
				at := start.Add(time.Duration(i) * time.Minute)
				post(fmt.Appendf(nil, `{"processTime":%q,"volume":{"value":%d,"unit":"L"}}`, at.Format(time.RFC3339), 500+i))
			}
		})
	}
	wg.Wait()
	for _, serial := range serials {
		if n := f.stored(t, serial, orderPerDevice); n != orderPerDevice {
			t.Fatalf("%s: %d of %d readings stored", serial, n, orderPerDevice)
		}
	}
	time.Sleep(200 * time.Millisecond) // the runner takes the last marks
	cancel()
	<-done
	replays := r.Stats().Replays - restored
	total := len(serials) * orderPerDevice
	t.Logf("%d readings over %s from %d sites: %d replays (%.2f per 1,000 readings)", total, path, len(serials), replays,
		float64(replays)*1000/float64(total))
	if replays != 0 {
		t.Errorf("in-order devices replayed their units %d times", replays)
	}
}
