package jungle

import (
	"github.com/plyyard/plyyard/engine"
)

// The two sides. Red sits at the bottom (ranks 1–3) and moves first.
const (
	Red  = engine.First
	Blue = engine.Second
)

// DrawPlies is the number of consecutive half-moves without a capture that
// draws the game.
const DrawPlies = 60

// Animal is a piece's kind; its value is its rank.
type Animal int8

// The eight animals, weakest first.
const (
	NoAnimal Animal = iota
	Rat
	Cat
	Dog
	Wolf
	Leopard
	Tiger
	Lion
	Elephant
)

const animalLetters = ".RCDWPTLE"

var animalNames = [...]string{"", "rat", "cat", "dog", "wolf", "leopard", "tiger", "lion", "elephant"}

// Letter returns the animal's notation letter for Red (uppercase).
func (a Animal) Letter() byte {
	if a < Rat || a > Elephant {
		return '?'
	}
	return animalLetters[a]
}

// Name returns the animal's English name.
func (a Animal) Name() string {
	if a < Rat || a > Elephant {
		return "nothing"
	}
	return animalNames[a]
}

// Piece is an animal of a side.
type Piece struct {
	Side   engine.Seat
	Animal Animal
}

// cell encodes a square's content: 0 empty, else the animal in the low four
// bits and the side in the fifth.
type cell uint8

func cellOf(side engine.Seat, a Animal) cell { return cell(side)<<4 | cell(a) }
func (c cell) side() engine.Seat             { return engine.Seat(c >> 4) }
func (c cell) animal() Animal                { return Animal(c & 15) }

// Position is a Jungle position. It is a plain value: copy it freely and
// compare with ==.
//
// It keeps the pieces three ways, each for the question it answers at once:
// occ[side] is the bitboard of side's squares (the move generator), board
// what stands on each square (captures, notation), and at where each animal
// stands (offBoard once it is captured). Every method keeps them in step.
type Position struct {
	occ   [2]uint64
	board [Squares]cell
	at    [2][9]Square // at[side][animal]; index 0 unused
	side  engine.Seat
	clock uint8 // half-moves since the last capture
}

var startPosition = mustParse("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 0")

// StartFEN is the notation of the starting position.
const StartFEN = "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L r 0"

// Start returns the starting position, Red to move.
func Start() Position { return startPosition }

func mustParse(s string) Position {
	p, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return p
}

// Rules describes Jungle for hosts that treat every game alike.
var Rules = engine.Rules{
	Name:      "jungle",
	Sides:     [2]string{"r", "b"},
	SideNames: [2]string{"red", "blue"},
	Start:     func(engine.Rand) engine.State { return Start() },
	Parse:     engine.StateParser(Parse),
}

// At returns the piece on s, if any.
func (p Position) At(s Square) (Piece, bool) {
	if !s.Valid() || p.board[s] == 0 {
		return Piece{}, false
	}
	c := p.board[s]
	return Piece{Side: c.side(), Animal: c.animal()}, true
}

// Where returns the square of side's animal a, or NoSquare once it has been
// captured.
func (p Position) Where(side engine.Seat, a Animal) Square {
	if !side.Valid() || a < Rat || a > Elephant {
		return NoSquare
	}
	if s := p.at[side][a]; s != offBoard {
		return s
	}
	return NoSquare
}

// Clock returns the number of half-moves since the last capture.
func (p Position) Clock() int { return int(p.clock) }

// ToMove returns the side to move (engine.State).
func (p Position) ToMove() engine.Seat { return p.side }

// denWinner reports the side that has entered the other's den, if any.
func (p *Position) denWinner() (engine.Seat, bool) {
	if p.occ[Red]&bb.den[Blue] != 0 {
		return Red, true
	}
	if p.occ[Blue]&bb.den[Red] != 0 {
		return Blue, true
	}
	return engine.NoSeat, false
}

// over reports whether the game ended by den entry or the draw clock; a
// position where the side to move has no move is over too, but finding that
// out needs the move generator.
func (p *Position) over() bool {
	return p.occ[Red]&bb.den[Blue]|p.occ[Blue]&bb.den[Red] != 0 || p.clock >= DrawPlies
}

// Outcome implements engine.State.
func (p Position) Outcome() engine.Outcome {
	if w, ok := p.denWinner(); ok {
		return engine.Outcome{Status: engine.Win, Winner: w, Reason: "den"}
	}
	if p.clock >= DrawPlies {
		return engine.Outcome{Status: engine.Draw, Winner: engine.NoSeat, Reason: "60-plies"}
	}
	if !p.hasMove() {
		return engine.Outcome{Status: engine.Win, Winner: p.side.Other(), Reason: "no-moves"}
	}
	return engine.Outcome{Status: engine.Ongoing, Winner: engine.NoSeat}
}
