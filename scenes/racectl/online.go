package racectl

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/scenes/playctl"
)

// Remote plays an action the server announced: seat played action ("roll:4"
// with the value the server drew, or "p2"), and view is the position after
// it. The die tumbles to the server's value and pieces walk as in any game;
// if the position then differs from the server's, the server's is taken.
func (c *Controller) Remote(seat engine.Seat, action string, _ []engine.Event, view string) error {
	if _, err := race.Parse(view); err != nil {
		return err // a broken announcement changes nothing
	}
	c.Announced(seat)
	if c.Pos.ToMove() != seat {
		return c.Sync(view)
	}
	a, err := c.Pos.ParseAction(action)
	if err != nil {
		return c.Sync(view)
	}
	switch {
	case c.Pos.Die() == 0:
		n := 0
		for v := 1; v <= 6; v++ {
			if w, err := c.Pos.WithOutcome(race.Roll, v); err == nil && w == a {
				n = v
			}
		}
		if n == 0 {
			return c.Sync(view)
		}
		c.rollWith(n)
	case c.legal(a):
		for i := 0; i < race.Pieces; i++ {
			if race.Move(i) == a {
				c.apply(i)
			}
		}
	default:
		return c.Sync(view)
	}
	if c.Pos.String() != view {
		return c.Sync(view)
	}
	return nil
}

// Sync takes the server's position as it is, without animation.
func (c *Controller) Sync(view string) error {
	p, err := race.Parse(view)
	if err != nil {
		return err
	}
	if p.String() != c.Pos.String() {
		c.Pos = p
		c.Walk = nil
		c.Hold = 0
		if d := p.Die(); d > 0 {
			c.Face = d
		}
		c.Version++
	}
	c.Waiting = false
	return nil
}

// FromView makes the controller of an online game of variant v from this
// seat's view of its start (or of a snapshot).
func FromView(cfg playctl.Config, v race.Variant, view string) (*Controller, error) {
	p, err := race.Parse(view)
	if err != nil {
		return nil, err
	}
	return New(cfg, v, p), nil
}
