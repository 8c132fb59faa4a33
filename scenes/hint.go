package scenes

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/pacing"
	"github.com/plyyard/plyyard/play"
	"github.com/plyyard/plyyard/sprites"
)

// A hint is the move the Hard bot would make for the seat to move, given
// that seat's view and nothing else (in dominoes it cannot see the other
// hand). It is computed off the frame loop, like the computer's turn, and
// shown until the position changes.

// hintMillis is the allowance of the bot that finds a hint.
const hintMillis = 300

// hintSeed is the seed of the hint's bot in a game seeded with seed.
func hintSeed(seed uint64) uint64 { return seed ^ 0x68696e74 }

// hintBot is game's Hard bot.
func hintBot(g *games.Game, seed uint64) ai.Bot {
	b, _ := pacing.Bot(g, ai.Hard, seed)
	return b
}

// hint is one hint asked for, on its way or shown.
type hint struct {
	ch      chan hintAnswer
	cancel  chan struct{}
	version int // the controller's version when it was asked for
	action  engine.Action
	ready   bool
}

// hintAnswer is what the hint's search returns: no action when the bot
// failed.
type hintAnswer struct {
	action engine.Action
	ok     bool
}

// ask starts the search for a hint in view, at the controller's version.
func (h *hint) ask(game *games.Game, seed uint64, view engine.View, version int) {
	h.drop()
	h.ch, h.cancel, h.version = make(chan hintAnswer, 1), make(chan struct{}), version
	bot, ch, cancel := hintBot(game, hintSeed(seed)), h.ch, h.cancel
	go func() {
		a, err := bot.Choose(view, pacing.Budget(hintMillis, cancel))
		ch <- hintAnswer{a, err == nil}
	}()
}

// drop forgets the hint, stopping its search.
func (h *hint) drop() {
	if h.cancel != nil {
		close(h.cancel)
	}
	*h = hint{}
}

// pending reports whether a hint is being looked for.
func (h *hint) pending() bool { return h.ch != nil }

// update forgets the hint once the controller has moved on, and takes the
// answer when it has come.
func (h *hint) update(version int) {
	if (h.ch != nil || h.ready) && version != h.version {
		h.drop()
		return
	}
	if h.ch == nil {
		return
	}
	select {
	case a := <-h.ch:
		h.ch, h.cancel = nil, nil
		h.action, h.ready = a.action, a.ok
	default:
	}
}

// wait blocks until the answer has come (tests).
func (h *hint) wait() {
	if h.ch != nil {
		a := <-h.ch
		h.ch, h.cancel = nil, nil
		h.action, h.ready = a.action, a.ok
	}
}

// shown returns the hinted action while it applies.
func (h *hint) shown(version int) (engine.Action, bool) {
	if !h.ready || h.version != version {
		return 0, false
	}
	return h.action, true
}

// hintButton is the Hint button: live when a person is to act and no hint
// is on its way or shown.
func hintButton(c *Context, h *hint, allowed bool, version int, ask func()) play.Button {
	b := play.Button{Label: c.T("play.hint"), Style: sprites.Muted}
	if _, ok := h.shown(version); ok || h.pending() || !allowed {
		return b
	}
	b.Style, b.Action = sprites.Secondary, ask
	return b
}
