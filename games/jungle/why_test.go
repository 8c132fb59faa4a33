package jungle

import (
	"testing"

	"github.com/plyyard/plyyard/engine/jungle"
)

// A hint's reason follows from the position before and after the move.
func TestWhy(t *testing.T) {
	for _, c := range []struct{ fen, move, want string }{
		{"6l/3R3/7/7/7/7/7/7/L6 r 0", "d8d9", "den"},
		{"6l/7/7/7/7/w6/E6/7/L6 r 0", "a3a4", "capture"},
		{"6l/7/7/7/7/7/2Dw3/7/L6 r 0", "c3b3", "escape"},
		{"6l/7/7/7/7/7/3w3/2T4/L6 r 0", "c2d2", "guard"},
		{"6l/7/7/c6/7/D6/7/7/L6 r 0", "a4a5", "threat"},
		{"6l/7/7/3D3/7/7/7/7/L6 r 0", "d6d7", "pressure"},
		{"6l/7/7/7/7/D6/7/7/L6 r 0", "a4a5", "advance"},
		{"6l/7/7/7/D6/7/7/7/L6 r 0", "a5a4", ""},
		{"6l/7/7/7/D6/7/7/7/L6 r 0", "a5a7", ""}, // not a move
	} {
		p, err := jungle.Parse(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		from, _ := jungle.ParseSquare(c.move[:2])
		to, _ := jungle.ParseSquare(c.move[2:])
		if got := Why(p, jungle.Move{From: from, To: to}); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.fen, c.move, got, c.want)
		}
	}
}
