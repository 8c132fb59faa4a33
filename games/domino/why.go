package domino

import (
	"slices"

	"github.com/plyyard/plyyard/engine/domino"
)

// Why is the reason a hint gives for play m from hand, before a line whose
// open ends are left and right (lined false: the table is empty), when the
// opponent is known to hold none of the numbers in void (bit n for n, as
// Knowledge.Void; 0 when nothing is known): the first that holds of "last"
// it is the last tile; "block" both ends it leaves are numbers the
// opponent lacks; "heavy" it is the heaviest tile that may be played (the
// fewest pips left should the game block); "double" it sheds a double,
// which fits only one number; "keep" another tile of the hand will fit
// the ends it leaves. "" when none holds, or m is no play from hand.
func Why(hand []domino.Tile, left, right int, lined bool, m domino.Move, void uint8) string {
	if m.Kind != domino.PlayTile || !slices.Contains(hand, m.Tile) {
		return ""
	}
	fits := func(t domino.Tile) bool { return !lined || t.Has(left) || t.Has(right) }
	l, r := m.Tile.Left(), m.Tile.Right()
	if lined {
		l, r = domino.EndsAfter(m.Tile, m.End, left, right)
	}
	heaviest, keeps := true, false
	for _, t := range hand {
		if t == m.Tile {
			continue
		}
		heaviest = heaviest && !(fits(t) && t.Pips() > m.Tile.Pips())
		keeps = keeps || t.Has(l) || t.Has(r)
	}
	switch {
	case len(hand) == 1:
		return "last"
	case void>>uint(l)&1 != 0 && void>>uint(r)&1 != 0:
		return "block"
	case heaviest && m.Tile.Pips() > 0:
		return "heavy"
	case m.Tile.IsDouble():
		return "double"
	case keeps:
		return "keep"
	}
	return ""
}
