-- +goose Up
-- Support tickets (internal/ticket): the files a user sent to Redmine
-- through the server (kept by the hash of their upload token, so that an
-- issue only attaches files its author uploaded) and the tickets raised,
-- scoped by the author's organisation path for "My tickets".
CREATE TABLE ticket_uploads (
    token_hash  TEXT PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    file_name   TEXT NOT NULL,
    size        BIGINT NOT NULL,
    created_at  BIGINT NOT NULL,
    ticket_id   BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX ticket_uploads_user ON ticket_uploads(user_id, created_at);

CREATE TABLE tickets (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    redmine_id    BIGINT NOT NULL,
    org_id        BIGINT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    org_path      TEXT NOT NULL,
    user_id       BIGINT REFERENCES users(id) ON DELETE SET NULL,
    user_name     TEXT NOT NULL,
    subject       TEXT NOT NULL,
    issue_type    TEXT NOT NULL DEFAULT '',
    site_name     TEXT NOT NULL DEFAULT '',
    unit_name     TEXT NOT NULL DEFAULT '',
    files         INTEGER NOT NULL DEFAULT 0,
    created_at    BIGINT NOT NULL
);
CREATE INDEX tickets_path ON tickets(org_path, created_at);

-- Sign-in through an organisation's OpenID Connect provider
-- (internal/identity): the provider of each organisation, the pending
-- authorisation requests (state, nonce, PKCE verifier; each used once)
-- and the one-time codes the callback hands to the console, the links
-- between a provider's subjects and users, and the provider id token of
-- each session opened through it (for the provider's end-session call).
CREATE TABLE oidc_providers (
    org_id          BIGINT PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
    display_name    TEXT NOT NULL,
    issuer          TEXT NOT NULL,
    client_id       TEXT NOT NULL,
    client_secret   TEXT NOT NULL DEFAULT '',
    username_claim  TEXT NOT NULL DEFAULT 'preferred_username',
    role_claim      TEXT NOT NULL DEFAULT '',
    role_map        TEXT NOT NULL DEFAULT '{}',
    auto_create     BOOLEAN NOT NULL DEFAULT FALSE,
    default_role    TEXT NOT NULL DEFAULT '',
    enabled         BOOLEAN NOT NULL DEFAULT TRUE,
    updated_at      BIGINT NOT NULL,
    updated_by      TEXT NOT NULL DEFAULT ''
);

CREATE TABLE oidc_flows (
    state_hash     TEXT PRIMARY KEY,
    org_id         BIGINT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    nonce          TEXT NOT NULL,
    verifier       TEXT NOT NULL,
    created_at     BIGINT NOT NULL,
    state_used_at  BIGINT NOT NULL DEFAULT 0,
    code_hash      TEXT UNIQUE,
    user_id        BIGINT REFERENCES users(id) ON DELETE CASCADE,
    id_token       TEXT NOT NULL DEFAULT '',
    code_used_at   BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX oidc_flows_created ON oidc_flows(created_at);

CREATE TABLE oidc_links (
    org_id      BIGINT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    subject     TEXT NOT NULL,
    user_id     BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (org_id, subject)
);

CREATE TABLE oidc_sessions (
    session_id  TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    org_id      BIGINT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    id_token    TEXT NOT NULL
);

-- +goose Down
DROP TABLE oidc_sessions;
DROP TABLE oidc_links;
DROP TABLE oidc_flows;
DROP TABLE oidc_providers;
DROP TABLE tickets;
DROP TABLE ticket_uploads;
