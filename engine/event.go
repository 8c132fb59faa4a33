package engine

import "slices"

// EventKind names what happened. One list of events drives the animations,
// the sounds, the move log and the network stream.
type EventKind uint8

// The kinds of event. Each game documents which fields it fills.
const (
	// Moved: Seat moved Piece From To along Path (every square it passed,
	// the last one included). Jungle squares; race progress values.
	Moved EventKind = iota + 1
	// Jumped: a Jungle lion or tiger leapt the river From To; Path holds the
	// water squares it flew over and then To.
	Jumped
	// Captured: Seat's Piece standing on At was taken (and, in the race
	// games, sent back to base).
	Captured
	// Rolled: Seat rolled Value.
	Rolled
	// ExtraRoll: Seat rolls again (after a six, a capture or an arrival).
	ExtraRoll
	// SixesVoided: Seat's third six in a row is void; the turn passes.
	SixesVoided
	// NoMove: Seat has no legal move for the roll; the turn passes.
	NoMove
	// Entered: Seat's Piece left base onto its start square.
	Entered
	// Arrived: Seat's Piece reached the finish.
	Arrived
	// Dealt: the tiles were dealt.
	Dealt
	// DrewTile: Seat drew Tile from the boneyard. Tile is private to Seat.
	DrewTile
	// Placed: Seat placed Tile on End ("L", "R", or "" for the first tile).
	Placed
	// Passed: Seat passed.
	Passed
	// TurnPassed: the turn went over to Seat.
	TurnPassed
	// GameWon: Seat won; Reason says how.
	GameWon
	// GameDrawn: the game was drawn; Reason says how.
	GameDrawn
)

var eventNames = [...]string{
	Moved: "moved", Jumped: "jumped", Captured: "captured", Rolled: "rolled",
	ExtraRoll: "extra-roll", SixesVoided: "sixes-voided", NoMove: "no-move",
	Entered: "entered", Arrived: "arrived", Dealt: "dealt", DrewTile: "drew",
	Placed: "placed", Passed: "passed", TurnPassed: "turn", GameWon: "won",
	GameDrawn: "drawn",
}

// String returns the kind's short name.
func (k EventKind) String() string {
	if int(k) < len(eventNames) && eventNames[k] != "" {
		return eventNames[k]
	}
	return "unknown"
}

// Event is one thing an action caused. Fields a kind does not use are left
// at their zero value; Tile is a domino tile in notation ("25"), empty when
// there is none or the viewer may not see it.
type Event struct {
	Kind   EventKind `json:"kind"`
	Seat   Seat      `json:"seat"`
	Piece  int       `json:"piece"`
	From   int       `json:"from"`
	To     int       `json:"to"`
	At     int       `json:"at"`
	Path   []int     `json:"path,omitempty"`
	Value  int       `json:"value,omitempty"`
	Tile   string    `json:"tile,omitempty"`
	End    string    `json:"end,omitempty"`
	Reason string    `json:"reason,omitempty"`
	// Private marks an event whose Tile only Seat may see.
	Private bool `json:"private,omitempty"`
}

// ForSeat returns the events as seat may see them: a private event of the
// other seat keeps its kind and actor but loses its tile. The input is not
// changed; when nothing in it is hidden from seat it is returned itself
// (the server renders every move for each player, and most games hide
// nothing), so neither may be changed afterwards.
func ForSeat(events []Event, seat Seat) []Event {
	if !slices.ContainsFunc(events, func(e Event) bool { return e.Private && e.Seat != seat }) {
		return events
	}
	out := make([]Event, len(events))
	for i, e := range events {
		if e.Private && e.Seat != seat {
			e.Tile = ""
		}
		out[i] = e
	}
	return out
}
