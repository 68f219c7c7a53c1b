package telemetry

import (
	"slices"
	"testing"
	"time"
)

func TestParseQueryTime(t *testing.T) {
	kolkata, err := time.LoadLocation("Asia/Kolkata")
	if err != nil {
		t.Fatal(err)
	}
	six := time.Date(2026, 11, 20, 0, 30, 0, 0, time.UTC) // 06:00 in Kolkata
	for _, tc := range []struct {
		in   string
		want time.Time
	}{
		{"2026-11-20T06:00:00+05:30", six},
		{"2026-11-20T00:30:00Z", six},
		{"2026-11-20T00:30:00.250Z", six.Add(250 * time.Millisecond)},
		{"2026-11-20T06:00:00 05:30", six}, // a '+' that a query string turned into a space
		{"2026-11-20T06:00:00", six},       // the site's local time
		{"2026-11-20T06:00", six},
		{"2026-11-20 06:00:00", six},
		{"2026-11-20 06:00", six},
		{" 1795134600000 ", six},
		{"0", time.UnixMilli(0)},
	} {
		got, err := ParseQueryTime(tc.in, kolkata)
		if err != nil || !got.Equal(tc.want) {
			t.Errorf("ParseQueryTime(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "yesterday", "2026-11-20", "20/11/2026 06:00", "2026-11-20T06:00:00+5", "-1", "1234567890123456"} {
		if got, err := ParseQueryTime(bad, kolkata); err == nil {
			t.Errorf("ParseQueryTime(%q) = %v, want an error", bad, got)
		}
	}
}

func TestEventFilter(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
		ok   bool
	}{
		{"", nil, true},
		{"RECEIVEDData", nil, true},
		{"receiveddata", nil, true},
		{"VOLUME", []string{"VOLUME"}, true},
		{"temp", []string{"TEMP"}, true},
		{"events", []string{"TEMP2", "GRID", "DG", "COMPFBIBT", "AGZFB", "MILKPUMPIBT"}, true},
		{"GRID, dg,GRID", []string{"GRID", "DG"}, true},
		{"VOLUME,events", []string{"VOLUME", "TEMP2", "GRID", "DG", "COMPFBIBT", "AGZFB", "MILKPUMPIBT"}, true},
		{"STEAM", nil, false},
		{"VOLUME,", nil, false},
	} {
		got, ok := EventFilter(tc.in)
		if ok != tc.ok || !slices.Equal(got, tc.want) {
			t.Errorf("EventFilter(%q) = %v, %v; want %v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestFormatTime(t *testing.T) {
	kolkata, _ := time.LoadLocation("Asia/Kolkata")
	six := time.Date(2026, 11, 20, 0, 30, 0, 0, time.UTC).UnixMilli()
	if got := formatTime(six, kolkata); got != "2026-11-20T06:00:00+05:30" {
		t.Errorf("formatTime = %s", got)
	}
	if got := formatTime(six+5, time.UTC); got != "2026-11-20T00:30:00.005Z" {
		t.Errorf("formatTime with milliseconds = %s", got)
	}
}
