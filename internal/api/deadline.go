package api

import (
	"io"
	"net/http"
	"sync/atomic"
	"time"
)

// readDeadline makes the server's read timeout (http.Server.ReadTimeout,
// CHILLWATCH_READ_TIMEOUT) a bound on reading the request, and only that:
//
//   - While a request's body is being read, the read deadline the server
//     set stays: a handler cannot move it. Huma gives a JSON body 5 s from
//     when it starts reading it; when the input check's read (sanitizeBody)
//     had timed out, huma's read again let a body trickling in hold the
//     connection for the timeout and 5 s more.
//   - Once the request is read (at once when it has no body, else when its
//     body ends), the deadline is lifted, so that a long call or a push
//     stream is not cut by it; after the answer the server's idle timeout
//     applies.
func readDeadline(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		if r.Body == nil || r.Body == http.NoBody {
			_ = rc.SetReadDeadline(time.Time{})
			next.ServeHTTP(w, r)
			return
		}
		// The handlers read the body through a copy of the request: the
		// server's own one keeps its body, whose state (read to its end,
		// or closed early) decides whether the connection is kept.
		b := &watchedBody{ReadCloser: r.Body, rc: rc}
		r = r.WithContext(r.Context())
		r.Body = b
		next.ServeHTTP(&deadlineWriter{ResponseWriter: w, body: b}, r)
	})
}

// watchedBody is a request body that lifts the read deadline when it ends.
type watchedBody struct {
	io.ReadCloser
	rc   *http.ResponseController
	read atomic.Bool // the body was read to its end
}

func (b *watchedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF && !b.read.Swap(true) {
		_ = b.rc.SetReadDeadline(time.Time{})
	}
	return n, err
}

// deadlineWriter refuses to move the read deadline until the request's
// body is read.
type deadlineWriter struct {
	http.ResponseWriter
	body *watchedBody
}

// SetReadDeadline is what http.ResponseController and huma call.
func (w *deadlineWriter) SetReadDeadline(t time.Time) error {
	if !w.body.read.Load() {
		return nil // the server's deadline stands
	}
	return w.body.rc.SetReadDeadline(t)
}

// Unwrap lets http.ResponseController reach the real writer.
func (w *deadlineWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
