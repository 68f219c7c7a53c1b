package api

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/apperr"
	"github.com/chillwatch/chillwatch/internal/auth"
)

// LoginRequest is the body of POST /authgateway/login.
type LoginRequest struct {
	Username string `json:"username" maxLength:"100"`
	// UserName is accepted as an alias of username.
	UserName string `json:"userName,omitempty" maxLength:"100"`
	Password string `json:"password" maxLength:"200"`
}

// validateLogin checks the login body, naming each missing field.
func validateLogin(in *LoginRequest) error {
	if in.Username == "" {
		in.Username = in.UserName
	}
	in.Username = strings.TrimSpace(in.Username)
	var v apperr.Validator
	v.Required("username", in.Username, "auth.username.required")
	v.Check(in.Password != "", "password", "auth.password.required")
	return v.Err()
}

// SessionUser is the signed-in user the console keeps as currentUser.
type SessionUser struct {
	JWTAccessToken      string    `json:"jwtAccessToken"`
	IDToken             string    `json:"idToken"`
	RefreshToken        string    `json:"refreshToken"`
	ExpiresIn           int       `json:"expiresIn" doc:"seconds until the access token expires"`
	SessionExpiresAt    time.Time `json:"sessionExpiresAt"`
	IdleTimeoutSeconds  int       `json:"idleTimeoutSeconds"`
	UserID              int64     `json:"userId"`
	UserName            string    `json:"userName"`
	FirstName           string    `json:"firstName"`
	LastName            string    `json:"lastName"`
	EmailID             string    `json:"emailId"`
	OrganizationName    string    `json:"organizationName"`
	SubOrganizationName string    `json:"subOrganizationName,omitempty"`
	Roles               []string  `json:"roles"`
	UIPrivileges        []string  `json:"uiPrivileges"`
	AlertsLanguage      string    `json:"alertsLanguage"`
	PlatformAdmin       bool      `json:"platformAdmin"`
	RememberMe          bool      `json:"rememberMe"`
}

// RefreshRequest is the body of POST /authgateway/refresh.
type RefreshRequest struct {
	RefreshToken string `json:"refreshToken" maxLength:"256"`
}

// LogoutRequest is the body of POST /authgateway/ilogout.
type LogoutRequest struct {
	JWTAccessToken string `json:"jwtAccessToken" maxLength:"4096"`
	UserName       string `json:"userName"`
	RefreshToken   string `json:"refreshToken,omitempty" maxLength:"256"`
}

// LogoutAnswer is the answer of POST /authgateway/ilogout.
type LogoutAnswer struct {
	Status  bool   `json:"status"`
	Message string `json:"message"`
	// EndSessionURL is set when the session was opened through an
	// identity provider that has an end-session endpoint: the console
	// sends the browser there to sign out of the provider too.
	EndSessionURL string `json:"endSessionUrl,omitempty"`
}

// logoutInput is the call's Authorization header, used when the body
// names no access token.
type logoutInput struct {
	Authorization string `header:"Authorization"`
	Body          LogoutRequest
}

func (s *Server) authRoutes() {
	register(s, s.op(http.MethodPost, Base+"/login", "login", "Sign in with user name and password", "identity"), s.login)
	register(s, s.op(http.MethodPost, Base+"/refresh", "refresh", "Rotate the refresh token and get a new access token", "identity"), s.refresh)
	register(s, s.op(http.MethodPost, Base+"/ilogout", "logout", "End the session on the server", "identity"), s.logout)
}

func (s *Server) login(ctx context.Context, in *struct{ Body LoginRequest }) (*out[SessionUser], error) {
	if err := validateLogin(&in.Body); err != nil {
		return nil, err
	}
	c := clientOf(ctx)
	noteActor(ctx, nil, in.Body.Username)
	sess, err := s.Auth.Login(ctx, in.Body.Username, in.Body.Password, c.addr, c.agent)
	if err != nil {
		return nil, err
	}
	noteActor(ctx, sess.Principal, "")
	return reply(s.sessionUser(ctx, sess))
}

func (s *Server) refresh(ctx context.Context, in *struct{ Body RefreshRequest }) (*out[SessionUser], error) {
	sess, err := s.Auth.Refresh(ctx, in.Body.RefreshToken)
	if err != nil {
		return nil, err
	}
	return reply(s.sessionUser(ctx, sess))
}

// logout ends the session of the access token, and answers where to end
// the identity provider's session too, if it has one.
func (s *Server) logout(ctx context.Context, in *logoutInput) (*out[LogoutAnswer], error) {
	token := in.Body.JWTAccessToken
	if token == "" {
		token = bearer(in.Authorization)
	}
	if p, err := s.Auth.Authenticate(ctx, token); err == nil {
		noteActor(ctx, p, "")
	}
	var endSession string
	if sid, ok := s.Auth.Tokens().SessionOf(token); ok && s.Identity != nil {
		endSession = s.Identity.EndSessionURL(ctx, sid)
	}
	if err := s.Auth.LogoutToken(ctx, token, in.Body.RefreshToken); err != nil {
		return nil, err
	}
	st := s.status(ctx, "auth.loggedOut").Body
	return reply(LogoutAnswer{Status: st.Status, Message: st.Message, EndSessionURL: endSession}, nil)
}

// sessionUser builds the console's currentUser for a new or refreshed session.
func (s *Server) sessionUser(ctx context.Context, sess *auth.Session) (SessionUser, error) {
	p := sess.Principal
	u, err := s.Users.Get(ctx, p, p.UserID)
	if err != nil {
		return SessionUser{}, err
	}
	now := s.Auth.Now()
	id, err := s.Auth.Tokens().ID(auth.IDClaims{UserName: u.UserName, Name: strings.TrimSpace(u.FirstName + " " + u.LastName),
		Email: u.EmailID, OrganizationName: u.OrganizationName}, u.UserID, now, sess.SessionEnds.Sub(now))
	if err != nil {
		return SessionUser{}, err
	}
	return SessionUser{
		JWTAccessToken: sess.AccessToken, IDToken: id, RefreshToken: sess.RefreshToken,
		ExpiresIn: int(sess.ExpiresAt.Sub(now).Seconds()), SessionExpiresAt: sess.SessionEnds,
		IdleTimeoutSeconds: int(s.Auth.Settings().IdleTimeout.Seconds()),
		UserID:             u.UserID, UserName: u.UserName, FirstName: u.FirstName, LastName: u.LastName, EmailID: u.EmailID,
		OrganizationName: u.OrganizationName, SubOrganizationName: u.SubOrganizationName, Roles: u.Roles,
		UIPrivileges: u.UIPrivileges, AlertsLanguage: u.AlertsLanguage, PlatformAdmin: p.Platform,
	}, nil
}
