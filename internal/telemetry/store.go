package telemetry

import (
	"bytes"
	"context"
	"crypto/subtle"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/input"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Device is a registered device as ingestion needs it.
type Device struct {
	Serial    string
	SerialKey string
	Type      string
	SiteRef   int64
	Units     []int64 // the units its samples feed: its own, or every unit of its site
	L0        []Mapping
	// Relays are, for a site's gateway (type L3), the other devices of its
	// site: it may publish their records over MQTT on one connection.
	Relays         []string
	credentialHash string
}

// Store keeps readings and samples.
type Store struct {
	db      *storage.DB
	Now     func() time.Time
	devices deviceCache
	months  months // the partitions made sure of (retention.go)
	stored  atomic.Pointer[func(newest time.Time)]
	// The group commit's queue and its running writers (write.go).
	mu     sync.Mutex
	queue  []*call
	active int
}

// OnStored sets fn to be called after each commit that stored new
// readings, with the newest one's time (the engine runner's Kick); it
// must not block.
func (s *Store) OnStored(fn func(newest time.Time)) { s.stored.Store(&fn) }

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
	lookup, err := s.Devices(ctx)
	if err != nil {
		return Device{}, err
	}
	return lookup(serial)
}

// Devices answers a lookup of devices by serial number that is current as
// of this call: it reads the registry's generation once (see
// internal/storage/migrations/*/00009_device_generation.sql) and serves
// devices from the cache while the generation holds, loading the others.
// A batch of messages takes one lookup.
func (s *Store) Devices(ctx context.Context) (func(serial string) (Device, error), error) {
	var gen int64
	st, err := s.db.Read(ctx, `SELECT n FROM device_generation WHERE id = 1`)
	if err == nil {
		err = st.GetContext(ctx, &gen)
	}
	if err != nil {
		return nil, apperr.Wrap(err, "telemetry: device generation")
	}
	s.devices.sync(gen)
	return func(serial string) (Device, error) {
		key := auth.NameKey(serial)
		if d, ok := s.devices.get(gen, key); ok {
			return d, nil
		}
		d, err := s.loadDevice(ctx, key)
		if err == nil {
			s.devices.put(gen, key, d)
		}
		return d, err
	}, nil
}

// loadDevice reads a device by its serial key, with the units it feeds.
func (s *Store) loadDevice(ctx context.Context, key string) (Device, error) {
	var row struct {
		Serial  string        `db:"serial_number"`
		Key     string        `db:"serial_key"`
		Type    string        `db:"device_type"`
		SiteRef int64         `db:"site_ref"`
		UnitRef sql.NullInt64 `db:"unit_ref"`
		L0      string        `db:"l0_config"`
		Hash    string        `db:"credential_hash"`
	}
	st, err := s.db.Read(ctx, `SELECT serial_number, serial_key, device_type, site_ref, unit_ref, l0_config, credential_hash
		FROM devices WHERE serial_key = ?`)
	if err == nil {
		err = st.GetContext(ctx, &row, key)
	}
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
	if strings.EqualFold(d.Type, site.ClassGateway) {
		if err := s.db.Select(ctx, &d.Relays, `SELECT serial_number FROM devices WHERE site_ref = ? AND serial_key <> ?
			ORDER BY serial_key`, row.SiteRef, row.Key); err != nil {
			return Device{}, apperr.Wrap(err, "telemetry: relayed devices")
		}
	}
	return d, nil
}

// deviceCache holds devices loaded under one generation of the registry.
// Only known devices are kept, so its size is bounded by the registry.
type deviceCache struct {
	mu    sync.Mutex
	gen   int64
	byKey map[string]Device
}

// sync drops the cache when the registry's generation moved on. The
// generation only grows: a caller that read an older one meanwhile finds
// nothing in the cache and keeps nothing there.
func (c *deviceCache) sync(gen int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byKey == nil || gen > c.gen {
		c.gen, c.byKey = gen, map[string]Device{}
	}
}

func (c *deviceCache) get(gen int64, key string) (Device, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen {
		return Device{}, false
	}
	d, ok := c.byKey[key]
	return d, ok
}

// put keeps d when it was loaded under the cache's generation: a device
// read while the registry changed is not kept.
func (c *deviceCache) put(gen int64, key string, d Device) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen == gen {
		c.byKey[key] = d
	}
}

// ParseBody checks a request body of one record or an array of them for a
// device type; problems are named "[i].field" (or "field" for a single
// record).
func ParseBody(deviceType string, body []byte, now time.Time, maxRecords int) ([]Reading, error) {
	body = bytes.TrimSpace(body)
	if err := input.JSON(body, 0); err != nil {
		return nil, err
	}
	ok := false
	var raws [][]byte
	single := len(body) > 0 && body[0] == '{'
	if single {
		raws = [][]byte{body}
	} else if raws, ok = elements(body); !ok {
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

// Newest answers the time of the newest reading stored for the devices of
// serials that is not yet compacted into a day's block, and false when
// there is none (the demo resumes its history from it on a later start).
func (s *Store) Newest(ctx context.Context, serials []string) (time.Time, bool, error) {
	var newest time.Time
	for _, serial := range serials {
		var ms sql.NullInt64
		if err := s.db.Get(ctx, &ms, `SELECT MAX(process_time) FROM readings WHERE serial_key = ?`, auth.NameKey(serial)); err != nil {
			return time.Time{}, false, apperr.Wrap(err, "telemetry: newest reading")
		}
		if t := storage.Time(ms.Int64); ms.Valid && t.After(newest) {
			newest = t
		}
	}
	return newest, !newest.IsZero(), nil
}
