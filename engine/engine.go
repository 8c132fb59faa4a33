// Package engine holds the contract that every Ply Yard rules engine
// implements, and the small vocabulary shared by them: seats, actions,
// events, outcomes and views.
//
// The contract, in short:
//
//   - A State is a value. Apply never changes the state it is called on; it
//     returns the next state and the events the action caused, or an error
//     and nothing else.
//   - Randomness is an input. The engine never rolls a die or shuffles by
//     itself. An action that needs a chance outcome (a die roll) is listed by
//     Legal without its outcome, and the host completes it with
//     Chance.WithOutcome before applying it. A deal is made from a shuffle
//     the host passes to Game.Start.
//   - Information is per seat. View(seat) is what that seat may know; bots,
//     network clients and hotseat screens receive views, never the state.
//   - Every state prints to one line of notation (String) that the game's
//     Parse reads back to an equal state.
//
// This package and everything below it must stay pure Go: no Ebitengine, no
// network, no clock and no global random source.
package engine

import (
	"errors"
	"fmt"
)

// Seat is one of the two players. Seat 0 always moves first: Red in Ludo,
// Aviation Ludo and Jungle, Black in dominoes.
type Seat int8

// The two seats, and NoSeat for "nobody" (a draw, an event with no actor).
const (
	First  Seat = 0
	Second Seat = 1
	NoSeat Seat = -1
)

// Other returns the opponent of s.
func (s Seat) Other() Seat { return 1 - s }

// Valid reports whether s is First or Second.
func (s Seat) Valid() bool { return s == First || s == Second }

// Action is one move in a game's own compact encoding. Only the game that
// produced an action can interpret it; its text form comes from
// State.FormatAction and is read back by State.ParseAction.
type Action uint32

// Status says whether a game goes on, and if not, how it ended.
type Status int8

// The possible statuses of an Outcome.
const (
	Ongoing Status = iota
	Win
	Draw
)

// Outcome is the result of a state: ongoing, a win for a seat, or a draw,
// each finished result with a short machine-readable reason ("den",
// "no-moves", "60-plies", "home", "domino", "blocked", ...).
type Outcome struct {
	Status Status
	Winner Seat // meaningful only when Status == Win
	Reason string
}

// Finished reports whether the game is over.
func (o Outcome) Finished() bool { return o.Status != Ongoing }

// Format renders the outcome as the `ply status` line, naming the seats with
// the given side letters: "ongoing", "win r den", "draw 60-plies".
func (o Outcome) Format(sides [2]string) string {
	switch o.Status {
	case Win:
		return "win " + sides[o.Winner] + " " + o.Reason
	case Draw:
		return "draw " + o.Reason
	default:
		return "ongoing"
	}
}

// State is the full position of a game. Implementations are values: they are
// safe to copy, compare with == where the game says so, and share between
// goroutines.
type State interface {
	// String returns the one-line notation of the state.
	String() string
	// ToMove returns the seat that acts next. It is meaningless once the
	// game is finished.
	ToMove() Seat
	// Legal returns the actions of the seat to move, in the game's canonical
	// order. A finished game has none. A chance action (a die roll) is listed
	// without its outcome.
	Legal() []Action
	// Apply returns the state after a and the events it caused. An illegal
	// action, a chance action without an outcome, or any action on a
	// finished game returns an error describing why, and no state.
	Apply(a Action) (State, []Event, error)
	// Outcome says whether the game is over and how.
	Outcome() Outcome
	// View returns what seat may know of this state.
	View(seat Seat) View
	// FormatAction renders a in the game's action notation.
	FormatAction(a Action) string
	// ParseAction reads the game's action notation. It checks only the
	// syntax: whether the action is legal is Apply's question.
	ParseAction(s string) (Action, error)
}

// View is what one seat knows of a state. In games of perfect information it
// carries the whole state; in dominoes it holds the seat's own hand, the
// opponent's tile count and the boneyard's count, and nothing else.
type View interface {
	// Seat is the seat this view belongs to.
	Seat() Seat
	// ToMove returns the seat that acts next.
	ToMove() Seat
	// Legal returns the viewer's legal actions when it is the viewer's turn,
	// and nil otherwise.
	Legal() []Action
	// Outcome says whether the game is over and how.
	Outcome() Outcome
	// String renders the view as one line of text (for logs and tests).
	String() string
	// FormatAction renders a in the game's action notation.
	FormatAction(a Action) string
}

// Chance is implemented by states of games with dice. Legal lists a roll
// without its outcome; the host draws a number from 1 to Outcomes(a),
// uniformly, and applies WithOutcome(a, n).
type Chance interface {
	// Outcomes returns how many equally likely outcomes action a has, or 0
	// when a needs no outcome from the host.
	Outcomes(a Action) int
	// WithOutcome completes a chance action with outcome n (1-based).
	WithOutcome(a Action, n int) (Action, error)
}

// Rand is the source of chance a host lends to Game.Start (for a deal). The
// engine never keeps it. *math/rand/v2.Rand satisfies it, and so does a
// server's cryptographic source wrapped to this method.
type Rand interface {
	// IntN returns a uniform number in [0, n).
	IntN(n int) int
}

// Rules describes one game for hosts that handle every game alike (the ply
// tool, the room server, the bots).
type Rules struct {
	// Name is the game's identifier: "jungle", "ludo", "aviation", "domino".
	Name string
	// Sides holds the seats' letters as the notation writes them
	// ({"r", "b"} in Jungle).
	Sides [2]string
	// SideNames holds the seats' English names ({"red", "blue"}).
	SideNames [2]string
	// Start returns a new game. Games with a deal shuffle with r; the others
	// ignore it, and may be passed nil.
	Start func(r Rand) State
	// Parse reads the game's state notation, rejecting malformed or
	// impossible positions with an error that says what is wrong.
	Parse func(s string) (State, error)
	// ParseView reads a seat's view from its notation (View.String), so a
	// bot can be asked elsewhere (the browser's bot worker). Nil for a
	// game without hidden information: the view is the position's
	// notation, read by Parse.
	ParseView func(seat Seat, s string) (View, error)
}

// StateParser turns a game's typed Parse into Game.Parse: on an error it
// returns a nil State (not a typed nil inside the interface).
func StateParser[S State](parse func(string) (S, error)) func(string) (State, error) {
	return func(s string) (State, error) {
		st, err := parse(s)
		if err != nil {
			return nil, err
		}
		return st, nil
	}
}

// ErrFinished is returned (wrapped) by Apply on a finished game.
var ErrFinished = errors.New("the game is over")

// IllegalError is returned by Apply for an action that the rules refuse. It
// names the action and says why.
type IllegalError struct {
	Action string // the action in notation
	Reason string // why it is refused, in plain words
}

func (e *IllegalError) Error() string {
	return fmt.Sprintf("illegal action %s: %s", e.Action, e.Reason)
}

// Illegal builds an IllegalError.
func Illegal(action, reason string) error {
	return &IllegalError{Action: action, Reason: reason}
}

// ApplyText parses each action in turn against the current state and applies
// it. It stops at the first action that cannot be parsed or applied and
// returns that error together with the state reached before it. A chance
// action may carry its outcome in the text the game defines (Ludo's
// "roll:4").
func ApplyText(s State, actions ...string) (State, []Event, error) {
	var all []Event
	for _, text := range actions {
		a, err := s.ParseAction(text)
		if err != nil {
			return s, all, err
		}
		next, ev, err := s.Apply(a)
		if err != nil {
			return s, all, err
		}
		s = next
		all = append(all, ev...)
	}
	return s, all, nil
}
