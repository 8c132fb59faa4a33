package scenes

import (
	"fmt"
	"testing"

	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/registry"
	"github.com/plyyard/plyyard/sprites"
)

// fitSizes are windows of every shape: phones and a tablet upright, phones
// on their side, squat windows both ways (500×597 is headless Chromium's
// smallest), a netbook and a desktop.
var fitSizes = [][2]float64{{360, 740}, {414, 896}, {740, 360}, {896, 414}, {768, 1024}, {500, 597}, {600, 500}, {1024, 600}, {1280, 800}}

// onScreen checks that every button lies on a w×h screen and none lies
// over another.
func onScreen(t *testing.T, what string, bs []play.Button, w, h float64) {
	t.Helper()
	for i, b := range bs {
		if b.R.X < 0 || b.R.Y < 0 || b.R.X+b.R.W > w+0.5 || b.R.Y+b.R.H > h+0.5 {
			t.Errorf("%s: %q at %+v leaves the screen", what, b.Label, b.R)
		}
		for _, o := range bs[i+1:] {
			if b.R.Overlaps(o.R) {
				t.Errorf("%s: %q and %q overlap", what, b.Label, o.Label)
			}
		}
	}
}

// On every window the lobby's form fits, and the code's keys keep most of
// a row's height (on a tablet upright and a squat window the keypad alone
// used to give way, to keys a third of Join's height).
func TestLobbyFormFitsEveryWindow(t *testing.T) {
	for _, sz := range fitSizes {
		for _, lang := range []string{"en", "ru"} {
			c := newTestContext(t, Options{Lang: lang, Scene: "online"})
			c.Screen = layout.NewScreen(sz[0], sz[1], 1)
			l := c.mgr.current.(*lobbyScene)
			bs, _ := l.layout(c)
			onScreen(t, fmt.Sprint(sz, lang), bs, sz[0], sz[1])
			var key, join layout.Rect
			for _, b := range bs {
				switch b.Label {
				case "A":
					key = b.R
				case c.T("online.enter"):
					join = b.R
				}
			}
			if key.H < 0.7*join.H {
				t.Errorf("%v %s: the keys %.0f px high against Join's %.0f", sz, lang, key.H, join.H)
			}
		}
	}
}

// On every window the settings fit: on a squat one the buttons go below a
// finger's height rather than off the bottom of the window.
func TestSettingsFitEveryWindow(t *testing.T) {
	for _, sz := range fitSizes {
		for _, lang := range []string{"en", "ru"} {
			c := newTestContext(t, Options{Lang: lang, Scene: "settings"})
			c.Screen = layout.NewScreen(sz[0], sz[1], 1)
			bs, _ := c.mgr.current.(*settingsScene).layout(c)
			onScreen(t, fmt.Sprint(sz, lang), bs, sz[0], sz[1])
		}
	}
}

// On every window the statistics fit, their note under them; where the four
// games do not fit the height (a phone on its side, a squat window), they
// are shown one at a time under a tab each, and a tab shows its game.
func TestStatsFitEveryWindow(t *testing.T) {
	paged := 0
	for _, sz := range fitSizes {
		for _, lang := range []string{"en", "ru"} {
			c := newTestContext(t, Options{Lang: lang, Scene: "stats"})
			c.Screen = layout.NewScreen(sz[0], sz[1], 1)
			s := c.mgr.current.(*statsScene)
			p := s.plan(c)
			what := fmt.Sprint(sz, lang)
			onScreen(t, what, s.buttons(c, p), sz[0], sz[1])
			bottom := p.panel.Y + p.panel.H + 24*c.Screen.U + sprites.ParagraphHeight(p.note, p.noteFace, p.w)
			if bottom > sz[1] {
				t.Errorf("%s: the note ends at %.0f, under the window", what, bottom)
			}
			if len(p.tabs) == 0 {
				if len(p.shown) != len(registry.Games.All()) {
					t.Errorf("%s: %d games shown without tabs", what, len(p.shown))
				}
				continue
			}
			paged++
			for _, b := range s.buttons(c, p) {
				if b.Label == c.T("game.ludo") {
					b.Action()
				}
			}
			if p := s.plan(c); len(p.shown) != 1 || p.shown[0] != registry.Games.Must("ludo") {
				t.Errorf("%s: the Ludo tab shows %v", what, p.shown)
			}
		}
	}
	if paged == 0 {
		t.Error("no window showed the games one at a time")
	}
}
