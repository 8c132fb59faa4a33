package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/scenes/playctl"
)

// A board is one game's part of the play screen (play.go): its controller,
// and how the game is drawn, worded and tapped. Everything else on the
// screen — the buttons every game has, the status line, the plates, the
// hint, saving, the statistics, the online link, the result — the play
// screen does the same way for every game.
type board interface {
	// The controller, in its online mode too: Update, Busy, Remote, Sync,
	// Refused, Finish.
	netplay.Board
	// Base is the controller's core (mode, version, outcome, cues), and
	// Game the game's entry in the registry.
	Base() *playctl.Core
	Game() *games.Game
	// ToMove is the seat to act, and State the position (for the hint).
	ToMove() engine.Seat
	State() engine.State
	// MsgShown is the message to show now and the seat it is about.
	MsgShown() (string, engine.Seat)

	// panel lays the board out on s and returns what surrounds it.
	panel(s layout.Screen) layout.Panel
	// tap handles a press at (x, y) that no button took.
	tap(s layout.Screen, x, y float64)
	// buttons appends the game's own buttons to lead (before the ones
	// every game has) and tail (after them, before Menu), their actions
	// kept in a.
	buttons(c *Context, a *actions, lead, tail []button) ([]button, []button)
	// draw draws the board laid out on s, with the marks of the hinted
	// action when hinted.
	draw(dst *ebiten.Image, c *Context, s layout.Screen, hint engine.Action, hinted bool)
	// emblem draws the result card's medallion for outcome o.
	emblem(dst *ebiten.Image, c *Context, o engine.Outcome, cx, cy, size float64)
	// seatColor is the colour that marks a seat on the plates and the
	// status line.
	seatColor(s engine.Seat) color.Color

	// bottom is the seat whose plate is at the bottom.
	bottom() engine.Seat
	// plateNote is the note at the end of a seat's plate, in the forms
	// it may take, longest first: a narrow plate shows the first that
	// fits beside the name. None for no note.
	plateNote(c *Context, s engine.Seat) []string
	// prompt is the status line when there is nothing else to say: whose
	// turn it is and what to do.
	prompt(c *Context) (string, engine.Seat)
	// hintKey words the hinted action on the status line (a catalogue
	// key).
	hintKey(a engine.Action) string
	// why words a result whose reason is the game's own (the den, a
	// blocked game); the play screen words resignations, agreements and
	// abandoned games.
	why(c *Context, o engine.Outcome) string
	// saveTo fills in the game's part of its save: the position and what
	// it needs to go on.
	saveTo(g *save.Game)
	// publicView is the position as this seat may see it, in notation.
	publicView() string
}

// What only some games' boards do.
type (
	// overlay draws over the buttons (the dominoes hand-over screen, the
	// hint's frame round Draw or Pass).
	overlay interface {
		drawOver(dst *ebiten.Image, c *Context, s layout.Screen, bs []button, hint engine.Action, hinted bool)
	}
	// veiled boards can hide the position from the person at the device
	// (the hand-over screen): no hint then.
	veiled interface{ veiled() bool }
	// resultDetail adds to the result card (the hands of a dominoes game).
	resultDetail interface {
		resultExtra(c *Context) float64
		drawResultExtra(dst *ebiten.Image, c *Context, r layout.Rect)
	}
	// autoMover plays the only legal move by itself when the player wants.
	autoMover interface{ setAutoMove(on bool) }
	// popper places the pop that celebrates a cue (a six, a piece home,
	// the tile that ends the game): its centre, size, and how many ticks
	// from now it starts (when the die settles, the piece lands).
	popper interface {
		popAt(s layout.Screen, cue playctl.Cue) (p pop, ok bool)
	}
)

// pop is a short burst of light on the board.
type pop struct {
	X, Y, Size float64
	Start      int // the tick it starts; set by the play screen from the delay
	Delay      int
	Colour     color.Color
}

// PopTicks is how long a pop lasts.
const PopTicks = 42

// sideName is the name of a seat of game g.
func sideName(c *Context, g *games.Game, s engine.Seat) string {
	if !s.Valid() {
		return ""
	}
	return c.T(g.SideKey(s))
}
