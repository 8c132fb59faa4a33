package play

// Undo takes back what happened since a person's last decision, the same
// way in every game. The game's controller marks each decision a person
// makes (Mark, just before it is played) and says how to capture and put
// back its position (Undoable); the core keeps the marks, stops the
// computer, tells a fresh computer again what it had seen by then, and
// notes that undo was used. Against the computer a mark is only ever made
// on the person's turn, so going back to the last one takes back their
// move and the computer's reply; in hotseat every move is a person's, so
// it takes back the last move. Nothing is re-rolled or re-dealt: a
// snapshot holds the dice or the boneyard as they were. There is no undo
// online, nor once the game has ended.

// Undoable is the part of Game that undo asks for.
type Undoable interface {
	// Snapshot captures the position at a person's decision: everything
	// needed to come back to it (the dice stream too), as a value that
	// later play does not change.
	Snapshot() any
	// Restore puts back a snapshot taken by Snapshot, with nothing moving
	// on the board and nothing picked up.
	Restore(snapshot any)
}

// The refusals of an undo that cannot be done (catalogue keys; after the
// game, RefuseOver).
const (
	RefuseUndoNone   = "play.refused.undo.none"
	RefuseUndoOnline = "play.refused.undo.online"
)

// mark is one decision a person may come back to.
type mark struct {
	snapshot any
	seen     int // how many of the computer's observations came before it
	logged   int // how many actions the log held
}

// Mark notes a person's decision about to be played: Undo comes back to
// it. Online it does nothing.
func (c *Core) Mark() {
	if c.Cfg.Mode == Online || c.Over() {
		return
	}
	c.marks = append(c.marks, mark{snapshot: c.game.Snapshot(), seen: len(c.seen), logged: len(c.Log)})
}

// CanUndo reports whether Undo would take something back now.
func (c *Core) CanUndo() bool { return c.undoRefusal() == "" }

// undoRefusal is why Undo cannot be done now, or "".
func (c *Core) undoRefusal() string {
	switch {
	case c.Cfg.Mode == Online:
		return RefuseUndoOnline
	case c.Over():
		return RefuseOver
	case len(c.marks) == 0:
		return RefuseUndoNone
	}
	return ""
}

// Undo goes back to the last decision a person made, stopping whatever the
// computer was thinking and whatever moved on the board. It reports
// whether it did; a refused undo changes nothing but the refusal shown.
func (c *Core) Undo() bool {
	if r := c.undoRefusal(); r != "" {
		c.Refuse(r)
		return false
	}
	m := c.marks[len(c.marks)-1]
	c.marks = c.marks[:len(c.marks)-1]
	c.stopThinking()
	c.game.Restore(m.snapshot)
	c.relearn(m.seen)
	c.Log = c.Log[:m.logged]
	c.UndoUsed = true
	c.Refusal, c.Msg = "", ""
	c.Version++
	return true
}

// Undos is how many decisions Undo can still go back through.
func (c *Core) Undos() int { return len(c.marks) }

// relearn makes the computer afresh and tells it the first n batches of
// events it had observed, so that it knows what it knew at the mark and
// nothing from the moves taken back. (A fresh bot is also never shared
// with a search of the old one still winding down.)
func (c *Core) relearn(n int) {
	if c.bot == nil {
		return
	}
	c.seen = c.seen[:n]
	c.newBot()
	for _, events := range c.seen {
		c.tell(events)
	}
}
