package telemetry

import (
	"context"
	"crypto/subtle"
	"database/sql"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/input"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Device is a registered device as ingestion needs it.
type Device struct {
	Serial         string
	SerialKey      string
	Type           string
	SiteRef        int64
	Units          []int64 // the units its samples feed: its own, or every unit of its site
	L0             []Mapping
	credentialHash string
}

// Store keeps readings and samples.
type Store struct {
	db  *storage.DB
	Now func() time.Time
}

// NewStore builds the store.
func NewStore(db *storage.DB) *Store { return &Store{db: db, Now: time.Now} }

// ErrBadCredential answers every failed device authentication alike.
var ErrBadCredential = apperr.Unauthenticated("telemetry.credential")

// Authenticate finds the device of serial whose credential is token.
func (s *Store) Authenticate(ctx context.Context, serial, token string) (Device, error) {
	d, err := s.Device(ctx, serial)
	if errors.Is(err, apperr.ErrNotFound) || (err == nil && (token == "" ||
		subtle.ConstantTimeCompare([]byte(site.HashToken(token)), []byte(d.credentialHash)) != 1)) {
		return Device{}, ErrBadCredential
	}
	return d, err
}

// Device loads a device by serial number, with the units it feeds.
func (s *Store) Device(ctx context.Context, serial string) (Device, error) {
	var row struct {
		Serial  string        `db:"serial_number"`
		Key     string        `db:"serial_key"`
		Type    string        `db:"device_type"`
		SiteRef int64         `db:"site_ref"`
		UnitRef sql.NullInt64 `db:"unit_ref"`
		L0      string        `db:"l0_config"`
		Hash    string        `db:"credential_hash"`
	}
	err := s.db.Get(ctx, &row, `SELECT serial_number, serial_key, device_type, site_ref, unit_ref, l0_config, credential_hash
		FROM devices WHERE serial_key = ?`, auth.NameKey(serial))
	if errors.Is(err, sql.ErrNoRows) {
		return Device{}, apperr.NotFound("device")
	}
	if err != nil {
		return Device{}, apperr.Wrap(err, "telemetry: device")
	}
	d := Device{Serial: row.Serial, SerialKey: row.Key, Type: row.Type, SiteRef: row.SiteRef, credentialHash: row.Hash}
	_ = json.Unmarshal([]byte(row.L0), &d.L0)
	if row.UnitRef.Valid {
		d.Units = []int64{row.UnitRef.Int64}
	} else if err := s.db.Select(ctx, &d.Units, `SELECT id FROM chilling_units WHERE site_ref = ? ORDER BY id`, row.SiteRef); err != nil {
		return Device{}, apperr.Wrap(err, "telemetry: units")
	}
	return d, nil
}

// Batch is readings of one device.
type Batch struct {
	Device   Device
	Readings []Reading
}

// Counts tell how many readings were new and how many were already stored.
type Counts struct {
	Accepted   int `json:"accepted"`
	Duplicates int `json:"duplicates"`
}

// Append stores batches in one transaction: each reading once (a reading
// already stored counts as a duplicate and changes nothing), and the
// samples of the new ones.
func (s *Store) Append(ctx context.Context, batches []Batch) (Counts, error) {
	var c Counts
	now := storage.Now(s.Now())
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		c = Counts{}
		insReading, err := tx.PreparexContext(ctx, tx.Rebind(`INSERT INTO readings (serial_key, process_time, digest, event_name, received_at, payload)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (serial_key, process_time, digest) DO NOTHING`))
		if err != nil {
			return err
		}
		defer insReading.Close()
		insSample, err := tx.PreparexContext(ctx, tx.Rebind(`INSERT INTO samples (unit_ref, process_time, signal, value) VALUES (?, ?, ?, ?)
			ON CONFLICT (unit_ref, signal, process_time) DO UPDATE SET value = excluded.value`))
		if err != nil {
			return err
		}
		defer insSample.Close()
		since := map[int64]int64{} // the oldest new sample of each unit
		for _, b := range batches {
			for _, r := range b.Readings {
				at := storage.Now(r.ProcessTime)
				res, err := insReading.ExecContext(ctx, b.Device.SerialKey, at, r.Digest, r.EventName, now, string(r.Payload))
				if err != nil {
					return err
				}
				if n, _ := res.RowsAffected(); n == 0 {
					c.Duplicates++
					continue
				}
				c.Accepted++
				for _, smp := range Samples(b.Device.Type, b.Device.L0, r) {
					for _, u := range b.Device.Units {
						if _, err := insSample.ExecContext(ctx, u, at, smp.Signal, smp.Value); err != nil {
							return err
						}
						if old, ok := since[u]; !ok || at < old {
							since[u] = at
						}
					}
				}
			}
		}
		return markDirty(ctx, tx, since)
	})
	if err != nil {
		return Counts{}, apperr.Wrap(err, "telemetry: append")
	}
	return c, nil
}

// ParseBody checks a request body of one record or an array of them for a
// device type; problems are named "[i].field" (or "field" for a single
// record).
func ParseBody(deviceType string, body []byte, now time.Time, maxRecords int) ([]Reading, error) {
	body = []byte(strings.TrimSpace(string(body)))
	if err := input.JSON(body, 0); err != nil {
		return nil, err
	}
	var raws []json.RawMessage
	single := len(body) > 0 && body[0] == '{'
	if single {
		raws = []json.RawMessage{body}
	} else if err := json.Unmarshal(body, &raws); err != nil {
		return nil, apperr.Invalid("body", "telemetry.body")
	}
	if len(raws) == 0 {
		return nil, apperr.Invalid("body", "telemetry.empty")
	}
	if len(raws) > maxRecords {
		return nil, &apperr.Error{Kind: apperr.KindInvalid, Code: "telemetry.tooMany", Args: map[string]any{"Max": maxRecords},
			Fields: []apperr.FieldError{{Field: "body", Code: "telemetry.tooMany", Args: map[string]any{"Max": maxRecords}}}}
	}
	out := make([]Reading, 0, len(raws))
	var errs []apperr.FieldError
	for i, raw := range raws {
		prefix := ""
		if !single {
			prefix = "[" + strconv.Itoa(i) + "]."
		}
		r, bad := Parse(deviceType, raw, prefix, now)
		errs = append(errs, bad...)
		out = append(out, r)
	}
	if len(errs) > 0 {
		if len(errs) > 100 {
			errs = errs[:100]
		}
		return nil, &apperr.Error{Kind: apperr.KindInvalid, Code: "validation", Fields: errs}
	}
	return out, nil
}

// markDirty tells the engine runner (internal/monitor) which units have
// new samples, and from when, in the transaction that stores them.
func markDirty(ctx context.Context, tx *sqlx.Tx, since map[int64]int64) error {
	if len(since) == 0 {
		return nil
	}
	units := slices.Sorted(maps.Keys(since))
	q := tx.Rebind(`INSERT INTO unit_dirty (unit_ref, since) VALUES (?, ?)`)
	for _, u := range units {
		if _, err := tx.ExecContext(ctx, q, u, since[u]); err != nil {
			return err
		}
	}
	return nil
}
