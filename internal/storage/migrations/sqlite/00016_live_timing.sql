-- +goose Up
-- Live timing on real links (issue 28, docs/engine.md "Live timing"):
-- a unit's delivery lag as the engine runner learnt it, kept so that a
-- restarted runner times the unit's alarms by it at once; and the alert
-- changes a replay did not derive again, held until the unit's evaluation
-- has moved past them (derived again: nothing is told; not: a correction).
ALTER TABLE unit_status ADD COLUMN lag_ms BIGINT NOT NULL DEFAULT 0;

CREATE TABLE alert_retractions (
    unit_ref    BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    row_key     TEXT NOT NULL,
    at          BIGINT NOT NULL,
    noticed_at  BIGINT NOT NULL,
    PRIMARY KEY (unit_ref, row_key)
);

-- +goose Down
DROP TABLE alert_retractions;
ALTER TABLE unit_status DROP COLUMN lag_ms;
