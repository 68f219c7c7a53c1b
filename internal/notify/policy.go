package notify

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/role"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// StageRule says who hears of an alert at one stage: the roles whose users
// are told (those whose alert configuration selects the alert), and
// whether each of them gets one digest covering every centre with the
// alert rather than a message per centre.
type StageRule struct {
	Stage  int      `json:"stage" minimum:"1" maximum:"3"`
	Roles  []string `json:"roles" maxItems:"50"`
	Digest bool     `json:"digest"`
}

// Policy is an organisation's escalation policy, shared by its
// sub-organisations.
type Policy struct {
	Stages []StageRule `json:"stages" minItems:"3" maxItems:"3"`
	// CapMinutes: a recipient gets at most one message per channel in
	// this many minutes; what comes in between goes out as a digest.
	CapMinutes int `json:"capMinutes" minimum:"1" maximum:"1440"`
	// SMSDailyCap: the most SMS the organisation sends in a UTC day.
	SMSDailyCap int `json:"smsDailyCap" minimum:"0" maximum:"100000"`
}

// Default limits.
const (
	DefaultCapMinutes  = 5
	DefaultSMSDailyCap = 200
)

// DefaultPolicy reproduces spec 03 §6: stage 1 to the Chilling Centre
// In-charge of the centre; stage 2 to the In-charge, Maintenance and RDE,
// each once for all their centres; stage 3 to them and the
// administrators.
func DefaultPolicy() Policy {
	all := []string{role.ChillingCentreInCharge, role.Maintenance, role.RDE}
	return Policy{
		Stages: []StageRule{
			{Stage: 1, Roles: []string{role.ChillingCentreInCharge}},
			{Stage: 2, Roles: all, Digest: true},
			{Stage: 3, Roles: append(slices.Clone(all), role.Administrator), Digest: true},
		},
		CapMinutes: DefaultCapMinutes, SMSDailyCap: DefaultSMSDailyCap,
	}
}

// rule answers the rule of a stage (the last one for a later stage).
func (p Policy) rule(stage int) StageRule {
	for _, s := range p.Stages {
		if s.Stage == stage {
			return s
		}
	}
	if len(p.Stages) == 0 {
		return StageRule{}
	}
	return p.Stages[len(p.Stages)-1]
}

// tells reports whether a user of a role whose alert configuration selects
// an alert is told of it at a stage: the policy says who must be told at
// each stage, so a role it names is told at those stages only; a role it
// names at no stage is told at every stage, because the user asked for
// the alert (issue 28: a user's alert configuration is honoured whatever
// their role).
func (p Policy) tells(roleName string, stage int) bool {
	if p.rule(stage).hasRole(roleName) {
		return true
	}
	for _, s := range p.Stages {
		if s.hasRole(roleName) {
			return false
		}
	}
	return true
}

// cap answers the storm cap.
func (p Policy) cap() time.Duration {
	if p.CapMinutes <= 0 {
		return DefaultCapMinutes * time.Minute
	}
	return time.Duration(p.CapMinutes) * time.Minute
}

// hasRole reports whether a stage's rule names a role (case-insensitive).
func (r StageRule) hasRole(name string) bool {
	for _, n := range r.Roles {
		if auth.NameKey(n) == auth.NameKey(name) {
			return true
		}
	}
	return false
}

// PolicyView is a policy as the console shows it.
type PolicyView struct {
	Policy
	OrgName string `json:"orgName" doc:"the top-level organisation that owns the policy"`
	// Default: nobody saved one yet, the defaults apply.
	Default bool `json:"default"`
	// Inherited: the caller's scope is a sub-organisation, which uses its
	// organisation's policy.
	Inherited bool      `json:"inherited"`
	Editable  bool      `json:"editable"`
	UpdatedAt time.Time `json:"updatedAt,omitzero"`
	UpdatedBy string    `json:"updatedBy,omitempty"`
	// Roles are the organisation's role names, to choose from.
	Roles []string `json:"roles"`
}

// loadPolicy answers the policy of a top-level organisation (q reads in
// or out of a transaction).
func loadPolicy(ctx context.Context, q sqlx.ExtContext, orgID int64) (Policy, bool, policyMeta, error) {
	var r struct {
		Policy    string `db:"policy"`
		UpdatedAt int64  `db:"updated_at"`
		UpdatedBy string `db:"updated_by"`
	}
	err := sqlx.GetContext(ctx, q, &r, q.Rebind(
		`SELECT policy, updated_at, updated_by FROM notify_policies WHERE org_id = ?`), orgID)
	if errors.Is(err, sql.ErrNoRows) {
		return DefaultPolicy(), true, policyMeta{}, nil
	}
	if err != nil {
		return Policy{}, false, policyMeta{}, err
	}
	p := DefaultPolicy()
	if err := json.Unmarshal([]byte(r.Policy), &p); err != nil {
		return DefaultPolicy(), true, policyMeta{}, nil //nolint:nilerr // a stored policy that no longer parses is as good as none: the default holds
	}
	return p, false, policyMeta{storage.Time(r.UpdatedAt), r.UpdatedBy}, nil
}

type policyMeta struct {
	at time.Time
	by string
}

// Policy answers the escalation policy that applies to an organisation the
// caller sees (empty: the caller's own).
func (s *Service) Policy(ctx context.Context, p *auth.Principal, orgName string) (*PolicyView, error) {
	owner, err := s.policyOwner(ctx, p, orgName)
	if err != nil {
		return nil, err
	}
	pol, def, meta, err := loadPolicy(ctx, s.db.R, owner.ID)
	if err != nil {
		return nil, apperr.Wrap(err, "notify: policy")
	}
	roles, err := s.roleNames(ctx, owner.ID)
	if err != nil {
		return nil, err
	}
	return &PolicyView{Policy: pol, OrgName: owner.Name, Default: def, Inherited: !p.Platform && p.ScopeOrgID != owner.ID,
		Editable:  auth.MayWriteRoles(p, owner.ID) == nil && p.Privileges.Has(auth.AllPrivilege),
		UpdatedAt: meta.at, UpdatedBy: meta.by, Roles: roles}, nil
}

// SavePolicy replaces the policy of an organisation: only its own
// administrators (not a sub-organisation's) or the platform's may.
func (s *Service) SavePolicy(ctx context.Context, p *auth.Principal, orgName string, in Policy) (*PolicyView, error) {
	owner, err := s.policyOwner(ctx, p, orgName)
	if err != nil {
		return nil, err
	}
	if err := auth.MayWriteRoles(p, owner.ID); err != nil {
		return nil, apperr.Forbidden("notify.policy.subOrganization")
	}
	roles, err := s.roleNames(ctx, owner.ID)
	if err != nil {
		return nil, err
	}
	clean, err := checkPolicy(in, roles)
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(clean)
	if err != nil {
		return nil, err
	}
	_, err = s.db.Exec(ctx, `INSERT INTO notify_policies (org_id, policy, updated_at, updated_by) VALUES (?, ?, ?, ?)
		ON CONFLICT (org_id) DO UPDATE SET policy = excluded.policy, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
		owner.ID, string(b), storage.Now(s.cfg.Now()), p.UserName)
	if err != nil {
		return nil, apperr.Wrap(err, "notify: save policy")
	}
	return s.Policy(ctx, p, owner.Name)
}

// checkPolicy validates a policy against the organisation's roles, field
// by field, and answers it with the roles in their stored spelling and the
// stages in order.
func checkPolicy(in Policy, roles []string) (Policy, error) {
	var v apperr.Validator
	byKey := map[string]string{}
	for _, r := range roles {
		byKey[auth.NameKey(r)] = r
	}
	out := Policy{CapMinutes: in.CapMinutes, SMSDailyCap: in.SMSDailyCap, Stages: make([]StageRule, 3)}
	seen := map[int]bool{}
	v.Check(len(in.Stages) == 3, "stages", "notify.stages.three")
	for i, st := range in.Stages {
		f := fmt.Sprintf("stages[%d]", i)
		if !v.Check(st.Stage >= 1 && st.Stage <= 3 && !seen[st.Stage], f+".stage", "notify.stage.invalid") {
			continue
		}
		seen[st.Stage] = true
		rule := StageRule{Stage: st.Stage, Digest: st.Digest, Roles: []string{}}
		dup := map[string]bool{}
		for j, name := range st.Roles {
			stored, ok := byKey[auth.NameKey(strings.TrimSpace(name))]
			if !v.Check(ok, fmt.Sprintf("%s.roles[%d]", f, j), "notify.role.unknown") || dup[stored] {
				continue
			}
			dup[stored] = true
			rule.Roles = append(rule.Roles, stored)
		}
		if len(in.Stages) == 3 {
			out.Stages[st.Stage-1] = rule
		}
	}
	v.Check(in.CapMinutes >= 1 && in.CapMinutes <= 1440, "capMinutes", "notify.capMinutes.range")
	v.Check(in.SMSDailyCap >= 0 && in.SMSDailyCap <= 100000, "smsDailyCap", "notify.smsDailyCap.range")
	return out, v.Err()
}

// policyOwner resolves the top-level organisation whose policy orgName
// (empty: the caller's organisation) uses.
func (s *Service) policyOwner(ctx context.Context, p *auth.Principal, orgName string) (ownerRef, error) {
	id := p.OrgID
	if strings.TrimSpace(orgName) != "" {
		ref, err := s.orgs.Resolve(ctx, p, orgName)
		if err != nil {
			own, ownErr := s.orgs.RefByID(ctx, p.OrgID)
			if ownErr != nil || auth.NameKey(own.Name) != auth.NameKey(orgName) {
				return ownerRef{}, err
			}
			ref = own
		}
		id = ref.ID
		if ref.RootID != 0 {
			id = ref.RootID
		}
	}
	ref, err := s.orgs.RefByID(ctx, id)
	if err != nil {
		return ownerRef{}, err
	}
	if ref.RootID != 0 && ref.RootID != ref.ID {
		if ref, err = s.orgs.RefByID(ctx, ref.RootID); err != nil {
			return ownerRef{}, err
		}
	}
	return ownerRef{ID: ref.ID, Name: ref.Name}, nil
}

type ownerRef struct {
	ID   int64
	Name string
}

func (s *Service) roleNames(ctx context.Context, orgID int64) ([]string, error) {
	names := []string{}
	if err := s.db.Select(ctx, &names, `SELECT role_name FROM roles WHERE org_id = ? ORDER BY id`, orgID); err != nil {
		return nil, apperr.Wrap(err, "notify: roles")
	}
	return names, nil
}
