package browsertest

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"mime"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/plyyard/plyyard/room/roomtest"
)

// devtools speaks Chrome's DevTools protocol over --remote-debugging-pipe:
// JSON messages ending in a NUL byte, commands on fd 3, answers on fd 4.
type devtools struct {
	w       *os.File
	r       *bufio.Reader
	id      int
	session string
}

// devCall is one DevTools command and its parameters.
type devCall struct {
	method string
	params map[string]any
}

// do sends the commands in turn, failing t at the first refused.
func (d *devtools) do(t *testing.T, calls ...devCall) {
	t.Helper()
	for _, c := range calls {
		if _, err := d.call(c.method, c.params); err != nil {
			t.Fatal(err)
		}
	}
}

// throttled are the commands that slow the page's network to 1.5 MB/s and
// 40 ms (the figures the browser issue measures with) and run script in
// every new document.
func throttled(script string) []devCall {
	return []devCall{
		{"Network.enable", nil},
		{"Network.emulateNetworkConditions", map[string]any{
			"offline": false, "latency": 40, "downloadThroughput": 1.5 * 1024 * 1024, "uploadThroughput": 1024 * 1024}},
		{"Page.enable", nil},
		{"Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": script}},
	}
}

func (d *devtools) call(method string, params any) (json.RawMessage, error) {
	d.id++
	msg := map[string]any{"id": d.id, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if d.session != "" && method[:7] != "Target." {
		msg["sessionId"] = d.session
	}
	b, _ := json.Marshal(msg)
	if _, err := d.w.Write(append(b, 0)); err != nil {
		return nil, err
	}
	for {
		line, err := d.r.ReadBytes(0)
		if err != nil {
			return nil, err
		}
		var resp struct {
			ID     int             `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal(bytes.TrimRight(line, "\x00"), &resp); err != nil {
			return nil, err
		}
		if resp.ID != d.id {
			continue // an event
		}
		if resp.Error != nil {
			return nil, fmt.Errorf("%s: %s", method, resp.Error.Message)
		}
		return resp.Result, nil
	}
}

func chromium() string {
	for _, p := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	return ""
}

// open starts Chromium on url at w×h and attaches to its page.
func open(t *testing.T, url string, w, h int) *devtools {
	t.Helper()
	bin := chromium()
	wasm := filepath.Join("..", "wasm", "game.wasm")
	if _, err := os.Stat(wasm); err != nil || bin == "" {
		if os.Getenv("PLYYARD_REQUIRE_BROWSER") != "" {
			t.Fatalf("need wasm/game.wasm (%v) and chromium (%q)", err, bin)
		}
		t.Skip("no wasm/game.wasm or no chromium: run make test-web")
	}
	// The profile lives in a folder of our own: Chromium's helper processes
	// may still write to it for a moment after the browser is gone, which
	// t.TempDir's strict cleanup reports as a failure.
	profile, err := os.MkdirTemp("", "plyyard-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	cmdR, cmdW, _ := os.Pipe()
	outR, outW, _ := os.Pipe()
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
		"--disable-quic", "--mute-audio", "--user-data-dir="+profile, fmt.Sprintf("--window-size=%d,%d", w, h),
		"--remote-debugging-pipe", url)
	cmd.ExtraFiles = []*os.File{cmdR, outW}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // its helpers join its group
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	cmdR.Close()
	outW.Close()
	d := &devtools{w: cmdW, r: bufio.NewReaderSize(outR, 1<<20)}
	t.Cleanup(func() {
		// Ask the browser to close, then end the group this test started.
		done := make(chan struct{})
		go func() {
			cmd.Wait()
			close(done)
		}()
		d.session = ""
		d.w.Write([]byte(`{"id":999999,"method":"Browser.close"}` + "\x00"))
		select {
		case <-done:
		case <-time.After(5 * time.Second):
		}
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-done
		if err := roomtest.Within(2*time.Second, func() error { return os.RemoveAll(profile) }); err != nil {
			t.Logf("Chromium's profile stays: %v", err)
		}
	})
	roomtest.Eventually(t, "Chromium opens a page", 20*time.Second, func() error {
		res, err := d.call("Target.getTargets", nil)
		if err != nil {
			t.Fatal(err)
		}
		var tg struct {
			TargetInfos []struct {
				TargetID string `json:"targetId"`
				Type     string `json:"type"`
			} `json:"targetInfos"`
		}
		json.Unmarshal(res, &tg)
		for _, ti := range tg.TargetInfos {
			if ti.Type == "page" {
				res, err := d.call("Target.attachToTarget", map[string]any{"targetId": ti.TargetID, "flatten": true})
				if err != nil {
					t.Fatal(err)
				}
				var at struct {
					SessionID string `json:"sessionId"`
				}
				json.Unmarshal(res, &at)
				d.session = at.SessionID
				return nil
			}
		}
		return fmt.Errorf("no page among %d targets", len(tg.TargetInfos))
	})
	return d
}

func (d *devtools) eval(t *testing.T, expr string) string {
	res, err := d.call("Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true, "awaitPromise": true})
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Result struct {
			Value any `json:"value"`
		} `json:"result"`
	}
	json.Unmarshal(res, &v)
	return fmt.Sprint(v.Result.Value)
}

// waitReady waits for the ready marker: the title the game sets after its
// first frame.
func (d *devtools) waitReady(t *testing.T) {
	t.Helper()
	roomtest.Eventually(t, "the game is ready", 90*time.Second, func() error {
		title := d.eval(t, "document.title")
		if title == "Ply Yard" {
			return nil
		}
		err := fmt.Errorf("title %q, loader says %q", title, d.eval(t, "document.getElementById('note').textContent"))
		if title == "Ply Yard — error" {
			t.Fatalf("the game failed to load: %v", err)
		}
		return err
	})
}

// frames is how many frames the page's game has drawn.
func (d *devtools) frames(t *testing.T) int {
	t.Helper()
	var n int
	fmt.Sscan(d.eval(t, "String(window.plyyardFrames || 0)"), &n)
	return n
}

// waitFrames waits until each page has drawn n more frames (for at most a
// minute): the game's ticks, not the clock, say when an animation is over.
func waitFrames(t *testing.T, n int, pages ...*devtools) {
	t.Helper()
	f0 := make([]int, len(pages))
	for i, d := range pages {
		f0[i] = d.frames(t)
	}
	for i, d := range pages {
		roomtest.Eventually(t, fmt.Sprintf("the page draws %d frames", n), time.Minute, func() error {
			if drawn := d.frames(t) - f0[i]; drawn < n {
				return fmt.Errorf("it drew %d", drawn)
			}
			return nil
		})
	}
}

// screenshotWhen takes screenshots of the page until ok accepts one, each
// after the page has drawn newer frames, and returns it; it fails the test
// after limit with what ok said of the last.
func (d *devtools) screenshotWhen(t *testing.T, name, what string, limit time.Duration, ok func(image.Image) error) image.Image {
	t.Helper()
	var img image.Image
	roomtest.Eventually(t, what, limit, func() error {
		img = d.screenshot(t, name)
		err := ok(img)
		if err != nil {
			waitFrames(t, 2, d)
		}
		return err
	})
	return img
}

func (d *devtools) screenshot(t *testing.T, name string) image.Image {
	res, err := d.call("Page.captureScreenshot", map[string]any{"format": "png"})
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Data string `json:"data"`
	}
	json.Unmarshal(res, &v)
	raw, err := base64.StdEncoding.DecodeString(v.Data)
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("PLYYARD_SHOTS"); dir != "" {
		os.WriteFile(filepath.Join(dir, name+".png"), raw, 0o644)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// click presses and releases the left button at (x, y), CSS pixels, each
// held until the page has drawn two more frames: the game reads the
// button's state once per tick, and a loaded page may draw only a few
// frames a second.
func (d *devtools) click(t *testing.T, x, y float64) {
	t.Helper()
	for _, typ := range []string{"mousePressed", "mouseReleased"} {
		if _, err := d.call("Input.dispatchMouseEvent", map[string]any{"type": typ, "x": x, "y": y, "button": "left", "clickCount": 1}); err != nil {
			t.Fatal(err)
		}
		// The next frame may have begun before the event: the one after
		// it surely saw it.
		waitFrames(t, 2, d)
	}
}

func server(t *testing.T) *httptest.Server {
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	srv := httptest.NewServer(http.FileServer(http.Dir(filepath.Join("..", "wasm"))))
	t.Cleanup(srv.Close)
	return srv
}

// paperShare is the share of sampled pixels of the app's paper colour.
func paperShare(img image.Image) float64 { return colourShare(img, 0xF5EDE0) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestBrowserTitleAndClick(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	srv := server(t)
	d := open(t, srv.URL+"/?lang=en", 1024, 700)
	d.waitReady(t)
	img := d.screenshotWhen(t, "web-title-en", "the title screen is drawn", 20*time.Second, func(img image.Image) error {
		if s := paperShare(img); s < 0.3 {
			return fmt.Errorf("paper share %.2f", s)
		}
		return nil
	})
	if hidden := d.eval(t, "getComputedStyle(document.getElementById('loader')).display"); hidden != "none" {
		t.Fatalf("the loader is still shown: %q", hidden)
	}
	// Click "Play": the first button of the title, placed as scenes/layout
	// places it (its top at half the height, 58 units tall).
	var w, h float64
	fmt.Sscan(d.eval(t, "innerWidth"), &w)
	fmt.Sscan(d.eval(t, "innerHeight"), &h)
	u := max(0.55, min(1.6, min(w, h)/720))
	d.click(t, w/2, h*0.5+29*u)
	// Swiftshader draws a few frames a second, fewer on a loaded machine:
	// look again until the game choice has faded in, for up to 20 seconds.
	d.screenshotWhen(t, "web-games-en", "the click on Play changes the screen", 20*time.Second, func(shot image.Image) error {
		if diff := changed(img, shot); diff < 0.03 {
			return fmt.Errorf("only %.3f of it changed", diff)
		}
		return nil
	})
}

// changed is the share of sampled pixels that differ between a and b.
func changed(a, b image.Image) float64 {
	return sampledShare(a.Bounds().Intersect(b.Bounds()), func(x, y int) bool {
		r1, g1, b1 := rgb(a.At(x, y))
		r2, g2, b2 := rgb(b.At(x, y))
		return abs(r1-r2)+abs(g1-g2)+abs(b1-b2) > 30
	})
}

func TestBrowserJunglePortraitRussian(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	srv := server(t)
	d := open(t, srv.URL+"/?lang=ru&game=jungle&mode=ai&side=blue&seed=3", 420, 860)
	d.waitReady(t)
	d.screenshotWhen(t, "web-jungle-ru", "the Jungle board is drawn", 20*time.Second, func(img image.Image) error {
		if s := paperShare(img); s > 0.9 || s < 0.01 {
			return fmt.Errorf("paper share %.2f", s)
		}
		return nil
	})
}

// colourShare is the share of sampled pixels near the colour 0xRRGGBB.
func colourShare(img image.Image, c uint32) float64 {
	cr, cg, cb := int(c>>16&0xff), int(c>>8&0xff), int(c&0xff)
	return sampledShare(img.Bounds(), func(x, y int) bool {
		r, g, b := rgb(img.At(x, y))
		return abs(r-cr) < 10 && abs(g-cg) < 10 && abs(b-cb) < 10
	})
}

// sampledShare is the share of the pixels of r, every fourth across and
// down, that hit accepts.
func sampledShare(r image.Rectangle, hit func(x, y int) bool) float64 {
	n, hits := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y += 4 {
		for x := r.Min.X; x < r.Max.X; x += 4 {
			n++
			if hit(x, y) {
				hits++
			}
		}
	}
	return float64(hits) / float64(n)
}

// rgb is a colour's red, green and blue, 0 to 255.
func rgb(c color.Color) (r, g, b int) {
	r16, g16, b16, _ := c.RGBA()
	return int(r16 >> 8), int(g16 >> 8), int(b16 >> 8)
}

func TestBrowserEachGame(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	srv := server(t)
	for _, g := range []struct {
		name, query string
		w, h        int
		colour      uint32 // a colour the screen must show plenty of
	}{
		{"web-ludo-en", "lang=en&game=ludo&mode=ai&seed=2", 1024, 700, 0xF2C230},
		{"web-aviation-ru", "lang=ru&game=aviation&mode=hotseat&pos=5,5,30,b/12,40,b,56%20r%204%200", 420, 860, 0xF2C230},
		{"web-domino-en", "lang=en&game=domino&mode=ai&seed=4", 1024, 700, 0x2F7A55},
	} {
		// One browser at a time: each subtest closes its own.
		t.Run(g.name, func(t *testing.T) {
			d := open(t, srv.URL+"/?"+g.query, g.w, g.h)
			d.waitReady(t)
			d.screenshotWhen(t, g.name, "the game is drawn", 20*time.Second, func(img image.Image) error {
				if s := colourShare(img, g.colour); s < 0.02 {
					return fmt.Errorf("share %.3f of %06x", s, g.colour)
				}
				return nil
			})
		})
	}
}

// rafCounter runs in the page before the game: it notes the time of every
// requestAnimationFrame callback the browser makes.
const rafCounter = `window.rafTimes = [];
(function tick(now) { window.rafTimes.push(now); requestAnimationFrame(tick); })(0);`

// TestBrowserFramesWhileTheAIThinks measures how many frames the browser
// build draws while the Expert bot searches for a Jungle move (the computer
// plays red and moves first), against the frames it draws when idle: the
// game's own count of frames drawn (window.plyyardFrames, and the
// {frames, ms, at} the game records for each search) and the page's
// requestAnimationFrame callbacks over the same span. It logs the figures
// (docs/benchmarks.md records them) and asserts nothing about speed: only
// that a search was seen. The window is small so that drawing itself costs
// little under software GL: what is measured is the search's hold on the
// page's only thread. As it checks nothing, make test leaves it out: it runs
// under `make bench` (PLYYARD_BENCH=1).
func TestBrowserFramesWhileTheAIThinks(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	measurementOnly(t)
	srv := server(t)
	// The opening's search, on the page's clock from its first frame:
	// read again below in a page where nobody thinks.
	var openFrom, openMs float64
	for _, pos := range []struct{ name, moves string }{
		{"opening", ""},
		{"after four moves", "&moves=a3a4,g7g6,a4a5,a7a6"},
	} {
		t.Run(pos.name, func(t *testing.T) {
			d := openCounted(t, srv.URL+"/?lang=en&game=jungle&mode=ai&side=blue&level=4&seed=3"+pos.moves, 480, 320)
			var got string
			roomtest.Eventually(t, "a search is seen", 90*time.Second, func() error {
				if got = d.eval(t, "JSON.stringify(window.plyyardThinkFrames || [])"); got == "[]" {
					return fmt.Errorf("none has ended")
				}
				return nil
			})
			var searches []struct {
				Frames int
				Ms, At float64
			}
			if err := json.Unmarshal([]byte(got), &searches); err != nil || len(searches) == 0 {
				t.Fatalf("probe %q: %v", got, err)
			}
			s := searches[0]
			var raf int
			fmt.Sscan(d.eval(t, fmt.Sprintf("String(window.rafTimes.filter(x => x > %f && x <= %f).length)", s.At, s.At+s.Ms)), &raf)
			// The idle rate, for comparison: two seconds of the human's turn.
			frames, rafs := idleRates(t, d)
			sec := s.Ms / 1000
			t.Logf("while Expert searched (%.0f ms): %d frames drawn (%.1f/s), %d rAF callbacks (%.1f/s); idle: %.1f frames/s, %.1f rAF/s; thinking/idle %.2f (rAF %.2f)",
				s.Ms, s.Frames, float64(s.Frames)/sec, raf, float64(raf)/sec, frames, rafs, float64(s.Frames)/sec/frames, float64(raf)/sec/rafs)
			if pos.moves == "" {
				var ready float64
				fmt.Sscan(d.eval(t, "String(window.readyAt)"), &ready)
				openFrom, openMs = s.At-ready, s.Ms
			}
		})
	}
	// The opening's search starts with the page: its rate is read against
	// the same span of a page that starts the same way with the person to
	// move, where nobody thinks (the browser's own start, on these cores:
	// docs/benchmarks.md).
	t.Run("the opening, nobody thinking", func(t *testing.T) {
		if openMs == 0 {
			t.Skip("the opening's search was not read")
		}
		d := openCounted(t, srv.URL+"/?lang=en&game=jungle&mode=ai&side=red&level=4&seed=3", 480, 320)
		span := fmt.Sprintf("window.rafTimes.filter(x => x > window.readyAt + %f && x <= window.readyAt + %f).length", openFrom, openFrom+openMs)
		roomtest.Eventually(t, "the span has passed", 90*time.Second, func() error {
			if d.eval(t, fmt.Sprintf("String(window.rafTimes[window.rafTimes.length - 1] > window.readyAt + %f)", openFrom+openMs)) != "true" {
				return fmt.Errorf("not yet")
			}
			return nil
		})
		var raf int
		fmt.Sscan(d.eval(t, "String("+span+")"), &raf)
		_, rafs := idleRates(t, d)
		sec := openMs / 1000
		t.Logf("the same %.0f ms from the first frame with nobody thinking: %d rAF callbacks (%.1f/s); idle %.1f rAF/s; %.2f of idle",
			openMs, raf, float64(raf)/sec, rafs, float64(raf)/sec/rafs)
	})
	// The opening's search waits for the worker to start (its build
	// fetched, compiled and started, on the cores the page draws with).
	// Later searches, each after a move of the person's (by clicks on
	// the layout the page publishes), run in the started worker (on this
	// 2-core machine, paced: docs/app.md).
	t.Run("a later search", func(t *testing.T) {
		d := openCounted(t, srv.URL+"/?lang=en&game=jungle&mode=ai&side=red&level=4&seed=3&layout=1", 480, 320)
		// The idle rate is read once the worker has started: its build's
		// compile is not part of a search.
		roomtest.Eventually(t, "the worker starts", 60*time.Second, func() error {
			if d.eval(t, "String(window.plyyardWorkerReady === true)") != "true" {
				return fmt.Errorf("not yet")
			}
			return nil
		})
		for move := 1; move <= 3; move++ {
			f := d.settled(t)
			frames, _ := idleRates(t, d)
			for _, p := range f.all("piece", "0") {
				d.click(t, p.X+p.W/2, p.Y+p.H/2)
				if marks := d.frame(t).marks(); len(marks) > 0 {
					d.click(t, marks[0].X+marks[0].W/2, marks[0].Y+marks[0].H/2)
					break
				}
			}
			var got string
			roomtest.Eventually(t, "the search ends", 90*time.Second, func() error {
				got = d.eval(t, fmt.Sprintf("JSON.stringify((window.plyyardThinkFrames || [])[%d] || null)", move-1))
				if got == "null" {
					return fmt.Errorf("not yet")
				}
				return nil
			})
			var s struct {
				Frames int
				Ms     float64
			}
			if err := json.Unmarshal([]byte(got), &s); err != nil {
				t.Fatalf("probe %q: %v", got, err)
			}
			t.Logf("search %d, the worker started (%.0f ms): %d frames drawn (%.1f/s); idle before it: %.1f frames/s; thinking/idle %.2f (the layout goes to the page on every frame)",
				move, s.Ms, s.Frames, float64(s.Frames)/s.Ms*1000, frames, float64(s.Frames)/s.Ms*1000/frames)
		}
	})
	t.Run("baseline", func(t *testing.T) { logBaseline(t, 480, 320) })
}
