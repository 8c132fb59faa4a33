package domino

import (
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/play"
)

// A person's decision in dominoes is the choice of a tile to play: undo
// comes back to it. Drawing and passing are forced, so they are no
// decisions: tiles drawn before the choice stay drawn (what they revealed
// stays revealed), and the boneyard keeps its order, so no draw can be
// fished for.

// snapshot is the game at a person's choice of tile (for the core's undo).
type snapshot struct {
	pos     domino.Position
	actions int
	first   int
}

// Snapshot captures the position, the log and the line's first tile.
func (c *Controller) Snapshot() any { return snapshot{c.Pos, len(c.Actions), c.First} }

// Restore puts a snapshot back with no tile on its way and none picked; in
// hotseat the hands are hidden until the player to move taps.
func (c *Controller) Restore(s any) {
	snap := s.(snapshot)
	c.Pos, c.Actions, c.First = snap.pos, c.Actions[:snap.actions], snap.first
	c.Placing, c.HasSel = nil, false
	c.HandOver = c.Cfg.Mode == play.Hotseat
}
