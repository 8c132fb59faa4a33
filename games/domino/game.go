// Package domino is the content of double-six Draw dominoes: its registry
// entry, which carries the rules (engine/domino), the bots and the
// Expert's judge (engine/ai), and the lessons, the puzzles and their
// solver kept here. The app's side of the game is play/domino.
package domino

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/learn"
	"github.com/plyyard/plyyard/puzzle"
)

// Game is the dominoes entry in the registry.
var Game = games.New(domino.Rules, ai.NewDomino, ai.NewDominoEstimator, domino.Perft, domino.RandomPlayout, games.Content{
	Tries: games.Typed(tries), Lessons: learn.Sections("domino", "", lessons), Puzzles: puzzles, Prove: prove, Words: words,
	World: func(p puzzle.Puzzle) (engine.State, error) { return DominoWorld(p) },
}).WithClocks("20s"). // a turn timer: 20 s a decision
			WithMarks(marks)

// marks grade the review's decisions: the drops of the judge's chance for
// ??, ? and ?!, chosen against the open-hand solver (TestMeasureMarks;
// docs/ai.md says why these).
var marks = ai.Marks{Blunder: 0.21, Mistake: 0.07, Inaccuracy: 0.05}
