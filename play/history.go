package play

import "github.com/plyyard/plyyard/engine"

// Logged notes action a, about to be played on the position before, in
// the game's log: the history keeps it and the review replays it.
func (c *Core) Logged(before engine.State, a engine.Action) {
	if c.Begin == nil {
		c.Begin = before
	}
	c.Log = append(c.Log, a)
}

// Replay is the game as the log holds it: the position it starts from and
// the actions in the game's notation. ok is false when there is nothing to
// replay or the log does not lead to the board.
func (c *Core) Replay() (start string, actions []string, ok bool) {
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
