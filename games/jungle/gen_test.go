package jungle

import (
	"fmt"
	"math/rand/v2"
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

// TestGenJungleThemes is the tool the themed puzzles (defence, trade, river,
// race) were found with, not a test: it sets up random sparse positions
// from a fixed seed, keeps those where exactly one move wins by force
// within the fewest moves that win at all, and prints them by the theme
// jungleTheme gives them.
//
//	PLY_PUZZLE_GEN=jungle-themes PLY_PUZZLE_GAMES=3000 go test ./games/jungle -run TestGenJungleThemes -v
func TestGenJungleThemes(t *testing.T) {
	gamestest.SearchOnly(t, "jungle-themes", "themed puzzles")
	n := gamestest.SearchGames(3000)
	rng := rand.New(rand.NewPCG(28, 4))
	found := map[string]int{}
	for range n {
		pos, ok := randomJungle(rng)
		if !ok {
			continue
		}
		if line, k, ok := genClock(pos); ok && k >= 2 {
			late, _ := jungle.Parse(line[0])
			if len(WinningMoves(late, 1)) > 0 {
				continue
			}
			if found["race"] < 12 {
				found["race"]++
				t.Logf("THEME race n=%d %q line=%s", k, line[0], strings.Join(line[1:], " "))
			}
			continue
		}
		line, k, ok := genCandidate(pos)
		if !ok || k < 2 {
			continue
		}
		theme := jungleTheme(pos, line[0])
		if found[theme] >= 12 {
			continue
		}
		found[theme]++
		t.Logf("THEME %s n=%d %q line=%s %s", theme, k, pos.String(), strings.Join(line, " "), describeJungle(pos, line[0]))
	}
	t.Log(found)
}

// randomJungle sets up two to five animals a side on random squares, the
// side to move at random.
func randomJungle(rng *rand.Rand) (jungle.Position, bool) {
	var board [jungle.Squares]byte
	if rng.IntN(2) == 0 { // a rat in the river and a leaper on its bank
		for _, c := range []struct {
			letter byte
			water  bool
		}{{"Rr"[rng.IntN(2)], true}, {"LTlt"[rng.IntN(4)], false}} {
			for try := 0; try < 50; try++ {
				s := jungle.Square(rng.IntN(jungle.Squares))
				if board[s] != 0 || jungle.IsWater(s) != c.water || !c.water && !nextToWater(s) {
					continue
				}
				board[s] = c.letter
				break
			}
		}
	}
	for side := 0; side < 2; side++ {
		k := 2 + rng.IntN(4)
		for _, a := range rng.Perm(8)[:k] {
			animal := jungle.Animal(a + 1)
			if placed(&board, animal, side) {
				continue
			}
			for try := 0; try < 20; try++ {
				s := jungle.Square(rng.IntN(jungle.Squares))
				if board[s] != 0 || jungle.IsWater(s) && animal != jungle.Rat || s == jungle.Den(engine.Seat(side)) || s == jungle.Den(engine.Seat(1-side)) {
					continue
				}
				l := animal.Letter()
				if side == 1 {
					l += 'a' - 'A'
				}
				board[s] = l
				break
			}
		}
	}
	pos, err := jungle.Parse(writeBoard(&board) + " " + "rb"[rng.IntN(2):][:1] + " 0")
	if err != nil || pos.Outcome().Finished() || len(pos.Moves()) < 2 {
		return jungle.Position{}, false
	}
	// the side not to move must not be winning at once either
	return pos, true
}

// jungleTheme names what the first move of a winning line does: stops a
// den entry the opponent threatens next move (defence), moves the rat in
// or out of the river or leaps it (river), takes a piece at full rank
// (trade), steps into or takes in a trap (trap), or else walks at the den.
func jungleTheme(pos jungle.Position, first string) string {
	m, _ := jungle.ParseMove(first)
	me := pos.ToMove()
	pc, _ := pos.At(m.From)
	if enemyEntersNext(pos) {
		return "defence"
	}
	df, dr := m.To.File()-m.From.File(), m.To.Rank()-m.From.Rank()
	if pc.Animal == jungle.Rat && (jungle.IsWater(m.From) || jungle.IsWater(m.To)) || df*df+dr*dr > 1 {
		return "river"
	}
	if v, ok := pos.At(m.To); ok && !jungle.Weakened(v.Side, m.To) {
		return "trade"
	}
	if o, ok := jungle.TrapOwner(m.To); ok && o != me || func() bool { v, ok := pos.At(m.To); return ok && jungle.Weakened(v.Side, m.To) }() {
		return "trap"
	}
	return "den"
}

// enemyEntersNext reports whether the opponent of the side to move could
// step into its den with a move of its own now.
func enemyEntersNext(pos jungle.Position) bool {
	me := pos.ToMove()
	den := jungle.Den(me)
	for _, s := range pos.DenThreats(me) {
		if p, ok := pos.At(s); ok && p.Side != me {
			d := int(s) - int(den)
			if d == 1 || d == -1 || d == jungle.Files || d == -jungle.Files {
				return true
			}
		}
	}
	return false
}

// nextToWater reports whether s is a land square beside the river.
func nextToWater(s jungle.Square) bool {
	f, r := s.File(), s.Rank()
	for _, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
		if f+d[0] >= 0 && f+d[0] < jungle.Files && r+d[1] >= 0 && r+d[1] < jungle.Ranks && jungle.IsWater(jungle.Sq(f+d[0], r+d[1])) {
			return true
		}
	}
	return false
}

// placed reports whether side's animal already stands on the board.
func placed(board *[jungle.Squares]byte, animal jungle.Animal, side int) bool {
	l := animal.Letter()
	if side == 1 {
		l += 'a' - 'A'
	}
	for _, c := range board {
		if c == l {
			return true
		}
	}
	return false
}

// TestGenJungleRiver is the tool the guide's river pairs were found with,
// not a test: random positions where a rat in the river stands on the jump
// path of the mover's lion or tiger, kept when one move wins with the rat
// there and the jump is the one move that wins without it.
//
//	PLY_PUZZLE_GEN=jungle-river go test ./games/jungle -run TestGenJungleRiver -v
func TestGenJungleRiver(t *testing.T) {
	gamestest.SearchOnly(t, "jungle-river", "river pairs")
	rng := rand.New(rand.NewPCG(28, 9))
	shown := 0
	for range 200000 {
		pos, ok := randomJungle(rng)
		if !ok || shown >= 12 {
			continue
		}
		text := pos.String()
		// find a rat in the water; remove it and see whether a jump wins
		for s := jungle.Square(0); s < jungle.Squares; s++ {
			p, ok := pos.At(s)
			if !ok || p.Animal != jungle.Rat || !jungle.IsWater(s) {
				continue
			}
			without := removeAt(text, s)
			q, err := jungle.Parse(without)
			if err != nil {
				continue
			}
			lineQ, nQ, okQ := genCandidate(q)
			if !okQ || nQ < 1 {
				continue
			}
			jm, _ := jungle.ParseMove(lineQ[0])
			df, dr := jm.To.File()-jm.From.File(), jm.To.Rank()-jm.From.Rank()
			if df*df+dr*dr <= 1 || !over(jm, s) {
				continue
			}

			lineP, nP, okP := genCandidate(pos)
			if !okP || nP < 2 {
				continue
			}
			shown++
			t.Logf("RIVER with %q n=%d line=%s | without %q n=%d line=%s", text, nP, strings.Join(lineP, " "), without, nQ, strings.Join(lineQ, " "))
		}
	}
}

// removeAt returns the notation text with the piece on s taken off.
func removeAt(text string, s jungle.Square) string {
	f := strings.Fields(text)
	ranks := strings.Split(f[0], "/")
	var cells [jungle.Squares]byte
	for i, row := range ranks {
		rank := jungle.Ranks - 1 - i
		file := 0
		for _, c := range []byte(row) {
			if c >= '1' && c <= '9' {
				file += int(c - '0')
				continue
			}
			cells[jungle.Sq(file, rank)] = c
			file++
		}
	}
	cells[s] = 0
	return writeBoard(&cells) + " " + f[1] + " " + f[2]
}

// writeBoard writes the board part of the notation from a letter (or 0)
// per square.
func writeBoard(cells *[jungle.Squares]byte) string {
	var b strings.Builder
	for rank := jungle.Ranks - 1; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < jungle.Files; file++ {
			c := cells[jungle.Sq(file, rank)]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}

// over reports whether the leap m passes over square s.
func over(m jungle.Move, s jungle.Square) bool {
	if m.From.File() == m.To.File() && s.File() == m.From.File() {
		lo, hi := min(m.From.Rank(), m.To.Rank()), max(m.From.Rank(), m.To.Rank())
		return s.Rank() > lo && s.Rank() < hi
	}
	if m.From.Rank() == m.To.Rank() && s.Rank() == m.From.Rank() {
		lo, hi := min(m.From.File(), m.To.File()), max(m.From.File(), m.To.File())
		return s.File() > lo && s.File() < hi
	}
	return false
}

// TestGenJungleBlocked is the tool the guide's worked position was found
// with, not a test: random positions where the mover's lion or tiger
// stands at the river, a rat in the water blocks its jump, the far bank
// is free, and one move wins by force.
//
//	PLY_PUZZLE_GEN=jungle-blocked go test ./games/jungle -run TestGenJungleBlocked -v
func TestGenJungleBlocked(t *testing.T) {
	gamestest.SearchOnly(t, "jungle-blocked", "blocked jumps")
	rng := rand.New(rand.NewPCG(28, 11))
	shown := 0
	for i := 0; i < 300000 && shown < 10; i++ {
		pos, ok := randomJungle(rng)
		if !ok {
			continue
		}
		for s := jungle.Square(0); s < jungle.Squares; s++ {
			p, ok := pos.At(s)
			if !ok || p.Animal != jungle.Rat || !jungle.IsWater(s) {
				continue
			}
			q, err := jungle.Parse(removeAt(pos.String(), s))
			if err != nil {
				continue
			}
			blocked := false
			for _, m := range q.Moves() {
				pc, _ := q.At(m.From)
				_, taken := q.At(m.To)
				if pc.Side == q.ToMove() && over(m, s) && !taken {
					blocked = true
				}
			}
			if !blocked {
				continue
			}
			line, n, ok := genCandidate(pos)
			if !ok || n < 2 || len(line) < 2*n-1 {
				continue
			}
			shown++
			t.Logf("BLOCKED %q n=%d line=%s", pos.String(), n, strings.Join(line, " "))
		}
	}
}
