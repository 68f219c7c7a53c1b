package ticket

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// maxAnswer bounds what the server reads of a Redmine answer.
const maxAnswer = 1 << 20

// errRedirect is returned when Redmine answers with a redirect: the server
// only talks to the configured URL.
var errRedirect = errors.New("redirect refused")

// redmine is the client of Redmine's REST API: only the configured base
// URL, no redirects followed, a timeout on every call and a bound on the
// answer read. The API key travels in the X-Redmine-API-Key header and
// never appears in an error.
type redmine struct {
	base *url.URL
	key  string
	http *http.Client
}

func newRedmine(rawURL, key string, timeout time.Duration) (*redmine, error) {
	u, err := url.Parse(strings.TrimRight(rawURL, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("ticket: the Redmine URL must be an http:// or https:// URL")
	}
	return &redmine{base: u, key: key, http: &http.Client{
		Timeout:       timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return errRedirect },
	}}, nil
}

// upstreamError is a failed Redmine call: its reason is safe to show.
type upstreamError struct {
	Status int
	Reason string
}

func (e *upstreamError) Error() string { return "redmine: " + e.Reason }

// call sends one request to path (relative to the base URL) and decodes a
// 2xx JSON answer into out.
func (r *redmine) call(ctx context.Context, method, path string, query url.Values, contentType string, body []byte, out any) error {
	u := *r.base
	u.Path = strings.TrimRight(u.Path, "/") + path
	u.RawQuery = query.Encode()
	req, err := http.NewRequestWithContext(ctx, method, u.String(), bytes.NewReader(body))
	if err != nil {
		return &upstreamError{Reason: "bad request"}
	}
	if body != nil {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("X-Redmine-API-Key", r.key)
	res, err := r.http.Do(req)
	if err != nil {
		return &upstreamError{Reason: reasonOf(err)}
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer+1))
	if err != nil {
		return &upstreamError{Status: res.StatusCode, Reason: "the answer could not be read"}
	}
	if len(data) > maxAnswer {
		return &upstreamError{Status: res.StatusCode, Reason: "the answer is too large"}
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return &upstreamError{Status: res.StatusCode, Reason: errorReason(res, data)}
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return &upstreamError{Status: res.StatusCode, Reason: "the answer is not JSON"}
	}
	return nil
}

// reasonOf says why a call failed without quoting the URL.
func reasonOf(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		if errors.Is(ue.Err, errRedirect) {
			return "the tracker answered with a redirect, which is not followed"
		}
		if ue.Timeout() {
			return "the tracker did not answer in time"
		}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return "the tracker did not answer in time"
	}
	return "the tracker cannot be reached"
}

// errorReason reads Redmine's {"errors": [...]} answer, or names the status.
func errorReason(res *http.Response, data []byte) string {
	var e struct {
		Errors []string `json:"errors"`
	}
	if json.Unmarshal(data, &e) == nil && len(e.Errors) > 0 {
		return strings.Join(e.Errors, "; ")
	}
	switch res.StatusCode {
	case http.StatusUnauthorized, http.StatusForbidden:
		return "the tracker refused the API key (" + strconv.Itoa(res.StatusCode) + ")"
	case http.StatusNotFound:
		return "the tracker does not know the project, tracker or path (404)"
	}
	if res.StatusCode >= 300 && res.StatusCode < 400 {
		return "the tracker answered with a redirect, which is not followed"
	}
	return "the tracker answered " + res.Status
}

// upload sends one file to uploads.json and returns its token.
func (r *redmine) upload(ctx context.Context, fileName string, data []byte) (string, error) {
	var out struct {
		Upload struct {
			ID    int64  `json:"id"`
			Token string `json:"token"`
		} `json:"upload"`
	}
	if err := r.call(ctx, http.MethodPost, "/uploads.json", url.Values{"filename": {fileName}}, "application/octet-stream", data, &out); err != nil {
		return "", err
	}
	if out.Upload.Token == "" {
		return "", &upstreamError{Reason: "the tracker answered without a token"}
	}
	return out.Upload.Token, nil
}

// issueBody is what issues.json receives.
type issueBody struct {
	Issue redmineIssue `json:"issue"`
}

type redmineIssue struct {
	ProjectID    string          `json:"project_id"`
	TrackerID    int             `json:"tracker_id"`
	PriorityID   int             `json:"priority_id"`
	StatusID     int             `json:"status_id"`
	AssignedToID int             `json:"assigned_to_id"`
	Subject      string          `json:"subject"`
	Description  string          `json:"description"`
	CustomFields []customField   `json:"custom_fields"`
	Uploads      []redmineUpload `json:"uploads,omitempty"`
}

type customField struct {
	ID    int    `json:"id"`
	Value string `json:"value"`
}

type redmineUpload struct {
	Token       string `json:"token"`
	Filename    string `json:"filename"`
	ContentType string `json:"content_type,omitempty"`
}

// create makes the issue and returns its id.
func (r *redmine) create(ctx context.Context, issue redmineIssue) (int64, error) {
	body, err := json.Marshal(issueBody{Issue: issue})
	if err != nil {
		return 0, err
	}
	var out struct {
		Issue struct {
			ID int64 `json:"id"`
		} `json:"issue"`
	}
	if err := r.call(ctx, http.MethodPost, "/issues.json", nil, "application/json", body, &out); err != nil {
		return 0, err
	}
	if out.Issue.ID <= 0 {
		return 0, &upstreamError{Reason: "the tracker answered without an issue id"}
	}
	return out.Issue.ID, nil
}

// remove deletes an issue (the undo of create when the server cannot
// record it).
func (r *redmine) remove(ctx context.Context, id int64) error {
	return r.call(ctx, http.MethodDelete, "/issues/"+strconv.FormatInt(id, 10)+".json", nil, "", nil, nil)
}

// statuses reads the status name of each issue, by id.
func (r *redmine) statuses(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	if len(ids) == 0 {
		return out, nil
	}
	list := make([]string, len(ids))
	for i, id := range ids {
		list[i] = strconv.FormatInt(id, 10)
	}
	var res struct {
		Issues []struct {
			ID     int64 `json:"id"`
			Status struct {
				Name string `json:"name"`
			} `json:"status"`
		} `json:"issues"`
	}
	q := url.Values{"issue_id": {strings.Join(list, ",")}, "status_id": {"*"}, "limit": {strconv.Itoa(len(ids))}}
	if err := r.call(ctx, http.MethodGet, "/issues.json", q, "", nil, &res); err != nil {
		return nil, err
	}
	for _, is := range res.Issues {
		out[is.ID] = is.Status.Name
	}
	return out, nil
}
