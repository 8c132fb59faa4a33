// Package playmode names the ways a game is played, shared by the
// controllers of every game: two people on one device, one person against
// the computer, or one person against another over the network.
package playmode

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
