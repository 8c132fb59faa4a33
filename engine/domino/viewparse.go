package domino

import (
	"fmt"
	"strings"

	"github.com/plyyard/plyyard/engine"
)

// ViewParseError is a malformed or impossible seat view.
type ViewParseError struct {
	Text   string // the notation as given
	Reason string // what is wrong, in plain words
}

func (e *ViewParseError) Error() string {
	return fmt.Sprintf("bad domino view %q: %s", e.Text, e.Reason)
}

// maxViewLen bounds the length of a view's notation. The longest one names
// all 28 tiles between the hand and the line; ParseView refuses anything
// longer before splitting it.
const maxViewLen = 3*NumTiles + 16

// ParseView reads a view's notation, as View.String writes it: a seat's
//
//	<seat>:<own hand>/<opponent's count>/<boneyard count>/<line> <side> <passes>
//
// with the seat "b" or "w", or a spectator's
//
//	-:<black's count>,<white's count>/<boneyard count>/<line> <side> <passes>
//
// which shows no tile of either hand (the parsed seat is engine.NoSeat).
// ParseView rejects text that is not written exactly as String writes it,
// and views of no position that Parse accepts: a tile twice, a hand tile
// not written lower half first, a line that does not chain, counts that do
// not add up to the 28 tiles or that no course of play leaves (a hand of
// more than 19), a side to move or a pass count the course of the game
// rules out, and passes that the tiles in view show to be impossible (a
// seat that passed holding a tile that fits, or a seat that passed
// although too few of the unseen tiles miss both open ends to fill its
// hand). Put another way, it accepts a view exactly when some way of
// dealing out the unseen tiles completes it into a position Parse accepts
// (View.StandIn makes one). Whatever it accepts, String prints back
// identically.
//
// The outcome is what the view itself tells. A seat whose hand the view
// counts empty has won with ReasonEmptyHand, exactly as Position.Outcome
// says, so such a view read back from SeatView's text compares equal to
// it. Anything else is left ongoing (the zero Outcome), including a
// blocked game (a pass count of 2): it is finished, but the winner goes by
// the pip totals in hand, which depend on hidden tiles (the opponent's,
// and for a spectator both hands), so ParseView does not say who won or
// whether it is a draw; and engine.Status has no value for "finished,
// result unknown". Such a view reports Passes() == 2, and a caller that
// needs to know whether the game goes on checks that as well as Outcome.
// (Legal goes by the outcome, so it offers the seat to move a pass.)
func ParseView(s string) (View, error) {
	fail := func(format string, args ...any) (View, error) {
		return View{}, &ViewParseError{Text: s, Reason: fmt.Sprintf(format, args...)}
	}
	const shape = "want <seat>:<own hand>/<opponent's count>/<boneyard count>/<line> <side> <passes>, like w:01,03,36,44,45,46,66/6/14/25 w 0, " +
		"or a spectator's -:<black's count>,<white's count>/<boneyard count>/<line> <side> <passes>, like -:6,7/14/25 w 0"
	if len(s) > maxViewLen {
		return fail("%d bytes is longer than any view (at most %d)", len(s), maxViewLen)
	}
	fields := strings.Split(s, " ")
	if len(fields) != 3 {
		return fail("%s", shape)
	}
	seatText, rest, ok := strings.Cut(fields[0], ":")
	if !ok {
		return fail("%s", shape)
	}
	var seat engine.Seat
	switch seatText {
	case "b":
		seat = Black
	case "w":
		seat = White
	case "-":
		seat = engine.NoSeat
	default:
		return fail("the seat is b, w or - (a spectator), not %q", seatText)
	}
	parts := strings.Split(rest, "/")
	switch {
	case seat.Valid() && len(parts) != 4:
		return fail("%s", shape)
	case !seat.Valid() && (len(parts) != 3 || strings.Count(parts[0], ",") != 1):
		return fail("a spectator (-) sees no hand, only both hands' counts: -:<black's count>,<white's count>/<boneyard count>/<line>, like -:6,7/14/25 w 0, not %s", fields[0])
	}
	// A spectator's counts stand where a seat's hand and opponent's count
	// do: both seats' counts, then the boneyard's and the line.
	var hand []Tile
	var counts [2]int
	var err error
	if seat.Valid() {
		if hand, err = parseTiles(parts[0], false); err != nil {
			return fail("the hand: %v", err)
		}
		counts[seat] = len(hand)
		if counts[seat.Other()], err = parseCount(parts[1]); err != nil {
			return fail("the opponent's count: %v", err)
		}
		parts = parts[1:]
	} else {
		for i, text := range strings.Split(parts[0], ",") {
			if counts[i], err = parseCount(text); err != nil {
				return fail("%s's count: %v", sideName(engine.Seat(i)), err)
			}
		}
	}
	nBone, err := parseCount(parts[1])
	if err != nil {
		return fail("the boneyard count: %v", err)
	}
	line, err := parseTiles(parts[2], true)
	if err != nil {
		return fail("the line: %v", err)
	}
	side, passes, err := parseSidePasses(fields[1], fields[2])
	if err != nil {
		return fail("%v", err)
	}

	// Every tile in view appears once; the others are unseen.
	unseen := (AllTiles &^ SetOf(hand...) &^ SetOf(line...)).Tiles()
	var shown [2][]Tile
	if seat.Valid() {
		shown[seat] = hand
	}
	if err := checkTiles(shown[Black], shown[White], unseen, line); err != nil {
		return fail("%v", err)
	}
	// The counts must account for the unseen tiles exactly.
	if total := counts[Black] + counts[White] + nBone + len(line); total != NumTiles {
		return fail("the view counts %d tiles (%d with black, %d with white, %d in the boneyard, %d on the line), but a set has %d",
			total, counts[Black], counts[White], nBone, len(line), NumTiles)
	}

	// Deal the unseen tiles out so that the result is a position Parse
	// accepts if any dealing is.
	var hidden [2]int
	for who := Black; who <= White; who++ {
		if who != seat {
			hidden[who] = counts[who]
		}
	}
	if _, err := completeView(shown, hidden, unseen, line, side, passes); err != nil {
		return fail("%v", err)
	}

	v := View{
		seat:   seat,
		toMove: side,
		nHand:  uint8(len(hand)),
		nBone:  uint8(nBone),
		nLine:  uint8(len(line)),
		passes: passes,
		counts: [2]uint8{uint8(counts[Black]), uint8(counts[White])},
	}
	if seat.Valid() {
		v.nOpp = uint8(counts[seat.Other()])
	}
	copy(v.hand[:], hand)
	copy(v.line[:], line)
	for who := Black; who <= White; who++ {
		if counts[who] == 0 {
			v.outcome = engine.Outcome{Status: engine.Win, Winner: who, Reason: ReasonEmptyHand}
		}
	}
	return v, nil
}

// parseCount reads a tile count as View.String writes it: one or two
// decimal digits, with no leading zero.
func parseCount(s string) (int, error) {
	if s == "" || len(s) > 2 || (len(s) == 2 && s[0] == '0') {
		return 0, fmt.Errorf("%q is not a count: a count is a number from 0 to %d without leading zeros", s, NumTiles)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("%q is not a count: a count is a number from 0 to %d without leading zeros", s, NumTiles)
		}
		n = 10*n + int(s[i]-'0')
	}
	return n, nil
}

// completeView deals the unseen tiles (every tile neither in a shown hand
// nor on the line, in canonical order) out into a full position and checks
// it with assemble: hidden[s] tiles to each seat s whose hand is not shown,
// the rest to the boneyard. A seat that passed holds no tile matching an
// open end, so it is dealt such tiles first; if too few are unseen, no
// dealing works and completeView says so. Otherwise the dealing it makes is
// accepted by assemble exactly when some dealing is, since nothing else
// assemble checks depends on which hidden tile lies where; it is returned.
func completeView(shown [2][]Tile, hidden [2]int, unseen, line []Tile, side engine.Seat, passes uint8) (Position, error) {
	if hidden[Black]+hidden[White] > len(unseen) {
		return Position{}, fmt.Errorf("the hands hold %d hidden tiles, but only %d are unseen", hidden[Black]+hidden[White], len(unseen))
	}
	var passed [2]bool
	if passes >= 1 {
		passed[side.Other()] = true
	}
	if passes >= 2 {
		passed[side] = true
	}
	order := unseen
	if l, r, ok := endsOf(line); ok {
		ends := showing[l] | showing[r]
		order = make([]Tile, 0, len(unseen))
		for _, t := range unseen {
			if !ends.Has(t) {
				order = append(order, t)
			}
		}
		misses := len(order)
		need, who := 0, ""
		for s := Black; s <= White; s++ {
			if passed[s] && hidden[s] > 0 {
				need += hidden[s]
				if who != "" {
					who += " and "
				}
				who += sideName(s)
			}
		}
		if need > misses {
			return Position{}, fmt.Errorf("%s passed, so %d of the unseen tiles match neither open end (%d and %d), but only %d do",
				who, need, l, r, misses)
		}
		for _, t := range unseen {
			if ends.Has(t) {
				order = append(order, t)
			}
		}
	}
	hands := shown
	at := 0
	// Seats that passed first, so that they get the tiles that miss.
	for _, first := range [2]bool{true, false} {
		for s := Black; s <= White; s++ {
			if passed[s] == first && hidden[s] > 0 {
				hands[s] = order[at : at+hidden[s]]
				at += hidden[s]
			}
		}
	}
	return assemble(hands[Black], hands[White], order[at:], line, side, passes)
}
