package pacing

import (
	"runtime"

	"github.com/plyyard/plyyard/botworker"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
)

// Allowance is the thinking time a bot gets on this platform for a decision
// that gets native milliseconds natively: the same natively and in a
// browser whose bot worker runs (the page's thread only draws), a quarter
// in a browser without one, where the search shares the page's only thread
// with the frames.
func Allowance(native int) int {
	if runtime.GOOS == "js" && !worker() {
		return native / 4
	}
	return native
}

// Bot makes game g's bot of a level, seeded: in the browser one that thinks
// in the bot worker when it runs, else one that thinks here.
func Bot(g *games.Game, l ai.Level, seed uint64) (ai.Bot, error) {
	if worker() {
		return botworker.Current().Bot(g, l.String(), seed), nil
	}
	return g.Bot(l, seed)
}

// worker reports whether the bot worker runs.
func worker() bool {
	w := botworker.Current()
	return w != nil && !w.Failed()
}
