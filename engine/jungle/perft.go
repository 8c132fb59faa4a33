package jungle

import "github.com/plyyard/plyyard/engine"

// Perft counts the positions reached after exactly depth moves from p. A
// finished game (a den entered, the draw clock run out, or no move left) has
// no further moves, so it adds nothing at a greater depth. The last ply is
// counted without being played (a popcount a piece); the others are made and
// taken back in place.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(&p, depth)
}

func perft(p *Position, depth int) uint64 {
	if p.over() {
		return 0
	}
	if depth == 1 {
		return uint64(p.countMoves())
	}
	var l moveList
	p.generate(&l, boardMask)
	var n uint64
	for _, m := range l.moves[:l.n] {
		victim, clock := p.board[m.To], p.clock
		p.play(m)
		if depth > 2 {
			n += perft(p, depth-1)
		} else if !p.over() {
			// The last ply, counted here rather than through a call:
			// most of perft's nodes are these.
			n += uint64(p.countMoves())
		}
		p.unplay(m, victim, clock)
	}
	return n
}

// RandomPlayout plays uniformly random legal moves from p, drawing from r,
// until the game ends, and returns the outcome and the number of moves made.
// It follows exactly the rules of Play, without building events.
func RandomPlayout(p Position, r engine.Rand) (engine.Outcome, int) {
	plies := 0
	var l moveList
	for !p.over() {
		p.generate(&l, boardMask)
		if l.n == 0 {
			break
		}
		p.play(l.moves[r.IntN(l.n)])
		plies++
	}
	return p.Outcome(), plies
}
