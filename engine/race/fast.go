package race

import "math/bits"

// The fast path: the moves of a search or a playout, made without checks and
// without events by the very rule code that Apply runs.

// PieceSet is a set of one side's pieces: bit i for piece i (0–3).
type PieceSet uint8

// Has reports whether piece i is in the set.
func (s PieceSet) Has(i int) bool { return i >= 0 && i < Pieces && s>>uint(i)&1 != 0 }

// Count returns how many pieces the set holds.
func (s PieceSet) Count() int { return bits.OnesCount8(uint8(s)) }

// First returns the lowest piece in the set, or -1 when it is empty.
func (s PieceSet) First() int {
	if s == 0 {
		return -1
	}
	return bits.TrailingZeros8(uint8(s))
}

// MoveReport tells what a move did (Position.NextMove).
type MoveReport struct {
	// From and To are the piece's progress before and after the move. A
	// piece that entered has From Base and To 0.
	From, To int
	// Captured counts the enemy pieces sent back to base, and Victims sums
	// the progress they had, each in its own colour's frame.
	Captured, Victims int
	// Entered: the piece left base. Arrived: it reached the finish.
	Entered, Arrived bool
	// Won: the side brought its fourth piece home and the game is over.
	Won bool
	// ExtraRoll: the side rolls again (after a six, a capture or an
	// arrival that did not win).
	ExtraRoll bool
}

// Movable returns the pieces of the side to move that can move by the value
// the die shows; none in the roll phase or once the game is over.
func (p Position) Movable() PieceSet { return p.movable() }

// NextRoll returns the position after die value n (1–6) is rolled in the
// roll phase, and the pieces that can then move by it. An empty set means
// the turn has passed: no piece could move, or the roll was a third six.
//
// It checks nothing and builds no events, for searches and playouts: p must
// be in its roll phase and not finished, and n must be 1–6. Play checks the
// action and reports its events.
func (p Position) NextRoll(n int) (Position, PieceSet) {
	m := p.roll(int8(n), nil)
	return p, m
}

// NextMove returns the position after the side to move moves piece i by the
// value the die shows, and what the move did.
//
// It checks nothing and builds no events, for searches and playouts: i must
// be in Movable. Play checks the action and reports its events.
func (p Position) NextMove(i int) (next Position, r MoveReport) {
	s := p.side
	next = p
	r.Won = next.move(i, nil)
	// The report reads what the move changed.
	from, to := p.pieces[s][i&3], next.pieces[s][i&3]
	r.From, r.To, r.Entered, r.Arrived = int(from), int(to), from == Base, to == Finish
	r.ExtraRoll = !r.Won && next.side == s
	if before, after := &p.pieces[s.Other()&1], &next.pieces[s.Other()&1]; *before != *after {
		for j, q := range before {
			if after[j] != q {
				r.Captured++
				r.Victims += int(q)
			}
		}
	}
	return next, r
}
