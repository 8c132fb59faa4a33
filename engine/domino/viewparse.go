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

// ParseView reads a view's notation, as View.String writes it:
//
//	<seat>:<own hand>/<opponent's count>/<boneyard count>/<line> <side> <passes>
//
// The seat is "b" or "w", or "-" for a spectator, whose view shows no hand
// ("-") and an opponent's count of 0, as SeatView builds it for a seat that
// is neither Black nor White; the parsed spectator's seat is engine.NoSeat.
// ParseView rejects text that is not written exactly as String writes it,
// and views of no position that Parse accepts: a tile twice, a hand tile
// not written lower half first, a line that does not chain, counts that do
// not add up to the 28 tiles or that no course of play leaves, a side to
// move or a pass count the course of the game rules out, and passes that
// the tiles in view show to be impossible (a seat that passed holding a
// tile that fits, or an opponent that passed although too few of the
// unseen tiles miss both open ends to fill its hand). Put another way, it
// accepts a view exactly when some way of dealing out the unseen tiles
// completes it into a position Parse accepts. Whatever it accepts, String
// prints back identically.
//
// The outcome is what the view itself tells. A seat whose hand the view
// shows empty (its own, or an opponent's count of 0) has won with
// ReasonEmptyHand, exactly as Position.Outcome says, so such a view read
// back from SeatView's text compares equal to it. Anything else is left
// ongoing (the zero Outcome), including two cases where the real game may
// be over:
//
//   - A blocked game (a pass count of 2): it is finished, but the winner
//     goes by the pip totals in hand, which depend on hidden tiles (the
//     opponent's, and for a spectator both hands), so ParseView does not say
//     who won or whether it is a draw; and engine.Status has no value for
//     "finished, result unknown". Such a view reports Passes() == 2, and a
//     caller that needs to know whether the game goes on checks that as
//     well as Outcome. (Legal goes by the outcome, so it offers the seat to
//     move a pass.)
//   - A spectator's view: it shows neither hand, so it cannot tell a hand
//     that has just been emptied from one that has not.
func ParseView(s string) (View, error) {
	fail := func(format string, args ...any) (View, error) {
		return View{}, &ViewParseError{Text: s, Reason: fmt.Sprintf(format, args...)}
	}
	const shape = "want <seat>:<own hand>/<opponent's count>/<boneyard count>/<line> <side> <passes>, like w:01,03,36,44,45,46,66/6/14/25 w 0"
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
	parts := strings.Split(rest, "/")
	if len(parts) != 4 {
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
	hand, err := parseTiles(parts[0], false)
	if err != nil {
		return fail("the hand: %v", err)
	}
	nOpp, err := parseCount(parts[1])
	if err != nil {
		return fail("the opponent's count: %v", err)
	}
	nBone, err := parseCount(parts[2])
	if err != nil {
		return fail("the boneyard count: %v", err)
	}
	line, err := parseTiles(parts[3], true)
	if err != nil {
		return fail("the line: %v", err)
	}
	side, passes, err := parseSidePasses(fields[1], fields[2])
	if err != nil {
		return fail("%v", err)
	}
	if !seat.Valid() && (len(hand) != 0 || nOpp != 0) {
		return fail("a spectator (-) sees no hand, so its view reads -:-/0/…, not %s:%s/%s/…", seatText, parts[0], parts[1])
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
	if seat.Valid() {
		if total := len(hand) + nOpp + nBone + len(line); total != NumTiles {
			return fail("the view counts %d tiles (%d in hand, %d with the opponent, %d in the boneyard, %d on the line), but a set has %d",
				total, len(hand), nOpp, nBone, len(line), NumTiles)
		}
	} else if nBone > len(unseen) {
		return fail("the boneyard's %d tiles and the line's %d are more than the %d of a set", nBone, len(line), NumTiles)
	}

	// Deal the unseen tiles out so that the result is a position Parse
	// accepts if any dealing is. A spectator sees neither hand, so every
	// split of the hidden hand tiles between the seats is tried, the even
	// one first; the error reported is the even split's.
	if seat.Valid() {
		var hidden [2]int
		hidden[seat.Other()] = nOpp
		if err := completeView(shown, hidden, unseen, line, side, passes); err != nil {
			return fail("%v", err)
		}
	} else {
		inHands := len(unseen) - nBone
		mid := inHands / 2
		var even error
		fits := false
		for i := 0; i <= 2*inHands+1 && !fits; i++ {
			// mid, mid+1, mid-1, mid+2, mid-2, …
			nb := mid - (i+1)/2
			if i%2 == 1 {
				nb = mid + (i+1)/2
			}
			if nb < 0 || nb > inHands {
				continue
			}
			err := completeView(shown, [2]int{nb, inHands - nb}, unseen, line, side, passes)
			if err == nil {
				fits = true
			} else if i == 0 {
				even = err
			}
		}
		if !fits {
			return fail("no split of the %d tiles in hand between black and white fits; with black holding %d and white %d: %v",
				inHands, mid, inHands-mid, even)
		}
	}

	v := View{
		seat:   seat,
		toMove: side,
		nHand:  uint8(len(hand)),
		nOpp:   uint8(nOpp),
		nBone:  uint8(nBone),
		nLine:  uint8(len(line)),
		passes: passes,
	}
	copy(v.hand[:], hand)
	copy(v.line[:], line)
	if seat.Valid() {
		switch {
		case v.nHand == 0:
			v.outcome = engine.Outcome{Status: engine.Win, Winner: seat, Reason: ReasonEmptyHand}
		case v.nOpp == 0:
			v.outcome = engine.Outcome{Status: engine.Win, Winner: seat.Other(), Reason: ReasonEmptyHand}
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
// assemble checks depends on which hidden tile lies where.
func completeView(shown [2][]Tile, hidden [2]int, unseen, line []Tile, side engine.Seat, passes uint8) error {
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
			return fmt.Errorf("%s passed, so %d of the unseen tiles match neither open end (%d and %d), but only %d do",
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
	_, err := assemble(hands[Black], hands[White], order[at:], line, side, passes)
	return err
}
