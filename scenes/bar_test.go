package scenes

import (
	"testing"

	jungleplay "github.com/plyyard/plyyard/play/jungle"
	raceplay "github.com/plyyard/plyyard/play/race"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// On a phone held upright the play screen's buttons stand in one bar
// under the board; the spare ones open above it on More, and work there.
func TestPortraitBar(t *testing.T) {
	c, p := playingOn(t, 360, 740, jungleplay.Kit, play.Config{Mode: play.VsAI, Human: engine.First, Level: 1, Speed: 1})
	bs := p.laidButtons(c)
	y := bs[0].R.Y
	for _, bt := range bs {
		if bt.R.Y != y {
			t.Fatalf("%q is off the bar: %v", bt.Label, bt.R)
		}
		if bt.Label == c.T("play.resign") {
			t.Fatal("Resign is on the bar while the sheet is shut")
		}
	}
	board := p.b.(jungleplay.Board).Layout(c.Screen).Board.Framed()
	if y < board.Y+board.H {
		t.Fatal("the bar is not under the board")
	}
	tapButton(t, c, bs, c.T("play.more"))
	open := p.laidButtons(c)
	var bar, sheet []layout.Rect
	for _, bt := range open {
		if bt.R.Y == y {
			bar = append(bar, bt.R)
		} else {
			sheet = append(sheet, bt.R)
		}
		if !bt.R.Within(c.Screen.Full()) {
			t.Errorf("%q leaves the window", bt.Label)
		}
	}
	if len(sheet) < 3 {
		t.Fatalf("the sheet holds %d buttons", len(sheet))
	}
	for _, s := range sheet {
		for _, o := range append(bar, sheet...) {
			if s != o && s.Overlaps(o) {
				t.Errorf("%v overlaps %v", s, o)
			}
		}
	}
	// Resign asks again on the bar, then resigns.
	tapButton(t, c, open, c.T("play.resign"))
	if p.sheet {
		t.Error("the sheet stays open after a choice")
	}
	tapButton(t, c, p.laidButtons(c), c.T("play.resign.confirm"))
	if o := p.b.Base().Outcome(); o.Reason != "resign" {
		t.Fatalf("outcome %+v after resigning", o)
	}
	// A tap beside the open sheet shuts it without touching the board.
	p2 := newPlayScene(mustNew(jungleplay.Kit, play.Config{Mode: play.Hotseat, Speed: 1}))
	c.mgr.current = p2
	tapButton(t, c, p2.laidButtons(c), c.T("play.more"))
	x, yy := p2.b.(jungleplay.Board).Layout(c.Screen).Board.CellCenter(int(jungle.Sq(0, 2)))
	tapAt(c, x, yy)
	if p2.sheet || p2.b.(jungleplay.Board).Sel != jungle.NoSquare {
		t.Errorf("sheet %v, selection %v after a tap beside the sheet", p2.sheet, p2.b.(jungleplay.Board).Sel)
	}
}

// On a phone held upright the die waits in a dice box beside the board:
// a tap on it rolls.
func TestPortraitDiceBoxRolls(t *testing.T) {
	c, p := playingOn(t, 390, 844, raceplay.Ludo, play.Config{Mode: play.Hotseat, Level: 1, Speed: 1})
	ctl := raceOf(p)
	cross := p.cross(c)
	box := ctl.DieRect(cross)
	if cross.Bounds().Overlaps(box) {
		t.Fatalf("the die %v is not in a box beside the board %v", box, cross.Bounds())
	}
	x, y := box.Center()
	tapAt(c, x, y)
	if !ctl.Rolling() {
		t.Fatal("a tap on the dice box did not roll")
	}
}

// On a phone on its side the column holds the buttons in use and More,
// each a thumb's size; the spare ones open in a column beside it, inside
// the window, a gap from every other, and work there.
func TestShortColumnOpensASheetBesideIt(t *testing.T) {
	c, p := playingOn(t, 740, 360, jungleplay.Kit, play.Config{Mode: play.VsAI, Human: engine.First, Level: 1, Speed: 1})
	check := func(bs []play.Button) {
		t.Helper()
		for i, bt := range bs {
			if !bt.R.Within(c.Screen.Full()) || min(bt.R.W, bt.R.H) < layout.MinTap {
				t.Errorf("%q at %v", bt.Label, bt.R)
			}
			for _, o := range bs[i+1:] {
				if bt.R.Overlaps(o.R) || bt.R.Gap(o.R) < layout.TapGap {
					t.Errorf("%q at %v and %q at %v", bt.Label, bt.R, o.Label, o.R)
				}
			}
		}
	}
	shut := p.laidButtons(c)
	check(shut)
	for _, bt := range shut {
		if bt.Label == c.T("play.resign") {
			t.Fatal("Resign is in the column while the sheet is shut")
		}
	}
	tapButton(t, c, shut, c.T("play.more"))
	open := p.laidButtons(c)
	check(open)
	if len(open) <= len(shut) {
		t.Fatalf("%d buttons with the sheet open, %d shut", len(open), len(shut))
	}
	tapButton(t, c, open, c.T("play.resign"))
	tapButton(t, c, p.laidButtons(c), c.T("play.resign.confirm"))
	if o := p.b.Base().Outcome(); o.Reason != "resign" {
		t.Fatalf("outcome %+v after resigning", o)
	}
}

// playingOn is a test context whose screen is w×h with a play scene of
// kit's board under cfg as its current scene.
func playingOn(t *testing.T, w, h float64, kit play.Kit, cfg play.Config) (*Context, *playScene) {
	t.Helper()
	c := newTestContext(t, Options{})
	c.Screen = layout.NewScreen(w, h, 1)
	p := newPlayScene(mustNew(kit, cfg))
	c.mgr.current = p
	return c, p
}
