package user

import (
	"context"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

// subject is the user a site call is about: the principal themselves when
// userName is empty or their own, otherwise a user in scope, which needs
// USER_CONFIGURATION and, to change them (write), a user p may act on.
func (s *Service) subject(ctx context.Context, p *auth.Principal, userName string, write bool) (row, error) {
	if userName == "" {
		return s.getRow(ctx, "u.id = ?", p.UserID)
	}
	r, err := s.inScope(ctx, p, "u.user_name_key = ?", auth.NameKey(userName))
	if err != nil {
		return r, err
	}
	if r.ID == p.UserID {
		return r, nil
	}
	if !p.Privileges.Has(auth.UserConfiguration) {
		return row{}, apperr.Forbidden("auth.forbidden")
	}
	if write {
		return s.actOn(ctx, p, "u.id = ?", r.ID)
	}
	return r, nil
}

// SiteAssociations pages the sites a user is associated with.
func (s *Service) SiteAssociations(ctx context.Context, p *auth.Principal, userName string, req paging.Request) (paging.Page[usersite.Association], error) {
	r, err := s.subject(ctx, p, userName, false)
	if err != nil {
		return paging.Page[usersite.Association]{}, err
	}
	return s.sites.Associations(ctx, r.ID, req)
}

// MySites lists every site the principal is associated with, bookmarks first.
func (s *Service) MySites(ctx context.Context, p *auth.Principal) ([]usersite.Association, error) {
	page, err := s.sites.Associations(ctx, p.UserID, paging.Request{Page: 0, Size: usersite.MaxAssociations})
	if err != nil {
		return nil, err
	}
	out := make([]usersite.Association, 0, len(page.Content))
	for _, bookmarked := range []bool{true, false} {
		for _, a := range page.Content {
			if a.IsBookmarked == bookmarked {
				out = append(out, a)
			}
		}
	}
	return out, nil
}

// Bookmark marks or unmarks sites as a user's favourites and answers the
// user's associations.
func (s *Service) Bookmark(ctx context.Context, p *auth.Principal, userName string, bs []usersite.Bookmark) ([]usersite.Association, error) {
	r, err := s.subject(ctx, p, userName, true)
	if err != nil {
		return nil, err
	}
	if err := s.sites.SetBookmarks(ctx, p, r.ID, r.ScopePath, bs); err != nil {
		return nil, err
	}
	page, err := s.sites.Associations(ctx, r.ID, paging.Request{Page: 0, Size: usersite.MaxAssociations})
	return page.Content, err
}
