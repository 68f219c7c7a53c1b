-- +goose Up
-- Raw device readings, kept as received (for the device data viewer and for
-- rebuilding everything derived), and the chilling units' canonical
-- samples mapped from them through each device's l0Config.
CREATE TABLE readings (
    id           INTEGER PRIMARY KEY,
    serial_key   TEXT NOT NULL,
    process_time BIGINT NOT NULL,
    digest       TEXT NOT NULL,
    event_name   TEXT NOT NULL DEFAULT '',
    received_at  BIGINT NOT NULL,
    payload      TEXT NOT NULL
);
CREATE UNIQUE INDEX readings_identity ON readings(serial_key, process_time, digest);

CREATE TABLE samples (
    unit_ref     BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    process_time BIGINT NOT NULL,
    signal       TEXT NOT NULL,
    value        DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (unit_ref, signal, process_time)
);
CREATE INDEX samples_time ON samples(unit_ref, process_time);

-- +goose Down
DROP TABLE samples;
DROP TABLE readings;
