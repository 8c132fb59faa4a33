package ai

import (
	"fmt"
	"math"
	"strings"

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

// The marks of a step, from the worst.
const (
	Blunder    = "??"
	Mistake    = "?"
	Inaccuracy = "?!"
	NoMark     = "-"
)

// Marks are how a game's review grades a decision: the least drops of the
// mover's chance (0…1) that earn a blunder, a mistake and an inaccuracy,
// chosen for each game from measurements against exact play
// (docs/ai.md), and the game's own rules of the mark.
type Marks struct {
	Blunder, Mistake, Inaccuracy float64
	// Floor, when set, is the least mark action a of the side to move in
	// s earns whatever its drop (NoMark or "" for none): Jungle's piece
	// lost for nothing, a move into a forced loss.
	Floor func(s engine.State, a engine.Action) string
}

// For returns the mark a decision that dropped the mover's chance by drop
// earns.
func (m Marks) For(drop float64) string {
	switch {
	case drop >= m.Blunder:
		return Blunder
	case drop >= m.Mistake:
		return Mistake
	case drop >= m.Inaccuracy:
		return Inaccuracy
	}
	return NoMark
}

// Valid reports whether the thresholds are positive and ordered.
func (m Marks) Valid() bool {
	return 0 < m.Inaccuracy && m.Inaccuracy <= m.Mistake && m.Mistake <= m.Blunder
}

// MarkRank orders the marks: 0 for NoMark (or none), 1 an inaccuracy, 2 a
// mistake, 3 a blunder.
func MarkRank(mark string) int {
	switch mark {
	case Blunder:
		return 3
	case Mistake:
		return 2
	case Inaccuracy:
		return 1
	}
	return 0
}

// Worse is the worse of two marks.
func Worse(a, b string) string {
	if MarkRank(b) > MarkRank(a) {
		return b
	}
	return a
}

// Step is the review of one action.
type Step struct {
	N      int // the action's number, from 1
	Action engine.Action
	Text   string // the action in notation
	Mover  engine.Seat
	Kind   StepKind
	// Before and After are the mover's chance (Estimate.Score): for a
	// Decision or Forced step the best action's and the played one's
	// under one model (Review), for a Chance or Unseen step the estimates
	// of the positions before and after the action.
	Before, After float64
	// Best is the action the estimator preferred, when HasBest; BestText is
	// it in notation ("" without one).
	Best     engine.Action
	HasBest  bool
	BestText string
	// LineText is the estimator's line from the position, Best first, up
	// to MaxLine actions in notation separated by spaces ("" without a
	// best action).
	LineText string
	// Mark is Blunder, Mistake, Inaccuracy or NoMark for a Decision,
	// NoMark for a Forced step, and "" for Chance and Unseen steps, which are not
	// judged.
	Mark string
}

// Drop is how much the action cost the mover, 0…1 (negative when the
// position turned out better than estimated).
func (s Step) Drop() float64 { return s.Before - s.After }

// Luck is what a Chance step's roll or draw brought the mover, in chance
// (-1…1): the chance after it less the chance before, which is the average
// over the rolls or draws that could have come (GNU Backgammon's luck); 0
// for another kind of step.
func (s Step) Luck() float64 {
	if s.Kind != Chance {
		return 0
	}
	return s.After - s.Before
}

// MoveAccuracy is the accuracy, 0…100, of a decision that cost the mover
// drop of its chance (0…1), by lichess's curve for a drop of d points:
// 103.1668·e^(−0.04354·d) − 3.1669, 100 for no drop, about 64 for 10
// points, 32 for 25, 0 from 82 on.
func MoveAccuracy(drop float64) float64 {
	d := 100 * max(0, drop)
	return min(100, max(0, 103.1668*math.Exp(-0.04354*d)-3.1669))
}

// SideSummary is one side's figures over a reviewed game.
type SideSummary struct {
	// Decisions counts the side's judged decisions; Accuracy is the mean
	// of their MoveAccuracy (0 without any).
	Decisions int
	Accuracy  float64
	// Chances counts the side's rolls and draws; Luck is the sum of their
	// Step.Luck, in chance (0.12 is twelve points of luck).
	Chances int
	Luck    float64
}

// Sides sums the review up for each seat.
func (an Analysis) Sides() [2]SideSummary {
	var out [2]SideSummary
	for _, st := range an.Steps {
		sum := &out[st.Mover&1]
		switch st.Kind {
		case Decision:
			sum.Decisions++
			sum.Accuracy += MoveAccuracy(st.Drop())
		case Chance:
			sum.Chances++
			sum.Luck += st.Luck()
		}
	}
	for i := range out {
		if out[i].Decisions > 0 {
			out[i].Accuracy /= float64(out[i].Decisions)
		}
	}
	return out
}

// Analysis is a reviewed game.
type Analysis struct {
	// Positions holds the estimate of the start and of the position after
	// each action (one more than the actions): the graph of the game.
	Positions []Estimate
	// Steps holds one review step per action.
	Steps []Step
}

// ActionValuer is an Estimator that values every action of the side to move
// under the one model of its estimate: in the same dealt worlds with the
// same playouts (dominoes), with the same dice (Ludo). A review takes the
// chance before such a decision as the best of these values and the chance
// after it as the played action's, so that the review's own best action
// costs nothing and no action can gain.
type ActionValuer interface {
	Estimator
	// Values returns the actions of the side to move in s that the viewer
	// can list (engine.State.Legal's order) and for each the mover's
	// estimate after it, with Estimate's seed and budget; nothing at a
	// roll, in a finished game, or for a hand the viewer cannot see.
	Values(s engine.State, seed uint64, b Budget) ([]engine.Action, []Estimate, error)
}

// Progress is told, as a review goes, how many of its positions are
// estimated (done) out of total.
type Progress func(done, total int)

// Review plays actions from start and judges each with an estimator that
// newEstimator makes for viewer (a seat, or engine.NoSeat for a judge who
// sees everything: in dominoes, both hands). Every position is estimated
// with the same seed and budget, so the review is deterministic for a seed.
// An action that cannot be applied is an error naming its number, and the
// review stops before it estimates anything.
//
// A decision's chances before and after come from one model: with an
// ActionValuer the best of the values of the legal actions and the played
// one's; with another estimator (Jungle) the estimates of the positions the
// estimator's best action and the played one lead to, the better of the two
// being the chance before. Chance and Unseen steps take the estimates of
// the positions around them. A decision is marked by marks: by its drop,
// and at least by marks.Floor; an estimator's best action that the floor
// calls a blunder gives way to the best-valued action it does not (the
// estimator missed a forced loss). progress, when set, is told how far
// the review has come.
func Review(newEstimator func(viewer engine.Seat) Estimator, marks Marks, start engine.State, actions []engine.Action,
	viewer engine.Seat, seed uint64, b Budget, progress Progress) (Analysis, error) {
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
	valuer, _ := est.(ActionValuer)
	an := Analysis{Positions: make([]Estimate, len(states)), Steps: make([]Step, len(actions))}
	// The mover's chance after each action under the model of its
	// decision (when valued) and before it: the best action's.
	after := make([]float64, len(actions))
	before := make([]float64, len(actions))
	valued := make([]bool, len(actions))
	// floors are the played decisions' marks by marks.Floor.
	floors := make([]string, len(actions))
	for i, st := range states {
		if i > 0 && obs != nil {
			obs.Observe(engine.ForSeat(events[i-1], viewer))
		}
		if progress != nil {
			progress(i, len(states))
		}
		decision := i < len(actions) && kindOf(st, events[i]) == Decision
		if decision && marks.Floor != nil {
			floors[i] = marks.Floor(st, actions[i])
		}
		var acts []engine.Action
		var vals []Estimate
		if valuer != nil && i < len(actions) {
			var err error
			if acts, vals, err = valuer.Values(st, seed, b); err != nil {
				return Analysis{}, err
			}
		}
		if len(acts) == 0 {
			e, err := est.Estimate(st, seed, b)
			if err != nil {
				return Analysis{}, err
			}
			if decision && e.HasBest && marks.Floor != nil && marks.Floor(st, e.Best) == Blunder {
				alt, q, err := holdingBest(est, marks.Floor, st, e.Best, seed, b)
				if err != nil {
					return Analysis{}, err
				}
				if alt != e.Best {
					e, before[i] = e.withBest(alt), q
				}
			}
			an.Positions[i] = e
			if i < len(actions) && e.HasBest && e.Best != actions[i] && kindOf(st, events[i]) != Chance {
				// The estimator's best action, valued as the played one
				// will be: by the position it leads to.
				q, err := childScore(est, st, e.Best, st.ToMove(), seed, b)
				if err != nil {
					return Analysis{}, err
				}
				before[i] = q
			}
			continue
		}
		mover, best := st.ToMove(), 0
		for k := range vals {
			if vals[k].Score(mover) > vals[best].Score(mover) {
				best = k
			}
			if acts[k] == actions[i] {
				after[i], valued[i] = vals[k].Score(mover), true
			}
		}
		e := vals[best].withBest(acts[best])
		an.Positions[i], before[i] = e, e.Score(mover)
	}
	if progress != nil {
		progress(len(states), len(states))
	}
	for i, a := range actions {
		st, pre, post := states[i], an.Positions[i], an.Positions[i+1]
		mover := st.ToMove()
		step := Step{
			N: i + 1, Action: a, Text: st.FormatAction(a), Mover: mover,
			Kind:   kindOf(st, events[i]),
			Before: pre.Score(mover), After: post.Score(mover),
		}
		switch {
		case step.Kind == Chance:
		case pre.HasBest:
			step.Best, step.HasBest = pre.Best, true
		default:
			// The estimator could not list the mover's actions: the
			// viewer does not see its hand.
			step.Kind = Unseen
		}
		if step.Kind == Decision || step.Kind == Forced {
			switch {
			case valued[i]:
				step.Before, step.After = before[i], after[i]
			case step.Best != a:
				step.Before = before[i]
				if step.After > step.Before {
					// The played action came out better, unless the floor
					// calls it a blunder: then it shows no drop, and the
					// best stays the action that holds.
					step.Before = step.After
					if MarkRank(floors[i]) < 3 {
						step.Best = a
					}
				}
			default:
				step.Before = step.After
			}
			step.BestText = st.FormatAction(step.Best)
			line := pre.BestLine()
			if step.Best != pre.Best {
				// The played action came out best: it and the line after it.
				line = append([]engine.Action{a}, post.BestLine()[:min(post.LineLen, MaxLine-1)]...)
			}
			step.LineText = lineText(st, line)
		}
		switch step.Kind {
		case Decision:
			step.Mark = Worse(marks.For(step.Drop()), floors[i])
		case Forced:
			step.Mark = NoMark
		}
		an.Steps[i] = step
	}
	return an, nil
}

// lineText is line, played from s, in notation separated by spaces; it
// stops at an action that does not apply.
func lineText(s engine.State, line []engine.Action) string {
	var b strings.Builder
	for _, a := range line {
		next, _, err := s.Apply(a)
		if err != nil {
			break
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s.FormatAction(a))
		s = next
	}
	return b.String()
}

// holdingBest is the action of s, other than bad, that floor does not call
// a blunder and that leads to the best position for the mover, with the
// mover's chance there; bad when every other action is a blunder too.
func holdingBest(est Estimator, floor func(engine.State, engine.Action) string, s engine.State, bad engine.Action,
	seed uint64, b Budget) (engine.Action, float64, error) {
	best, score := bad, -1.0
	for _, a := range s.Legal() {
		if a == bad || floor(s, a) == Blunder {
			continue
		}
		q, err := childScore(est, s, a, s.ToMove(), seed, b)
		if err != nil {
			return bad, 0, err
		}
		if q > score {
			best, score = a, q
		}
	}
	return best, score, nil
}

// childScore is mover's chance in the position action a leads to from s.
func childScore(est Estimator, s engine.State, a engine.Action, mover engine.Seat, seed uint64, b Budget) (float64, error) {
	next, _, err := s.Apply(a)
	if err != nil {
		return 0, err
	}
	e, err := est.Estimate(next, seed, b)
	if err != nil {
		return 0, err
	}
	return e.Score(mover), nil
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
