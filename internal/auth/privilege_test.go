package auth

import (
	"slices"
	"testing"
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
