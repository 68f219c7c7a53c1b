//go:build ignore

// gen_timezones writes data/timezones.json: every time zone of the IANA
// database's zone.tab (the zones a country uses today, under their canonical
// names), plus UTC. Run it with `go generate` on a machine with an up-to-date
// tzdata package; the server never reads the system's zoneinfo.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"log"
	"os"
	"slices"
	"strings"
)

func main() {
	in := flag.String("in", "/usr/share/zoneinfo/zone.tab", "zone.tab of the IANA time zone database")
	out := flag.String("out", "data/timezones.json", "file to write")
	flag.Parse()

	f, err := os.Open(*in)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()

	zones := []string{"UTC"}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		// country code, coordinates, zone name, optional comment
		fields := strings.Split(line, "\t")
		if len(fields) < 3 {
			log.Fatalf("bad line in %s: %q", *in, line)
		}
		zones = append(zones, fields[2])
	}
	if err := sc.Err(); err != nil {
		log.Fatal(err)
	}
	slices.Sort(zones)
	zones = slices.Compact(zones)

	var buf bytes.Buffer
	buf.WriteString("[\n")
	for i, z := range zones {
		b, _ := json.Marshal(z)
		buf.WriteString("  ")
		buf.Write(b)
		if i < len(zones)-1 {
			buf.WriteString(",")
		}
		buf.WriteString("\n")
	}
	buf.WriteString("]\n")
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %d time zones to %s", len(zones), *out)
}
