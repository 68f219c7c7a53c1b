-- +goose Up
-- The monitoring lists' orders (internal/dashboard): the BMC state table
-- pages units by site name, and the alert lists page the newest alerts and
-- events first, each arm walking its index backwards and stopping at the
-- page. The new event and alert indexes start with the time, so they
-- replace the time-only ones.
CREATE INDEX sites_name ON sites(site_name);
CREATE INDEX unit_events_recent ON unit_events(at, unit_ref, row_key);
DROP INDEX unit_events_at;
CREATE INDEX alerts_recent ON alerts(raised_at, unit_ref, alert_id);
DROP INDEX alerts_raised;

-- +goose Down
CREATE INDEX alerts_raised ON alerts(raised_at);
DROP INDEX alerts_recent;
CREATE INDEX unit_events_at ON unit_events(at);
DROP INDEX unit_events_recent;
DROP INDEX sites_name;
