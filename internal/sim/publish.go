package sim

import (
	"context"
	"encoding/json"
	"fmt"
)

// Publisher sends a device's records as the device itself would: one
// JSON array of records per call, authenticated by the device's token.
type Publisher interface {
	Publish(ctx context.Context, serial, token string, records []json.RawMessage) error
	Close() error
}

// PublisherFunc adapts a function (an in-process ingestion, a test) to a
// Publisher.
type PublisherFunc func(ctx context.Context, serial, token string, records []json.RawMessage) error

// Publish calls f.
func (f PublisherFunc) Publish(ctx context.Context, serial, token string, records []json.RawMessage) error {
	return f(ctx, serial, token, records)
}

// Close does nothing.
func (f PublisherFunc) Close() error { return nil }

// MaxBatch bounds the records of one publication (the HTTP endpoint takes
// at most 1,000 records and 1 MB).
const MaxBatch = 500

// PublishError is a refusal: the server or broker answered, and sending
// the same again would not help unless Temporary.
type PublishError struct {
	Serial    string
	Status    int // HTTP status; 0 over MQTT
	Message   string
	Temporary bool
}

func (e *PublishError) Error() string {
	if e.Status == 0 {
		return fmt.Sprintf("sim: publish %s: %s", e.Serial, e.Message)
	}
	return fmt.Sprintf("sim: publish %s: HTTP %d: %s", e.Serial, e.Status, e.Message)
}

// jsonArray joins records into one JSON array.
func jsonArray(records []json.RawMessage) []byte {
	n := 2
	for _, r := range records {
		n += len(r) + 1
	}
	b := make([]byte, 0, n)
	b = append(b, '[')
	for i, r := range records {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, r...)
	}
	return append(b, ']')
}
