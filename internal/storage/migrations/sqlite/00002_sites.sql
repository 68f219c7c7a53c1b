-- +goose Up
-- Sites (chilling centres), their chilling units and devices, per-unit
-- chilling costs, checklist templates, preventive-maintenance records, and
-- the users' site associations and alert configurations.
CREATE TABLE sites (
    id                INTEGER PRIMARY KEY,
    site_code         TEXT NOT NULL,
    site_code_key     TEXT NOT NULL UNIQUE,
    site_name         TEXT NOT NULL,
    site_uuid         TEXT NOT NULL UNIQUE,
    org_id            BIGINT NOT NULL REFERENCES organizations(id),
    sub_org_id        BIGINT NOT NULL REFERENCES organizations(id),
    locale            TEXT NOT NULL,
    zone_id           TEXT NOT NULL,
    country           TEXT NOT NULL,
    state             TEXT NOT NULL,
    district          TEXT NOT NULL,
    pin_code          TEXT NOT NULL,
    village_town_city TEXT NOT NULL,
    address_line1     TEXT NOT NULL,
    latitude          DOUBLE PRECISION NOT NULL,
    longitude         DOUBLE PRECISION NOT NULL,
    altitude          DOUBLE PRECISION NOT NULL DEFAULT 0,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);
CREATE INDEX sites_org ON sites(org_id);
CREATE INDEX sites_sub_org ON sites(sub_org_id);

CREATE TABLE chilling_units (
    id              INTEGER PRIMARY KEY,
    site_ref        BIGINT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
    uuid            TEXT NOT NULL UNIQUE,
    position        INTEGER NOT NULL,
    product_type    TEXT NOT NULL,
    unit_code       TEXT NOT NULL DEFAULT '',
    customer_bmc_id TEXT NOT NULL DEFAULT '',
    name            TEXT NOT NULL DEFAULT '',
    capacity        DOUBLE PRECISION NOT NULL DEFAULT 0,
    details         TEXT NOT NULL DEFAULT '{}',
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX chilling_units_site ON chilling_units(site_ref);
CREATE UNIQUE INDEX chilling_units_customer_bmc ON chilling_units(customer_bmc_id) WHERE customer_bmc_id <> '';

CREATE TABLE devices (
    id                      INTEGER PRIMARY KEY,
    serial_number           TEXT NOT NULL,
    serial_key              TEXT NOT NULL UNIQUE,
    device_type             TEXT NOT NULL,
    device_class            TEXT NOT NULL,
    site_ref                BIGINT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
    unit_ref                BIGINT REFERENCES chilling_units(id) ON DELETE CASCADE,
    gateway_serial          TEXT NOT NULL DEFAULT '',
    monitoring_product_type TEXT NOT NULL DEFAULT '',
    l0_config               TEXT NOT NULL DEFAULT '[]',
    credential_hash         TEXT NOT NULL DEFAULT '',
    credential_rotated_at   BIGINT NOT NULL DEFAULT 0,
    created_at              BIGINT NOT NULL
);
CREATE INDEX devices_site ON devices(site_ref);
CREATE INDEX devices_unit ON devices(unit_ref);

CREATE TABLE chilling_costs (
    unit_ref                               BIGINT PRIMARY KEY REFERENCES chilling_units(id) ON DELETE CASCADE,
    grid_usage_hour_when_not_chilling      DOUBLE PRECISION NOT NULL DEFAULT 0,
    grid_usage_hour_when_chilling          DOUBLE PRECISION NOT NULL DEFAULT 0,
    grid_usage_cost_unit                   DOUBLE PRECISION NOT NULL DEFAULT 0,
    dg_fuel_usage_hour_when_not_chilling   DOUBLE PRECISION NOT NULL DEFAULT 0,
    dg_fuel_usage_hour_when_chilling       DOUBLE PRECISION NOT NULL DEFAULT 0,
    dg_fuel_cost_per_liter                 DOUBLE PRECISION NOT NULL DEFAULT 0,
    processed_time_calibration_mins        DOUBLE PRECISION NOT NULL DEFAULT 0,
    under_chilled_temperature              DOUBLE PRECISION NOT NULL DEFAULT 4.1,
    over_chilled_temperature               DOUBLE PRECISION NOT NULL DEFAULT 3.0,
    updated_at                             BIGINT NOT NULL
);

CREATE TABLE checklist_templates (
    id          INTEGER PRIMARY KEY,
    org_id      BIGINT NOT NULL REFERENCES organizations(id),
    name        TEXT NOT NULL,
    name_key    TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    tasks       TEXT NOT NULL DEFAULT '[]',
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    UNIQUE (org_id, name_key)
);

CREATE TABLE maintenance_records (
    id             INTEGER PRIMARY KEY,
    unit_ref       BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    org_id         BIGINT NOT NULL REFERENCES organizations(id),
    checklist_name TEXT NOT NULL,
    checklist_desc TEXT NOT NULL DEFAULT '',
    performed_by   TEXT NOT NULL DEFAULT '',
    action_date    BIGINT NOT NULL,
    due_date       BIGINT NOT NULL DEFAULT 0,
    tasks          TEXT NOT NULL DEFAULT '[]',
    created_by     BIGINT NOT NULL,
    created_at     BIGINT NOT NULL
);
CREATE INDEX maintenance_records_unit ON maintenance_records(unit_ref, action_date);

CREATE TABLE user_sites (
    user_id    BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    site_ref   BIGINT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
    bookmarked BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (user_id, site_ref)
);

CREATE TABLE user_alert_configs (
    id              INTEGER PRIMARY KEY,
    user_id         BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    site_ref        BIGINT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
    unit_ref        BIGINT REFERENCES chilling_units(id) ON DELETE CASCADE,
    email_enabled   BOOLEAN NOT NULL DEFAULT TRUE,
    sms_enabled     BOOLEAN NOT NULL DEFAULT TRUE,
    web_enabled     BOOLEAN NOT NULL DEFAULT FALSE,
    email_info      TEXT NOT NULL DEFAULT '[]',
    email_critical  TEXT NOT NULL DEFAULT '[]',
    sms_info        TEXT NOT NULL DEFAULT '[]',
    sms_critical    TEXT NOT NULL DEFAULT '[]',
    web_info        TEXT NOT NULL DEFAULT '[]',
    web_critical    TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX user_alert_configs_user ON user_alert_configs(user_id);

-- +goose Down
DROP TABLE user_alert_configs;
DROP TABLE user_sites;
DROP TABLE maintenance_records;
DROP TABLE checklist_templates;
DROP TABLE chilling_costs;
DROP TABLE devices;
DROP TABLE chilling_units;
DROP TABLE sites;
