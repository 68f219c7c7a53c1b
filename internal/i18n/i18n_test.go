package i18n_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/i18n"
	"github.com/chillwatch/chillwatch/internal/role"
)

func keys(t *testing.T, lang string) map[string]string {
	t.Helper()
	m, err := i18n.Keys(lang)
	if err != nil {
		t.Fatalf("Keys(%s): %v", lang, err)
	}
	if len(m) == 0 {
		t.Fatalf("Keys(%s) is empty", lang)
	}
	return m
}

func TestCataloguesMatch(t *testing.T) {
	en, fr := keys(t, "en"), keys(t, "fr")
	for k := range en {
		if _, ok := fr[k]; !ok {
			t.Errorf("fr.json lacks %q", k)
		}
	}
	for k := range fr {
		if _, ok := en[k]; !ok {
			t.Errorf("fr.json has %q, which en.json lacks", k)
		}
	}
	placeholder := regexp.MustCompile(`\{\{\s*\.\w+\s*\}\}`)
	same := 0
	for k, e := range en {
		f := fr[k]
		if strings.TrimSpace(e) == "" {
			t.Errorf("en %q is empty", k)
		}
		if strings.TrimSpace(f) == "" {
			t.Errorf("fr %q is empty", k)
		}
		if e == f {
			same++
		}
		pe, pf := placeholder.FindAllString(e, -1), placeholder.FindAllString(f, -1)
		slices.Sort(pe)
		slices.Sort(pf)
		if !slices.Equal(pe, pf) {
			t.Errorf("%q placeholders: fr %v, want en's %v", k, pf, pe)
		}
	}
	if differ := len(en) - same; differ*10 < len(en)*9 {
		t.Errorf("%d of %d fr messages differ from en, want at least 90%%", differ, len(en))
	}
}

func TestText(t *testing.T) {
	c, err := i18n.Load()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	en, fr := keys(t, "en"), keys(t, "fr")
	const code = "auth.badCredentials"
	tests := []struct {
		accept, code, want string
	}{
		{"fr-FR,fr;q=0.9", code, fr[code]},
		{"fr", code, fr[code]},
		{"de", code, en[code]},
		{"de-DE,fr;q=0.5", code, fr[code]},
		{"", code, en[code]},
		{"en-GB", code, en[code]},
		{"fr", "no.such.code", "no.such.code"},
		{"en", "no.such.code", "no.such.code"},
	}
	for _, tt := range tests {
		if got := c.Text(tt.accept, tt.code, nil); got != tt.want {
			t.Errorf("Text(%q, %q) = %q, want %q", tt.accept, tt.code, got, tt.want)
		}
	}
	if got := c.Text("fr", "notFound", map[string]any{"What": "organization"}); !strings.Contains(got, "organization") {
		t.Errorf("Text(fr, notFound, What=organization) = %q, want the argument filled in", got)
	}
}

// messageCode matches string literals that name a message.
var messageCode = regexp.MustCompile(`^(org|user|role|auth|paging|common|request|privilege|export|checklist|maintenance|site|unit|device|cost|import|telemetry|monitor|push)\.[A-Za-z0-9_.]+$`)

// usedCodes collects the message codes written as string literals in the
// Go sources under root, tests and the meta package excepted.
func usedCodes(t *testing.T, root string) map[string]string {
	t.Helper()
	used := map[string]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "meta" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			// A literal ending in "." is a prefix completed at run time
			// ("role.default."+name); its keys are checked below.
			if s, err := strconv.Unquote(lit.Value); err == nil && messageCode.MatchString(s) && !strings.HasSuffix(s, ".") {
				used[s] = fset.Position(lit.Pos()).String()
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatalf("walk %s: %v", root, err)
	}
	return used
}

func TestEveryUsedCodeHasAMessage(t *testing.T) {
	en := keys(t, "en")
	used := usedCodes(t, filepath.Join("..", "..", "internal"))
	if len(used) < 50 {
		t.Fatalf("found %d message codes in the sources, want many more: is the walk broken?", len(used))
	}
	for code, where := range used {
		if _, ok := en[code]; !ok {
			t.Errorf("%s: message code %q is not in en.json", where, code)
		}
	}
	// Codes built at run time or named without a prefix.
	for _, p := range auth.Catalogue {
		if _, ok := en["privilege."+p]; !ok {
			t.Errorf("en.json lacks privilege.%s", p)
		}
	}
	for _, r := range role.Defaults {
		if _, ok := en["role.default."+r.RoleName]; !ok {
			t.Errorf("en.json lacks role.default.%s", r.RoleName)
		}
	}
	for _, code := range []string{"notFound", "validation", "internal"} {
		if _, ok := en[code]; !ok {
			t.Errorf("en.json lacks %q", code)
		}
	}
}
