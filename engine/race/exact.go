package race

import (
	"fmt"
	"iter"
	"math"
	"slices"

	"github.com/plyyard/plyyard/engine"
)

// Exact play. A race position with few pieces still to bring home has few
// positions after it — a captured piece comes back through its base, so
// the game may return to where it was, but only among positions of the
// same pieces — and the chance of each side can be computed exactly:
// every position reachable from it is listed, each roll-phase position's
// value is the average over the six faces of the best choice for whoever
// rolled (the turn passed when nothing moves or on a third six), and the
// values are iterated until they no longer change (value iteration; the
// loops through captures converge since each has a chance below one).
// The pieces of a side are interchangeable, so positions that differ only
// in their order are one.

// A Solution holds the exact chance of every position reachable from the
// position it was solved from.
type Solution struct {
	index map[Position]int32
	first []float64 // the chance that the first seat (red) wins, by index
	// Sweeps is how many passes over the positions the values took to
	// settle.
	Sweeps int
}

// The ends of a move in a solution's graph: a position's index, or a win.
const (
	firstWins  = -1
	secondWins = -2
)

// Tolerance is how far the values solved may be from their limit: the
// iteration stops when no value moved by more than it in a sweep.
const Tolerance = 1e-9

// Solve solves every position reachable from p, which may await its roll
// or have its roll given (then the positions after each of its moves are
// solved). It refuses when more than limit roll-phase positions would be
// listed: the game is then too open to be solved here.
func Solve(p Position, limit int) (*Solution, error) {
	if p.Outcome().Finished() {
		return nil, fmt.Errorf("the game is over")
	}
	s := &Solution{index: map[Position]int32{}}
	var (
		queue []Position
		// moves[6*i+n-1] lists the ends of the choices after face n in
		// position i (empty: the turn passed, its one end in passes).
		starts []int32 // into ends, per position and face, plus one
		ends   []int32
	)
	add := func(q Position) (int32, error) {
		k := canonical(q)
		if i, ok := s.index[k]; ok {
			return i, nil
		}
		if len(queue) >= limit {
			return 0, fmt.Errorf("more than %d positions follow %s: too many to solve exactly", limit, p)
		}
		i := int32(len(queue))
		s.index[k] = i
		queue = append(queue, k)
		return i, nil
	}
	after := func(next Position, won bool) (int32, error) {
		if won {
			if next.side == engine.First {
				return firstWins, nil
			}
			return secondWins, nil
		}
		return add(next)
	}
	if p.die == 0 {
		if _, err := add(p); err != nil {
			return nil, err
		}
	} else {
		for i := range p.movable().all() {
			next, r := p.NextMove(i)
			if _, err := after(next, r.Won); err != nil {
				return nil, err
			}
		}
	}
	starts = append(starts, 0)
	for at := 0; at < len(queue); at++ {
		q := queue[at]
		for n := 1; n <= 6; n++ {
			rolled, m := q.NextRoll(n)
			if m == 0 {
				e, err := add(rolled)
				if err != nil {
					return nil, err
				}
				ends = append(ends, e)
			} else {
				for i := range m.all() {
					next, r := rolled.NextMove(i)
					e, err := after(next, r.Won)
					if err != nil {
						return nil, err
					}
					ends = append(ends, e)
				}
			}
			starts = append(starts, int32(len(ends)))
		}
	}
	s.first = make([]float64, len(queue))
	for i := range s.first {
		s.first[i] = 0.5
	}
	value := func(e int32) float64 {
		switch e {
		case firstWins:
			return 1
		case secondWins:
			return 0
		}
		return s.first[e]
	}
	for moved := 1.0; moved > Tolerance; s.Sweeps++ {
		moved = 0
		// Last listed first: a position's moves lead mostly to positions
		// listed after it, so their values are this sweep's already.
		for i := len(queue) - 1; i >= 0; i-- {
			q := queue[i]
			sum := 0.0
			for n := range 6 {
				f := 6*i + n
				choices := ends[starts[f]:starts[f+1]]
				best := value(choices[0])
				for _, e := range choices[1:] {
					if v := value(e); (q.side == engine.First) == (v > best) {
						best = v
					}
				}
				sum += best
			}
			v := sum / 6
			moved = max(moved, math.Abs(v-s.first[i]))
			s.first[i] = v
		}
	}
	return s, nil
}

// Chance returns seat's exact chance of winning from q, which must be a
// roll-phase position reached from the one solved, or a finished one.
func (s *Solution) Chance(q Position, seat engine.Seat) (float64, bool) {
	v := 0.0
	if o := q.Outcome(); o.Finished() {
		if o.Winner == engine.First {
			v = 1
		}
	} else {
		i, ok := s.index[canonical(q)]
		if !ok {
			return 0, false
		}
		v = s.first[i]
	}
	if seat == engine.Second {
		v = 1 - v
	}
	return v, true
}

// Positions is how many roll-phase positions the solution holds.
func (s *Solution) Positions() int { return len(s.first) }

// canonical is q with each side's pieces in order: the position's value
// does not depend on which piece is which.
func canonical(q Position) Position {
	for s := range q.pieces {
		slices.Sort(q.pieces[s][:])
	}
	return q
}

// all yields the pieces in the set, lowest first, allocating nothing (the
// solver walks every position's moves with it).
func (s PieceSet) all() iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := range Pieces {
			if s.Has(i) && !yield(i) {
				return
			}
		}
	}
}
