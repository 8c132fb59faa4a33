// Package jungle is Jungle's play: the controller of its board (selection,
// highlighted moves, refusals and the animation timeline, in ticks at 60
// per second, on the core every game shares: package play), the board's
// view that draws and words it (board.go), the pictures of its rules
// (pictures.go) and its Kit. The controller's tests tap through the
// board's geometry, as a person would.
package jungle

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	content "github.com/plyyard/plyyard/games/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// The refusal reasons are catalogue keys, so the view shows them as they
// are (with play's RefuseOver and RefuseTurn).
const (
	RefuseEnemy  = "play.refused.enemy"
	RefuseEmpty  = "play.refused.empty"
	RefuseTarget = "play.refused.target"
	RefuseStuck  = "play.refused.stuck"
)

// Controller runs one Jungle game on screen.
type Controller struct {
	// layouts are the screens the board was laid out on, by screen, number
	// of buttons and turn of the board.
	layouts play.Memo[jungleLayoutKey, layout.Play]
	play.Core
	Pos jungle.Position
	// Moves holds every move played, in order.
	Moves []jungle.Move
	// Sel is the selected square, or jungle.NoSquare.
	Sel jungle.Square
	// Targets are the legal moves of the selected piece.
	Targets []jungle.Move
	// Flipped turns the board so Blue sits at the bottom.
	Flipped bool
	// Anim is the move being animated, if any.
	Anim *Anim
}

// New starts a controller at pos. Playing Blue against the computer turns
// the board.
func New(cfg play.Config, pos jungle.Position) *Controller {
	c := &Controller{Pos: pos, Sel: jungle.NoSquare}
	c.Init(cfg, c, content.Game)
	c.Flipped = cfg.Mode.OneHuman() && cfg.Human == engine.Second
	return c
}

// ToMove is the side to move.
func (c *Controller) ToMove() engine.Seat { return c.Pos.ToMove() }

// RulesOutcome is what the rules say of the position.
func (c *Controller) RulesOutcome() engine.Outcome { return c.Pos.Outcome() }

// State is the position.
func (c *Controller) State() engine.State { return c.Pos }

// Busy reports whether a move is still travelling.
func (c *Controller) Busy() bool { return c.Anim != nil && c.Anim.Moving(c.Tick) }

// IsTarget reports whether sq is a destination of the selected piece.
func (c *Controller) IsTarget(sq jungle.Square) bool {
	for _, m := range c.Targets {
		if m.To == sq {
			return true
		}
	}
	return false
}

// LastMove returns the last move played.
func (c *Controller) LastMove() (jungle.Move, bool) {
	if len(c.Moves) == 0 {
		return jungle.Move{}, false
	}
	return c.Moves[len(c.Moves)-1], true
}

// TapAt handles a tap at screen point (x, y) on board b: a tap off the
// board clears the selection.
func (c *Controller) TapAt(b layout.Board, x, y float64) {
	sq, ok := b.SquareAt(x, y)
	if !ok {
		c.Unselect()
		return
	}
	c.Tap(jungle.Square(sq))
}

// Tap handles a tap on square sq.
func (c *Controller) Tap(sq jungle.Square) {
	if !c.Ready() {
		return
	}
	side := c.Pos.ToMove()
	if c.Sel != jungle.NoSquare && c.IsTarget(sq) {
		m := jungle.Move{From: c.Sel, To: sq}
		if !c.Tried(m.Action(), true) {
			return
		}
		c.Mark()
		c.play(m)
		return
	}
	p, ok := c.Pos.At(sq)
	switch {
	case ok && p.Side == side && sq == c.Sel:
		c.Unselect()
	case ok && p.Side == side:
		moves := c.movesFrom(sq)
		if len(moves) == 0 {
			c.Refuse(RefuseStuck)
			return
		}
		c.Sel, c.Targets = sq, moves
		c.Refusal = ""
		c.Cue(play.CueSelect)
	case c.Sel != jungle.NoSquare:
		c.Tried(jungle.Move{From: c.Sel, To: sq}.Action(), false)
		c.Refuse(RefuseTarget)
	case ok:
		c.Refuse(RefuseEnemy)
	default:
		c.Refuse(RefuseEmpty)
	}
}

func (c *Controller) movesFrom(sq jungle.Square) []jungle.Move {
	var out []jungle.Move
	for _, m := range c.Pos.Moves() {
		if m.From == sq {
			out = append(out, m)
		}
	}
	return out
}

// Unselect clears the selection.
func (c *Controller) Unselect() {
	c.Sel, c.Targets = jungle.NoSquare, nil
}

// play makes the person's move: at once, or online by sending it to the
// server, which announces it back (Remote).
func (c *Controller) play(m jungle.Move) {
	if c.Cfg.Mode == play.Online {
		if !c.Pos.IsLegal(m) {
			c.Refuse(RefuseTarget)
			return
		}
		c.Unselect()
		c.Refusal = ""
		c.Post(m.String())
		return
	}
	c.apply(m)
}

// PlayBot plays the computer's move.
func (c *Controller) PlayBot(a engine.Action) { c.apply(jungle.MoveOf(a)) }

// apply makes a legal move and starts its animation.
func (c *Controller) apply(m jungle.Move) {
	mover, _ := c.Pos.At(m.From)
	next, events, err := c.Pos.Play(m)
	if err != nil {
		c.Refuse(RefuseTarget)
		return
	}
	c.Logged(c.Pos, m.Action())
	c.Pos = next
	c.Moves = append(c.Moves, m)
	c.Unselect()
	c.Played(events)
	a := &Anim{Piece: mover, From: m.From, To: m.To, Start: c.Tick}
	for _, e := range events {
		switch e.Kind {
		case engine.Jumped:
			a.Jump = true
			c.Cue(play.CueJump)
		case engine.Moved:
			c.Cue(play.CueMove)
		case engine.Captured:
			a.Captured = &jungle.Piece{Side: e.Seat, Animal: jungle.Animal(e.Piece)}
			c.Cue(play.CueCapture)
		case engine.GameWon, engine.GameDrawn:
			c.Ended()
		}
	}
	c.time(a)
	c.Anim = a
}

// Flip turns the board half a circle.
func (c *Controller) Flip() {
	c.Flipped = !c.Flipped
	c.Version++
}

// Update advances one tick: the animation, and the computer's move.
func (c *Controller) Update() {
	c.Tick++
	if c.Anim != nil && c.Tick >= c.Anim.Start+c.Anim.Dur+c.Anim.Tail {
		c.Anim = nil
	}
	c.Step()
}

// Put takes the position a move led to, at once (a game played back): a
// person's move can be taken back as if it had been tapped.
func (c *Controller) Put(a engine.Action, next engine.State, _ []engine.Event) {
	if c.HumanToMove() {
		c.Mark()
	}
	c.Pos = next.(jungle.Position)
	c.Moves = append(c.Moves, jungle.MoveOf(a))
	c.Unselect()
}
