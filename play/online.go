package play

import "github.com/plyyard/plyyard/engine"

// Online, a controller plays what the room's server announces: each action
// with the usual animation when it follows from the position on the board,
// and otherwise the server's position as it is. A broken announcement
// changes nothing. The game's controller says how (Follower); the core
// does the rest the same way for every game.

// Follower is how a game's controller follows an online game.
type Follower interface {
	// ParseView reads this seat's view as the server wrote it, as the
	// position the controller runs on.
	ParseView(view string) (engine.State, error)
	// Follow plays seat's announced action (with the events this seat
	// sees) on the board, animated, and reports whether the board then
	// stands on next.
	Follow(seat engine.Seat, action string, events []engine.Event, next engine.State) bool
	// Adopt takes next as it is, without animation, when it differs from
	// the board.
	Adopt(next engine.State)
}

// Remote plays an action the server announced: seat played action (a roll
// with the value the server drew), events are what this seat may see of
// it, and view is this seat's view after it.
func (c *Core) Remote(seat engine.Seat, action string, events []engine.Event, view string) error {
	f := c.game
	next, err := f.ParseView(view)
	if err != nil {
		return err
	}
	c.Announced(seat)
	if !f.Follow(seat, action, events, next) {
		f.Adopt(next)
		c.Broken = true
		c.Waiting = false
	}
	return nil
}

// Sync takes the server's view as it is, without animation.
func (c *Core) Sync(view string) error {
	f := c.game
	next, err := f.ParseView(view)
	if err != nil {
		return err
	}
	f.Adopt(next)
	c.Waiting = false
	return nil
}
