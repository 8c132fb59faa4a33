package race

import (
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// Each side's die rolls beside its own plate wherever the plates take
// one (a phone upright, a tablet, the desktop) and on a phone on its side
// (between the board and the plates), in either game and with either side
// at the bottom; it never lies in the other side's plate's row, its box
// takes a thumb and covers neither the board nor a plate.
func TestTheDieRollsBesideItsSidesPlate(t *testing.T) {
	for _, sz := range [][2]float64{{360, 740}, {740, 360}, {896, 414}, {915, 412}, {768, 1024}, {1024, 600}, {1280, 800}, {1920, 1080}} {
		s := layout.NewScreen(sz[0], sz[1], 1)
		for _, v := range []race.Variant{race.Ludo, race.Aviation} {
			for _, human := range []engine.Seat{engine.First, engine.Second} {
				for _, side := range []string{"r", "y"} {
					c := New(play.Config{Mode: play.VsAI, Human: human}, v, enginetest.Must(t, race.Parse, "5,5,30,b/12,40,b,56 "+side+" roll 0"))
					b := Board{c}
					l, cross := b.Layout(s)
					die := c.DieRect(cross)
					plate := l.Panel.Top
					if c.DieSeat() == b.Bottom() {
						plate = l.Panel.Bottom
					}
					if cy := die.Y + die.H/2; cy < plate.Y-1 || cy > plate.Y+plate.H+1 || die.W == 0 {
						t.Errorf("%v %v, %s to roll, human %d: the die at %v, its side's plate at %v", sz, v, side, human, die, plate)
					}
					if die.W < s.Tap() || die.H < s.Tap() {
						t.Errorf("%v %v: the die's box %v is under a thumb's %.0f px", sz, v, die, s.Tap())
					}
					for _, r := range []layout.Rect{l.Board.Framed(), l.Panel.Top, l.Panel.Bottom} {
						if die.Overlaps(r) {
							t.Errorf("%v %v: the die's box %v covers %v", sz, v, die, r)
						}
					}
				}
			}
		}
	}
}
