-- +goose Up
-- The generation of the device registry: one number that every change to
-- devices or chilling units raises, in the changing transaction. Ingestion
-- caches device lookups and drops its cache when the number moves, so a
-- rotated credential or an edited device holds from the next call on, in
-- every process.
CREATE TABLE device_generation (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  BIGINT NOT NULL
);
INSERT INTO device_generation (id, n) VALUES (1, 0);
-- +goose StatementBegin
CREATE TRIGGER devices_generation_insert AFTER INSERT ON devices
BEGIN
    UPDATE device_generation SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER devices_generation_update AFTER UPDATE ON devices
BEGIN
    UPDATE device_generation SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER devices_generation_delete AFTER DELETE ON devices
BEGIN
    UPDATE device_generation SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER chilling_units_generation_insert AFTER INSERT ON chilling_units
BEGIN
    UPDATE device_generation SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER chilling_units_generation_update AFTER UPDATE ON chilling_units
BEGIN
    UPDATE device_generation SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER chilling_units_generation_delete AFTER DELETE ON chilling_units
BEGIN
    UPDATE device_generation SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER chilling_units_generation_delete;
DROP TRIGGER chilling_units_generation_update;
DROP TRIGGER chilling_units_generation_insert;
DROP TRIGGER devices_generation_delete;
DROP TRIGGER devices_generation_update;
DROP TRIGGER devices_generation_insert;
DROP TABLE device_generation;
