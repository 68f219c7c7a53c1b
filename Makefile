# ChillWatch — the two commands a newcomer needs: `make run` and `make test`.
GO        ?= go
DATA_DIR  ?= ./data
BIN       := bin/chillwatch
POSTGRES  ?= postgres://postgres@127.0.0.1:5432/test?sslmode=disable
VERSION   := $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -X github.com/chillwatch/chillwatch/internal/app.Version=$(VERSION)

.PHONY: run dev build web deps test test-web test-go e2e e2e-deps test-postgres vet fuzz cover clean bench audit

## run: build the console and the binary, serve them at http://localhost:8080
run: build
	CHILLWATCH_DATA_DIR=$(DATA_DIR) ./$(BIN) serve --demo

## dev: the Go server on :8080 proxying the console to Vite's dev server (hot reload)
dev: deps
	cd web && npx vite & CHILLWATCH_DATA_DIR=$(DATA_DIR) CHILLWATCH_CONSOLE_DEV_URL=http://localhost:5173 $(GO) run ./cmd/chillwatch serve

## build: compile the console into web/dist and the binary (embedding it) into bin/
build: web
	CGO_ENABLED=0 $(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/chillwatch

web: deps
	cd web && npm run build

## deps: download the Go modules and install the console's npm packages
deps: web/node_modules/.package-lock.json
	$(GO) mod download

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund

## test: every check — console (types drift, unit tests, build), go vet, gofmt, Go tests (the attack
## suite among them), each fuzz target for FUZZTIME, browser tests
test: test-web test-go fuzz e2e

test-web: deps
	cd web && npm run check:api && npm test && npm run build

test-go: deps vet
	@unformatted=$$(gofmt -l cmd internal web/*.go); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	$(GO) test -count=1 -timeout 30m ./...

## e2e: the browser suite (playwright-core + Debian's chromium) against the real binary
e2e: build e2e-deps
	cd web && node --test --test-concurrency=1 e2e/

e2e-deps:
	@command -v chromium >/dev/null 2>&1 || { echo "installing Debian's chromium for the browser tests"; \
		(apt-get update -qq && apt-get install -y -qq chromium) || \
		(sudo apt-get update -qq && sudo apt-get install -y -qq chromium); }

## test-postgres: every test, with the PostgreSQL suites on the local server
test-postgres:
	TEST_POSTGRES_URL='$(POSTGRES)' $(MAKE) test

vet:
	$(GO) vet ./...

## fuzz: run each fuzz target for FUZZTIME (default 30s); part of make test
FUZZTIME ?= 30s
FUZZ_TARGETS := internal/api:FuzzLogin internal/api:FuzzCreateUser internal/api:FuzzCreateSite \
	internal/auth:FuzzParseAccess internal/importer:FuzzSiteFile internal/input:FuzzJSON \
	internal/telemetry/block:FuzzBlocks internal/telemetry:FuzzCanonical internal/telemetry:FuzzScan
fuzz: deps
	@for t in $(FUZZ_TARGETS); do pkg=$${t%%:*}; name=$${t##*:}; echo "fuzz $$pkg $$name ($(FUZZTIME))"; \
		$(GO) test ./$$pkg/ -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) -parallel 2 || exit 1; done

## audit: known vulnerabilities in the Go modules and npm packages (needs vuln.go.dev and the npm advisory API)
audit: deps
	$(GO) run golang.org/x/vuln/cmd/govulncheck@v1.9.0 ./...
	cd web && npm audit --omit=dev

cover:
	$(GO) test -count=1 -coverprofile=coverage.out ./... && $(GO) tool cover -func=coverage.out | tail -1

clean:
	rm -rf bin coverage.out web/node_modules && find web/dist -mindepth 1 ! -name .keep -delete

## bench: the benchmarks (SQLite, and PostgreSQL when TEST_POSTGRES_URL is set);
## BENCH=Ingest runs those whose name matches
BENCH ?= .
bench: deps
	$(GO) test -run '^$$' -bench '$(BENCH)' -benchmem -timeout 120m ./...
