// Package domino is the rules engine of double-six dominoes, Draw variant,
// for two players: Black (seat 0, moves first) and White (seat 1).
//
// Each player is dealt 7 of the 28 tiles; the other 14 lie face down in the
// boneyard. A player who holds a tile matching an open end of the line must
// play one; a player who holds none draws from the boneyard, one tile at a
// time and keeping the turn, until a tile fits or only two tiles remain, and
// only then passes. The last two tiles are never drawn. Emptying one's hand
// wins; two passes in a row block the game, and the lower pip total in hand
// wins (equal totals draw).
//
// Notation of a position, one line:
//
//	<black hand>/<white hand>/<boneyard>/<line> <side> <passes>
//
// A tile is two digits, the lower first in hands and in the boneyard ("25");
// lists are comma-separated, "-" when empty; the boneyard is listed in
// drawing order (the first tile is drawn first); the line is written from
// left to right with each tile oriented as it lies ("52,21,16" has the open
// ends 5 and 6); side is "b" or "w"; passes counts the consecutive passes so
// far (0 or 1, and 2 once the game is blocked). A drawn tile goes to the end
// of its holder's hand, and a hand keeps the order in which it is written.
//
// Actions: "play:25:L" and "play:25:R" (the tile 2-5 on the left or right
// end), "play:25" on the empty table (the tile then lies as written, its
// lower half on the left), "draw" and "pass".
//
// Information is per seat: View(seat) holds the seat's own hand, the
// opponent's tile count, the boneyard count and the line, and no field of it
// can hold the opponent's tiles or the boneyard's order. What a seat learns
// from the course of play (the open ends its opponent drew or passed on) is
// gathered from the events it sees by Knowledge.
//
// For searches and playouts, Position.Compact reduces a position to a
// Compact (hands and the line as TileSets, the boneyard in drawing order)
// whose methods play in place, check nothing, build no events and allocate
// nothing, following exactly the rules of Apply. RandomPlayout, Perft and
// the bots play on it; EndsAfter and Showing answer the evaluators' questions
// about ends and tiles.
package domino

import "github.com/plyyard/plyyard/engine"

// The two seats.
const (
	Black = engine.First
	White = engine.Second
)

// Sizes of the game.
const (
	NumTiles  = 28 // tiles in a double-six set
	HandSize  = 7  // tiles dealt to each player
	DealtBone = NumTiles - 2*HandSize
	// KeptBone is the number of boneyard tiles that are never drawn.
	KeptBone = 2
	// MaxHand is the most tiles a hand can hold: the 7 dealt plus every
	// tile that can be drawn.
	MaxHand = HandSize + DealtBone - KeptBone
)

// Tile is a domino tile, or a tile as it lies on the line: two halves of 0
// to 6 pips each, a first (left) half and a second (right) half. In hands
// and in the boneyard tiles are kept canonical, the lower half first; on the
// line a tile is oriented as it lies. The zero value is the tile 0-0.
type Tile uint8

// NewTile returns the tile whose first half shows a pips and second half b.
// Both must be in 0..6 for the tile to be Valid.
func NewTile(a, b int) Tile { return Tile(a&15<<4 | b&15) }

// Left returns the pips of the tile's first half (its left half on the line).
func (t Tile) Left() int { return int(t >> 4) }

// Right returns the pips of the tile's second half (its right half on the
// line).
func (t Tile) Right() int { return int(t & 15) }

// Valid reports whether both halves are in 0..6.
func (t Tile) Valid() bool { return t>>4 <= 6 && t&15 <= 6 }

// Canonical reports whether the tile is written lower half first.
func (t Tile) Canonical() bool { return t.Valid() && t.Left() <= t.Right() }

// Canon returns the tile with its lower half first.
func (t Tile) Canon() Tile {
	if t.Left() > t.Right() {
		return t.Flip()
	}
	return t
}

// Flip returns the tile turned round.
func (t Tile) Flip() Tile { return t<<4 | t>>4 }

// IsDouble reports whether both halves show the same number.
func (t Tile) IsDouble() bool { return t.Left() == t.Right() }

// Pips returns the number of pips on the tile.
func (t Tile) Pips() int { return t.Left() + t.Right() }

// Has reports whether one of the tile's halves shows n pips.
func (t Tile) Has(n int) bool { return t.Left() == n || t.Right() == n }

// Index returns the tile's place 0..27 in the canonical order of the set
// (00, 01, …, 06, 11, …, 66), whichever way round it is written, or -1 for
// an invalid tile.
func (t Tile) Index() int { return int(indexOf[t]) }

// String returns the tile's two digits, first half first ("25", "52").
func (t Tile) String() string {
	if !t.Valid() {
		return "??"
	}
	return string([]byte{byte('0' + t.Left()), byte('0' + t.Right())})
}

// TileAt returns the tile with canonical index i (0..27), lower half first.
func TileAt(i int) Tile { return tileAt[i] }

// Set returns the 28 tiles in canonical order, each lower half first.
func Set() [NumTiles]Tile { return tileAt }

// The tables of the set, built once.
var (
	tileAt  [NumTiles]Tile // canonical index -> tile
	indexOf [256]int8      // tile, either way round -> canonical index; -1 for no tile
	showing [7]TileSet     // showing[n]: the tiles with a half of n pips
)

func init() {
	for t := range indexOf {
		indexOf[t] = -1
	}
	i := 0
	for a := 0; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			t := NewTile(a, b)
			tileAt[i] = t
			indexOf[t] = int8(i)
			indexOf[t.Flip()] = int8(i)
			showing[a] |= 1 << i
			showing[b] |= 1 << i
			i++
		}
	}
}
