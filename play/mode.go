package play

import "github.com/plyyard/plyyard/engine"

// Mode is how a game is played.
type Mode int

// The modes.
const (
	// Hotseat: two people take turns on one device.
	Hotseat Mode = iota
	// VsAI: one person against the computer.
	VsAI
	// Online: one person against another through a room server, which
	// decides every action; the controller sends the person's intentions
	// and plays what the server announces.
	Online
)

// OneHuman reports whether one person plays one seat, so the screen is
// drawn from that seat's side and the result is theirs to win or lose.
func (m Mode) OneHuman() bool { return m == VsAI || m == Online }

// String names the mode as the save files and flags do.
func (m Mode) String() string {
	switch m {
	case VsAI:
		return "ai"
	case Online:
		return "online"
	}
	return "hotseat"
}

// Net is what a controller holds in an online game (the Core embeds it).
type Net struct {
	// Send carries the person's intentions, in the game's action notation,
	// to the server.
	Send func(action string)
	// Waiting says an intention is on its way and the server has not
	// announced it yet: the person may not act meanwhile.
	Waiting bool
	// Final is the result the server declared, nil while the game runs.
	Final *engine.Outcome
}

// Link connects the controller to the room: send carries its intentions.
func (n *Net) Link(send func(action string)) { n.Send = send }

// Post sends an intention and waits for the server's announcement.
func (n *Net) Post(action string) {
	n.Waiting = true
	if n.Send != nil {
		n.Send(action)
	}
}

// Declare records the server's result. It reports false when a result was
// declared already (the same end announced twice changes nothing).
func (n *Net) Declare(o engine.Outcome) bool {
	if n.Final != nil {
		return false
	}
	n.Final, n.Waiting = &o, false
	return true
}

// outcome is a game's result as the screen shows it: the server's declared
// result when there is one, else a resignation (resigned is the seat that
// gave up, or engine.NoSeat), else what the rules say.
func outcome(final *engine.Outcome, resigned engine.Seat, rules engine.Outcome) engine.Outcome {
	switch {
	case final != nil:
		return *final
	case resigned != engine.NoSeat:
		return engine.Outcome{Status: engine.Win, Winner: resigned.Other(), Reason: "resign"}
	}
	return rules
}

// Resigner is the seat a Resign tap gives up: the person's own when one
// person plays, the side to move in hotseat.
func (m Mode) Resigner(toMove, human engine.Seat) engine.Seat {
	if m.OneHuman() {
		return human
	}
	return toMove
}

// Verdict is how a finished game went, for the sound that ends it.
type Verdict int

// The verdicts. In hotseat every win is Won: both players sit here.
const (
	Won Verdict = iota
	Lost
	Drawn
)

// Verdict judges o for the person on seat human.
func (m Mode) Verdict(o engine.Outcome, human engine.Seat) Verdict {
	switch {
	case o.Status == engine.Draw:
		return Drawn
	case m.OneHuman() && o.Winner != human:
		return Lost
	}
	return Won
}

// ButtonCount is how many buttons the play screen shows for a game that
// has own buttons of its own, with the ones every game has: Hint, Undo,
// Analysis, Resign, New game and Menu; online the draw offer, Resign, the
// room and Menu.
func ButtonCount(m Mode, own int) int {
	if m == Online {
		return own + 4
	}
	return own + 6
}
