// Package puzzle holds the puzzles of every game: a position, a question,
// the answer and why, in English and Russian, each proved by the game's
// engine. A game's set and its prover live in the game's own files here
// (jungle.go, race.go, domino.go); Check proves one puzzle again, and a
// puzzle whose proof fails is not shipped (the tests prove every one).
//
// The package sees engines and bots only; it never imports the app.
package puzzle

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
)

// Kind is one of the guides' three kinds of exercise.
type Kind string

const (
	// Rules: understand what the rules allow here.
	Rules Kind = "rules"
	// Compare: weigh two or more ways of going on and pick the better.
	Compare Kind = "compare"
	// Review: take a moment of a game apart.
	Review Kind = "review"
)

// Kinds lists the kinds in the order the app shows them.
var Kinds = []Kind{Rules, Compare, Review}

// Text is a sentence in both languages.
type Text struct{ En, Ru string }

// In returns the text in lang ("en" or "ru"); English for any other.
func (t Text) In(lang string) string {
	if lang == "ru" {
		return t.Ru
	}
	return t.En
}

// Proof says what the engine proves of a puzzle's answer; the game's
// prover reads the fields it needs.
type Proof struct {
	// Moves: Jungle — the side to move wins by force within this many of
	// its own moves, and only the answer's first move does.
	// Depth: race games — plies of exact expectimax over the dice.
	// Margin: race games — the answer's chance to win stands at least this
	// far (0..1) ahead of the second best move's.
	// Deals: dominoes with a hidden hand — the number of deals consistent
	// with the view over which the answer is best (0: both hands known,
	// solved exactly).
	Moves, Depth, Deals int
	Margin              float64
}

// Puzzle is one puzzle.
type Puzzle struct {
	// ID is unique across games: "<game>-<nn>".
	ID   string
	Game string
	Kind Kind
	// Position is in the game's notation (engine.Rules.Parse); for the race
	// games the roll is part of it; a dominoes puzzle with a hidden hand
	// gives the solver's view (domino.ParseView).
	Position string
	// Answer is the solver's line in the game's notation: the first action
	// is what the player must find; later ones, if any, alternate with the
	// replies the line expects.
	Answer            []string
	Question, Explain Text
	Proof             Proof
}

// The sets and provers, one per game name, filled by each game's file.
var (
	sets    = map[string][]Puzzle{}
	provers = map[string]func(Puzzle) error{}
)

// For returns a game's puzzles in order (nil for an unknown game).
func For(game string) []Puzzle { return sets[game] }

// Find returns the puzzle with an id.
func Find(id string) (Puzzle, bool) {
	game, _, _ := strings.Cut(id, "-")
	for _, p := range sets[game] {
		if p.ID == id {
			return p, true
		}
	}
	return Puzzle{}, false
}

// Check proves a puzzle again: its position parses, its answer is legal,
// its texts are present, and the game's prover confirms the answer.
func Check(p Puzzle) error {
	if _, err := games.Lookup(p.Game); err != nil {
		return fmt.Errorf("%s: %w", p.ID, err)
	}
	if p.Question.En == "" || p.Question.Ru == "" || p.Explain.En == "" || p.Explain.Ru == "" {
		return fmt.Errorf("%s: a text is missing", p.ID)
	}
	if len(p.Answer) == 0 {
		return fmt.Errorf("%s: no answer", p.ID)
	}
	prove, ok := provers[p.Game]
	if !ok {
		return fmt.Errorf("%s: no prover for %s", p.ID, p.Game)
	}
	if err := prove(p); err != nil {
		return fmt.Errorf("%s: %w", p.ID, err)
	}
	return nil
}

// CheckAll proves a game's puzzles in order and returns the first failure.
func CheckAll(game string) error {
	for _, p := range sets[game] {
		if err := Check(p); err != nil {
			return err
		}
	}
	return nil
}

// Line applies a line of actions in notation to a state and returns the
// states after each (a shared piece of the provers and the app).
func Line(s engine.State, actions []string) ([]engine.State, error) {
	out := make([]engine.State, 0, len(actions))
	for _, text := range actions {
		a, err := s.ParseAction(text)
		if err != nil {
			return nil, err
		}
		next, _, err := s.Apply(a)
		if err != nil {
			return nil, err
		}
		out = append(out, next)
		s = next
	}
	return out, nil
}
