package api

import (
	"context"
	"net/http"

	"github.com/chillwatch/chillwatch/internal/paging"
	"github.com/chillwatch/chillwatch/internal/user"
	"github.com/chillwatch/chillwatch/internal/usersite"
)

type userNameQuery struct {
	UserName string `query:"userName"`
}

func (s *Server) userRoutes() {
	const base = prov + "/users"
	const tag = "users"
	register(s, s.op(http.MethodGet, base+"/all", "listUsers", "Page the users the caller sees (optionally below orgName)", tag),
		func(ctx context.Context, in *orgPageQuery) (*out[paging.Page[user.User]], error) {
			return reply(s.Users.List(ctx, principal(ctx), in.OrgName, in.request()))
		})
	register(s, s.op(http.MethodPost, base, "createUser", "Create a user (one role, sent as a list)", tag),
		func(ctx context.Context, in *struct{ Body user.Input }) (*out[*user.User], error) {
			return reply(s.Users.Create(ctx, principal(ctx), in.Body))
		})
	register(s, s.op(http.MethodPut, base+"/{id}", "updateUser", "Edit a user by userId; enabled false ends their sessions", tag),
		func(ctx context.Context, in *struct {
			ID   int64 `path:"id"`
			Body user.Input
		}) (*out[*user.User], error) {
			return reply(s.Users.Update(ctx, principal(ctx), in.ID, in.Body))
		})
	register(s, s.op(http.MethodPut, base+"/myProfile", "updateMyProfile", "Edit your own personal and contact details and alert language (anyone signed in)", tag),
		func(ctx context.Context, in *struct{ Body user.Own }) (*out[*user.User], error) {
			return reply(s.Users.UpdateOwn(ctx, principal(ctx), in.Body))
		})
	register(s, s.op(http.MethodGet, base+"/userDetails", "userDetails", "One user by name (yourself, or anyone in scope with USER_CONFIGURATION)", tag),
		func(ctx context.Context, in *userNameQuery) (*out[*user.User], error) {
			if err := requireQuery("userName", in.UserName); err != nil {
				return nil, err
			}
			return reply(s.Users.Details(ctx, principal(ctx), in.UserName))
		})
	register(s, s.op(http.MethodPut, base+"/updatePassword", "updatePassword", "Change your own password; every session ends", tag),
		func(ctx context.Context, in *struct{ Body user.PasswordChange }) (*out[Status], error) {
			if err := s.Users.ChangePassword(ctx, principal(ctx), in.Body); err != nil {
				return nil, err
			}
			return s.status(ctx, "user.password.changed"), nil
		})
	register(s, s.op(http.MethodPut, base+"/resetPassword", "resetPassword", "Set another user's password (administrators)", tag),
		func(ctx context.Context, in *struct {
			UserName string `query:"userName"`
			Body     user.PasswordReset
		}) (*out[Status], error) {
			if err := requireQuery("userName", in.UserName); err != nil {
				return nil, err
			}
			if err := s.Users.ResetPassword(ctx, principal(ctx), in.UserName, in.Body); err != nil {
				return nil, err
			}
			return s.status(ctx, "user.password.reset"), nil
		})
	register(s, s.op(http.MethodGet, base+"/allSitesAssociation", "userSiteAssociations", "Page the sites a user is associated with (yourself, or anyone in scope with USER_CONFIGURATION)", tag),
		func(ctx context.Context, in *struct {
			PageQuery
			UserName string `query:"userName"`
		}) (*out[paging.Page[usersite.Association]], error) {
			if err := requireQuery("userName", in.UserName); err != nil {
				return nil, err
			}
			return reply(s.Users.SiteAssociations(ctx, principal(ctx), in.UserName, in.request()))
		})
	register(s, s.op(http.MethodGet, base+"/allUserSitesAssociation", "mySiteAssociations", "Every site the caller is associated with, bookmarked ones first", tag),
		func(ctx context.Context, in *struct {
			Pageable bool `query:"pageable" doc:"accepted for the console; the list is always complete"`
		}) (*out[[]usersite.Association], error) {
			return reply(s.Users.MySites(ctx, principal(ctx)))
		})
	register(s, s.op(http.MethodPut, base+"/addFavSites", "bookmarkSites", "Mark or unmark sites as favourites of a user (yourself when userName is empty or yours); answers the user's sites", tag),
		func(ctx context.Context, in *struct {
			UserName string              `query:"userName"`
			Body     []usersite.Bookmark `maxItems:"5000"`
		}) (*out[[]usersite.Association], error) {
			return reply(s.Users.Bookmark(ctx, principal(ctx), in.UserName, in.Body))
		})
}
