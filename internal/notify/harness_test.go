package notify_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/http"
	"net/http/httptest"
	"net/mail"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/app"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/config"
	"github.com/chillwatch/chillwatch/internal/demo"
	"github.com/chillwatch/chillwatch/internal/engine"
	"github.com/chillwatch/chillwatch/internal/monitor"
	"github.com/chillwatch/chillwatch/internal/notify"
	"github.com/chillwatch/chillwatch/internal/sim"
	"github.com/chillwatch/chillwatch/internal/storage"
	"github.com/chillwatch/chillwatch/internal/user"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

// mailbox is a real SMTP server (emersion/go-smtp) that keeps what it
// accepted.
type mailbox struct {
	mu    sync.Mutex
	msgs  []received
	delay time.Duration
	// accepted, when set, is called as each message is accepted, before
	// the server answers (onAccept).
	accepted func()
}

// received is one accepted message, parsed.
type received struct {
	To      []string
	Subject string
	Header  mail.Header
	Text    string
	HTML    string
	Entries []int64   // the outbox ids of X-ChillWatch-Notification
	At      time.Time // when the server accepted it
}

type session struct {
	box *mailbox
	to  []string
}

func (s *session) Reset()                                    { s.to = nil }
func (s *session) Logout() error                             { return nil }
func (s *session) Mail(string, *smtp.MailOptions) error      { return nil }
func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error { s.to = append(s.to, to); return nil }
func (s *session) AuthMechanisms() []string                  { return nil }
func (s *session) Data(r io.Reader) error {
	if s.box.delay > 0 {
		time.Sleep(s.box.delay) // a slow transfer
	}
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m, err := parseMIME(raw)
	if err != nil {
		return err
	}
	m.To, m.At = s.to, time.Now()
	s.box.mu.Lock()
	s.box.msgs = append(s.box.msgs, m)
	accepted := s.box.accepted
	s.box.mu.Unlock()
	if accepted != nil {
		accepted()
	}
	return nil
}

// parseMIME reads a multipart/alternative message's two parts.
func parseMIME(raw []byte) (received, error) {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return received{}, err
	}
	dec := new(mime.WordDecoder)
	subject, _ := dec.DecodeHeader(msg.Header.Get("Subject"))
	out := received{Subject: subject, Header: msg.Header}
	for _, f := range strings.Fields(msg.Header.Get("X-ChillWatch-Notification")) {
		id, _ := strconv.ParseInt(f, 10, 64)
		out.Entries = append(out.Entries, id)
	}
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		return out, fmt.Errorf("content type %q: %w", msg.Header.Get("Content-Type"), err)
	}
	if !strings.HasPrefix(mt, "multipart/") {
		return out, fmt.Errorf("content type %q: not multipart", msg.Header.Get("Content-Type"))
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return out, err
		}
		body, err := io.ReadAll(decodePart(p))
		if err != nil {
			return out, err
		}
		ct, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		switch ct {
		case "text/plain":
			out.Text = string(body)
		case "text/html":
			out.HTML = string(body)
		}
	}
	return out, nil
}

func startSMTP(t testing.TB) (*mailbox, string) {
	t.Helper()
	box := &mailbox{}
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &session{box: box}, nil }))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	srv.ErrorLog = log.New(io.Discard, "", 0)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return box, "smtp://" + ln.Addr().String()
}

func (b *mailbox) all() []received {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Clone(b.msgs)
}

// onAccept sets what is called as each message is accepted (nil: nothing).
func (b *mailbox) onAccept(f func()) {
	b.mu.Lock()
	b.accepted = f
	b.mu.Unlock()
}

// msgID answers a message's Message-ID, and fails the test unless the
// header is one well-formed msg-id of RFC 5322: "<local@domain>", one pair
// of angle brackets, dot-atoms on both sides.
func msgID(t testing.TB, h mail.Header) string {
	t.Helper()
	v := h.Get("Message-Id")
	a, err := mail.ParseAddress(v)
	if err != nil || a.Name != "" || "<"+a.Address+">" != v || strings.ContainsAny(a.Address, "<>\"()[]\\ \t") {
		t.Errorf("Message-ID %q is not <local@domain>: %v", v, err)
	}
	return v
}

// to answers the messages to an address.
func (b *mailbox) to(addr string) []received {
	var out []received
	for _, m := range b.all() {
		if slices.Contains(m.To, addr) {
			out = append(out, m)
		}
	}
	return out
}

// smsSink is an HTTP SMS gateway (httptest) that keeps the calls.
type smsSink struct {
	mu     sync.Mutex
	calls  []smsCall
	status int
	delay  time.Duration
}

type smsCall struct {
	To, Text, Key, Auth string
}

func startSMS(t testing.TB) (*smsSink, string) {
	t.Helper()
	s := &smsSink{status: http.StatusOK}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body struct{ To, Text string }
		_ = json.NewDecoder(r.Body).Decode(&body)
		s.mu.Lock()
		status, delay := s.status, s.delay
		if status == http.StatusOK {
			s.calls = append(s.calls, smsCall{To: body.To, Text: body.Text, Key: r.Header.Get("Idempotency-Key"), Auth: r.Header.Get("X-Api-Key")})
		}
		s.mu.Unlock()
		time.Sleep(delay)
		w.WriteHeader(status)
		_, _ = io.WriteString(w, `{"ok":`+strconv.FormatBool(status == http.StatusOK)+`}`)
	}))
	t.Cleanup(srv.Close)
	return s, srv.URL + "/send"
}

func (s *smsSink) all() []smsCall {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.calls)
}

func (s *smsSink) set(status int, delay time.Duration) {
	s.mu.Lock()
	s.status, s.delay = status, delay
	s.mu.Unlock()
}

// clock is a settable time.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) set(t time.Time) {
	c.mu.Lock()
	c.now = t
	c.mu.Unlock()
}

func (c *clock) add(d time.Duration) { c.set(c.Now().Add(d)) }

// unitInfo is a provisioned unit.
type unitInfo struct {
	Ref  int64  `db:"id"`
	UUID string `db:"uuid"`
	Name string `db:"customer_bmc_id"`
	Site string `db:"site_code"`
}

// fixture is a provisioned demo organisation (the demo users, a
// simulated world's sites) with notifications wired to a real SMTP server
// and an SMS sink.
type fixture struct {
	t      testing.TB
	db     *storage.DB
	svcs   *app.Services
	svc    *notify.Service
	clock  *clock
	box    *mailbox
	sms    *smsSink
	cfg    notify.Config
	units  []unitInfo
	world  *sim.World
	tokens map[string]string
}

// t0 is the fixtures' wall clock: 2026-03-02 10:00 UTC (15:30 in India).
var t0 = time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)

func newFixture(t testing.TB, db *storage.DB, sites, units int, faults ...sim.Fault) *fixture {
	t.Helper()
	return newFixtureFrom(t, db, t0.Add(-24*time.Hour), sites, units, faults...)
}

func newFixtureFrom(t testing.TB, db *storage.DB, start time.Time, sites, units int, faults ...sim.Fault) *fixture {
	t.Helper()
	w, err := sim.New(sim.Config{Sites: sites, Units: units, Seed: 7, Start: start, Zones: []string{"Asia/Kolkata"},
		Faults: sim.FaultOptions{Faults: faults}})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := config.Load(nil, nil, io.Discard)
	svcs, err := app.NewServices(t.Context(), db, app.Settings(cfg))
	if err != nil {
		t.Fatal(err)
	}
	tokens, err := demo.SeedFleet(t.Context(), demo.Services{Orgs: svcs.Orgs, Users: svcs.Users, Sites: svcs.Sites, Telemetry: svcs.Telemetry}, w)
	if err != nil {
		t.Fatal(err)
	}
	// The demo configures alerts for every demo user; the viewer and the
	// administrator (whom the default policy names at no stage, or at
	// stage 3 only) are told only in the tests that configure them.
	if _, err := db.Exec(t.Context(), `DELETE FROM user_alert_configs WHERE user_id IN
		(SELECT id FROM users WHERE user_name IN ('demo.viewer', 'demo.admin'))`); err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, db: db, svcs: svcs, clock: &clock{now: t0}, world: w, tokens: tokens}
	var smtpURL, smsURL string
	f.box, smtpURL = startSMTP(t)
	f.sms, smsURL = startSMS(t)
	f.cfg = notify.Config{SMTPURL: smtpURL, MailFrom: "ChillWatch <alerts@chillwatch.test>", HELO: "chillwatch.test",
		SMS:       notify.SMSConfig{URL: smsURL, Auth: "X-Api-Key: sms-secret-key", Body: `{"to":"{{to}}","text":"{{text}}"}`},
		PublicURL: "https://console.example", Now: f.clock.Now, RetryBase: time.Minute, ClaimTTL: time.Minute, SendTimeout: 5 * time.Second}
	f.svc = f.service(f.cfg)
	if err := db.Select(t.Context(), &f.units, `SELECT cu.id, cu.uuid, cu.customer_bmc_id, s.site_code FROM chilling_units cu
		JOIN sites s ON s.id = cu.site_ref ORDER BY cu.customer_bmc_id`); err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fixture) service(cfg notify.Config) *notify.Service {
	f.t.Helper()
	s, err := notify.New(f.db, f.svcs.Orgs, cfg)
	if err != nil {
		f.t.Fatal(err)
	}
	return s
}

// unit answers a unit by its BMC id ("SIM-S01-C1").
func (f *fixture) unit(name string) unitInfo {
	for _, u := range f.units {
		if u.Name == name {
			return u
		}
	}
	f.t.Fatalf("no unit %s", name)
	return unitInfo{}
}

// configure replaces a user's alert configuration: on each listed site
// (by index, 0-based), the critical types per channel.
func (f *fixture) configure(userName string, sites []int, email, sms, web []string) {
	f.t.Helper()
	var ids []string
	if err := f.db.Select(f.t.Context(), &ids, `SELECT site_code FROM sites ORDER BY site_code`); err != nil {
		f.t.Fatal(err)
	}
	var cs []usersite.AlertConfig
	on := true
	for _, i := range sites {
		cs = append(cs, usersite.AlertConfig{SiteID: ids[i], EnableWebAlerts: &on,
			CriticalAlerts: web, EmailAlerts: usersite.Channel{CriticalAlerts: email}, SmsAlerts: usersite.Channel{CriticalAlerts: sms}})
	}
	refused, err := f.svcs.Users.ReplaceAlertConfigs(f.t.Context(), auth.System(), []user.AlertBatch{{UserName: userName, Configs: cs}}, false)
	if err != nil || len(refused) > 0 {
		f.t.Fatalf("configure %s: %v %v", userName, err, refused)
	}
}

// notifyUnit routes changes of a unit as the runner does, in a transaction.
func (f *fixture) notifyUnit(name string, alerts []engine.AlertChange, withdrawn ...string) {
	f.t.Helper()
	u := f.unit(name)
	err := f.db.Tx(f.t.Context(), func(tx *sqlx.Tx) error {
		return f.svc.Notify(f.t.Context(), tx, monitor.Changes{UnitRef: u.Ref, UnitUUID: u.UUID, Alerts: alerts, Withdrawn: withdrawn})
	})
	if err != nil {
		f.t.Fatal(err)
	}
	f.svc.Committed()
}

// deliver runs delivery passes until nothing is due.
func (f *fixture) deliver() {
	f.t.Helper()
	for range 50 {
		n, err := f.svc.DeliverDue(f.t.Context())
		if err != nil {
			f.t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
}

// change is an alert change of rule at stage, the condition having
// started at since.
func change(rule string, c engine.Change, stage int, since, at time.Time) engine.AlertChange {
	alert := rule
	if rule == "grid_off" {
		alert = fmt.Sprintf("grid_off_stage_%d", max(stage, 2))
	}
	ep := fmt.Sprintf("alert/%s/%d", rule, since.UnixMilli())
	return engine.AlertChange{Key: fmt.Sprintf("%s/%s/%d", ep, c, stage), At: at, Alert: alert, Episode: ep, Change: c, Stage: stage,
		Since: since, Volume: 812, Temp: 9.3}
}

// email answers a demo user's address.
func email(userName string) string { return userName + "@demo-dairy.example" }

// count answers a counting query.
func count(t testing.TB, db *storage.DB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := db.Get(t.Context(), &n, q, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

func decodePart(p *multipart.Part) io.Reader {
	switch strings.ToLower(p.Header.Get("Content-Transfer-Encoding")) {
	case "quoted-printable":
		return quotedprintable.NewReader(p)
	case "base64":
		return base64.NewDecoder(base64.StdEncoding, p)
	}
	return p
}
