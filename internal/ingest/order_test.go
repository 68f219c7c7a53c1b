package ingest_test

import (
	"context"
	"fmt"
	"log/slog"
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
	const sites, perDevice = 8, 120
	f := newFleet(t)
	serials := []string{"S1-VS"}
	for i := 2; i <= sites; i++ {
		serials = append(serials, f.addSite(t, i))
	}
	b, _ := startEmbedded(t, f, "127.0.0.1:0", slog.New(slog.DiscardHandler))
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
		c, err := connect(t, b.MQTTAddr, serial, f.tokens[serial])
		if err != nil {
			t.Fatal(err)
		}
		wg.Go(func() {
			for i := range perDevice {
				at := start.Add(time.Duration(i) * time.Minute)
				body := fmt.Appendf(nil, `{"processTime":%q,"volume":{"value":%d,"unit":"L"}}`, at.Format(time.RFC3339), 500+i)
				c.Publish("chillwatch/devices/"+serial+"/telemetry", 1, false, body)
			}
		})
	}
	wg.Wait()
	for _, serial := range serials {
		if n := f.stored(t, serial, perDevice); n != perDevice {
			t.Fatalf("%s: %d of %d readings stored", serial, n, perDevice)
		}
	}
	time.Sleep(200 * time.Millisecond) // the runner takes the last marks
	cancel()
	<-done
	replays := r.Stats().Replays - restored
	t.Logf("%d readings over MQTT from %d sites: %d replays (%.2f per 1,000 readings)", sites*perDevice, sites, replays,
		float64(replays)*1000/float64(sites*perDevice))
	if replays != 0 {
		t.Errorf("in-order devices replayed their units %d times", replays)
	}
}
