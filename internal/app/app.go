// Package app wires the server together: it is the only place that knows
// every part. It parses the command line, builds the services with plain
// constructors in dependency order, runs the chosen command and stops
// everything in reverse order.
package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"

	"github.com/chillwatch/chillwatch/internal/config"
)

// Version is set at build time with -ldflags "-X …/app.Version=…".
var Version = "dev"

const usage = `chillwatch — dairy milk-chilling monitoring server

Usage:
  chillwatch serve [flags]                 run the server (migrates the database first)
  chillwatch migrate [flags]               apply database migrations and exit
  chillwatch admin create -username NAME [-password P]
                                           add a platform administrator
  chillwatch admin reset-password -username NAME [-password P]
                                           set a user's password, unlock them, end their sessions
  chillwatch openapi                       print the OpenAPI document of the API
  chillwatch simulate [flags]              simulated chilling centres reporting to a server (docs/simulator.md)
  chillwatch rebuild [-from DATE] [flags]  derive every unit's states, alerts and sessions again from its samples
  chillwatch compact [-before TIME] [flags]
                                           move the raw data of ended days into compressed blocks now
  chillwatch version

Settings come from CHILLWATCH_* environment variables, then flags (see README).
`

// Run executes the command in args (without the program name).
func Run(ctx context.Context, args, environ []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errors.New("missing command")
	}
	err := run(ctx, args, environ, stdout, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil // -h printed the flags
	}
	return err
}

func run(ctx context.Context, args, environ []string, stdout, stderr io.Writer) error {
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "serve":
		cfg, log, err := setup(rest, environ, stderr)
		if err != nil {
			return err
		}
		return serve(ctx, cfg, log, stdout)
	case "migrate":
		cfg, log, err := setup(rest, environ, stderr)
		if err != nil {
			return err
		}
		return migrate(ctx, cfg, log)
	case "admin":
		return admin(ctx, rest, environ, stdout, stderr)
	case "openapi":
		return writeOpenAPI(stdout)
	case "simulate":
		return runSimulate(ctx, rest, stdout, stderr)
	case "rebuild":
		return rebuild(ctx, rest, environ, stdout, stderr)
	case "compact":
		return compact(ctx, rest, environ, stdout, stderr)
	case "version":
		fmt.Fprintln(stdout, Version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprint(stderr, usage)
	return fmt.Errorf("unknown command %q", cmd)
}

func setup(args, environ []string, stderr io.Writer) (config.Config, *slog.Logger, error) {
	cfg, err := config.Load(args, environ, stderr)
	if err != nil {
		return cfg, nil, err
	}
	return cfg, newLogger(cfg, stderr), nil
}

func newLogger(cfg config.Config, w io.Writer) *slog.Logger {
	level, _ := cfg.Level()
	opts := &slog.HandlerOptions{Level: level}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

func migrate(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	db, err := openDB(ctx, cfg, log)
	if err != nil {
		return err
	}
	return db.Close()
}
