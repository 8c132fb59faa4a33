package jungle

import "github.com/plyyard/plyyard/engine/jungle"

// snapshot is the game at a person's decision (for the core's undo): the
// position holds the repetition and quiet-move counters, so they come back
// with it.
type snapshot struct {
	pos   jungle.Position
	moves int
}

// Snapshot captures the position at a person's decision.
func (c *Controller) Snapshot() any { return snapshot{c.Pos, len(c.Moves)} }

// Restore puts a snapshot back, with no move on its way and nothing
// selected.
func (c *Controller) Restore(s any) {
	snap := s.(snapshot)
	c.Pos, c.Moves = snap.pos, c.Moves[:snap.moves]
	c.Anim = nil
	c.Unselect()
}
