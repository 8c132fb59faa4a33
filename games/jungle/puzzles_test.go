package jungle

import (
	"fmt"
	"testing"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/games/gamestest"
	"github.com/plyyard/plyyard/puzzle"
)

// TestJungleSet checks the entry (gamestest.Conform: bots, views, lessons,
// and every puzzle proved) and the puzzle set's shape: ids in order, every
// kind present, the guide's among them, and the themes (gamestest.Themes).
func TestJungleSet(t *testing.T) {
	set := Game.Puzzles
	if len(set) == 0 {
		t.Fatal("no Jungle puzzles")
	}
	kinds := map[puzzle.Kind]int{}
	for i, p := range set {
		if want := fmt.Sprintf("jungle-%02d", i+1); p.ID != want {
			t.Errorf("puzzle %d has id %s, want %s", i, p.ID, want)
		}
		kinds[p.Kind]++
	}
	t.Logf("%d Jungle puzzles: %v", len(set), kinds)
	if kinds[puzzle.Guide] == 0 {
		t.Error("no puzzle of kind guide")
	}
	gamestest.Themes(t, Game, Themes, 40)
	gamestest.Conform(t, Game)
}

// TestJungleWrongAnswerFails replaces each puzzle's answer by every other
// legal first move in turn: each must fail its proof, so the proofs can
// fail.
func TestJungleWrongAnswerFails(t *testing.T) {
	for _, p := range Game.Puzzles {
		pos, err := jungle.Parse(p.Position)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range pos.Moves() {
			if m.String() == p.Answer[0] {
				continue
			}
			bad := p
			bad.Answer = []string{m.String()}
			if err := Game.Check(bad); err == nil {
				t.Errorf("%s with the answer %s passes its proof", p.ID, m)
			}
		}
	}
}

// TestJungleProverRefuses checks the prover's own refusals: a short proof,
// an illegal answer, a line that is not a win, a move count out of range.
func TestJungleProverRefuses(t *testing.T) {
	p := puzzles[5] // a two-move win
	for name, change := range map[string]func(*puzzle.Puzzle){
		"fewer moves":  func(q *puzzle.Puzzle) { q.Proof.Moves = 1 },
		"no moves":     func(q *puzzle.Puzzle) { q.Proof.Moves = 0 },
		"too many":     func(q *puzzle.Puzzle) { q.Proof.Moves = maxJungleMoves + 1 },
		"illegal":      func(q *puzzle.Puzzle) { q.Answer = []string{"c8c6"} },
		"not a move":   func(q *puzzle.Puzzle) { q.Answer = []string{"xyz"} },
		"bad reply":    func(q *puzzle.Puzzle) { q.Answer = []string{"c8d8", "a9a7"} },
		"wrong finish": func(q *puzzle.Puzzle) { q.Answer = []string{"c8d8", "a7a8", "d8e8"} },
		"long line":    func(q *puzzle.Puzzle) { q.Answer = []string{"c8d8", "a7a8", "d8d9", "a8a7"} },
		"bad position": func(q *puzzle.Puzzle) { q.Position = "l5t r 0" },
		"no answer":    func(q *puzzle.Puzzle) { q.Answer = nil },
	} {
		q := p
		q.Answer = append([]string(nil), p.Answer...)
		change(&q)
		if err := Game.Check(q); err == nil {
			t.Errorf("%s: the proof passes", name)
		}
	}
	if err := Game.Check(p); err != nil {
		t.Fatal(err)
	}
	if q := (puzzle.Puzzle{ID: "jungle-x"}); q.Worded() == nil {
		t.Error("a puzzle the catalogue has no words for is worded")
	}
}

// TestJungleRefutation: a wrong first move gets a reply after which the
// win is gone; the answer gets none.
func TestJungleRefutation(t *testing.T) {
	p := puzzles[5]
	pos, _ := jungle.Parse(p.Position)
	if _, ok := Refutation(pos, jungle.Move{From: jungle.Sq(2, 7), To: jungle.Sq(3, 7)}, 2); ok {
		t.Error("the answer c8d8 is refuted")
	}
	m, _ := jungle.ParseMove("c8c9")
	r, ok := Refutation(pos, m, 2)
	if !ok {
		t.Fatal("c8c9 is not refuted")
	}
	after, _ := pos.Next(m)
	after, _ = after.Next(r)
	if len(WinningMoves(after, 1)) != 0 {
		t.Errorf("after c8c9 %s Red still wins at once", r)
	}
}

// TestJungleApart: no puzzle's position is within 4 plies of another's —
// neither reaches the other in 4 moves or fewer, whatever the clock.
func TestJungleApart(t *testing.T) {
	pos := make([]jungle.Position, len(puzzles))
	for i, p := range puzzles {
		q, err := jungle.Parse(p.Position)
		if err != nil {
			t.Fatal(err)
		}
		pos[i] = q
	}
	// the check sees a position four plies on, and not one five plies on
	p := puzzles[12]
	line, err := puzzle.Line(pos[12], p.Answer[:4])
	if err != nil {
		t.Fatal(err)
	}
	if !reaches(pos[12], board(line[3].(jungle.Position)), 4) {
		t.Errorf("%s does not reach its own line's position four plies on", p.ID)
	}
	if reaches(pos[12], board(line[3].(jungle.Position)), 3) {
		t.Errorf("%s reaches its line's position four plies on within 3", p.ID)
	}
	for i := range pos {
		for j := range pos {
			if i != j && reaches(pos[i], board(pos[j]), 4) {
				t.Errorf("%s reaches %s within 4 plies", puzzles[i].ID, puzzles[j].ID)
			}
		}
	}
}

// layout is where each side's animals stand and who is to move: a
// position without its clock.
type layout struct {
	at   [2][jungle.Elephant + 1]jungle.Square
	side int
}

func board(p jungle.Position) layout {
	var l layout
	for side := range 2 {
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			l.at[side][a] = p.Where(engine.Seat(side), a)
		}
	}
	l.side = int(p.ToMove())
	return l
}

// reaches reports whether some line of at most n moves leads from p to the
// layout want. A move moves one animal one step or one leap (four squares
// at most), so the sum of the animals' distances bounds the moves needed
// from below and prunes the search; an animal want has that p lacks can
// never come back.
func reaches(p jungle.Position, want layout, n int) bool {
	have := board(p)
	if have == want {
		return true
	}
	need := 0
	for side := range 2 {
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			from, to := have.at[side][a], want.at[side][a]
			switch {
			case to == jungle.NoSquare:
			case from == jungle.NoSquare:
				return false
			default:
				d := abs(from.File()-to.File()) + abs(from.Rank()-to.Rank())
				if a == jungle.Lion || a == jungle.Tiger {
					d = (d + 3) / 4
				}
				need += d
			}
		}
	}
	if need > n || n == 0 || p.Outcome().Finished() {
		return false
	}
	for _, m := range p.Moves() {
		if q, _ := p.Next(m); reaches(q, want, n-1) {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
