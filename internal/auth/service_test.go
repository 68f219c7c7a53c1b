package auth_test

import (
	"context"
	"errors"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

const adminPassword = "Adm1nPassw0rd"

// clock is a settable time source.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *clock) Add(d time.Duration) { c.mu.Lock(); defer c.mu.Unlock(); c.t = c.t.Add(d) }

// fixture is a bootstrapped installation whose identity service runs on a test clock.
type fixture struct {
	ctx   context.Context
	db    *storage.DB
	auth  *auth.Service
	clock *clock
}

func setup(t *testing.T, db *storage.DB, settings auth.Settings) *fixture {
	t.Helper()
	ctx := context.Background()
	svcs, err := app.NewServices(ctx, db, settings)
	if err != nil {
		t.Fatalf("NewServices: %v", err)
	}
	if _, err := app.Bootstrap(ctx, svcs, adminPassword, io.Discard); err != nil {
		t.Fatalf("Bootstrap: %v", err)
	}
	c := &clock{t: time.Date(2025, 6, 1, 8, 0, 0, 0, time.UTC)}
	svcs.Auth.Now = c.Now
	return &fixture{ctx: ctx, db: db, auth: svcs.Auth, clock: c}
}

func (f *fixture) login(t *testing.T, password string) *auth.Session {
	t.Helper()
	s, err := f.auth.Login(f.ctx, "admin", password, "10.0.0.1", "test")
	if err != nil {
		t.Fatalf("Login(admin, %q) = %v, want nil", password, err)
	}
	return s
}

// wantCode checks that err is an *apperr.Error of the given kind and code.
func wantCode(t *testing.T, what string, err error, kind apperr.Kind, code string) {
	t.Helper()
	var ae *apperr.Error
	if !errors.As(err, &ae) {
		t.Fatalf("%s = %v, want %s %q", what, err, kind, code)
	}
	if ae.Kind != kind || ae.Code != code {
		t.Errorf("%s = %s %q, want %s %q", what, ae.Kind, ae.Code, kind, code)
	}
}

func (f *fixture) wantAuthenticated(t *testing.T, s *auth.Session) {
	t.Helper()
	p, err := f.auth.Authenticate(f.ctx, s.AccessToken)
	if err != nil {
		t.Fatalf("Authenticate at %v = %v, want nil", f.clock.Now().Format(time.TimeOnly), err)
	}
	if p.SessionID != s.Principal.SessionID {
		t.Errorf("Authenticate session = %q, want %q", p.SessionID, s.Principal.SessionID)
	}
}

func (f *fixture) wantEnded(t *testing.T, s *auth.Session) {
	t.Helper()
	_, err := f.auth.Authenticate(f.ctx, s.AccessToken)
	wantCode(t, "Authenticate", err, apperr.KindUnauthenticated, auth.CodeSessionEnded)
}

func TestLogin(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := setup(t, db, auth.DefaultSettings)
		s := f.login(t, adminPassword)
		if !s.Principal.Platform {
			t.Error("admin principal Platform = false, want true")
		}
		if s.Principal.UserName != "admin" || s.Principal.SessionID == "" {
			t.Errorf("principal = %+v, want user admin with a session", s.Principal)
		}
		if s.AccessToken == "" || s.RefreshToken == "" {
			t.Errorf("session tokens = %q, %q, want both set", s.AccessToken, s.RefreshToken)
		}
		if got, want := s.SessionEnds, f.clock.Now().Add(auth.DefaultSettings.MaxSessionAge); !got.Equal(want) {
			t.Errorf("SessionEnds = %v, want %v", got, want)
		}
		f.wantAuthenticated(t, s)

		_, wrongPw := f.auth.Login(f.ctx, "admin", "wrong-password", "10.0.0.1", "")
		_, unknown := f.auth.Login(f.ctx, "nobody", adminPassword, "10.0.0.1", "")
		wantCode(t, "wrong password", wrongPw, apperr.KindUnauthenticated, auth.CodeBadCredentials)
		wantCode(t, "unknown user", unknown, apperr.KindUnauthenticated, auth.CodeBadCredentials)
		if wrongPw.Error() != unknown.Error() {
			t.Errorf("unknown user error %q differs from wrong password error %q", unknown, wrongPw)
		}
	})
}

func TestLoginLock(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := setup(t, db, auth.DefaultSettings)
		free := auth.DefaultSettings.FreeAttempts
		fail := func() {
			t.Helper()
			_, err := f.auth.Login(f.ctx, "admin", "wrong-password", "10.0.0.1", "")
			wantCode(t, "wrong password", err, apperr.KindUnauthenticated, auth.CodeBadCredentials)
		}
		for range free {
			fail()
		}
		_, err := f.auth.Login(f.ctx, "admin", adminPassword, "10.0.0.1", "")
		wantCode(t, "right password while locked", err, apperr.KindUnauthenticated, auth.CodeBadCredentials)

		f.clock.Add(auth.DefaultSettings.LockBase - time.Millisecond)
		_, err = f.auth.Login(f.ctx, "admin", adminPassword, "10.0.0.1", "")
		wantCode(t, "right password just before the lock ends", err, apperr.KindUnauthenticated, auth.CodeBadCredentials)

		f.clock.Add(time.Millisecond)
		f.login(t, adminPassword)

		// The count was reset: free-1 new failures do not lock the account.
		for range free - 1 {
			fail()
		}
		f.login(t, adminPassword)
	})
}

func TestLoginPerAddressLimit(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		settings := auth.DefaultSettings
		settings.AddrAttemptsPerMinute = 2
		f := setup(t, db, settings)
		for range 2 {
			if _, err := f.auth.Login(f.ctx, "nobody", "x", "10.0.0.9", ""); apperr.KindOf(err) != apperr.KindUnauthenticated {
				t.Fatalf("attempt within the limit = %v, want bad credentials", err)
			}
		}
		_, err := f.auth.Login(f.ctx, "admin", adminPassword, "10.0.0.9", "")
		wantCode(t, "attempt over the limit", err, apperr.KindTooManyRequests, auth.CodeTooManyAttempts)

		if _, err := f.auth.Login(f.ctx, "admin", adminPassword, "10.0.0.10", ""); err != nil {
			t.Errorf("login from another address = %v, want nil", err)
		}
		f.clock.Add(time.Minute)
		if _, err := f.auth.Login(f.ctx, "admin", adminPassword, "10.0.0.9", ""); err != nil {
			t.Errorf("login a minute later = %v, want nil", err)
		}
	})
}

func TestRefresh(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := setup(t, db, auth.DefaultSettings)
		first := f.login(t, adminPassword)
		f.clock.Add(time.Minute)
		second, err := f.auth.Refresh(f.ctx, first.RefreshToken)
		if err != nil {
			t.Fatalf("Refresh = %v, want nil", err)
		}
		if second.RefreshToken == first.RefreshToken {
			t.Error("Refresh returned the same refresh token, want a new one")
		}
		if second.Principal.SessionID != first.Principal.SessionID {
			t.Errorf("refreshed session = %q, want %q", second.Principal.SessionID, first.Principal.SessionID)
		}
		if !second.SessionEnds.Equal(first.SessionEnds) {
			t.Errorf("refreshed SessionEnds = %v, want unchanged %v", second.SessionEnds, first.SessionEnds)
		}
		f.wantAuthenticated(t, second)

		// Replaying the used token ends the whole session.
		_, err = f.auth.Refresh(f.ctx, first.RefreshToken)
		wantCode(t, "Refresh with a used token", err, apperr.KindUnauthenticated, auth.CodeSessionEnded)
		_, err = f.auth.Refresh(f.ctx, second.RefreshToken)
		wantCode(t, "Refresh with the newest token after a replay", err, apperr.KindUnauthenticated, auth.CodeSessionEnded)
		f.wantEnded(t, second)

		for _, bad := range []string{"", "unknown-token", string(make([]byte, 300))} {
			_, err := f.auth.Refresh(f.ctx, bad)
			wantCode(t, "Refresh with a bad token", err, apperr.KindUnauthenticated, auth.CodeSessionEnded)
		}
	})
}

func TestIdleTimeout(t *testing.T) {
	// Access tokens outlive the session here, so that only the session limits apply.
	settings := auth.DefaultSettings
	settings.AccessTTL = 24 * time.Hour
	idle := settings.IdleTimeout

	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		t.Run("ends without calls", func(t *testing.T) {
			f := setup(t, db, settings)
			s := f.login(t, adminPassword)
			f.clock.Add(idle)
			f.wantEnded(t, s)
			_, err := f.auth.Refresh(f.ctx, s.RefreshToken)
			wantCode(t, "Refresh after idle", err, apperr.KindUnauthenticated, auth.CodeSessionEnded)
		})
		t.Run("a call extends it", func(t *testing.T) {
			f := setup(t, db, settings)
			s := f.login(t, adminPassword)
			f.clock.Add(20 * time.Minute)
			f.wantAuthenticated(t, s)
			f.clock.Add(25 * time.Minute) // 45 min after login, 25 after the call
			f.wantAuthenticated(t, s)
			f.clock.Add(idle + time.Second)
			f.wantEnded(t, s)
		})
	})
}

func TestMaxSessionAge(t *testing.T) {
	settings := auth.DefaultSettings
	settings.AccessTTL = 24 * time.Hour
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := setup(t, db, settings)
		s := f.login(t, adminPassword)
		start := f.clock.Now()
		for f.clock.Now().Before(start.Add(settings.MaxSessionAge - 20*time.Minute)) {
			f.clock.Add(20 * time.Minute)
			f.wantAuthenticated(t, s)
		}
		f.clock.Add(start.Add(settings.MaxSessionAge).Sub(f.clock.Now()))
		f.wantEnded(t, s)
		_, err := f.auth.Refresh(f.ctx, s.RefreshToken)
		wantCode(t, "Refresh after max age", err, apperr.KindUnauthenticated, auth.CodeSessionEnded)
	})
}

func TestAccessTokenExpiry(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := setup(t, db, auth.DefaultSettings)
		s := f.login(t, adminPassword)
		f.clock.Add(auth.DefaultSettings.AccessTTL + time.Second)
		_, err := f.auth.Authenticate(f.ctx, s.AccessToken)
		wantCode(t, "Authenticate with an expired access token", err, apperr.KindUnauthenticated, auth.CodeNotSignedIn)
		next, err := f.auth.Refresh(f.ctx, s.RefreshToken)
		if err != nil {
			t.Fatalf("Refresh = %v, want nil: the session is live", err)
		}
		f.wantAuthenticated(t, next)
	})
}

func TestLogout(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := setup(t, db, auth.DefaultSettings)

		t.Run("Logout", func(t *testing.T) {
			s := f.login(t, adminPassword)
			if err := f.auth.Logout(f.ctx, s.Principal.SessionID); err != nil {
				t.Fatalf("Logout = %v", err)
			}
			f.wantEnded(t, s)
			if _, err := f.auth.Refresh(f.ctx, s.RefreshToken); err == nil {
				t.Error("Refresh after Logout succeeded, want an error")
			}
			if err := f.auth.Logout(f.ctx, s.Principal.SessionID); err != nil {
				t.Errorf("second Logout = %v, want nil", err)
			}
		})
		t.Run("LogoutToken with an expired access token", func(t *testing.T) {
			s := f.login(t, adminPassword)
			f.clock.Add(auth.DefaultSettings.AccessTTL + time.Minute)
			if err := f.auth.LogoutToken(f.ctx, s.AccessToken, ""); err != nil {
				t.Fatalf("LogoutToken = %v", err)
			}
			_, err := f.auth.Refresh(f.ctx, s.RefreshToken)
			wantCode(t, "Refresh after LogoutToken", err, apperr.KindUnauthenticated, auth.CodeSessionEnded)
		})
		t.Run("LogoutToken with a refresh token", func(t *testing.T) {
			s := f.login(t, adminPassword)
			if err := f.auth.LogoutToken(f.ctx, "", s.RefreshToken); err != nil {
				t.Fatalf("LogoutToken = %v", err)
			}
			f.wantEnded(t, s)
		})
		t.Run("LogoutToken with nothing valid", func(t *testing.T) {
			s := f.login(t, adminPassword)
			if err := f.auth.LogoutToken(f.ctx, "garbage", "unknown"); err != nil {
				t.Fatalf("LogoutToken = %v, want nil", err)
			}
			f.wantAuthenticated(t, s)
		})
	})
}

func TestRevokeUserSessions(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		f := setup(t, db, auth.DefaultSettings)
		a, b := f.login(t, adminPassword), f.login(t, adminPassword)
		err := db.Tx(f.ctx, func(tx *sqlx.Tx) error {
			return auth.RevokeUserSessions(f.ctx, tx, a.Principal.UserID, "test", f.clock.Now())
		})
		if err != nil {
			t.Fatalf("RevokeUserSessions = %v", err)
		}
		for _, s := range []*auth.Session{a, b} {
			f.wantEnded(t, s)
			if _, err := f.auth.Refresh(f.ctx, s.RefreshToken); err == nil {
				t.Error("Refresh after RevokeUserSessions succeeded, want an error")
			}
		}
		f.wantAuthenticated(t, f.login(t, adminPassword))
	})
}
