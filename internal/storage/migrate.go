package storage

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
)

//go:embed migrations
var migrations embed.FS

// Migrate applies every pending migration of the database's dialect and
// returns how many ran.
func (db *DB) Migrate(ctx context.Context) (int, error) {
	p, err := db.migrations()
	if err != nil {
		return 0, err
	}
	res, err := p.Up(ctx)
	if err != nil {
		return len(res), fmt.Errorf("storage: migrate: %w", err)
	}
	return len(res), nil
}

// MigrateTo moves the schema up or down to version and returns how many
// migrations ran (tests of a migration's data conversion use it).
func (db *DB) MigrateTo(ctx context.Context, version int64) (int, error) {
	p, err := db.migrations()
	if err != nil {
		return 0, err
	}
	now, err := p.GetDBVersion(ctx)
	if err != nil {
		return 0, fmt.Errorf("storage: migrate: %w", err)
	}
	var res []*goose.MigrationResult
	if version < now {
		res, err = p.DownTo(ctx, version)
	} else {
		res, err = p.UpTo(ctx, version)
	}
	if err != nil {
		return len(res), fmt.Errorf("storage: migrate to %d: %w", version, err)
	}
	return len(res), nil
}

func (db *DB) migrations() (*goose.Provider, error) {
	dir, gooseDialect := "migrations/sqlite", goose.DialectSQLite3
	if db.Dialect == Postgres {
		dir, gooseDialect = "migrations/postgres", goose.DialectPostgres
	}
	sub, err := fs.Sub(migrations, dir)
	if err != nil {
		return nil, err
	}
	p, err := goose.NewProvider(gooseDialect, db.W.DB, sub, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		return nil, fmt.Errorf("storage: migrations: %w", err)
	}
	return p, nil
}

// SchemaDigest names the schema the migrations build: a hash of every
// migration file of both dialects. Tests key their migrated template
// databases by it, so a changed migration builds a new template.
func SchemaDigest() string {
	h := sha256.New()
	_ = fs.WalkDir(migrations, "migrations", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := migrations.ReadFile(path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d\n", path, len(b))
		h.Write(b)
		return nil
	})
	return hex.EncodeToString(h.Sum(nil))[:16]
}
