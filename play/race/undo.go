package race

import "github.com/plyyard/plyyard/engine/race"

// A person's decision in a race game is the choice of a piece once the die
// has landed: undo comes back to it with the same value on the die; the
// rolls after it come out as they did, for each is the seed's roll of its
// number (dieValue) and undo takes the log back too. A roll is no
// decision; nor is the automatic move.

// snapshot is the game at a person's choice (for the core's undo).
type snapshot struct{ pos race.Position }

// Snapshot captures the position.
func (c *Controller) Snapshot() any { return snapshot{c.Pos} }

// Restore puts a snapshot back: the die shows the roll to be used again,
// nothing walks and no pause runs.
func (c *Controller) Restore(s any) {
	snap := s.(snapshot)
	c.Pos = snap.pos
	c.Walk, c.Hold, c.Tumble = nil, 0, -1000
	c.Face, c.RollSeat = c.Pos.Die(), c.Pos.ToMove()
}
