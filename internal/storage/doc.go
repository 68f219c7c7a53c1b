// Package storage owns the database: opening SQLite or PostgreSQL from one
// URL, the per-dialect migrations, the split between the single SQLite writer
// and the read pool, and the transaction helper every multi-row change uses.
//
// Domain packages write portable SQL with `?` placeholders; DB.Rebind turns
// them into the dialect's form. Timestamps are stored as UTC epoch
// milliseconds in BIGINT columns on both databases.
package storage
