package demo

import (
	"context"
	"encoding/json"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// StorePublisher hands a device's records to the telemetry store with the
// checks HTTP ingestion makes: the credential, then each record's shape.
func StorePublisher(store *telemetry.Store) sim.Publisher {
	return sim.PublisherFunc(func(ctx context.Context, serial, token string, records []json.RawMessage) error {
		dev, err := store.Authenticate(ctx, serial, token)
		if err != nil {
			return err
		}
		readings := make([]telemetry.Reading, len(records))
		for i, rec := range records {
			r, bad := telemetry.Parse(dev.Type, rec, "", store.Now())
			if bad != nil {
				return &apperr.Error{Kind: apperr.KindInvalid, Code: "validation", Fields: bad}
			}
			readings[i] = r
		}
		_, err = store.Append(ctx, []telemetry.Batch{{Device: dev, Readings: readings}})
		return err
	})
}
