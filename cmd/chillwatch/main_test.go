package main_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chillwatch/chillwatch/internal/storage/storagetest"
)

// binary is the chillwatch executable built once by TestMain.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "chillwatch-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "chillwatch")
	out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		removeAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	removeAll(dir)
	os.Exit(code)
}

// removeAll removes the binary's directory, saying so when it cannot.
func removeAll(dir string) {
	if err := os.RemoveAll(dir); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}

const (
	adminPassword = "Adm1nPassw0rd"
	prov          = "/authgateway/provisioningService"
)

// syncBuffer collects a process's output while it runs.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// env is the environment of one installation: a data dir, and a database URL for PostgreSQL.
type env []string

func newEnv(t testing.TB, dbURL string) env {
	t.Helper()
	e := env{"CHILLWATCH_DATA_DIR=" + t.TempDir(), "CHILLWATCH_ADMIN_PASSWORD=" + adminPassword}
	if dbURL != "" {
		e = append(e, "CHILLWATCH_DB="+dbURL)
	}
	return e
}

// dsn is the database an installation uses: dbURL, or the SQLite file in
// its data dir.
func (e env) dsn(dbURL string) string {
	if dbURL != "" {
		return dbURL
	}
	return "sqlite:" + filepath.Join(strings.TrimPrefix(e[0], "CHILLWATCH_DATA_DIR="), "chillwatch.db")
}

// run runs a chillwatch command to its end and returns its exit code and output.
func run(t *testing.T, e env, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = e
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode(), string(out)
	}
	if err != nil {
		t.Fatalf("chillwatch %s: %v", strings.Join(args, " "), err)
	}
	return 0, string(out)
}

type server struct {
	url    string
	cmd    *exec.Cmd
	log    *syncBuffer
	exited chan struct{} // closed when the process has ended
	err    error         // its exit status, once exited is closed
}

func freeAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// start runs "chillwatch serve" and waits until /healthz answers 200.
func start(t testing.TB, e env) *server {
	t.Helper()
	addr := freeAddr(t)
	s := &server{url: "http://" + addr, log: &syncBuffer{}, exited: make(chan struct{})}
	s.cmd = exec.Command(binary, "serve")
	s.cmd.Env = append(slices.Clone(e), "CHILLWATCH_ADDR="+addr)
	s.cmd.Stdout, s.cmd.Stderr = s.log, s.log
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { s.err = s.cmd.Wait(); close(s.exited) }()
	t.Cleanup(func() {
		select {
		case <-s.exited:
		default:
			_ = s.cmd.Process.Kill()
			<-s.exited
		}
	})
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-s.exited:
			t.Fatalf("chillwatch serve exited early: %v\n%s", s.err, s.log)
		default:
		}
		if resp, err := http.Get(s.url + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return s
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("chillwatch serve: /healthz not ready within 30 s\n%s", s.log)
	return nil
}

// stop sends SIGTERM and checks that the server exits cleanly.
func (s *server) stop(t *testing.T) {
	t.Helper()
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-s.exited:
		if s.err != nil {
			t.Fatalf("chillwatch serve exit after SIGTERM = %v, want 0\n%s", s.err, s.log)
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("chillwatch serve still running 30 s after SIGTERM\n%s", s.log)
	}
	if !strings.Contains(s.log.String(), "stopped") {
		t.Errorf("log does not mention %q:\n%s", "stopped", s.log)
	}
}

// call makes one JSON request and decodes the answer into a map.
func (s *server) call(t *testing.T, method, path, token string, body any) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, s.url+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatalf("%s %s: answer %q is not a JSON object: %v", method, path, raw, err)
		}
	}
	return resp.StatusCode, m
}

// mustCall is call that expects a 2xx answer.
func (s *server) mustCall(t *testing.T, method, path, token string, body any) map[string]any {
	t.Helper()
	code, m := s.call(t, method, path, token, body)
	if code != http.StatusOK && code != http.StatusCreated {
		t.Fatalf("%s %s = %d %v, want 200 or 201", method, path, code, m)
	}
	return m
}

func (s *server) login(t *testing.T, user, password string) string {
	t.Helper()
	m := s.mustCall(t, "POST", "/authgateway/login", "", map[string]string{"username": user, "password": password})
	tok, _ := m["jwtAccessToken"].(string)
	if tok == "" {
		t.Fatalf("login %s: no jwtAccessToken in %v", user, m)
	}
	return tok
}

func orgBody(name, orgType, parent string) map[string]any {
	b := map[string]any{
		"orgName": name, "orgDisplayName": name + " Dairy", "orgType": orgType,
		"address": map[string]any{"pinCode": "560001", "addressLine1": "1 Milk Road", "villageTownCity": "Anand",
			"district": "Anand", "state": "Gujarat", "country": "IN"},
		"contactDetails": map[string]any{"contactPersonName": "Ravi Kumar", "countryCode": "+91",
			"contactNumber": "9876543210", "emailId": "ravi@example.com"},
	}
	if parent != "" {
		b["parentOrgName"] = parent
	}
	return b
}

func userBody(name, orgName, role string) map[string]any {
	return map[string]any{
		"userName": name, "password": "Secret123", "confirmPassword": "Secret123",
		"firstName": "Test", "salutation": "Mr", "gender": "Male", "emailId": name + "@example.com",
		"roles": []string{role}, "mobileNumbers": []map[string]string{{"countryCode": "+91", "mobileNumber": "9876543210"}},
		"organizationName": orgName, "alertsLanguage": "en",
	}
}

// content returns the "content" list of a page answer.
func content(t *testing.T, page map[string]any) []map[string]any {
	t.Helper()
	list, ok := page["content"].([]any)
	if !ok {
		t.Fatalf("answer %v has no content list", page)
	}
	out := make([]map[string]any, len(list))
	for i, v := range list {
		out[i], _ = v.(map[string]any)
	}
	return out
}

func id(m map[string]any) string { return fmt.Sprint(m["orgId"]) }

func dialects(t *testing.T, fn func(t *testing.T, dbURL string)) {
	t.Run("sqlite", func(t *testing.T) { fn(t, "") })
	if os.Getenv(storagetest.EnvPostgres) != "" {
		t.Run("postgres", func(t *testing.T) { fn(t, storagetest.URL(t)) })
	}
}

func TestServe(t *testing.T) {
	dialects(t, func(t *testing.T, dbURL string) {
		const metricsToken = "operator-token-0123456789"
		metricsAddr := freeAddr(t)
		e := append(newEnv(t, dbURL), "CHILLWATCH_METRICS_TOKEN="+metricsToken, "CHILLWATCH_METRICS_ADDR="+metricsAddr)
		s := start(t, e)
		if _, health := s.call(t, "GET", "/healthz", "", nil); len(health) != 1 || health["status"] != "ok" {
			t.Errorf("healthz tells anonymous callers %v", health)
		}
		_, health := s.call(t, "GET", "/healthz", metricsToken, nil)
		if want := map[bool]string{true: "sqlite", false: "postgres"}[dbURL == ""]; health["database"] != want {
			t.Errorf("healthz database = %v, want %s", health["database"], want)
		}
		if code, _ := s.call(t, "GET", "/metrics", "", nil); code != http.StatusUnauthorized {
			t.Errorf("/metrics without the token = %d, want 401", code)
		}
		if resp, err := http.Get("http://" + metricsAddr + "/metrics"); err != nil || resp.StatusCode != 200 {
			t.Errorf("/metrics on the loopback listener: %v %v", resp, err)
		} else {
			resp.Body.Close()
		}

		admin := s.login(t, "admin", adminPassword)
		dairy := s.mustCall(t, "POST", prov+"/organizations", admin, orgBody("DairyOne", "dairy_cooperative", ""))
		if dairy["orgName"] != "DairyOne" {
			t.Fatalf("created organisation = %v, want orgName DairyOne", dairy)
		}
		sub := s.mustCall(t, "POST", prov+"/organizations", admin, orgBody("DairyOneCC", "chillingcenter", "DairyOne"))
		if sub["orgName"] != "DairyOneCC" || sub["parentOrgName"] != "DairyOne" {
			t.Errorf("created sub-organisation = %v, want DairyOneCC under DairyOne", sub)
		}
		other := s.mustCall(t, "POST", prov+"/organizations", admin, orgBody("DairyTwo", "milk_union", ""))
		s.mustCall(t, "POST", prov+"/users", admin, userBody("viewer2", "DairyTwo", "Viewer"))
		s.mustCall(t, "POST", prov+"/roles", admin, map[string]any{"roleName": "Operator", "orgName": "DairyOne",
			"description": "Runs the centre", "privileges": []string{"USER_CONFIGURATION", "LIVE_TILE"}})
		s.mustCall(t, "POST", prov+"/users", admin, userBody("operator1", "DairyOne", "Operator"))
		platform := s.mustCall(t, "GET", prov+"/organizations?orgName=ChillWatch", admin, nil)

		op := s.login(t, "operator1", "Secret123")
		orgs := content(t, s.mustCall(t, "GET", prov+"/organizations/all", op, nil))
		if len(orgs) != 1 || orgs[0]["orgName"] != "DairyOne" {
			t.Errorf("operator's organisations = %v, want only DairyOne", orgs)
		}
		for _, o := range []map[string]any{platform, other} {
			if code, m := s.call(t, "GET", prov+"/organizations/"+id(o), op, nil); code != http.StatusNotFound {
				t.Errorf("operator GET organisation %v = %d %v, want 404", o["orgName"], code, m)
			}
		}
		if code, _ := s.call(t, "GET", prov+"/organizations/"+id(dairy), op, nil); code != http.StatusOK {
			t.Errorf("operator GET own organisation = %d, want 200", code)
		}
		users := content(t, s.mustCall(t, "GET", prov+"/users/all", op, nil))
		var names []string
		for _, u := range users {
			names = append(names, fmt.Sprint(u["userName"]))
			if u["organizationName"] != "DairyOne" {
				t.Errorf("operator sees user %v of %v, want only users of DairyOne", u["userName"], u["organizationName"])
			}
		}
		if len(names) != 1 || names[0] != "operator1" {
			t.Errorf("operator's users = %v, want [operator1]", names)
		}
		s.stop(t)
		if strings.Contains(s.log.String(), adminPassword) {
			t.Error("the server printed CHILLWATCH_ADMIN_PASSWORD, want it kept secret")
		}

		if code, out := run(t, e, "admin", "create", "-username", "ops2", "-password", "Secret123"); code != 0 {
			t.Fatalf("admin create exit = %d, want 0\n%s", code, out)
		}
		if code, out := run(t, e, "admin", "reset-password", "-username", "admin", "-password", "NewPass123"); code != 0 {
			t.Fatalf("admin reset-password exit = %d, want 0\n%s", code, out)
		}
		s = start(t, e)
		s.login(t, "ops2", "Secret123")
		s.login(t, "admin", "NewPass123")
		if code, _ := s.call(t, "POST", "/authgateway/login", "", map[string]string{"username": "admin", "password": adminPassword}); code != http.StatusUnauthorized {
			t.Errorf("login with the old admin password = %d, want 401", code)
		}
		s.stop(t)
	})
}

func TestMigrate(t *testing.T) {
	dialects(t, func(t *testing.T, dbURL string) {
		e := newEnv(t, dbURL)
		for i := range 2 {
			if code, out := run(t, e, "migrate"); code != 0 {
				t.Fatalf("migrate run %d exit = %d, want 0\n%s", i+1, code, out)
			}
		}
		if dbURL == "" {
			dir := strings.TrimPrefix(e[0], "CHILLWATCH_DATA_DIR=")
			if _, err := os.Stat(filepath.Join(dir, "chillwatch.db")); err != nil {
				t.Errorf("database file after migrate: %v", err)
			}
		}
	})
}

func TestBadCommands(t *testing.T) {
	e := newEnv(t, "")
	for _, args := range [][]string{{"bogus"}, {}, {"serve", "-bogus"}, {"admin", "create"}, {"admin", "frobnicate"}} {
		if code, out := run(t, e, args...); code == 0 {
			t.Errorf("chillwatch %q exit = 0, want non-zero\n%s", args, out)
		}
	}
	if code, out := run(t, e, "version"); code != 0 || strings.TrimSpace(out) == "" {
		t.Errorf("chillwatch version = %d %q, want 0 and a version", code, out)
	}
}

// compact runs the compaction at once and says what it moved; a bad
// -before is refused. (What compaction does: internal/ingest's tests.)
func TestCompactCommand(t *testing.T) {
	e := newEnv(t, "")
	if code, out := run(t, e, "compact", "-before", "2026-01-01"); code != 0 || !strings.Contains(out, "0 readings and 0 samples moved into 0 blocks") {
		t.Errorf("compact = %d %q", code, out)
	}
	if code, out := run(t, e, "compact", "-before", "yesterday"); code == 0 || !strings.Contains(out, "-before must be") {
		t.Errorf("compact -before yesterday = %d %q, want a refusal", code, out)
	}
}
