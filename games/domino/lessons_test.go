package domino

import (
	"testing"

	"github.com/plyyard/plyyard/games/gamestest"
)

// TestDominoLessons: every task of the dominoes lessons is decided by its
// rule (a legal try does it, another legal try misses it, no step with one
// legal move counts), and the guide's rules and typical mistakes are all
// there.
func TestDominoLessons(t *testing.T) {
	gamestest.Lessons(t, Game, 9)
}
