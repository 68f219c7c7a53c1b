// Package i18n owns the server's messages in English and French: the text of
// every error code the API returns, picked by the caller's Accept-Language,
// English being the fallback.
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:embed locales/*.json
var files embed.FS

// Languages are the supported languages, the fallback first.
var Languages = []string{"en", "fr"}

// Catalog translates message codes.
type Catalog struct {
	bundle *goi18n.Bundle
}

// Load reads the embedded message files.
func Load() (*Catalog, error) {
	b := goi18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("json", json.Unmarshal)
	for _, l := range Languages {
		if _, err := b.LoadMessageFileFS(files, "locales/"+l+".json"); err != nil {
			return nil, fmt.Errorf("i18n: %s: %w", l, err)
		}
	}
	return &Catalog{bundle: b}, nil
}

// MustLoad is Load for program start.
func MustLoad() *Catalog {
	c, err := Load()
	if err != nil {
		panic(err)
	}
	return c
}

// Text returns the message of code in the best of the accepted languages
// (an Accept-Language value or a bare tag), falling back to English, and to
// the code itself when no catalogue has it.
func (c *Catalog) Text(accept, code string, args map[string]any) string {
	loc := goi18n.NewLocalizer(c.bundle, accept, "en")
	s, err := loc.Localize(&goi18n.LocalizeConfig{MessageID: code, TemplateData: args})
	if err != nil || s == "" {
		return code
	}
	return s
}

// Keys lists the message codes of a language file, for tests.
func Keys(lang string) (map[string]string, error) {
	raw, err := files.ReadFile("locales/" + lang + ".json")
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	return m, json.Unmarshal(raw, &m)
}
