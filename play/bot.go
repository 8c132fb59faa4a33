package play

import (
	"slices"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/pacing"
)

// The computer's turn runs the same way in every game: it waits for the
// board to settle, thinks in a goroutine on its own seat's view within
// ThinkMillis, is polled once a tick, and acts no sooner than
// minThinkTicks after it began, so that a person can follow.

// ThinkMillis is the computer's allowance for one decision, the same for
// every game: the bots turn it into a fixed amount of work, and the levels'
// own caps stop the quick ones sooner (docs/ai.md).
const ThinkMillis = 600

// minThinkTicks is the shortest turn of the computer at normal speed.
const minThinkTicks = 30

// thought is the computer's decision on its way.
type thought struct {
	ch      chan answer
	cancel  chan struct{} // closed to stop the search (an undo)
	from    int           // the tick it began
	version int           // the controller's version then
}

// answer is what the bot chose; ok is false when it failed.
type answer struct {
	action engine.Action
	ok     bool
}

// Step runs the computer's turn for one tick; the controller's Update calls
// it once its own animations have advanced. It reports whether it is the
// computer's turn.
func (c *Core) Step() bool {
	if !c.Thinking() {
		return false
	}
	if c.game.Busy() {
		return true
	}
	if c.think.ch == nil {
		c.startThinking()
		return true
	}
	if c.Tick-c.think.from < c.Ticks(minThinkTicks) {
		return true
	}
	select {
	case a := <-c.think.ch:
		c.act(a)
	default:
	}
	return true
}

func (c *Core) startThinking() {
	ch, cancel := make(chan answer, 1), make(chan struct{})
	c.think = thought{ch: ch, cancel: cancel, from: c.Tick, version: c.Version}
	bot, view := c.bot, c.game.State().View(c.botSeat)
	go func() {
		a, err := bot.Choose(view, pacing.Budget(pacing.Allowance(ThinkMillis), cancel))
		ch <- answer{a, err == nil}
	}()
}

// stopThinking drops the computer's decision on its way and asks its
// search to stop.
func (c *Core) stopThinking() {
	if c.think.cancel != nil {
		close(c.think.cancel)
	}
	c.think = thought{}
}

// act plays the computer's answer, unless the game moved on meanwhile.
// Should the bot fail or choose an illegal action (it never should), the
// first legal action keeps the game going.
func (c *Core) act(a answer) {
	version := c.think.version
	c.think = thought{}
	if version != c.Version || !c.Thinking() {
		return
	}
	legal := c.game.State().Legal()
	if len(legal) == 0 {
		return
	}
	if !a.ok || !slices.Contains(legal, a.action) {
		a.action = legal[0]
	}
	c.game.PlayBot(a.action)
}

// Searching reports whether the computer's search runs now (its answer has
// not come yet).
func (c *Core) Searching() bool { return c.think.ch != nil && len(c.think.ch) == 0 }

// WaitBot runs the clock until a person may act or the game ends, waiting
// for each of the computer's answers (tests and screenshots).
func (c *Core) WaitBot() {
	for i := 0; i < 200000 && !c.Over() && (c.Thinking() || c.game.Busy()); i++ {
		if c.think.ch != nil && c.Tick-c.think.from >= c.Ticks(minThinkTicks) {
			c.act(<-c.think.ch)
			continue
		}
		c.game.Update()
	}
}
