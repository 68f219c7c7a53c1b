package app_test

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/chillwatch/chillwatch/internal/app"
)

var update = flag.Bool("update", false, "rewrite web/openapi.json")

// The console's API types are generated from web/openapi.json; this test
// fails when the server's document drifts from it (refresh with -update,
// then `npm run gen:api` in web/).
func TestOpenAPIDocumentIsCurrent(t *testing.T) {
	got, err := app.OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	const path = "../../web/openapi.json"
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("web/openapi.json is stale: run `go test ./internal/app -run TestOpenAPIDocumentIsCurrent -update` and `npm run gen:api` in web/")
	}
}
