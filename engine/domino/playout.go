package domino

import "github.com/plyyard/plyyard/engine"

// RandomPlayout plays uniformly random legal actions from p until the game
// ends and returns the outcome and the number of actions made (draws and
// passes included). At each step it takes Legal()[r.IntN(len(Legal()))],
// calling r.IntN even when only one action is legal, so it makes exactly
// the moves that loop would make with Apply; it plays on a Compact, builds
// no events and allocates nothing.
func RandomPlayout(p Position, r engine.Rand) (engine.Outcome, int) {
	c := p.Compact()
	var buf [maxActions]engine.Action
	n := 0
	for !c.Over() {
		k := c.gen(&buf)
		c.Do(buf[r.IntN(k)])
		n++
	}
	return c.Outcome(), n
}

// Perft counts the positions reached after exactly depth actions from p
// (draws and passes count as actions; the tile drawn is the boneyard's next
// one, so a draw has one outcome). A finished game has no further actions,
// so it adds nothing at a greater depth. Perft(p, 0) is 1.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(p.Compact(), depth)
}

// perft takes c by value: the copy is small, and a pointer would make every
// level's copy escape to the heap.
func perft(c Compact, depth int) uint64 {
	if c.Over() {
		return 0
	}
	var buf [maxActions]engine.Action
	k := c.gen(&buf)
	if depth == 1 {
		return uint64(k)
	}
	var n uint64
	for _, a := range buf[:k] {
		q := c
		q.Do(a)
		n += perft(q, depth-1)
	}
	return n
}
