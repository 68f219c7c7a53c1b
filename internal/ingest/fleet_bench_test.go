package ingest_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/site"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// BenchmarkIngestFleet measures HTTP ingestion over a fleet of 1,000 and
// of 10,000 units (a volume sensor each, two units a site): each request
// carries 10 readings of a device drawn at random, from 16 and then from
// 64 senders (a fleet is many senders at once), each run between two raw
// multi-row inserts of as many readings in the same run.
func BenchmarkIngestFleet(b *testing.B) {
	for _, units := range []int{1000, 10000} {
		dbs := map[string]func(testing.TB) *storage.DB{"sqlite": storagetest.SQLite}
		if os.Getenv(storagetest.EnvPostgres) != "" {
			dbs["postgres"] = storagetest.Postgres
		}
		for _, name := range []string{"sqlite", "postgres"} {
			open, ok := dbs[name]
			if !ok {
				continue
			}
			b.Run(fmt.Sprintf("%s/%dunits", name, units), func(b *testing.B) {
				benchFleet(b, open(b), units)
			})
		}
	}
}

func benchFleet(b *testing.B, db *storage.DB, units int) {
	ctx := b.Context()
	svcs, err := app.NewServices(ctx, db, app.Settings(mustConfig(b)))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := app.Bootstrap(ctx, svcs, "Admin12345", io.Discard); err != nil {
		b.Fatal(err)
	}
	tokens := provision(b, svcs, units)
	srv, err := app.NewAPI(svcs, slog.New(slog.DiscardHandler))
	if err != nil {
		b.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	serials := make([]string, 0, len(tokens))
	for s := range tokens {
		serials = append(serials, s)
	}
	slices.Sort(serials)
	const per, requests = 10, 3000
	var minute atomic.Int64
	record := func(i int64) []byte {
		at := time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Minute)
		return fmt.Appendf(nil, `{"processTime":%q,"volume":{"value":%d,"unit":"L"}}`, at.Format(time.RFC3339), i%3000)
	}
	r := rand.New(rand.NewPCG(1, uint64(units)))
	// raw: as many readings, ten per device drawn at random, as plain
	// multi-row INSERTs of 500; it answers readings/s.
	raw := func() float64 {
		var batches []telemetry.Batch
		for range requests {
			dev, err := svcs.Telemetry.Device(ctx, serials[r.IntN(len(serials))])
			if err != nil {
				b.Fatal(err)
			}
			bt := telemetry.Batch{Device: dev}
			for range per {
				rd, bad := telemetry.Parse("volsens", record(minute.Add(1)), "", time.Now())
				if bad != nil {
					b.Fatal(bad)
				}
				bt.Readings = append(bt.Readings, rd)
			}
			batches = append(batches, bt)
		}
		start := time.Now()
		for chunk := range slices.Chunk(batches, 500/per) {
			if err := rawInsert(ctx, db, chunk...); err != nil {
				b.Fatal(err)
			}
		}
		return float64(requests*per) / time.Since(start).Seconds()
	}
	var next atomic.Int64
	post := func() error {
		serial := serials[int(next.Add(7919))%len(serials)]
		body := array(per, func() []byte { return record(minute.Add(1)) })
		req, _ := http.NewRequest("POST", hs.URL+"/api/devices/"+serial+"/telemetry", bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+tokens[serial])
		req.Header.Set("Content-Type", "application/json")
		resp, err := keepAlive.Do(req)
		if err != nil {
			return err
		}
		_, _ = io.Copy(io.Discard, resp.Body) // read to its end, so that the connection is kept
		resp.Body.Close()
		if resp.StatusCode != http.StatusAccepted {
			return fmt.Errorf("status %d", resp.StatusCode)
		}
		return nil
	}
	b.ResetTimer()
	// Each sender count is measured between two raw inserts of as many
	// readings, and compared with their mean: the tables grow along the
	// run, and each path meets them as large on average.
	for _, n := range []int{16, 64} {
		before := raw()
		stop := profileTimed(b, fmt.Sprintf("%dsenders", n))
		start := time.Now()
		lat := senders(b, n, requests, post)
		rate := float64(requests*per) / time.Since(start).Seconds()
		stop()
		ref := (before + raw()) / 2
		slices.Sort(lat)
		s := fmt.Sprintf("-%dsenders", n)
		b.ReportMetric(ref, "raw-readings/s"+s)
		b.ReportMetric(rate, "http-readings/s"+s)
		b.ReportMetric(100*rate/ref, "%-of-raw"+s)
		b.ReportMetric(float64(lat[len(lat)*95/100].Microseconds())/1000, "p95-ack-ms"+s)
	}
	b.ReportMetric(0, "ns/op")
}

// provision creates a fleet of units (two a site, a volume sensor each)
// through the import's batch call and answers the sensors' tokens.
func provision(b *testing.B, svcs *app.Services, units int) map[string]string {
	ctx, p := b.Context(), auth.System()
	for _, o := range []string{
		`{"orgType":"dairy_cooperative","orgName":"Fleet","orgDisplayName":"Fleet","orgAbbreviatedName":"FL","orgUrl":"https://example.org","isParent":true,`,
		`{"orgType":"chillingcenter","orgName":"FleetCC","orgDisplayName":"FleetCC","orgAbbreviatedName":"FC","orgUrl":"https://example.org","isParent":false,"parentOrgName":"Fleet",`,
	} {
		var in org.Organization
		body := o + `"address":{"pinCode":"411001","addressLine1":"1 Milk Road","villageTownCity":"Pune","district":"Pune","state":"Maharashtra","country":"IN"},
			"contactDetails":{"contactPersonName":"Asha Patil","countryCode":"+91","contactNumber":"9876543210","emailId":"asha@example.org"}}`
		if err := json.Unmarshal([]byte(body), &in); err != nil {
			b.Fatal(err)
		}
		if _, err := svcs.Orgs.Create(ctx, p, in); err != nil {
			b.Fatal(err)
		}
	}
	tokens := map[string]string{}
	const perFile = 500 // sites
	for first := 0; first < units/2; first += perFile {
		var sites []site.Site
		for i := first; i < min(first+perFile, units/2); i++ {
			var s site.Site
			body := fmt.Sprintf(`{"siteId":"F%d","siteName":"Fleet %[1]d","organizationName":"Fleet","subOrganizationName":"FleetCC",
				"locale":"en-IN","zoneId":"Asia/Kolkata","country":"IN","state":"IN-MH","district":"Pune","pinCode":"411038",
				"villageTownCity":"Pune","addressLine1":"Kothrud","coordinates":{"latitude":18.5,"longitude":73.8},
				"siteLevelDevices":[{"serialNumber":"F%[1]d-GW","deviceType":"L3"}],
				"chillingUnitMonitoringDetailsList":[
				{"productType":{"name":"BMC"},"chillingUnit":{"bmcName":"Tank 1"},"l1DeviceInfo":[{"serialNumber":"F%[1]d-V1","deviceType":"volsens","gatewaySerialNumber":"F%[1]d-GW"}]},
				{"productType":{"name":"BMC"},"chillingUnit":{"bmcName":"Tank 2"},"l1DeviceInfo":[{"serialNumber":"F%[1]d-V2","deviceType":"volsens","gatewaySerialNumber":"F%[1]d-GW"}]}]}`, i)
			if err := json.Unmarshal([]byte(body), &s); err != nil {
				b.Fatal(err)
			}
			sites = append(sites, s)
		}
		res, err := svcs.Sites.CreateBatch(ctx, p, sites, false)
		if err != nil || len(res.Errors) > 0 {
			b.Fatal(err, res.Errors)
		}
		for _, c := range res.Credentials {
			if c.SerialNumber[len(c.SerialNumber)-3:len(c.SerialNumber)-1] == "-V" {
				tokens[c.SerialNumber] = c.Token
			}
		}
	}
	if len(tokens) != units {
		b.Fatalf("%d sensors provisioned, want %d", len(tokens), units)
	}
	return tokens
}
