package domino

import (
	"fmt"
	"math/rand/v2"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/puzzle"
)

// The dominoes prover. A game's result is all that counts (RULES.md: the
// first to empty the hand wins; a blocked game goes to the lower pip total,
// equal totals draw), so an action is worth 1 for a win, ½ for a draw and
// 0 for a loss, to the side to move.
//
//   - Both hands known (Proof.Deals 0): the position is a full state
//     (domino.Parse) whose boneyard holds only the two tiles that are never
//     drawn, so nothing is left to chance. Every legal action is solved
//     exactly by minimax to the end of the game.
//   - A hidden hand (Proof.Deals > 0): the position is the solver's view
//     (domino.ParseView). Proof.Deals worlds deal the unseen tiles
//     consistently with the view (ai.DealWorld, as the bots deal theirs; an
//     opponent who has just passed holds nothing for the open ends), from a
//     generator seeded with dominoSeed; in each world every legal action is
//     solved exactly, the world's boneyard drawn in its dealt order, and an
//     action's value is its average over the worlds.
//
// The answer must have the highest value and stand at least Proof.Margin
// ahead of every other legal action.

// dominoSeed seeds the deals of the hidden-hand proofs.
const dominoSeed = 1

// dominoMaxNodes bounds one world's exact solve, so that a proof stays
// well under a second; a position too big to solve is an error.
const dominoMaxNodes = 2_000_000

// prove proves a dominoes puzzle.
func prove(p puzzle.Puzzle) error {
	if len(p.Answer) != 1 {
		return fmt.Errorf("a dominoes puzzle's answer is one action, not %d", len(p.Answer))
	}
	if p.Proof.Margin <= 0 {
		return fmt.Errorf("no margin stated")
	}
	actions, values, err := DominoValues(p.Position, p.Proof.Deals)
	if err != nil {
		return err
	}
	return puzzle.BestByMargin(actions, values, p.Answer[0], p.Proof.Margin)
}

// DominoValues values every legal action of the side to move as the prover
// does: exactly from a full state (deals 0), or averaged over deals worlds
// dealt from a view. It returns the actions in notation and their values
// (1 a win, ½ a draw, 0 a loss), in the engine's order.
func DominoValues(position string, deals int) ([]string, []float64, error) {
	if deals < 0 {
		return nil, nil, fmt.Errorf("deals %d: want 0 (both hands known) or more", deals)
	}
	if deals == 0 {
		pos, err := domino.Parse(position)
		if err != nil {
			return nil, nil, err
		}
		if n := len(pos.Boneyard()); n > domino.KeptBone {
			return nil, nil, fmt.Errorf("the boneyard holds %d tiles: a draw would leave the proof to chance", n)
		}
		legal, err := dominoChoice(pos.Legal(), pos.Outcome())
		if err != nil {
			return nil, nil, err
		}
		values, err := solveActions(pos, legal)
		if err != nil {
			return nil, nil, err
		}
		return dominoNames(legal), values, nil
	}
	v, err := domino.ParseView(position)
	if err != nil {
		return nil, nil, err
	}
	if !v.Seat().Valid() || v.ToMove() != v.Seat() || v.Passes() >= 2 {
		return nil, nil, fmt.Errorf("the view is not of the seat to move in a game that goes on")
	}
	legal, err := dominoChoice(v.Legal(), v.Outcome())
	if err != nil {
		return nil, nil, err
	}
	k := domino.NewKnowledge(v)
	rng := rand.New(rand.NewPCG(dominoSeed, uint64(deals)))
	values := make([]float64, len(legal))
	for range deals {
		world, ok := ai.DealWorld(v, k, rng)
		if !ok {
			return nil, nil, fmt.Errorf("no deal of the unseen tiles fits the view")
		}
		w, err := solveActions(world, legal)
		if err != nil {
			return nil, nil, err
		}
		for i := range values {
			values[i] += w[i]
		}
	}
	for i := range values {
		values[i] /= float64(deals)
	}
	return dominoNames(legal), values, nil
}

// DominoWorld returns one full position consistent with a puzzle's
// position — the position itself when both hands are known, else the
// first world its proof deals — for a host that must lay out a board.
func DominoWorld(p puzzle.Puzzle) (domino.Position, error) {
	if p.Proof.Deals == 0 {
		return domino.Parse(p.Position)
	}
	v, err := domino.ParseView(p.Position)
	if err != nil {
		return domino.Position{}, err
	}
	world, ok := ai.DealWorld(v, domino.NewKnowledge(v), rand.New(rand.NewPCG(dominoSeed, uint64(p.Proof.Deals))))
	if !ok {
		return domino.Position{}, fmt.Errorf("no deal of the unseen tiles fits the view")
	}
	return world, nil
}

// dominoChoice checks that the side to move has a choice to make.
func dominoChoice(legal []engine.Action, o engine.Outcome) ([]engine.Action, error) {
	if o.Finished() {
		return nil, fmt.Errorf("the game is over")
	}
	if len(legal) < 2 {
		return nil, fmt.Errorf("only %d legal action: nothing to choose", len(legal))
	}
	return legal, nil
}

// dominoNames writes actions in notation.
func dominoNames(legal []engine.Action) []string {
	out := make([]string, len(legal))
	for i, a := range legal {
		out[i] = domino.MoveOf(a).String()
	}
	return out
}

// solveActions solves each action in a full position exactly and returns
// its value to the side to move.
func solveActions(pos domino.Position, legal []engine.Action) ([]float64, error) {
	me := pos.ToMove()
	values := make([]float64, len(legal))
	for i, a := range legal {
		c := pos.Compact()
		c.Do(a)
		left := dominoMaxNodes
		r, ok := dominoSolve(c, me, 0, 2, &left)
		if !ok {
			return nil, fmt.Errorf("%s: too big to solve within %d nodes", domino.MoveOf(a), dominoMaxNodes)
		}
		values[i] = float64(r) / 2
	}
	return values, nil
}

// dominoSolve returns the result of c for seat under perfect play by both
// sides (2 a win, 1 a draw, 0 a loss), by alpha-beta on the engine's own
// moves (Compact.AppendLegal and Do); called with the window (0, 2) it is
// exact. It fails when it takes more than *left nodes.
func dominoSolve(c domino.Compact, seat engine.Seat, alpha, beta int, left *int) (int, bool) {
	if c.Over() {
		switch o := c.Outcome(); {
		case o.Status == engine.Draw:
			return 1, true
		case o.Winner == seat:
			return 2, true
		}
		return 0, true
	}
	if *left--; *left < 0 {
		return 0, false
	}
	var buf [2 * domino.MaxHand]engine.Action
	maxing := c.ToMove() == seat
	best := 3
	if maxing {
		best = -1
	}
	for _, a := range c.AppendLegal(buf[:0]) {
		d := c
		d.Do(a)
		v, ok := dominoSolve(d, seat, alpha, beta, left)
		if !ok {
			return 0, false
		}
		if maxing {
			best, alpha = max(best, v), max(alpha, v)
		} else {
			best, beta = min(best, v), min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best, true
}
