package notify

import (
	"context"
	"fmt"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

// TestResult is the outcome of a test message.
type TestResult struct {
	Channel string `json:"channel"`
	Status  string `json:"status" enum:"sent,failed,not_configured,no_address"`
	Address string `json:"address"`
	Error   string `json:"error,omitempty"`
}

// Settings say how the channels are configured, without their secrets.
type Settings struct {
	Email      ChannelSettings `json:"email"`
	SMS        ChannelSettings `json:"sms"`
	Web        ChannelSettings `json:"web"`
	LiveWindow string          `json:"liveWindow" doc:"alert changes older than this when stored are not sent (historical)"`
	PublicURL  string          `json:"publicUrl" doc:"the base of the links in messages; empty: no links"`
}

// ChannelSettings describe one channel.
type ChannelSettings struct {
	Configured  bool   `json:"configured"`
	Description string `json:"description"`
	Problem     string `json:"problem,omitempty"`
}

// Settings answers the channels' settings as the console shows them.
func (s *Service) Settings() Settings {
	out := Settings{Web: ChannelSettings{Configured: true, Description: "in-app inbox"},
		LiveWindow: s.cfg.LiveWindow.String(), PublicURL: s.cfg.PublicURL}
	if s.mail != nil {
		out.Email = ChannelSettings{Configured: true, Description: s.mail.describe()}
	}
	if err := s.tpl.err(); err != nil {
		out.Email.Problem = err.Error()
	}
	if s.sms != nil {
		out.SMS = ChannelSettings{Configured: true, Description: s.sms.describe()}
		if s.smsErr != nil {
			out.SMS.Problem = s.smsErr.Error()
		}
	}
	return out
}

// SendTest sends a test message on a channel to the caller's own address
// (nobody else's: the action cannot be used to send mail to strangers),
// records it in the delivery log and answers what happened.
func (s *Service) SendTest(ctx context.Context, p *auth.Principal, channel string) (*TestResult, error) {
	if channel != Email && channel != SMS && channel != Web {
		return nil, apperr.Invalid("channel", "notify.channel.invalid")
	}
	var rcpt recipient
	var orgPath string
	var orgID int64
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		var err error
		if rcpt, err = loadRecipient(ctx, tx, p.UserID); err != nil {
			return err
		}
		return tx.GetContext(ctx, &orgPath, tx.Rebind(`SELECT path FROM organizations WHERE id = ?`), p.ScopeOrgID)
	})
	if err != nil {
		return nil, apperr.Wrap(err, "notify: test recipient")
	}
	orgID = p.OrgID
	now := s.cfg.Now()
	pl := Payload{Level: "INFO", Kind: KindTest, Alert: map[string]string{Email: "e-mail", SMS: "SMS", Web: "in-app"}[channel], At: now.UTC()}
	res := &TestResult{Channel: channel, Status: StatusSent}
	g := group{UserID: p.UserID, Channel: channel}
	// A key of its own: every test message has a Message-ID of its own.
	batch := []claimed{{OrgID: orgID, Kind: KindTest, Key: newToken("test"), p: pl}}
	base := s.logBase(g, rcpt, batch, now, "")
	base.OrgPath, base.EntryIDs, base.Alert = orgPath, "", ""
	res.Address = base.Address
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		skip, reason, err := s.dispose(ctx, tx, channel, rcpt, Policy{SMSDailyCap: 1 << 30}, orgID, now)
		if err != nil {
			return err
		}
		res.Status, res.Error = skip, reason
		return nil
	})
	if err != nil {
		return nil, apperr.Wrap(err, "notify: test")
	}
	if res.Status == "" {
		res.Status = StatusSent
		msg, sendErr := s.send(ctx, channel, rcpt, batch, "")
		if sendErr != nil {
			res.Status, res.Error = StatusFailed, sendErr.Error()
		} else if channel == Web {
			_, err := s.db.Exec(ctx, `INSERT INTO notify_inbox (user_id, msg_key, created_at, level, title, body, entries) VALUES (?, ?, ?, ?, ?, ?, 1)`,
				p.UserID, fmt.Sprintf("test/%d/%s", p.UserID, newToken("t")), now.UnixMilli(), "INFO", msg.title, msg.body)
			if err != nil {
				return nil, apperr.Wrap(err, "notify: test inbox")
			}
			if s.OnInbox != nil {
				s.OnInbox(p.UserID)
			}
		}
	}
	base.Status, base.Error = res.Status, res.Error
	if err := s.db.Tx(ctx, func(tx *sqlx.Tx) error { return writeLog(ctx, tx, base) }); err != nil {
		return nil, apperr.Wrap(err, "notify: test log")
	}
	return res, nil
}
