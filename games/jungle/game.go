// Package jungle is Jungle's content: its registry entry, which carries
// the rules (engine/jungle), the bots and the Expert's judge (engine/ai),
// and the lessons, the puzzles and their exact prover kept here. The app's
// side of the game (its board and controller) is play/jungle.
package jungle

import (
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/learn"
	"github.com/plyyard/plyyard/puzzle"
)

// Game is Jungle's entry in the registry.
var Game = games.New(jungle.Rules, ai.NewJungle, ai.NewJungleEstimator, jungle.Perft, jungle.RandomPlayout, games.Content{
	Tries: games.Typed(tries), Prove: prove, Refute: refute, Words: words,
	Lessons: learn.Sections("jungle", "", lessons), Puzzles: puzzle.Number(jungle.Rules.Name, puzzles),
}).WithClocks("5+3", "3+2", "10+5"). // a chess clock; 5+3 for quick match
					WithMarks(ai.Marks{Blunder: blunderDrop, Mistake: mistakeDrop, Inaccuracy: inaccuracyDrop, Floor: markFloor})
