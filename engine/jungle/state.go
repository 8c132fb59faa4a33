package jungle

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// Legal implements engine.State: the legal moves as actions, piece by piece
// from the rat up. A finished game has none.
func (p Position) Legal() []engine.Action {
	if p.over() {
		return nil
	}
	var l moveList
	p.generate(&l, boardMask)
	out := make([]engine.Action, l.n)
	for i, m := range l.moves[:l.n] {
		out[i] = m.Action()
	}
	return out
}

// Apply implements engine.State.
func (p Position) Apply(a engine.Action) (engine.State, []engine.Event, error) {
	next, ev, err := p.Play(MoveOf(a))
	if err != nil {
		return nil, nil, err
	}
	return next, ev, nil
}

// Play makes move m and returns the next position and its events: Moved or
// Jumped, then Captured if it took a piece, then GameWon or GameDrawn if it
// ended the game. An illegal move returns an error that says why, and p is
// unchanged (it is a value).
func (p Position) Play(m Move) (Position, []engine.Event, error) {
	if err := p.check(m); err != nil {
		return p, nil, err
	}
	c := p.board[m.From]
	side, animal := c.side(), c.animal()
	kind := engine.Moved
	path := []int{int(m.To)}
	if d := jumpDir(m); d >= 0 {
		kind = engine.Jumped
		path = path[:0]
		for _, w := range jumpWater[m.From][d] {
			if w >= 0 {
				path = append(path, int(w))
			}
		}
		path = append(path, int(m.To))
	}
	events := []engine.Event{{Kind: kind, Seat: side, Piece: int(animal), From: int(m.From), To: int(m.To), Path: path}}
	next := p
	if victim := next.play(m); victim != NoAnimal {
		events = append(events, engine.Event{Kind: engine.Captured, Seat: side.Other(), Piece: int(victim), At: int(m.To)})
	}
	switch o := next.Outcome(); o.Status {
	case engine.Win:
		events = append(events, engine.Event{Kind: engine.GameWon, Seat: o.Winner, Reason: o.Reason})
	case engine.Draw:
		events = append(events, engine.Event{Kind: engine.GameDrawn, Seat: engine.NoSeat, Reason: o.Reason})
	}
	return next, events, nil
}

// jumpDir returns the direction of m if it is a river jump, else -1.
func jumpDir(m Move) int {
	for d := 0; d < 4; d++ {
		if jump[m.From][d] == m.To {
			return d
		}
	}
	return -1
}

// check returns nil if m is legal in p, or an error saying why not.
func (p Position) check(m Move) error {
	if !m.From.Valid() || !m.To.Valid() {
		return engine.Illegal("?", "not a Jungle move")
	}
	name := m.String()
	refuse := func(format string, args ...any) error {
		return engine.Illegal(name, fmt.Sprintf(format, args...))
	}
	if o := p.Outcome(); o.Finished() {
		return fmt.Errorf("illegal action %s: %w", name, engine.ErrFinished)
	}
	if p.IsLegal(m) {
		return nil
	}
	c := p.board[m.From]
	if c == 0 {
		return refuse("there is no piece on %s", m.From)
	}
	side, a := c.side(), c.animal()
	if side != p.side {
		return refuse("it is %s's turn and the %s on %s is %s's", sideName(p.side), a.Name(), m.From, sideName(side))
	}
	if m.To == Den(side) {
		return refuse("a piece may not enter its own den")
	}
	if t := p.board[m.To]; t != 0 && t.side() == side {
		return refuse("%s is occupied by your own %s", m.To, t.animal().Name())
	}
	df, dr := m.To.File()-m.From.File(), m.To.Rank()-m.From.Rank()
	adjacent := df*df+dr*dr == 1
	if d := jumpDir(m); d >= 0 {
		if a != Lion && a != Tiger {
			return refuse("only a lion or a tiger may jump the river")
		}
		if !p.jumpClear(m.From, d) {
			return refuse("a rat in the river blocks the jump")
		}
	} else if !adjacent {
		if df != 0 && dr != 0 {
			return refuse("pieces move orthogonally, one square at a time")
		}
		return refuse("pieces move one square at a time (only a lion or tiger leaps, straight across the river)")
	}
	if IsWater(m.To) && a != Rat {
		if a == Lion || a == Tiger {
			return refuse("a %s may not enter the river; it may only leap across it", a.Name())
		}
		return refuse("only a rat may enter the river")
	}
	t := p.board[m.To]
	ta := t.animal()
	switch {
	case IsWater(m.From) != IsWater(m.To):
		return refuse("a piece in the river and a piece on land cannot capture each other")
	case a == Elephant && ta == Rat:
		return refuse("an elephant may not capture a rat")
	default:
		return refuse("a %s (rank %d) cannot capture a %s (rank %d)", a.Name(), a, ta.Name(), ta)
	}
}

// FormatAction implements engine.State.
func (p Position) FormatAction(a engine.Action) string { return MoveOf(a).String() }

// ParseAction implements engine.State.
func (p Position) ParseAction(t string) (engine.Action, error) {
	m, err := ParseMove(t)
	if err != nil {
		return 0, err
	}
	return m.Action(), nil
}

// View is what a seat knows of a Jungle position: everything, since Jungle
// has no hidden information. State returns the whole position.
type View = engine.FullView[Position]

// View implements engine.State.
func (p Position) View(seat engine.Seat) engine.View { return engine.NewFullView(p, seat) }
