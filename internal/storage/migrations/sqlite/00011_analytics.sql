-- +goose Up
-- Analytics (internal/analytics, docs/analytics.md): each unit's KPIs per
-- site-local day, derived from the engine's rows like the rest of the
-- monitor tables, and the organisations' rating templates.

-- Units whose derived rows changed since the KPIs were last computed:
-- one mark per runner write, since being the oldest row it (re)wrote.
CREATE TABLE kpi_dirty (
    id       INTEGER PRIMARY KEY,
    unit_ref BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    since    BIGINT NOT NULL
);

-- A unit's KPIs for one site-local day (sums and counts, so that any
-- period's KPI is a ratio of sums).
CREATE TABLE unit_kpis (
    unit_ref           BIGINT NOT NULL REFERENCES chilling_units(id) ON DELETE CASCADE,
    day                TEXT NOT NULL,
    day_start          BIGINT NOT NULL,
    covered_s          DOUBLE PRECISION NOT NULL,
    available_s        DOUBLE PRECISION NOT NULL,
    capacity_l         DOUBLE PRECISION NOT NULL,
    peak_volume_l      DOUBLE PRECISION NOT NULL,
    sessions           INTEGER NOT NULL,
    sessions_completed INTEGER NOT NULL,
    chilling_s         DOUBLE PRECISION NOT NULL,
    to_target_s        DOUBLE PRECISION NOT NULL,
    liftings           INTEGER NOT NULL,
    liftings_cip       INTEGER NOT NULL,
    lifted_l           DOUBLE PRECISION NOT NULL,
    lifted_cooled_l    DOUBLE PRECISION NOT NULL,
    critical_alerts    INTEGER NOT NULL,
    stage1_alerts      INTEGER NOT NULL,
    stage2_alerts      INTEGER NOT NULL,
    stage3_alerts      INTEGER NOT NULL,
    cleared_alerts     INTEGER NOT NULL,
    clear_s            DOUBLE PRECISION NOT NULL,
    undercooled_alerts INTEGER NOT NULL,
    compressor_alert_s DOUBLE PRECISION NOT NULL,
    agitator_alert_s   DOUBLE PRECISION NOT NULL,
    pump_alert_s       DOUBLE PRECISION NOT NULL,
    grid_s             DOUBLE PRECISION NOT NULL,
    dg_s               DOUBLE PRECISION NOT NULL,
    alert_detail       TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (unit_ref, day)
);
CREATE INDEX unit_kpis_day ON unit_kpis(day, unit_ref);

-- An organisation's own rating template (the weighted attribute tree);
-- an organisation without one inherits its parent's, else the default.
CREATE TABLE rating_templates (
    org_ref    BIGINT PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
    tree       TEXT NOT NULL,
    updated_by TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- +goose Down
DROP TABLE rating_templates;
DROP TABLE unit_kpis;
DROP TABLE kpi_dirty;
