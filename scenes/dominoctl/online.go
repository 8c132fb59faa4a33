package dominoctl

import (
	"fmt"
	"slices"

	"github.com/plyyard/plyyard/scenes/playctl"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
)

// Online, Pos holds the person's view completed with stand-in tiles for
// what they cannot see; the stand-ins are never drawn face up, and the
// true final position replaces them once the seed is checked (Reveal).

// Complete fills in a seat's view with stand-in tiles for what it cannot
// see (the opponent's hand and the boneyard), so that an online game runs
// on the same position type as a local one. The stand-ins are never shown
// face up and the seat's own moves depend only on its view.
//
// An opponent that has passed holds nothing that fits the open ends, so its
// stand-ins are taken first from the unseen tiles that fit neither end
// (the view itself was refused if too few do).
func Complete(v domino.View) (domino.Position, error) {
	unseen := v.Unseen()
	n := v.OpponentCount()
	if n > len(unseen) {
		return domino.Position{}, fmt.Errorf("dominoes: the view counts %d hidden tiles, only %d are unseen", n, len(unseen))
	}
	if l, r, ok := v.Ends(); ok && v.Passes() > 0 {
		fits := func(t domino.Tile) bool {
			return t.Left() == l || t.Right() == l || t.Left() == r || t.Right() == r
		}
		slices.SortStableFunc(unseen, func(a, b domino.Tile) int {
			switch fa, fb := fits(a), fits(b); {
			case fa == fb:
				return 0
			case fb:
				return -1
			}
			return 1
		})
	}
	return v.WithHidden(unseen[:n], unseen[n:])
}

// completeText reads a view's notation and completes it.
func completeText(view string) (domino.Position, error) {
	v, err := domino.ParseView(view)
	if err != nil {
		return domino.Position{}, err
	}
	return Complete(v)
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
	if p.SeatView(c.Cfg.Human) == c.Pos.SeatView(c.Cfg.Human) {
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
// hands included, when it agrees with what this seat saw.
func (c *Controller) Reveal(final engine.State) {
	p, ok := final.(domino.Position)
	if !ok || !slices.Equal(p.Line(), c.Pos.Line()) || !slices.Equal(p.Hand(c.Cfg.Human), c.Pos.Hand(c.Cfg.Human)) {
		return
	}
	c.Pos = p
	c.Revealed = true
	c.Version++
}

// Hidden reports whether the opponent's hand is unknown here: online,
// until the seed has been checked and the true hands revealed.
func (c *Controller) Hidden() bool { return c.Cfg.Mode == playctl.Online && !c.Revealed }

// FromView makes the controller of an online game from this seat's view
// of its start (or of a snapshot), completed with stand-in tiles.
func FromView(cfg playctl.Config, view string) (*Controller, error) {
	p, err := completeText(view)
	if err != nil {
		return nil, err
	}
	return New(cfg, p), nil
}
