-- +goose Up
-- What the chilling engine derives (internal/monitor, docs/monitoring.md).
-- Every derived row of a unit is keyed by the engine's deterministic key
-- and carries `at`, the time it was derived at (ms UTC): a replay deletes
-- the unit's rows at or after a checkpoint's horizon and upserts the same
-- keys again. Acknowledgements are kept apart, by alert id, so a replay
-- never loses one.

-- The unit's standing for the dashboard and the BMC state table.
CREATE TABLE unit_status (
    unit_ref    BIGINT PRIMARY KEY REFERENCES chilling_units(id) ON DELETE CASCADE,
    state       TEXT NOT NULL,
    state_since BIGINT NOT NULL,
    received_at BIGINT NOT NULL,
    volume      DOUBLE PRECISION NOT NULL,
    temperature DOUBLE PRECISION NOT NULL,
    horizon     BIGINT NOT NULL
);
CREATE INDEX unit_status_state ON unit_status(state);

CREATE TABLE unit_states (
    unit_ref    BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    row_key     TEXT NOT NULL,
    at          BIGINT NOT NULL,
    state       TEXT NOT NULL,
    received_at BIGINT NOT NULL,
    PRIMARY KEY (unit_ref, row_key)
);
CREATE INDEX unit_states_at ON unit_states(unit_ref, at);

-- Info events (ENGINE.md §4): the info alerts of the lists.
CREATE TABLE unit_events (
    unit_ref    BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    row_key     TEXT NOT NULL,
    at          BIGINT NOT NULL,
    name        TEXT NOT NULL,
    volume      DOUBLE PRECISION NOT NULL,
    temperature DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (unit_ref, row_key)
);
CREATE INDEX unit_events_at ON unit_events(at);
CREATE INDEX unit_events_unit_at ON unit_events(unit_ref, at);

-- Every raise, escalation and clear of a critical alert.
CREATE TABLE alert_changes (
    unit_ref    BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    row_key     TEXT NOT NULL,
    at          BIGINT NOT NULL,
    episode     TEXT NOT NULL,
    alert       TEXT NOT NULL,
    change      TEXT NOT NULL,
    stage       INTEGER NOT NULL,
    since       BIGINT NOT NULL,
    volume      DOUBLE PRECISION NOT NULL,
    temperature DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (unit_ref, row_key)
);
CREATE INDEX alert_changes_episode ON alert_changes(unit_ref, episode, at);

-- A critical alert from its raise to its clear: its changes folded.
-- alert_id is "<unit uuid>.<rule>.<start ms>", stable across replays.
CREATE TABLE alerts (
    alert_id    TEXT PRIMARY KEY,
    unit_ref    BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    episode     TEXT NOT NULL,
    alert       TEXT NOT NULL,
    stage       INTEGER NOT NULL,
    since       BIGINT NOT NULL,
    raised_at   BIGINT NOT NULL,
    stage_at    BIGINT NOT NULL,
    cleared_at  BIGINT,
    volume      DOUBLE PRECISION NOT NULL,
    temperature DOUBLE PRECISION NOT NULL
);
CREATE UNIQUE INDEX alerts_episode ON alerts(unit_ref, episode);
CREATE INDEX alerts_raised ON alerts(raised_at);
CREATE INDEX alerts_unit_raised ON alerts(unit_ref, raised_at);

CREATE TABLE alert_acks (
    alert_id   TEXT PRIMARY KEY,
    unit_ref   BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    acked_by   TEXT NOT NULL,
    acked_at   BIGINT NOT NULL,
    comment    TEXT NOT NULL DEFAULT ''
);

-- Chilling sessions, milk liftings and cleanings (the reports' rows), and
-- each site day's grid and DG minutes; payload is the engine's JSON.
CREATE TABLE unit_sessions (
    unit_ref   BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    row_key     TEXT NOT NULL,
    at         BIGINT NOT NULL,
    kind       TEXT NOT NULL,
    event_date TEXT NOT NULL,
    start_at   BIGINT NOT NULL,
    end_at     BIGINT NOT NULL,
    payload    TEXT NOT NULL,
    PRIMARY KEY (unit_ref, row_key)
);
CREATE INDEX unit_sessions_date ON unit_sessions(kind, event_date);
CREATE INDEX unit_sessions_at ON unit_sessions(unit_ref, at);

CREATE TABLE unit_energy (
    unit_ref  BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    row_key     TEXT NOT NULL,
    at        BIGINT NOT NULL,
    site_date TEXT NOT NULL,
    payload   TEXT NOT NULL,
    PRIMARY KEY (unit_ref, row_key)
);
CREATE INDEX unit_energy_at ON unit_energy(unit_ref, at);

-- The engine's checkpoints, about one an hour of a unit's data.
CREATE TABLE unit_checkpoints (
    unit_ref BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    horizon  BIGINT NOT NULL,
    data     TEXT NOT NULL,
    PRIMARY KEY (unit_ref, horizon)
);

-- Units with samples the runner has not taken yet: one mark per unit and
-- ingestion transaction (no row is updated, so concurrent writers never
-- wait on each other), since being the oldest new sample's processTime.
CREATE TABLE unit_dirty (
    id       INTEGER PRIMARY KEY,
    unit_ref BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    since    BIGINT NOT NULL
);

-- Which process runs the units of a partition (unit id modulo the
-- partition count), until when.
CREATE TABLE monitor_leases (
    part       INTEGER PRIMARY KEY,
    owner      TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);

-- The processes running the engine, so each can take its share.
CREATE TABLE monitor_members (
    owner      TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
);

-- An organisation's engine thresholds (engine.Thresholds JSON, on top of
-- the defaults field by field).
ALTER TABLE organizations ADD COLUMN engine_thresholds TEXT NOT NULL DEFAULT '{}';

-- +goose Down
ALTER TABLE organizations DROP COLUMN engine_thresholds;
DROP TABLE monitor_members;
DROP TABLE monitor_leases;
DROP TABLE unit_dirty;
DROP TABLE unit_checkpoints;
DROP TABLE unit_energy;
DROP TABLE unit_sessions;
DROP TABLE alert_acks;
DROP TABLE alerts;
DROP TABLE alert_changes;
DROP TABLE unit_events;
DROP TABLE unit_states;
DROP TABLE unit_status;
