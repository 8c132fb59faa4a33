package domino

import (
	"github.com/plyyard/plyyard/play"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
)

// Online, Pos holds the person's view completed with stand-in tiles for
// what they cannot see (a spectator's, with stand-ins for both hands); the
// stand-ins are never drawn face up, and the true final position replaces
// them once the seed is checked (Reveal).

// completeText reads a view's notation and completes it with stand-in
// tiles (domino.View.StandIn: an opponent that has passed gets stand-ins
// that fit neither open end), so that an online game runs on the same
// position type as a local one. The seat's own moves depend only on its
// view.
func completeText(view string) (domino.Position, error) {
	v, err := domino.ParseView(view)
	if err != nil {
		return domino.Position{}, err
	}
	return v.StandIn()
}

// Spectator reports whether this board follows an online game as a
// spectator: neither hand is known until the reveal, and nobody acts.
func (c *Controller) Spectator() bool { return c.Cfg.Mode == play.Online && c.Cfg.Watch }

// ViewSeat is the seat whose view the board is built from: the person's,
// or engine.NoSeat for a spectator.
func (c *Controller) ViewSeat() engine.Seat {
	if c.Spectator() {
		return engine.NoSeat
	}
	return c.Cfg.Human
}

// ParseView reads this seat's view and completes it.
func (c *Controller) ParseView(view string) (engine.State, error) { return completeText(view) }

// Follow puts the announced action on the table: next is this seat's view
// after it, and the tile goes to the line with the same animation as in a
// local game.
func (c *Controller) Follow(seat engine.Seat, action string, events []engine.Event, next engine.State) bool {
	if a, err := c.Pos.ParseAction(action); err == nil {
		c.Actions = append(c.Actions, a)
	}
	c.absorb(seat, next.(domino.Position), events)
	return true
}

// Adopt takes the server's view when this seat's view of it differs from
// the table's.
func (c *Controller) Adopt(next engine.State) {
	p := next.(domino.Position)
	if p.SeatView(c.ViewSeat()) == c.Pos.SeatView(c.ViewSeat()) {
		return
	}
	// A line one tile longer keeps track of the first tile (a history
	// caught up on one action at a time); any other jump starts over from
	// the middle tile.
	before, after := c.Pos.Line(), p.Line()
	switch {
	case len(after) == len(before)+1:
		c.First += FirstShift(before, after)
	case len(after) != len(before):
		c.First = len(after) / 2
	}
	c.Pos = p
	c.Placing = nil
	c.HasSel = false
	c.Version++
}

// Reveal shows the final position replayed from the revealed seed, both
// hands included, when it agrees with what this seat (or spectator) saw:
// the same line, the same counts, the same own hand.
func (c *Controller) Reveal(final engine.State) {
	p, ok := final.(domino.Position)
	if !ok || p.SeatView(c.ViewSeat()).String() != c.Pos.SeatView(c.ViewSeat()).String() {
		return
	}
	c.Pos = p
	c.Revealed = true
	c.Version++
}

// BottomHidden reports whether the hand at the bottom is drawn face down:
// on the hand-over screen, and on a spectator's board until the reveal.
func (c *Controller) BottomHidden() bool { return c.HandsHidden() || c.Spectator() && !c.Revealed }

// Hidden reports whether the opponent's hand (a spectator's: both hands)
// is unknown here: online, until the seed has been checked and the true
// hands revealed.
func (c *Controller) Hidden() bool { return c.Cfg.Mode == play.Online && !c.Revealed }

// FromView makes the controller of an online game from this seat's (or a
// spectator's) view of its start or of a snapshot, completed with stand-in
// tiles.
func FromView(cfg play.Config, view string) (*Controller, error) {
	p, err := completeText(view)
	if err != nil {
		return nil, err
	}
	return New(cfg, p), nil
}
