-- +goose Up
-- Readings and samples as tables clustered on their keys (WITHOUT ROWID):
-- the primary key is the table, so neither keeps a rowid nor a second copy
-- of its key in a separate unique index. A reading's digest is kept as its
-- first 8 bytes instead of 24 hex characters.
CREATE TABLE readings_next (
    serial_key   TEXT NOT NULL,
    process_time INTEGER NOT NULL,
    digest       BLOB NOT NULL,
    event_name   TEXT NOT NULL DEFAULT '',
    received_at  INTEGER NOT NULL,
    payload      TEXT NOT NULL,
    PRIMARY KEY (serial_key, process_time, digest)
) WITHOUT ROWID;
INSERT OR IGNORE INTO readings_next (serial_key, process_time, digest, event_name, received_at, payload)
    SELECT serial_key, process_time, unhex(substr(digest, 1, 16)), event_name, received_at, payload FROM readings;
DROP TABLE readings;
ALTER TABLE readings_next RENAME TO readings;

CREATE TABLE samples_next (
    unit_ref     INTEGER NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    signal       TEXT NOT NULL,
    process_time INTEGER NOT NULL,
    value        REAL NOT NULL,
    PRIMARY KEY (unit_ref, signal, process_time)
) WITHOUT ROWID;
INSERT INTO samples_next (unit_ref, signal, process_time, value)
    SELECT unit_ref, signal, process_time, value FROM samples;
DROP TABLE samples;
ALTER TABLE samples_next RENAME TO samples;
CREATE INDEX samples_time ON samples(unit_ref, process_time);

-- +goose Down
CREATE TABLE readings_prev (
    id           INTEGER PRIMARY KEY,
    serial_key   TEXT NOT NULL,
    process_time BIGINT NOT NULL,
    digest       TEXT NOT NULL,
    event_name   TEXT NOT NULL DEFAULT '',
    received_at  BIGINT NOT NULL,
    payload      TEXT NOT NULL
);
INSERT INTO readings_prev (serial_key, process_time, digest, event_name, received_at, payload)
    SELECT serial_key, process_time, lower(hex(digest)), event_name, received_at, payload FROM readings;
DROP TABLE readings;
ALTER TABLE readings_prev RENAME TO readings;
CREATE UNIQUE INDEX readings_identity ON readings(serial_key, process_time, digest);

CREATE TABLE samples_prev (
    unit_ref     BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    process_time BIGINT NOT NULL,
    signal       TEXT NOT NULL,
    value        DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (unit_ref, signal, process_time)
);
INSERT INTO samples_prev SELECT unit_ref, process_time, signal, value FROM samples;
DROP TABLE samples;
ALTER TABLE samples_prev RENAME TO samples;
CREATE INDEX samples_time ON samples(unit_ref, process_time);
