package racectl

import "github.com/plyyard/plyyard/engine/race"

// A person's decision in a race game is the choice of a piece once the die
// has landed: undo comes back to it with the same value on the die, and
// the die's generator where it stood then, so that the rolls after it come
// out as they would have (no fishing for a better roll). A roll is no
// decision; nor is the automatic move.

// snapshot is the game at a person's choice (for playctl's undo).
type snapshot struct {
	pos race.Position
	rng []byte
}

// Snapshot captures the position and the die's generator.
func (c *Controller) Snapshot() any { return snapshot{c.Pos, c.RNGState()} }

// Restore puts a snapshot back: the die shows the roll to be used again,
// nothing walks and no pause runs.
func (c *Controller) Restore(s any) {
	snap := s.(snapshot)
	c.Pos = snap.pos
	_ = c.SetRNGState(snap.rng) // the state came from this generator
	c.Walk, c.Hold, c.Tumble = nil, 0, -1000
	c.Face, c.RollSeat = c.Pos.Die(), c.Pos.ToMove()
}
