package race

import (
	"math/bits"

	"github.com/plyyard/plyyard/engine"
)

// RandomPlayout plays p to the end with uniformly random legal actions and
// returns the outcome and the number of actions applied, rolls included. A
// roll draws its value as r.IntN(6)+1; a choice among k > 1 legal actions
// draws r.IntN(k) and takes that one in Legal's order, and a single legal
// action is taken without drawing. It follows the same rule code as Apply and
// allocates nothing.
func RandomPlayout(p Position, r engine.Rand) (engine.Outcome, int) {
	if w := p.winner(); w != engine.NoSeat {
		return engine.Outcome{Status: engine.Win, Winner: w, Reason: "home"}, 0
	}
	n := 0
	var m uint
	if p.die != 0 {
		m = uint(p.movable())
	}
	for {
		n++
		if p.die == 0 {
			m = uint(p.roll(int8(r.IntN(6)+1), nil))
			continue
		}
		if k := bits.OnesCount(m); k > 1 {
			for j := r.IntN(k); j > 0; j-- {
				m &= m - 1
			}
		}
		if p.move(bits.TrailingZeros(m), nil) {
			return engine.Outcome{Status: engine.Win, Winner: p.side, Reason: "home"}, n
		}
	}
}

// Perft counts the positions reached after exactly depth actions from p. A
// roll branches on its six die values, each counted as its own branch; a
// finished game has no actions, so it adds nothing at a greater depth.
func Perft(p Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if p.winner() != engine.NoSeat {
		return 0
	}
	return perft(&p, depth)
}

// perft counts from a position that is not finished.
func perft(p *Position, depth int) uint64 {
	var total uint64
	if p.die == 0 {
		if depth == 1 {
			return 6
		}
		for n := int8(1); n <= 6; n++ {
			c := *p
			c.roll(n, nil)
			total += perft(&c, depth-1)
		}
		return total
	}
	m := p.movable()
	if depth == 1 {
		return uint64(bits.OnesCount8(uint8(m)))
	}
	for ; m != 0; m &= m - 1 {
		c := *p
		if c.move(bits.TrailingZeros8(uint8(m)), nil) {
			continue
		}
		total += perft(&c, depth-1)
	}
	return total
}
