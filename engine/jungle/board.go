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
// flown over (at most three; unused entries are NoSquare).
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
