-- +goose Up
-- Cold raw data, compacted (internal/telemetry/compact.go): once a UTC day
-- has ended more than CHILLWATCH_COMPACT_AFTER ago, each device's readings
-- of that day move into one reading block, and each unit's samples of that
-- day into one block per signal (internal/telemetry/block). day is the UTC
-- day number (process_time / 86,400,000); n is how many rows the block
-- holds. A sample block keeps its last sample aside, for the queries that
-- want a unit's latest value; the engine loads every signal of a unit from
-- a day on (sample_blocks_day). The retention drops blocks by day (the
-- _expiry indexes).
CREATE TABLE reading_blocks (
    serial_key TEXT NOT NULL,
    day        BIGINT NOT NULL,
    n          INTEGER NOT NULL,
    data       BYTEA NOT NULL,
    PRIMARY KEY (serial_key, day)
);
CREATE INDEX reading_blocks_expiry ON reading_blocks(day);

CREATE TABLE sample_blocks (
    unit_ref   BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    signal     TEXT NOT NULL,
    day        BIGINT NOT NULL,
    n          INTEGER NOT NULL,
    last_time  BIGINT NOT NULL,
    last_value DOUBLE PRECISION NOT NULL,
    data       BYTEA NOT NULL,
    PRIMARY KEY (unit_ref, signal, day)
);
CREATE INDEX sample_blocks_day ON sample_blocks(unit_ref, day);
CREATE INDEX sample_blocks_expiry ON sample_blocks(day);

-- +goose Down
DROP TABLE sample_blocks;
DROP TABLE reading_blocks;
