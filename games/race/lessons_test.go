package race

import (
	"testing"

	"github.com/plyyard/plyyard/games/gamestest"
)

// TestRaceLessons: every task of Ludo's and Aviation Ludo's lessons is
// decided by its rule (a legal try does it, another legal try misses it,
// no step with one legal move counts), and the guides' rules and typical
// mistakes are all there.
func TestRaceLessons(t *testing.T) {
	gamestest.Lessons(t, Ludo, 11)
	gamestest.Lessons(t, Aviation, 12)
}
