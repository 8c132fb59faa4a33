package jungle

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/play"
)

// FromView makes the controller of an online game from this seat's view
// of its start (or of a snapshot).
func FromView(cfg play.Config, view string) (*Controller, error) {
	p, err := jungle.Parse(view)
	if err != nil {
		return nil, err
	}
	return New(cfg, p), nil
}

// ParseView reads the server's position.
func (c *Controller) ParseView(view string) (engine.State, error) { return jungle.Parse(view) }

// Follow plays the announced move when it is legal here.
func (c *Controller) Follow(seat engine.Seat, action string, _ []engine.Event, next engine.State) bool {
	m, err := jungle.ParseMove(action)
	if err != nil || !c.Pos.IsLegal(m) || c.Pos.ToMove() != seat {
		return false
	}
	c.apply(m)
	return c.Pos == next
}

// Adopt takes the server's position.
func (c *Controller) Adopt(next engine.State) {
	if p := next.(jungle.Position); p != c.Pos {
		c.Pos = p
		c.Anim = nil
		c.Unselect()
		c.Version++
	}
}
