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
CREATE FUNCTION device_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE device_generation SET n = n + 1 WHERE id = 1;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd
CREATE TRIGGER devices_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON devices
    FOR EACH STATEMENT EXECUTE FUNCTION device_generation_bump();
CREATE TRIGGER chilling_units_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chilling_units
    FOR EACH STATEMENT EXECUTE FUNCTION device_generation_bump();

-- +goose Down
DROP TRIGGER chilling_units_generation ON chilling_units;
DROP TRIGGER devices_generation ON devices;
DROP FUNCTION device_generation_bump();
DROP TABLE device_generation;
