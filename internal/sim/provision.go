package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/chillwatch/chillwatch/internal/site"
)

// Provisioner makes a fleet's sites exist on a ChillWatch server, over its
// HTTP API only, and answers their devices' credentials.
type Provisioner struct {
	Server   string // base URL, e.g. http://localhost:8080
	User     string // a user who may create organisations and sites
	Password string
	Org      string // organisation of the sites (created when missing)
	SubOrg   string // its chilling-centre sub-organisation (created when missing)
	Client   *http.Client
}

// ProvisionError is an answer the provisioning did not expect.
type ProvisionError struct {
	Step   string // what was being done
	Status int
	Body   string
}

func (e *ProvisionError) Error() string {
	return fmt.Sprintf("sim: provisioning: %s: HTTP %d: %s", e.Step, e.Status, e.Body)
}

const prov = "/authgateway/provisioningService"

// Provision logs in, creates the organisation and sub-organisation if
// missing, then creates each site and keeps the device credentials of the
// answer. A site that already exists (its id is taken) keeps its devices:
// each device's credential is rotated instead. It answers serial → token.
func (p *Provisioner) Provision(ctx context.Context, sites []*Site) (map[string]string, error) {
	c := &apiClient{base: strings.TrimRight(p.Server, "/"), http: p.Client}
	if c.http == nil {
		c.http = &http.Client{Timeout: 30 * time.Second}
	}
	var login struct {
		Token string `json:"jwtAccessToken"`
	}
	if err := c.call(ctx, "log in as "+p.User, http.MethodPost, "/authgateway/login",
		map[string]string{"username": p.User, "password": p.Password}, &login); err != nil {
		return nil, err
	}
	c.token = login.Token
	if err := c.ensureOrg(ctx, p.Org, orgForm(p.Org)); err != nil {
		return nil, err
	}
	sub := orgForm(p.SubOrg)
	sub["orgType"], sub["parentOrgName"], sub["isParent"] = "chillingcenter", p.Org, false
	if err := c.ensureOrg(ctx, p.SubOrg, sub); err != nil {
		return nil, err
	}
	tokens := map[string]string{}
	for _, s := range sites {
		var saved site.Saved
		err := c.call(ctx, "create site "+s.ID, http.MethodPost, prov+"/sites", s.Form(p.Org, p.SubOrg), &saved)
		switch {
		case err == nil:
			for _, cred := range saved.DeviceCredentials {
				tokens[cred.SerialNumber] = cred.Token
			}
		case siteTaken(err):
			for _, serial := range s.Serials() {
				var cred site.Credential
				if err := c.call(ctx, "rotate the credential of "+serial+" (site "+s.ID+" exists; another --prefix makes new sites)",
					http.MethodPost, prov+"/device/"+url.PathEscape(serial)+"/credential", nil, &cred); err != nil {
					return nil, err
				}
				tokens[serial] = cred.Token
			}
		default:
			return nil, err
		}
	}
	return tokens, nil
}

// siteTaken reports a refusal because the site id is taken.
func siteTaken(err error) bool {
	var pe *ProvisionError
	return errors.As(err, &pe) && pe.Status == http.StatusBadRequest && strings.Contains(pe.Body, "site.siteId.taken")
}

// orgForm is a valid organisation form.
func orgForm(name string) map[string]any {
	return map[string]any{
		"orgType": "dairy_cooperative", "orgName": name, "orgDisplayName": name + " (simulated)",
		"orgAbbreviatedName": "SIM", "orgUrl": "https://example.org",
		"address": map[string]any{"pinCode": "411038", "addressLine1": "Survey 12, Kothrud", "villageTownCity": "Pune",
			"district": "Pune", "state": "Maharashtra", "country": "IN"},
		"contactDetails": map[string]any{"contactPersonName": "Simulator", "countryCode": "+91",
			"contactNumber": "9876543210", "emailId": "simulator@example.org"},
		"isParent": true, "parentOrgId": nil,
	}
}

// apiClient calls the JSON API with a session token.
type apiClient struct {
	base  string
	token string
	http  *http.Client
}

// ensureOrg creates an organisation that does not exist yet.
func (c *apiClient) ensureOrg(ctx context.Context, name string, form map[string]any) error {
	err := c.call(ctx, "look up organisation "+name, http.MethodGet, prov+"/organizations?orgName="+url.QueryEscape(name), nil, nil)
	if pe := (*ProvisionError)(nil); errors.As(err, &pe) && pe.Status == http.StatusNotFound {
		return c.call(ctx, "create organisation "+name, http.MethodPost, prov+"/organizations", form, nil)
	}
	return err
}

// call sends body as JSON and decodes a 2xx answer into out (when not nil).
func (c *apiClient) call(ctx context.Context, step, method, path string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("sim: provisioning: %s: %w", step, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return fmt.Errorf("sim: provisioning: %s: %w", step, err)
	}
	if resp.StatusCode/100 != 2 {
		return &ProvisionError{Step: step, Status: resp.StatusCode, Body: strings.TrimSpace(string(raw))}
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return fmt.Errorf("sim: provisioning: %s: unexpected answer: %w", step, err)
	}
	return nil
}
