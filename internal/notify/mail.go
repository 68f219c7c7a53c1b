package notify

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/wneessen/go-mail"
)

// mailer sends e-mail over SMTP with go-mail.
type mailer struct {
	host       string
	port       int
	user, pass string
	implicit   bool // smtps://
	policy     mail.TLSPolicy
	from       string
	helo       string
	timeout    time.Duration
	tlsConfig  *tls.Config
}

// newMailer reads an SMTP URL: smtp://[user:pass@]host[:port][?tls=none]
// (STARTTLS: required, except to a loopback relay where it is used when
// offered, or with tls=none) or smtps://… (implicit TLS).
func newMailer(raw, from, helo string, timeout time.Duration) (*mailer, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, errors.New("not a URL")
	}
	m := &mailer{host: u.Hostname(), from: from, helo: helo, timeout: timeout}
	switch u.Scheme {
	case "smtp":
		m.port = 587
	case "smtps":
		m.port, m.implicit = 465, true
	default:
		return nil, errors.New("must start with smtp:// or smtps://")
	}
	if m.host == "" {
		return nil, errors.New("names no host")
	}
	if p := u.Port(); p != "" {
		if m.port, err = strconv.Atoi(p); err != nil || m.port < 1 || m.port > 65535 {
			return nil, errors.New("has an invalid port")
		}
	}
	if u.User != nil {
		m.user = u.User.Username()
		m.pass, _ = u.User.Password()
	}
	switch tlsMode := u.Query().Get("tls"); {
	case m.implicit:
		m.policy = mail.TLSMandatory
	case tlsMode == "none":
		m.policy = mail.NoTLS
	case tlsMode != "":
		return nil, errors.New("tls may only be none")
	case loopbackHost(m.host):
		m.policy = mail.TLSOpportunistic
	default:
		m.policy = mail.TLSMandatory
	}
	if from == "" {
		return nil, errors.New("needs CHILLWATCH_MAIL_FROM")
	}
	if err := mail.NewMsg().From(from); err != nil {
		return nil, fmt.Errorf("CHILLWATCH_MAIL_FROM: %w", err)
	}
	m.tlsConfig = &tls.Config{ServerName: m.host, MinVersion: tls.VersionTLS12}
	return m, nil
}

func loopbackHost(h string) bool {
	if h == "localhost" {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// describe names the relay without its password.
func (m *mailer) describe() string {
	mode := map[mail.TLSPolicy]string{mail.TLSMandatory: "STARTTLS required", mail.TLSOpportunistic: "STARTTLS when offered", mail.NoTLS: "no TLS"}[m.policy]
	if m.implicit {
		mode = "implicit TLS"
	}
	who := ""
	if m.user != "" {
		who = m.user + "@"
	}
	return fmt.Sprintf("smtp %s%s:%d (%s), from %s", who, m.host, m.port, mode, m.from)
}

// send delivers one message to its addresses.
func (m *mailer) send(ctx context.Context, msg *message) error {
	opts := []mail.Option{mail.WithPort(m.port), mail.WithTimeout(m.timeout), mail.WithHELO(m.helo),
		mail.WithTLSPolicy(m.policy), mail.WithTLSConfig(m.tlsConfig)}
	if m.implicit {
		opts = append(opts, mail.WithSSL())
	}
	if m.user != "" {
		auth := mail.SMTPAuthAutoDiscover
		if m.policy == mail.NoTLS {
			auth = mail.SMTPAuthPlainNoEnc
		}
		opts = append(opts, mail.WithSMTPAuth(auth), mail.WithUsername(m.user), mail.WithPassword(m.pass))
	}
	c, err := mail.NewClient(m.host, opts...)
	if err != nil {
		return err
	}
	em := mail.NewMsg()
	if err := em.From(m.from); err != nil {
		return err
	}
	if err := em.To(msg.to...); err != nil {
		return fmt.Errorf("address: %w", err)
	}
	em.Subject(msg.subject)
	em.SetMessageIDWithValue(msg.id)
	em.SetDate()
	em.SetGenHeader("X-ChillWatch-Notification", msg.entries)
	em.SetBodyString(mail.TypeTextPlain, msg.text)
	em.AddAlternativeString(mail.TypeTextHTML, msg.html)
	if err := c.DialAndSendWithContext(ctx, em); err != nil {
		return scrub(err, m.pass)
	}
	return nil
}

// scrub keeps a secret out of an error's text.
func scrub(err error, secret string) error {
	if secret == "" || !strings.Contains(err.Error(), secret) {
		return err
	}
	return errors.New(strings.ReplaceAll(err.Error(), secret, "****"))
}
