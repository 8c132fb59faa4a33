package scenes

import (
	"runtime"
	"testing"

	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/play"
	jungleplay "github.com/plyyard/plyyard/play/jungle"
)

// The frame loop never waits on the computer's search: while the Expert
// thinks (hundreds of milliseconds), the play screen's Update comes back
// at once, again and again, with the search still running; the answer is
// played once it comes. Three of the Expert's moves are watched.
func TestUpdateNeverWaitsForTheBot(t *testing.T) {
	c := newTestContext(t, Options{Game: "jungle", Mode: "ai", Side: "blue", Level: play.Levels, Seed: 3})
	p, ok := c.mgr.current.(*playScene)
	if !ok {
		t.Fatalf("scene %T", c.mgr.current)
	}
	ctl := jungleOf(p)
	botMoves := func() int { return (len(ctl.Moves) + 1) / 2 } // the computer plays red, first
	for moves := 0; moves < 3; moves++ {
		for !ctl.Searching() {
			if botMoves() > moves {
				t.Fatalf("move %d: the computer moved and no update came back during its search: an update waited for it", moves+1)
			}
			if ctl.Over() {
				t.Fatal("the game ended")
			}
			if ctl.HumanToMove() && !ctl.Busy() {
				playFirstMove(ctl)
			}
			p.Update(c)
		}
		for i := 0; i < 3; i++ {
			p.Update(c)
			if !ctl.Searching() {
				t.Fatalf("move %d: the search was over after %d updates: an update waited for it", moves+1, i+1)
			}
		}
		before := len(ctl.Moves)
		for ctl.Searching() {
			runtime.Gosched() // the search ends by itself
		}
		for len(ctl.Moves) == before {
			p.Update(c)
		}
	}
}

// playFirstMove plays the first legal move of the side to move with two
// taps, as a person would.
func playFirstMove(ctl *jungleplay.Controller) {
	m := jungle.MoveOf(ctl.Pos.Legal()[0])
	ctl.Tap(m.From)
	ctl.Tap(m.To)
}
