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

type updateUserInput struct {
	ID   int64 `path:"id"`
	Body user.Input
}

type resetPasswordInput struct {
	UserName string `query:"userName"`
	Body     user.PasswordReset
}

type userSitesQuery struct {
	PageQuery
	UserName string `query:"userName"`
}

type mySitesQuery struct {
	Pageable bool `query:"pageable" doc:"accepted for the console; the list is always complete"`
}

type bookmarkSitesInput struct {
	UserName string              `query:"userName"`
	Body     []usersite.Bookmark `maxItems:"5000"`
}

func (s *Server) userRoutes() {
	const base = prov + "/users"
	const tag = "users"
	register(s, s.op(http.MethodGet, base+"/all", "listUsers", "Page the users the caller sees (optionally below orgName)", tag), s.listUsers)
	register(s, s.op(http.MethodPost, base, "createUser", "Create a user (one role, sent as a list)", tag), s.createUser)
	register(s, s.op(http.MethodPut, base+"/{id}", "updateUser", "Edit a user by userId; enabled false ends their sessions", tag), s.updateUser)
	register(s, s.op(http.MethodPut, base+"/myProfile", "updateMyProfile", "Edit your own personal and contact details and alert language (anyone signed in)", tag), s.updateMyProfile)
	register(s, s.op(http.MethodGet, base+"/userDetails", "userDetails", "One user by name (yourself, or anyone in scope with USER_CONFIGURATION)", tag), s.userDetails)
	register(s, s.op(http.MethodPut, base+"/updatePassword", "updatePassword", "Change your own password; every session ends", tag), s.updatePassword)
	register(s, s.op(http.MethodPut, base+"/resetPassword", "resetPassword", "Set another user's password (administrators)", tag), s.resetPassword)
	register(s, s.op(http.MethodGet, base+"/allSitesAssociation", "userSiteAssociations", "Page the sites a user is associated with (yourself, or anyone in scope with USER_CONFIGURATION)", tag), s.userSiteAssociations)
	register(s, s.op(http.MethodGet, base+"/allUserSitesAssociation", "mySiteAssociations", "Every site the caller is associated with, bookmarked ones first", tag), s.mySiteAssociations)
	register(s, s.op(http.MethodPut, base+"/addFavSites", "bookmarkSites", "Mark or unmark sites as favourites of a user (yourself when userName is empty or yours); answers the user's sites", tag), s.bookmarkSites)
}

func (s *Server) listUsers(ctx context.Context, in *orgPageQuery) (*out[paging.Page[user.User]], error) {
	return reply(s.Users.List(ctx, principal(ctx), in.OrgName, in.request()))
}

func (s *Server) createUser(ctx context.Context, in *struct{ Body user.Input }) (*out[*user.User], error) {
	return reply(s.Users.Create(ctx, principal(ctx), in.Body))
}

func (s *Server) updateUser(ctx context.Context, in *updateUserInput) (*out[*user.User], error) {
	return reply(s.Users.Update(ctx, principal(ctx), in.ID, in.Body))
}

func (s *Server) updateMyProfile(ctx context.Context, in *struct{ Body user.Own }) (*out[*user.User], error) {
	return reply(s.Users.UpdateOwn(ctx, principal(ctx), in.Body))
}

func (s *Server) userDetails(ctx context.Context, in *userNameQuery) (*out[*user.User], error) {
	if err := requireQuery("userName", in.UserName); err != nil {
		return nil, err
	}
	return reply(s.Users.Details(ctx, principal(ctx), in.UserName))
}

func (s *Server) updatePassword(ctx context.Context, in *struct{ Body user.PasswordChange }) (*out[Status], error) {
	if err := s.Users.ChangePassword(ctx, principal(ctx), in.Body); err != nil {
		return nil, err
	}
	return s.status(ctx, "user.password.changed"), nil
}

func (s *Server) resetPassword(ctx context.Context, in *resetPasswordInput) (*out[Status], error) {
	if err := requireQuery("userName", in.UserName); err != nil {
		return nil, err
	}
	if err := s.Users.ResetPassword(ctx, principal(ctx), in.UserName, in.Body); err != nil {
		return nil, err
	}
	return s.status(ctx, "user.password.reset"), nil
}

func (s *Server) userSiteAssociations(ctx context.Context, in *userSitesQuery) (*out[paging.Page[usersite.Association]], error) {
	if err := requireQuery("userName", in.UserName); err != nil {
		return nil, err
	}
	return reply(s.Users.SiteAssociations(ctx, principal(ctx), in.UserName, in.request()))
}

func (s *Server) mySiteAssociations(ctx context.Context, _ *mySitesQuery) (*out[[]usersite.Association], error) {
	return reply(s.Users.MySites(ctx, principal(ctx)))
}

func (s *Server) bookmarkSites(ctx context.Context, in *bookmarkSitesInput) (*out[[]usersite.Association], error) {
	return reply(s.Users.Bookmark(ctx, principal(ctx), in.UserName, in.Body))
}
