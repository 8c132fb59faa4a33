package domino

import (
	"testing"

	"github.com/plyyard/plyyard/engine/domino"
)

// A hint's reason follows from the hand, the ends before and after the
// play, and what the opponent is known to lack.
func TestWhy(t *testing.T) {
	tile := domino.NewTile
	play := func(a, b int, e domino.End) domino.Move {
		return domino.Move{Kind: domino.PlayTile, Tile: tile(a, b), End: e}
	}
	for _, c := range []struct {
		name        string
		hand        []domino.Tile
		left, right int
		lined       bool
		m           domino.Move
		void        uint8
		want        string
	}{
		{"last", []domino.Tile{tile(2, 5)}, 5, 1, true, play(2, 5, domino.LeftEnd), 0, "last"},
		{"block", []domino.Tile{tile(1, 2), tile(4, 6)}, 1, 3, true, play(1, 2, domino.LeftEnd), 1<<2 | 1<<3, "block"},
		{"heavy", []domino.Tile{tile(1, 2), tile(5, 6), tile(0, 0)}, 1, 6, true, play(5, 6, domino.RightEnd), 0, "heavy"},
		{"heavy lead", []domino.Tile{tile(1, 2), tile(4, 6)}, 0, 0, false, play(4, 6, domino.NoEnd), 0, "heavy"},
		{"double", []domino.Tile{tile(1, 1), tile(1, 6), tile(3, 4)}, 1, 2, true, play(1, 1, domino.LeftEnd), 0, "double"},
		{"keep", []domino.Tile{tile(1, 3), tile(1, 6), tile(3, 4)}, 1, 2, true, play(1, 3, domino.LeftEnd), 0, "keep"},
		{"nothing", []domino.Tile{tile(1, 3), tile(1, 6), tile(0, 0)}, 1, 2, true, play(1, 3, domino.LeftEnd), 0, ""},
		{"a draw", []domino.Tile{tile(1, 3)}, 5, 5, true, domino.Move{Kind: domino.DrawTile}, 0, ""},
		{"not in hand", []domino.Tile{tile(1, 3)}, 1, 5, true, play(1, 5, domino.LeftEnd), 0, ""},
	} {
		if got := Why(c.hand, c.left, c.right, c.lined, c.m, c.void); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
