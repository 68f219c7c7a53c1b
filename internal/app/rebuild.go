package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/telemetry"
)

// rebuild runs "rebuild --from DATE": every unit's derived rows are
// derived again from its stored samples from DATE on, by the engine of
// the running server (or of the next one started).
func rebuild(ctx context.Context, args, environ []string, stdout, stderr io.Writer) (err error) {
	fs := flag.NewFlagSet("chillwatch rebuild", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fromFlag := fs.String("from", "", "date (YYYY-MM-DD, UTC) or RFC 3339 time from which to derive again; all history when empty")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var from time.Time
	if *fromFlag != "" {
		var err error
		if from, err = time.Parse(time.DateOnly, *fromFlag); err != nil {
			if from, err = time.Parse(time.RFC3339, *fromFlag); err != nil {
				return errors.New("rebuild: -from must be YYYY-MM-DD or an RFC 3339 time")
			}
		}
	}
	cfg, err := config.Load(fs.Args(), environ, stderr)
	if err != nil {
		return err
	}
	db, err := openDB(ctx, cfg, newLogger(cfg, stderr))
	if err != nil {
		return err
	}
	defer closeDB(db, &err)
	n, err := monitor.Rebuild(ctx, db, from)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d chilling units marked from %s; the engine derives their rows again\n", n, from.UTC().Format(time.RFC3339))
	return nil
}

// compact runs "compact [-before TIME]": the raw readings and samples of
// every UTC day that ended by TIME (by default CHILLWATCH_COMPACT_AFTER
// ago) are moved into blocks at once, as the server does hourly.
func compact(ctx context.Context, args, environ []string, stdout, stderr io.Writer) (err error) {
	fs := flag.NewFlagSet("chillwatch compact", flag.ContinueOnError)
	fs.SetOutput(stderr)
	beforeFlag := fs.String("before", "", "date (YYYY-MM-DD, UTC) or RFC 3339 time: the days that ended by it are compacted; CHILLWATCH_COMPACT_AFTER ago when empty")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := config.Load(fs.Args(), environ, stderr)
	if err != nil {
		return err
	}
	before := time.Now().Add(-cfg.CompactAfter)
	if *beforeFlag != "" {
		if before, err = time.Parse(time.DateOnly, *beforeFlag); err != nil {
			if before, err = time.Parse(time.RFC3339, *beforeFlag); err != nil {
				return errors.New("compact: -before must be YYYY-MM-DD or an RFC 3339 time")
			}
		}
	}
	db, err := openDB(ctx, cfg, newLogger(cfg, stderr))
	if err != nil {
		return err
	}
	defer closeDB(db, &err)
	start := time.Now()
	c, err := telemetry.NewStore(db).Compact(ctx, before)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d readings and %d samples moved into %d blocks in %s (days that ended by %s)\n",
		c.Readings, c.Samples, c.Blocks, time.Since(start).Round(time.Millisecond), before.UTC().Format(time.RFC3339))
	return nil
}
