package site

import (
	"context"
	"errors"

	"github.com/jmoiron/sqlx"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/storage"
)

// BatchResult is the outcome of CreateBatch: the credentials of the new
// devices when every site passed, else the refusals.
type BatchResult struct {
	Credentials []Credential
	Errors      []apperr.ItemError
	Units       int
	Devices     int
	failed      map[int]bool // the sites refused
}

var errRollback = errors.New("site: batch rolled back")

// CreateBatch creates many sites in one transaction, as an import does:
// every site is checked (rules, placement, then free ids inside the
// transaction, so two sites of the batch cannot share a serial) and unless
// all pass, nothing is written. With dryRun the transaction is always
// rolled back, so a dry run checks exactly what a real one would.
func (s *Service) CreateBatch(ctx context.Context, p *auth.Principal, in []Site, dryRun bool) (BatchResult, error) {
	var res BatchResult
	prs := make([]prepared, len(in))
	for i := range in {
		pr, err := s.prepare(ctx, p, in[i])
		if !res.refused(i, err) {
			return res, err
		}
		prs[i] = pr
		res.Units += len(pr.site.Units)
		res.Devices += len(pr.site.SiteLevelDevices)
		for _, u := range pr.site.Units {
			res.Devices += len(u.L1DeviceInfo)
		}
	}
	now := storage.Now(s.Now())
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		for i, pr := range prs {
			if res.failedAt(i) {
				continue
			}
			creds, err := s.insert(ctx, tx, pr, now)
			if !res.refused(i, err) {
				return err
			}
			res.Credentials = append(res.Credentials, creds...)
		}
		if dryRun || len(res.Errors) > 0 {
			return errRollback
		}
		return nil
	})
	if errors.Is(err, errRollback) {
		err = nil
	}
	if err != nil || len(res.Errors) > 0 || dryRun {
		res.Credentials = nil
	}
	if storage.IsUniqueViolation(err) {
		return res, apperr.Conflict("site.conflict", nil)
	}
	if err != nil {
		return res, apperr.Wrap(err, "site: batch")
	}
	return res, nil
}

// refused records err against site i when it is a refusal of that site; it
// answers false when err is something else, which ends the batch.
func (r *BatchResult) refused(i int, err error) bool {
	if err == nil {
		return true
	}
	ae, ok := apperr.Refusal(err)
	if ok {
		r.Errors = append(r.Errors, apperr.ItemError{Index: i, Err: ae})
		if r.failed == nil {
			r.failed = map[int]bool{}
		}
		r.failed[i] = true
	}
	return ok
}

// failedAt tells whether site i was refused: it is not written, even to
// check it further (a refused placement leaves it no organisation).
func (r *BatchResult) failedAt(i int) bool { return r.failed[i] }
