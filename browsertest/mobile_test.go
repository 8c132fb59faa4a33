package browsertest

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/plyyard/plyyard/lang"
	"github.com/plyyard/plyyard/room/roomtest"
)

// The phone test: the browser build in Chromium emulating a phone (390×844
// CSS pixels at two device pixels each, a touch screen), driven by
// touches alone, never the mouse. The page runs with ?layout=1, so that the
// game puts what each frame drew on window.plyyardLayout (layout.Dump):
// the test finds there the buttons by their words, the pieces by their
// seat, the tiles by their halves, the die, and the marks the game draws
// where a tap does something now (a piece that may move, a square it may
// go to, the die waiting for its roll, a tile that fits, an end of the
// line).

// Phone is the emulated device. Its density is two device pixels a CSS
// pixel, a common phone's, rather than the three of the newest: Chromium's
// software GL draws a frame of 1170×2532 device pixels two to three times
// slower than one of 780×1688 (docs/benchmarks.md), the game runs one tick
// a frame when frames are that slow, and the test checks the same mapping
// of touches and drawing to device pixels at either density.
const (
	phoneW, phoneH = 390, 844
	phoneDPR       = 2
)

// openPhone opens url on the emulated phone and waits for the game.
func openPhone(t *testing.T, url string) *devtools {
	t.Helper()
	return openPhoneAt(t, url, phoneW, phoneH)
}

// openPhoneAt opens url on an emulated phone of w×h CSS pixels (at the
// phone's density, with touch) and waits for the game.
func openPhoneAt(t *testing.T, url string, w, h int) *devtools {
	t.Helper()
	d := open(t, "about:blank", w, h)
	d.do(t,
		devCall{"Emulation.setDeviceMetricsOverride", map[string]any{"width": w, "height": h, "deviceScaleFactor": phoneDPR, "mobile": true}},
		devCall{"Emulation.setTouchEmulationEnabled", map[string]any{"enabled": true, "maxTouchPoints": 5}},
		devCall{"Page.navigate", map[string]any{"url": url}},
	)
	d.waitReady(t)
	return d
}

// item is one thing the game drew (layout.Item, in CSS pixels).
type item struct {
	Kind       string
	X, Y, W, H float64
	Text       string
	Tap        bool
}

func (it item) centre() (float64, float64) { return it.X + it.W/2, it.Y + it.H/2 }

// within reports whether it lies inside o.
func (it item) within(o item) bool {
	return it.X >= o.X-1 && it.Y >= o.Y-1 && it.X+it.W <= o.X+o.W+1 && it.Y+it.H <= o.Y+o.H+1
}

// at is where it lies, rounded to whole pixels: two items at the same
// place compare equal however their sub-pixel rounding went.
func (it item) at() string {
	return fmt.Sprintf("%s %q %.0f,%.0f", it.Kind, it.Text, math.Round(it.X+it.W/2), math.Round(it.Y+it.H/2))
}

// frame is window.plyyardLayout: what one frame drew.
type frame struct {
	Frame int
	W, H  float64
	Scale float64
	Items []item
}

// all returns the items of kind (and text, when not empty).
func (f frame) all(kind, text string) []item {
	var out []item
	for _, it := range f.Items {
		if it.Kind == kind && (text == "" || it.Text == text) {
			out = append(out, it)
		}
	}
	return out
}

// button returns the tappable button labelled label.
func (f frame) button(label string) (item, bool) {
	for _, tx := range f.all("text", label) {
		for _, b := range f.all("button", "") {
			if b.Tap && tx.within(b) {
				return b, true
			}
		}
	}
	return item{}, false
}

// places lists where the items of kind with text lie, sorted.
func (f frame) places(kind, text string) []string {
	var out []string
	for _, it := range f.all(kind, text) {
		out = append(out, it.at())
	}
	sort.Strings(out)
	return out
}

// board is what the board shows: pieces, tiles, the die and the marks.
func (f frame) board() string {
	var parts []string
	for _, k := range []string{"piece", "tile", "die", "mark"} {
		parts = append(parts, f.places(k, "")...)
	}
	return strings.Join(parts, "; ")
}

// frame reads the layout of the page's last frame.
func (d *devtools) frame(t *testing.T) frame {
	t.Helper()
	raw := d.eval(t, "JSON.stringify(window.plyyardLayout || null)")
	var f frame
	if raw == "null" || raw == "<nil>" {
		return f
	}
	if err := json.Unmarshal([]byte(raw), &f); err != nil {
		t.Fatalf("plyyardLayout %.200q: %v", raw, err)
	}
	return f
}

// waitFor reads the layout until ok accepts it, failing once the page has
// drawn frames more frames without it. The budget is in frames, which are
// the game's ticks here (below twelve frames a second Ebitengine runs one
// tick a frame): a loaded machine draws them later, not fewer of them.
func (d *devtools) waitFor(t *testing.T, what string, frames int, ok func(frame) error) frame {
	t.Helper()
	// The clock only guards against a page that stops drawing, and fails
	// while there is time left to close the browser: a test that times
	// out leaves it running.
	limit := 10 * time.Minute
	if dl, set := t.Deadline(); set {
		limit = min(limit, time.Until(dl)-30*time.Second)
	}
	var f frame
	first := d.frames(t)
	roomtest.Eventually(t, what, limit, func() error {
		f = d.frame(t)
		if f.Frame == 0 {
			return fmt.Errorf("no layout on the page yet")
		}
		err := ok(f)
		if err != nil && f.Frame-first > frames {
			t.Fatalf("%s: not within %d frames: %v", what, frames, err)
		}
		return err
	})
	return f
}

// settled waits until the board has stood still for five frames (the
// animations are over) and returns the frame.
func (d *devtools) settled(t *testing.T) frame {
	t.Helper()
	last := d.frame(t)
	return d.waitFor(t, "the board settles", 600, func(f frame) error {
		if f.board() != last.board() || f.board() == "" {
			last = f
			return fmt.Errorf("the board moved at frame %d", f.Frame)
		}
		if f.Frame-last.Frame < 5 {
			return fmt.Errorf("still for %d frames", f.Frame-last.Frame)
		}
		return nil
	})
}

// touch touches the screen at (x, y), CSS pixels, and lifts the finger
// once the page has drawn two more frames (the game reads the touches once
// per tick, and the frame under way may have begun before the touch).
func (d *devtools) touch(t *testing.T, x, y float64) {
	t.Helper()
	if _, err := d.call("Input.dispatchTouchEvent", map[string]any{"type": "touchStart", "touchPoints": []map[string]any{{"x": x, "y": y, "id": 1}}}); err != nil {
		t.Fatal(err)
	}
	waitFrames(t, 2, d)
	if _, err := d.call("Input.dispatchTouchEvent", map[string]any{"type": "touchEnd", "touchPoints": []map[string]any{}}); err != nil {
		t.Fatal(err)
	}
}

// tapItem touches the middle of it.
func (d *devtools) tapItem(t *testing.T, it item) {
	t.Helper()
	x, y := it.centre()
	d.touch(t, x, y)
}

// tapButton waits for the tappable button labelled label and touches it.
func (d *devtools) tapButton(t *testing.T, label string) {
	t.Helper()
	var b item
	d.waitFor(t, fmt.Sprintf("the button %q", label), 120, func(f frame) error {
		var ok bool
		if b, ok = f.button(label); !ok {
			return fmt.Errorf("not on the screen")
		}
		return nil
	})
	d.tapItem(t, b)
}

// tapText waits for the words text and touches them (a game's card).
func (d *devtools) tapText(t *testing.T, text string) {
	t.Helper()
	var it item
	d.waitFor(t, fmt.Sprintf("the words %q", text), 120, func(f frame) error {
		ts := f.all("text", text)
		if len(ts) == 0 {
			return fmt.Errorf("not on the screen")
		}
		it = ts[0]
		return nil
	})
	d.tapItem(t, it)
}

var en = lang.EN

// openGame taps from the title to a game against the computer at the
// easiest level: Play, the game's card, Easy, Start.
func (d *devtools) openGame(t *testing.T, game string) {
	t.Helper()
	d.tapButton(t, en.T("title.play"))
	d.tapText(t, en.T("game."+game))
	d.tapButton(t, en.T("level.1"))
	d.tapButton(t, en.T("common.start"))
	d.waitFor(t, "the board", 120, func(f frame) error {
		// On a phone the play screen's bar ends in More (Menu waits behind it).
		if _, ok := f.button(en.T("play.more")); !ok || len(f.all("board", "")) == 0 {
			return fmt.Errorf("no board and More button yet")
		}
		return nil
	})
}

// marks returns the marks of the frame but the die's.
func (f frame) marks() []item {
	var out []item
	dice := f.all("die", "")
	for _, m := range f.all("mark", "") {
		onDie := false
		for _, d := range dice {
			onDie = onDie || m.within(d)
		}
		if !onDie {
			out = append(out, m)
		}
	}
	return out
}

// dieMark returns the die when it waits for a tap.
func (f frame) dieMark() (item, bool) {
	for _, d := range f.all("die", "") {
		for _, m := range f.all("mark", "") {
			if m.within(d) {
				return d, true
			}
		}
	}
	return item{}, false
}

// faceDown counts the tiles drawn face down (the computer's hand).
func (f frame) faceDown() int {
	n := 0
	for _, it := range f.all("tile", "") {
		if it.Text == "" {
			n++
		}
	}
	return n
}

// newPlace reports whether some item of now stands where none of before
// stood (a piece moved there; a capture only takes pieces away).
func newPlace(before, now []string) bool {
	had := map[string]bool{}
	for _, p := range before {
		had[p] = true
	}
	for _, p := range now {
		if !had[p] {
			return true
		}
	}
	return false
}

// playJungle makes moves as Red by touches: a red piece, then the first
// square marked for it (a piece that cannot move shows no marks: the next
// is tried); after each, the computer's Blue answers.
func playJungle(t *testing.T, d *devtools, moves int) {
	for n := 0; n < moves; n++ {
		f := d.settled(t)
		red, blue := f.places("piece", "0"), f.places("piece", "1")
		moved := false
		for _, p := range f.all("piece", "0") {
			d.tapItem(t, p)
			marks := d.frame(t).marks()
			if len(marks) == 0 {
				continue
			}
			d.tapItem(t, marks[0])
			moved = true
			break
		}
		if !moved {
			t.Fatalf("move %d: no red piece shows a square to go to", n+1)
		}
		d.waitFor(t, "the red piece moves", 120, func(f frame) error {
			if !newPlace(red, f.places("piece", "0")) {
				return fmt.Errorf("red still at %v", f.places("piece", "0"))
			}
			return nil
		})
		d.waitFor(t, "the computer answers", 600, func(f frame) error {
			if !newPlace(blue, f.places("piece", "1")) {
				return fmt.Errorf("blue still at %v", f.places("piece", "1"))
			}
			return nil
		})
	}
}

// playRace plays Ludo or Aviation Ludo as Red by touches: the die when it
// glows, then the first lit piece, until Red has moved moves times and the
// computer's Yellow has moved too.
func playRace(t *testing.T, d *devtools, moves int) {
	start := d.frame(t).places("piece", "1")
	mine, rolls := 0, 0
	for {
		if rolls > 40 {
			t.Fatalf("%d rolls, %d moves of Red, and Yellow has not moved", rolls, mine)
		}
		var die item
		var lit []item
		done := false
		d.waitFor(t, "Red's turn (the die glows or a piece is lit)", 600, func(f frame) error {
			if done = mine >= moves && newPlace(start, f.places("piece", "1")); done {
				return nil
			}
			var ok bool
			die, ok = f.dieMark()
			lit = f.marks()
			if !ok && len(lit) == 0 {
				return fmt.Errorf("no mark")
			}
			return nil
		})
		switch {
		case done:
			return
		case len(lit) > 0:
			d.tapItem(t, lit[0])
			mine++
		default:
			d.tapItem(t, die)
			rolls++
		}
	}
}

// playDominoes plays as the first seat by touches: a lit tile of the
// hand (and the left end when it fits both), or Draw, or Pass, until it
// has played moves tiles and the computer has answered.
func playDominoes(t *testing.T, d *devtools, moves int) {
	played, answered := 0, false
	for i := 0; played < moves || !answered; i++ {
		if i > 40 {
			t.Fatalf("%d turns: %d tiles played", i, played)
		}
		var act item
		var what string
		d.waitFor(t, "my turn (a lit tile, Draw or Pass)", 600, func(f frame) error {
			if ms := f.marks(); len(ms) > 0 {
				act, what = ms[0], "tile"
				return nil
			}
			for _, b := range f.all("text", "") {
				if strings.HasPrefix(b.Text, strings.SplitN(en.T("domino.draw"), " ", 2)[0]+" ") || b.Text == en.T("domino.pass") {
					if bt, ok := f.button(b.Text); ok {
						act, what = bt, b.Text
						return nil
					}
				}
			}
			return fmt.Errorf("nothing to touch")
		})
		before := d.frame(t)
		opp := before.faceDown()
		d.tapItem(t, act)
		if what == "tile" {
			f := d.waitFor(t, "the tile played, or the ends it fits", 120, func(f frame) error {
				if len(f.all("mark", "left")) > 0 || f.board() != before.board() {
					return nil
				}
				return fmt.Errorf("no change")
			})
			if ends := f.all("mark", "left"); len(ends) > 0 {
				d.tapItem(t, ends[0])
			}
			played++
		}
		// The computer answers: its hand (the tiles face down) grows or
		// shrinks.
		d.waitFor(t, "the computer's answer", 600, func(f frame) error {
			if n := f.faceDown(); n != opp {
				answered = true
				return nil
			}
			if len(f.marks()) > 0 {
				return nil // my turn again (I drew)
			}
			return fmt.Errorf("%d tiles face down", opp)
		})
	}
}

// TestPhoneTouchPlaysEachGame opens each of the four games from the title
// on an emulated phone and plays a few moves against the computer by
// touches alone, seeing the computer answer; the Menu button returns to
// the title for the next game. First the animations are made fast in the
// settings (by touch too): software GL draws the phone's 780×1688 device
// pixels only a few times a second, and the game then runs one tick a
// frame, so every transition and animation takes its ticks in frames:
// minutes on two shared cores, fifteen under a heavy load. With the seed 9 Red throws a six at
// once in both race games, and Yellow soon after.
func TestPhoneTouchPlaysEachGame(t *testing.T) {
	t.Parallel() // a Chromium, a page and a server of its own: nothing shared with the other tests
	srv := server(t)
	start := time.Now()
	d := openPhone(t, srv.URL+"/?lang=en&layout=1&seed=9")
	t.Cleanup(func() {
		if t.Failed() {
			d.screenshot(t, "phone-failed")
		}
	})
	d.tapButton(t, en.T("title.settings"))
	d.tapButton(t, en.T("anim.fast"))
	d.tapButton(t, en.T("common.back"))
	t.Logf("the page ready and the settings made in %v", time.Since(start).Round(time.Second))
	for _, g := range []struct {
		name string
		play func(*testing.T, *devtools, int)
	}{
		{"jungle", playJungle},
		{"ludo", playRace},
		{"aviation", playRace},
		{"domino", playDominoes},
	} {
		ok := t.Run(g.name, func(t *testing.T) {
			start := time.Now()
			d.openGame(t, g.name)
			opened := time.Now()
			g.play(t, d, 2)
			d.settled(t)
			img := d.screenshot(t, "phone-"+g.name)
			if b := img.Bounds(); b.Dx() != phoneW*phoneDPR || b.Dy() != phoneH*phoneDPR {
				t.Errorf("the screenshot is %v, not the phone's %d×%d device pixels", b, phoneW*phoneDPR, phoneH*phoneDPR)
			}
			if p := paperShare(img); p > 0.8 {
				t.Errorf("the screenshot is mostly paper (%.2f)", p)
			}
			t.Logf("opened in %v, played in %v", opened.Sub(start).Round(time.Second), time.Since(opened).Round(time.Second))
			d.tapButton(t, en.T("play.more"))
			d.tapButton(t, en.T("play.menu"))
		})
		if !ok {
			return // the next game starts from a title it may not reach
		}
	}
	t.Logf("all four in %v", time.Since(start).Round(time.Second))
}
