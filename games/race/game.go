// Package race is the content of Ludo and Aviation Ludo: their registry
// entries, which carry the rules (engine/race, one engine for both
// variants), the bots and the Expert's judge (engine/ai), and the lessons,
// the puzzles and their prover kept here. The app's side of the games is
// play/race.
package race

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/learn"
	"github.com/plyyard/plyyard/puzzle"
)

// Ludo and Aviation are the two race games' entries in the registry: one
// engine and one set of bots under two names.
var (
	Ludo     = entry(race.LudoRules, learn.Sections("race", "ludo", raceLessons(false)), ludoPuzzles, ludoMarks)
	Aviation = entry(race.AviationRules, learn.Sections("race", "aviation", raceLessons(true)), aviationPuzzles, aviationMarks)
)

// ludoMarks and aviationMarks grade the reviews' decisions: the drops of
// the judge's chance for ??, ? and ?!, chosen against exact endgames
// (TestMeasureMarks; docs/ai.md says why these). The two games' rules are
// one, and so are their measurements.
var (
	ludoMarks     = ai.Marks{Blunder: 0.26, Mistake: 0.12, Inaccuracy: 0.05}
	aviationMarks = ludoMarks
)

func entry(rules engine.Rules, lessons []learn.Lesson, puzzles []puzzle.Puzzle, marks ai.Marks) *games.Game {
	return games.New(rules, ai.NewRace, ai.NewRaceEstimator, race.Perft, race.RandomPlayout, games.Content{
		Tries: tries, Lessons: lessons, Puzzles: puzzles, Prove: prover(rules), Words: wordsOf(rules.Name),
	}).WithClocks("20s"). // a turn timer: 20 s a decision, a roll included
				WithMarks(marks)
}

// tries are what a person can try on the board: the roll and each piece.
func tries(engine.State) []engine.Action {
	out := []engine.Action{race.Roll}
	for i := 0; i < race.Pieces; i++ {
		out = append(out, race.Move(i))
	}
	return out
}
