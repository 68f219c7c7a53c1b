-- +goose Up
-- The audit log (internal/audit): who did what, from where, to which
-- organisation's object, with the state before and after (secrets masked).
-- The application only appends; the trigger refuses any update, and rows
-- leave only through the retention prune.
CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          BIGINT NOT NULL,
    actor_id    BIGINT NOT NULL DEFAULT 0,
    actor_name  TEXT NOT NULL DEFAULT '',
    actor_path  TEXT NOT NULL DEFAULT '',
    org_path    TEXT NOT NULL DEFAULT '',
    org_name    TEXT NOT NULL DEFAULT '',
    addr        TEXT NOT NULL DEFAULT '',
    user_agent  TEXT NOT NULL DEFAULT '',
    action      TEXT NOT NULL,
    object      TEXT NOT NULL DEFAULT '',
    object_key  TEXT NOT NULL DEFAULT '',
    status      INTEGER NOT NULL DEFAULT 0,
    before_json TEXT NOT NULL DEFAULT '',
    after_json  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at ON audit_log(at);
CREATE INDEX audit_log_org ON audit_log(org_path, at);
CREATE INDEX audit_log_actor ON audit_log(actor_path, at);
-- +goose StatementBegin
CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
-- +goose StatementEnd

-- +goose Down
DROP TABLE audit_log;
