package race

import (
	"testing"

	"github.com/plyyard/plyyard/engine/race"
)

// A hint's reason follows from the position before and after the move.
func TestWhy(t *testing.T) {
	for _, c := range []struct {
		pos   string
		piece int
		want  string
	}{
		{"56,56,56,53/b,b,b,b r 3 0", 3, "win"},
		{"10,b,b,b/40,b,b,b r 4 0", 0, "capture"},
		{"52,b,b,b/b,b,b,b r 4 0", 0, "home"},
		{"20,b,b,b/43,b,b,b r 6 1", 0, "escape"},
		{"b,b,b,b/b,b,b,b r 6 1", 0, "enter"},
		{"48,b,b,b/b,b,b,b r 4 0", 0, "column"},
		{"5,b,b,b/b,b,b,b r 3 0", 0, "safe"},
		{"1,b,b,b/b,b,b,b r 1 0", 0, ""},
		{"1,b,b,b/b,b,b,b r 1 0", 1, ""},    // a piece that cannot move
		{"1,b,b,b/b,b,b,b r roll 0", 0, ""}, // the roll phase
	} {
		p, err := race.Parse(c.pos)
		if err != nil {
			t.Fatalf("%s: %v", c.pos, err)
		}
		if got := Why(p, c.piece); got != c.want {
			t.Errorf("%s piece %d: %q, want %q", c.pos, c.piece, got, c.want)
		}
	}
}
