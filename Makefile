# ChillWatch — the two commands a newcomer needs: `make run` and `make test`.
GO        ?= go
DATA_DIR  ?= ./data
BIN       := bin/chillwatch
POSTGRES  ?= postgres://postgres@127.0.0.1:5432/test?sslmode=disable
VERSION   := $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -X github.com/chillwatch/chillwatch/internal/app.Version=$(VERSION)

.PHONY: run build deps test test-postgres vet fuzz cover clean bench

## run: build and serve the console and API at http://localhost:8080
run: build
	CHILLWATCH_DATA_DIR=$(DATA_DIR) ./$(BIN) serve

## build: compile the chillwatch binary into bin/
build: deps
	CGO_ENABLED=0 $(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/chillwatch

## deps: download the Go modules
deps:
	$(GO) mod download

## test: go vet, gofmt check, then every test (PostgreSQL too when TEST_POSTGRES_URL is set)
test: deps vet
	@unformatted=$$(gofmt -l cmd internal); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	$(GO) test -count=1 ./...

## test-postgres: every test, with the PostgreSQL suites on the local server
test-postgres:
	TEST_POSTGRES_URL='$(POSTGRES)' $(MAKE) test

vet:
	$(GO) vet ./...

## fuzz: run each fuzz target for FUZZTIME (default 30s)
FUZZTIME ?= 30s
fuzz:
	$(GO) test ./internal/api/ -run '^$$' -fuzz '^FuzzLogin$$' -fuzztime $(FUZZTIME)
	$(GO) test ./internal/auth/ -run '^$$' -fuzz '^FuzzParseAccess$$' -fuzztime $(FUZZTIME)

cover:
	$(GO) test -count=1 -coverprofile=coverage.out ./... && $(GO) tool cover -func=coverage.out | tail -1

clean:
	rm -rf bin coverage.out

## bench: the benchmarks (SQLite, and PostgreSQL when TEST_POSTGRES_URL is set)
bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./...
