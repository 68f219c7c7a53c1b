package storage

// The few expressions that portable SQL cannot write alike on both
// databases. Each takes trusted identifiers only (a column and a JSON key
// written in the code), never input.

// JSONNumber is the SQL expression of the number under a top-level key of
// a JSON object stored in a TEXT column (NULL when the key is absent).
func (db *DB) JSONNumber(column, key string) string {
	if db.Dialect == Postgres {
		return "CAST(CAST(" + column + " AS json)->>'" + key + "' AS DOUBLE PRECISION)"
	}
	return "CAST(json_extract(" + column + ", '$." + key + "') AS REAL)"
}
