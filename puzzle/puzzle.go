// Package puzzle is what a puzzle is: a position, a question, the answer
// and why (their texts in the catalogue, package lang, under the puzzle's
// keys), and what its game's prover needs to
// prove the answer. Each game's set and prover live with its content
// (games/<game>) and reach the hosts through the game's registry entry
// (games.Game.Check proves one again); a puzzle whose proof fails is not
// shipped, for the tests prove every one.
//
// The package sees engines only; it never imports the app.
package puzzle

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/lang"
)

// Kind is one of the guides' three kinds of exercise, or a position of the
// guide itself (Guide).
type Kind string

const (
	// Rules: understand what the rules allow here.
	Rules Kind = "rules"
	// Compare: weigh two or more ways of going on and pick the better.
	Compare Kind = "compare"
	// Review: take a moment of a game apart.
	Review Kind = "review"
	// Guide: a worked position or an exercise of the game's guide, posed
	// in the project's own words.
	Guide Kind = "guide"
)

// Kinds lists the kinds in the order the app shows them.
var Kinds = []Kind{Rules, Compare, Review}

// Theme is what a puzzle is about (for the race games: entering,
// racing, finishing, safety, capturing). Each game names its own set of
// themes with its puzzles; the empty theme is a puzzle not yet given one.
type Theme string

// Proof says what the engine proves of a puzzle's answer; the game's
// prover reads the fields it needs.
type Proof struct {
	// Moves: Jungle — the side to move wins by force within this many of
	// its own moves, and only the answer's first move does.
	// Depth: race games — plies of exact expectimax over the dice, the
	// horizon judged; 0: the game solved to its end, every chance exact.
	// Margin: race games — the answer's chance to win stands at least this
	// far (0..1) ahead of the second best move's.
	// Deals: dominoes with a hidden hand — the number of deals consistent
	// with the view over which the answer is best (0: both hands known,
	// solved exactly).
	Moves, Depth, Deals int
	Margin              float64
}

// Exact reports whether the proof is exact play: a forced win found by
// search to the end (Moves), a dominoes ending solved with both hands
// known, or a race position solved to the end of the game (Depth 0). A proof over sampled deals, or over dice by a short search whose
// leaves are estimated (Depth), is judged: the answer is the engine's best
// estimate, by a margin, and not a certainty.
func (p Proof) Exact() bool { return p.Moves > 0 || p.Depth == 0 && p.Deals == 0 }

// How says how the puzzle's answer is proved: "exact" or "judged".
func (p Puzzle) How() string {
	if p.Proof.Exact() {
		return "exact"
	}
	return "judged"
}

// Puzzle is one puzzle.
type Puzzle struct {
	// ID is unique across games: "<game>-<nn>".
	ID   string
	Game string
	Kind Kind
	// Theme is what the puzzle is about, from its game's set (its label
	// is in the catalogue under puzzle.theme.<game>.<theme>).
	Theme Theme
	// Position is in the game's notation (engine.Rules.Parse); for the race
	// games the roll is part of it; a dominoes puzzle with a hidden hand
	// gives the solver's view (domino.ParseView).
	Position string
	// Answer is the solver's line in the game's notation: the first action
	// is what the player must find; later ones, if any, alternate with the
	// replies the line expects.
	Answer []string
	Proof  Proof
}

// Question is the catalogue's key of what the puzzle asks, and Explain of
// why the answer is right: puzzle.<id>.question, puzzle.<id>.explain.
func (p Puzzle) Question() string { return "puzzle." + p.ID + ".question" }

// Key is the puzzle's fingerprint: its game, position and answer. A
// player's mark of a puzzle keeps it, so that a puzzle set that gives an
// id to another position does not carry the old puzzle's mark over.
func (p Puzzle) Key() string {
	h := sha256.Sum256([]byte(p.Game + "\x00" + p.Position + "\x00" + strings.Join(p.Answer, " ")))
	return hex.EncodeToString(h[:8])
}

// Explain is the catalogue's key of why the answer is right.
func (p Puzzle) Explain() string { return "puzzle." + p.ID + ".explain" }

// Complete reports what a puzzle lacks before it can be proved: an answer.
func (p Puzzle) Complete() error {
	if len(p.Answer) == 0 {
		return errors.New("no answer")
	}
	return nil
}

// Worded reports a text of the puzzle that a language of the catalogue
// lacks.
func (p Puzzle) Worded() error {
	for _, l := range lang.All {
		for _, key := range []string{p.Question(), p.Explain()} {
			if !l.Has(key) || strings.TrimSpace(l.T(key)) == "" {
				return fmt.Errorf("%s lacks %s", l, key)
			}
		}
	}
	return nil
}

// Refutation is why a move that is not the answer fails, as the game's
// Refute finds it: the game ends there without a win (Ends), the win
// needed more than one move (NotNow), or the opponent's Reply takes the
// forced win away — played by Seat with the piece named by the catalogue
// key Piece.
type Refutation struct {
	Ends, NotNow bool
	Reply        string
	Seat         engine.Seat
	Piece        string
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

// TopTwo is the index of the highest value and of the next highest (-1
// when there are fewer than two values), and the margin between them.
func TopTwo(values []float64) (best, second int, margin float64) {
	best, second = -1, -1
	for i, v := range values {
		if best < 0 || v > values[best] {
			best, second = i, best
		} else if second < 0 || v > values[second] {
			second = i
		}
	}
	if second >= 0 {
		margin = values[best] - values[second]
	}
	return best, second, margin
}

// BestByMargin checks that answer is one of the moves and that its value
// beats every other move's by at least margin.
func BestByMargin(moves []string, values []float64, answer string, margin float64) error {
	at := -1
	for i, m := range moves {
		if m == answer {
			at = i
		}
	}
	if at < 0 {
		return fmt.Errorf("the answer %s is not a legal move (legal: %v)", answer, moves)
	}
	for i, m := range moves {
		if i == at {
			continue
		}
		if values[at]-values[i] < margin {
			return fmt.Errorf("the answer %s (%.3f) is not ahead of %s (%.3f) by %.3f", answer, values[at], m, values[i], margin)
		}
	}
	return nil
}
