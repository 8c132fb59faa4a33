// Package domino is the dominoes play: the controller of the table, on the
// core every game shares (package play) — the picked tile, the ends it may
// go to, drawing and passing, the hand-over screen of a hotseat game (this
// file), where the hand and the line lie on the table (table.go) and the
// online link, which runs on the seat's view (online.go), in ticks at 60
// per second — the table's view (board.go) and its Kit.
package domino

import (
	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/domino"
	content "github.com/plyyard/plyyard/games/domino"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// Refusals and messages (catalogue keys; with play's RefuseOver and
// RefuseTurn).
const (
	RefuseNoFit   = "domino.refused.nofit"
	RefusePick    = "domino.refused.pick"
	RefuseMayPlay = "domino.refused.mayplay"
	RefuseNoDraw  = "domino.refused.nodraw"
	RefuseNoPass  = "domino.refused.nopass"

	MsgDrew   = "domino.msg.drew"
	MsgPassed = "domino.msg.passed"
)

// Placing is a tile on its way to the line.
type Placing struct {
	Seat  engine.Seat
	Index int // its place in the line
	Start int
	Dur   int
}

// Controller runs one dominoes game on screen.
type Controller struct {
	// layouts are the screens the table was laid out on, by screen and
	// number of buttons; oppHands the opponent's hands, by row and count.
	layouts  play.Memo[play.Laid, layout.Table]
	oppHands play.Memo[handRow, []layout.Rect]
	play.Core
	Pos domino.Position
	// Sel is the picked tile when it fits both ends; HasSel says whether
	// one is picked.
	Sel    domino.Tile
	HasSel bool
	// HandOver hides both hands until the next player taps (hotseat).
	HandOver bool
	Placing  *Placing
	// Start is the deal; Actions holds every action played since (the log
	// and the save).
	Start   domino.Position
	Actions []engine.Action
	// First is the index in the line of the tile played first: the line is
	// drawn growing outwards from it.
	First int
	// Revealed: online, the true final position replaced the stand-in
	// tiles of the seat's view (see online.go).
	Revealed bool

	// What a frame asks for many times, kept: the legal actions, and the
	// hand and the line laid out (table.go).
	legalKept play.LegalKept[domino.Position]
	hand      keptRects
	line      keptSpots
}

// New starts a controller at pos. A position given without its history
// lays out its line from the middle tile.
func New(cfg play.Config, pos domino.Position) *Controller {
	c := &Controller{Pos: pos, Start: pos, First: len(pos.Line()) / 2}
	c.Init(cfg, c, content.Game)
	c.HandOver = cfg.Mode == play.Hotseat && !pos.Outcome().Finished()
	c.Observe(domino.DealtEvents(pos))
	return c
}

// Resume rebuilds a game from its deal and the actions played since: the
// position is replayed, and the computer observes again what it saw then.
func Resume(cfg play.Config, start domino.Position, actions []engine.Action) (*Controller, error) {
	c := New(cfg, start)
	if err := c.Replay(actions); err != nil {
		return nil, err
	}
	c.HandOver = cfg.Mode == play.Hotseat && !c.Pos.Outcome().Finished()
	return c, nil
}

// ToMove is the side to move.
func (c *Controller) ToMove() engine.Seat { return c.Pos.ToMove() }

// RulesOutcome is what the rules say of the position.
func (c *Controller) RulesOutcome() engine.Outcome { return c.Pos.Outcome() }

// State is the position.
func (c *Controller) State() engine.State { return c.Pos }

// Busy reports whether a tile is still on its way.
func (c *Controller) Busy() bool { return c.Placing != nil }

// Unselect puts the picked tile back.
func (c *Controller) Unselect() { c.HasSel = false }

// LastPlayed is the index in the line of the tile played last, or -1
// before any.
func (c *Controller) LastPlayed() int {
	for i := len(c.Actions) - 1; i >= 0; i-- {
		m := domino.MoveOf(c.Actions[i])
		if m.Kind != domino.PlayTile {
			continue
		}
		for j, t := range c.Pos.Line() {
			if t.Canon() == m.Tile.Canon() {
				return j
			}
		}
		return -1
	}
	return -1
}

// Viewer is the seat whose hand is shown face up at the bottom: the human
// when one person plays, the side to move in hotseat.
func (c *Controller) Viewer() engine.Seat {
	if c.Cfg.Mode.OneHuman() {
		return c.Cfg.Human
	}
	return c.Pos.ToMove()
}

// HandsHidden reports whether both hands are face down (the hand-over
// screen).
func (c *Controller) HandsHidden() bool { return c.HandOver && !c.Over() }

// MsgShown returns the message to show now: what the other side did, or
// what anyone did while the computer thinks or the hands are hidden; a
// person's own draw is not announced to them while they play on.
func (c *Controller) MsgShown() (string, engine.Seat) {
	m, s := c.Core.MsgShown()
	if m != "" && (c.Thinking() || c.HandsHidden() || s != c.Pos.ToMove()) {
		return m, s
	}
	return "", engine.NoSeat
}

func (c *Controller) legal(a engine.Action) bool { return c.legalKept.Has(c.Pos, a) }

// Fits reports where tile t of the side to move may go: the left end, the
// right end, or anywhere on the empty table (first).
func (c *Controller) Fits(t domino.Tile) (left, right, first bool) {
	if c.Over() {
		return
	}
	return c.legal(domino.PlayAction(t, domino.LeftEnd)), c.legal(domino.PlayAction(t, domino.RightEnd)), c.legal(domino.PlayAction(t, domino.NoEnd))
}

// CanDraw reports whether the person may draw now.
func (c *Controller) CanDraw() bool { return c.HumanToMove() && c.legal(domino.DrawAction) }

// CanPass reports whether the rules allow the person to pass now.
func (c *Controller) CanPass() bool { return c.HumanToMove() && c.legal(domino.PassAction) }

// gate lets a person's action through: not after the game, not on the
// other's turn, and on the hand-over screen the first tap only reveals the
// hand.
func (c *Controller) gate() bool {
	if !c.Ready() {
		return false
	}
	if c.HandsHidden() {
		c.HandOver = false
		return false
	}
	return true
}

// TapMove makes move a by the taps a person would make: Draw, Pass, or the
// tile and, when it fits both ends, the end (tests and scripted play).
func (c *Controller) TapMove(a engine.Action) {
	m := domino.MoveOf(a)
	switch m.Kind {
	case domino.DrawTile:
		c.Draw()
	case domino.PassTurn:
		c.Pass()
	default:
		c.TapTile(m.Tile)
		if c.HasSel {
			c.TapEnd(m.End)
		}
	}
}

// TapTile is a tap on tile t of the hand shown.
func (c *Controller) TapTile(t domino.Tile) {
	if !c.gate() {
		return
	}
	l, r, first := c.Fits(t)
	switch {
	case first:
		c.choose(domino.PlayAction(t, domino.NoEnd))
	case l && r:
		if c.HasSel && c.Sel == t {
			c.HasSel = false
			return
		}
		c.Sel, c.HasSel = t, true
		c.Refusal = ""
		c.Cue(play.CueSelect)
	case l:
		c.choose(domino.PlayAction(t, domino.LeftEnd))
	case r:
		c.choose(domino.PlayAction(t, domino.RightEnd))
	default:
		c.Tried(domino.PlayAction(t, domino.NoEnd), false)
		c.Refuse(RefuseNoFit)
	}
}

// TapEnd is a tap on an end of the line.
func (c *Controller) TapEnd(e domino.End) {
	if !c.gate() {
		return
	}
	if !c.HasSel {
		c.Refuse(RefusePick)
		return
	}
	c.choose(domino.PlayAction(c.Sel, e))
}

// choose plays the person's choice of a tile: undo comes back to it.
func (c *Controller) choose(a engine.Action) {
	legal := c.legal(a)
	if !c.Tried(a, legal) && legal {
		return
	}
	if legal {
		c.Mark()
	}
	c.play(a)
}

// Draw draws a tile from the boneyard.
func (c *Controller) Draw() {
	if !c.gate() {
		return
	}
	if !c.Tried(domino.DrawAction, c.legal(domino.DrawAction)) {
		if c.legal(domino.DrawAction) {
			return
		}
		if len(c.Pos.Playable()) > 0 {
			c.Refuse(RefuseMayPlay)
		} else {
			c.Refuse(RefuseNoDraw)
		}
		return
	}
	c.play(domino.DrawAction)
}

// Pass passes the turn, when the rules allow it.
func (c *Controller) Pass() {
	if !c.gate() {
		return
	}
	if !c.Tried(domino.PassAction, c.legal(domino.PassAction)) {
		if !c.legal(domino.PassAction) {
			c.Refuse(RefuseNoPass)
		}
		return
	}
	c.play(domino.PassAction)
}

// TapHandOver reveals the hand of the player to move.
func (c *Controller) TapHandOver() { c.HandOver = false }

// PlayBot plays the computer's choice.
func (c *Controller) PlayBot(a engine.Action) { c.play(a) }

func (c *Controller) play(a engine.Action) {
	if c.Cfg.Mode == play.Online {
		if !c.legal(a) {
			c.Refuse(RefuseNoFit)
			return
		}
		c.HasSel = false
		c.Refusal = ""
		c.Post(domino.MoveOf(a).String())
		return
	}
	seat := c.Pos.ToMove()
	next, events, err := c.Pos.Play(domino.MoveOf(a))
	if err != nil {
		c.Refuse(RefuseNoFit)
		return
	}
	c.Logged(c.Pos, a)
	c.Actions = append(c.Actions, a)
	c.absorb(seat, next, events)
}

// absorb moves on to next, which seat reached with events, and starts what
// they show: the tile on its way, the messages, the sounds.
func (c *Controller) absorb(seat engine.Seat, next domino.Position, events []engine.Event) {
	c.First += FirstShift(c.Pos.Line(), next.Line())
	c.Pos = next
	c.HasSel = false
	c.Played(events)
	for _, e := range events {
		switch e.Kind {
		case engine.Placed:
			idx := 0
			if e.End == "R" {
				idx = len(c.Pos.Line()) - 1
			}
			c.Placing = &Placing{Seat: seat, Index: idx, Start: c.Tick, Dur: c.AnimTicks(18)}
			c.Cue(play.CueMove)
		case engine.DrewTile:
			c.Say(MsgDrew, seat, c.Ticks(90))
			c.Cue(play.CueTileDrawn)
		case engine.Passed:
			c.Say(MsgPassed, seat, c.Ticks(120))
			c.Cue(play.CuePass)
		case engine.TurnPassed:
			if c.Cfg.Mode == play.Hotseat {
				c.HandOver = true
			}
		case engine.GameWon, engine.GameDrawn:
			c.Ended()
		}
	}
}

// Update advances one tick: the tile on its way, and the computer's turn.
func (c *Controller) Update() {
	c.Tick++
	if c.Placing != nil && c.Tick >= c.Placing.Start+c.Placing.Dur {
		c.Placing = nil
	}
	c.Step()
}

// Put takes the position an action led to, at once (a game played back):
// the line keeps the tile it is drawn from, and a person's choice of a
// tile can be taken back as if it had been tapped.
func (c *Controller) Put(a engine.Action, next engine.State, _ []engine.Event) {
	if domino.MoveOf(a).Kind == domino.PlayTile && c.HumanToMove() {
		c.Mark()
	}
	p := next.(domino.Position)
	c.First += FirstShift(c.Pos.Line(), p.Line())
	c.Pos = p
	c.Actions = append(c.Actions, a)
}
