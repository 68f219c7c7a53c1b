package app_test

import (
	"bytes"
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

const passwordAlphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

func services(t *testing.T, db *storage.DB) *app.Services {
	t.Helper()
	s, err := app.NewServices(context.Background(), db, auth.DefaultSettings)
	if err != nil {
		t.Fatalf("NewServices: %v", err)
	}
	return s
}

func bootstrap(t *testing.T, s *app.Services, password string) (bool, string) {
	t.Helper()
	var out bytes.Buffer
	created, err := app.Bootstrap(context.Background(), s, password, &out)
	if err != nil {
		t.Fatalf("Bootstrap: %v", err)
	}
	return created, out.String()
}

func login(t *testing.T, s *app.Services, user, password string) *auth.Session {
	t.Helper()
	sess, err := s.Auth.Login(context.Background(), user, password, "127.0.0.1", "test")
	if err != nil {
		t.Fatalf("Login(%s, %q) = %v, want nil", user, password, err)
	}
	return sess
}

var printedPassword = regexp.MustCompile(`password:\s+(\S+)`)

func TestBootstrapGeneratedPassword(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		s := services(t, db)
		created, out := bootstrap(t, s, "")
		if !created {
			t.Fatal("first Bootstrap = false, want true")
		}
		m := printedPassword.FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("Bootstrap printed %q, want a generated password", out)
		}
		pw := m[1]
		if len(pw) != 15 {
			t.Errorf("generated password %q has %d characters, want 15", pw, len(pw))
		}
		if !strings.Contains(out, app.AdminUserName) {
			t.Errorf("Bootstrap printed %q, want the user name %q", out, app.AdminUserName)
		}
		sess := login(t, s, app.AdminUserName, pw)
		if !sess.Principal.Platform {
			t.Error("admin Platform = false, want true")
		}

		created, out = bootstrap(t, s, "")
		if created || out != "" {
			t.Errorf("second Bootstrap = %v and printed %q, want false and nothing", created, out)
		}
		login(t, s, app.AdminUserName, pw) // the password did not change
	})
}

func TestBootstrapExplicitPassword(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		s := services(t, db)
		const pw = "Expl1citPass"
		created, out := bootstrap(t, s, pw)
		if !created {
			t.Fatal("first Bootstrap = false, want true")
		}
		if strings.Contains(out, pw) {
			t.Errorf("Bootstrap printed %q, want the explicit password not shown", out)
		}
		login(t, s, app.AdminUserName, pw)

		created, out = bootstrap(t, s, "Another1Pass")
		if created || out != "" {
			t.Errorf("second Bootstrap = %v and printed %q, want false and nothing", created, out)
		}
		if _, err := s.Auth.Login(context.Background(), app.AdminUserName, "Another1Pass", "127.0.0.1", ""); err == nil {
			t.Error("second Bootstrap's password logs in, want the first one kept")
		}
	})
}

func TestBootstrapPlatform(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		s := services(t, db)
		bootstrap(t, s, "Adm1nPassw0rd")
		ctx := context.Background()

		o, err := s.Orgs.ByName(ctx, auth.System(), app.PlatformOrgName)
		if err != nil {
			t.Fatalf("platform organisation: %v", err)
		}
		if !o.Platform || !o.IsParent {
			t.Errorf("organisation %s: Platform = %v, IsParent = %v, want both true", o.OrgName, o.Platform, o.IsParent)
		}

		u, err := s.Users.Details(ctx, auth.System(), app.AdminUserName)
		if err != nil {
			t.Fatalf("admin user: %v", err)
		}
		if u.OrganizationName != app.PlatformOrgName || !slices.Equal(u.Roles, []string{role.Administrator}) {
			t.Errorf("admin in %q with roles %v, want %q with [%s]", u.OrganizationName, u.Roles, app.PlatformOrgName, role.Administrator)
		}

		roles, err := s.Roles.List(ctx, auth.System(), app.PlatformOrgName)
		if err != nil {
			t.Fatalf("roles: %v", err)
		}
		var names []string
		for _, r := range roles {
			names = append(names, r.RoleName)
		}
		want := []string{"Administrator", "Chilling Centre In-charge", "Maintenance", "RDE", "Viewer"}
		if !slices.Equal(names, want) {
			t.Errorf("platform roles = %q, want %q", names, want)
		}

		var orgs int
		if err := db.Get(ctx, &orgs, `SELECT COUNT(*) FROM organizations`); err != nil {
			t.Fatal(err)
		}
		if orgs != 1 {
			t.Errorf("organisations after Bootstrap = %d, want 1", orgs)
		}
	})
}

func TestNewPassword(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		pw := app.NewPassword()
		if len(pw) != 15 {
			t.Fatalf("NewPassword() = %q, %d characters, want 15", pw, len(pw))
		}
		if i := strings.IndexFunc(pw, func(r rune) bool { return !strings.ContainsRune(passwordAlphabet, r) }); i >= 0 {
			t.Fatalf("NewPassword() = %q has %q, outside the alphabet", pw, pw[i])
		}
		seen[pw] = true
	}
	if len(seen) < 200 {
		t.Errorf("200 NewPassword() calls gave %d distinct passwords, want 200", len(seen))
	}
}
