package junglectl

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/scenes/playctl"
)

// Remote plays an action the server announced: seat played action, and
// view is the position after it. The move is animated like any other; if
// the position then differs from the server's, the server's is taken.
func (c *Controller) Remote(seat engine.Seat, action string, _ []engine.Event, view string) error {
	if _, err := jungle.Parse(view); err != nil {
		return err // a broken announcement changes nothing
	}
	c.Announced(seat)
	m, err := jungle.ParseMove(action)
	if err != nil || !c.Pos.IsLegal(m) || c.Pos.ToMove() != seat {
		return c.Sync(view)
	}
	c.apply(m)
	if c.Pos.String() != view {
		return c.Sync(view)
	}
	return nil
}

// Sync takes the server's position as it is, without animation.
func (c *Controller) Sync(view string) error {
	p, err := jungle.Parse(view)
	if err != nil {
		return err
	}
	if p != c.Pos {
		c.Pos = p
		c.Anim = nil
		c.Unselect()
		c.Version++
	}
	c.Waiting = false
	return nil
}

// FromView makes the controller of an online game from this seat's view
// of its start (or of a snapshot).
func FromView(cfg playctl.Config, view string) (*Controller, error) {
	p, err := jungle.Parse(view)
	if err != nil {
		return nil, err
	}
	return New(cfg, p), nil
}
