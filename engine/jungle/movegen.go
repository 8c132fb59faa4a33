package jungle

import (
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

// canCapture reports whether the attacker a on from may take the target t on
// to, which belongs to the other side.
func canCapture(side engine.Seat, a Animal, from Square, t Animal, to Square) bool {
	if (terrain[from]^terrain[to])&tWater != 0 {
		return false // water and land never capture each other
	}
	if Weakened(side.Other(), to) {
		return true // the target stands in the attacker's trap: rank 0
	}
	if a == Rat && t == Elephant {
		return true
	}
	if a == Elephant && t == Rat {
		return false
	}
	return a >= t
}

// target reports whether side's animal a on from may end its move on to: an
// empty square, or an enemy it can capture.
func (p *Position) target(side engine.Seat, a Animal, from, to Square) bool {
	c := p.board[to]
	if c == 0 {
		return true
	}
	if c.side() == side {
		return false
	}
	return canCapture(side, a, from, c.animal(), to)
}

// pieceMoves appends the moves of side's animal a on s to l.
func (p *Position) pieceMoves(side engine.Seat, a Animal, s Square, l *moveList) {
	p.pieceMovesOf(side, a, s, l, false)
}

// pieceMovesOf appends the moves of side's animal a on s to l; with tactical
// set, only its captures and den entries.
func (p *Position) pieceMovesOf(side engine.Seat, a Animal, s Square, l *moveList, tactical bool) {
	ownDen := redDen
	if side == Blue {
		ownDen = blueDen
	}
	for d := 0; d < 4; d++ {
		n := p.dest(a, s, d)
		if n < 0 || n == ownDen {
			continue
		}
		if tactical && p.board[n] == 0 && terrain[n]&(tRedDen|tBlueDen) == 0 {
			continue
		}
		if p.target(side, a, s, n) {
			l.moves[l.n] = Move{s, n}
			l.n++
		}
	}
}

// dest returns the square where animal a on s lands moving in direction d,
// whatever stands there: the neighbour, the square beyond the river for a
// lion or a tiger whose jump no rat blocks, or NoSquare when a may not go
// that way (off the board, or into the water).
func (p *Position) dest(a Animal, s Square, d int) Square {
	n := step[s][d]
	if n < 0 || terrain[n]&tWater == 0 {
		return n
	}
	switch a {
	case Rat:
		return n
	case Lion, Tiger:
		if p.jumpClear(s, d) {
			return jump[s][d]
		}
	}
	return NoSquare
}

// jumpClear reports whether the river squares on the jump from s in
// direction d are all empty (only a rat can stand in them).
func (p *Position) jumpClear(s Square, d int) bool {
	for _, w := range jumpWater[s][d] {
		if w < 0 {
			break
		}
		if p.board[w] != 0 {
			return false
		}
	}
	return true
}

// generate fills l with the legal moves of the side to move, ignoring whether
// the game is already over. Moves come piece by piece, rat first.
func (p *Position) generate(l *moveList) {
	l.n = 0
	side := p.side
	for a := Rat; a <= Elephant; a++ {
		if s := p.at[side][a]; s >= 0 {
			p.pieceMoves(side, a, s, l)
		}
	}
}

// countMoves returns how many legal moves the side to move has, without
// listing them (perft's last ply).
func (p *Position) countMoves() int {
	side := p.side
	ownDen := redDen
	if side == Blue {
		ownDen = blueDen
	}
	n := 0
	for a := Rat; a <= Elephant; a++ {
		s := p.at[side][a]
		if s < 0 {
			continue
		}
		for d := 0; d < 4; d++ {
			t := p.dest(a, s, d)
			if t < 0 || t == ownDen {
				continue
			}
			if p.target(side, a, s, t) {
				n++
			}
		}
	}
	return n
}

// hasMove reports whether the side to move has a legal move.
func (p *Position) hasMove() bool {
	var l moveList
	side := p.side
	for a := Elephant; a >= Rat; a-- {
		if s := p.at[side][a]; s >= 0 {
			p.pieceMoves(side, a, s, &l)
			if l.n > 0 {
				return true
			}
		}
	}
	return false
}

// play makes the move m, which must be legal, in place, and reports the
// captured animal (NoAnimal if none).
func (p *Position) play(m Move) Animal {
	c := p.board[m.From]
	victim := p.board[m.To]
	side := c.side()
	p.board[m.To] = c
	p.board[m.From] = 0
	p.at[side][c.animal()] = m.To
	p.side = side.Other()
	if victim != 0 {
		p.at[victim.side()][victim.animal()] = NoSquare
		p.clock = 0
		return victim.animal()
	}
	p.clock++
	return NoAnimal
}

// Moves returns the legal moves of the side to move; none when the game is
// over.
func (p Position) Moves() []Move {
	if p.over() {
		return nil
	}
	var l moveList
	p.generate(&l)
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
	var l moveList
	p.pieceMoves(p.side, c.animal(), m.From, &l)
	for _, x := range l.moves[:l.n] {
		if x == m {
			return true
		}
	}
	return false
}

// AppendMoves appends the legal moves of the side to move to dst and returns
// it; it appends nothing when the game is over. Searchers call it with a
// reused buffer to avoid allocating.
func (p *Position) AppendMoves(dst []Move) []Move {
	if p.over() {
		return dst
	}
	var l moveList
	p.generate(&l)
	return append(dst, l.moves[:l.n]...)
}

// AppendTactical appends the legal captures and den entries of the side to
// move to dst (a searcher's quiescence moves); nothing when the game is over.
func (p *Position) AppendTactical(dst []Move) []Move {
	if p.over() {
		return dst
	}
	var l moveList
	side := p.side
	for a := Rat; a <= Elephant; a++ {
		if s := p.at[side][a]; s >= 0 {
			p.pieceMovesOf(side, a, s, &l, true)
		}
	}
	return append(dst, l.moves[:l.n]...)
}

// Next returns the position after m without checking it or building events,
// and the animal it captured (NoAnimal if none). m must be legal: searchers
// take it from AppendMoves.
func (p Position) Next(m Move) (Position, Animal) {
	captured := p.play(m)
	return p, captured
}

// Ended reports whether the game is over by a den entry or the draw clock.
// A position whose side to move has no legal move is over too; AppendMoves
// then returns nothing.
func (p *Position) Ended() bool { return p.over() }
