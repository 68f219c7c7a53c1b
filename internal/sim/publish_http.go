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
)

// HTTPPublisher posts records to POST {Server}/api/devices/{serial}/telemetry
// with the device's bearer token and expects 202. Network errors, 408, 429
// and 5xx are retried with a doubling backoff; other answers are refusals.
type HTTPPublisher struct {
	Server  string
	Client  *http.Client
	Retries int           // default 3
	Backoff time.Duration // first wait between attempts (default 500ms); negative: none
}

// Publish sends one batch.
func (p *HTTPPublisher) Publish(ctx context.Context, serial, token string, records []json.RawMessage) error {
	client := p.Client
	if client == nil {
		client = http.DefaultClient
	}
	retries, wait := p.Retries, p.Backoff
	if retries == 0 {
		retries = 3
	}
	if wait == 0 {
		wait = 500 * time.Millisecond
	}
	body := jsonArray(records)
	target := strings.TrimRight(p.Server, "/") + "/api/devices/" + url.PathEscape(serial) + "/telemetry"
	for attempt := 0; ; attempt++ {
		err := p.post(ctx, client, target, serial, token, body)
		var pe *PublishError
		if err == nil || ctx.Err() != nil || attempt >= retries || (errors.As(err, &pe) && !pe.Temporary) {
			return err
		}
		if wait > 0 {
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
				t.Stop()
				return ctx.Err()
			case <-t.C:
			}
			wait *= 2
		}
	}
}

func (p *HTTPPublisher) post(ctx context.Context, client *http.Client, target, serial, token string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("sim: publish %s: %w", serial, err)
	}
	defer resp.Body.Close()
	msg, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode == http.StatusAccepted {
		return nil
	}
	s := resp.StatusCode
	return &PublishError{Serial: serial, Status: s, Message: strings.TrimSpace(string(msg)),
		Temporary: s == http.StatusRequestTimeout || s == http.StatusTooManyRequests || s >= 500}
}

// Close does nothing: HTTP keeps no session.
func (p *HTTPPublisher) Close() error { return nil }
