// Package jungle is Jungle's content: its registry entry, which carries
// the rules (engine/jungle), the bots and the Expert's judge (engine/ai),
// and the lessons, the puzzles and their exact prover kept here. The app's
// side of the game (its board and controller) is play/jungle.
package jungle

import (
	"fmt"

	"github.com/plyyard/plyyard/learn"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/puzzle"
)

// Game is Jungle's entry in the registry.
var Game = func() *games.Game {
	perft, playout := games.Fast(jungle.Perft, jungle.RandomPlayout)
	return &games.Game{
		Name:         jungle.Rules.Name,
		Rules:        jungle.Rules,
		NewBot:       ai.NewJungle,
		NewEstimator: ai.NewJungleEstimator,
		Perft:        perft,
		Playout:      playout,
		Tries:        tries,
		Lessons:      learn.Sections("jungle", "", lessons),
		Puzzles:      puzzle.Number(jungle.Rules.Name, puzzles),
		Prove:        prove,
		Refute:       refute,
	}
}()

// tries are the moves a person can try on the board: any own piece to any
// other square.
func tries(st engine.State) []engine.Action {
	p, ok := st.(jungle.Position)
	if !ok {
		return nil
	}
	var out []engine.Action
	for f := jungle.Square(0); f < jungle.Squares; f++ {
		if pc, ok := p.At(f); !ok || pc.Side != p.ToMove() {
			continue
		}
		for t := jungle.Square(0); t < jungle.Squares; t++ {
			if t != f {
				out = append(out, jungle.Move{From: f, To: t}.Action())
			}
		}
	}
	return out
}

// refute says why a move that is not the answer fails: it ends the game
// without a win, the win needs more than the one move left, or the
// opponent has a reply after which no win is forced in the moves left.
func refute(p puzzle.Puzzle, step int, before engine.State, tried engine.Action) (puzzle.Refutation, bool) {
	pos, ok := before.(jungle.Position)
	if !ok {
		return puzzle.Refutation{}, false
	}
	m := jungle.MoveOf(tried)
	if !pos.IsLegal(m) {
		return puzzle.Refutation{}, false
	}
	left := p.Proof.Moves - step/2
	if next, _ := pos.Next(m); next.Outcome().Finished() {
		return puzzle.Refutation{Ends: true}, true
	}
	if left <= 1 {
		return puzzle.Refutation{NotNow: true}, true
	}
	r, ok := Refutation(pos, m, left)
	if !ok {
		return puzzle.Refutation{}, false
	}
	after, _ := pos.Next(m)
	piece, _ := after.At(r.From)
	return puzzle.Refutation{Reply: r.String(), Seat: piece.Side, Piece: fmt.Sprintf("animal.%d", piece.Animal)}, true
}
