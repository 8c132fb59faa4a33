package browsertest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room/roomtest"
	roomserver "github.com/plyyard/plyyard/server"
	"github.com/plyyard/plyyard/server/servertest"
)

// loadWatch runs in the page before its scripts: it notes each
// instantiateStreaming call's Content-Type, when the instance is made and
// (readyWatch) when the game says it drew its first frame, on the page's
// clock.
const loadWatch = `window.streamed = [];
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = function (src, imports) {
  Promise.resolve(src).then((r) => window.streamed.push(r.headers.get("Content-Type")));
  const made = instantiateStreaming.call(this, src, imports);
  made.then(() => { window.instantiatedAt = performance.now(); });
  return made;
};
` + readyWatch

// readyWatch notes on window.readyAt, on the page's clock, when the game
// says it drew its first frame. It is noted as the game calls the loader's
// plyyardReady (before it starts the bot worker), not by an observer, which
// would run only once the page's thread is free.
const readyWatch = `let ready;
Object.defineProperty(window, "plyyardReady", {
  configurable: true,
  get() { return ready; },
  set(f) { ready = function () { window.readyAt = window.readyAt || performance.now(); return f.apply(this, arguments); }; },
});`

// TestLoaderProgressCompressed loads the page from the room server itself,
// which sends game.wasm brotli-compressed with its size before compression
// apart (X-Uncompressed-Length), over a throttled network, and watches the
// loading bar: it moves through the middle, its note counts megabytes of
// the uncompressed size, the build is downloaded once (the page's preload
// is the loader's fetch) and compiled as it downloads (the loader hands
// instantiateStreaming a Response of application/wasm), the game starts,
// and only then is the bot worker's bot.wasm asked for.
func TestLoaderProgressCompressed(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	srv, err := roomserver.New(roomserver.Config{Dir: filepath.Join("..", "wasm"), Sweep: -1})
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var botAsked int64    // when bot.wasm was first asked for, in Unix milliseconds
	var gameAsked []int64 // when game.wasm was asked for
	h := srv.Handler()
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		if r.URL.Path == "/bot.wasm" && botAsked == 0 {
			botAsked = time.Now().UnixMilli()
		}
		if r.URL.Path == "/game.wasm" {
			gameAsked = append(gameAsked, time.Now().UnixMilli())
		}
		mu.Unlock()
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(func() { hs.Close(); srv.Close() })
	d := open(t, "about:blank", 480, 320)
	d.do(t, throttled(loadWatch)...)
	began := time.Now()
	if _, err := d.call("Page.navigate", map[string]any{"url": hs.URL + "/?lang=en"}); err != nil {
		t.Fatal(err)
	}
	var widths []float64
	var note string
	roomtest.Eventually(t, "the bar passes the middle", 120*time.Second, func() error {
		w := d.eval(t, `(document.getElementById('fill') || {style: {}}).style.width || ''`)
		f, _ := strconv.ParseFloat(strings.TrimSuffix(w, "%"), 64)
		if len(widths) == 0 || widths[len(widths)-1] != f {
			widths = append(widths, f)
		}
		if f > 20 && f < 90 {
			note = d.eval(t, `document.getElementById('note').textContent`)
			d.screenshot(t, "web-loader-mid") // kept under PLYYARD_SHOTS
			return nil
		}
		return fmt.Errorf("bar at %q", w)
	})
	d.waitReady(t)
	ready := time.Since(began)
	// The note reads "got / total MB", total being game.wasm's own size.
	var got, total float64
	if _, err := fmt.Sscanf(note, "%f / %f MB", &got, &total); err != nil || total < 10 || got > total {
		t.Fatalf("note %q mid-way (%v)", note, err)
	}
	for i := 1; i < len(widths); i++ {
		if widths[i] < widths[i-1] {
			t.Fatalf("the bar went back: %v", widths)
		}
	}
	if s := d.eval(t, "JSON.stringify(window.streamed)"); s != `["application/wasm"]` {
		t.Fatalf("instantiateStreaming was given %s, want one Response of application/wasm", s)
	}
	// The page's clock: when game.wasm's last byte came and the first
	// frame, from the start of the navigation; and that frame on the wall
	// clock, to compare with the server's note of bot.wasm.
	var downloaded, made, frame, frameWall float64
	fmt.Sscan(d.eval(t, `[performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/game.wasm"))
		.map((e) => e.responseEnd)[0] || 0, window.instantiatedAt || 0, window.readyAt || 0,
		performance.timeOrigin + (window.readyAt || 0)].join(" ")`),
		&downloaded, &made, &frame, &frameWall)
	if downloaded == 0 || frame == 0 {
		t.Fatalf("no download seen (%v ms) or no first frame (%v ms)", downloaded, frame)
	}
	roomtest.Eventually(t, "the bot worker asks for bot.wasm", 60*time.Second, func() error {
		mu.Lock()
		defer mu.Unlock()
		if botAsked == 0 {
			return fmt.Errorf("not yet")
		}
		return nil
	})
	mu.Lock()
	asked, games := botAsked, 0
	for _, at := range gameAsked {
		if float64(at) <= frameWall {
			games++
		}
	}
	mu.Unlock()
	// The page's preload and the loader's fetch are one download (and the
	// service worker takes that one, TestFirstVisitDownloadsOnce).
	if games != 1 {
		t.Fatalf("game.wasm was asked for %d times before the first frame", games)
	}
	if float64(asked) < frameWall {
		t.Fatalf("bot.wasm was asked for %.0f ms before the first frame", frameWall-float64(asked))
	}
	// The times are logged for docs/benchmarks.md (the test's own wait
	// polls every few hundred milliseconds, so it reads a little late);
	// nothing is asserted about speed.
	t.Logf("bar widths seen %v; mid-way note %q; game.wasm downloaded at %.1f s, instantiated at %.1f s, first frame at %.1f s (the page's clock), %v (the test's); bot.wasm asked for %.1f s after it",
		widths, note, downloaded/1000, made/1000, frame/1000, ready.Round(100*time.Millisecond), (float64(asked)-frameWall)/1000)
}

// TestLoaderWithoutStreaming loads the page, from the room server, in a
// browser without WebAssembly.instantiateStreaming: the loader reads the
// whole of game.wasm through the same counting stream and instantiates the
// bytes, and the game starts.
func TestLoaderWithoutStreaming(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	d := open(t, "about:blank", 480, 320)
	st, err := os.Stat(filepath.Join("..", "wasm", "game.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	hs := servertest.Start(t, filepath.Join("..", "wasm"))
	d.do(t,
		devCall{"Page.enable", nil},
		devCall{"Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": `delete WebAssembly.instantiateStreaming;
window.fed = [];
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = function (b, imports) {
  window.fed.push(b.byteLength);
  return instantiate.call(this, b, imports);
};`}},
		devCall{"Page.navigate", map[string]any{"url": hs.URL + "/?lang=en"}},
	)
	d.waitReady(t)
	if fed := d.eval(t, "JSON.stringify(window.fed)"); fed != fmt.Sprintf("[%d]", st.Size()) {
		t.Fatalf("WebAssembly.instantiate was given %s bytes, want game.wasm's %d", fed, st.Size())
	}
}

// firstFrameWatch notes on window.firstFrameAt, on the page's clock, when
// the page's program first counts a drawn frame (window.plyyardFrames: the
// game's frame meter, the empty program's Draw).
const firstFrameWatch = `let plyyardFrames;
Object.defineProperty(window, "plyyardFrames", {
  configurable: true,
  get() { return plyyardFrames; },
  set(n) { plyyardFrames = n; if (n > 0 && window.firstFrameAt === undefined) window.firstFrameAt = performance.now(); },
});`

// TestFirstFrameAgainstEmptyProgram loads the game and the empty
// Ebitengine program (testdata/empty) alternately, each in a new Chromium
// (a first visit), both from the room server (brotli, as a release sends
// them: the empty program compressed at the best level, the game as
// `make web` left it) over the loader test's throttling, and logs when each
// drew its first frame on the page's clock, and their ratio: the figures
// of docs/benchmarks.md. PLYYARD_ROUNDS sets how many pairs (3 by
// default). It asserts nothing about speed; make bench runs it
// (PLYYARD_BENCH=1).
func TestFirstFrameAgainstEmptyProgram(t *testing.T) {
	measurementOnly(t)
	rounds := 3
	if n, err := strconv.Atoi(os.Getenv("PLYYARD_ROUNDS")); err == nil && n > 0 {
		rounds = n
	}
	dir := t.TempDir()
	buildForBrowser(t, "./testdata/empty", filepath.Join(dir, "empty.wasm"))
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(emptyPage), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := roomserver.Precompress(filepath.Join(dir, "empty.wasm")); err != nil {
		t.Fatal(err)
	}
	serve := func(dir string) string {
		srv, err := roomserver.New(roomserver.Config{Dir: dir, Sweep: -1})
		if err != nil {
			t.Fatal(err)
		}
		hs := httptest.NewServer(srv.Handler())
		t.Cleanup(func() { hs.Close(); srv.Close() })
		return hs.URL
	}
	pages := []struct{ name, url string }{
		{"game", serve(filepath.Join("..", "wasm")) + "/?lang=en"},
		{"empty", serve(dir) + "/"},
	}
	times := map[string][]float64{}
	for r := range rounds {
		for _, p := range pages {
			t.Run(fmt.Sprintf("%s-%d", p.name, r+1), func(t *testing.T) {
				d := open(t, "about:blank", 480, 320)
				d.do(t, throttled(firstFrameWatch)...)
				if _, err := d.call("Page.navigate", map[string]any{"url": p.url}); err != nil {
					t.Fatal(err)
				}
				var at float64
				roomtest.Eventually(t, "the first frame", 120*time.Second, func() error {
					fmt.Sscan(d.eval(t, "String(window.firstFrameAt || 0)"), &at)
					if at == 0 {
						return fmt.Errorf("not yet")
					}
					return nil
				})
				var got, size float64
				fmt.Sscan(d.eval(t, `performance.getEntriesByType("resource").filter((e) => /(game|empty)[.]wasm$/.test(e.name))
					.map((e) => e.responseEnd + " " + e.encodedBodySize)[0] || "0 0"`), &got, &size)
				times[p.name] = append(times[p.name], at/1000)
				t.Logf("%s: its build (%.0f bytes sent) downloaded at %.2f s, first frame at %.2f s", p.name, size, got/1000, at/1000)
			})
		}
	}
	med := func(xs []float64) float64 {
		s := slices.Clone(xs)
		slices.Sort(s)
		if len(s)%2 == 1 {
			return s[len(s)/2]
		}
		return (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	if len(times["game"]) != rounds || len(times["empty"]) != rounds {
		t.Fatalf("first frames seen: %v", times)
	}
	g, e := med(times["game"]), med(times["empty"])
	t.Logf("first frame, %d alternate loads each (s): game %.2f, empty Ebitengine program %.2f; medians %.2f and %.2f s, ratio %.2f",
		rounds, times["game"], times["empty"], g, e, g/e)
}
