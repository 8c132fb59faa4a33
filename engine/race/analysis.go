package race

import "github.com/plyyard/plyyard/engine"

// The analysis a player may switch on during play: which rolls of the
// opponent would hit the player's pieces, asked of the rule code itself.

// Dice is a set of die values: bit n for value n (1–6).
type Dice uint8

// Has reports whether value n is in the set.
func (d Dice) Has(n int) bool { return n >= 1 && n <= 6 && d>>uint(n)&1 != 0 }

// Values lists the values in the set, smallest first.
func (d Dice) Values() []int {
	var out []int
	for n := 1; n <= 6; n++ {
		if d.Has(n) {
			out = append(out, n)
		}
	}
	return out
}

// HitBy returns, for each of seat's pieces, the die values with which the
// opponent, rolling first in its next turn, could send that piece home: a
// value is in the set when some piece the opponent may then move by it
// captures this one. Safe squares, the way into a home column and entering
// only on a six are the rule code's own (NextRoll, NextMove). Pieces off the
// loop, and every piece once the game is over, get none.
func (p Position) HitBy(seat engine.Seat) [Pieces]Dice {
	var out [Pieces]Dice
	if p.winner() != engine.NoSeat {
		return out
	}
	q := p
	q.side, q.die, q.sixes = seat.Other(), 0, 0
	for n := 1; n <= 6; n++ {
		r, movable := q.NextRoll(n)
		for m := movable; m != 0; m &= m - 1 {
			next, rep := r.NextMove(PieceSet(m).First())
			if rep.Captured == 0 {
				continue
			}
			for j, before := range p.pieces[seat&1] {
				if next.pieces[seat&1][j] != before {
					out[j] |= 1 << uint(n)
				}
			}
		}
	}
	return out
}
