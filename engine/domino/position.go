package domino

import (
	"fmt"

	"github.com/plyyard/plyyard/engine"
)

// Reasons a game ends, as Outcome.Reason and in GameWon/GameDrawn events.
const (
	ReasonEmptyHand = "empty-hand" // a player placed their last tile
	ReasonBlocked   = "blocked"    // two passes in a row; the lower pip total wins
)

// Rules describes double-six Draw dominoes to the hosts. Start needs a
// source of chance (it panics on nil): it shuffles and deals like NewGame.
var Rules = engine.Rules{
	Name:      "domino",
	Sides:     sideLetters,
	SideNames: sideNames,
	Start:     startState,
	Parse:     engine.StateParser(Parse),
	ParseView: parseSeatView,
}

// parseSeatView reads a seat's view, which hides the other hand.
func parseSeatView(seat engine.Seat, s string) (engine.View, error) {
	v, err := ParseView(s)
	if err != nil {
		return nil, err
	}
	if v.Seat() != seat {
		return nil, fmt.Errorf("the view is %v's, not %v's", v.Seat(), seat)
	}
	return v, nil
}

func startState(r engine.Rand) engine.State {
	if r == nil {
		panic("domino: Start needs a source of chance to shuffle the tiles")
	}
	return NewGame(r)
}

// sideName returns "black" or "white".
func sideName(s engine.Seat) string { return sideNames[s&1] }

var (
	sideLetters = [2]string{"b", "w"}
	sideNames   = [2]string{"black", "white"}
)

// Position is a full dominoes position: both hands in the order their
// holders hold them, the boneyard in drawing order, the line from left to
// right, the side to move and the count of consecutive passes. It is a
// plain value: copy it freely and compare it with ==.
//
// Once the game is over the side to move is the seat that would have moved
// next; it means nothing. The zero Position is no game: make one with
// NewGame, Deal or Parse.
type Position struct {
	hands  [2][MaxHand]Tile
	nHand  [2]uint8
	bone   [DealtBone]Tile // bone[0] is drawn next
	nBone  uint8
	line   [NumTiles]Tile // oriented, left to right
	nLine  uint8
	side   engine.Seat
	passes uint8
}

// Shuffle returns the 28 tiles in the order a Fisher–Yates shuffle with r
// puts them: starting from the canonical order (Set), for i from 27 down to
// 1 it swaps tile i with tile r.IntN(i+1).
func Shuffle(r engine.Rand) [NumTiles]Tile {
	order := tileAt
	for i := NumTiles - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	return order
}

// NewGame shuffles the tiles with r and deals them (see Shuffle and Deal).
func NewGame(r engine.Rand) Position {
	p, _ := deal(Shuffle(r))
	return p
}

// Deal deals a supplied shuffle: the first 7 tiles to Black, the next 7 to
// White, and the last 14 to the boneyard in drawing order. Black is to move
// and may play any tile. order must hold each of the 28 tiles exactly once,
// lower half first.
func Deal(order [NumTiles]Tile) (Position, error) {
	var seen uint32
	for _, t := range order {
		if !t.Canonical() {
			return Position{}, fmt.Errorf("domino: deal: tile %s is not a tile written lower half first", t)
		}
		bit := uint32(1) << t.Index()
		if seen&bit != 0 {
			return Position{}, fmt.Errorf("domino: deal: tile %s appears twice", t)
		}
		seen |= bit
	}
	return deal(order)
}

func deal(order [NumTiles]Tile) (Position, error) {
	var p Position
	copy(p.hands[Black][:], order[:HandSize])
	copy(p.hands[White][:], order[HandSize:2*HandSize])
	copy(p.bone[:], order[2*HandSize:])
	p.nHand = [2]uint8{HandSize, HandSize}
	p.nBone = DealtBone
	p.side = Black
	return p, nil
}

// DealtEvents returns the events that announce a deal of p: one Dealt event
// per tile in each hand, in hand order, Black's first, each private to the
// tile's holder (engine.ForSeat hides it from the other seat).
func DealtEvents(p Position) []engine.Event {
	ev := make([]engine.Event, 0, int(p.nHand[0])+int(p.nHand[1]))
	for s := Black; s <= White; s++ {
		for _, t := range p.hands[s][:p.nHand[s]] {
			ev = append(ev, engine.Event{Kind: engine.Dealt, Seat: s, Tile: t.String(), Private: true})
		}
	}
	return ev
}

// Hand returns a copy of seat's hand in the order it is held.
func (p Position) Hand(seat engine.Seat) []Tile {
	if !seat.Valid() {
		return nil
	}
	return append([]Tile(nil), p.hands[seat][:p.nHand[seat]]...)
}

// Boneyard returns a copy of the boneyard in drawing order.
func (p Position) Boneyard() []Tile { return append([]Tile(nil), p.bone[:p.nBone]...) }

// Line returns a copy of the line from left to right, each tile as it lies.
func (p Position) Line() []Tile { return append([]Tile(nil), p.line[:p.nLine]...) }

// Ends returns the pips of the line's open ends; ok is false on an empty
// table.
func (p Position) Ends() (left, right int, ok bool) { return endsOf(p.line[:p.nLine]) }

// endsOf returns the pips of the open ends of a line; ok is false when it is
// empty.
func endsOf(line []Tile) (left, right int, ok bool) {
	if len(line) == 0 {
		return 0, 0, false
	}
	return line[0].Left(), line[len(line)-1].Right(), true
}

// Passes returns the number of consecutive passes: 0, 1, or 2 once the game
// is blocked.
func (p Position) Passes() int { return int(p.passes) }

// ToMove implements engine.State.
func (p Position) ToMove() engine.Seat { return p.side }

// PipTotal returns the pips in seat's hand.
func (p Position) PipTotal(seat engine.Seat) int {
	n := 0
	if !seat.Valid() {
		return 0
	}
	for _, t := range p.hands[seat][:p.nHand[seat]] {
		n += t.Pips()
	}
	return n
}

// Outcome implements engine.State: a player with an empty hand has won
// ("empty-hand"); after two passes in a row the lower pip total in hand
// wins, and equal totals draw ("blocked").
func (p Position) Outcome() engine.Outcome {
	for s := Black; s <= White; s++ {
		if p.nHand[s] == 0 {
			return engine.Outcome{Status: engine.Win, Winner: s, Reason: ReasonEmptyHand}
		}
	}
	if p.passes >= 2 {
		return blockedOutcome(p.PipTotal(Black), p.PipTotal(White))
	}
	return engine.Outcome{}
}

func blockedOutcome(black, white int) engine.Outcome {
	switch {
	case black < white:
		return engine.Outcome{Status: engine.Win, Winner: Black, Reason: ReasonBlocked}
	case white < black:
		return engine.Outcome{Status: engine.Win, Winner: White, Reason: ReasonBlocked}
	}
	return engine.Outcome{Status: engine.Draw, Winner: engine.NoSeat, Reason: ReasonBlocked}
}

// over reports whether the game has ended.
func (p *Position) over() bool { return p.nHand[0] == 0 || p.nHand[1] == 0 || p.passes >= 2 }

// handSet returns seat's hand as a set.
func (p *Position) handSet(seat engine.Seat) TileSet {
	s := seat & 1
	return SetOf(p.hands[s][:p.nHand[s]]...)
}

// playable returns the tiles of hand that can be placed on the line of p:
// all of them on an empty table.
func (p *Position) playable(hand TileSet) TileSet {
	l, r, ok := endsOf(p.line[:p.nLine])
	if !ok {
		return hand
	}
	return hand & (showing[l] | showing[r])
}

// Playable returns the tiles of the side to move that can be placed now, in
// canonical order.
func (p Position) Playable() []Tile { return p.playable(p.handSet(p.side)).Tiles() }
