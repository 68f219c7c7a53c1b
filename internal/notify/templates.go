package notify

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	htmltemplate "html/template"
	"os"
	"path/filepath"
	texttemplate "text/template"
)

//go:embed templates/*
var embedded embed.FS

// mailData is what the e-mail templates get.
type mailData struct {
	Subject string
	Items   []item
	More    string // "and 37 more alerts at 12 centres", or ""
	Digest  bool
	Test    bool
}

// templates are the e-mail bodies per language: HTML and plain text. A
// template that does not parse keeps its error, which every delivery that
// needs it reports.
type templates struct {
	html map[string]*htmltemplate.Template
	text map[string]*texttemplate.Template
	errs map[string]error
}

// loadTemplates parses the embedded templates, or those of dir where it
// holds a file of the same name (email.en.html, email.fr.txt, …).
func loadTemplates(dir string) *templates {
	t := &templates{html: map[string]*htmltemplate.Template{}, text: map[string]*texttemplate.Template{}, errs: map[string]error{}}
	read := func(name string) ([]byte, error) {
		if dir != "" {
			if b, err := os.ReadFile(filepath.Join(dir, name)); err == nil {
				return b, nil
			}
		}
		return embedded.ReadFile("templates/" + name)
	}
	for _, lang := range []string{"en", "fr"} {
		for _, kind := range []string{"html", "txt"} {
			name := "email." + lang + "." + kind
			b, err := read(name)
			if err == nil {
				if kind == "html" {
					t.html[lang], err = htmltemplate.New(name).Parse(string(b))
				} else {
					t.text[lang], err = texttemplate.New(name).Parse(string(b))
				}
			}
			if err != nil {
				t.errs[name] = fmt.Errorf("invalid template %s: %w", name, err)
			}
		}
	}
	return t
}

func (t *templates) err() error {
	var errs []error
	for _, e := range t.errs {
		errs = append(errs, e)
	}
	return errors.Join(errs...)
}

// render writes the plain text and HTML bodies.
func (t *templates) render(lang string, d mailData) (text, html string, err error) {
	for _, name := range []string{"email." + lang + ".txt", "email." + lang + ".html"} {
		if e := t.errs[name]; e != nil {
			return "", "", e
		}
	}
	var tb, hb bytes.Buffer
	if err := t.text[lang].Execute(&tb, d); err != nil {
		return "", "", fmt.Errorf("template email.%s.txt: %w", lang, err)
	}
	if err := t.html[lang].Execute(&hb, d); err != nil {
		return "", "", fmt.Errorf("template email.%s.html: %w", lang, err)
	}
	return tb.String(), hb.String(), nil
}
