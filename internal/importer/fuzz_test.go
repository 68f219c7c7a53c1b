package importer

import (
	"bytes"
	"errors"
	"testing"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

// FuzzSiteFile feeds arbitrary files to the site import's reading and
// grouping: it must never panic, every refusal must point at a line of the
// file, and every built unit must come from a line of it.
func FuzzSiteFile(f *testing.F) {
	f.Add(SiteSample())
	f.Add([]byte("siteId,productType,latitude,longitude\nA,BMC,1,2\nA,ABC,,\n"))
	f.Add([]byte("siteId,l1Devices,l0Config,productType\nA,S:volsens,S:volume=volume@L;X:a=b,BMC\n"))
	f.Add([]byte("\xef\xbb\xbfsiteId\n\"unterminated\n"))
	f.Add([]byte("siteId,siteId\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.Count(data, []byte("\n")) + 1
		rows, err := table(data, SiteColumns(), nil)
		if err != nil {
			checkRows(t, err, lines)
			return
		}
		if len(rows) > lines {
			t.Fatalf("%d rows from %d lines", len(rows), lines)
		}
		sites, where, bad := buildSites(rows)
		checkRows(t, bad.err(), lines)
		if len(sites) != len(where) {
			t.Fatalf("%d sites, %d line maps", len(sites), len(where))
		}
		for i, s := range sites {
			if len(s.Units) != len(where[i].units) {
				t.Fatalf("site %d: %d units from %d lines", i, len(s.Units), len(where[i].units))
			}
			for _, field := range []string{"", "coordinates", "siteLevelDevices[1].serialNumber",
				"chillingUnitMonitoringDetailsList[7].l1DeviceInfo[0].l0Config[2].unit", "chillingUnitMonitoringDetailsList[0].chillingUnit.capacity"} {
				if line, col := where[i].place(field); line < 2 || line > lines || col == "" {
					t.Fatalf("site %d field %q placed at line %d column %q", i, field, line, col)
				}
			}
		}
	})
}

func checkRows(t *testing.T, err error, lines int) {
	t.Helper()
	if err == nil {
		return
	}
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Kind != apperr.KindInvalid {
		t.Fatalf("refusal of another kind: %v", err)
	}
	for _, f := range ae.Fields {
		if f.Row < 0 || f.Row > lines || f.Field == "" || f.Code == "" {
			t.Fatalf("refusal %+v outside a file of %d lines", f, lines)
		}
	}
}
