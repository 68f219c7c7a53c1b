package ingest

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// The stream NATS keeps MQTT QoS 1 messages in. NATS stores a QoS 1
// PUBLISH there before it sends the PUBACK; the stream keeps a message
// while a consumer is interested, so the durable consumer below makes a
// PUBACK mean "durable until stored".
const (
	mqttStream    = "$MQTT_msgs"
	mqttSubjects  = "$MQTT.msgs.>"
	deviceFilter  = "$MQTT.msgs.chillwatch.devices.*.telemetry"
	subjectPrefix = "$MQTT.msgs."
)

// Metrics count the consumer's work.
type Metrics struct {
	Stored, Duplicates, Rejected prometheus.Counter
}

// NewMetrics registers the consumer's counters.
func NewMetrics(reg prometheus.Registerer) Metrics {
	m := Metrics{
		Stored:     prometheus.NewCounter(prometheus.CounterOpts{Name: "chillwatch_ingest_mqtt_stored_total", Help: "MQTT readings stored."}),
		Duplicates: prometheus.NewCounter(prometheus.CounterOpts{Name: "chillwatch_ingest_mqtt_duplicates_total", Help: "MQTT readings already stored."}),
		Rejected:   prometheus.NewCounter(prometheus.CounterOpts{Name: "chillwatch_ingest_rejected_total", Help: "MQTT messages dropped as malformed or from unknown devices."}),
	}
	if reg != nil {
		reg.MustRegister(m.Stored, m.Duplicates, m.Rejected)
	}
	return m
}

// Consumer moves MQTT readings from JetStream into the store.
type Consumer struct {
	store   *telemetry.Store
	cons    jetstream.Consumer
	log     *slog.Logger
	metrics Metrics
	// Batch is the most messages stored in one transaction, and
	// BatchBytes the most bytes fetched for one (above the broker's 1 MB
	// message limit, so that any message fits): a worker holds at most
	// that much raw JSON, whatever the messages' size.
	Batch      int
	BatchBytes int
	// Workers check and store batches side by side, each the messages of
	// its share of the sites, so that one batch is parsed while another
	// commits and a site's readings keep their order (Run).
	Workers int
}

// NewConsumer makes sure the MQTT message stream and the durable consumer
// named durable exist, so that readings are kept from the first device on.
func NewConsumer(ctx context.Context, b *Broker, durable string, store *telemetry.Store, m Metrics, log *slog.Logger) (*Consumer, error) {
	js, err := jetstream.New(b.Conn)
	if err != nil {
		return nil, err
	}
	_, err = js.Stream(ctx, mqttStream)
	if errors.Is(err, jetstream.ErrStreamNotFound) {
		// The same configuration NATS gives it when the first MQTT client connects.
		_, err = js.CreateStream(ctx, jetstream.StreamConfig{Name: mqttStream, Subjects: []string{mqttSubjects},
			Storage: jetstream.FileStorage, Retention: jetstream.InterestPolicy, Replicas: 1})
		if errors.Is(err, jetstream.ErrStreamNameAlreadyInUse) {
			err = nil
		}
	}
	if err != nil {
		return nil, err
	}
	cons, err := js.CreateOrUpdateConsumer(ctx, mqttStream, jetstream.ConsumerConfig{
		Durable: durable, FilterSubject: deviceFilter, AckPolicy: jetstream.AckExplicitPolicy,
		AckWait: 30 * time.Second, MaxAckPending: 20000, DeliverPolicy: jetstream.DeliverAllPolicy,
	})
	if err != nil {
		return nil, err
	}
	return &Consumer{store: store, cons: cons, log: log, metrics: m, Batch: 1000, BatchBytes: 2 << 20, Workers: 4}, nil
}

// Run stores readings until ctx ends. One fetcher takes the messages in
// the stream's order and hands each to a worker chosen by the device's
// site, so that the readings of a site's devices are stored in the order
// they were published: a device that publishes in order never lands
// behind its unit's horizon and replays it (issue 28). Each worker stores
// its batches one after another; different sites' batches are stored side
// by side.
func (c *Consumer) Run(ctx context.Context) {
	n := max(c.Workers, 1)
	queues := make([]chan []jetstream.Msg, n)
	var wg sync.WaitGroup
	for i := range queues {
		queues[i] = make(chan []jetstream.Msg, 2)
		wg.Go(func() {
			for batch := range queues[i] {
				c.handle(ctx, batch)
			}
		})
	}
	c.fetch(ctx, queues)
	for _, q := range queues {
		close(q)
	}
	wg.Wait()
}

// fetch takes batches from the stream until ctx ends and splits each
// among the workers' queues by site, keeping the stream's order within
// each part.
func (c *Consumer) fetch(ctx context.Context, queues []chan []jetstream.Msg) {
	for ctx.Err() == nil {
		msgs, err := c.cons.Fetch(c.Batch, jetstream.FetchMaxWait(50*time.Millisecond), jetstream.FetchMaxBytes(c.BatchBytes))
		if err != nil {
			if ctx.Err() == nil {
				c.log.Warn("ingest: fetch", "err", err)
				time.Sleep(time.Second)
			}
			continue
		}
		parts := make([][]jetstream.Msg, len(queues))
		var lookup func(string) (telemetry.Device, error)
		for m := range msgs.Messages() {
			if lookup == nil && len(queues) > 1 {
				if lookup, err = c.store.Devices(ctx); err != nil {
					lookup = func(string) (telemetry.Device, error) { return telemetry.Device{}, err }
				}
			}
			i := queueOf(m, lookup, len(queues))
			parts[i] = append(parts[i], m)
		}
		for i, p := range parts {
			if len(p) == 0 {
				continue
			}
			select {
			case queues[i] <- p:
			case <-ctx.Done():
				return // not acknowledged: redelivered
			}
		}
	}
}

// queueOf answers the worker of a message: by its device's site, so that
// a site's gateway and sensors share one; an unknown or malformed subject
// goes to the first (handle drops it).
func queueOf(m jetstream.Msg, lookup func(string) (telemetry.Device, error), n int) int {
	serial, valid := subjectSerial(strings.TrimPrefix(m.Subject(), subjectPrefix))
	if !valid || n == 1 {
		return 0
	}
	d, err := lookup(serial)
	if err != nil {
		return 0
	}
	return int(uint64(d.SiteRef) % uint64(n))
}

// handle stores a batch of messages in one transaction and acknowledges
// them after the commit. A malformed message is counted, logged and
// acknowledged (dropped); a failed commit leaves the batch to redelivery.
func (c *Consumer) handle(ctx context.Context, msgs []jetstream.Msg) {
	lookup, err := c.store.Devices(ctx)
	if err != nil {
		c.log.Warn("ingest: device lookup", "err", err)
		return // redelivered later
	}
	var batches []telemetry.Batch
	var ok []jetstream.Msg
	for _, m := range msgs {
		serial, valid := subjectSerial(strings.TrimPrefix(m.Subject(), subjectPrefix))
		var dev telemetry.Device
		known := false
		if valid {
			d, err := lookup(serial)
			switch {
			case err == nil:
				dev, known = d, true
			case !errors.Is(err, apperr.ErrNotFound):
				c.log.Warn("ingest: device lookup", "serial", serial, "err", err)
				return // redelivered later
			}
		}
		if !known {
			c.reject(m, serial, "unknown device")
			continue
		}
		readings, err := telemetry.ParseBody(dev.Type, m.Data(), c.store.Now(), 1000)
		if err != nil {
			c.reject(m, serial, err.Error())
			continue
		}
		batches = append(batches, telemetry.Batch{Device: dev, Readings: readings})
		ok = append(ok, m)
	}
	if len(batches) == 0 {
		return
	}
	counts, err := c.store.Append(ctx, batches)
	if err != nil {
		c.log.Warn("ingest: store", "err", err)
		for _, m := range ok {
			_ = m.Nak()
		}
		return
	}
	for _, m := range ok {
		_ = m.Ack()
	}
	c.metrics.Stored.Add(float64(counts.Accepted))
	c.metrics.Duplicates.Add(float64(counts.Duplicates))
}

func (c *Consumer) reject(m jetstream.Msg, serial, why string) {
	c.metrics.Rejected.Inc()
	c.log.Info("ingest: MQTT message dropped", "serial", serial, "why", why)
	_ = m.Ack()
}
