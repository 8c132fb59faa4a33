package junglectl

import (
	"runtime"

	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/scenes/pacing"
)

// Levels is how many levels the computer offers (engine/ai's ladder).
const Levels = 4

// thinkMillis bounds engine/ai's search for one move. The browser build runs
// the search on its only thread, so there it gets less work.
var thinkMillis = func() int {
	if runtime.GOOS == "js" {
		return 150
	}
	return 600
}()

// Choose asks engine/ai's bot of level (1 easy … 4 expert) for a move. Should
// the bot fail (it never should), the first legal move keeps the game going.
func Choose(p jungle.Position, level int, seed uint64) jungle.Move {
	level = max(1, min(Levels, level))
	if bot, err := ai.NewJungle(ai.Level(level).String(), seed); err == nil {
		if a, err := bot.Choose(p.View(p.ToMove()), pacing.Budget(thinkMillis, nil)); err == nil {
			if m := jungle.MoveOf(a); p.IsLegal(m) {
				return m
			}
		}
	}
	if moves := p.Moves(); len(moves) > 0 {
		return moves[0]
	}
	return jungle.Move{From: jungle.NoSquare, To: jungle.NoSquare}
}
