package jungle

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/jungle"
)

// The review's marks in Jungle. A decision is graded by how much it drops
// the judge's chance (the thresholds below, chosen against forced wins and
// losses: TestMeasureMarks, docs/ai.md), and at least by two rules of the
// game that the judge's fitted curve can understate (markFloor):
//
//   - a move into a forced loss — after it the opponent wins by force
//     within lossDepth of its own moves (the exact solver, as far as
//     lossNodes positions allow) — while another move holds at that depth
//     is a blunder;
//   - a move that loses material for nothing — by a short search of
//     captures in which either side may stop, it comes out worse than the
//     best other move by at least a piece — is a mistake, and a blunder
//     when what it loses is worth a tiger or more.

// The drops of the judge's chance for each mark.
const (
	blunderDrop    = 0.25
	mistakeDrop    = 0.10
	inaccuracyDrop = 0.05
)

// maxLossMoves is the deepest forced loss the review looks for, in the
// opponent's moves; lossNodes bounds the positions one check may search,
// so that a crowded board is searched less deep (a few hundredths of a
// second at most).
const (
	maxLossMoves = 6
	lossNodes    = 40_000
)

// exchangeDepth is how many captures deep the search of captures goes.
const exchangeDepth = 4

// markFloor is the least mark Jungle's rules give move a in s.
func markFloor(s engine.State, a engine.Action) string {
	pos, ok := s.(jungle.Position)
	m := jungle.MoveOf(a)
	if !ok || pos.Outcome().Finished() || !pos.IsLegal(m) {
		return ai.NoMark
	}
	if _, ok := ForcedLoss(pos, m); ok {
		return ai.Blunder
	}
	return lostForNothing(pos, m)
}

// ForcedLoss reports whether move m of the side to move in pos lets the
// opponent win by force within n of its moves (the least such n, up to
// lossDepth) while another move of pos holds at that depth: after it
// the opponent has no forced win within n. Both are proved by the exact
// solver; where the loss would take more than lossNodes positions to
// prove, or the other moves as many again, ok is false.
func ForcedLoss(pos jungle.Position, m jungle.Move) (n int, ok bool) {
	q, _ := pos.Next(m)
	if q.Outcome().Finished() {
		return 0, false
	}
	s := newJungleSolver(q.ToMove())
	s.left, s.limited = lossNodes, true
	deepest := lossDepth(q)
	// Deepen while the next depth, guessed from how the last one grew,
	// fits in what is left.
	last, grew := 0, 1
	for n = 1; n <= deepest; n++ {
		if n > 2 && last*grew > s.left {
			return 0, false
		}
		before := s.left
		if s.wins(q, n, 0) {
			break
		}
		if s.out {
			return 0, false
		}
		used := before - s.left
		grew, last = max(2, used/max(1, last)), used
	}
	if n > deepest {
		return 0, false
	}
	s.left = lossNodes // the other moves share one more allowance
	for _, other := range pos.AppendMoves(nil) {
		if other == m {
			continue
		}
		r, _ := pos.Next(other)
		if o := r.Outcome(); o.Finished() {
			if o.Status != engine.Win || o.Winner == pos.ToMove() {
				return n, true
			}
			continue
		}
		if !s.wins(r, n, 0) && !s.out {
			return n, true
		}
		if s.out {
			return 0, false
		}
	}
	return 0, false
}

// lossDepth is the deepest forced loss looked for in p: maxLossMoves with
// at most six pieces on the board, where a deep search is cheap and an
// endgame's wins are long; three with up to ten; two on a fuller board,
// where the review's judge searches deeper than the solver could.
func lossDepth(p jungle.Position) int {
	pieces := 0
	for _, side := range []engine.Seat{jungle.Red, jungle.Blue} {
		for a := jungle.Rat; a <= jungle.Elephant; a++ {
			if p.Where(side, a) != jungle.NoSquare {
				pieces++
			}
		}
	}
	switch {
	case pieces <= 6:
		return maxLossMoves
	case pieces <= 10:
		return 3
	}
	return 2
}

// lostForNothing is Mistake when move m of pos comes out at least a piece
// worse by the search of captures than the best other move that is not
// into a forced loss, Blunder when by a tiger's worth or more, NoMark
// otherwise.
func lostForNothing(pos jungle.Position, m jungle.Move) string {
	moves := pos.AppendMoves(nil)
	nets := make([]int, len(moves))
	played := net(pos, m)
	best := played
	for i, other := range moves {
		nets[i] = net(pos, other)
	}
	// The other moves from the best by material, until one that holds.
	for {
		k := -1
		for i, v := range nets {
			if moves[i] != m && v > played && (k < 0 || v > nets[k]) {
				k = i
			}
		}
		if k < 0 {
			break
		}
		if _, lost := ForcedLoss(pos, moves[k]); !lost {
			best = nets[k]
			break
		}
		nets[k] = played
	}
	switch loss := best - played; {
	case loss >= ai.JungleValue(jungle.Tiger):
		return ai.Blunder
	case loss >= ai.JungleValue(jungle.Cat):
		return ai.Mistake
	}
	return ai.NoMark
}

// net is the material move m of pos wins: what it captures less what the
// opponent then wins by captures.
func net(pos jungle.Position, m jungle.Move) int {
	q, captured := pos.Next(m)
	return ai.JungleValue(captured) - exchange(q, exchangeDepth)
}

// exchange is the material the side to move in p wins by captures alone,
// up to depth captures deep, each side free to stop capturing.
func exchange(p jungle.Position, depth int) int {
	best := 0
	if depth == 0 || p.Outcome().Finished() {
		return best
	}
	for _, m := range p.AppendMoves(nil) {
		q, captured := p.Next(m)
		if captured == jungle.NoAnimal {
			continue
		}
		best = max(best, ai.JungleValue(captured)-exchange(q, depth-1))
	}
	return best
}
