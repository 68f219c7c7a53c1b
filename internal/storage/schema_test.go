package storage_test

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// The schema is written twice, once per dialect (migrations/sqlite and
// migrations/postgres). TestSQLiteAndPostgresSchemasAgree migrates a fresh
// database of each and compares what they hold, table by table: the tables,
// each column's type family, nullability and default, the primary key, the
// foreign keys and the indexes (unique constraints among them, compared by
// columns, uniqueness and whether they are partial, not by name). What the
// two dialects are meant to differ by is listed in intendedDifferences, each
// with its reason; any other difference fails the test.
//
// Triggers are compared by when they fire (BEFORE or AFTER which INSERT,
// UPDATE or DELETE), not by their bodies, which are written differently on
// purpose (row triggers on SQLite, statement triggers and PL/pgSQL on
// PostgreSQL; PostgreSQL's TRUNCATE has no SQLite counterpart).
//
// Not compared: functions, CHECK constraints, index operator classes (text_pattern_ops
// on PostgreSQL for the prefix searches of audit_log and notify_log), the
// width of an integer (SQLite's are all 64-bit) and SQLite's WITHOUT ROWID
// (a storage layout with no PostgreSQL counterpart).

// intendedDifferences are the differences the two schemas are meant to have.
// Table, Aspect and Subject must match a found difference exactly; an entry
// that matches none fails the test too, so the list never outlives the
// difference it explains.
var intendedDifferences = []intendedDifference{
	{"readings", "partitioned", "", "PostgreSQL partitions raw readings by month of process_time so the retention drops whole partitions (00010); SQLite has no partitions and deletes rows"},
	{"samples", "partitioned", "", "as readings: monthly partitions on PostgreSQL (00010), row deletes on SQLite"},
	{"device_generation", "default", "id", "the one row is written with id = 1 (CHECK (id = 1)); on SQLite an INTEGER PRIMARY KEY is the rowid, which SQLite would pick if it were left out, and PostgreSQL needs no identity for it"},
	{"monitor_leases", "default", "part", "the partition number is always written; on SQLite an INTEGER PRIMARY KEY is the rowid, which SQLite would pick if it were left out, and PostgreSQL needs no identity for it"},
}

type intendedDifference struct{ Table, Aspect, Subject, Reason string }

// TestMigrationFileNamesAgree: every migration exists in both dialects under
// the same file name, so that both databases reach the same versions.
func TestMigrationFileNamesAgree(t *testing.T) { checkMigrationFileNames(t) }

func checkMigrationFileNames(t *testing.T) {
	t.Helper()
	names := func(dir string) []string {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range entries {
			if !e.IsDir() {
				out = append(out, e.Name())
			}
		}
		return out
	}
	sqlite, postgres := names("migrations/sqlite"), names("migrations/postgres")
	for _, n := range sqlite {
		if !slices.Contains(postgres, n) {
			t.Errorf("migrations/sqlite/%s has no migrations/postgres/%s", n, n)
		}
	}
	for _, n := range postgres {
		if !slices.Contains(sqlite, n) {
			t.Errorf("migrations/postgres/%s has no migrations/sqlite/%s", n, n)
		}
	}
}

func TestSQLiteAndPostgresSchemasAgree(t *testing.T) {
	checkMigrationFileNames(t)
	if os.Getenv(storagetest.EnvPostgres) == "" {
		t.Skip(storagetest.EnvPostgres + " is not set")
	}
	lite := readSQLiteSchema(t, storagetest.SQLite(t))
	pg := readPostgresSchema(t, storagetest.Postgres(t))

	diffs := compareSchemas(lite, pg)
	matched := make([]bool, len(intendedDifferences))
	var unexpected []schemaDiff
	for _, d := range diffs {
		i := slices.IndexFunc(intendedDifferences, func(e intendedDifference) bool {
			return e.Table == d.Table && e.Aspect == d.Aspect && e.Subject == d.Subject
		})
		if i < 0 {
			unexpected = append(unexpected, d)
			continue
		}
		matched[i] = true
		t.Logf("intended: %s — %s", d, intendedDifferences[i].Reason)
	}
	if len(unexpected) > 0 {
		var b strings.Builder
		fmt.Fprintf(&b, "%d difference(s) between the SQLite and PostgreSQL schemas not listed in intendedDifferences:\n", len(unexpected))
		fmt.Fprintf(&b, "  %-22s %-12s %-44s %-30s %s\n", "TABLE", "ASPECT", "SUBJECT", "SQLITE", "POSTGRES")
		for _, d := range unexpected {
			fmt.Fprintf(&b, "  %-22s %-12s %-44s %-30s %s\n", d.Table, d.Aspect, d.Subject, d.SQLite, d.Postgres)
		}
		b.WriteString("fix the drift with a new migration in both directories, or list the difference with its reason")
		t.Error(b.String())
	}
	for i, ok := range matched {
		if !ok {
			e := intendedDifferences[i]
			t.Errorf("intendedDifferences lists %s %s %q, which the schemas no longer differ by: remove it", e.Table, e.Aspect, e.Subject)
		}
	}
}

// dbSchema is what the comparison sees of one database, by table name.
type dbSchema map[string]*tableSchema

type tableSchema struct {
	Columns     map[string]columnSchema
	PrimaryKey  string            // "(a, b)", "" for none
	ForeignKeys map[string]bool   // "(a) → t(b) on delete CASCADE"
	Indexes     map[string]string // "unique (a, b) partial" → index name
	Partitioned string            // PostgreSQL's partition key, "" when not partitioned
	Triggers    map[string]string // "AFTER INSERT" → trigger name
}

type columnSchema struct {
	Type     string // the type family: integer, real, numeric, text, blob, boolean, timestamp, json…
	Nullable bool
	Default  string // normalised; "" for none, "auto id" for a generated key
}

type schemaDiff struct {
	Table, Aspect, Subject, SQLite, Postgres string
}

func (d schemaDiff) String() string {
	return fmt.Sprintf("%s %s %s: sqlite %s, postgres %s", d.Table, d.Aspect, d.Subject, d.SQLite, d.Postgres)
}

const absent = "(none)"

func compareSchemas(lite, pg dbSchema) []schemaDiff {
	var diffs []schemaDiff
	add := func(table, aspect, subject, l, p string) {
		diffs = append(diffs, schemaDiff{table, aspect, subject, l, p})
	}
	for _, name := range unionKeys(lite, pg) {
		l, p := lite[name], pg[name]
		switch {
		case l == nil:
			add(name, "table", "", absent, "present")
			continue
		case p == nil:
			add(name, "table", "", "present", absent)
			continue
		}
		for _, c := range unionKeys(l.Columns, p.Columns) {
			lc, lok := l.Columns[c]
			pc, pok := p.Columns[c]
			switch {
			case !pok:
				add(name, "column", c, lc.Type, absent)
			case !lok:
				add(name, "column", c, absent, pc.Type)
			default:
				if lc.Type != pc.Type {
					add(name, "type", c, lc.Type, pc.Type)
				}
				if lc.Nullable != pc.Nullable {
					add(name, "nullable", c, strconv.FormatBool(lc.Nullable), strconv.FormatBool(pc.Nullable))
				}
				if lc.Default != pc.Default {
					add(name, "default", c, orAbsent(lc.Default), orAbsent(pc.Default))
				}
			}
		}
		if l.PrimaryKey != p.PrimaryKey {
			add(name, "primary key", "", orAbsent(l.PrimaryKey), orAbsent(p.PrimaryKey))
		}
		for _, fk := range unionKeys(l.ForeignKeys, p.ForeignKeys) {
			if l.ForeignKeys[fk] != p.ForeignKeys[fk] {
				add(name, "foreign key", fk, presence(l.ForeignKeys[fk]), presence(p.ForeignKeys[fk]))
			}
		}
		for _, ix := range unionKeys(l.Indexes, p.Indexes) {
			ln, lok := l.Indexes[ix]
			pn, pok := p.Indexes[ix]
			if lok != pok {
				add(name, "index", ix, orAbsent(ln), orAbsent(pn))
			}
		}
		for _, tr := range unionKeys(l.Triggers, p.Triggers) {
			ln, lok := l.Triggers[tr]
			pn, pok := p.Triggers[tr]
			if lok != pok {
				add(name, "trigger", tr, orAbsent(ln), orAbsent(pn))
			}
		}
		if l.Partitioned != p.Partitioned {
			add(name, "partitioned", "", orAbsent(l.Partitioned), orAbsent(p.Partitioned))
		}
	}
	return diffs
}

func readSQLiteSchema(t *testing.T, db *storage.DB) dbSchema {
	t.Helper()
	ctx := t.Context()
	var tables []struct {
		Name       string `db:"name"`
		WithoutRow bool   `db:"wr"`
	}
	if err := db.Select(ctx, &tables, `SELECT name, wr FROM pragma_table_list
		WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\' AND name <> 'goose_db_version'`); err != nil {
		t.Fatal(err)
	}
	s := dbSchema{}
	for _, tb := range tables {
		ts := &tableSchema{Columns: map[string]columnSchema{}, ForeignKeys: map[string]bool{}, Indexes: map[string]string{}, Triggers: map[string]string{}}
		s[tb.Name] = ts

		var cols []struct {
			Name    string  `db:"name"`
			Type    string  `db:"type"`
			NotNull bool    `db:"notnull"`
			Default *string `db:"dflt_value"`
			PK      int     `db:"pk"`
		}
		if err := db.Select(ctx, &cols, `SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?) ORDER BY cid`, tb.Name); err != nil {
			t.Fatal(err)
		}
		var pk []string
		pkCols := 0
		for _, c := range cols {
			if c.PK > 0 {
				pkCols++
			}
		}
		for _, c := range cols {
			family := sqliteFamily(c.Type)
			cs := columnSchema{Type: family, Nullable: !c.NotNull, Default: normDefault(c.Default, family)}
			if c.PK > 0 {
				// A key column is NOT NULL on PostgreSQL by definition and
				// on a WITHOUT ROWID table; a rowid table's key column
				// takes NULL (SQLite's legacy quirk), which no code writes.
				cs.Nullable = false
				for len(pk) < c.PK {
					pk = append(pk, "")
				}
				pk[c.PK-1] = c.Name
				// INTEGER PRIMARY KEY aliases the rowid: the database
				// picks the value, as an identity column does.
				if pkCols == 1 && strings.EqualFold(c.Type, "INTEGER") && !tb.WithoutRow {
					cs.Default = "auto id"
				}
			}
			ts.Columns[c.Name] = cs
		}
		if len(pk) > 0 {
			ts.PrimaryKey = "(" + strings.Join(pk, ", ") + ")"
		}

		var fks []struct {
			ID       int     `db:"id"`
			Seq      int     `db:"seq"`
			Table    string  `db:"table"`
			From     string  `db:"from"`
			To       *string `db:"to"`
			OnUpdate string  `db:"on_update"`
			OnDelete string  `db:"on_delete"`
		}
		if err := db.Select(ctx, &fks, `SELECT id, seq, "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq`, tb.Name); err != nil {
			t.Fatal(err)
		}
		type fkParts struct {
			table, onUpdate, onDelete string
			from, to                  []string
		}
		byID := map[int]*fkParts{}
		for _, f := range fks {
			p := byID[f.ID]
			if p == nil {
				p = &fkParts{table: f.Table, onUpdate: f.OnUpdate, onDelete: f.OnDelete}
				byID[f.ID] = p
			}
			p.from = append(p.from, f.From)
			if f.To != nil {
				p.to = append(p.to, *f.To)
			}
		}
		for _, p := range byID {
			to := p.to
			if len(to) == 0 { // REFERENCES t with no columns: t's primary key
				if err := db.Select(ctx, &to, `SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`, p.table); err != nil {
					t.Fatal(err)
				}
			}
			ts.ForeignKeys[fkSignature(p.from, p.table, to, p.onDelete, p.onUpdate)] = true
		}

		var idx []struct {
			Name    string `db:"name"`
			Unique  bool   `db:"unique"`
			Origin  string `db:"origin"`
			Partial bool   `db:"partial"`
		}
		if err := db.Select(ctx, &idx, `SELECT name, "unique", origin, partial FROM pragma_index_list(?)`, tb.Name); err != nil {
			t.Fatal(err)
		}
		for _, ix := range idx {
			if ix.Origin == "pk" { // the primary key, compared above
				continue
			}
			var names []*string
			if err := db.Select(ctx, &names, `SELECT name FROM pragma_index_info(?) ORDER BY seqno`, ix.Name); err != nil {
				t.Fatal(err)
			}
			var cols []string
			for _, n := range names {
				if n == nil {
					cols = append(cols, "<expression>")
				} else {
					cols = append(cols, *n)
				}
			}
			ts.Indexes[indexSignature(cols, ix.Unique, ix.Partial)] = ix.Name
		}

		var triggers []struct {
			Name string `db:"name"`
			SQL  string `db:"sql"`
		}
		if err := db.Select(ctx, &triggers, `SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = ?`, tb.Name); err != nil {
			t.Fatal(err)
		}
		for _, tr := range triggers {
			m := sqliteTrigger.FindStringSubmatch(strings.ToUpper(strings.Join(strings.Fields(tr.SQL), " ")))
			if m == nil {
				t.Fatalf("trigger %s: cannot read when it fires from %q", tr.Name, tr.SQL)
			}
			when := m[1]
			if when == "" {
				when = "BEFORE"
			}
			ts.Triggers[when+" "+m[2]] = tr.Name
		}
	}
	return s
}

// sqliteTrigger reads when a trigger fires from its CREATE TRIGGER text
// (spaces folded, upper case).
var sqliteTrigger = regexp.MustCompile(`^CREATE (?:TEMP |TEMPORARY )?TRIGGER (?:IF NOT EXISTS )?\S+ (BEFORE|AFTER|INSTEAD OF)? ?(INSERT|UPDATE|DELETE)\b`)

func readPostgresSchema(t *testing.T, db *storage.DB) dbSchema {
	t.Helper()
	ctx := t.Context()
	var tables []struct {
		Name    string `db:"relname"`
		PartKey string `db:"partkey"`
	}
	// Partitioned tables count as one table; their partitions are skipped.
	if err := db.Select(ctx, &tables, `SELECT c.relname, COALESCE(pg_get_partkeydef(c.oid), '') AS partkey FROM pg_class c
		WHERE c.relnamespace = CAST(current_schema() AS regnamespace) AND c.relkind IN ('r', 'p')
		AND NOT c.relispartition AND c.relname <> 'goose_db_version'`); err != nil {
		t.Fatal(err)
	}
	s := dbSchema{}
	for _, tb := range tables {
		ts := &tableSchema{Columns: map[string]columnSchema{}, ForeignKeys: map[string]bool{}, Indexes: map[string]string{}, Triggers: map[string]string{}, Partitioned: tb.PartKey}
		s[tb.Name] = ts

		var cols []struct {
			Name     string  `db:"column_name"`
			Type     string  `db:"data_type"`
			Nullable string  `db:"is_nullable"`
			Default  *string `db:"column_default"`
			Identity string  `db:"is_identity"`
		}
		if err := db.Select(ctx, &cols, `SELECT column_name, data_type, is_nullable, column_default, is_identity
			FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?`, tb.Name); err != nil {
			t.Fatal(err)
		}
		for _, c := range cols {
			family := postgresFamily(c.Type)
			cs := columnSchema{Type: family, Nullable: c.Nullable == "YES", Default: normDefault(c.Default, family)}
			if c.Identity == "YES" || strings.HasPrefix(cs.Default, "nextval(") {
				cs.Default = "auto id"
			}
			ts.Columns[c.Name] = cs
		}

		var cons []struct {
			Type     string `db:"contype"`
			Cols     string `db:"cols"`
			RefTable string `db:"reftable"`
			RefCols  string `db:"refcols"`
			OnDelete string `db:"ondelete"`
			OnUpdate string `db:"onupdate"`
		}
		if err := db.Select(ctx, &cons, `SELECT CAST(k.contype AS text) AS contype,
			(SELECT string_agg(a.attname, ',' ORDER BY u.n) FROM unnest(k.conkey) WITH ORDINALITY AS u(attnum, n)
				JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum) AS cols,
			COALESCE(CAST(k.confrelid AS regclass)::text, '') AS reftable,
			COALESCE((SELECT string_agg(a.attname, ',' ORDER BY u.n) FROM unnest(k.confkey) WITH ORDINALITY AS u(attnum, n)
				JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.attnum), '') AS refcols,
			CAST(k.confdeltype AS text) AS ondelete, CAST(k.confupdtype AS text) AS onupdate
			FROM pg_constraint k WHERE k.conrelid = CAST(? AS regclass) AND k.contype IN ('p', 'f') AND k.conparentid = 0`, tb.Name); err != nil {
			t.Fatal(err)
		}
		for _, k := range cons {
			cols := strings.Split(k.Cols, ",")
			if k.Type == "p" {
				ts.PrimaryKey = "(" + strings.Join(cols, ", ") + ")"
				continue
			}
			ts.ForeignKeys[fkSignature(cols, k.RefTable, strings.Split(k.RefCols, ","), pgAction(k.OnDelete), pgAction(k.OnUpdate))] = true
		}

		var idx []struct {
			Name    string `db:"name"`
			Unique  bool   `db:"indisunique"`
			Partial bool   `db:"partial"`
			Cols    string `db:"cols"`
		}
		// A key column whose attnum is 0 is an expression.
		if err := db.Select(ctx, &idx, `SELECT CAST(x.indexrelid AS regclass)::text AS name, x.indisunique, x.indpred IS NOT NULL AS partial,
			(SELECT string_agg(CASE WHEN x.indkey[k - 1] = 0 THEN '<expression>' ELSE pg_get_indexdef(x.indexrelid, k, true) END, ',' ORDER BY k)
				FROM generate_series(1, x.indnkeyatts) AS k) AS cols
			FROM pg_index x WHERE x.indrelid = CAST(? AS regclass) AND NOT x.indisprimary`, tb.Name); err != nil {
			t.Fatal(err)
		}
		for _, ix := range idx {
			ts.Indexes[indexSignature(strings.Split(ix.Cols, ","), ix.Unique, ix.Partial)] = ix.Name
		}

		var triggers []struct {
			Name string `db:"tgname"`
			Type int    `db:"tgtype"`
		}
		if err := db.Select(ctx, &triggers, `SELECT tgname, tgtype FROM pg_trigger WHERE tgrelid = CAST(? AS regclass) AND NOT tgisinternal`, tb.Name); err != nil {
			t.Fatal(err)
		}
		for _, tr := range triggers {
			// tgtype's bits (catalog/pg_trigger.h): 2 BEFORE, 64 INSTEAD
			// OF, else AFTER; 4 INSERT, 8 DELETE, 16 UPDATE (32 TRUNCATE,
			// which SQLite has not, is left out).
			when := "AFTER"
			switch {
			case tr.Type&2 != 0:
				when = "BEFORE"
			case tr.Type&64 != 0:
				when = "INSTEAD OF"
			}
			for bit, event := range map[int]string{4: "INSERT", 8: "DELETE", 16: "UPDATE"} {
				if tr.Type&bit != 0 {
					ts.Triggers[when+" "+event] = tr.Name
				}
			}
		}
	}
	return s
}

// sqliteFamily maps a declared SQLite type to its family, after SQLite's
// own affinity rules (https://sqlite.org/datatype3.html, 3.1) with the
// families SQLite keeps as names only (boolean, timestamp, json) apart.
func sqliteFamily(declared string) string {
	d := strings.ToUpper(declared)
	switch {
	case strings.Contains(d, "BOOL"):
		return "boolean"
	case strings.Contains(d, "INT"):
		return "integer"
	case strings.Contains(d, "CHAR"), strings.Contains(d, "CLOB"), strings.Contains(d, "TEXT"):
		return "text"
	case strings.Contains(d, "JSON"):
		return "json"
	case d == "", strings.Contains(d, "BLOB"):
		return "blob"
	case strings.Contains(d, "REAL"), strings.Contains(d, "FLOA"), strings.Contains(d, "DOUB"):
		return "real"
	case strings.Contains(d, "TIME"), strings.Contains(d, "DATE"):
		return "timestamp"
	}
	return "numeric"
}

func postgresFamily(dataType string) string {
	switch dataType {
	case "smallint", "integer", "bigint":
		return "integer"
	case "real", "double precision":
		return "real"
	case "numeric":
		return "numeric"
	case "text", "character varying", "character", "uuid":
		return "text"
	case "bytea":
		return "blob"
	case "boolean":
		return "boolean"
	case "json", "jsonb":
		return "json"
	case "date", "time without time zone", "time with time zone", "timestamp without time zone", "timestamp with time zone":
		return "timestamp"
	}
	return dataType
}

var pgCast = regexp.MustCompile(`::[a-z ]+(\[\])?$`)

// normDefault writes a default the same way on both sides: without
// PostgreSQL's cast (as in '{}'::text), booleans and numbers by value.
func normDefault(raw *string, family string) string {
	if raw == nil {
		return ""
	}
	d := strings.TrimSpace(pgCast.ReplaceAllString(*raw, ""))
	if family == "boolean" {
		switch strings.ToLower(d) {
		case "true", "1", "'t'", "'true'":
			return "true"
		case "false", "0", "'f'", "'false'":
			return "false"
		}
	}
	if f, err := strconv.ParseFloat(strings.Trim(d, "()"), 64); err == nil {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	return d
}

// pgAction names pg_constraint's confdeltype and confupdtype codes as
// SQLite's pragma_foreign_key_list does.
func pgAction(code string) string {
	switch code {
	case "a":
		return "NO ACTION"
	case "r":
		return "RESTRICT"
	case "c":
		return "CASCADE"
	case "n":
		return "SET NULL"
	case "d":
		return "SET DEFAULT"
	}
	return code
}

func fkSignature(from []string, table string, to []string, onDelete, onUpdate string) string {
	s := fmt.Sprintf("(%s) → %s(%s) on delete %s", strings.Join(from, ", "), table, strings.Join(to, ", "), onDelete)
	if onUpdate != "NO ACTION" {
		s += " on update " + onUpdate
	}
	return s
}

func indexSignature(cols []string, unique, partial bool) string {
	s := "(" + strings.Join(cols, ", ") + ")"
	if unique {
		s = "unique " + s
	}
	if partial {
		s += " partial"
	}
	return s
}

func orAbsent(s string) string {
	if s == "" {
		return absent
	}
	return s
}

func presence(ok bool) string {
	if ok {
		return "present"
	}
	return absent
}

func unionKeys[V any](a, b map[string]V) []string {
	var keys []string
	for k := range a {
		keys = append(keys, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys
}
