package domino

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// lineEnds returns the line's open ends as generator arguments.
func (p *Position) lineEnds() (empty bool, l, r uint8) {
	left, right, ok := endsOf(p.line[:p.nLine])
	return !ok, uint8(left), uint8(right)
}

// Legal implements engine.State. The actions are in canonical order, sorted
// by their text: the plays tile by tile, ":L" before ":R" (a tile that
// matches both ends is listed on both, even when the two ends show the same
// number); or else "draw" alone while the boneyard holds more than two
// tiles; or else "pass" alone. A finished game has none.
func (p Position) Legal() []engine.Action {
	if p.over() {
		return nil
	}
	var buf [maxActions]engine.Action
	empty, l, r := p.lineEnds()
	n := genActions(p.handSet(p.side), empty, l, r, int(p.nBone), &buf)
	return append([]engine.Action(nil), buf[:n]...)
}

// Apply implements engine.State.
func (p Position) Apply(a engine.Action) (engine.State, []engine.Event, error) {
	next, ev, err := p.Play(MoveOf(a))
	if err != nil {
		if MoveOf(a).Kind == InvalidMove && !p.over() {
			return nil, nil, engine.Illegal(formatAction(a), "not a dominoes action")
		}
		return nil, nil, err
	}
	return next, ev, nil
}

// Play makes move m and returns the next position and the events it caused:
//
//   - a play: Placed (Seat, Tile as it now lies, End "L", "R" or "" for the
//     first tile), then GameWon (Reason "empty-hand") if it was the player's
//     last tile, else TurnPassed (Seat: the opponent);
//   - a draw: DrewTile (Seat, Tile, Private); the turn stays;
//   - a pass: Passed (Seat), then GameWon or GameDrawn (Reason "blocked") if
//     it was the second pass in a row, else TurnPassed.
//
// An illegal move returns an error saying why and the unchanged p: an
// *engine.IllegalError, or engine.ErrFinished wrapped for a finished game.
func (p Position) Play(m Move) (Position, []engine.Event, error) {
	if err := p.check(m); err != nil {
		return p, nil, err
	}
	seat := p.side
	next := p
	var ev []engine.Event
	switch m.Kind {
	case DrawTile:
		t := next.draw()
		return next, []engine.Event{{Kind: engine.DrewTile, Seat: seat, Tile: t.String(), Private: true}}, nil
	case PassTurn:
		next.passes++
		next.side = seat.Other()
		ev = make([]engine.Event, 1, 2)
		ev[0] = engine.Event{Kind: engine.Passed, Seat: seat}
	case PlayTile:
		lies := next.place(m.Tile, m.End)
		ev = make([]engine.Event, 1, 2)
		ev[0] = engine.Event{Kind: engine.Placed, Seat: seat, Tile: lies.String(), End: m.End.String()}
	}
	switch o := next.Outcome(); o.Status {
	case engine.Win:
		ev = append(ev, engine.Event{Kind: engine.GameWon, Seat: o.Winner, Reason: o.Reason})
	case engine.Draw:
		ev = append(ev, engine.Event{Kind: engine.GameDrawn, Seat: engine.NoSeat, Reason: o.Reason})
	default:
		ev = append(ev, engine.Event{Kind: engine.TurnPassed, Seat: next.side})
	}
	return next, ev, nil
}

// draw moves the next boneyard tile to the end of the mover's hand and
// returns it. The caller has checked that it may.
func (p *Position) draw() Tile {
	t := p.bone[0]
	copy(p.bone[:], p.bone[1:p.nBone])
	p.nBone--
	p.bone[p.nBone] = 0
	s := p.side
	p.hands[s][p.nHand[s]] = t
	p.nHand[s]++
	return t
}

// place takes t out of the mover's hand and lays it on end e, resets the
// pass count and hands the turn over. It returns the tile as it lies. The
// caller has checked that the move is legal.
func (p *Position) place(t Tile, e End) Tile {
	s := p.side
	h := p.hands[s][:p.nHand[s]]
	t = t.Canon()
	for i, x := range h {
		if x == t {
			copy(h[i:], h[i+1:])
			break
		}
	}
	p.nHand[s]--
	p.hands[s][p.nHand[s]] = 0
	// The tile lies between the end it met and the new end.
	_, l, r := p.lineEnds()
	nl, nr := EndsAfter(t, e, int(l), int(r))
	switch e {
	case NoEnd:
		// The first tile lies as written, lower half on the left.
		p.line[0] = t
	case LeftEnd:
		t = NewTile(nl, int(l))
		copy(p.line[1:p.nLine+1], p.line[:p.nLine])
		p.line[0] = t
	case RightEnd:
		t = NewTile(int(r), nr)
		p.line[p.nLine] = t
	}
	p.nLine++
	p.passes = 0
	p.side = s.Other()
	return t
}

// check returns nil if m is legal in p, or an error saying why not.
func (p *Position) check(m Move) error {
	name := m.String()
	if p.over() {
		return fmt.Errorf("illegal action %s: %w", name, engine.ErrFinished)
	}
	refuse := func(format string, args ...any) error {
		return engine.Illegal(name, fmt.Sprintf(format, args...))
	}
	who := sideName(p.side)
	playable := p.playable(p.handSet(p.side))
	switch m.Kind {
	case DrawTile:
		if playable != 0 {
			return refuse("%s holds a playable tile (%s), so %s must play and may not draw", who, playable.First(), who)
		}
		if !mayDraw(int(p.nBone)) {
			return refuse("the last two tiles of the boneyard are never drawn; %s must pass", who)
		}
		return nil
	case PassTurn:
		if playable != 0 {
			return refuse("%s holds a playable tile (%s), so %s must play", who, playable.First(), who)
		}
		if mayDraw(int(p.nBone)) {
			return refuse("%s has no playable tile and must draw: passing is allowed only when two tiles remain in the boneyard", who)
		}
		return nil
	case PlayTile:
	default:
		return refuse("not a dominoes action")
	}
	t := m.Tile.Canon()
	if !t.Valid() || m.End > RightEnd {
		return refuse("not a dominoes action")
	}
	if !p.handSet(p.side).Has(t) {
		return refuse("tile %s is not in %s's hand", t, who)
	}
	if p.nLine == 0 {
		if m.End != NoEnd {
			return refuse("the table is empty: the first tile takes no end (play:%s)", t)
		}
		return nil
	}
	switch m.End {
	case NoEnd:
		return refuse("the line has two ends: say which, play:%s:L or play:%s:R", t, t)
	case LeftEnd:
		if e := p.line[0].Left(); !t.Has(e) {
			return refuse("%s does not match the left end %d", t, e)
		}
	case RightEnd:
		if e := p.line[p.nLine-1].Right(); !t.Has(e) {
			return refuse("%s does not match the right end %d", t, e)
		}
	}
	return nil
}

// FormatAction implements engine.State.
func (p Position) FormatAction(a engine.Action) string { return formatAction(a) }

// ParseAction implements engine.State. It checks the syntax only.
func (p Position) ParseAction(s string) (engine.Action, error) { return parseAction(s) }

// parseAction reads action notation into an action.
func parseAction(s string) (engine.Action, error) {
	m, err := ParseMove(s)
	if err != nil {
		return 0, err
	}
	return m.Action(), nil
}
