package notify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// SMSConfig is an HTTP SMS gateway: where and how to call it, and the
// request body with {{to}} (the number with its country code, +91…),
// {{to_digits}} (the same without +) and {{text}}. Values are escaped for
// the body's content type (JSON strings, form or URL encoding); the URL
// may hold the placeholders too.
type SMSConfig struct {
	URL         string
	Method      string // POST (default), PUT or GET
	Auth        string // "Header-Name: value", or a bare value sent as Authorization
	Body        string
	ContentType string // default application/json
}

// gateway sends SMS through an HTTP gateway.
type gateway struct {
	cfg    SMSConfig
	client *http.Client
	header string // the auth header's name
	secret string // its value
}

// newGateway checks the gateway settings. A bad URL or method answers no
// gateway; a body template without {{text}} or {{to}} answers the gateway
// with the error that each delivery will report.
func newGateway(c SMSConfig, timeout time.Duration) (*gateway, error) {
	u, err := url.Parse(c.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, errors.New("must be an http:// or https:// URL")
	}
	c.Method = strings.ToUpper(strings.TrimSpace(c.Method))
	if c.Method == "" {
		c.Method = http.MethodPost
	}
	if c.Method != http.MethodPost && c.Method != http.MethodPut && c.Method != http.MethodGet {
		return nil, errors.New("CHILLWATCH_SMS_METHOD must be POST, PUT or GET")
	}
	if c.ContentType == "" {
		c.ContentType = "application/json"
	}
	if c.Body == "" && c.Method != http.MethodGet {
		c.Body = `{"to":"{{to}}","text":"{{text}}"}`
	}
	g := &gateway{cfg: c, client: &http.Client{Timeout: timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
	if a := strings.TrimSpace(c.Auth); a != "" {
		g.header, g.secret = "Authorization", a
		if name, value, ok := strings.Cut(a, ":"); ok && !strings.ContainsAny(strings.TrimSpace(name), " \t") {
			g.header, g.secret = strings.TrimSpace(name), strings.TrimSpace(value)
		}
	}
	whole := c.URL + c.Body
	if !strings.Contains(whole, "{{text}}") || !(strings.Contains(whole, "{{to}}") || strings.Contains(whole, "{{to_digits}}")) {
		return g, errors.New("invalid SMS body template: it must hold {{to}} and {{text}}")
	}
	return g, nil
}

// describe names the gateway without its secrets (query values masked).
func (g *gateway) describe() string {
	u, _ := url.Parse(g.cfg.URL)
	q := u.Query()
	for k := range q {
		q.Set(k, "****")
	}
	u.RawQuery, u.User = q.Encode(), nil
	auth := ""
	if g.header != "" {
		auth = ", auth header " + g.header
	}
	return fmt.Sprintf("%s %s%s", g.cfg.Method, strings.NewReplacer("%2A", "*").Replace(u.String()), auth)
}

// fill writes the placeholders into a template, escaping each value with esc.
func fill(tpl, to, text string, esc func(string) string) string {
	return strings.NewReplacer("{{to}}", esc(to), "{{to_digits}}", esc(strings.TrimPrefix(to, "+")), "{{text}}", esc(text)).Replace(tpl)
}

func jsonEscape(s string) string {
	b, _ := json.Marshal(s)
	return string(b[1 : len(b)-1])
}

// send sends one text to one number; a non-2xx answer is an error with
// its status and the start of its body.
func (g *gateway) send(ctx context.Context, to, text, key string) error {
	esc := func(s string) string { return s }
	switch ct := strings.ToLower(g.cfg.ContentType); {
	case strings.Contains(ct, "json"):
		esc = jsonEscape
	case strings.Contains(ct, "x-www-form-urlencoded"):
		esc = url.QueryEscape
	}
	target := fill(g.cfg.URL, to, text, url.QueryEscape)
	var body io.Reader
	if g.cfg.Method != http.MethodGet {
		body = strings.NewReader(fill(g.cfg.Body, to, text, esc))
	}
	req, err := http.NewRequestWithContext(ctx, g.cfg.Method, target, body)
	if err != nil {
		return errors.New("invalid SMS gateway request")
	}
	if body != nil {
		req.Header.Set("Content-Type", g.cfg.ContentType)
	}
	if g.header != "" {
		req.Header.Set(g.header, g.secret)
	}
	req.Header.Set("Idempotency-Key", key)
	req.Header.Set("User-Agent", "ChillWatch")
	resp, err := g.client.Do(req)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err // the URL may hold a key
		}
		return fmt.Errorf("SMS gateway: %w", err)
	}
	defer resp.Body.Close()
	head, _ := io.ReadAll(io.LimitReader(resp.Body, 300))
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("SMS gateway answered %d: %s", resp.StatusCode, strings.TrimSpace(string(head)))
	}
	return nil
}
