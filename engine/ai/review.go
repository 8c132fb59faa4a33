package ai

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// A review judges every action of a game with an estimator: the chance of
// the side that acted before and after it, the action the estimator
// preferred, and a mark for a mistake or a blunder.

// StepKind says what kind of action a review step is.
type StepKind int8

// The kinds of step.
const (
	// Decision: the side to move chose among two or more actions.
	Decision StepKind = iota + 1
	// Forced: the side had only this action (a lone movable piece, a pass).
	Forced
	// Chance: the action is chance's, not the player's: a roll of the die,
	// a draw from the boneyard.
	Chance
	// Unseen: a move of the seat whose hand the reviewing viewer cannot see
	// (dominoes); the viewer cannot say what it should have played.
	Unseen
)

// The marks of a step, and the drops of the mover's chance that earn them.
const (
	Blunder     = "??"
	Mistake     = "?"
	NoMark      = "-"
	BlunderDrop = 0.25
	MistakeDrop = 0.10
)

// Step is the review of one action.
type Step struct {
	N      int // the action's number, from 1
	Action engine.Action
	Text   string // the action in notation
	Mover  engine.Seat
	Kind   StepKind
	// Before and After are the mover's chance (Estimate.Score) in the
	// positions before and after the action.
	Before, After float64
	// Best is the action the estimator preferred, when HasBest; BestText is
	// it in notation ("" without one).
	Best     engine.Action
	HasBest  bool
	BestText string
	// Mark is Blunder, Mistake or NoMark for a Decision, NoMark for a
	// Forced step, and "" for Chance and Unseen steps, which are not
	// judged.
	Mark string
}

// Drop is how much the action cost the mover, 0…1 (negative when the
// position turned out better than estimated).
func (s Step) Drop() float64 { return s.Before - s.After }

// Analysis is a reviewed game.
type Analysis struct {
	// Positions holds the estimate of the start and of the position after
	// each action (one more than the actions): the graph of the game.
	Positions []Estimate
	// Steps holds one review step per action.
	Steps []Step
}

// MarkFor returns the mark a decision that dropped the mover's chance by
// drop earns.
func MarkFor(drop float64) string {
	switch {
	case drop >= BlunderDrop:
		return Blunder
	case drop >= MistakeDrop:
		return Mistake
	}
	return NoMark
}

// Review plays actions from start and judges each with an estimator that
// newEstimator makes for viewer (a seat, or engine.NoSeat for a judge who
// sees everything: in dominoes, both hands). Every position is estimated
// with the same seed and budget, so the review is deterministic for a seed.
// An action that cannot be applied is an error naming its number, and the
// review stops before it estimates anything.
func Review(newEstimator func(viewer engine.Seat) Estimator, start engine.State, actions []engine.Action,
	viewer engine.Seat, seed uint64, b Budget) (Analysis, error) {
	states := make([]engine.State, 1, len(actions)+1)
	states[0] = start
	events := make([][]engine.Event, len(actions))
	s := start
	for i, a := range actions {
		next, ev, err := s.Apply(a)
		if err != nil {
			return Analysis{}, fmt.Errorf("action %d (%s): %w", i+1, s.FormatAction(a), err)
		}
		states = append(states, next)
		events[i] = ev
		s = next
	}
	est := newEstimator(viewer)
	obs, _ := est.(Observer)
	an := Analysis{Positions: make([]Estimate, len(states)), Steps: make([]Step, len(actions))}
	for i, st := range states {
		if i > 0 && obs != nil {
			obs.Observe(engine.ForSeat(events[i-1], viewer))
		}
		e, err := est.Estimate(st, seed, b)
		if err != nil {
			return Analysis{}, err
		}
		an.Positions[i] = e
	}
	for i, a := range actions {
		st, before, after := states[i], an.Positions[i], an.Positions[i+1]
		mover := st.ToMove()
		step := Step{
			N: i + 1, Action: a, Text: st.FormatAction(a), Mover: mover,
			Kind:   kindOf(st, events[i]),
			Before: before.Score(mover), After: after.Score(mover),
		}
		switch {
		case step.Kind == Chance:
		case before.HasBest:
			step.Best, step.HasBest, step.BestText = before.Best, true, st.FormatAction(before.Best)
		default:
			// The estimator could not list the mover's actions: the
			// viewer does not see its hand.
			step.Kind = Unseen
		}
		switch step.Kind {
		case Decision:
			step.Mark = MarkFor(step.Drop())
		case Forced:
			step.Mark = NoMark
		}
		an.Steps[i] = step
	}
	return an, nil
}

// kindOf classifies the action taken in s that caused events.
func kindOf(s engine.State, events []engine.Event) StepKind {
	legal := s.Legal()
	if c, ok := s.(engine.Chance); ok {
		for _, a := range legal {
			if c.Outcomes(a) > 0 {
				return Chance
			}
		}
	}
	for _, e := range events {
		if e.Kind == engine.DrewTile {
			return Chance
		}
	}
	if len(legal) == 1 {
		return Forced
	}
	return Decision
}
