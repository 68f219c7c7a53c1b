package app

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"math/big"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/user"
)

// The platform organisation and its first administrator.
const (
	PlatformOrgName = "ChillWatch"
	AdminUserName   = "admin"
)

// Bootstrap creates, on an empty database, the platform organisation and
// the platform administrator "admin" (ALL_PRIVILEGE). The password is
// adminPassword, or a generated one printed once to out. It does nothing
// once the platform organisation has a user.
func Bootstrap(ctx context.Context, s *Services, adminPassword string, out io.Writer) (bool, error) {
	var orgs, users int
	if err := s.DB.Get(ctx, &orgs, `SELECT COUNT(*) FROM organizations WHERE is_platform = ?`, true); err != nil {
		return false, err
	}
	if err := s.DB.Get(ctx, &users, `SELECT COUNT(*) FROM users u JOIN organizations o ON o.id = u.org_id WHERE o.is_platform = ?`, true); err != nil {
		return false, err
	}
	if orgs > 0 && users > 0 {
		return false, nil
	}
	if orgs == 0 {
		if err := createPlatform(ctx, s); err != nil {
			return false, err
		}
	}
	generated := adminPassword == ""
	if generated {
		adminPassword = NewPassword()
	}
	if err := createAdmin(ctx, s, AdminUserName, adminPassword); err != nil {
		return false, fmt.Errorf("bootstrap: administrator: %w", err)
	}
	if generated {
		fmt.Fprintf(out, "\nFirst run: platform administrator created.\n  user name: %s\n  password:  %s\n"+
			"This password is shown once. Change it after signing in, or set CHILLWATCH_ADMIN_PASSWORD before the first run.\n\n",
			AdminUserName, adminPassword)
	}
	return true, nil
}

func createPlatform(ctx context.Context, s *Services) error {
	_, err := s.Orgs.CreatePlatform(ctx, org.Organization{
		OrgName: PlatformOrgName, OrgDisplayName: "ChillWatch Platform", OrgType: "service_provider",
		Address: org.Address{PinCode: "560001", AddressLine1: "Platform operations", VillageTownCity: "Bengaluru",
			District: "Bengaluru Urban", State: "Karnataka", Country: "IN"},
		ContactDetails: org.ContactDetails{ContactPersonName: "Platform Admin", CountryCode: "+91",
			ContactNumber: "9999999999", EmailID: "admin@chillwatch.local"},
	})
	if err != nil {
		return fmt.Errorf("bootstrap: platform organisation: %w", err)
	}
	return nil
}

// createAdmin adds a platform administrator.
func createAdmin(ctx context.Context, s *Services, userName, password string) error {
	_, err := s.Users.Create(ctx, auth.System(), user.Input{
		Profile: user.Profile{
			UserName: userName,
			Own: user.Own{EmailID: userName + "@chillwatch.local", FirstName: "Platform", LastName: "Administrator",
				Salutation: "Mr", Gender: "Other", AlertsLanguage: "en",
				MobileNumbers: []user.Mobile{{CountryCode: "+91", MobileNumber: "9999999999"}}},
			Roles: []string{role.Administrator}, OrganizationName: PlatformOrgName,
		},
		Password: password,
	})
	return err
}

// NewPassword generates a 15-character password (the longest the user
// rules allow) from an alphabet without look-alike characters.
func NewPassword() string {
	const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	b := make([]byte, 15)
	for i := range b {
		n, err := rand.Int(rand.Reader, big.NewInt(int64(len(alphabet))))
		if err != nil {
			panic(err)
		}
		b[i] = alphabet[n.Int64()]
	}
	return string(b)
}
