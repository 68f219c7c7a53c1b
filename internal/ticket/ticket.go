// Package ticket owns support tickets: the console's "Raise a ticket" form
// goes to the server, which holds the Redmine key, uploads each file to
// Redmine's uploads.json, creates the issue in issues.json with the fixed
// project, tracker, assignee and priority of the configuration, records
// the ticket for "My tickets" and reads its status back from Redmine.
// The browser never sees the key (docs/tickets.md).
package ticket

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"mime"
	"path/filepath"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// PriorityID is the priority of every ticket (spec 03 §9: priority 1).
const PriorityID = 1

// StatusID is the status every ticket opens with (spec 03 §3 lists a status
// in the outgoing issue): Redmine's "New", the first status of its default
// data.
const StatusID = 1

// Defaults of the limits.
const (
	DefaultMaxFileBytes = 10 << 20
	DefaultMaxFiles     = 5
	DefaultTimeout      = 30 * time.Second
	// MaxSubject is Redmine's limit on an issue subject.
	MaxSubject = 255
	// MaxDescription bounds the description sent.
	MaxDescription = 20_000
	// pendingWindow is how long an upload may wait for its issue.
	pendingWindow = time.Hour
)

// Config is where tickets go. Without URL, key, project, tracker, assignee
// and the username custom field, tickets are not configured.
type Config struct {
	URL             string
	Key             string
	Project         string // project id or identifier
	TrackerID       int
	AssigneeID      int
	UsernameFieldID int // the custom field holding the author's user name
	MaxFileBytes    int64
	MaxFiles        int
	Timeout         time.Duration
}

// Configured reports whether every needed setting is present.
func (c Config) Configured() bool {
	return c.URL != "" && c.Key != "" && c.Project != "" && c.TrackerID > 0 && c.AssigneeID > 0 && c.UsernameFieldID > 0
}

func (c Config) withDefaults() Config {
	if c.MaxFileBytes <= 0 {
		c.MaxFileBytes = DefaultMaxFileBytes
	}
	if c.MaxFiles <= 0 {
		c.MaxFiles = DefaultMaxFiles
	}
	if c.Timeout <= 0 {
		c.Timeout = DefaultTimeout
	}
	return c
}

// Service raises tickets and lists them.
type Service struct {
	db  *storage.DB
	cfg Config
	rm  *redmine // nil when not configured
	// Now is the clock; tests replace it.
	Now func() time.Time
}

// New builds the service. An unconfigured service answers every ticket
// call with "not configured"; a configured one with a bad URL is an error.
func New(db *storage.DB, cfg Config) (*Service, error) {
	cfg = cfg.withDefaults()
	s := &Service{db: db, cfg: cfg, Now: time.Now}
	if cfg.Configured() {
		rm, err := newRedmine(cfg.URL, cfg.Key, cfg.Timeout)
		if err != nil {
			return nil, err
		}
		s.rm = rm
	}
	return s, nil
}

// FormSettings is what the console needs to build the form.
type FormSettings struct {
	Configured   bool  `json:"configured"`
	MaxFiles     int   `json:"maxFiles"`
	MaxFileBytes int64 `json:"maxFileBytes"`
}

// Info describes the ticket settings, without anything secret.
func (s *Service) Info() FormSettings {
	return FormSettings{Configured: s.rm != nil, MaxFiles: s.cfg.MaxFiles, MaxFileBytes: s.cfg.MaxFileBytes}
}

// MaxFileBytes is the largest file accepted.
func (s *Service) MaxFileBytes() int64 { return s.cfg.MaxFileBytes }

// The message keys of ticket failures.
const (
	CodeNotConfigured = "ticket.notConfigured"
	CodeUploadFailed  = "ticket.uploadFailed"
	CodeCreateFailed  = "ticket.createFailed"
	CodeCreated       = "ticket.created"
)

// Error is a ticket call that could not be done: not configured (503) or
// refused or unanswered by Redmine (502). Reason is safe to show.
type Error struct {
	Status int
	Code   string
	Reason string
}

func (e *Error) Error() string { return e.Code + ": " + e.Reason }

func (s *Service) ready() error {
	if s.rm == nil {
		return &Error{Status: 503, Code: CodeNotConfigured}
	}
	return nil
}

func upstream(code string, err error) error {
	var ue *upstreamError
	if errors.As(err, &ue) {
		return &Error{Status: 502, Code: code, Reason: ue.Reason}
	}
	return &Error{Status: 502, Code: code, Reason: "the tracker cannot be reached"}
}

// Upload checks one file and sends it to Redmine, returning its token.
// The file is refused before anything is sent when it is empty, too large
// or when the user already has more uploads waiting than any issue may
// carry several times over.
func (s *Service) Upload(ctx context.Context, p *auth.Principal, fileName string, data []byte) (string, error) {
	if err := s.ready(); err != nil {
		return "", err
	}
	fileName = cleanName(fileName)
	var v apperr.Validator
	v.Check(fileName != "", "filename", "ticket.filename.required")
	if int64(len(data)) > s.cfg.MaxFileBytes {
		v.Add("file", "ticket.file.tooLarge", map[string]any{"Max": humanBytes(s.cfg.MaxFileBytes), "Name": fileName})
	} else {
		v.Check(len(data) > 0, "file", "ticket.file.empty")
	}
	if err := v.Err(); err != nil {
		return "", err
	}
	now := s.Now()
	var pending int
	if err := s.db.Get(ctx, &pending, `SELECT COUNT(*) FROM ticket_uploads WHERE user_id = ? AND ticket_id = 0 AND created_at > ?`,
		p.UserID, storage.Now(now.Add(-pendingWindow))); err != nil {
		return "", apperr.Wrap(err, "ticket: pending uploads")
	}
	if pending >= 4*s.cfg.MaxFiles {
		return "", apperr.TooManyRequests("ticket.tooManyUploads")
	}
	token, err := s.rm.upload(ctx, fileName, data)
	if err != nil {
		return "", upstream(CodeUploadFailed, err)
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO ticket_uploads (token_hash, user_id, file_name, size, created_at) VALUES (?, ?, ?, ?, ?)`,
		hashToken(token), p.UserID, fileName, len(data), storage.Now(now)); err != nil {
		return "", apperr.Wrap(err, "ticket: record upload")
	}
	return token, nil
}

// Attachment is a file uploaded before the issue, named by its token.
type Attachment struct {
	Token       string `json:"token" maxLength:"200"`
	Filename    string `json:"filename,omitempty" maxLength:"255"`
	ContentType string `json:"content_type,omitempty" maxLength:"100"`
}

// Draft is a ticket to raise. Project, tracker, assignee, status and
// priority are the configuration's: what the caller sends for them (the
// other fields of a Redmine issue) is accepted and ignored.
type Draft struct {
	_           struct{}     `additionalProperties:"true"`
	Subject     string       `json:"subject" doc:"at most 255 characters"`
	Description string       `json:"description" doc:"at most 20,000 characters"`
	IssueType   string       `json:"issueType,omitempty" maxLength:"100" doc:"one of user/issueTypes"`
	SiteName    string       `json:"siteName,omitempty" maxLength:"200"`
	UnitName    string       `json:"chillingUnitName,omitempty" maxLength:"200"`
	GraphURL    string       `json:"graphUrl,omitempty" maxLength:"1000" doc:"a link to the unit's chilling graph in the console"`
	Uploads     []Attachment `json:"uploads,omitempty" maxItems:"50"`
}

// Raised is the raised ticket.
type Raised struct {
	ID int64 `json:"id" doc:"the Redmine issue id"`
}

// Create checks the ticket and its files, creates the issue in Redmine and
// records it. Files must have been uploaded by the same user through
// Upload. If the server cannot record the issue it deletes it again from
// Redmine, so that no issue exists without its record.
func (s *Service) Create(ctx context.Context, p *auth.Principal, in Draft, issueTypes []string) (*Raised, error) {
	if err := s.ready(); err != nil {
		return nil, err
	}
	in.Subject = strings.TrimSpace(in.Subject)
	in.Description = strings.TrimSpace(in.Description)
	in.IssueType = strings.TrimSpace(in.IssueType)
	var v apperr.Validator
	if v.Required("subject", in.Subject, "ticket.subject.required") {
		v.Check(apperr.Len(in.Subject) <= MaxSubject, "subject", "ticket.subject.tooLong")
	}
	if v.Required("description", in.Description, "ticket.description.required") {
		v.Check(apperr.Len(in.Description) <= MaxDescription, "description", "ticket.description.tooLong")
	}
	if in.IssueType != "" && len(issueTypes) > 0 {
		known := false
		for _, t := range issueTypes {
			known = known || t == in.IssueType
		}
		v.Check(known, "issueType", "ticket.issueType.unknown")
	}
	if len(in.Uploads) > s.cfg.MaxFiles {
		v.Add("uploads", "ticket.files.tooMany", map[string]any{"Max": s.cfg.MaxFiles})
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	if err := s.checkContext(ctx, p, in); err != nil {
		return nil, err
	}
	now := s.Now()
	uploads := make([]redmineUpload, len(in.Uploads))
	hashes := make([]string, len(in.Uploads))
	for i, a := range in.Uploads {
		var name string
		err := s.db.Get(ctx, &name, `SELECT file_name FROM ticket_uploads WHERE token_hash = ? AND user_id = ? AND ticket_id = 0 AND created_at > ?`,
			hashToken(a.Token), p.UserID, storage.Now(now.Add(-pendingWindow)))
		if err != nil {
			v.Add(fmt.Sprintf("uploads[%d].token", i), "ticket.upload.unknown")
			continue
		}
		ct := a.ContentType
		if ct == "" {
			ct = mime.TypeByExtension(filepath.Ext(name))
		}
		uploads[i] = redmineUpload{Token: a.Token, Filename: name, ContentType: ct}
		hashes[i] = hashToken(a.Token)
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	var scope struct {
		OrgID int64  `db:"id"`
		Path  string `db:"path"`
	}
	if err := s.db.Get(ctx, &scope, `SELECT id, path FROM organizations WHERE id = ?`, p.ScopeOrgID); err != nil {
		return nil, apperr.Wrap(err, "ticket: scope")
	}
	id, err := s.rm.create(ctx, redmineIssue{
		ProjectID: s.cfg.Project, TrackerID: s.cfg.TrackerID, PriorityID: PriorityID, StatusID: StatusID, AssignedToID: s.cfg.AssigneeID,
		Subject: in.Subject, Description: describe(in, p.UserName),
		CustomFields: []customField{{ID: s.cfg.UsernameFieldID, Value: p.UserName}},
		Uploads:      uploads,
	})
	if err != nil {
		return nil, upstream(CodeCreateFailed, err)
	}
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		var tid int64
		if err := tx.GetContext(ctx, &tid, tx.Rebind(`INSERT INTO tickets (redmine_id, org_id, org_path, user_id, user_name, subject, issue_type, site_name, unit_name, files, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
			id, scope.OrgID, scope.Path, p.UserID, p.UserName, in.Subject, in.IssueType, in.SiteName, in.UnitName, len(uploads), storage.Now(now)); err != nil {
			return err
		}
		for _, h := range hashes {
			if _, err := tx.ExecContext(ctx, tx.Rebind(`UPDATE ticket_uploads SET ticket_id = ? WHERE token_hash = ?`), tid, h); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		// Undo: an issue the server could not record must not stay behind.
		_ = s.rm.remove(context.WithoutCancel(ctx), id)
		return nil, apperr.Wrap(err, "ticket: record")
	}
	return &Raised{ID: id}, nil
}

// describe is the issue's description: the user's text, then what the
// form knew of the unit.
func describe(in Draft, userName string) string {
	var b strings.Builder
	b.WriteString(in.Description)
	b.WriteString("\n\n---\n")
	line := func(k, v string) {
		if v != "" {
			fmt.Fprintf(&b, "%s: %s\n", k, v)
		}
	}
	line("Issue type", in.IssueType)
	line("Site", in.SiteName)
	line("Chilling unit", in.UnitName)
	line("Graph", in.GraphURL)
	line("Raised by", userName)
	return strings.TrimRight(b.String(), "\n")
}

// cleanName keeps the last element of a file name, without control
// characters, at most 255 bytes.
func cleanName(name string) string {
	name = strings.ReplaceAll(name, "\\", "/")
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		name = name[i+1:]
	}
	name = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, strings.TrimSpace(name))
	if len(name) > 255 {
		name = name[:255]
	}
	return name
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KB", n>>10)
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

func hashToken(t string) string {
	h := sha256.Sum256([]byte(t))
	return hex.EncodeToString(h[:])
}

// checkContext holds the site and unit a ticket names (the console's
// device data page fills them in) to the caller's scope: a site is named
// by its name or its id, a unit by its name, BMC id, customer BMC id or
// uuid. Another organisation's site or unit answers not found, as an
// unknown one does.
func (s *Service) checkContext(ctx context.Context, p *auth.Principal, in Draft) error {
	siteKey, unitKey := auth.NameKey(in.SiteName), auth.NameKey(in.UnitName)
	if siteKey == "" && unitKey == "" {
		return nil
	}
	var rows []struct {
		Site string         `db:"site_name"`
		Code string         `db:"site_code_key"`
		Path string         `db:"path"`
		Unit sql.NullString `db:"unit_name"`
		BMC  sql.NullString `db:"unit_code"`
		Cust sql.NullString `db:"customer_bmc_id"`
		UUID sql.NullString `db:"uuid"`
	}
	// The site's name or id, else (a unit named alone) the unit's keys;
	// SQL narrows the rows (LOWER folds ASCII only; the exact text is
	// asked too), Go decides.
	where, args := `LOWER(s.site_name) = ? OR s.site_code_key = ? OR s.site_name = ?`, []any{siteKey, siteKey, strings.TrimSpace(in.SiteName)}
	if siteKey == "" {
		exact := strings.TrimSpace(in.UnitName)
		where = `LOWER(cu.name) = ? OR LOWER(cu.unit_code) = ? OR cu.name = ? OR cu.unit_code = ? OR cu.customer_bmc_id = ? OR cu.uuid = ?`
		args = []any{unitKey, unitKey, exact, exact, exact, exact}
	}
	if err := s.db.Select(ctx, &rows, `SELECT s.site_name, s.site_code_key, o.path, cu.name AS unit_name, cu.unit_code, cu.customer_bmc_id, cu.uuid
		FROM sites s JOIN organizations o ON o.id = s.sub_org_id LEFT JOIN chilling_units cu ON cu.site_ref = s.id WHERE `+where, args...); err != nil {
		return apperr.Wrap(err, "ticket: context")
	}
	site, unit := siteKey == "", unitKey == ""
	for _, r := range rows {
		if !p.Sees(r.Path) || (siteKey != "" && auth.NameKey(r.Site) != siteKey && r.Code != siteKey) {
			continue
		}
		site = true
		for _, k := range []sql.NullString{r.Unit, r.BMC, r.Cust, r.UUID} {
			unit = unit || (k.Valid && auth.NameKey(k.String) == unitKey)
		}
	}
	switch {
	case !site:
		return apperr.NotFound("site")
	case !unit:
		return apperr.NotFound("chilling unit")
	}
	return nil
}
