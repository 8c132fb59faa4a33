// Package race is the rules engine of Ludo and Aviation Ludo for two players,
// red (seat 0, side "r") and yellow (seat 1, side "y"). Both games follow the
// same rules; the Variant only names the game (and, later, picks its skin).
//
// # The board in numbers
//
// A piece is either in base or has a progress counted from its own start
// square: 0…50 on the 52-square loop (0 is its start square), 51…55 in its
// home column and 56 at the finish. Red's loop square p is yellow's square
// (p+26) mod 52. The start squares (loop 0, 13, 26, 39) and the stars (8, 21,
// 34, 47) are safe; since 26 is a multiple of 13 the safe squares are the
// same in either colour's frame. LoopLen, StartColour, Star, Safe and
// OtherFrame say so for every other package: the board's drawing and the
// bots ask them rather than count.
//
// # Turns
//
// The side to move is either in the roll phase, where its only action is
// Roll, or in a choose phase, where the die shows a value and it picks one of
// the pieces that can move by it (Move). A roll is a chance action: Legal
// lists the bare Roll, and the host completes it with WithOutcome before
// Apply. A turn ends when a move earns no extra roll, when no piece can move
// by the rolled value (also after a six), or when a third six in a row is
// rolled (it is void). A winning move ends the game at once.
//
// # Notation
//
// A position prints as `<red>/<yellow> <side> <phase> <sixes>`, for example
// `b,b,b,b/b,b,b,b r roll 0` (the start). Each colour lists its four pieces
// in index order, each `b` or its progress. The side is `r` or `y`; the phase
// is `roll` or the rolled value 1–6 awaiting a choice; sixes counts the
// consecutive sixes of the current turn, including a six that is still
// awaiting its move. So a six shown in the phase always comes with sixes 1 or
// 2, and a value 1–5 with sixes 0 (a non-six resets the count). A finished
// game keeps the winner as the side, in the roll phase.
//
// Actions print as `roll` (bare, as Legal lists it), `roll:N` (completed with
// outcome N) and `p0`…`p3` (move that piece by the rolled value).
//
// # Events
//
// Apply reports, in order, what an action caused. The fields each kind fills:
//
//   - Rolled: Seat rolled Value (1–6). First event of every roll.
//   - SixesVoided: Seat's third six in a row is void; no move is made. A
//     TurnPassed follows.
//   - NoMove: Seat has no piece that can move by Value; a TurnPassed follows.
//   - Entered: Seat's Piece (index 0–3) left base onto its start square; To
//     is 0.
//   - Moved: Seat's Piece went From To (progress values in Seat's own frame);
//     Path lists every progress value passed, From excluded, To included.
//   - Captured: the victim's Seat and Piece, which stood at progress At in
//     its own frame, went back to base. One event per captured piece, in
//     index order, right after the Moved event.
//   - Arrived: Seat's Piece reached the finish (progress 56).
//   - ExtraRoll: Seat rolls again (after a six, a capture or an arrival; at
//     most once per move).
//   - TurnPassed: the turn went over to Seat (the new side to move).
//   - GameWon: Seat brought its fourth piece home; Reason is "home". It ends
//     the list (no ExtraRoll or TurnPassed after it).
//
// # Speed
//
// Position is a small comparable value. Besides the engine.State interface it
// has an allocation-free fast path for searches and playouts: Movable,
// NextRoll and NextMove (which reports what a move did in a MoveReport). They
// check nothing and build no events; RandomPlayout, Perft and the bots use
// them, and Apply runs the very same rule code with event reporting switched
// on.
package race

import "github.com/plyyard/plyyard/engine"

// Variant names one of the two games this engine plays. The rules are
// identical.
type Variant uint8

// The variants.
const (
	Ludo Variant = iota
	Aviation
)

// Name returns the game's identifier: "ludo" or "aviation".
func (v Variant) Name() string {
	if v == Aviation {
		return "aviation"
	}
	return "ludo"
}

// String returns the same as Name.
func (v Variant) String() string { return v.Name() }

// Rules returns the engine.Rules description of the variant.
func (v Variant) Rules() engine.Rules {
	return engine.Rules{
		Name:      v.Name(),
		Sides:     [2]string{"r", "y"},
		SideNames: [2]string{"red", "yellow"},
		Start:     func(engine.Rand) engine.State { return Start() },
		Parse:     engine.StateParser(Parse),
	}
}

// LudoRules and AviationRules describe the two games for hosts that treat all
// games alike.
var (
	LudoRules     = Ludo.Rules()
	AviationRules = Aviation.Rules()
)

// Board constants, as progress values of a piece in its own frame.
const (
	Base      = -1 // the piece is in its base
	LastLoop  = 50 // the last loop square before the home column
	HomeEntry = 51 // the first square of the home column
	Finish    = 56 // the centre: the piece is home
	LoopLen   = 52 // squares on the loop
)

// The loop's landmarks. Loop squares are numbered 0…51 clockwise in red's
// frame, from red's start square.
const (
	// Colours counts the colours round the board, clockwise from red:
	// red 0, green 1, yellow 2, blue 3. Only red and yellow play.
	Colours = 4
	// ColourSpan is how far each colour's start square lies after the
	// previous colour's: 13 squares.
	ColourSpan = LoopLen / Colours
	// StarAfter is how far each star lies after the start square before it.
	StarAfter = 8
	// Offset is yellow's start square in red's frame, and red's in
	// yellow's: 26.
	Offset = 2 * ColourSpan
)

// Pieces is the number of pieces per colour.
const Pieces = 4

// Position is a complete race position. It is a comparable value: two
// positions are the same position exactly when they are ==. The zero value is
// not a valid position; use Start or Parse.
type Position struct {
	pieces [2][Pieces]int8 // progress per seat and piece; Base for base
	side   engine.Seat     // the seat to move (the winner once finished)
	die    int8            // 0 in the roll phase, else the value to play
	sixes  int8            // consecutive sixes this turn, the pending one included
}

// Start returns the starting position: every piece in base, red to roll.
func Start() Position {
	var p Position
	for s := range p.pieces {
		for i := range p.pieces[s] {
			p.pieces[s][i] = Base
		}
	}
	return p
}

// Progress returns the progress of seat's piece i: Base, or 0…56.
func (p Position) Progress(seat engine.Seat, i int) int { return int(p.pieces[seat][i]) }

// PiecesOf returns the progress of each of seat's pieces (Base, or 0…56),
// in index order.
func (p Position) PiecesOf(seat engine.Seat) [Pieces]int {
	own := &p.pieces[seat&1]
	return [Pieces]int{int(own[0]), int(own[1]), int(own[2]), int(own[3])}
}

// Die returns the rolled value awaiting a choice, or 0 in the roll phase.
func (p Position) Die() int { return int(p.die) }

// Sixes returns the number of consecutive sixes rolled this turn (0–2),
// counting a six that still awaits its move.
func (p Position) Sixes() int { return int(p.sixes) }

// startMask and starMask have bit sq set when loop square sq (red's frame)
// is a start square or a star; safeMask when it is either, a safe square.
// Red's frame and yellow's differ by Offset, a whole number of colour spans,
// so the same bits serve as loop progress values of either colour.
const (
	startMask uint64 = 1 | 1<<ColourSpan | 1<<(2*ColourSpan) | 1<<(3*ColourSpan)
	starMask         = startMask << StarAfter
	safeMask         = startMask | starMask
)

// StartColour reports whether loop square sq (0…51, red's frame) is a start
// square, and whose: 0 red, 1 green, 2 yellow, 3 blue.
func StartColour(sq int) (colour int, ok bool) {
	if sq < 0 || sq >= LoopLen || startMask>>uint(sq)&1 == 0 {
		return 0, false
	}
	return sq / ColourSpan, true
}

// Star reports whether loop square sq (0…51, red's frame) is a star.
func Star(sq int) bool { return sq >= 0 && sq < LoopLen && starMask>>uint(sq)&1 != 0 }

// Safe reports whether a piece with the given progress stands on a safe loop
// square: a start square or a star, where it cannot be captured. The answer
// is the same in either colour's frame; progress off the loop (base, the
// home column, the finish) is not a loop square and never safe.
func Safe(progress int) bool {
	return progress >= 0 && progress <= LastLoop && safeMask>>uint(progress)&1 != 0
}

// OtherFrame returns the progress at which the opponent counts the loop
// square where a piece with the given progress (0…50) stands, and false when
// the opponent can never stand there: off the loop, or on the square just
// before the opponent's start, which it leaves for its home column.
func OtherFrame(progress int) (int, bool) {
	if progress < 0 || progress > LastLoop {
		return 0, false
	}
	q := otherFrame(int8(progress))
	return int(q), q <= LastLoop
}

// otherFrame returns the same loop square (progress q, 0…50) in the
// opponent's frame: 0…51, where 51 is the square the opponent never lands on.
func otherFrame(q int8) int8 {
	q += Offset
	if q >= LoopLen {
		q -= LoopLen
	}
	return q
}

// LoopSquare returns the loop square, in red's frame (0…51), where a piece of
// seat with the given progress stands, and false when the piece is not on the
// loop (in base, in its home column or finished).
func LoopSquare(seat engine.Seat, progress int) (int, bool) {
	if progress < 0 || progress > LastLoop {
		return 0, false
	}
	if seat == engine.Second {
		return (progress + Offset) % LoopLen, true
	}
	return progress, true
}
