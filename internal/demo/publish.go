package demo

import (
	"context"
	"encoding/json"

	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// storePublisher hands a device's records to the telemetry store with the
// checks HTTP ingestion makes: the credential, then each record's shape.
func storePublisher(store *telemetry.Store) sim.Publisher {
	return sim.PublisherFunc(func(ctx context.Context, serial, token string, records []json.RawMessage) error {
		dev, err := store.Authenticate(ctx, serial, token)
		if err != nil {
			return err
		}
		body, _ := json.Marshal(records)
		readings, err := telemetry.ParseBody(dev.Type, body, store.Now(), len(records)+1)
		if err != nil {
			return err
		}
		_, err = store.Append(ctx, []telemetry.Batch{{Device: dev, Readings: readings}})
		return err
	})
}
