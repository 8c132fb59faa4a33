package jungle

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/puzzle"
)

// maxJungleMoves bounds Proof.Moves: a proof searches every line of up to
// 2·Moves−1 half-moves, and beyond three of the solver's moves that stops
// being quick.
const maxJungleMoves = 3

// prove proves a Jungle puzzle: the side to move wins by force
// within Proof.Moves of its own moves, and the answer's first move is the
// only one that does. A longer answer line alternates the solver's moves
// with the replies it expects; each solver's move in it must again be the
// only one that wins within the moves left, and a line that runs to its end
// must end the game in the solver's win.
func prove(p puzzle.Puzzle) error {
	pos, err := jungle.Parse(p.Position)
	if err != nil {
		return err
	}
	n := p.Proof.Moves
	if n < 1 || n > maxJungleMoves {
		return fmt.Errorf("Proof.Moves is %d, want 1 to %d", n, maxJungleMoves)
	}
	if len(p.Answer) > 2*n-1 {
		return fmt.Errorf("the answer line has %d moves, more than %d", len(p.Answer), 2*n-1)
	}
	solver := pos.ToMove()
	s := newJungleSolver(solver)
	for i, text := range p.Answer {
		if o := pos.Outcome(); o.Finished() {
			return fmt.Errorf("the game is over before %s", text)
		}
		m, err := jungle.ParseMove(text)
		if err != nil {
			return err
		}
		if !pos.IsLegal(m) {
			return fmt.Errorf("%s is not legal in %s", text, pos)
		}
		if i%2 == 0 {
			left := n - i/2
			winners := s.winningMoves(pos, left)
			if len(winners) != 1 || winners[0] != m {
				return fmt.Errorf("move %d: the moves winning within %d are %v, want only %s", i+1, left, winners, m)
			}
		}
		pos, _ = pos.Next(m)
	}
	if len(p.Answer) == 2*n-1 {
		if o := pos.Outcome(); o.Status != engine.Win || o.Winner != solver {
			return fmt.Errorf("the answer line ends in %q, not in the solver's win", o.Format(jungle.Rules.Sides))
		}
	}
	return nil
}

// WinningMoves returns the moves with which the side to move in a
// Jungle position wins by force within n of its own moves (1 to 3), in the
// move generator's order.
func WinningMoves(pos jungle.Position, n int) []jungle.Move {
	if n < 1 || n > maxJungleMoves || pos.Outcome().Finished() {
		return nil
	}
	return newJungleSolver(pos.ToMove()).winningMoves(pos, n)
}

// jungleSolver is an exhaustive AND–OR search for a forced win: every move
// of the solver is tried, and every reply of the opponent, to the full
// depth — no evaluation, no time limit, so its answer is exact. A table
// remembers the positions already settled.
type jungleSolver struct {
	side engine.Seat
	memo map[jungleKey]bool
	bufs [2*maxLossMoves + 2][]jungle.Move
	// left, when limited, counts down the positions the solver may still
	// search; out says it ran out, after which a "no win" it answers is
	// not a proof (a win still is).
	left    int
	limited bool
	out     bool
}

type jungleKey struct {
	pos jungle.Position
	n   int8
}

func newJungleSolver(side engine.Seat) *jungleSolver {
	return &jungleSolver{side: side, memo: map[jungleKey]bool{}}
}

// winningMoves lists the moves of pos (the solver to move) that win within
// n moves.
func (s *jungleSolver) winningMoves(pos jungle.Position, n int) []jungle.Move {
	var out []jungle.Move
	for _, m := range pos.AppendMoves(nil) {
		q, _ := pos.Next(m)
		if s.won(q) || n > 1 && !q.Ended() && s.holds(q, n-1, 1) {
			out = append(out, m)
		}
	}
	return out
}

// won reports whether q, just after a solver's move, is the solver's win.
func (s *jungleSolver) won(q jungle.Position) bool {
	o := q.Outcome()
	return o.Status == engine.Win && o.Winner == s.side
}

// wins reports whether the solver, to move in pos (not over), wins within
// n moves. depth indexes the move buffers.
func (s *jungleSolver) wins(pos jungle.Position, n, depth int) bool {
	k := jungleKey{pos, int8(n)}
	if v, ok := s.memo[k]; ok {
		return v
	}
	if s.limited {
		if s.left--; s.left < 0 {
			s.out = true
			return false
		}
	}
	moves := pos.AppendMoves(s.bufs[depth][:0])
	s.bufs[depth] = moves
	v := false
	for _, m := range moves {
		if q, _ := pos.Next(m); s.won(q) {
			v = true
			break
		}
	}
	if !v && n > 1 {
		for _, m := range moves {
			q, _ := pos.Next(m)
			if !q.Ended() && s.holds(q, n-1, depth+1) {
				v = true
				break
			}
		}
	}
	if v || !s.out {
		s.memo[k] = v
	}
	return v
}

// holds reports whether every reply of the opponent, to move in pos (the
// game going on), leaves the solver winning within n moves. Replies that
// end the game or capture are tried first: they refute soonest.
func (s *jungleSolver) holds(pos jungle.Position, n, depth int) bool {
	moves := pos.AppendMoves(s.bufs[depth][:0])
	s.bufs[depth] = moves
	if len(moves) == 0 {
		return true // the opponent has no move: already the solver's win
	}
	for pass := 0; pass < 2; pass++ {
		for _, m := range moves {
			q, captured := pos.Next(m)
			if (captured != jungle.NoAnimal || q.Ended()) != (pass == 0) {
				continue
			}
			if q.Outcome().Finished() || !s.wins(q, n, depth+1) {
				return false
			}
		}
	}
	return true
}

// Refutation returns, for a move m of the side to move in pos that
// does not win within n moves, the opponent's reply after which the side
// can no longer win within the n−1 moves left: a reply that ends the game
// first, else one that captures, else any. ok is false when m wins, when m
// ends the game itself (there is no reply), or when m is not legal.
func Refutation(pos jungle.Position, m jungle.Move, n int) (reply jungle.Move, ok bool) {
	if n < 1 || n > maxJungleMoves || !pos.IsLegal(m) {
		return jungle.Move{}, false
	}
	s := newJungleSolver(pos.ToMove())
	q, _ := pos.Next(m)
	if q.Outcome().Finished() {
		return jungle.Move{}, false
	}
	for pass := 0; pass < 3; pass++ {
		for _, r := range q.AppendMoves(nil) {
			after, captured := q.Next(r)
			ends := after.Outcome().Finished()
			if ends != (pass == 0) || pass == 1 && captured == jungle.NoAnimal {
				continue
			}
			if ends || n == 1 || !s.wins(after, n-1, 0) {
				return r, true
			}
		}
	}
	return jungle.Move{}, false
}

// refute says why a move that is not the answer fails: it ends the game
// without a win, the win needs more than the one move left, or the
// opponent has a reply after which no win is forced in the moves left.
func refute(p puzzle.Puzzle, step int, before engine.State, tried engine.Action) (puzzle.Refutation, bool) {
	pos, ok := before.(jungle.Position)
	if !ok {
		return puzzle.Refutation{}, false
	}
	m := jungle.MoveOf(tried)
	if !pos.IsLegal(m) {
		return puzzle.Refutation{}, false
	}
	left := p.Proof.Moves - step/2
	if next, _ := pos.Next(m); next.Outcome().Finished() {
		return puzzle.Refutation{Ends: true}, true
	}
	if left <= 1 {
		return puzzle.Refutation{NotNow: true}, true
	}
	r, ok := Refutation(pos, m, left)
	if !ok {
		return puzzle.Refutation{}, false
	}
	after, _ := pos.Next(m)
	piece, _ := after.At(r.From)
	return puzzle.Refutation{Reply: r.String(), Seat: piece.Side, Piece: fmt.Sprintf("animal.%d", piece.Animal)}, true
}
