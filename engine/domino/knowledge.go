package domino

import "github.com/plyyard/plyyard/engine"

// Knowledge is what a seat has learned about its opponent's hand from the
// public course of the game, beyond what a View shows: a player who draws or
// passes holds no tile matching either open end at that moment. It is built
// from the seat's view and kept up to date with the events the seat sees
// (engine.ForSeat), so it uses nothing the seat may not know.
//
// The opponent's hand is described as groups of tiles, oldest first. Every
// tile of a group is known to show none of the pips of the group's void.
// Each draw or pass adds the open ends to the void of every tile then held,
// and a drawn tile starts a new group with an empty void, so the voids
// shrink from the oldest group to the newest. When the opponent plays a
// tile, it is taken from the oldest group it can belong to; this never
// claims more than is certain.
type Knowledge struct {
	seat        engine.Seat
	empty       bool
	left, right uint8
	groups      [MaxHand + 1]HiddenTiles
	n           uint8
}

// HiddenTiles is a group of the opponent's tiles: Count tiles, none of which
// shows a number of pips n with bit n of Void set.
type HiddenTiles struct {
	Count int
	Void  uint8
}

// NewKnowledge starts the knowledge of v's seat from its view: the
// opponent's tiles are unconstrained, except that an opponent who has just
// passed holds nothing matching the open ends.
func NewKnowledge(v View) Knowledge {
	l, r, ok := v.Ends()
	k := Knowledge{seat: v.seat, empty: !ok, left: uint8(l), right: uint8(r)}
	if v.nOpp > 0 {
		g := HiddenTiles{Count: int(v.nOpp)}
		opponentPassed := v.passes == 2 || (v.passes == 1 && v.toMove == v.seat)
		if opponentPassed && !k.empty {
			g.Void = k.endsMask()
		}
		k.groups[0] = g
		k.n = 1
	}
	return k
}

// Seat returns the seat whose knowledge this is.
func (k *Knowledge) Seat() engine.Seat { return k.seat }

// Ends returns the pips of the line's open ends as the events told them;
// ok is false on an empty table.
func (k *Knowledge) Ends() (left, right int, ok bool) {
	return int(k.left), int(k.right), !k.empty
}

// Hidden returns the groups of the opponent's hand, oldest (most
// constrained) first.
func (k *Knowledge) Hidden() []HiddenTiles {
	return append([]HiddenTiles(nil), k.groups[:k.n]...)
}

// Count returns how many tiles the opponent holds.
func (k *Knowledge) Count() int {
	n := 0
	for _, g := range k.groups[:k.n] {
		n += g.Count
	}
	return n
}

// Void returns the pips (bit n for n pips) that no tile of the opponent's
// hand shows; all seven bits when the hand is empty.
func (k *Knowledge) Void() uint8 {
	if k.n == 0 {
		return 1<<7 - 1
	}
	return k.groups[k.n-1].Void
}

// MayHold reports whether the opponent may hold t as far as the voids tell.
// (Whether t is unseen at all is the view's question: View.Unseen.)
func (k *Knowledge) MayHold(t Tile) bool {
	m := uint8(1)<<t.Left() | uint8(1)<<t.Right()
	for _, g := range k.groups[:k.n] {
		if g.Void&m == 0 {
			return true
		}
	}
	return false
}

func (k *Knowledge) endsMask() uint8 { return 1<<k.left | 1<<k.right }

// Observe takes in the events of one action, as the seat sees them.
func (k *Knowledge) Observe(events []engine.Event) {
	opp := k.seat.Other()
	for _, e := range events {
		switch e.Kind {
		case engine.Placed:
			t, ok := eventTile(e.Tile)
			if !ok {
				continue
			}
			if e.Seat == opp {
				k.remove(t)
			}
			switch {
			case e.End == "L" && !k.empty:
				k.left = uint8(t.Left())
			case e.End == "R" && !k.empty:
				k.right = uint8(t.Right())
			default:
				k.left, k.right, k.empty = uint8(t.Left()), uint8(t.Right()), false
			}
		case engine.DrewTile:
			if e.Seat == opp {
				k.lacks()
				if int(k.n) < len(k.groups) {
					k.groups[k.n] = HiddenTiles{Count: 1}
					k.n++
				}
			}
		case engine.Passed:
			if e.Seat == opp {
				k.lacks()
			}
		}
	}
}

// lacks records that the opponent holds nothing matching the open ends.
func (k *Knowledge) lacks() {
	if k.empty {
		return
	}
	m := k.endsMask()
	for i := range k.groups[:k.n] {
		k.groups[i].Void |= m
	}
	k.merge()
}

// remove takes the played tile t out of the oldest group it can belong to.
func (k *Knowledge) remove(t Tile) {
	m := uint8(1)<<t.Left() | uint8(1)<<t.Right()
	i := 0
	for i < int(k.n) && k.groups[i].Void&m != 0 {
		i++
	}
	if i == int(k.n) {
		// The events contradict what was known: forget the voids.
		total := k.Count() - 1
		k.n = 0
		if total > 0 {
			k.groups[0] = HiddenTiles{Count: total}
			k.n = 1
		}
		return
	}
	k.groups[i].Count--
	if k.groups[i].Count == 0 {
		copy(k.groups[i:], k.groups[i+1:k.n])
		k.n--
		k.groups[k.n] = HiddenTiles{}
	}
	k.merge()
}

// merge joins neighbouring groups with equal voids.
func (k *Knowledge) merge() {
	j := 0
	for i := 0; i < int(k.n); i++ {
		if j > 0 && k.groups[j-1].Void == k.groups[i].Void {
			k.groups[j-1].Count += k.groups[i].Count
			continue
		}
		k.groups[j] = k.groups[i]
		j++
	}
	for i := j; i < int(k.n); i++ {
		k.groups[i] = HiddenTiles{}
	}
	k.n = uint8(j)
}

// eventTile reads a tile from an event.
func eventTile(s string) (Tile, bool) {
	if len(s) != 2 || s[0] < '0' || s[0] > '6' || s[1] < '0' || s[1] > '6' {
		return 0, false
	}
	return NewTile(int(s[0]-'0'), int(s[1]-'0')), true
}
