package domino

import "github.com/plyyard/plyyard/engine"

// fast is the position reduced to what the rules look at, for playouts and
// perft: the hands as sets of tile indices (their order does not matter to
// the rules), the boneyard as tile indices in drawing order, and the two
// open ends. Moves are generated into a fixed buffer and applied in place;
// nothing allocates.
type fast struct {
	hand        [2]uint32
	bone        [DealtBone]uint8
	next, nBone uint8 // bone[next:nBone] is the boneyard
	left, right uint8
	empty       bool
	side        uint8
	passes      uint8
}

func (p *Position) fast() fast {
	f := fast{
		hand:   [2]uint32{p.handMask(Black), p.handMask(White)},
		nBone:  p.nBone,
		side:   uint8(p.side),
		passes: p.passes,
	}
	for i, t := range p.bone[:p.nBone] {
		f.bone[i] = uint8(t.Index())
	}
	f.empty, f.left, f.right = p.lineEnds()
	return f
}

func (f *fast) over() bool { return f.hand[0] == 0 || f.hand[1] == 0 || f.passes >= 2 }

// gen writes the legal actions into buf, in canonical order, and returns
// their count. The game must not be over.
func (f *fast) gen(buf *[maxActions]engine.Action) int {
	return genActions(f.hand[f.side], f.empty, f.left, f.right, int(f.nBone-f.next), buf)
}

// apply makes a legal action in place.
func (f *fast) apply(a engine.Action) {
	switch a {
	case actDraw:
		f.hand[f.side] |= 1 << f.bone[f.next]
		f.next++
		return
	case actPass:
		f.passes++
		f.side ^= 1
		return
	}
	i := (a - playBase) >> 2
	f.hand[f.side] &^= 1 << i
	h := tileHalf[i]
	switch {
	case f.empty:
		f.left, f.right, f.empty = h[0], h[1], false
	case a&3 == engine.Action(LeftEnd):
		if h[0] == f.left {
			f.left = h[1]
		} else {
			f.left = h[0]
		}
	default:
		if h[0] == f.right {
			f.right = h[1]
		} else {
			f.right = h[0]
		}
	}
	f.passes = 0
	f.side ^= 1
}

func (f *fast) outcome() engine.Outcome {
	for s := range 2 {
		if f.hand[s] == 0 {
			return engine.Outcome{Status: engine.Win, Winner: engine.Seat(s), Reason: ReasonEmptyHand}
		}
	}
	if f.passes >= 2 {
		return blockedOutcome(maskPips(f.hand[0]), maskPips(f.hand[1]))
	}
	return engine.Outcome{}
}

// maskPips sums the pips of a set of tiles.
func maskPips(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n += int(tilePip[trailing(m)])
	}
	return n
}

// RandomPlayout plays uniformly random legal actions from p until the game
// ends and returns the outcome and the number of actions made (draws and
// passes included). At each step it takes Legal()[r.IntN(len(Legal()))],
// calling r.IntN even when only one action is legal, so it makes exactly
// the moves that loop would make with Apply; it builds no events and
// allocates nothing.
func RandomPlayout(p Position, r engine.Rand) (engine.Outcome, int) {
	f := p.fast()
	var buf [maxActions]engine.Action
	n := 0
	for !f.over() {
		k := f.gen(&buf)
		f.apply(buf[r.IntN(k)])
		n++
	}
	return f.outcome(), n
}

// Perft counts the positions reached after exactly depth actions from p
// (draws and passes count as actions; the tile drawn is the boneyard's next
// one, so a draw has one outcome). A finished game has no further actions,
// so it adds nothing at a greater depth. Perft(p, 0) is 1.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(p.fast(), depth)
}

// perft takes f by value: the copy is small, and a pointer would make every
// level's copy escape to the heap.
func perft(f fast, depth int) uint64 {
	if f.over() {
		return 0
	}
	var buf [maxActions]engine.Action
	k := f.gen(&buf)
	if depth == 1 {
		return uint64(k)
	}
	var n uint64
	for _, a := range buf[:k] {
		q := f
		q.apply(a)
		n += perft(q, depth-1)
	}
	return n
}
