# Ply Yard — see README.md. `make run` plays, `make test` tests.
GO       ?= go
WASMEXEC := $(shell $(GO) env GOROOT)/lib/wasm
ENGINE   := ./engine/...

.PHONY: run test test-rest test-engine test-engine-wasm test-all vet fmt-check ply bench bench-web fuzz \
	app web serve mobile test-app test-desktop test-web test-server load cluster cluster-stop

# The app's packages (everything that imports Ebitengine, and its helpers).
APP      := . ./lang/... ./save/... ./audio/... ./sprites/... ./play/... ./scenes/...
ALSA_NULL := $(CURDIR)/scripts/alsa-null.conf

## run: build and start the desktop game (installs the Debian packages
## Ebitengine needs first, when any is missing).
run: app
	./bin/plyyard

app:
	sh scripts/deps.sh
	$(GO) build -o bin/plyyard .

## web: the browser build in wasm/ (game.wasm, wasm_exec.js, index.html),
## and the bot worker's build (bot.wasm, run by botworker.js), with the
## builds and wasm_exec.js precompressed (.gz, .br) for the server, and the
## build's version for the service worker (version.js). The release's
## compression is the best (over a minute); test-web asks for fast levels
## (PRECOMPRESS=-fast: seconds, files a fifth larger).
PRECOMPRESS ?=
web:
	cp "$(WASMEXEC)/wasm_exec.js" wasm/
	GOOS=js GOARCH=wasm $(GO) build -ldflags="-s -w" -o wasm/game.wasm .
	GOOS=js GOARCH=wasm $(GO) build -ldflags="-s -w" -o wasm/bot.wasm ./cmd/botworker
	echo "self.plyyardVersion = '$$(cat wasm/game.wasm wasm/bot.wasm wasm/wasm_exec.js wasm/loader.js wasm/botworker.js wasm/sw.js wasm/index.html wasm/manifest.webmanifest | sha256sum | cut -c1-16)';" > wasm/version.js
	$(GO) run ./cmd/precompress $(PRECOMPRESS) wasm/game.wasm wasm/bot.wasm wasm/wasm_exec.js

## serve: the room server at http://localhost:8080, serving the browser build
## too (rooms kept in ./plyyard.db).
serve: web
	$(GO) run ./cmd/plyyard-server -addr localhost:8080 -dir wasm

## load: a fresh room server under cmd/loadgen (LOAD_ROOMS=200 LOAD_RATE=1
## LOAD_DURATION=30s LOAD_GAME=ludo LOAD_RATED=1 for rated quick-match rooms
## LOAD_STORE=<scratch SQLite>|memory|postgres://...);
## docs/benchmarks.md has the figures.
load:
	GO=$(GO) sh scripts/load.sh

## cluster: three room servers on loopback (http://127.0.0.1:8081, :8082,
## :8083) in one NATS cluster sharing one PostgreSQL (a scratch one unless
## CLUSTER_POSTGRES names one); `make cluster-stop` stops them.
cluster:
	GO=$(GO) bash scripts/cluster.sh start

cluster-stop:
	GO=$(GO) bash scripts/cluster.sh stop

## mobile: the Android library (needs the Android SDK and NDK).
mobile:
	$(GO) vet ./mobile
	$(GO) install github.com/hajimehoshi/ebiten/v2/cmd/ebitenmobile@v2.8.9
	"$$($(GO) env GOPATH)/bin/ebitenmobile" bind -target android \
		-javapkg org.plyyard -o bin/plyyard.aar ./mobile

## test-app: the app's tests under Xvfb with sound sent to ALSA's null
## device (test-desktop), then the browser build in headless Chromium
## (test-web).
test-app: test-desktop test-web

test-desktop:
	sh scripts/deps.sh
	$(GO) vet $(APP) ./mobile ./browsertest
	ALSA_CONFIG_PATH=$(ALSA_NULL) xvfb-run -a $(GO) test -count=1 -timeout 25m $(APP)

test-web: PRECOMPRESS = -fast
test-web: web
	sh scripts/deps.sh web
	PLYYARD_REQUIRE_BROWSER=1 $(GO) test -count=1 -timeout 45m -parallel 4 ./browsertest

ply:
	$(GO) build -o bin/ply ./cmd/ply

## test: every test the project has, in two lanes: the browser's tests,
## the longest part (Chromium's software GL on about one core), and all the
## rest one after the other. `make -j2 -O test` (what .ci/run does) runs the
## two lanes at once, each target's output printed whole when it ends.
test: fmt-check test-web test-rest

# The second lane: a make of its own without -j, so that it takes one job
# slot and the browser's tests the other.
test-rest:
	$(MAKE) -j1 test-desktop vet test-engine test-engine-wasm test-all test-server

# The room server and its protocol, with the race detector.
test-server:
	$(GO) test -race -count=1 ./room/... ./server/...

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	CGO_ENABLED=0 $(GO) vet $(ENGINE) ./cmd/... ./games/... ./registry/... ./puzzle/... ./learn/... ./layout/... ./strictjson/... ./netplay/... ./botworker/... ./pacing/... ./glicko/... ./room/... ./server/...
	GOOS=js GOARCH=wasm $(GO) vet ./room/...

# The rules core must build and pass without cgo...
test-engine:
	CGO_ENABLED=0 $(GO) test -count=1 $(ENGINE)

# ...and compiled to WebAssembly, run under node.
test-engine-wasm:
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -count=1 -short $(ENGINE)

# Everything else (the tools).
test-all:
	CGO_ENABLED=0 $(GO) test -count=1 ./cmd/... ./games/... ./registry/... ./puzzle/... ./learn/... ./layout/... ./strictjson/... ./netplay/... ./botworker/... ./pacing/... ./glicko/...

## bench: the benchmarks recorded in docs/benchmarks.md: the engines', then
## bench-web.
bench:
	$(GO) test -run '^$$' -bench . -benchtime 3x -cpu 1 $(ENGINE)
	$(MAKE) bench-web

## bench-web: the browser build's frames while the AI thinks, against the
## idle page and an empty Ebitengine program (TestBrowserFramesWhileTheAIThinks),
## and a first visit's first frame against the empty program's
## (TestFirstFrameAgainstEmptyProgram), and the frames while the review is
## judged in the bot worker (TestBrowserFramesWhileReviewing): they log
## figures and check nothing, so make test skips them.
bench-web: web
	sh scripts/deps.sh web
	PLYYARD_BENCH=1 PLYYARD_REQUIRE_BROWSER=1 $(GO) test -count=1 -v -run 'TestBrowserFramesWhileTheAIThinks|TestFirstFrameAgainstEmptyProgram|TestBrowserFramesWhileReviewing' ./browsertest

## fuzz: a short fuzzing pass over every fuzz target (the engines, the
## protocol, the online client).
FUZZTIME ?= 20s
fuzz:
	@for pkg in $$($(GO) list $(ENGINE) ./room/... ./strictjson ./netplay); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done
