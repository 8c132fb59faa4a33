package browsertest

import (
	"fmt"
	"mime"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// measurementOnly skips t, a measurement that checks nothing, unless
// PLYYARD_BENCH is set (make bench-web sets it).
func measurementOnly(t *testing.T) {
	if os.Getenv("PLYYARD_BENCH") == "" {
		t.Skip("a measurement, not a check: make bench runs it (PLYYARD_BENCH=1)")
	}
}

// emptyPage loads the empty Ebitengine program (testdata/empty) as the game
// is loaded, with nothing else on the page.
const emptyPage = `<!doctype html><html><head><meta charset="utf-8"><title>loading</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#000}</style></head><body>
<script src="wasm_exec.js"></script><script>
const go = new Go();
WebAssembly.instantiateStreaming(fetch("empty.wasm"), go.importObject).then(r => go.run(r.instance));
</script></body></html>`

// emptyServer builds the empty program for the browser and serves it.
func emptyServer(t *testing.T) *httptest.Server {
	t.Helper()
	dir := t.TempDir()
	buildForBrowser(t, "./testdata/empty", filepath.Join(dir, "empty.wasm"))
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(emptyPage), 0o644); err != nil {
		t.Fatal(err)
	}
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return srv
}

// idleRates counts, over two seconds of the page's own clock, the frames
// the page's program draws and the page's requestAnimationFrame callbacks,
// a second each (rafCounter must be on the page).
func idleRates(t *testing.T, d *devtools) (frames, raf float64) {
	t.Helper()
	var f0, f1, r0, r1, t0, t1 float64
	fmt.Sscan(d.eval(t, "window.plyyardFrames + ' ' + window.rafTimes.length + ' ' + performance.now()"), &f0, &r0, &t0)
	// This sleep is the measurement, not a wait: the rates are counted
	// over two seconds of the page's own clock (t0 to t1).
	time.Sleep(2 * time.Second)
	fmt.Sscan(d.eval(t, "window.plyyardFrames + ' ' + window.rafTimes.length + ' ' + performance.now()"), &f1, &r1, &t1)
	sec := (t1 - t0) / 1000
	return (f1 - f0) / sec, (r1 - r0) / sec
}

// openCounted opens url in a w×h window with the requestAnimationFrame
// counter and the first frame's watch (readyWatch) on the page, and waits
// until it is ready.
func openCounted(t *testing.T, url string, w, h int) *devtools {
	t.Helper()
	d := open(t, "about:blank", w, h)
	if _, err := d.call("Page.enable", nil); err != nil {
		t.Fatal(err)
	}
	for _, watch := range []string{rafCounter, readyWatch} {
		if _, err := d.call("Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": watch}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := d.call("Page.navigate", map[string]any{"url": url}); err != nil {
		t.Fatal(err)
	}
	d.waitReady(t)
	return d
}

// logBaseline measures the empty Ebitengine program idle in a w×h window
// and logs it: the baseline of the game's frame rates, in the same run.
func logBaseline(t *testing.T, w, h int) {
	t.Helper()
	d := openCounted(t, emptyServer(t).URL+"/", w, h)
	waitFrames(t, 30, d)
	frames, raf := idleRates(t, d)
	t.Logf("baseline, an empty Ebitengine program idle at %d×%d: %.1f frames/s, %.1f rAF/s", w, h, frames, raf)
}
