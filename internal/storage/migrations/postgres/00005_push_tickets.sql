-- +goose Up
-- Single-use tickets of the push stream (EventSource cannot send an
-- Authorization header): the hash of a ticket, the session it was issued
-- to, and until when it may be redeemed. Redeeming deletes it, so any
-- replica can take it exactly once.
CREATE TABLE push_tickets (
    ticket_hash TEXT PRIMARY KEY,
    session_id  TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    user_id     BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX push_tickets_expires ON push_tickets(expires_at);

-- +goose Down
DROP TABLE push_tickets;
