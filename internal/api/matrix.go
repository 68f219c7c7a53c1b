package api

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/chillwatch/chillwatch/internal/auth"
)

// Route is one line of the privilege matrix: who may call an operation.
type Route struct {
	Method string `json:"method"`
	Path   string `json:"path"`
	// Public routes need no session.
	Public bool `json:"public,omitempty"`
	// Privileges are alternatives: holding any one is enough. Empty means
	// any signed-in user. ALL_PRIVILEGE always passes.
	Privileges []string `json:"privileges"`
	// Scoped routes name an organisation's object (in the path, query or
	// body); one of another organisation answers 404.
	Scoped bool `json:"scoped,omitempty"`
}

// Key is "METHOD path", the matrix's index.
func (r Route) Key() string { return r.Method + " " + r.Path }

//go:embed privileges.json
var matrixJSON []byte

// Matrix is the route × privilege table every call is checked against. It
// is the one source of the server's access rules: a registered route that
// is missing from it is refused to everyone.
type Matrix map[string]Route

// LoadMatrix parses the embedded matrix and checks its privilege names.
func LoadMatrix() (Matrix, error) {
	var doc struct {
		Routes []Route `json:"routes"`
	}
	if err := json.Unmarshal(matrixJSON, &doc); err != nil {
		return nil, fmt.Errorf("api: privileges.json: %w", err)
	}
	m := Matrix{}
	for _, r := range doc.Routes {
		if _, dup := m[r.Key()]; dup {
			return nil, fmt.Errorf("api: privileges.json: %s listed twice", r.Key())
		}
		for _, p := range r.Privileges {
			if n, ok := auth.NormalizePrivilege(p); !ok || n != p {
				return nil, fmt.Errorf("api: privileges.json: %s: unknown privilege %q", r.Key(), p)
			}
		}
		if r.Public && (len(r.Privileges) > 0 || r.Scoped) {
			return nil, fmt.Errorf("api: privileges.json: %s: a public route takes no privileges or scope", r.Key())
		}
		m[r.Key()] = r
	}
	return m, nil
}

// Routes lists the matrix sorted by path then method.
func (m Matrix) Routes() []Route {
	out := make([]Route, 0, len(m))
	for _, r := range m {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Route) int {
		if a.Path != b.Path {
			if a.Path < b.Path {
				return -1
			}
			return 1
		}
		if a.Method < b.Method {
			return -1
		}
		if a.Method > b.Method {
			return 1
		}
		return 0
	})
	return out
}
