package ai

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// The estimators: the Expert's judgement of a position, for reviews. Each
// game has its own (NewJungleEstimator, NewRaceEstimator,
// NewDominoEstimator); the registry of games (package games) says which
// serves which game. docs/engine.md describes how each one estimates.

// Estimate is what an estimator makes of a position.
type Estimate struct {
	// Win holds each seat's chance to win, 0…1. What the two leave of 1 is
	// the chance of a draw.
	Win [2]float64
	// Best is the action the estimator prefers for the seat to move, when
	// HasBest says there is one: not at a chance node (a position waiting
	// for a roll), not in a finished game, and not for the seat whose hand
	// the viewer cannot see.
	Best    engine.Action
	HasBest bool
	// Line holds the estimator's line from the position, Best first, in
	// its first LineLen entries: as far as the estimator sees it (Jungle:
	// the search's principal variation; the dice games and dominoes: the
	// best action, after which chance or the other hand comes).
	Line    [MaxLine]engine.Action
	LineLen int
	// Samples is the number of playouts or dealt worlds behind each chance
	// (0 for a search or a finished game).
	Samples int
}

// MaxLine is the most actions of an estimate's line.
const MaxLine = 4

// BestLine returns the estimator's line from the position.
func (e Estimate) BestLine() []engine.Action { return e.Line[:e.LineLen] }

// withBest is e with best as its preferred action and its one-action line.
func (e Estimate) withBest(best engine.Action) Estimate {
	e.Best, e.HasBest = best, true
	e.Line, e.LineLen = [MaxLine]engine.Action{best}, 1
	return e
}

// Draw returns the chance of a draw.
func (e Estimate) Draw() float64 { return max(0, 1-e.Win[0]-e.Win[1]) }

// Score returns seat's expected score: its chance to win plus half the
// chance of a draw. The review calls it the seat's chance.
func (e Estimate) Score(seat engine.Seat) float64 { return e.Win[seat&1] + e.Draw()/2 }

// Estimator estimates the positions of one game as one viewer knows them.
// An estimator that learns from the course of a game (dominoes: what the
// opponent drew or passed on) also implements Observer, and its host passes
// it every action's events filtered for the viewer with engine.ForSeat, as
// to a bot.
type Estimator interface {
	// Estimate judges s with the work the budget allows. The same
	// estimator state, position, seed and budget give the same estimate on
	// any machine: no clock is read, every random number comes from seed.
	Estimate(s engine.State, seed uint64, b Budget) (Estimate, error)
}

// outcomeEstimate is the estimate of a finished game: certain.
func outcomeEstimate(o engine.Outcome) Estimate {
	var e Estimate
	if o.Status == engine.Win {
		e.Win[o.Winner&1] = 1
	}
	return e
}

// tally counts playout results from one seat's side.
type tally struct{ wins, draws, games int }

// add counts one finished game's outcome for seat.
func (t *tally) add(o engine.Outcome, seat engine.Seat) {
	t.games++
	switch {
	case o.Status == engine.Draw:
		t.draws++
	case o.Winner == seat:
		t.wins++
	}
}

// addResult counts one game by its result: 2 a win, 1 a draw, 0 a loss.
func (t *tally) addResult(r int) {
	t.games++
	switch r {
	case 2:
		t.wins++
	case 1:
		t.draws++
	}
}

// score is seat's expected score over the games counted.
func (t *tally) score() float64 {
	if t.games == 0 {
		return 0
	}
	return (float64(t.wins) + 0.5*float64(t.draws)) / float64(t.games)
}

// estimate turns the tally, counted for seat, into an Estimate.
func (t *tally) estimate(seat engine.Seat) Estimate {
	e := Estimate{Samples: t.games}
	if t.games == 0 {
		return e
	}
	n := float64(t.games)
	e.Win[seat&1] = float64(t.wins) / n
	e.Win[(seat^1)&1] = float64(t.games-t.wins-t.draws) / n
	return e
}

// samples converts a budget into a number of playouts or worlds: the
// estimator's default at Budget{} (Millis 0), else perMilli for each
// millisecond allowed, at least minSamples and at most the default.
func (b Budget) samples(def, perMilli int) int {
	if b.Millis <= 0 {
		return def
	}
	return max(minSamples, min(def, b.Millis*perMilli))
}

// minSamples is the fewest playouts an estimate makes.
const minSamples = 8

// wrongState is the error for a state of another game.
func wrongState(game string, s engine.State) error {
	return fmt.Errorf("the %s estimator got a position of another game: %s", game, s)
}
