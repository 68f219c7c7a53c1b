package storage

import (
	"context"
	"embed"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
)

//go:embed migrations
var migrations embed.FS

// Migrate applies every pending migration of the database's dialect and
// returns how many ran.
func (db *DB) Migrate(ctx context.Context) (int, error) {
	dir, gooseDialect := "migrations/sqlite", goose.DialectSQLite3
	if db.Dialect == Postgres {
		dir, gooseDialect = "migrations/postgres", goose.DialectPostgres
	}
	sub, err := fs.Sub(migrations, dir)
	if err != nil {
		return 0, err
	}
	p, err := goose.NewProvider(gooseDialect, db.W.DB, sub, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		return 0, fmt.Errorf("storage: migrations: %w", err)
	}
	res, err := p.Up(ctx)
	if err != nil {
		return len(res), fmt.Errorf("storage: migrate: %w", err)
	}
	return len(res), nil
}
