package api_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

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

// BenchmarkImportIntoFleet shows that an import costs the same whatever
// the fleet already stored: a file of 500 sites (1,000 BMCs, 3,000
// devices) into an empty fleet, then ten such files, then one more into
// the 11,000 BMCs stored (more in later rounds). It reports both times
// and their ratio.
func BenchmarkImportIntoFleet(b *testing.B) {
	eachDialect(b, func(b *testing.B, db *storage.DB) {
		e := newEnv(b, db)
		e.twoDairies(false)
		load := func(prefix string) time.Duration {
			file := siteFile(b, prefix, 500, nil)
			start := time.Now()
			if r := e.do("POST", siteImport, e.admin, file); r.Status != 200 {
				b.Fatal(r.Status, string(r.Raw[:min(len(r.Raw), 300)]))
			}
			return time.Since(start)
		}
		var empty, full time.Duration
		for round := 0; b.Loop(); round++ { // a new dairy's worth of ids each round
			empty = load(fmt.Sprintf("E%d", round))
			for i := range 10 {
				load(fmt.Sprintf("F%d-%d", round, i))
			}
			full = load(fmt.Sprintf("G%d", round))
		}
		b.ReportMetric(empty.Seconds(), "s-first-1k-BMCs")
		b.ReportMetric(full.Seconds(), "s-1k-BMCs-into-11k")
		b.ReportMetric(full.Seconds()/empty.Seconds(), "ratio")
		b.ReportMetric(0, "ns/op")
	})
}

// BenchmarkVolumeGraph7Days asks, through the HTTP stack, for the chilling
// graph's volume series of one unit over 7 days at one sample a minute
// (10,080 samples, downsampled to at most 2,000 points with their extremes).
// It reports the p50 and p95.
func BenchmarkVolumeGraph7Days(b *testing.B) {
	eachDialect(b, func(b *testing.B, db *storage.DB) {
		e := newEnv(b, db)
		e.twoDairies(false)
		e.tokens("mh-pun-1", "Gokul", "KothrudCC")
		uuid := e.must("GET", prov+"/sites/mh-pun-1/chillingUnits/all", e.admin, nil).L()[1].(map[string]any)["chillingUnitUUID"].(string)
		ctx := context.Background()
		var ref int64
		if err := db.Get(ctx, &ref, `SELECT id FROM chilling_units WHERE uuid = ?`, uuid); err != nil {
			b.Fatal(err)
		}
		end := time.Now().UTC().Truncate(time.Minute)
		start := end.Add(-7 * 24 * time.Hour)
		for _, t := range []time.Time{start, end} {
			if err := db.Partition(ctx, "samples", t.UnixMilli()); err != nil {
				b.Fatal(err)
			}
		}
		err := db.Tx(ctx, func(tx *sqlx.Tx) error {
			for t := start; t.Before(end); {
				var args []any
				var values []string
				for i := 0; i < 500 && t.Before(end); i, t = i+1, t.Add(time.Minute) {
					values = append(values, "(?, ?, 'volume', ?)")
					args = append(args, ref, t.UnixMilli(), float64(t.Minute()*20))
				}
				if _, err := tx.Exec(tx.Rebind(`INSERT INTO samples (unit_ref, process_time, signal, value) VALUES `+strings.Join(values, ", ")), args...); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
		path := fmt.Sprintf("/authgateway/notificationService/bmc/VOLUME/?bmcId=%s&startTime=%d&endTime=%d", uuid, start.UnixMilli(), end.UnixMilli())
		var d []time.Duration
		for b.Loop() {
			t0 := time.Now()
			r := e.do("GET", path, e.admin, nil)
			d = append(d, time.Since(t0))
			if s := r.M()["series"].([]any)[0].(map[string]any); r.Status != 200 || s["downsampled"] != true || len(s["points"].([]any)) > 2000 {
				b.Fatalf("%d %s", r.Status, r.Raw[:min(len(r.Raw), 200)])
			}
		}
		slices.Sort(d)
		for _, q := range []struct {
			name string
			q    float64
		}{{"p50-ms", 0.50}, {"p95-ms", 0.95}} {
			b.ReportMetric(float64(d[max(int(float64(len(d))*q.q+0.999999)-1, 0)].Microseconds())/1000, q.name)
		}
	})
}
