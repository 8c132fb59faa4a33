package domino

import (
	"fmt"
	"math/bits"

	"github.com/plyyard/plyyard/engine"
)

// End names an open end of the line.
type End uint8

// The ends: NoEnd for the first tile on an empty table.
const (
	NoEnd End = iota
	LeftEnd
	RightEnd
)

// String returns "L", "R", or "" for NoEnd, as actions and Placed events
// write the end.
func (e End) String() string {
	switch e {
	case LeftEnd:
		return "L"
	case RightEnd:
		return "R"
	}
	return ""
}

// Kind says what a move does.
type Kind uint8

// The kinds of move. InvalidMove is what MoveOf makes of an action that is
// no dominoes action at all.
const (
	InvalidMove Kind = iota
	PlayTile
	DrawTile
	PassTurn
)

// Move is a dominoes action in structured form. Tile is the tile played,
// lower half first, and End the end it goes to (NoEnd on the empty table);
// both are zero for a draw or a pass.
type Move struct {
	Kind Kind
	Tile Tile
	End  End
}

// The actions that carry no tile. A play is encoded as 16 + 4*index + end
// (index: the tile's canonical index; end: 0 none, 1 left, 2 right), so that
// the numeric order of plays is their text order; build it with PlayAction
// or Move.Action.
const (
	DrawAction engine.Action = 1
	PassAction engine.Action = 2
)

const (
	actDraw                  = DrawAction
	actPass                  = PassAction
	playBase   engine.Action = 16
	actLimit                 = playBase + 4*NumTiles
	maxActions               = 2 * MaxHand // every tile of a full hand on either end
)

// PlayAction returns the action that plays t on end e. The tile may be
// written either way round.
func PlayAction(t Tile, e End) engine.Action { return Move{PlayTile, t, e}.Action() }

// Action returns the move's compact encoding, or 0 for a move that is not a
// well-formed dominoes action.
func (m Move) Action() engine.Action {
	switch m.Kind {
	case DrawTile:
		return actDraw
	case PassTurn:
		return actPass
	case PlayTile:
		if m.Tile.Valid() && m.End <= RightEnd {
			return playBase + engine.Action(4*m.Tile.Index()) + engine.Action(m.End)
		}
	}
	return 0
}

// MoveOf decodes an action; anything that is not a dominoes action becomes a
// move of kind InvalidMove.
func MoveOf(a engine.Action) Move {
	switch {
	case a == actDraw:
		return Move{Kind: DrawTile}
	case a == actPass:
		return Move{Kind: PassTurn}
	case a >= playBase && a < actLimit && a&3 != 3:
		return Move{Kind: PlayTile, Tile: tileAt[(a-playBase)>>2], End: End(a & 3)}
	}
	return Move{}
}

// String renders the move in action notation: "play:25:L", "play:25:R",
// "play:25", "draw" or "pass" ("invalid" for anything else).
func (m Move) String() string {
	switch m.Kind {
	case DrawTile:
		return "draw"
	case PassTurn:
		return "pass"
	case PlayTile:
		if m.Tile.Valid() && m.End <= RightEnd {
			s := "play:" + m.Tile.Canon().String()
			if m.End != NoEnd {
				s += ":" + m.End.String()
			}
			return s
		}
	}
	return "invalid"
}

// formatAction renders any action, naming one that is not a dominoes action
// by its number.
func formatAction(a engine.Action) string {
	m := MoveOf(a)
	if m.Kind == InvalidMove {
		return fmt.Sprintf("invalid(%d)", uint32(a))
	}
	return m.String()
}

// ParseMove reads action notation. It checks the syntax only; whether the
// move is legal is Apply's question. The tile must be written lower half
// first, as it is in the hand.
func ParseMove(s string) (Move, error) {
	switch s {
	case "draw":
		return Move{Kind: DrawTile}, nil
	case "pass":
		return Move{Kind: PassTurn}, nil
	}
	bad := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("domino: bad action %q: %s", s, why)
	}
	const want = "want play:25:L, play:25:R, play:25 (on the empty table), draw or pass"
	if len(s) < 7 || s[:5] != "play:" {
		return bad(want)
	}
	a, b := s[5], s[6]
	if a < '0' || a > '6' || b < '0' || b > '6' {
		return bad("a tile is two digits from 0 to 6, like 25")
	}
	t := NewTile(int(a-'0'), int(b-'0'))
	if !t.Canonical() {
		return bad("write the tile lower half first, as " + t.Canon().String())
	}
	switch s[7:] {
	case "":
		return Move{PlayTile, t, NoEnd}, nil
	case ":L":
		return Move{PlayTile, t, LeftEnd}, nil
	case ":R":
		return Move{PlayTile, t, RightEnd}, nil
	}
	return bad("the end is :L or :R, or nothing on the empty table")
}

// mayDraw reports whether a player with no playable tile may draw from a
// boneyard of nBone tiles: the last two are never drawn, so with them alone
// left the player passes.
func mayDraw(nBone int) bool { return nBone > KeptBone }

// EndsAfter returns the open ends of the line after tile t, which fits end
// e, is placed there on a line whose ends show left and right: the half that
// matches the end turns to the line and the other half becomes the new end.
// On the empty table (NoEnd) the ends are t's halves as written.
func EndsAfter(t Tile, e End, left, right int) (int, int) {
	a, b := t.Left(), t.Right()
	switch e {
	case LeftEnd:
		if b == left {
			return a, right
		}
		return b, right
	case RightEnd:
		if a == right {
			return left, b
		}
		return left, a
	}
	return a, b
}

// genActions writes into buf the legal actions of a player holding hand
// before a line with open ends l and r (empty: no line yet) and a boneyard of
// nBone tiles, in canonical order (the order of their text), and returns how
// many there are. It allocates nothing.
func genActions(hand TileSet, empty bool, l, r uint8, nBone int, buf *[maxActions]engine.Action) int {
	if empty {
		n := 0
		for m := hand; m != 0; m &= m - 1 {
			buf[n] = playBase + engine.Action(4*bits.TrailingZeros32(uint32(m)))
			n++
		}
		return n
	}
	ml, mr := hand&showing[l], hand&showing[r]
	if ml|mr == 0 {
		if mayDraw(nBone) {
			buf[0] = actDraw
		} else {
			buf[0] = actPass
		}
		return 1
	}
	n := 0
	for m := ml | mr; m != 0; m &= m - 1 {
		bit := m & -m
		a := playBase + engine.Action(4*bits.TrailingZeros32(uint32(m)))
		if ml&bit != 0 {
			buf[n] = a + engine.Action(LeftEnd)
			n++
		}
		if mr&bit != 0 {
			buf[n] = a + engine.Action(RightEnd)
			n++
		}
	}
	return n
}
