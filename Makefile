# Ply Yard — see README.md. `make run` plays, `make test` tests.
GO       ?= go
WASMEXEC := $(shell $(GO) env GOROOT)/lib/wasm
ENGINE   := ./engine/...

.PHONY: run test test-engine test-engine-wasm test-all vet fmt-check ply bench fuzz

## run: until the app lands, show the rules tool's help.
run: ply
	./bin/ply help

ply:
	$(GO) build -o bin/ply ./cmd/ply

## test: every test the project has.
test: fmt-check vet test-engine test-engine-wasm test-all

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	CGO_ENABLED=0 $(GO) vet $(ENGINE) ./cmd/...

# The rules core must build and pass without cgo...
test-engine:
	CGO_ENABLED=0 $(GO) test -count=1 $(ENGINE)

# ...and compiled to WebAssembly, run under node.
test-engine-wasm:
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -count=1 -short $(ENGINE)

# Everything else (the tools).
test-all:
	CGO_ENABLED=0 $(GO) test -count=1 ./cmd/...

## bench: the engine benchmarks recorded in docs/benchmarks.md.
bench:
	$(GO) test -run '^$$' -bench . -benchtime 3x -cpu 1 $(ENGINE)

## fuzz: a short fuzzing pass over every fuzz target of the engine.
FUZZTIME ?= 20s
fuzz:
	@for pkg in $$($(GO) list $(ENGINE)); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done
