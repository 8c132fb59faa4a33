package race

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/puzzle"
)

// The race games' prover. A Ludo or Aviation Ludo puzzle gives a position in
// which the side to move has rolled and must choose a piece. Every legal
// move is valued by exact expectimax over the dice, Proof.Depth plies deep:
// a ply is one roll and the choice after it, the puzzle's own move being the
// first (its roll is given). After it each further ply averages the six
// faces; a roll that lets nobody move (or a third six) passes the turn, and
// whoever rolled then picks the move best for itself. The rules — the six
// to leave the base, extra rolls, the third six, captures, the exact finish
// — are the engine's own: the search only calls Legal, WithOutcome and Play.
// A finished game is worth 1 or 0; the positions at the search's horizon
// are worth what the Expert's estimator (games.Game.NewEstimator) makes of
// them with raceLeafBudget and raceSeed, a fixed and deterministic judge
// whose playouts meet the same dice in every leaf.
//
// The answer must have the highest chance of the legal moves and stand at
// least Proof.Margin ahead of the second best — at the stated depth, one
// ply deeper, and at the stated depth with four times the playouts in each
// leaf (raceRecheckBudget): a judged answer that holds only at one horizon,
// or only with one sample of dice, is not shipped.
//
// A puzzle with Proof.Depth 0 is proved exactly instead: its position has
// few enough pieces still to bring home that the game is solved to its end
// (race.Solve, at most raceExactLimit positions), and every chance is
// exact.

// raceLeafBudget is the work of each leaf's estimate: 400 playouts (a 95 %
// interval of about ±5 points on its own; every leaf meets the same dice,
// so the differences between leaves are finer than that).
var raceLeafBudget = ai.Budget{Millis: 20}

// raceRecheckBudget is four times raceLeafBudget: 1,600 playouts a leaf.
var raceRecheckBudget = ai.Budget{Millis: 4 * raceLeafBudget.Millis}

// raceSeed seeds every leaf's playouts.
const raceSeed = 1

// raceMaxDepth bounds the search: a judged proof states at most
// raceMaxDepth-1 plies, since it is checked one ply deeper too; a deeper
// search would take seconds.
const raceMaxDepth = 3

// prover proves the puzzles of a race game with these rules.
func prover(rules engine.Rules) func(puzzle.Puzzle) error {
	return func(p puzzle.Puzzle) error { return prove(rules, p) }
}

// prove proves a Ludo or Aviation Ludo puzzle.
func prove(rules engine.Rules, p puzzle.Puzzle) error {
	if len(p.Answer) != 1 {
		return fmt.Errorf("a race puzzle's answer is one move, not %d actions", len(p.Answer))
	}
	if p.Proof.Margin <= 0 {
		return fmt.Errorf("no margin stated")
	}
	if p.Proof.Depth == 0 {
		moves, chances, err := ExactChances(rules, p.Position, 0)
		if err != nil {
			return err
		}
		return puzzle.BestByMargin(moves, chances, p.Answer[0], p.Proof.Margin)
	}
	if p.Proof.Depth >= raceMaxDepth {
		return fmt.Errorf("depth %d: a judged proof states 1 to %d plies (it is checked one deeper)", p.Proof.Depth, raceMaxDepth-1)
	}
	for _, c := range judgedChecks(p.Proof.Depth) {
		moves, chances, err := chances(rules, p.Position, c.depth, ai.NewRaceEstimator(engine.NoSeat), c.budget)
		if err != nil {
			return err
		}
		if err := puzzle.BestByMargin(moves, chances, p.Answer[0], p.Proof.Margin); err != nil {
			return fmt.Errorf("%s: %w", c, err)
		}
	}
	return nil
}

// A judgedCheck is one search a judged proof must pass: its depth and the
// work of each leaf's estimate.
type judgedCheck struct {
	depth  int
	budget ai.Budget
}

func (c judgedCheck) String() string {
	return fmt.Sprintf("depth %d, %d ms a leaf", c.depth, c.budget.Millis)
}

// judgedChecks are the searches a judged proof of the stated depth must
// pass: that depth, one ply deeper, and that depth with four times the
// playouts.
func judgedChecks(depth int) []judgedCheck {
	return []judgedCheck{{depth, raceLeafBudget}, {depth + 1, raceLeafBudget}, {depth, raceRecheckBudget}}
}

// Chances values every legal move of a race position (the roll given)
// for the side to move by expectimax over the dice, depth plies deep, as
// the prover does: it returns the moves in notation and the chance to win
// each leaves, in the engine's order.
func Chances(rules engine.Rules, position string, depth int) ([]string, []float64, error) {
	return chances(rules, position, depth, ai.NewRaceEstimator(engine.NoSeat), raceLeafBudget)
}

// raceExactLimit bounds the positions an exact proof may solve: about
// 600,000 take a few seconds and some tens of megabytes.
const raceExactLimit = 600_000

// ExactChances values every legal move of a race position (the roll
// given) for the side to move exactly, by solving the game to its end
// (race.Solve); depth must be 0. It fails for a position with too many
// positions after it.
func ExactChances(rules engine.Rules, position string, depth int) ([]string, []float64, error) {
	if depth != 0 {
		return nil, nil, fmt.Errorf("depth %d: an exact proof solves to the end (depth 0)", depth)
	}
	pos, err := rolledPosition(rules, position)
	if err != nil {
		return nil, nil, err
	}
	sol, err := race.Solve(pos, raceExactLimit)
	if err != nil {
		return nil, nil, err
	}
	return eachMove(pos, func(next race.Position) (float64, error) {
		c, ok := sol.Chance(next, pos.ToMove())
		if !ok {
			return 0, fmt.Errorf("%s was not solved", next)
		}
		return c, nil
	})
}

// eachMove values every legal move of pos by the position it leads to:
// the moves in notation and their values, in the engine's order.
func eachMove(pos race.Position, value func(next race.Position) (float64, error)) ([]string, []float64, error) {
	legal := pos.Legal()
	moves := make([]string, len(legal))
	chances := make([]float64, len(legal))
	for i, a := range legal {
		next, _, err := pos.Play(a)
		if err != nil {
			return nil, nil, err
		}
		moves[i] = pos.FormatAction(a)
		if chances[i], err = value(next); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", moves[i], err)
		}
	}
	return moves, chances, nil
}

// chances is Chances with the judge of the horizon and its work a leaf
// given.
func chances(rules engine.Rules, position string, depth int, est ai.Estimator, budget ai.Budget) ([]string, []float64, error) {
	if depth < 1 || depth > raceMaxDepth {
		return nil, nil, fmt.Errorf("depth %d: a race proof searches 1 to %d plies", depth, raceMaxDepth)
	}
	pos, err := rolledPosition(rules, position)
	if err != nil {
		return nil, nil, err
	}
	x := raceSearch{est: est, budget: budget, me: pos.ToMove(), leaves: map[race.Position]float64{}}
	return eachMove(pos, func(next race.Position) (float64, error) { return x.after(next, depth-1) })
}

// rolledPosition parses a race puzzle's position: a game not over, its
// roll given, two or more moves to choose from.
func rolledPosition(rules engine.Rules, position string) (race.Position, error) {
	s, err := rules.Parse(position)
	if err != nil {
		return race.Position{}, err
	}
	pos, ok := s.(race.Position)
	switch {
	case !ok:
		return race.Position{}, fmt.Errorf("%s is not a race game", rules.Name)
	case pos.Outcome().Finished():
		return race.Position{}, fmt.Errorf("the game is over")
	case pos.Die() == 0:
		return race.Position{}, fmt.Errorf("the position awaits a roll: a race puzzle gives the roll")
	case len(pos.Legal()) < 2:
		return race.Position{}, fmt.Errorf("only %d legal move: nothing to choose", len(pos.Legal()))
	}
	return pos, nil
}

// raceSearch is one expectimax search, valued for the seat me.
type raceSearch struct {
	est    ai.Estimator
	budget ai.Budget
	me     engine.Seat
	leaves map[race.Position]float64
}

// after values a position that follows a choice or a pass: finished, at
// the horizon (plies 0), or awaiting a roll whose six faces are averaged.
func (x *raceSearch) after(s race.Position, plies int) (float64, error) {
	if o := s.Outcome(); o.Finished() {
		if o.Winner == x.me {
			return 1, nil
		}
		return 0, nil
	}
	if plies == 0 {
		return x.leaf(s)
	}
	roll := s.Legal()[0]
	sum := 0.0
	for n := 1; n <= s.Outcomes(roll); n++ {
		a, err := s.WithOutcome(roll, n)
		if err != nil {
			return 0, err
		}
		rolled, _, err := s.Play(a)
		if err != nil {
			return 0, err
		}
		v, err := x.choose(rolled, plies)
		if err != nil {
			return 0, err
		}
		sum += v
	}
	return sum / float64(s.Outcomes(roll)), nil
}

// choose values a position right after a roll: the roller picks the move
// best for itself, or, when the roll let nothing move and the turn passed,
// the ply is spent.
func (x *raceSearch) choose(s race.Position, plies int) (float64, error) {
	if s.Die() == 0 {
		return x.after(s, plies-1)
	}
	maxing := s.ToMove() == x.me
	best := -1.0
	for _, a := range s.Legal() {
		next, _, err := s.Play(a)
		if err != nil {
			return 0, err
		}
		v, err := x.after(next, plies-1)
		if err != nil {
			return 0, err
		}
		if !maxing {
			v = 1 - v
		}
		best = max(best, v)
	}
	if !maxing {
		best = 1 - best
	}
	return best, nil
}

// leaf is the estimator's chance for me, each position estimated once.
func (x *raceSearch) leaf(s race.Position) (float64, error) {
	if v, ok := x.leaves[s]; ok {
		return v, nil
	}
	e, err := x.est.Estimate(s, raceSeed, x.budget)
	if err != nil {
		return 0, err
	}
	v := e.Score(x.me)
	x.leaves[s] = v
	return v, nil
}
