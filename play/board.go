package play

import (
	"fmt"
	"image/color"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/games"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/netplay"
)

// A Board is one game's part of the play screen (scenes/play.go): its
// controller, and how the game is drawn, worded and tapped. Everything
// else on the screen — the buttons every game has, the status line, the
// plates, the hint, saving, the statistics, the online link, the result —
// the play screen does the same way for every game. Each game's package
// (play/jungle, play/race, play/domino) implements it.
type Board interface {
	// The controller, in its online mode too: Update, Busy, Remote, Sync,
	// Refused, Finish.
	netplay.Board
	// Base is the controller's core (mode, version, outcome, cues), and
	// Game the game's entry in the registry.
	Base() *Core
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
	// Select does what the command line's -select asks at the start: tap
	// a square, pick a tile (for a screenshot of it); an argument the game
	// cannot read is an error.
	Select(arg string) error
	// Buttons appends the game's own buttons to lead (before the ones
	// every game has) and tail (after them, before Menu), their actions
	// kept in a.
	Buttons(h *Host, a *Actions, lead, tail []Button) ([]Button, []Button)
	// Render draws the board laid out on s, with the marks of the hinted
	// action when hinted.
	Render(dst *ebiten.Image, h *Host, s layout.Screen, hint engine.Action, hinted bool)
	// Emblem draws the result card's medallion for outcome o.
	Emblem(dst *ebiten.Image, h *Host, o engine.Outcome, cx, cy, size float64)
	// SeatColor is the colour that marks a seat on the plates and the
	// status line.
	SeatColor(s engine.Seat) color.Color

	// Bottom is the seat whose plate is at the bottom.
	Bottom() engine.Seat
	// PlateNote is the note at the end of a seat's plate, in the forms
	// it may take, longest first: a narrow plate shows the first that
	// fits beside the name. None for no note.
	PlateNote(h *Host, s engine.Seat) []string
	// Prompt is the status line when there is nothing else to say: whose
	// turn it is and what to do.
	Prompt(h *Host) (string, engine.Seat)
	// Hint words the hinted action on the status line, in the forms it
	// may take, longest first: what to do and why (HintTexts), then what
	// to do alone.
	Hint(h *Host, a engine.Action) []string
	// Why words a result whose reason is the game's own (the den, a
	// blocked game); the play screen words resignations, agreements and
	// abandoned games.
	Why(h *Host, o engine.Outcome) string
	// PublicView is the position as this seat may see it, in notation.
	PublicView() string
}

// What only some games' boards do.
type (
	// Overlay draws over the buttons (the dominoes hand-over screen, the
	// hint's frame round Draw or Pass).
	Overlay interface {
		RenderOver(dst *ebiten.Image, h *Host, s layout.Screen, bs []Button, hint engine.Action, hinted bool)
	}
	// Veiled boards can hide the position from the person at the device
	// (the hand-over screen): no hint then.
	Veiled interface{ Veiled() bool }
	// ResultDetail adds to the result card (the hands of a dominoes game).
	ResultDetail interface {
		ResultExtra(h *Host) float64
		RenderResultExtra(dst *ebiten.Image, h *Host, r layout.Rect)
	}
	// AutoMover plays the only legal move by itself when the player wants.
	AutoMover interface{ SetAutoMove(on bool) }
	// Flipper boards can be turned half a circle (Jungle's Flip), and
	// the save keeps which way they stand.
	Flipper interface {
		IsFlipped() bool
		SetFlipped(on bool)
	}
	// Popper places the pop that celebrates a cue (a six, a piece home,
	// the tile that ends the game): its centre, size, and how many ticks
	// from now it starts (when the die settles, the piece lands).
	Popper interface {
		PopAt(s layout.Screen, cue Cue) (p Pop, ok bool)
	}
)

// A Kit is one game's part of the app beside its board: how its boards are
// made — at a position (for a new game, a saved one, a review, a lesson, a
// puzzle), online — its icon and the pictures of
// its rules. The app's list of kits (play/kits) pairs each game of the
// registry with its kit.
type Kit interface {
	// Game is the game's entry in the registry.
	Game() *games.Game
	// Board makes the board of a game that starts at start and has gone
	// through actions (chance outcomes included), each played on the
	// controller as if made there: the one constructor of a board, for a
	// new game, the command line, a review, a lesson or a puzzle.
	Board(cfg Config, start engine.State, actions []engine.Action) (Board, error)
	// Online makes the board of an online game from this seat's view.
	Online(cfg Config, view string) (Board, error)
	// Icon draws the game's emblem centred on (cx, cy).
	Icon(dst *ebiten.Image, cx, cy, size float64)
	// Picture is how the rules' page (from 0) is illustrated: a drawing
	// into a rectangle, best at aspect (width over height); nil when the
	// page has no picture.
	Picture(page int) (draw func(dst *ebiten.Image, h *Host, r layout.Rect), aspect float64)
}

// Pop is a short burst of light on the board.
type Pop struct {
	X, Y, Size float64
	Start      int // the tick it starts; set by the play screen from the delay
	Delay      int
	Colour     color.Color
}

// PopTicks is how long a pop lasts.
const PopTicks = 42

// SideName is the name of a seat of game g in the host's language.
func SideName(h *Host, g *games.Game, s engine.Seat) string {
	if !s.Valid() {
		return ""
	}
	return h.T(g.SideKey(s))
}

// Registry is the registry of the games of kits, in their order: what the
// app's saves and online tables know.
func Registry(kits []Kit) (*games.Registry, error) {
	gs := make([]*games.Game, len(kits))
	for i, k := range kits {
		gs[i] = k.Game()
	}
	return games.NewRegistry(gs...)
}

// KitOf is the kit of the game called name among kits.
func KitOf(kits []Kit, name string) (Kit, bool) {
	for _, k := range kits {
		if k.Game().Name == name {
			return k, true
		}
	}
	return nil, false
}

// dealSalt sets a game's deal apart from its other uses of the seed.
const dealSalt = 0x2545f4914f6cdd1d

// Deal is the start of a new game of g under seed: the same deal for the
// same seed.
func Deal(g *games.Game, seed uint64) engine.State {
	return g.Rules.Start(rand.New(rand.NewPCG(seed, seed^dealSalt)))
}

// NewGame makes the board of a new game of k's under cfg (its seed deals).
func NewGame(k Kit, cfg Config) (Board, error) { return k.Board(cfg, Deal(k.Game(), cfg.Seed), nil) }

// OnlineBoards makes the boards of online games for netplay's table: each
// game's controller in its online mode, from this seat's view, at the
// animation speed given.
func OnlineBoards(kits []Kit, speed float64) netplay.NewBoard {
	return func(game string, you engine.Seat, view string, send func(string)) (netplay.Board, error) {
		cfg := Config{Mode: Online, Human: you, Speed: speed}
		if you == engine.NoSeat {
			// A spectator: the board of the first seat, where nobody acts.
			cfg.Human, cfg.Watch = 0, true
		} else if !you.Valid() {
			return nil, fmt.Errorf("a board needs a seat, not %d", you)
		}
		k, ok := KitOf(kits, game)
		if !ok {
			return nil, fmt.Errorf("the app cannot play %q", game)
		}
		b, err := k.Online(cfg, view)
		if err != nil {
			return nil, err
		}
		b.Base().Link(send)
		return b, nil
	}
}

// HintTexts words a hint: the catalogue's plain key (what to do), and
// before it, when the game found a reason why (games/<game>.Why), the key
// prefix+why (what to do and why).
func HintTexts(h *Host, plain, prefix, why string) []string {
	if why == "" || !h.Lang.Has(prefix+why) {
		return []string{h.T(plain)}
	}
	return []string{h.T(prefix + why), h.T(plain)}
}
