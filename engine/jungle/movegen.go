package jungle

import (
	"math/bits"

	"github.com/plyyard/plyyard/engine"
)

// Move is a step or a river jump from one square to another.
type Move struct {
	From, To Square
}

// Action returns the move as an engine action.
func (m Move) Action() engine.Action { return engine.Action(uint32(m.From)<<6 | uint32(m.To)) }

// MoveOf decodes an engine action. An action that is not a Jungle move gives
// a move with an invalid square, which Play refuses.
func MoveOf(a engine.Action) Move {
	if a >= 1<<12 {
		return Move{NoSquare, NoSquare}
	}
	return Move{From: Square(a >> 6), To: Square(a & 63)}
}

// String returns the move's notation, "g3g4".
func (m Move) String() string { return m.From.String() + m.To.String() }

// ParseMove reads a move's notation.
func ParseMove(t string) (Move, error) {
	if len(t) != 4 {
		return Move{NoSquare, NoSquare}, errMove(t)
	}
	from, err1 := ParseSquare(t[:2])
	to, err2 := ParseSquare(t[2:])
	if err1 != nil || err2 != nil {
		return Move{NoSquare, NoSquare}, errMove(t)
	}
	return Move{from, to}, nil
}

type moveSyntaxError string

func (e moveSyntaxError) Error() string {
	return "\"" + string(e) + "\" is not a Jungle move (two squares, like g3g4)"
}

func errMove(t string) error { return moveSyntaxError(t) }

// maxMoves bounds the moves of one side: eight pieces, four directions each.
const maxMoves = 32

// moveList is a fixed buffer for generated moves.
type moveList struct {
	n     int
	moves [maxMoves]Move
}

// add appends the moves of the piece on s to the squares of dests, in the
// order of the directions: up, down, left, right. A piece has at most one
// destination a direction, and the one up is the only one above s+3 (a step
// is ±1 or ±7, a leap ±3 or ±28), so the rest come in the order of their bits.
func (l *moveList) add(s Square, dests uint64) {
	if up := dests & (^uint64(0) << (uint8(s) + 4)); up != 0 {
		l.moves[l.n] = Move{s, Square(bits.TrailingZeros64(up))}
		l.n++
		dests ^= up
	}
	for ; dests != 0; dests &= dests - 1 {
		l.moves[l.n] = Move{s, Square(bits.TrailingZeros64(dests))}
		l.n++
	}
}

// reach holds what the moves of the side to move depend on, computed once a
// position; dests then finds a piece's moves with a few table look-ups.
type reach struct {
	free  uint64 // where its pieces may end as far as occupation goes: not on their own, not in their den
	land  uint64 // free, without the river
	enemy uint64
	occ   uint64 // every piece: only rats swim, so any piece in the river blocks a leap over it
	// immune[a] holds the enemies animal a may not capture by rank: the
	// stronger ones (the elephant's stronger one is the rat, the rat's
	// are all but the elephant), except those standing in our traps,
	// where they count as rank 0.
	immune [9]uint64
}

func (p *Position) reach() (r reach) {
	side := p.side
	own, enemy := p.occ[side], p.occ[side^1]
	r.free = boardMask &^ (own | bb.den[side])
	r.land = r.free & bb.land
	r.enemy = enemy
	r.occ = own | enemy
	strong := ^(enemy & bb.trap[side])
	e := &p.at[side^1]
	// Each animal from the lion down is safe from every enemy stronger
	// than it (outside a trap); the rat from all but the elephant.
	stronger := bit(e[Elephant]) & strong
	for a := Lion; a >= Cat; a-- {
		r.immune[a] = stronger
		stronger |= bit(e[a]) & strong
	}
	r.immune[Rat] = stronger &^ bit(e[Elephant])
	r.immune[Elephant] = bit(e[Rat]) & strong
	return r
}

// dests returns the squares where animal a on s may move (none for
// offBoard).
func (r *reach) dests(a Animal, s Square) uint64 {
	switch a {
	case Rat:
		return r.ratDests(s)
	case Tiger, Lion:
		return r.leaperDests(a, s)
	}
	return r.stepperDests(a, s)
}

// ratDests: a rat steps onto land or into the river, and captures only on
// the terrain it stands on.
func (r *reach) ratDests(s Square) uint64 {
	i := uint8(s) & 63
	return bb.steps[i] & r.free &^ (r.immune[Rat] | r.enemy&bb.opposite[i])
}

// stepperDests: the cat, dog, wolf, leopard and elephant step on land.
func (r *reach) stepperDests(a Animal, s Square) uint64 {
	return bb.steps[uint8(s)&63] & r.land &^ r.immune[a&15]
}

// leaperDests: the tiger and lion step on land or leap the river where no
// rat swims on the way.
func (r *reach) leaperDests(a Animal, s Square) uint64 {
	return leaps(s, r.occ) & r.land &^ r.immune[a&15]
}

// jumpClear reports whether no rat swims on the leap from s in direction d.
func (p *Position) jumpClear(s Square, d int) bool {
	return bb.jumpPathDir[s][d]&(p.occ[Red]|p.occ[Blue]) == 0
}

// generate fills l with the legal moves of the side to move that end on
// mask, ignoring whether the game is already over. Moves come piece by
// piece, rat first.
func (p *Position) generate(l *moveList, mask uint64) {
	l.n = 0
	r := p.reach()
	at := &p.at[p.side]
	l.add(at[Rat], r.ratDests(at[Rat])&mask)
	for a := Cat; a <= Leopard; a++ {
		l.add(at[a], r.stepperDests(a, at[a])&mask)
	}
	l.add(at[Tiger], r.leaperDests(Tiger, at[Tiger])&mask)
	l.add(at[Lion], r.leaperDests(Lion, at[Lion])&mask)
	l.add(at[Elephant], r.stepperDests(Elephant, at[Elephant])&mask)
}

// countMoves returns how many legal moves the side to move has, without
// listing them (perft's last ply). It follows reach and dests, but keeps the
// masks in registers and goes from the strongest animal down, so each one's
// stronger enemies are a running mask rather than a table.
func (p *Position) countMoves() int {
	side := p.side
	own, enemy := p.occ[side], p.occ[side^1]
	land := boardMask &^ (own | bb.den[side]) & bb.land
	occ := own | enemy
	strong := ^(enemy & bb.trap[side])
	e, at := &p.at[side^1], &p.at[side]

	eRat := bit(e[Rat]) & strong
	stronger := bit(e[Elephant]) & strong
	n := bits.OnesCount64(bb.steps[uint8(at[Elephant])&63] & land &^ eRat)
	n += bits.OnesCount64(leaps(at[Lion], occ) & land &^ stronger)
	stronger |= bit(e[Lion]) & strong
	n += bits.OnesCount64(leaps(at[Tiger], occ) & land &^ stronger)
	stronger |= bit(e[Tiger]) & strong
	n += bits.OnesCount64(bb.steps[uint8(at[Leopard])&63] & land &^ stronger)
	stronger |= bit(e[Leopard]) & strong
	n += bits.OnesCount64(bb.steps[uint8(at[Wolf])&63] & land &^ stronger)
	stronger |= bit(e[Wolf]) & strong
	n += bits.OnesCount64(bb.steps[uint8(at[Dog])&63] & land &^ stronger)
	stronger |= bit(e[Dog]) & strong
	n += bits.OnesCount64(bb.steps[uint8(at[Cat])&63] & land &^ stronger)
	stronger |= bit(e[Cat]) & strong
	i := uint8(at[Rat]) & 63
	free := boardMask &^ (own | bb.den[side])
	n += bits.OnesCount64(bb.steps[i] & free &^ (stronger&^bit(e[Elephant]) | enemy&bb.opposite[i]))
	return n
}

// leaps returns the squares a tiger or lion on s reaches before the terrain
// and captures are looked at: its steps, and each leap over the river that
// no piece blocks.
func leaps(s Square, occ uint64) uint64 {
	i := uint8(s) & 63
	d := bb.steps[i]
	if bb.jumpPath[i][0]&occ == 0 {
		d |= bb.jumpLand[i][0]
	}
	if bb.jumpPath[i][1]&occ == 0 {
		d |= bb.jumpLand[i][1]
	}
	return d
}

// hasMove reports whether the side to move has a legal move.
func (p *Position) hasMove() bool {
	r := p.reach()
	at := &p.at[p.side]
	for a := Elephant; a >= Rat; a-- {
		if r.dests(a, at[a]) != 0 {
			return true
		}
	}
	return false
}

// play makes the move m, which must be legal, in place, and reports the
// captured animal (NoAnimal if none).
func (p *Position) play(m Move) Animal {
	c := p.board[m.From]
	victim := p.board[m.To]
	side := p.side
	p.board[m.To] = c
	p.board[m.From] = 0
	p.at[side][c.animal()] = m.To
	p.occ[side] ^= bit(m.From) | bit(m.To)
	p.side = side ^ 1
	if victim != 0 {
		p.occ[side^1] &^= bit(m.To)
		p.at[side^1][victim.animal()] = offBoard
		p.clock = 0
		return victim.animal()
	}
	p.clock++
	return NoAnimal
}

// unplay takes back m, which play made in a position where victim stood on
// m.To and the clock read clock.
func (p *Position) unplay(m Move, victim cell, clock uint8) {
	side := p.side ^ 1
	c := p.board[m.To]
	p.board[m.From] = c
	p.board[m.To] = victim
	p.at[side][c.animal()] = m.From
	p.occ[side] ^= bit(m.From) | bit(m.To)
	p.side = side
	p.clock = clock
	if victim != 0 {
		p.occ[side^1] |= bit(m.To)
		p.at[side^1][victim.animal()] = m.To
	}
}

// Moves returns the legal moves of the side to move; none when the game is
// over.
func (p Position) Moves() []Move {
	if p.over() {
		return nil
	}
	var l moveList
	p.generate(&l, boardMask)
	return append([]Move(nil), l.moves[:l.n]...)
}

// IsLegal reports whether m is a legal move in p.
func (p Position) IsLegal(m Move) bool {
	if p.over() || !m.From.Valid() || !m.To.Valid() {
		return false
	}
	c := p.board[m.From]
	if c == 0 || c.side() != p.side {
		return false
	}
	r := p.reach()
	return r.dests(c.animal(), m.From)&bit(m.To) != 0
}

// AppendMoves appends the legal moves of the side to move to dst and returns
// it; it appends nothing when the game is over. Searchers call it with a
// reused buffer to avoid allocating.
func (p *Position) AppendMoves(dst []Move) []Move {
	if p.over() {
		return dst
	}
	var l moveList
	p.generate(&l, boardMask)
	return append(dst, l.moves[:l.n]...)
}

// AppendTactical appends the legal captures and den entries of the side to
// move to dst (a searcher's quiescence moves); nothing when the game is over.
func (p *Position) AppendTactical(dst []Move) []Move {
	if p.over() {
		return dst
	}
	var l moveList
	p.generate(&l, p.occ[p.side^1]|bb.den[p.side^1])
	return append(dst, l.moves[:l.n]...)
}

// Next returns the position after m without checking it or building events,
// and the animal it captured (NoAnimal if none). m must be legal: searchers
// take it from AppendMoves.
func (p Position) Next(m Move) (Position, Animal) {
	captured := p.play(m)
	return p, captured
}

// Undo is what Make needs to take its move back: the piece the move took,
// if any, and the draw clock before it.
type Undo struct {
	victim cell
	clock  uint8
}

// Captured is the animal the move took (NoAnimal if none).
func (u Undo) Captured() Animal {
	if u.victim == 0 {
		return NoAnimal
	}
	return u.victim.animal()
}

// Make makes m in place, as Next does, and returns what Unmake needs to take
// it back. m must be legal: searchers take it from AppendMoves.
func (p *Position) Make(m Move) Undo {
	u := Undo{victim: p.board[m.To], clock: p.clock}
	p.play(m)
	return u
}

// Unmake takes back m, which Make made and returned u for.
func (p *Position) Unmake(m Move, u Undo) { p.unplay(m, u.victim, u.clock) }

// Pass gives the move to the other side without a move, as a searcher's
// null move does; the draw clock runs on. It is not a legal move of the
// game: PassBack takes it back.
func (p *Position) Pass() { p.side ^= 1; p.clock++ }

// PassBack takes back Pass.
func (p *Position) PassBack() { p.side ^= 1; p.clock-- }

// Ended reports whether the game is over by a den entry or the draw clock.
// A position whose side to move has no legal move is over too; AppendMoves
// then returns nothing.
func (p *Position) Ended() bool { return p.over() }
