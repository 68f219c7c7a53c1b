# ChillWatch — the two commands a newcomer needs: `make run` and `make test`.
GO        ?= go
DATA_DIR  ?= ./data
BIN       := bin/chillwatch
POSTGRES  ?= postgres://postgres@127.0.0.1:5432/test?sslmode=disable
VERSION   := $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -X github.com/chillwatch/chillwatch/internal/app.Version=$(VERSION)
SHELL     := bash
STAGES    := bin/stage-times.txt

.PHONY: run dev build binary web deps test test-web test-go check-go go-tests e2e e2e-run e2e-deps \
	test-postgres vet lint tidy-check fuzz cover clean bench long audit

## run: build the console and the binary, serve them at http://localhost:8080
run: build
	CHILLWATCH_DATA_DIR=$(DATA_DIR) ./$(BIN) serve --demo

## dev: the Go server on :8080 proxying the console to Vite's dev server (hot reload)
dev: deps
	cd web && npx vite & CHILLWATCH_DATA_DIR=$(DATA_DIR) CHILLWATCH_CONSOLE_DEV_URL=http://localhost:5173 $(GO) run ./cmd/chillwatch serve

## build: compile the console into web/dist and the binary (embedding it) into bin/
build: web
	@$(MAKE) --no-print-directory binary

## binary: the binary alone, embedding web/dist as it stands
binary:
	CGO_ENABLED=0 $(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/chillwatch

web: deps
	cd web && npm run build

## deps: download the Go modules and install the console's npm packages
deps: web/node_modules/.package-lock.json
	$(GO) mod download

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund

## test: every check, in stages, each stage's wall time printed as it ends and all of them at the
## end: the console (lint, API types, unit tests, the one build), the Go checks (vet, golangci-lint
## with gofmt, go.mod tidy), the Go tests (-short: the long simulations' short versions; PostgreSQL
## too with TEST_POSTGRES_URL), the fuzz targets within FUZZBUDGET seconds in all, the browser
## suites against the binary
test: deps
	@mkdir -p bin && : > $(STAGES)
	@scripts/stage $(STAGES) "console: lint, API types, unit tests, build" $(MAKE) --no-print-directory test-web
	@scripts/stage $(STAGES) "go checks" $(MAKE) --no-print-directory check-go
	@scripts/stage $(STAGES) "go tests: SQLite$(if $(TEST_POSTGRES_URL), and PostgreSQL)" $(MAKE) --no-print-directory go-tests
	@scripts/stage $(STAGES) "fuzz: $(words $(FUZZ_TARGETS)) targets, $(FUZZBUDGET) s in all" $(MAKE) --no-print-directory fuzz FUZZTIME=$(FUZZ_EACH)
	@scripts/stage $(STAGES) "browser suites: binary, demo data set, suites" $(MAKE) --no-print-directory binary e2e-deps e2e-run
	@echo "stage times:" && cat $(STAGES)

test-web: deps
	cd web && npm run lint && npm run check:api && npm test && npm run build

## test-go: the Go checks and tests
test-go: check-go go-tests

check-go: deps vet lint tidy-check

## go-tests: every Go test (-short), then where their time went (scripts/testtimes) and the CPU
## time they took (user + sys near twice real: both cores busy, more t.Parallel would not help)
go-tests: deps
	set -o pipefail; time ($(GO) test -trimpath -short -count=1 -timeout 30m -json ./... | $(GO) run ./scripts/testtimes)

## e2e: the browser suite (playwright-core + Debian's chromium) against the real binary
e2e: build e2e-deps
	@$(MAKE) --no-print-directory e2e-run

## e2e-run: the browser suites against bin/chillwatch as it stands (the demo suites share one
## demo data set, made once for the binary: web/e2e/harness.mjs)
e2e-run:
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

## lint: golangci-lint, pinned (not in go.mod), with gofmt among its checks: .golangci.yml says
## which linters and why each exclusion; the first run builds it (minutes), later ones reuse it
GOLANGCI_LINT := $(GO) run github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v2.15.0
lint:
	$(GOLANGCI_LINT) run ./...

## tidy-check: go.mod and go.sum are as go mod tidy leaves them (prints the difference, fails on one)
tidy-check:
	$(GO) mod tidy -diff

## fuzz: run each fuzz target for FUZZTIME (default 30s); make test gives them FUZZBUDGET seconds in all.
## Tests and fuzz targets build with -trimpath: without it a build's cache key holds the checkout's
## path, and a fresh clone rebuilt every package and each instrumented fuzz binary (6.5 min of a
## 90 s budget). scripts/fuzz runs a target once more when Go 1.26's fuzz coordinator fails it with no
## failing input written (go.dev/issue/75804)
FUZZTIME ?= 30s
FUZZBUDGET ?= 90
FUZZ_TARGETS := internal/api:FuzzLogin internal/api:FuzzCreateUser internal/api:FuzzCreateSite \
	internal/auth:FuzzParseAccess internal/importer:FuzzSiteFile internal/input:FuzzJSON \
	internal/telemetry/block:FuzzBlocks internal/telemetry:FuzzCanonical internal/telemetry:FuzzScan
FUZZ_EACH = $(shell echo $$(( $(FUZZBUDGET) / $(words $(FUZZ_TARGETS)) )))s
fuzz: deps
	@GO=$(GO) scripts/fuzz $(FUZZTIME) $(FUZZ_TARGETS)

## audit: known vulnerabilities in the Go modules and npm packages (needs vuln.go.dev and the npm advisory API)
audit: deps
	$(GO) run golang.org/x/vuln/cmd/govulncheck@v1.9.0 ./...
	cd web && npm audit --omit=dev

cover:
	$(GO) test -count=1 -coverprofile=coverage.out ./... && $(GO) tool cover -func=coverage.out | tail -1

clean:
	rm -rf bin coverage.out web/node_modules && find web/dist -mindepth 1 ! -name .keep -delete

## bench: the long versions of the simulations and kill -9 tests (make long), then the benchmarks
## (SQLite, and PostgreSQL when TEST_POSTGRES_URL is set); BENCH=Ingest runs those whose name matches
BENCH ?= .
bench: deps long
	$(GO) test -run '^$$' -bench '$(BENCH)' -benchmem -timeout 120m ./...

## long: the tests whose full length make test shortens (-short): ground truth over 30 days, random
## faults over 14, a healthy fleet over 10, order independence over 7, late-record replay over 4, the
## kill -9 durability tests with 100,000 HTTP and 20,000 MQTT readings
LONG := TestGroundTruth|TestRandomFaults|TestHealthyFleet|TestOrderIndependence|TestLateRecordsReplay|TestDurability|TestDurabilityMQTT
long: deps
	$(GO) test -count=1 -timeout 60m -run '^($(LONG))$$' ./internal/engine/ ./internal/sim/ ./internal/monitor/ ./cmd/chillwatch/
