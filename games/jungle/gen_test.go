package jungle

import (
	"fmt"
	"strings"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/games/gamestest"
)

// TestGenJungle is the tool the Jungle set was found with, not a test: it
// plays bot games and prints every position where exactly one move wins by
// force within the fewest moves that win at all, with the line of the
// stoutest defence. The puzzles' texts were then written by hand.
//
//	PLY_PUZZLE_GEN=jungle PLY_PUZZLE_GAMES=20 go test ./games/jungle -run TestGenJungle -v
func TestGenJungle(t *testing.T) {
	seen := map[jungle.Position]bool{}
	gamestest.Search(t, Game, []string{"easy", "medium", "greedy", "hard"}, 0, 20, ai.Budget{Millis: 30}, func(st engine.State, _ engine.Action, _ string) {
		pos := st.(jungle.Position)
		if seen[pos] {
			return
		}
		seen[pos] = true
		if line, n, ok := genCandidate(pos); ok {
			t.Logf("cand n=%d %q line=%s moves=%d %s", n, pos.String(), strings.Join(line, " "), len(pos.Moves()), describeJungle(pos, line[0]))
		} else if line, n, ok := genClock(pos); ok {
			t.Logf("clock n=%d %q line=%s", n, line[0], strings.Join(line[1:], " "))
		}
	})
}

// genCandidate finds the fewest moves n (1..3) that win from pos and, if
// exactly one first move wins within n, the line of the stoutest defence.
func genCandidate(pos jungle.Position) ([]string, int, bool) {
	for n := 1; n <= maxJungleMoves; n++ {
		w := WinningMoves(pos, n)
		if len(w) == 0 {
			continue
		}
		if len(w) > 1 {
			return nil, 0, false
		}
		return genLine(pos, w[0], n), n, true
	}
	return nil, 0, false
}

// genLine extends the line after the solver's move m: the reply that puts
// off the win longest, then the solver's only winning move, while both
// exist.
func genLine(pos jungle.Position, m jungle.Move, n int) []string {
	line := []string{m.String()}
	q, _ := pos.Next(m)
	if n == 1 || q.Outcome().Finished() {
		return line
	}
	for _, r := range q.Moves() {
		after, _ := q.Next(r)
		if after.Outcome().Finished() {
			continue
		}
		if len(WinningMoves(after, n-2)) > 0 && n > 2 {
			continue // this reply loses sooner
		}
		w := WinningMoves(after, n-1)
		if len(w) == 1 {
			return append(append(line, r.String()), genLine(after, w[0], n-1)...)
		}
	}
	return line
}

// describeJungle names what the move does, for picking varied puzzles.
func describeJungle(pos jungle.Position, text string) string {
	m, _ := jungle.ParseMove(text)
	pc, _ := pos.At(m.From)
	s := pc.Animal.Name() + " " + text
	if v, ok := pos.At(m.To); ok {
		s += " takes " + v.Animal.Name()
		if jungle.Weakened(v.Side, m.To) {
			s += " (in trap)"
		}
	}
	df, dr := m.To.File()-m.From.File(), m.To.Rank()-m.From.Rank()
	if df*df+dr*dr > 1 {
		s += " (jump)"
	}
	if m.To == jungle.Den(pos.ToMove().Other()) {
		s += " (den)"
	}
	var mat [2]int
	for side := engine.Seat(0); side < 2; side++ {
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			if pos.Where(side, a) != jungle.NoSquare {
				mat[side]++
			}
		}
	}
	return fmt.Sprintf("%s pieces %d:%d", s, mat[0], mat[1])
}

// genClock looks for the rule of 60 quiet half-moves at work: where several
// moves win at clock 0 but only one does with the clock near its end.
func genClock(pos jungle.Position) ([]string, int, bool) {
	for n := 2; n <= maxJungleMoves; n++ {
		if len(WinningMoves(pos, n)) < 2 {
			continue
		}
		f := strings.Fields(pos.String())
		late, err := jungle.Parse(fmt.Sprintf("%s %s %d", f[0], f[1], jungle.DrawPlies-2*n+2))
		if err != nil {
			return nil, 0, false
		}
		if w := WinningMoves(late, n); len(w) == 1 {
			return append([]string{late.String()}, genLine(late, w[0], n)...), n, true
		}
		return nil, 0, false
	}
	return nil, 0, false
}
