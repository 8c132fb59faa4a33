package race

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/play"
)

// FromView makes the controller of an online game of variant v from this
// seat's view of its start (or of a snapshot).
func FromView(cfg play.Config, v race.Variant, view string) (*Controller, error) {
	p, err := race.Parse(view)
	if err != nil {
		return nil, err
	}
	return New(cfg, v, p), nil
}

// ParseView reads the server's position.
func (c *Controller) ParseView(view string) (engine.State, error) { return race.Parse(view) }

// Follow plays the announced roll ("roll:4", the die tumbling to the
// server's value) or move ("p2", the piece walking) when it fits the
// position here.
func (c *Controller) Follow(seat engine.Seat, action string, _ []engine.Event, next engine.State) bool {
	a, err := c.Pos.ParseAction(action)
	if err != nil || c.Pos.ToMove() != seat {
		return false
	}
	switch {
	case c.Pos.Die() == 0:
		n := rollValue(c.Pos, a)
		if n == 0 {
			return false
		}
		c.rollWith(n)
	case c.legal(a):
		c.PlayBot(a)
	default:
		return false
	}
	return c.Pos == next
}

// rollValue is the die value of the completed roll a, or 0.
func rollValue(p race.Position, a engine.Action) int {
	for v := 1; v <= 6; v++ {
		if w, err := p.WithOutcome(race.Roll, v); err == nil && w == a {
			return v
		}
	}
	return 0
}

// Adopt takes the server's position; the die shows its value.
func (c *Controller) Adopt(next engine.State) {
	p := next.(race.Position)
	if p == c.Pos {
		return
	}
	c.Pos = p
	c.Walk = nil
	c.Hold = 0
	if d := p.Die(); d > 0 {
		c.Face = d
	}
	c.Version++
}
