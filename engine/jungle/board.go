// Package jungle implements Jungle (Dou Shou Qi) on the 7×9 board, as
// RULES.md settles it: orthogonal steps, rats in the river, lion and tiger
// river jumps, traps, dens, and a draw after 60 half-moves without a capture.
package jungle

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// Board size.
const (
	Files   = 7
	Ranks   = 9
	Squares = Files * Ranks
)

// Square is a board square: rankIndex*7 + file, a1 = 0, g1 = 6, a9 = 56,
// g9 = 62. NoSquare marks "none".
type Square int8

// NoSquare is the absent square.
const NoSquare Square = -1

// Sq returns the square at file 0–6 (a–g) and rank index 0–8 (ranks 1–9).
func Sq(file, rank int) Square { return Square(rank*Files + file) }

// File returns the square's file, 0 for a.
func (s Square) File() int { return int(s) % Files }

// Rank returns the square's rank index, 0 for rank 1.
func (s Square) Rank() int { return int(s) / Files }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < Squares }

// String returns the square's name, "a1" … "g9".
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare reads a square's name.
func ParseSquare(t string) (Square, error) {
	if len(t) != 2 || t[0] < 'a' || t[0] > 'g' || t[1] < '1' || t[1] > '9' {
		return NoSquare, fmt.Errorf("%q is not a square (a1 to g9)", t)
	}
	return Sq(int(t[0]-'a'), int(t[1]-'1')), nil
}

// The dens and traps.
var (
	redDen   = Sq(3, 0)                                // d1
	blueDen  = Sq(3, 8)                                // d9
	redTraps = [3]Square{Sq(2, 0), Sq(4, 0), Sq(3, 1)} // c1 e1 d2
	blueTrap = [3]Square{Sq(2, 8), Sq(4, 8), Sq(3, 7)} // c9 e9 d8
)

// Den returns the den of seat s: d1 for Red, d9 for Blue.
func Den(s engine.Seat) Square {
	if s == Red {
		return redDen
	}
	return blueDen
}

// terrain flags, one byte a square.
const (
	tWater   = 1 << iota
	tRedTrap // a trap of Red's, dangerous for Blue's pieces
	tBlueTrap
	tRedDen
	tBlueDen
)

// terrain holds each square's flags. It and the move tables are built by
// variable initialisers, so that package-level positions parsed at start-up
// (the start position) find them ready.
var terrain = buildTerrain()

func buildTerrain() (t [Squares]uint8) {
	for _, f := range [...]int{1, 2, 4, 5} {
		for r := 3; r <= 5; r++ {
			t[Sq(f, r)] |= tWater
		}
	}
	for i := range redTraps {
		t[redTraps[i]] |= tRedTrap
		t[blueTrap[i]] |= tBlueTrap
	}
	t[redDen] |= tRedDen
	t[blueDen] |= tBlueDen
	return t
}

// IsWater reports whether s is a river square.
func IsWater(s Square) bool { return s.Valid() && terrain[s]&tWater != 0 }

// TrapOwner reports whose trap s is, if it is one.
func TrapOwner(s Square) (engine.Seat, bool) { return owner(s, tRedTrap, tBlueTrap) }

// Weakened reports whether a piece of side standing on s counts as rank 0:
// s is one of the other side's traps.
func Weakened(side engine.Seat, s Square) bool {
	return side == Blue && terrain[s]&tRedTrap != 0 || side == Red && terrain[s]&tBlueTrap != 0
}

// DenOwner reports whose den s is, if it is one.
func DenOwner(s Square) (engine.Seat, bool) { return owner(s, tRedDen, tBlueDen) }

// owner reports whether s carries Red's flag red or Blue's flag blue.
func owner(s Square, red, blue uint8) (engine.Seat, bool) {
	switch {
	case !s.Valid():
	case terrain[s]&red != 0:
		return Red, true
	case terrain[s]&blue != 0:
		return Blue, true
	}
	return engine.NoSeat, false
}

// Directions: up (towards rank 9), down, left, right.
var dirDelta = [4][2]int{{0, 1}, {0, -1}, {-1, 0}, {1, 0}}

// step[s][d] is the neighbour of s in direction d, or NoSquare.
// jump[s][d] is where a lion or tiger standing on s lands when it leaps the
// river in direction d, or NoSquare; jumpWater[s][d] lists the water squares
// flown over in flight order (at most three; unused entries are NoSquare).
// Play reports the flight from these; the move generator uses the bitboards
// below, built from them.
var step, jump, jumpWater = buildTables()

func buildTables() (step, jump [Squares][4]Square, jumpWater [Squares][4][3]Square) {
	for s := Square(0); s < Squares; s++ {
		for d, dd := range dirDelta {
			step[s][d], jump[s][d] = NoSquare, NoSquare
			jumpWater[s][d] = [3]Square{NoSquare, NoSquare, NoSquare}
			f, r := s.File()+dd[0], s.Rank()+dd[1]
			if f < 0 || f >= Files || r < 0 || r >= Ranks {
				continue
			}
			n := Sq(f, r)
			step[s][d] = n
			if IsWater(s) || !IsWater(n) {
				continue
			}
			k := 0
			for IsWater(Sq(f, r)) {
				jumpWater[s][d][k] = Sq(f, r)
				k++
				f, r = f+dd[0], r+dd[1]
			}
			jump[s][d] = Sq(f, r)
		}
	}
	return step, jump, jumpWater
}

// EmptyBoardMoves returns where animal a may move from s on an otherwise
// empty board, dens aside: a step to a land square, a rat's step into or
// out of the water too, and a lion's or tiger's leap over the river.
// Planners use it to measure distances.
func EmptyBoardMoves(a Animal, s Square) []Square {
	var out []Square
	for d := range dirDelta {
		n := step[s][d]
		switch {
		case n == NoSquare:
		case !IsWater(n) || a == Rat:
			out = append(out, n)
		case (a == Lion || a == Tiger) && jump[s][d] != NoSquare:
			out = append(out, jump[s][d])
		}
	}
	return out
}

// Bitboards: bit s of a uint64 stands for square s, so the 63 squares fit in
// one word. offBoard (bit 63) is where a captured animal is recorded: its
// bit lies outside every mask of squares, and its tables below are empty, so
// the generator treats a captured animal as one with no moves, without a
// branch.
const (
	offBoard  Square = 63
	boardMask        = 1<<Squares - 1
)

// bit returns the bitboard of square s; none for offBoard.
func bit(s Square) uint64 { return 1 << (uint8(s) & 63) & boardMask }

// bitboards holds the terrain and the move tables as bitboards, indexed by
// square (offBoard included, with nothing in it).
type bitboards struct {
	water, land uint64
	trap        [2]uint64 // trap[side]: side's own traps, where enemies are weakened
	den         [2]uint64 // den[side]: side's own den
	// opposite[s] is land if s is water and water if s is land: where a
	// piece standing on s may not capture.
	opposite [64]uint64
	// steps[s] holds the neighbours of s.
	steps [64]uint64
	// A lion or tiger on s may leap the river in at most two directions:
	// to jumpLand[s][i] when no piece (only rats swim) stands on
	// jumpPath[s][i]. Unused entries are 0, and 0 lands nowhere.
	jumpPath, jumpLand [64][2]uint64
	// jumpPathDir[s][d] is the water flown over leaping from s in
	// direction d, 0 if there is no leap that way.
	jumpPathDir [64][4]uint64
}

// bb is built by a variable initialiser, like terrain, so that positions
// parsed at start-up find it ready.
var bb = buildBitboards()

func buildBitboards() (t bitboards) {
	for s := Square(0); s < Squares; s++ {
		if IsWater(s) {
			t.water |= bit(s)
		}
	}
	t.land = boardMask &^ t.water
	for i := range redTraps {
		t.trap[Red] |= bit(redTraps[i])
		t.trap[Blue] |= bit(blueTrap[i])
	}
	t.den[Red], t.den[Blue] = bit(redDen), bit(blueDen)
	for s := Square(0); s < Squares; s++ {
		t.opposite[s] = t.water
		if IsWater(s) {
			t.opposite[s] = t.land
		}
		k := 0
		for d := 0; d < 4; d++ {
			if n := step[s][d]; n >= 0 {
				t.steps[s] |= bit(n)
			}
			if jump[s][d] < 0 {
				continue
			}
			for _, w := range jumpWater[s][d] {
				if w >= 0 {
					t.jumpPathDir[s][d] |= bit(w)
				}
			}
			t.jumpPath[s][k], t.jumpLand[s][k] = t.jumpPathDir[s][d], bit(jump[s][d])
			k++
		}
	}
	return t
}
