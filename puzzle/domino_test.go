package puzzle

import "testing"

// TestDominoSetProves proves every dominoes puzzle.
func TestDominoSetProves(t *testing.T) {
	checkSetShape(t, "domino")
	for _, p := range For("domino") {
		if err := Check(p); err != nil {
			t.Error(err)
		}
	}
}
