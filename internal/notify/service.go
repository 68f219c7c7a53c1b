package notify

import (
	"context"
	"fmt"
	"sync/atomic"

	"github.com/chillwatch/chillwatch/internal/org"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// Service routes, stores and delivers notifications.
type Service struct {
	db   *storage.DB
	orgs *org.Service
	cfg  Config
	// mail and sms are nil when their channel is not configured; mailErr
	// and smsErr say why a configured one cannot be used (an invalid
	// template): each delivery then fails with it, visibly.
	mail   *mailer
	sms    *gateway
	smsErr error
	tpl    *templates
	// idDomain is the right side of the Message-IDs (idDomain).
	idDomain string
	wakeCh   chan struct{}
	// added is set when a transaction added due entries; Committed then
	// wakes the workers.
	added atomic.Bool
	// OnInbox, when set, is called after a user's inbox gained an item
	// (the push stream's bell).
	OnInbox func(userID int64)
}

// New answers the service. A malformed SMTP URL is an error (the operator
// must fix it); an invalid SMS body template or e-mail template is not:
// the deliveries that need it fail with the reason, logged and shown.
func New(db *storage.DB, orgs *org.Service, cfg Config) (*Service, error) {
	cfg.defaults()
	s := &Service{db: db, orgs: orgs, cfg: cfg, idDomain: idDomain(cfg.MailFrom), wakeCh: make(chan struct{}, 1)}
	if cfg.SMTPURL != "" {
		m, err := newMailer(cfg.SMTPURL, cfg.MailFrom, cfg.HELO, cfg.SendTimeout)
		if err != nil {
			return nil, fmt.Errorf("CHILLWATCH_SMTP_URL: %w", err)
		}
		s.mail = m
	}
	if cfg.SMS.URL != "" {
		g, err := newGateway(cfg.SMS, cfg.SendTimeout)
		if err != nil && g == nil {
			return nil, fmt.Errorf("CHILLWATCH_SMS_URL: %w", err)
		}
		s.sms, s.smsErr = g, err
	}
	s.tpl = loadTemplates(cfg.TemplateDir)
	return s, nil
}

// Status says whether the channels are configured, for the log at start.
func (s *Service) Status() map[string]string {
	st := map[string]string{Email: "not configured", SMS: "not configured", Web: "ready"}
	if s.mail != nil {
		st[Email] = "ready: " + s.mail.describe()
	}
	if s.sms != nil {
		st[SMS] = "ready: " + s.sms.describe()
		if s.smsErr != nil {
			st[SMS] = "invalid: " + s.smsErr.Error()
		}
	}
	if err := s.tpl.err(); err != nil {
		st[Email] += " (templates: " + err.Error() + ")"
	}
	return st
}

// wake notes that the current transaction added entries: the workers
// are woken once it committed.
func (s *Service) wake() { s.added.Store(true) }

// Committed wakes this process's workers when the transaction that just
// committed added entries (monitor.Notifier).
func (s *Service) Committed() {
	if !s.added.Swap(false) {
		return
	}
	select {
	case s.wakeCh <- struct{}{}:
	default:
	}
}

// Run delivers due entries until ctx ends.
func (s *Service) Run(ctx context.Context) error {
	for {
		n, err := s.DeliverDue(ctx)
		if err != nil && ctx.Err() == nil {
			s.cfg.Log.Warn("notify: delivery pass failed", "err", err)
		}
		if n > 0 && err == nil {
			continue
		}
		select {
		case <-ctx.Done():
			return nil
		case <-s.wakeCh:
		case <-after(s.cfg.Poll):
		}
	}
}
