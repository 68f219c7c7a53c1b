-- +goose Up
-- Alert notifications (internal/notify): each organisation's escalation
-- policy, the durable outbox (one row per alert change, recipient and
-- channel, written in the runner's transaction under a deterministic key),
-- the delivery log (one row per attempt or disposition), the in-app inbox
-- and each recipient's last message per channel (the storm cap).
CREATE TABLE notify_policies (
    org_id      BIGINT PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
    policy      TEXT NOT NULL,
    updated_at  BIGINT NOT NULL,
    updated_by  TEXT NOT NULL DEFAULT ''
);

CREATE TABLE notify_outbox (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    entry_key    TEXT NOT NULL UNIQUE,
    org_id       BIGINT NOT NULL,
    user_id      BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    channel      TEXT NOT NULL,
    kind         TEXT NOT NULL,
    unit_ref     BIGINT NOT NULL DEFAULT 0,
    alert_id     TEXT NOT NULL DEFAULT '',
    episode      TEXT NOT NULL DEFAULT '',
    change_key   TEXT NOT NULL DEFAULT '',
    alert        TEXT NOT NULL DEFAULT '',
    stage        INTEGER NOT NULL DEFAULT 0,
    at           BIGINT NOT NULL,
    payload      TEXT NOT NULL DEFAULT '{}',
    status       TEXT NOT NULL,
    due_at       BIGINT NOT NULL,
    claim        TEXT NOT NULL DEFAULT '',
    claim_until  BIGINT NOT NULL DEFAULT 0,
    attempts     INTEGER NOT NULL DEFAULT 0,
    created_at   BIGINT NOT NULL,
    done_at      BIGINT NOT NULL DEFAULT 0,
    last_error   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX notify_outbox_due ON notify_outbox(status, due_at);
CREATE INDEX notify_outbox_episode ON notify_outbox(unit_ref, episode);
CREATE INDEX notify_outbox_change ON notify_outbox(unit_ref, change_key);
CREATE INDEX notify_outbox_claim ON notify_outbox(claim);

CREATE TABLE notify_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          BIGINT NOT NULL,
    org_id      BIGINT NOT NULL,
    org_path    TEXT NOT NULL DEFAULT '',
    user_id     BIGINT NOT NULL DEFAULT 0,
    user_name   TEXT NOT NULL DEFAULT '',
    channel     TEXT NOT NULL,
    address     TEXT NOT NULL DEFAULT '',
    entries     INTEGER NOT NULL DEFAULT 1,
    alert_id    TEXT NOT NULL DEFAULT '',
    alert       TEXT NOT NULL DEFAULT '',
    stage       INTEGER NOT NULL DEFAULT 0,
    kind        TEXT NOT NULL DEFAULT '',
    site_name   TEXT NOT NULL DEFAULT '',
    unit_name   TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL,
    error       TEXT NOT NULL DEFAULT '',
    claim       TEXT NOT NULL DEFAULT '',
    entry_ids   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX notify_log_org ON notify_log(org_path, at);
CREATE INDEX notify_log_sms ON notify_log(org_id, channel, status, at);
CREATE INDEX notify_log_claim ON notify_log(claim);

CREATE TABLE notify_inbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    msg_key     TEXT NOT NULL UNIQUE,
    created_at  BIGINT NOT NULL,
    level       TEXT NOT NULL DEFAULT 'CRITICAL',
    title       TEXT NOT NULL,
    body        TEXT NOT NULL DEFAULT '',
    alert_id    TEXT NOT NULL DEFAULT '',
    unit_uuid   TEXT NOT NULL DEFAULT '',
    entries     INTEGER NOT NULL DEFAULT 1,
    read_at     BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX notify_inbox_user ON notify_inbox(user_id, created_at);

CREATE TABLE notify_last (
    user_id     BIGINT NOT NULL,
    channel     TEXT NOT NULL,
    sent_at     BIGINT NOT NULL,
    PRIMARY KEY (user_id, channel)
);

-- +goose Down
DROP TABLE notify_last;
DROP TABLE notify_inbox;
DROP TABLE notify_log;
DROP TABLE notify_outbox;
DROP TABLE notify_policies;
