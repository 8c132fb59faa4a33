package play

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// Logged notes action a, about to be played on the position before, in
// the game's log: the history keeps it and the review replays it.
func (c *Core) Logged(before engine.State, a engine.Action) {
	if c.Begin == nil {
		c.Begin = before
	}
	c.Log = append(c.Log, a)
}

// History is the game as the log holds it: the position it starts from and
// the actions in the game's notation. ok is false when there is nothing to
// replay or the log does not lead to the board.
func (c *Core) History() (start string, actions []string, ok bool) {
	if c.Begin == nil || c.Broken {
		return "", nil, false
	}
	st := c.Begin
	for _, a := range c.Log {
		actions = append(actions, st.FormatAction(a))
		next, _, err := st.Apply(a)
		if err != nil {
			return "", nil, false
		}
		st = next
	}
	return c.Begin.String(), actions, true
}

// Replay plays actions on the board one after the other, as they were
// played before: each must be legal where it stands (a chance action with
// its outcome). The game's controller takes each position at once (Put),
// the computer is told what it may see, the log keeps them, and a person's
// decisions can be taken back. An action that does not apply stops the
// replay with an error naming it, the board left where the actions before
// it led.
func (c *Core) Replay(actions []engine.Action) error {
	for i, a := range actions {
		before := c.game.State()
		next, events, err := before.Apply(a)
		if err != nil {
			return fmt.Errorf("action %d %s: %w", i+1, before.FormatAction(a), err)
		}
		c.game.Put(a, next, events)
		c.Logged(before, a)
		c.Observe(events)
	}
	c.Version++
	return nil
}
