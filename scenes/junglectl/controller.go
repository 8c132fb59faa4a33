// Package junglectl is the controller of the Jungle play screen: selection,
// highlighted moves, refusals, the computer opponent and the animation
// timeline, counted in ticks at 60 per second. It draws nothing and imports
// no Ebitengine, so it is tested with synthetic taps and no GPU.
package junglectl

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/jungle"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/scenes/playmode"
)

// Mode is how the game is played.
type Mode = playmode.Mode

// The modes.
const (
	Hotseat = playmode.Hotseat
	VsAI    = playmode.VsAI
	Online  = playmode.Online
)

// Cue is something the sound and the effects react to.
type Cue int

// The cues, in the order they may happen within one tick.
const (
	CueSelect Cue = iota + 1
	CueMove
	CueJump
	CueCapture
	CueRefuse
	CueWin
	CueLose
	CueDraw
)

// The refusal reasons are catalogue keys, so the view shows them as they
// are.
const (
	RefuseTurn   = "play.refused.turn"
	RefuseEnemy  = "play.refused.enemy"
	RefuseEmpty  = "play.refused.empty"
	RefuseTarget = "play.refused.target"
	RefuseStuck  = "play.refused.stuck"
	RefuseOver   = "play.refused.over"
)

// Config sets up a game.
type Config struct {
	Mode  Mode
	Human engine.Seat // the human's side against the computer
	Level int         // 1 (easy) … Levels (expert)
	Seed  uint64
	// Speed scales every animation: 1 normal, 2 twice as slow, 0.5 fast.
	Speed float64
}

// Controller runs one Jungle game on screen.
type Controller struct {
	Cfg Config
	Pos jungle.Position
	// Moves holds every move played, in order.
	Moves []jungle.Move
	// Sel is the selected square, or jungle.NoSquare.
	Sel jungle.Square
	// Targets are the legal moves of the selected piece.
	Targets []jungle.Move
	// Refusal is the catalogue key of the last refused tap, shown until
	// RefusalUntil.
	Refusal      string
	RefusalUntil int
	// Flipped turns the board so Blue sits at the bottom.
	Flipped bool
	// Tick counts updates since the game started.
	Tick int
	// Anim is the move being animated, if any.
	Anim *Anim
	// Resigned is the seat that resigned, or engine.NoSeat.
	Resigned engine.Seat
	// Version grows with every change worth saving.
	Version int
	// Net holds an online game's link to the server (unused otherwise).
	playmode.Net

	cues    []Cue
	bot     chan jungle.Move
	botFrom int // tick the computer started thinking
	botPos  jungle.Position
}

// New starts a controller at pos.
func New(cfg Config, pos jungle.Position) *Controller {
	if cfg.Speed <= 0 {
		cfg.Speed = 1
	}
	if cfg.Level < 1 {
		cfg.Level = 1
	}
	c := &Controller{Cfg: cfg, Pos: pos, Sel: jungle.NoSquare, Resigned: engine.NoSeat}
	c.Flipped = cfg.Mode.OneHuman() && cfg.Human == engine.Second
	return c
}

// Outcome is the result so far, a resignation included.
func (c *Controller) Outcome() engine.Outcome {
	return playmode.Outcome(c.Final, c.Resigned, c.Pos.Outcome())
}

// Over reports whether the game has ended.
func (c *Controller) Over() bool { return c.Outcome().Finished() }

// HumanToMove reports whether a person may act now.
func (c *Controller) HumanToMove() bool {
	return !c.Over() && (c.Cfg.Mode == Hotseat || (c.Pos.ToMove() == c.Cfg.Human && !c.Waiting))
}

// Thinking reports whether the computer is choosing a move.
func (c *Controller) Thinking() bool {
	return !c.Over() && c.Cfg.Mode == VsAI && c.Pos.ToMove() != c.Cfg.Human
}

// Cues returns and forgets the cues raised since the last call.
func (c *Controller) Cues() []Cue {
	out := c.cues
	c.cues = nil
	return out
}

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
		c.clearSel()
		return
	}
	c.Tap(jungle.Square(sq))
}

// Tap handles a tap on square sq.
func (c *Controller) Tap(sq jungle.Square) {
	if c.Over() {
		c.refuse(RefuseOver)
		return
	}
	if !c.HumanToMove() {
		c.refuse(RefuseTurn)
		return
	}
	side := c.Pos.ToMove()
	if c.Sel != jungle.NoSquare && c.IsTarget(sq) {
		c.play(jungle.Move{From: c.Sel, To: sq})
		return
	}
	p, ok := c.Pos.At(sq)
	switch {
	case ok && p.Side == side && sq == c.Sel:
		c.clearSel()
	case ok && p.Side == side:
		moves := c.movesFrom(sq)
		if len(moves) == 0 {
			c.refuse(RefuseStuck)
			return
		}
		c.Sel, c.Targets = sq, moves
		c.Refusal = ""
		c.cues = append(c.cues, CueSelect)
	case c.Sel != jungle.NoSquare:
		c.refuse(RefuseTarget)
	case ok:
		c.refuse(RefuseEnemy)
	default:
		c.refuse(RefuseEmpty)
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

func (c *Controller) clearSel() {
	c.Sel, c.Targets = jungle.NoSquare, nil
}

// refusalTicks is how long a refusal stays on the status line.
const refusalTicks = 150

func (c *Controller) refuse(key string) {
	c.Refusal = key
	c.RefusalUntil = c.Tick + refusalTicks
	c.cues = append(c.cues, CueRefuse)
}

// RefusalShown returns the refusal to show now, or "".
func (c *Controller) RefusalShown() string {
	if c.Refusal != "" && c.Tick < c.RefusalUntil {
		return c.Refusal
	}
	return ""
}

// play makes the person's move: at once, or online by sending it to the
// server, which announces it back (Remote).
func (c *Controller) play(m jungle.Move) {
	if c.Cfg.Mode == Online {
		if !c.Pos.IsLegal(m) {
			c.refuse(RefuseTarget)
			return
		}
		c.clearSel()
		c.Refusal = ""
		c.Post(m.String())
		return
	}
	c.apply(m)
}

// apply makes a legal move and starts its animation.
func (c *Controller) apply(m jungle.Move) {
	mover, _ := c.Pos.At(m.From)
	next, events, err := c.Pos.Play(m)
	if err != nil {
		c.refuse(RefuseTarget)
		return
	}
	c.Pos = next
	c.Moves = append(c.Moves, m)
	c.clearSel()
	c.Refusal = ""
	c.Version++
	a := &Anim{Piece: mover, From: m.From, To: m.To, Start: c.Tick}
	for _, e := range events {
		switch e.Kind {
		case engine.Jumped:
			a.Jump = true
			c.cues = append(c.cues, CueJump)
		case engine.Moved:
			c.cues = append(c.cues, CueMove)
		case engine.Captured:
			a.Captured = &jungle.Piece{Side: e.Seat, Animal: jungle.Animal(e.Piece)}
			c.cues = append(c.cues, CueCapture)
		case engine.GameWon, engine.GameDrawn:
			c.cues = append(c.cues, c.endCue())
		}
	}
	a.Dur = c.duration(a)
	c.Anim = a
}

func (c *Controller) endCue() Cue {
	switch c.Cfg.Mode.Verdict(c.Outcome(), c.Cfg.Human) {
	case playmode.Lost:
		return CueLose
	case playmode.Drawn:
		return CueDraw
	}
	return CueWin
}

// Resign ends the game: against the computer the human resigns, in hotseat
// the side to move does.
func (c *Controller) Resign() {
	if c.Over() {
		return
	}
	c.Resigned = c.Cfg.Mode.Resigner(c.Pos.ToMove(), c.Cfg.Human)
	c.clearSel()
	c.Version++
	c.cues = append(c.cues, c.endCue())
}

// Flip turns the board half a circle.
func (c *Controller) Flip() {
	c.Flipped = !c.Flipped
	c.Version++
}

// Update advances one tick: the animation, and the computer's move.
func (c *Controller) Update() {
	c.Tick++
	if c.Anim != nil && c.Tick >= c.Anim.Start+c.Anim.Dur+captureTail {
		c.Anim = nil
	}
	if !c.Thinking() {
		return
	}
	if c.bot == nil {
		if c.Anim != nil && c.Tick < c.Anim.Start+c.Anim.Dur {
			return // let the last move land first
		}
		c.bot = make(chan jungle.Move, 1)
		c.botFrom = c.Tick
		c.botPos = c.Pos
		pos, level, seed := c.Pos, c.Cfg.Level, c.Cfg.Seed+uint64(len(c.Moves))*7919
		ch := c.bot
		go func() { ch <- Choose(pos, level, seed) }()
		return
	}
	if c.Tick-c.botFrom < minThinkTicks {
		return
	}
	select {
	case m := <-c.bot:
		c.bot = nil
		if c.botPos == c.Pos {
			c.apply(m)
		}
	default:
	}
}

// Busy reports whether a move is still being animated.
func (c *Controller) Busy() bool { return c.Anim != nil && c.Tick < c.Anim.Start+c.Anim.Dur }

// Searching reports whether the computer's search is running now (its
// answer has not come yet).
func (c *Controller) Searching() bool { return c.bot != nil && len(c.bot) == 0 }

// WaitBot blocks until the computer's pending move, if any, is played. For
// tests and screenshots.
func (c *Controller) WaitBot() {
	for i := 0; i < 100000 && c.Thinking(); i++ {
		if c.bot != nil && c.Tick-c.botFrom >= minThinkTicks {
			m := <-c.bot
			c.bot = nil
			if c.botPos == c.Pos {
				c.apply(m)
			}
			continue
		}
		c.Update()
	}
}

// minThinkTicks keeps the computer from answering faster than a person can
// follow.
const minThinkTicks = 24

// Remote plays an action the server announced: seat played action, and
// view is the position after it. The move is animated like any other; if
// the position then differs from the server's, the server's is taken.
func (c *Controller) Remote(seat engine.Seat, action string, _ []engine.Event, view string) error {
	if _, err := jungle.Parse(view); err != nil {
		return err // a broken announcement changes nothing
	}
	if seat == c.Cfg.Human {
		c.Waiting = false
	}
	m, err := jungle.ParseMove(action)
	if err != nil || !c.Pos.IsLegal(m) || c.Pos.ToMove() != seat {
		return c.Sync(view)
	}
	c.apply(m)
	if c.Pos.String() != view {
		return c.Sync(view)
	}
	return nil
}

// Sync takes the server's position as it is, without animation.
func (c *Controller) Sync(view string) error {
	p, err := jungle.Parse(view)
	if err != nil {
		return err
	}
	if p != c.Pos {
		c.Pos = p
		c.Anim = nil
		c.clearSel()
		c.Version++
	}
	c.Waiting = false
	return nil
}

// Refused is the server's refusal of the intention on its way: the person
// may act again.
func (c *Controller) Refused(key string) {
	c.Waiting = false
	c.refuse(key)
}

// Finish ends the game with the result the server declared.
func (c *Controller) Finish(o engine.Outcome) {
	already := c.Over()
	if !c.Declare(o) {
		return
	}
	c.clearSel()
	c.Version++
	if !already {
		c.cues = append(c.cues, c.endCue())
	}
}
