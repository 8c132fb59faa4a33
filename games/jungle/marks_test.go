package jungle

import (
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/enginetest"
	"github.com/plyyard/plyyard/engine/jungle"
)

// Jungle's rules of the mark: a move into a forced loss where another
// holds, a tiger or a lion lost for nothing, a lesser piece lost for
// nothing, and moves that lose nothing.
func TestMarkFloor(t *testing.T) {
	for _, c := range []struct{ pos, move, want string }{
		// d4d3 lets Blue win by force (d5d4 …) within six of its moves;
		// g3f3 holds, though the lion stays where Blue's elephant can
		// take it, as it does after every move that holds.
		{"l6/7/r6/7/3e3/3L3/E5R/7/7 r 0", "d4d3", ai.Blunder},
		{"l6/7/r6/7/3e3/3L3/E5R/7/7 r 0", "g3f3", ai.NoMark},
		// The tiger steps next to Blue's elephant, which takes it with
		// nothing to take back; stepping aside loses nothing.
		{"l6/7/7/7/3e3/7/3T3/7/6L r 0", "d3d4", ai.Blunder},
		{"l6/7/7/7/3e3/7/3T3/7/6L r 0", "d3c3", ai.NoMark},
		// The same with a wolf, Red's den well guarded: a mistake.
		{"l6/7/7/7/3e3/7/3W3/2CTD2/E5L r 0", "d3d4", ai.Mistake},
		{"l6/7/7/7/3e3/7/3W3/2CTD2/E5L r 0", "d3c3", ai.NoMark},
	} {
		pos := enginetest.Must(t, jungle.Parse, c.pos)
		m, err := jungle.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := markFloor(pos, m.Action()); got != c.want {
			t.Errorf("%s in %s: %q, want %q", c.move, c.pos, got, c.want)
		}
	}
	// Not a Jungle position, or an illegal move: no mark.
	if got := markFloor(jungle.Start(), engine.Action(0)); got != ai.NoMark {
		t.Errorf("an illegal move: %q", got)
	}
}
