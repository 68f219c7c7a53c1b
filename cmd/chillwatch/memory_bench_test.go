package main_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// BenchmarkMemory measures the memory of "chillwatch serve" under a fleet
// (CHILLWATCH_BENCH_UNITS, default 30,000 units in sites of 50) reporting
// every minute in real time for CHILLWATCH_BENCH_MINUTES (default 3), the
// engine running: one process on SQLite, the same with GOMEMLIMIT=300MiB,
// and on PostgreSQL one process and then three sharing the database (the
// engine's partitions spread over them by lease). One "chillwatch
// simulate" per server provisions and sends its share over HTTP. It
// reports the peak RSS of the largest process (VmHWM), its largest heap in
// use, the engine partitions per process, and the readings stored a second
// while the simulators send (their provisioning left out).
func BenchmarkMemory(b *testing.B) {
	units := envInt(b, "CHILLWATCH_BENCH_UNITS", 30000)
	minutes := envInt(b, "CHILLWATCH_BENCH_MINUTES", 3)
	for _, c := range []struct {
		name     string
		postgres bool
		procs    int
		env      []string
	}{
		{"sqlite/1proc", false, 1, nil},
		{"sqlite/1proc-GOMEMLIMIT=300MiB", false, 1, []string{"GOMEMLIMIT=300MiB"}},
		{"postgres/1proc", true, 1, nil},
		{"postgres/3procs", true, 3, nil},
	} {
		if c.postgres && os.Getenv(storagetest.EnvPostgres) == "" {
			continue
		}
		b.Run(fmt.Sprintf("%s/%dunits", c.name, units), func(b *testing.B) {
			dbURL := ""
			if c.postgres {
				dbURL = storagetest.URL(b)
			}
			m := runFleet(b, dbURL, c.procs, units, minutes, c.env)
			b.ReportMetric(m.peakRSS, "peak-rss-MB")
			b.ReportMetric(m.peakHeap, "peak-heap-inuse-MB")
			b.ReportMetric(m.readingsPerSec, "readings/s")
			if c.procs > 1 {
				b.ReportMetric(float64(m.minParts), "min-partitions")
				b.ReportMetric(float64(m.maxParts), "max-partitions")
			}
			b.ReportMetric(0, "ns/op")
		})
	}
}

// fleetMemory is what runFleet measured; each peak is the largest of any
// process.
type fleetMemory struct {
	peakRSS, peakHeap  float64 // MB
	readingsPerSec     float64 // stored, over the simulators' sending
	minParts, maxParts int     // engine partitions held per process at the end
}

// runFleet starts procs servers on one database, and one simulator per
// server sending units/procs units for the given minutes of real time.
func runFleet(b *testing.B, dbURL string, procs, units, minutes int, extra []string) fleetMemory {
	type proc struct {
		srv     *server
		metrics string
		heap    float64 // the largest heap in use sampled, MB
	}
	var first env
	ps := make([]*proc, procs)
	for i := range ps {
		metrics := freeAddr(b)
		e := append(newEnv(b, dbURL), "CHILLWATCH_MQTT_ADDR=off", "CHILLWATCH_LOG_LEVEL=warn", "CHILLWATCH_METRICS_ADDR="+metrics)
		if i == 0 {
			first = e
		}
		ps[i] = &proc{srv: start(b, append(e, extra...)), metrics: metrics}
	}
	stop := make(chan struct{})
	var sampling sync.WaitGroup
	sampling.Go(func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Second):
			}
			for _, p := range ps {
				p.heap = max(p.heap, heapInUse(p.metrics)) // read after sampling.Wait
			}
		}
	})
	published := regexp.MustCompile(`published (\d+) records`)
	per := units / procs
	var sims sync.WaitGroup
	errs := make([]error, procs)
	sending := make([]time.Time, procs) // when each simulator, its sites provisioned, began to send
	for i, p := range ps {
		sims.Go(func() {
			cmd := exec.Command(binary, "simulate", "-server", p.srv.url, "-password", adminPassword,
				"-org", fmt.Sprintf("Mem%d", i), "-suborg", fmt.Sprintf("MemCentres%d", i), "-prefix", fmt.Sprintf("M%d", i),
				"-sites", strconv.Itoa(max(1, per/50)), "-units", strconv.Itoa(per), "-speed", "1", "-calm",
				"-duration", fmt.Sprintf("%dm", minutes))
			var out, stderr bytes.Buffer // apart: the command copies its stderr while its stdout is read here
			cmd.Stderr = &stderr
			pipe, err := cmd.StdoutPipe()
			if err == nil {
				err = cmd.Start()
			}
			if err == nil {
				lines := bufio.NewScanner(pipe)
				for lines.Scan() {
					if strings.HasPrefix(lines.Text(), "simulating ") {
						sending[i] = time.Now()
					}
					out.WriteString(lines.Text() + "\n")
				}
				err = cmd.Wait()
			}
			out.Write(stderr.Bytes())
			if err == nil && (!published.Match(out.Bytes()) || sending[i].IsZero()) {
				err = fmt.Errorf("no start of sending or no count of published records")
			}
			if err != nil {
				errs[i] = fmt.Errorf("simulate %d: %w\n%s", i, err, out.Bytes())
			}
		})
	}
	sims.Wait()
	ended := time.Now()
	close(stop)
	sampling.Wait()
	for _, err := range errs {
		if err != nil {
			b.Fatal(err)
		}
	}
	var m fleetMemory
	for _, p := range ps {
		m.peakRSS = max(m.peakRSS, float64(vmKB(b, p.srv.cmd.Process.Pid, "VmHWM"))/1024)
		m.peakHeap = max(m.peakHeap, p.heap)
	}
	readings, minParts, maxParts := fleetStored(b, first.dsn(dbURL), procs)
	// Provisioning stores no reading: the rate is over the sending alone,
	// from the first simulator's start of it.
	m.readingsPerSec, m.minParts, m.maxParts = readings/ended.Sub(slices.MinFunc(sending, time.Time.Compare)).Seconds(), minParts, maxParts
	return m
}

// fleetStored answers the readings stored, and the fewest and most engine
// partitions one of procs processes holds (their leases unexpired).
func fleetStored(b *testing.B, dsn string, procs int) (readings float64, minParts, maxParts int) {
	db, err := storage.Open(context.Background(), dsn)
	if err != nil {
		b.Fatal(err)
	}
	defer func() {
		if err := db.Close(); err != nil {
			b.Error(err)
		}
	}()
	var n int64
	if err := db.Get(context.Background(), &n, `SELECT COUNT(*) FROM readings`); err != nil {
		b.Fatal(err)
	}
	var held []int
	if err := db.Select(context.Background(), &held, `SELECT COUNT(*) FROM monitor_leases WHERE expires_at > ? GROUP BY owner`,
		time.Now().UnixMilli()); err != nil {
		b.Fatal(err)
	}
	for len(held) < procs {
		held = append(held, 0)
	}
	minParts, maxParts = held[0], held[0]
	for _, h := range held {
		minParts, maxParts = min(minParts, h), max(maxParts, h)
	}
	return float64(n), minParts, maxParts
}

// heapInUse reads go_memstats_heap_inuse_bytes, in MB, from a server's
// metrics listener; 0 when it does not answer.
func heapInUse(addr string) float64 {
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	s := bufio.NewScanner(resp.Body)
	for s.Scan() {
		if v, ok := strings.CutPrefix(s.Text(), "go_memstats_heap_inuse_bytes "); ok {
			f, _ := strconv.ParseFloat(v, 64)
			return f / (1 << 20)
		}
	}
	return 0
}

// vmKB reads a field of /proc/PID/status, in kB.
func vmKB(b *testing.B, pid int, field string) int {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		b.Fatal(err)
	}
	for line := range bytes.Lines(raw) {
		if v, ok := bytes.CutPrefix(line, []byte(field+":")); ok {
			n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(string(v)), " kB"))
			if err != nil {
				b.Fatal(err)
			}
			return n
		}
	}
	b.Fatalf("/proc/%d/status has no %s", pid, field)
	return 0
}

func envInt(b *testing.B, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		b.Fatalf("%s=%q: want a positive number", name, v)
	}
	return n
}
