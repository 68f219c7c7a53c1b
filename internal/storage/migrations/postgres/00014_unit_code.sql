-- +goose Up
-- Monitoring calls also name a chilling unit by its BMC id (unit_code, the
-- chillingUnitId of the monitoring rows; site.UnitKeyMatch): looked up by
-- index rather than by a scan of every unit.
CREATE INDEX chilling_units_code ON chilling_units(unit_code);

-- +goose Down
DROP INDEX chilling_units_code;
