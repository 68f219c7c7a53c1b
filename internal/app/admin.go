package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// admin runs "admin create" and "admin reset-password".
func admin(ctx context.Context, args, environ []string, stdout, stderr io.Writer) (err error) {
	if len(args) == 0 || (args[0] != "create" && args[0] != "reset-password") {
		fmt.Fprint(stderr, usage)
		return errors.New("admin: want create or reset-password")
	}
	sub := args[0]
	fs := flag.NewFlagSet("chillwatch admin "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("username", "", "user name")
	password := fs.String("password", "", "password (generated and printed when empty)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *name == "" {
		return errors.New("admin: -username is required")
	}
	cfg, err := config.Load(fs.Args(), environ, stderr)
	if err != nil {
		return err
	}
	log := newLogger(cfg, stderr)
	db, err := openDB(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeDB(db, &err)
	svcs, err := NewServices(ctx, db, Settings(cfg))
	if err != nil {
		return err
	}
	if _, err := Bootstrap(ctx, svcs, cfg.AdminPassword, stdout); err != nil {
		return err
	}
	pw := *password
	if pw == "" {
		pw = NewPassword()
	}
	switch sub {
	case "create":
		if err := createAdmin(ctx, svcs, *name, pw); err != nil {
			return fmt.Errorf("admin create: %w", err)
		}
		fmt.Fprintf(stdout, "platform administrator %s created\n", *name)
	case "reset-password":
		if err := resetPassword(ctx, db, *name, pw); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "password of %s reset; their sessions have ended\n", *name)
	}
	if *password == "" {
		fmt.Fprintf(stdout, "password: %s\n", pw)
	}
	return nil
}

// resetPassword sets a password from the command line, where no principal exists.
func resetPassword(ctx context.Context, db *storage.DB, userName, password string) error {
	hash, err := auth.HashPassword(password)
	if err != nil {
		return err
	}
	return db.Tx(ctx, func(tx *sqlx.Tx) error {
		var id int64
		if err := tx.GetContext(ctx, &id, tx.Rebind(`SELECT id FROM users WHERE user_name_key = ?`), auth.NameKey(userName)); err != nil {
			return fmt.Errorf("admin reset-password: no user %q", userName)
		}
		if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE users SET password_hash = ?, failed_logins = 0, locked_until = 0, enabled = ? WHERE id = ?`), hash, true, id); err != nil {
			return err
		}
		return auth.RevokeUserSessions(ctx, tx, id, "password reset from the command line", time.Now())
	})
}
