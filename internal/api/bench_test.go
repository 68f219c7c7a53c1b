package api_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// eachDialect runs a benchmark on SQLite, and on PostgreSQL when
// TEST_POSTGRES_URL is set.
func eachDialect(b *testing.B, fn func(b *testing.B, db *storage.DB)) {
	b.Run("sqlite", func(b *testing.B) { fn(b, storagetest.SQLite(b)) })
	if os.Getenv(storagetest.EnvPostgres) != "" {
		b.Run("postgres", func(b *testing.B) { fn(b, storagetest.Postgres(b)) })
	}
}

// BenchmarkLogin is dominated by one Argon2id hash (19 MiB, 2 passes).
func BenchmarkLogin(b *testing.B) {
	eachDialect(b, func(b *testing.B, db *storage.DB) {
		e := newEnv(b, db)
		body := map[string]any{"username": "admin", "password": adminPassword}
		b.ResetTimer()
		for b.Loop() {
			if r := e.do("POST", "/authgateway/login", "", body); r.Status != 200 {
				b.Fatal(r.Status)
			}
		}
	})
}

// BenchmarkAuthenticatedGet measures a signed-in read: token check, session
// and principal lookup, scope check and the query.
func BenchmarkAuthenticatedGet(b *testing.B) {
	eachDialect(b, func(b *testing.B, db *storage.DB) {
		e := newEnv(b, db)
		orgID := e.createOrg(e.admin, orgBody("BenchDairy"))
		path := prov + "/organizations/" + id(orgID)
		b.ResetTimer()
		for b.Loop() {
			if r := e.do("GET", path, e.admin, nil); r.Status != 200 {
				b.Fatal(r.Status)
			}
		}
	})
}

// BenchmarkListUsers pages 100 users with their roles and mobiles.
func BenchmarkListUsers(b *testing.B) {
	eachDialect(b, func(b *testing.B, db *storage.DB) {
		e := newEnv(b, db)
		e.createOrg(e.admin, orgBody("BenchDairy"))
		for i := range 100 {
			e.createUser(e.admin, userBody(fmt.Sprintf("user%03d", i), "BenchDairy", "Viewer"))
		}
		b.ResetTimer()
		for b.Loop() {
			if r := e.do("GET", prov+"/users/all?orgName=BenchDairy&page=0&size=100", e.admin, nil); r.Status != 200 {
				b.Fatal(r.Status)
			}
		}
	})
}

// BenchmarkCreateSubOrganization is one validated, transactional write.
func BenchmarkCreateSubOrganization(b *testing.B) {
	eachDialect(b, func(b *testing.B, db *storage.DB) {
		e := newEnv(b, db)
		e.createOrg(e.admin, orgBody("BenchDairy"))
		n := 0
		b.ResetTimer()
		for b.Loop() {
			n++
			e.createOrg(e.admin, subOrgBody(fmt.Sprintf("Centre%06d", n), "BenchDairy", "chillingcenter"))
		}
	})
}

// BenchmarkImport500Sites imports a file of 500 sites (1,000 BMCs, 3,000
// devices) per iteration, each iteration with new ids.
func BenchmarkImport500Sites(b *testing.B) {
	eachDialect(b, func(b *testing.B, db *storage.DB) {
		e := newEnv(b, db)
		e.twoDairies(false)
		n := 0
		for b.Loop() {
			b.StopTimer()
			file := siteFile(b, fmt.Sprintf("B%d", n), 500, nil)
			n++
			b.StartTimer()
			if r := e.do("POST", siteImport, e.admin, file); r.Status != 200 {
				b.Fatal(r.Status, string(r.Raw[:min(len(r.Raw), 300)]))
			}
		}
	})
}
