package analytics

import (
	"context"

	"github.com/jmoiron/sqlx"
)

func getQ(ctx context.Context, q Queryer, dest any, query string, args ...any) error {
	return sqlx.GetContext(ctx, q, dest, q.Rebind(query), args...)
}

func sqlxIn(q string, args ...any) (string, []any, error) { return sqlx.In(q, args...) }
