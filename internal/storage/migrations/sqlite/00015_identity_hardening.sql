-- +goose Up
-- Sign-in through an organisation's provider, hardened (issue 27,
-- docs/identity.md): the provider remembers who configured it (it signs in
-- nobody who holds more than they do) and whether it may link accounts by
-- e-mail; a flow is bound to the browser that started it; links are keyed
-- by the provider's issuer as well as the subject; a provider id token
-- opens one session only.
ALTER TABLE oidc_providers ADD COLUMN configured_by BIGINT REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE oidc_providers ADD COLUMN link_by_email BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE oidc_flows ADD COLUMN browser_hash TEXT NOT NULL DEFAULT '';

CREATE TABLE oidc_links_v2 (
    org_id      BIGINT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    issuer      TEXT NOT NULL,
    subject     TEXT NOT NULL,
    user_id     BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (org_id, issuer, subject)
);
INSERT INTO oidc_links_v2 (org_id, issuer, subject, user_id, created_at)
    SELECT l.org_id, p.issuer, l.subject, l.user_id, l.created_at FROM oidc_links l JOIN oidc_providers p ON p.org_id = l.org_id;
DROP TABLE oidc_links;
ALTER TABLE oidc_links_v2 RENAME TO oidc_links;

CREATE TABLE oidc_used_tokens (
    token_hash  TEXT PRIMARY KEY,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX oidc_used_tokens_expiry ON oidc_used_tokens(expires_at);

-- +goose Down
DROP TABLE oidc_used_tokens;
CREATE TABLE oidc_links_v1 (
    org_id      BIGINT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    subject     TEXT NOT NULL,
    user_id     BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (org_id, subject)
);
INSERT INTO oidc_links_v1 (org_id, subject, user_id, created_at) SELECT org_id, subject, MIN(user_id), MIN(created_at) FROM oidc_links GROUP BY org_id, subject;
DROP TABLE oidc_links;
ALTER TABLE oidc_links_v1 RENAME TO oidc_links;
ALTER TABLE oidc_flows DROP COLUMN browser_hash;
ALTER TABLE oidc_providers DROP COLUMN link_by_email;
-- SQLite cannot drop a column holding a foreign key: configured_by stays.
