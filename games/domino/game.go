// Package domino is the content of double-six Draw dominoes: its registry
// entry, which carries the rules (engine/domino), the bots and the
// Expert's judge (engine/ai), and the lessons, the puzzles and their
// solver kept here. The app's side of the game is play/domino.
package domino

import (
	"fmt"

	"github.com/plyyard/plyyard/learn"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/games"
)

// Game is the dominoes entry in the registry.
var Game = func() *games.Game {
	perft, playout := games.Fast(domino.Perft, domino.RandomPlayout)
	return &games.Game{
		Name:         domino.Rules.Name,
		Rules:        domino.Rules,
		NewBot:       ai.NewDomino,
		NewEstimator: ai.NewDominoEstimator,
		Perft:        perft,
		Playout:      playout,
		ReadView:     readView,
		Tries:        tries,
		Lessons:      learn.Sections("domino", "", lessons),
		Puzzles:      puzzles,
		Prove:        prove,
	}
}()

// readView reads a dominoes seat's view, which hides the other hand.
func readView(seat engine.Seat, s string) (engine.View, error) {
	v, err := domino.ParseView(s)
	if err != nil {
		return nil, err
	}
	if v.Seat() != seat {
		return nil, fmt.Errorf("the view is %v's, not %v's", v.Seat(), seat)
	}
	return v, nil
}

// tries are what a person can try at the table: each tile of the hand on
// each end, a draw and a pass.
func tries(st engine.State) []engine.Action {
	p, ok := st.(domino.Position)
	if !ok {
		return nil
	}
	var out []engine.Action
	for _, t := range p.Hand(p.ToMove()) {
		for _, e := range []domino.End{domino.NoEnd, domino.LeftEnd, domino.RightEnd} {
			out = append(out, domino.PlayAction(t, e))
		}
	}
	return append(out, domino.DrawAction, domino.PassAction)
}
