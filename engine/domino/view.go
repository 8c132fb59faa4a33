package domino

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
)

// View is what one seat may know of a position: its own hand, the line, the
// opponent's tile count, the boneyard's count, the side to move, the pass
// count and the outcome. It has no field that could hold the opponent's
// tiles or the boneyard's order, so a bot or a client given a View cannot
// peek. It is a plain value, comparable with ==.
//
// A spectator's view (any seat that is neither Black nor White) shows no
// hand at all, only how many tiles each seat holds (Counts).
//
// What a seat learns from the course of play (the ends on which its
// opponent drew or passed) is not part of a position; Knowledge gathers it
// from the events.
type View struct {
	seat    engine.Seat
	toMove  engine.Seat
	hand    [MaxHand]Tile
	nHand   uint8
	nOpp    uint8    // the opponent's tile count
	counts  [2]uint8 // each seat's tile count, for every view
	nBone   uint8    // the boneyard's tile count
	line    [NumTiles]Tile
	nLine   uint8
	passes  uint8
	outcome engine.Outcome
}

// View implements engine.State. A seat that is neither Black nor White gets
// the view of a spectator: no hand at all, only both hands' counts.
func (p Position) View(seat engine.Seat) engine.View { return p.SeatView(seat) }

// SeatView returns seat's view as the concrete type.
func (p Position) SeatView(seat engine.Seat) View {
	v := View{
		seat:    seat,
		toMove:  p.side,
		nBone:   p.nBone,
		line:    p.line,
		nLine:   p.nLine,
		passes:  p.passes,
		outcome: p.Outcome(),
		counts:  p.nHand,
	}
	if seat.Valid() {
		v.hand = p.hands[seat]
		v.nHand = p.nHand[seat]
		v.nOpp = p.nHand[seat.Other()]
	}
	return v
}

// Seat implements engine.View.
func (v View) Seat() engine.Seat { return v.seat }

// ToMove implements engine.View.
func (v View) ToMove() engine.Seat { return v.toMove }

// Outcome implements engine.View.
func (v View) Outcome() engine.Outcome { return v.outcome }

// Hand returns a copy of the seat's own hand, in the order it is held.
func (v View) Hand() []Tile { return append([]Tile(nil), v.hand[:v.nHand]...) }

// OpponentCount returns how many tiles the opponent holds (0 in a
// spectator's view, which has no opponent: see Counts).
func (v View) OpponentCount() int { return int(v.nOpp) }

// Counts returns how many tiles Black and White hold, in every view: a
// spectator sees these and no tile of either hand.
func (v View) Counts() (black, white int) { return int(v.counts[Black]), int(v.counts[White]) }

// BoneyardCount returns how many tiles lie in the boneyard.
func (v View) BoneyardCount() int { return int(v.nBone) }

// Line returns a copy of the line from left to right, each tile as it lies.
func (v View) Line() []Tile { return append([]Tile(nil), v.line[:v.nLine]...) }

// Ends returns the pips of the open ends; ok is false on an empty table.
func (v View) Ends() (left, right int, ok bool) { return endsOf(v.line[:v.nLine]) }

// Passes returns the number of consecutive passes.
func (v View) Passes() int { return int(v.passes) }

// handSet returns the seat's own hand as a set.
func (v *View) handSet() TileSet { return SetOf(v.hand[:v.nHand]...) }

// Unseen returns, in canonical order, the tiles the seat cannot see: those
// neither in its hand nor on the line. They are the opponent's hand and the
// boneyard together, in an order that says nothing about either.
func (v View) Unseen() []Tile {
	return (AllTiles &^ v.handSet() &^ SetOf(v.line[:v.nLine]...)).Tiles()
}

// Legal implements engine.View: the seat's legal actions, in the same order
// as Position.Legal, when it is the seat's turn in an unfinished game, and
// nil otherwise.
func (v View) Legal() []engine.Action {
	if v.seat != v.toMove || !v.seat.Valid() || v.outcome.Finished() {
		return nil
	}
	var buf [maxActions]engine.Action
	l, r, ok := endsOf(v.line[:v.nLine])
	n := genActions(v.handSet(), !ok, uint8(l), uint8(r), int(v.nBone), &buf)
	return append([]engine.Action(nil), buf[:n]...)
}

// FormatAction implements engine.View.
func (v View) FormatAction(a engine.Action) string { return formatAction(a) }

// ParseAction reads action notation, like Position.ParseAction.
func (v View) ParseAction(s string) (engine.Action, error) { return parseAction(s) }

// String implements engine.View. A seat's view reads
//
//	<seat>:<own hand>/<opponent's count>/<boneyard count>/<line> <side> <passes>
//
// for instance "w:01,36,44/6/14/25 w 0", and a spectator's
//
//	-:<black's count>,<white's count>/<boneyard count>/<line> <side> <passes>
//
// for instance "-:4,6/14/25 w 0".
func (v View) String() string {
	var b strings.Builder
	if v.seat.Valid() {
		b.WriteString(sideLetters[v.seat])
		b.WriteByte(':')
		writeTiles(&b, v.hand[:v.nHand])
		fmt.Fprintf(&b, "/%d/%d/", v.nOpp, v.nBone)
	} else {
		fmt.Fprintf(&b, "-:%d,%d/%d/", v.counts[Black], v.counts[White], v.nBone)
	}
	writeTiles(&b, v.line[:v.nLine])
	writeSidePasses(&b, v.toMove, v.passes)
	return b.String()
}

// StandIn completes the view into a position whose view for the same seat
// is the view itself, dealing the unseen tiles out in canonical order; a
// seat that has passed gets tiles that fit neither open end first. The
// hidden tiles are stand-ins, not a guess: an app draws them face down
// (and a spectator's view, which shows neither hand, gets stand-ins for
// both). It fails only on a View that ParseView would refuse.
func (v View) StandIn() (Position, error) {
	var shown [2][]Tile
	var hidden [2]int
	if v.seat.Valid() {
		shown[v.seat] = v.hand[:v.nHand]
		hidden[v.seat.Other()] = int(v.nOpp)
	} else {
		hidden = [2]int{int(v.counts[Black]), int(v.counts[White])}
	}
	unseen := v.Unseen()
	if len(unseen) != hidden[Black]+hidden[White]+int(v.nBone) {
		return Position{}, fmt.Errorf("domino: the view counts %d hidden tiles in hand and %d in the boneyard, but %d are unseen",
			hidden[Black]+hidden[White], v.nBone, len(unseen))
	}
	p, err := completeView(shown, hidden, unseen, v.line[:v.nLine], v.toMove, v.passes)
	if err != nil {
		return Position{}, fmt.Errorf("domino: %v", err)
	}
	return p, nil
}

// WithHidden completes the view into a full position by filling in what the
// seat cannot see: the opponent's hand and the boneyard in drawing order.
// Together they must hold exactly the unseen tiles, lower half first, with
// as many tiles as the view counts. A bot uses it to try out worlds
// consistent with what it knows; the result is checked like Parse checks a
// position.
func (v View) WithHidden(opponent, boneyard []Tile) (Position, error) {
	if !v.seat.Valid() {
		return Position{}, fmt.Errorf("domino: a spectator's view has no hand to complete")
	}
	if len(opponent) != int(v.nOpp) || len(boneyard) != int(v.nBone) {
		return Position{}, fmt.Errorf("domino: the view counts %d tiles for the opponent and %d for the boneyard, not %d and %d",
			v.nOpp, v.nBone, len(opponent), len(boneyard))
	}
	for _, t := range append(append([]Tile(nil), opponent...), boneyard...) {
		if !t.Canonical() {
			return Position{}, fmt.Errorf("domino: hidden tile %s must be a tile written lower half first", t)
		}
	}
	own := v.hand[:v.nHand]
	hands := [2][]Tile{}
	hands[v.seat], hands[v.seat.Other()] = own, opponent
	p, err := assemble(hands[Black], hands[White], boneyard, v.line[:v.nLine], v.toMove, v.passes)
	if err != nil {
		return Position{}, fmt.Errorf("domino: %v", err)
	}
	return p, nil
}
