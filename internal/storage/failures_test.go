package storage

import (
	"bytes"
	"errors"
	"log/slog"
	"strings"
	"testing"
)

// TestFailuresLogged: a run of failures logs its first one and the
// recovery after it, not each failure between.
func TestFailuresLogged(t *testing.T) {
	disk := errors.New("disk I/O error")
	tests := []struct {
		name    string
		outcome []error
		want    []string // the logged lines' level and message
	}{
		{"all well", []error{nil, nil}, nil},
		{"one failure, then well", []error{nil, disk, nil, nil}, []string{"ERROR job failed; retrying", "INFO job works again"}},
		{"a run of failures is logged once", []error{disk, disk, disk}, []string{"ERROR job failed; retrying"}},
		{"two runs", []error{disk, nil, disk, disk, nil}, []string{"ERROR job failed; retrying", "INFO job works again", "ERROR job failed; retrying", "INFO job works again"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
				if a.Key == slog.TimeKey || a.Key == "err" {
					return slog.Attr{}
				}
				return a
			}}))
			var f failures
			for _, err := range tt.outcome {
				f.note(log, "job", err)
			}
			var got []string
			for line := range strings.Lines(buf.String()) {
				got = append(got, strings.NewReplacer("level=", "", "msg=", "", `"`, "").Replace(strings.TrimSpace(line)))
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("logged %q, want %q", got, tt.want)
			}
		})
	}
}
