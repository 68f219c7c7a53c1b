-- +goose Up
CREATE TABLE server_keys (
    name        TEXT PRIMARY KEY,
    value       TEXT NOT NULL,
    created_at  BIGINT NOT NULL
);

CREATE TABLE organizations (
    id                   INTEGER PRIMARY KEY,
    org_name             TEXT NOT NULL,
    org_name_key         TEXT NOT NULL UNIQUE,
    org_display_name     TEXT NOT NULL,
    org_abbreviated_name TEXT NOT NULL DEFAULT '',
    org_url              TEXT NOT NULL DEFAULT '',
    org_type             TEXT NOT NULL,
    parent_id            BIGINT REFERENCES organizations(id),
    root_id              BIGINT,
    path                 TEXT NOT NULL DEFAULT '',
    is_platform          BOOLEAN NOT NULL DEFAULT FALSE,
    pin_code             TEXT NOT NULL DEFAULT '',
    address_line1        TEXT NOT NULL DEFAULT '',
    village_town_city    TEXT NOT NULL DEFAULT '',
    district             TEXT NOT NULL DEFAULT '',
    state                TEXT NOT NULL DEFAULT '',
    country              TEXT NOT NULL DEFAULT '',
    contact_person_name  TEXT NOT NULL DEFAULT '',
    country_code         TEXT NOT NULL DEFAULT '',
    contact_number       TEXT NOT NULL DEFAULT '',
    email_id             TEXT NOT NULL DEFAULT '',
    created_at           BIGINT NOT NULL,
    updated_at           BIGINT NOT NULL
);
CREATE INDEX organizations_parent ON organizations(parent_id);
CREATE INDEX organizations_path ON organizations(path);

CREATE TABLE roles (
    id          INTEGER PRIMARY KEY,
    org_id      BIGINT NOT NULL REFERENCES organizations(id),
    role_name   TEXT NOT NULL,
    role_key    TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    UNIQUE (org_id, role_key)
);

CREATE TABLE role_privileges (
    role_id   BIGINT NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
    privilege TEXT NOT NULL,
    PRIMARY KEY (role_id, privilege)
);

CREATE TABLE users (
    id               INTEGER PRIMARY KEY,
    user_name        TEXT NOT NULL,
    user_name_key    TEXT NOT NULL UNIQUE,
    org_id           BIGINT NOT NULL REFERENCES organizations(id),
    sub_org_id       BIGINT REFERENCES organizations(id),
    role_id          BIGINT NOT NULL REFERENCES roles(id),
    email_id         TEXT NOT NULL DEFAULT '',
    password_hash    TEXT NOT NULL DEFAULT '',
    first_name       TEXT NOT NULL DEFAULT '',
    last_name        TEXT NOT NULL DEFAULT '',
    salutation       TEXT NOT NULL DEFAULT '',
    gender           TEXT NOT NULL DEFAULT '',
    alerts_language  TEXT NOT NULL DEFAULT 'en',
    enabled          BOOLEAN NOT NULL DEFAULT TRUE,
    expired          BOOLEAN NOT NULL DEFAULT FALSE,
    is_oauth         BOOLEAN NOT NULL DEFAULT FALSE,
    failed_logins    INTEGER NOT NULL DEFAULT 0,
    locked_until     BIGINT NOT NULL DEFAULT 0,
    created_at       BIGINT NOT NULL,
    updated_at       BIGINT NOT NULL
);
CREATE INDEX users_org ON users(org_id);
CREATE INDEX users_sub_org ON users(sub_org_id);

CREATE TABLE user_mobiles (
    user_id       BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    country_code  TEXT NOT NULL,
    mobile_number TEXT NOT NULL,
    PRIMARY KEY (user_id, position)
);

CREATE TABLE sessions (
    id            TEXT PRIMARY KEY,
    user_id       BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at    BIGINT NOT NULL,
    last_seen_at  BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL,
    revoked_at    BIGINT NOT NULL DEFAULT 0,
    revoke_reason TEXT NOT NULL DEFAULT '',
    remote_addr   TEXT NOT NULL DEFAULT '',
    user_agent    TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    issued_at  BIGINT NOT NULL,
    used_at    BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id);

-- +goose Down
DROP TABLE refresh_tokens;
DROP TABLE sessions;
DROP TABLE user_mobiles;
DROP TABLE users;
DROP TABLE role_privileges;
DROP TABLE roles;
DROP TABLE organizations;
DROP TABLE server_keys;
