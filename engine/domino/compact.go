package domino

import "github.com/plyyard/plyyard/engine"

// Compact is a position reduced to what the rules look at, for searches and
// playouts: each hand as a TileSet (the order of a hand does not matter to
// the rules), the tiles on the line as a set with its two open ends, the
// boneyard in drawing order, the side to move and the passes. Position.Compact
// makes one.
//
// Its methods play in place: they check nothing, build no events and
// allocate nothing, and follow exactly the rules of Position.Play (the tests
// compare them move by move). Play checks an action and reports its events.
type Compact struct {
	hand        [2]TileSet
	line        TileSet
	bone        [DealtBone]uint8 // canonical indices, in drawing order
	next, nBone uint8            // bone[next:nBone] is the boneyard
	left, right uint8            // the open ends, unless empty
	empty       bool             // no tile on the table yet
	side        uint8
	passes      uint8
}

// Compact returns p reduced to a Compact.
func (p Position) Compact() Compact {
	c := Compact{
		hand:   [2]TileSet{p.handSet(Black), p.handSet(White)},
		line:   SetOf(p.line[:p.nLine]...),
		nBone:  p.nBone,
		side:   uint8(p.side),
		passes: p.passes,
	}
	for i, t := range p.bone[:p.nBone] {
		c.bone[i] = uint8(t.Index())
	}
	c.empty, c.left, c.right = p.lineEnds()
	return c
}

// ToMove returns the seat that acts next (meaningless once the game is over).
func (c *Compact) ToMove() engine.Seat { return engine.Seat(c.side) }

// Hand returns seat's hand.
func (c *Compact) Hand(seat engine.Seat) TileSet { return c.hand[seat&1] }

// Line returns the tiles on the line.
func (c *Compact) Line() TileSet { return c.line }

// Ends returns the pips of the line's open ends; ok is false on an empty
// table.
func (c *Compact) Ends() (left, right int, ok bool) {
	return int(c.left), int(c.right), !c.empty
}

// BoneyardCount returns how many tiles lie in the boneyard.
func (c *Compact) BoneyardCount() int { return int(c.nBone - c.next) }

// Passes returns the number of consecutive passes.
func (c *Compact) Passes() int { return int(c.passes) }

// Over reports whether the game has ended: a hand is empty, or two passes
// in a row blocked it.
func (c *Compact) Over() bool { return c.hand[0] == 0 || c.hand[1] == 0 || c.passes >= 2 }

// Outcome says whether the game is over and how, as Position.Outcome does.
func (c *Compact) Outcome() engine.Outcome {
	for s := range 2 {
		if c.hand[s] == 0 {
			return engine.Outcome{Status: engine.Win, Winner: engine.Seat(s), Reason: ReasonEmptyHand}
		}
	}
	if c.passes >= 2 {
		return blockedOutcome(c.hand[0].Pips(), c.hand[1].Pips())
	}
	return engine.Outcome{}
}

// Playable returns the tiles of the side to move that fit the left open end
// and those that fit the right one; a tile may fit both. On the empty table
// every tile of the hand fits: they are all in left, and right is empty.
// When neither set holds a tile, the side's only action is DrawOrPass.
func (c *Compact) Playable() (left, right TileSet) {
	hand := c.hand[c.side]
	if c.empty {
		return hand, 0
	}
	return hand & showing[c.left], hand & showing[c.right]
}

// AppendLegal appends the legal actions of the side to move to dst, in the
// order of Position.Legal, and returns it; it appends nothing once the game
// is over.
func (c *Compact) AppendLegal(dst []engine.Action) []engine.Action {
	if c.Over() {
		return dst
	}
	var buf [maxActions]engine.Action
	n := c.gen(&buf)
	return append(dst, buf[:n]...)
}

// gen writes the legal actions into buf, in canonical order, and returns
// their count. The game must not be over.
func (c *Compact) gen(buf *[maxActions]engine.Action) int {
	return genActions(c.hand[c.side], c.empty, c.left, c.right, int(c.nBone-c.next), buf)
}

// Do makes the legal action a.
func (c *Compact) Do(a engine.Action) {
	switch a {
	case actDraw:
		c.draw()
		return
	case actPass:
		c.pass()
		return
	}
	i := (a - playBase) >> 2
	bit := TileSet(1) << i
	c.hand[c.side] &^= bit
	c.line |= bit
	e := End(a & 3)
	if c.empty {
		e = NoEnd
	}
	l, r := EndsAfter(tileAt[i], e, int(c.left), int(c.right))
	c.left, c.right, c.empty = uint8(l), uint8(r), false
	c.passes = 0
	c.side ^= 1
}

// Place lays tile t, which the side to move holds and which fits end e, on
// that end (on the empty table e does not matter: the tile lies lower half
// first) and hands the turn over.
func (c *Compact) Place(t Tile, e End) {
	c.Do(playBase + engine.Action(4*t.Index()) + engine.Action(e))
}

// DrawOrPass makes the one action of a side that holds no playable tile:
// it draws the next boneyard tile and keeps the turn, or, when only the two
// tiles that are never drawn remain, it passes. It reports whether it drew.
func (c *Compact) DrawOrPass() (drew bool) {
	if mayDraw(c.BoneyardCount()) {
		c.draw()
		return true
	}
	c.pass()
	return false
}

// DrawNth draws for the side to move, which may draw, the boneyard's k-th
// tile (from 0, below BoneyardCount) instead of the next: an exact search
// over the boneyard's unknown order tries each in turn.
func (c *Compact) DrawNth(k int) {
	j := c.next + uint8(k)
	c.bone[c.next], c.bone[j] = c.bone[j], c.bone[c.next]
	c.draw()
}

func (c *Compact) draw() {
	c.hand[c.side] |= 1 << c.bone[c.next]
	c.next++
}

func (c *Compact) pass() {
	c.passes++
	c.side ^= 1
}
