package play

import "github.com/plyyard/plyyard/engine"

// A Gate looks at an action a person tries, before the controller plays
// it: before is the position, legal whether the rules allow the action. It
// returns whether a legal action may be played; an illegal one is refused
// by the controller whatever the gate says. A lesson's screen uses it to
// check its task and to explain a wrong try (the board then stays as it
// was).
type Gate func(before engine.State, a engine.Action, legal bool) bool

// Tried tells the gate, if any, of action a that a person tries, and
// reports whether the controller may go on with it: never when it is
// illegal, and not when the gate stops it — then what was picked up is
// put down and the refusal sounds, and nothing else changes.
func (c *Core) Tried(a engine.Action, legal bool) bool {
	if c.Gate == nil {
		return legal
	}
	if c.Gate(c.game.State(), a, legal) || !legal {
		return legal
	}
	c.game.Unselect()
	c.Cue(CueRefuse)
	return false
}
