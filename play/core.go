// Package play is what every game's play is built on. The controller
// core (Core) that each game's controller embeds (play/jungle, play/race,
// play/domino): the ways a game is played, the refusal and message
// timers, the cues for sound, the computer's turn and its thinking
// allowance, resignation, undo, the end of the game, the link to an online
// room, and the history — the start and every action since — that is also
// the save and the review's input. A game's controller adds only its rules
// on screen: what a tap means, what moves and for how long, in ticks at 60
// per second, so it is tested with synthetic taps.
//
// And the contract between the play screen (scenes) and a game's part of
// it (board.go): the Board that draws and words the game, the Kit that
// makes boards, the Host a board reads, the buttons and pops it adds.
package play

import (
	"math"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/pacing"
)

// Levels is how many levels the computer offers (engine/ai's ladder).
var Levels = len(ai.Levels)

// Config sets up a game, whichever it is.
type Config struct {
	Mode Mode
	// Human is the person's seat when one person plays (against the
	// computer or online).
	Human engine.Seat
	// Level is the computer's strength, 1 (easy) … Levels (expert).
	Level int
	// Seed seeds the computer's choices, and a local game's dice or deal.
	Seed uint64
	// Watch: nobody acts on this board — it only shows a position (a
	// review): no prompt, no glow, no raised tiles.
	Watch bool
	// Speed scales every animation: 1 normal, above 1 slower, below
	// faster.
	Speed float64
	// Dice, when set, gives a local game's die values instead of the
	// seed's (a lesson's roll, a test's).
	Dice func() int
	// Still is reduced motion: every animation takes a single tick (pieces
	// jump to their squares, the die lands at once); pauses keep their
	// length.
	Still bool
}

// Controller is what the core asks of the game's controller that embeds it.
type Controller interface {
	// ToMove is the seat to act.
	ToMove() engine.Seat
	// RulesOutcome is what the rules say of the position on the board.
	RulesOutcome() engine.Outcome
	// State is the position on the board (for the computer).
	State() engine.State
	// Busy reports whether something still moves on the board, or a pause
	// runs: the computer waits, and so does the end of the game.
	Busy() bool
	// Update advances the controller one tick (it calls Core.Step).
	Update()
	// PlayBot plays an action the computer chose; it is legal.
	PlayBot(a engine.Action)
	// Unselect drops what the person has picked up, if anything.
	Unselect()
	// Snapshot and Restore capture and put back the position at a
	// person's decision, for undo (undo.go).
	Undoable
	// ParseView, Follow and Adopt play what an online room's server
	// announces (online.go).
	Follower
	// Put takes next, reached from the board's position by action a with
	// events, as the board's position at once, without animation or sound:
	// a game played back (Core.Replay). Before it does, it marks the move
	// for undo when it is a person's decision, as a tap would.
	Put(a engine.Action, next engine.State, events []engine.Event)
}

// Core is the part of a play controller that every game shares.
type Core struct {
	Cfg Config
	// Tick counts updates since the game started.
	Tick int
	// Version grows with every change worth saving or redrawing.
	Version int
	// Resigned is the seat that resigned, or engine.NoSeat.
	Resigned engine.Seat
	// Refusal is the catalogue key of the last refused tap, shown until
	// RefusalUntil.
	Refusal      string
	RefusalUntil int
	// Msg is a message (a catalogue key, formatted with the name of
	// MsgSeat) shown until MsgUntil: an extra roll, a tile drawn.
	Msg      string
	MsgSeat  engine.Seat
	MsgUntil int
	// UndoUsed says undo was used in this game (also before it was saved
	// and resumed): the statistics count it apart (undo.go).
	UndoUsed bool
	// Net holds an online game's link to the room (unused otherwise).
	Net
	// Begin is the position the board started from (a resumed game's
	// too: its history is played back), and Log every action played on
	// the board since, chance outcomes included (history.go). Broken says the log
	// no longer leads to the board (online, the server's position was
	// taken as it came).
	Begin  engine.State
	Log    []engine.Action
	Broken bool
	// Gate, when set, sees every action a person tries before it is played
	// (a lesson's task, gate.go).
	Gate Gate

	game    Controller
	entry   *games.Game
	cues    []Cue
	bot     ai.Bot
	botSeat engine.Seat
	think   thought
	// marks are the decisions Undo can go back to; seen is every batch of
	// events the computer observed, to tell a fresh computer again.
	marks []mark
	seen  [][]engine.Event
}

// Init sets up the core of game g's controller ctl. Against the computer it
// makes g's bot of the configured level.
func (c *Core) Init(cfg Config, ctl Controller, g *games.Game) {
	if cfg.Speed <= 0 {
		cfg.Speed = 1
	}
	cfg.Level = max(1, min(Levels, cfg.Level))
	c.Cfg, c.game, c.entry = cfg, ctl, g
	c.Begin = ctl.State()
	c.Resigned, c.MsgSeat, c.botSeat = engine.NoSeat, engine.NoSeat, engine.NoSeat
	if cfg.Mode == VsAI {
		c.newBot()
		c.botSeat = cfg.Human.Other()
	}
}

// newBot makes the computer of the configured level.
func (c *Core) newBot() { c.bot, _ = pacing.Bot(c.entry, ai.Level(c.Cfg.Level), c.Cfg.Seed^botSalt) }

// botSalt sets the computer's seed apart from the game's.
const botSalt = 0x626f74

// Base is the core itself, as the screens reach it through any game's
// controller.
func (c *Core) Base() *Core { return c }

// Game is the game's entry in the registry.
func (c *Core) Game() *games.Game { return c.entry }

// Ticks is n ticks at normal speed scaled by the animation speed (at least
// one).
func (c *Core) Ticks(n float64) int { return max(1, int(math.Round(n*c.Cfg.Speed))) }

// AnimTicks is how long an animation of n ticks at normal speed lasts:
// scaled by the speed, or a single tick when motion is reduced. Every
// controller times what moves with it (pauses and messages with Ticks).
func (c *Core) AnimTicks(n float64) int {
	if c.Cfg.Still {
		return 1
	}
	return c.Ticks(n)
}

// Outcome is the result so far: the server's, a resignation, or the rules'.
func (c *Core) Outcome() engine.Outcome {
	return outcome(c.Final, c.Resigned, c.game.RulesOutcome())
}

// Over reports whether the game has ended.
func (c *Core) Over() bool { return c.Outcome().Finished() }

// HumanToMove reports whether a person may act now.
func (c *Core) HumanToMove() bool {
	if c.Cfg.Watch {
		return false
	}
	return !c.Over() && (c.Cfg.Mode == Hotseat || (c.game.ToMove() == c.Cfg.Human && !c.Waiting))
}

// Thinking reports whether the computer is to act.
func (c *Core) Thinking() bool {
	return !c.Over() && c.Cfg.Mode == VsAI && c.game.ToMove() != c.Cfg.Human
}

// Cue raises cues for the sound.
func (c *Core) Cue(cs ...Cue) { c.cues = append(c.cues, cs...) }

// Cues returns and forgets the cues raised since the last call.
func (c *Core) Cues() []Cue {
	out := c.cues
	c.cues = nil
	return out
}

// The refusals every game shares (catalogue keys).
const (
	RefuseOver = "play.refused.over"
	RefuseTurn = "play.refused.turn"
)

// Ready lets a person's tap through, or refuses it after the game or on the
// other side's turn.
func (c *Core) Ready() bool {
	switch {
	case c.Over():
		c.Refuse(RefuseOver)
	case !c.HumanToMove():
		c.Refuse(RefuseTurn)
	default:
		return true
	}
	return false
}

// refusalTicks is how long a refusal stays on the status line.
const refusalTicks = 150

// Refuse refuses a tap: the key is shown for a while, with its cue.
func (c *Core) Refuse(key string) {
	c.Refusal, c.RefusalUntil = key, c.Tick+refusalTicks
	c.Cue(CueRefuse)
}

// RefusalShown returns the refusal to show now, or "".
func (c *Core) RefusalShown() string {
	if c.Refusal != "" && c.Tick < c.RefusalUntil {
		return c.Refusal
	}
	return ""
}

// Say shows message key about seat for ticks.
func (c *Core) Say(key string, seat engine.Seat, ticks int) {
	c.Msg, c.MsgSeat, c.MsgUntil = key, seat, c.Tick+ticks
}

// MsgShown returns the message to show now and its seat, or "".
func (c *Core) MsgShown() (string, engine.Seat) {
	if c.Msg != "" && c.Tick < c.MsgUntil {
		return c.Msg, c.MsgSeat
	}
	return "", engine.NoSeat
}

// Played records that seat's action changed the position with events: the
// refusal goes, the version grows, and the computer learns what its seat
// may see of the events.
func (c *Core) Played(events []engine.Event) {
	c.Refusal = ""
	c.Version++
	c.Observe(events)
}

// Observe passes events to the computer, filtered for its seat, when it
// learns from them (a dominoes bot notes what its opponent drew); they are
// kept to be told again after an undo.
func (c *Core) Observe(events []engine.Event) {
	if _, ok := c.bot.(ai.Observer); ok {
		seen := engine.ForSeat(events, c.botSeat)
		c.seen = append(c.seen, seen)
		c.tell(seen)
	}
}

// tell passes events the computer's seat may see to it, when it learns
// from them.
func (c *Core) tell(events []engine.Event) {
	if o, ok := c.bot.(ai.Observer); ok {
		o.Observe(events)
	}
}

// endCue is the sound of the end for the person.
func (c *Core) endCue() Cue {
	switch c.Cfg.Mode.Verdict(c.Outcome(), c.Cfg.Human) {
	case Lost:
		return CueLose
	case Drawn:
		return CueDrawnGame
	}
	return CueWin
}

// Ended is called when an action ended the game by the rules: it raises
// the end's cue. Online the server's result (Finish) raises it, so that
// every game ends with one sound when the result is declared.
func (c *Core) Ended() {
	if c.Cfg.Mode != Online {
		c.Cue(c.endCue())
	}
}

// Resign ends the game: one person resigns their own seat, in hotseat the
// side to move resigns.
func (c *Core) Resign() {
	if c.Over() {
		return
	}
	c.Resigned = c.Cfg.Mode.Resigner(c.game.ToMove(), c.Cfg.Human)
	c.game.Unselect()
	c.Version++
	c.Cue(c.endCue())
}

// Announced notes that the server announced seat's action: when it is the
// person's, their intention has arrived and they wait no more.
func (c *Core) Announced(seat engine.Seat) {
	if seat == c.Cfg.Human {
		c.Waiting = false
	}
}

// Refused is the server's refusal of the intention on its way: the person
// may act again.
func (c *Core) Refused(key string) {
	c.Waiting = false
	c.Refuse(key)
}

// Finish ends the game with the result the server declared; the same
// result announced twice changes nothing.
func (c *Core) Finish(o engine.Outcome) {
	if !c.Declare(o) {
		return
	}
	c.game.Unselect()
	c.Version++
	c.Cue(c.endCue())
}
