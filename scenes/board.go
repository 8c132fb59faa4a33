package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
	"github.com/plyyard/plyyard/save"
	"github.com/plyyard/plyyard/play"
)

// A Board is one game's part of the play screen (play.go): its controller,
// and how the game is drawn, worded and tapped. Everything else on the
// screen — the buttons every game has, the status line, the plates, the
// hint, saving, the statistics, the online link, the result — the play
// screen does the same way for every game.
type Board interface {
	// The controller, in its online mode too: Update, Busy, Remote, Sync,
	// Refused, Finish.
	netplay.Board
	// Base is the controller's core (mode, version, outcome, cues), and
	// Game the game's entry in the registry.
	Base() *play.Core
	Game() *games.Game
	// ToMove is the seat to act, and State the position (for the hint).
	ToMove() engine.Seat
	State() engine.State
	// MsgShown is the message to show now and the seat it is about.
	MsgShown() (string, engine.Seat)

	// Panel lays the board out on s and returns what surrounds it.
	Panel(s layout.Screen) layout.Panel
	// Press handles a press at (x, y) that no button took.
	Press(s layout.Screen, x, y float64)
	// Buttons appends the game's own Buttons to lead (before the ones
	// every game has) and tail (after them, before Menu), their actions
	// kept in a.
	Buttons(c *Host, a *Actions, lead, tail []Button) ([]Button, []Button)
	// Render draws the board laid out on s, with the marks of the hinted
	// action when hinted.
	Render(dst *ebiten.Image, c *Host, s layout.Screen, hint engine.Action, hinted bool)
	// Emblem draws the result card's medallion for outcome o.
	Emblem(dst *ebiten.Image, c *Host, o engine.Outcome, cx, cy, size float64)
	// SeatColor is the colour that marks a seat on the plates and the
	// status line.
	SeatColor(s engine.Seat) color.Color

	// Bottom is the seat whose plate is at the Bottom.
	Bottom() engine.Seat
	// PlateNote is the note at the end of a seat's plate, in the forms
	// it may take, longest first: a narrow plate shows the first that
	// fits beside the name. None for no note.
	PlateNote(c *Host, s engine.Seat) []string
	// Prompt is the status line when there is nothing else to say: whose
	// turn it is and what to do.
	Prompt(c *Host) (string, engine.Seat)
	// HintKey words the hinted action on the status line (a catalogue
	// key).
	HintKey(a engine.Action) string
	// Why words a result whose reason is the game's own (the den, a
	// blocked game); the play screen words resignations, agreements and
	// abandoned games.
	Why(c *Host, o engine.Outcome) string
	// SaveTo fills in the game's part of its save: the position and what
	// it needs to go on.
	SaveTo(g *save.Game)
	// PublicView is the position as this seat may see it, in notation.
	PublicView() string
}

// What only some games' boards do.
type (
	// Overlay draws over the buttons (the dominoes hand-over screen, the
	// hint's frame round Draw or Pass).
	Overlay interface {
		RenderOver(dst *ebiten.Image, c *Host, s layout.Screen, bs []Button, hint engine.Action, hinted bool)
	}
	// Veiled boards can hide the position from the person at the device
	// (the hand-over screen): no hint then.
	Veiled interface{ Veiled() bool }
	// ResultDetail adds to the result card (the hands of a dominoes game).
	ResultDetail interface {
		ResultExtra(c *Host) float64
		RenderResultExtra(dst *ebiten.Image, c *Host, r layout.Rect)
	}
	// AutoMover plays the only legal move by itself when the player wants.
	AutoMover interface{ SetAutoMove(on bool) }
	// Popper places the pop that celebrates a cue (a six, a piece home,
	// the tile that ends the game): its centre, size, and how many ticks
	// from now it starts (when the die settles, the piece lands).
	Popper interface {
		PopAt(s layout.Screen, cue play.Cue) (p Pop, ok bool)
	}
)

// Pop is a short burst of light on the board.
type Pop struct {
	X, Y, Size float64
	Start      int // the tick it starts; set by the play screen from the delay
	Delay      int
	Colour     color.Color
}

// PopTicks is how long a pop lasts.
const PopTicks = 42

// sideName is the name of a seat of game g.
func sideName(c *Host, g *games.Game, s engine.Seat) string {
	if !s.Valid() {
		return ""
	}
	return c.T(g.SideKey(s))
}
