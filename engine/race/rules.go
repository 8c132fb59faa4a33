package race

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// Action encoding. The high nibble of the low byte says the kind and the low
// nibble carries its value, so the zero Action is not an action of the game.
const (
	// Roll is the bare roll, as Legal lists it. Roll|n (see RollOf) is the
	// roll completed with outcome n.
	Roll engine.Action = 0x10
	// movePiece|i (see Move) moves piece i by the rolled value.
	movePiece engine.Action = 0x20

	kindMask  engine.Action = ^engine.Action(0x0f)
	valueMask engine.Action = 0x0f
)

// RollOf returns the roll completed with outcome n (1–6), written `roll:n`.
// A value outside 1–6 gives the zero Action, which Apply refuses.
func RollOf(n int) engine.Action {
	if n < 1 || n > 6 {
		return 0
	}
	return Roll | engine.Action(n)
}

// Move returns the action that moves piece i (0–3), written `p<i>`. An index
// outside 0–3 gives the zero Action, which Apply refuses.
func Move(i int) engine.Action {
	if i < 0 || i >= Pieces {
		return 0
	}
	return movePiece | engine.Action(i)
}

// canMove reports whether a piece at progress q can move by die value d.
func canMove(q, d int8) bool {
	if q == Base {
		return d == 6
	}
	return q+d <= Finish
}

// movableTable[d][q+1] is 1 when a piece at progress q can move by d. The
// inner size is a power of two so that masked indexes need no bounds check.
var movableTable = func() (t [8][64]uint8) {
	for d := int8(1); d <= 6; d++ {
		for q := int8(Base); q <= Finish; q++ {
			if canMove(q, d) {
				t[d][q+1] = 1
			}
		}
	}
	return t
}()

// movable returns the side's pieces that can move by the die.
func (p *Position) movable() PieceSet {
	t := &movableTable[p.die&7]
	own := &p.pieces[p.side&1]
	return PieceSet(t[uint8(own[0]+1)&63] | t[uint8(own[1]+1)&63]<<1 | t[uint8(own[2]+1)&63]<<2 | t[uint8(own[3]+1)&63]<<3)
}

// winner returns the seat whose four pieces are home, or NoSeat.
func (p *Position) winner() engine.Seat {
	for s := range p.pieces {
		own := &p.pieces[s]
		if own[0] == Finish && own[1] == Finish && own[2] == Finish && own[3] == Finish {
			return engine.Seat(s)
		}
	}
	return engine.NoSeat
}

// legalInto writes the legal actions into buf in canonical order and returns
// how many there are.
func (p *Position) legalInto(buf *[Pieces]engine.Action) int {
	if p.winner() != engine.NoSeat {
		return 0
	}
	if p.die == 0 {
		buf[0] = Roll
		return 1
	}
	n := 0
	m := p.movable()
	for i := 0; i < Pieces; i++ {
		if m&(1<<i) != 0 {
			buf[n] = movePiece | engine.Action(i)
			n++
		}
	}
	return n
}

// The rule code below is shared by Apply and the fast path. It assumes the
// action is legal; ev is nil on the fast path, otherwise events are appended
// to it.

// roll plays a die value n (1–6) in the roll phase and returns the pieces
// that can move by it, or none when the turn passed.
func (p *Position) roll(n int8, ev *[]engine.Event) PieceSet {
	s := p.side
	if ev != nil {
		*ev = append(*ev, engine.Event{Kind: engine.Rolled, Seat: s, Value: int(n)})
	}
	if n == 6 {
		if p.sixes == 2 {
			if ev != nil {
				*ev = append(*ev, engine.Event{Kind: engine.SixesVoided, Seat: s})
			}
			p.pass(ev)
			return 0
		}
		p.sixes++
	} else {
		p.sixes = 0
	}
	p.die = n
	m := p.movable()
	if m == 0 {
		if ev != nil {
			*ev = append(*ev, engine.Event{Kind: engine.NoMove, Seat: s, Value: int(n)})
		}
		p.pass(ev)
	}
	return m
}

// pass hands the turn to the opponent, in its roll phase.
func (p *Position) pass(ev *[]engine.Event) {
	p.side = p.side.Other()
	p.die = 0
	p.sixes = 0
	if ev != nil {
		*ev = append(*ev, engine.Event{Kind: engine.TurnPassed, Seat: p.side})
	}
}

// move moves piece i of the side to move by the rolled value and reports
// whether the move won the game.
func (p *Position) move(i int, ev *[]engine.Event) bool {
	s := p.side
	d := p.die
	own := &p.pieces[s]
	from := own[i]
	extra := d == 6
	if from == Base {
		// The start square is safe: entering never captures.
		own[i] = 0
		if ev != nil {
			*ev = append(*ev, engine.Event{Kind: engine.Entered, Seat: s, Piece: i, To: 0})
		}
	} else {
		to := from + d
		own[i] = to
		if ev != nil {
			path := make([]int, d)
			for k := range path {
				path[k] = int(from) + 1 + k
			}
			*ev = append(*ev, engine.Event{Kind: engine.Moved, Seat: s, Piece: i, From: int(from), To: int(to), Path: path})
		}
		if to <= LastLoop && safeMask>>uint(to)&1 == 0 {
			// The same loop square in the opponent's frame; its progress
			// 51 is a home column square, never the loop.
			if q := otherFrame(to); q <= LastLoop {
				opp := &p.pieces[s.Other()]
				for j := range opp {
					if opp[j] == q {
						opp[j] = Base
						extra = true
						if ev != nil {
							*ev = append(*ev, engine.Event{Kind: engine.Captured, Seat: s.Other(), Piece: j, At: int(q)})
						}
					}
				}
			}
		}
		if to == Finish {
			extra = true
			if ev != nil {
				*ev = append(*ev, engine.Event{Kind: engine.Arrived, Seat: s, Piece: i})
			}
			if own[0] == Finish && own[1] == Finish && own[2] == Finish && own[3] == Finish {
				p.die = 0
				if ev != nil {
					*ev = append(*ev, engine.Event{Kind: engine.GameWon, Seat: s, Reason: "home"})
				}
				return true
			}
		}
	}
	p.die = 0
	if !extra {
		p.pass(ev)
		return false
	}
	if ev != nil {
		*ev = append(*ev, engine.Event{Kind: engine.ExtraRoll, Seat: s})
	}
	return false
}

// refuse returns why a is not legal in p, or nil when it is.
func (p *Position) refuse(a engine.Action) error {
	text := p.FormatAction(a)
	if p.winner() != engine.NoSeat {
		return fmt.Errorf("%s: %w", text, engine.ErrFinished)
	}
	v := int(a & valueMask)
	switch a & kindMask {
	case Roll:
		if p.die != 0 {
			return engine.Illegal(text, fmt.Sprintf("the die already shows %d: move a piece first", p.die))
		}
		if v == 0 {
			return engine.Illegal(text, "the roll needs its outcome from the host (roll:1 to roll:6)")
		}
		if v > 6 {
			return engine.Illegal(text, fmt.Sprintf("a die shows 1 to 6, not %d", v))
		}
		return nil
	case movePiece:
		if v >= Pieces {
			break
		}
		if p.die == 0 {
			return engine.Illegal(text, "roll the die first")
		}
		q := p.pieces[p.side][v]
		switch {
		case canMove(q, p.die):
			return nil
		case q == Base:
			return engine.Illegal(text, fmt.Sprintf("the piece is in base and needs a 6 to enter, the die shows %d", p.die))
		case q == Finish:
			return engine.Illegal(text, "the piece is already home")
		default:
			return engine.Illegal(text, fmt.Sprintf("the piece is at %d and needs exactly %d to finish, the die shows %d", q, Finish-q, p.die))
		}
	}
	return engine.Illegal(text, "not an action of this game (roll, roll:1 to roll:6, p0 to p3)")
}

// String, ToMove, Legal, Apply, Outcome, View, FormatAction and ParseAction
// make Position an engine.State; Outcomes and WithOutcome an engine.Chance.
var (
	_ engine.State  = Position{}
	_ engine.Chance = Position{}
)

// ToMove returns the seat that acts next.
func (p Position) ToMove() engine.Seat { return p.side }

// Legal returns the actions of the side to move: the bare Roll in the roll
// phase, else the pieces that can move by the rolled value in index order,
// and nothing once the game is over.
func (p Position) Legal() []engine.Action {
	var buf [Pieces]engine.Action
	n := p.legalInto(&buf)
	if n == 0 {
		return nil
	}
	out := make([]engine.Action, n)
	copy(out, buf[:n])
	return out
}

// Apply returns the position after a and the events it caused (see the
// package comment for their fields). A refused action returns an
// *engine.IllegalError, or an error wrapping engine.ErrFinished, and no
// state.
func (p Position) Apply(a engine.Action) (engine.State, []engine.Event, error) {
	next, ev, err := p.Play(a)
	if err != nil {
		return nil, nil, err
	}
	return next, ev, nil
}

// Play is Apply with the concrete position type. A refused action returns
// p itself with the error.
func (p Position) Play(a engine.Action) (Position, []engine.Event, error) {
	if err := p.refuse(a); err != nil {
		return p, nil, err
	}
	ev := make([]engine.Event, 0, 3) // a roll or a move makes two or three most often
	if a&kindMask == Roll {
		p.roll(int8(a&valueMask), &ev)
	} else {
		p.move(int(a&valueMask), &ev)
	}
	return p, ev, nil
}

// Outcome reports a win (reason "home") once a side has all four pieces
// home, and Ongoing before.
func (p Position) Outcome() engine.Outcome {
	if w := p.winner(); w != engine.NoSeat {
		return engine.Outcome{Status: engine.Win, Winner: w, Reason: "home"}
	}
	return engine.Outcome{}
}

// Outcomes returns 6 for the bare Roll and 0 for every other action.
func (p Position) Outcomes(a engine.Action) int {
	if a == Roll {
		return 6
	}
	return 0
}

// WithOutcome completes the bare Roll with die value n (1–6).
func (p Position) WithOutcome(a engine.Action, n int) (engine.Action, error) {
	if a != Roll {
		return 0, engine.Illegal(p.FormatAction(a), "only the bare roll takes an outcome")
	}
	if n < 1 || n > 6 {
		return 0, engine.Illegal("roll", fmt.Sprintf("a die shows 1 to 6, not %d", n))
	}
	return RollOf(n), nil
}
