package jungle

import "github.com/plyyard/plyyard/engine"

// The analysis a player may switch on during play: what the opponent could
// do with its next move, asked of the move generator itself, whoever is to
// move now.

// turned returns p with the opponent of seat to move.
func (p Position) turned(seat engine.Seat) Position {
	p.side = seat.Other()
	return p
}

// Threatened returns the squares of seat's pieces that the opponent could
// capture with its next move, in square order; none once the game is over.
func (p Position) Threatened(seat engine.Seat) []Square {
	if p.over() {
		return nil
	}
	q := p.turned(seat)
	var hit [Squares]bool
	for _, m := range q.AppendMoves(nil) {
		if c := q.board[m.To]; c != 0 && c.side() == seat {
			hit[m.To] = true
		}
	}
	return squaresOf(&hit)
}

// DenThreats returns, in square order, the squares from which an opponent
// piece would enter seat's den with its next move: where one stands now
// and can step in, and where one can step with its next move and could then
// step in with the move after. None once the game is over.
func (p Position) DenThreats(seat engine.Seat) []Square {
	if p.over() {
		return nil
	}
	q := p.turned(seat)
	opp := seat.Other()
	den := Den(seat)
	var at [Squares]bool
	var buf []Move
	for _, m := range q.AppendMoves(nil) {
		if m.To == den {
			at[m.From] = true
			continue
		}
		r, _ := q.Next(m)
		if r.over() {
			continue
		}
		r.side = opp
		buf = r.AppendMoves(buf[:0])
		for _, n := range buf {
			if n.From == m.To && n.To == den {
				at[m.To] = true
			}
		}
	}
	return squaresOf(&at)
}

// squaresOf lists the squares set in marks, in order.
func squaresOf(marks *[Squares]bool) []Square {
	var out []Square
	for s, on := range marks {
		if on {
			out = append(out, Square(s))
		}
	}
	return out
}
