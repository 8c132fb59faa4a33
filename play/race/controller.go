// Package race is the play of Ludo and Aviation Ludo: the controller of
// their board, on the core every game shares (package play) — the die and
// its tumble (die.go), the lit pieces and the taps (this file), the walk
// of a piece along its path and the flight home of captured pieces
// (walk.go), where each piece stands (spots.go) and the online link
// (online.go), in ticks at 60 per second — the board's view (board.go) and
// the two games' kits.
package race

import (
	"math"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	content "github.com/plyyard/plyyard/games/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// Refusals and messages are catalogue keys (with play's RefuseOver and
// RefuseTurn); the view formats the messages with the name of their seat.
const (
	RefuseRolled = "race.refused.rolled"
	RefuseRoll   = "race.refused.roll"
	RefusePiece  = "race.refused.piece"
	RefuseWait   = "race.refused.wait"

	MsgExtra   = "race.msg.extra"
	MsgSixes   = "race.msg.sixes"
	MsgNoMove  = "race.msg.nomove"
	MsgRolling = "race.rolling"
)

// Controller runs one race game on screen.
type Controller struct {
	// layouts are the screens the board was laid out on, by screen and
	// number of buttons.
	layouts play.Memo[play.Laid, layout.Play]
	play.Core
	Variant race.Variant
	Pos     race.Position
	// AutoMove plays the only legal move by itself.
	AutoMove bool
	// Face is the value the die shows, 0 (a blank die) until the first
	// roll; Tumble the tick its last roll started (the die tumbles for
	// TumbleTicks); RollSeat who rolled it.
	Face, Tumble int
	RollSeat     engine.Seat
	// Walk is the move being animated, if any.
	Walk *Walk
	// Hold keeps input and the computer waiting until this tick (the
	// pause after a turn that passes by itself).
	Hold int
	// Dice supplies die values (Config.Dice at first); nil rolls the
	// seed's dice (dieValue).
	Dice func() int
	// Turns is the board turn that puts the human's base nearest them.
	Turns int
	// moved is the piece the move put last (a game played back: a review,
	// a resumed game) moved, marked while the position is still the one
	// it led to (movedTo).
	movedSeat engine.Seat
	moved     int
	movedTo   race.Position
	hasMove   bool

	// What a frame asks for many times, kept: the legal actions, and the
	// pieces' spots (spots.go).
	legalKept play.LegalKept[race.Position]
	spots     keptSpots
}

// New starts a controller of variant v at pos.
func New(cfg play.Config, v race.Variant, pos race.Position) *Controller {
	c := &Controller{Variant: v, Pos: pos, Tumble: -1000, RollSeat: pos.ToMove(), Dice: cfg.Dice}
	g := content.Ludo
	if v == race.Aviation {
		g = content.Aviation
	}
	c.Init(cfg, c, g)
	c.Turns = layout.TurnFor(0)
	if cfg.Mode.OneHuman() {
		c.Turns = layout.TurnFor(int(cfg.Human))
	}
	if d := pos.Die(); d > 0 {
		c.Face = d
	}
	return c
}

// LastMoved is the piece the last action put moved, while the board still
// shows the position it led to.
func (c *Controller) LastMoved() (engine.Seat, int, bool) {
	if !c.hasMove || c.Pos != c.movedTo {
		return 0, 0, false
	}
	return c.movedSeat, c.moved, true
}

// ToMove is the side to move.
func (c *Controller) ToMove() engine.Seat { return c.Pos.ToMove() }

// RulesOutcome is what the rules say of the position.
func (c *Controller) RulesOutcome() engine.Outcome { return c.Pos.Outcome() }

// State is the position.
func (c *Controller) State() engine.State { return c.Pos }

// Unselect does nothing: a race piece moves on one tap.
func (c *Controller) Unselect() {}

// Busy reports whether the die tumbles, a piece walks or a pause runs.
func (c *Controller) Busy() bool { return c.Rolling() || c.Walk != nil || c.Tick < c.Hold }

// MsgShown returns the message to show now: while the die tumbles, who
// rolls it.
func (c *Controller) MsgShown() (string, engine.Seat) {
	if c.Rolling() {
		return MsgRolling, c.RollSeat
	}
	return c.Core.MsgShown()
}

// Lit returns the pieces that may move now: the legal moves of the side to
// move, once the die has landed and nothing is moving.
func (c *Controller) Lit() []int {
	if c.Over() || c.Busy() || c.Pos.Die() == 0 {
		return nil
	}
	var out []int
	for i := 0; i < race.Pieces; i++ {
		if c.legal(race.Move(i)) {
			out = append(out, i)
		}
	}
	return out
}

func (c *Controller) legal(a engine.Action) bool { return c.legalKept.Has(c.Pos, a) }

// TapPiece is a tap on piece i of seat.
func (c *Controller) TapPiece(seat engine.Seat, i int) {
	mine := seat == c.Pos.ToMove()
	switch {
	case !c.ready():
	case c.Pos.Die() == 0:
		if mine {
			c.Tried(race.Move(i), false)
		}
		c.Refuse(RefuseRoll)
	case !mine || !c.legal(race.Move(i)):
		if mine {
			c.Tried(race.Move(i), false)
		}
		c.Refuse(RefusePiece)
	case !c.Tried(race.Move(i), true):
	default:
		c.Mark()
		c.move(i)
	}
}

// ready lets a person's tap through once nothing moves.
func (c *Controller) ready() bool {
	if !c.Ready() {
		return false
	}
	if c.Busy() {
		c.Refuse(RefuseWait)
		return false
	}
	return true
}

// TapAt handles a tap at screen point (x, y) on the board: the die; a
// piece that may move, when the tap lands within the board's reach of its
// centre (or on it) and no other such piece is nearer; else the nearest
// piece drawn under the point (which says why it cannot move).
func (c *Controller) TapAt(b layout.Cross, x, y float64) {
	if c.DieRect(b).Contains(x, y) {
		c.TapRoll()
		return
	}
	spots := c.Spots()
	lit := map[int]bool{}
	for _, i := range c.Lit() {
		lit[i] = true
	}
	var movable []layout.Rect
	var which []int
	for _, s := range spots {
		if lit[s.Piece] && s.Seat == c.Pos.ToMove() {
			px, py := b.Point(s.Y, s.X)
			movable = append(movable, layout.Rect{X: px, Y: py})
			which = append(which, s.Piece)
		}
	}
	if i := layout.Nearest(movable, x, y, math.Max(b.Reach, b.Cell*0.35)); i >= 0 {
		c.TapPiece(c.Pos.ToMove(), which[i])
		return
	}
	best, bestD := -1, math.Inf(1)
	var bestSeat engine.Seat
	for _, s := range spots {
		px, py := b.Point(s.Y, s.X)
		d := math.Hypot(px-x, py-y)
		if d <= math.Max(b.Cell*s.Scale*0.5, b.Cell*0.35) && d < bestD {
			best, bestD, bestSeat = s.Piece, d, s.Seat
		}
	}
	if best < 0 {
		if c.HumanToMove() && c.Pos.Die() == 0 && !c.Busy() {
			c.Refuse(RefuseRoll)
		}
		return
	}
	c.TapPiece(bestSeat, best)
}

func (c *Controller) move(i int) {
	if c.Cfg.Mode == play.Online {
		if !c.legal(race.Move(i)) {
			c.Refuse(RefusePiece)
			return
		}
		c.Refusal = ""
		c.Post(c.Pos.FormatAction(race.Move(i)))
		return
	}
	c.apply(i)
}

// PlayBot plays the computer's choice: the roll, or a piece.
func (c *Controller) PlayBot(a engine.Action) {
	if a == race.Roll {
		c.roll()
		return
	}
	for i := 0; i < race.Pieces; i++ {
		if race.Move(i) == a {
			c.apply(i)
			return
		}
	}
}

// Update advances one tick: the walk, the computer's turn and the
// automatic move.
func (c *Controller) Update() {
	c.Tick++
	c.advanceWalk()
	if c.Over() || c.Busy() || c.Step() {
		return
	}
	if c.AutoMove && c.Pos.Die() != 0 && c.HumanToMove() {
		if lit := c.Lit(); len(lit) == 1 {
			c.move(lit[0])
		}
	}
}

// Put takes the position a roll or a move led to, at once (a game played
// back): the die shows the roll, and a person's choice of a piece can be
// taken back as if it had been tapped.
func (c *Controller) Put(a engine.Action, next engine.State, _ []engine.Event) {
	if !isRoll(a) && c.HumanToMove() {
		c.Mark()
	}
	if isRoll(a) {
		c.Face, c.RollSeat = rollValue(c.Pos, a), c.Pos.ToMove()
	}
	c.hasMove = false
	for i := range race.Pieces {
		if a == race.Move(i) {
			c.movedSeat, c.moved, c.hasMove = c.Pos.ToMove(), i, true
		}
	}
	c.Pos = next.(race.Position)
	c.movedTo = c.Pos
	c.Walk, c.Hold, c.Tumble = nil, 0, -1000
}
