package auth

import (
	"errors"
	"slices"
	"testing"

	"github.com/chillwatch/chillwatch/internal/apperr"
)

func TestNormalizePrivilege(t *testing.T) {
	tests := []struct {
		in     string
		want   string
		wantOK bool
	}{
		{"ALL_PRIVILEGE", AllPrivilege, true},
		{"ALL_PRIVILEGES", AllPrivilege, true},
		{"all_privileges", AllPrivilege, true},
		{"user_configuration", UserConfiguration, true},
		{"  Live_Tile ", LiveTile, true},
		{"SUPERUSER", "SUPERUSER", false},
		{"", "", false},
	}
	for _, tt := range tests {
		got, ok := NormalizePrivilege(tt.in)
		if got != tt.want || ok != tt.wantOK {
			t.Errorf("NormalizePrivilege(%q) = %q, %v, want %q, %v", tt.in, got, ok, tt.want, tt.wantOK)
		}
	}
}

func TestNewSetDropsUnknown(t *testing.T) {
	s := NewSet("live_tile", "SUPERUSER", "REPORTS")
	if got, want := s.Names(), []string{Reports, LiveTile}; !slices.Equal(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
}

func TestSetHasAny(t *testing.T) {
	all := NewSet(AllPrivilege)
	some := NewSet(LiveTile, Reports)
	none := NewSet()
	tests := []struct {
		name string
		got  bool
		want bool
	}{
		{"ALL_PRIVILEGE has USER_CONFIGURATION", all.Has(UserConfiguration), true},
		{"ALL_PRIVILEGE has every catalogue entry", !slices.ContainsFunc(Catalogue, func(p string) bool { return !all.Has(p) }), true},
		{"set has its member", some.Has(LiveTile), true},
		{"set lacks a non-member", some.Has(UserConfiguration), false},
		{"Any with a member", some.Any(UserConfiguration, Reports), true},
		{"Any without a member", some.Any(UserConfiguration, RoleConfiguration), false},
		{"Any() on a set", some.Any(), true},
		{"Any() on an empty set", none.Any(), true},
		{"empty set has nothing", none.Has(LiveTile), false},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

func TestSetUI(t *testing.T) {
	ui := NewSet(AllPrivilege).UI()
	if len(ui) < 15 {
		t.Errorf("len(UI()) of ALL_PRIVILEGE = %d, want at least 15 (the administrator threshold)", len(ui))
	}
	if !slices.Equal(ui, Catalogue) {
		t.Errorf("UI() of ALL_PRIVILEGE = %v, want the catalogue %v", ui, Catalogue)
	}
	ui[0] = "changed"
	if Catalogue[0] != AllPrivilege {
		t.Error("changing UI() changed the catalogue, want a copy")
	}
	if got, want := NewSet(LiveTile, Reports).UI(), []string{Reports, LiveTile}; !slices.Equal(got, want) {
		t.Errorf("UI() = %v, want %v", got, want)
	}
}

// TestMayChangeRole: a refusal names what the edit does with the first
// privilege the editor lacks: grants it, takes it away, or keeps it.
func TestMayChangeRole(t *testing.T) {
	editor := &Principal{Privileges: NewSet(Configuration, RoleConfiguration, LiveTile)}
	for _, tc := range []struct {
		name                string
		before, after       []string
		wantCode, wantNamed string
	}{
		{"create with what the editor holds", nil, []string{LiveTile}, "", ""},
		{"create with more", nil, []string{LiveTile, Reports}, "role.privileges.notHeld", Reports},
		{"grant one the editor lacks", []string{LiveTile}, []string{LiveTile, Reports}, "role.privileges.notHeld", Reports},
		{"take one away that the editor lacks", []string{Reports, ViewReports}, []string{ViewReports}, "role.privileges.notHeldRemove", Reports},
		{"keep one the editor lacks while taking away one it holds", []string{LiveTile, Reports}, []string{Reports}, "role.privileges.notHeldKeep", Reports},
		{"a grant is named before a removal", []string{Reports}, []string{BMCTile}, "role.privileges.notHeld", BMCTile},
		{"take away one the editor holds", []string{LiveTile, Configuration}, []string{LiveTile}, "", ""},
		{"names as sent, case aside", []string{"live_tile"}, []string{"LIVE_TILE"}, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := MayChangeRole(editor, tc.before, tc.after)
			var e *apperr.Error
			switch {
			case tc.wantCode == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.wantCode == "":
			case !errors.As(err, &e) || len(e.Fields) != 1:
				t.Fatalf("err = %v, want %s", err, tc.wantCode)
			case e.Fields[0].Code != tc.wantCode || e.Fields[0].Args["Name"] != tc.wantNamed:
				t.Errorf("refusal = %s %v, want %s naming %s", e.Fields[0].Code, e.Fields[0].Args, tc.wantCode, tc.wantNamed)
			}
		})
	}
}
