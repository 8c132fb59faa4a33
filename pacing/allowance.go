package pacing

import (
	"runtime"

	"github.com/plyyard/plyyard/botworker"
	"github.com/plyyard/plyyard/engine"
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

// Review judges a finished game of g (games.Game.Review), native
// milliseconds for each position: in the browser's bot worker when it
// runs, so that the page's thread only draws, else here, paced, with this
// platform's allowance. Closing cancel abandons it.
func Review(g *games.Game, start engine.State, actions []engine.Action, viewer engine.Seat, seed uint64, native int, cancel <-chan struct{}, progress ai.Progress) (ai.Analysis, error) {
	here := func() (ai.Analysis, error) {
		return g.Review(start, actions, viewer, seed, Budget(Allowance(native), cancel), progress)
	}
	if worker() {
		return botworker.Current().Review(g, start, actions, viewer, seed, native, cancel, progress, here)
	}
	return here()
}

// worker reports whether the bot worker runs.
func worker() bool {
	w := botworker.Current()
	return w != nil && !w.Failed()
}
