package domino

import "math/bits"

// TileSet is a set of tiles: bit i stands for the tile of canonical index i
// (TileAt(i)), whichever way round a tile is written. Hands, the boneyard and
// the line are such sets to the rules, which care for neither order nor
// orientation.
type TileSet uint32

// AllTiles is the whole set of 28 tiles.
const AllTiles TileSet = 1<<NumTiles - 1

// SetOf returns the set of the given tiles, leaving out any invalid one.
func SetOf(tiles ...Tile) TileSet {
	var s TileSet
	for _, t := range tiles {
		s = s.With(t)
	}
	return s
}

// Showing returns the seven tiles with a half of n pips (0..6); none for
// any other n.
func Showing(n int) TileSet {
	if n < 0 || n > 6 {
		return 0
	}
	return showing[n]
}

// Has reports whether t is in the set.
func (s TileSet) Has(t Tile) bool {
	i := t.Index()
	return i >= 0 && s>>uint(i)&1 != 0
}

// With returns the set with t added (an invalid t adds nothing).
func (s TileSet) With(t Tile) TileSet {
	if i := t.Index(); i >= 0 {
		s |= 1 << uint(i)
	}
	return s
}

// Without returns the set with t taken out.
func (s TileSet) Without(t Tile) TileSet {
	if i := t.Index(); i >= 0 {
		s &^= 1 << uint(i)
	}
	return s
}

// Len returns how many tiles the set holds.
func (s TileSet) Len() int { return bits.OnesCount32(uint32(s)) }

// First returns the tile of the lowest canonical index in the set, lower
// half first. The set must not be empty.
func (s TileSet) First() Tile { return tileAt[bits.TrailingZeros32(uint32(s))] }

// Pips returns the pips on all the tiles of the set.
func (s TileSet) Pips() int {
	n := 0
	for ; s != 0; s &= s - 1 {
		n += s.First().Pips()
	}
	return n
}

// Tiles lists the set in canonical order, each tile lower half first.
func (s TileSet) Tiles() []Tile {
	out := make([]Tile, 0, s.Len())
	for ; s != 0; s &= s - 1 {
		out = append(out, s.First())
	}
	return out
}
