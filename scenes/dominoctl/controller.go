// Package dominoctl is the controller of the dominoes play screen: the
// picked tile, the ends it may go to, drawing and passing, the hand-over
// screen of a hotseat game and the computer's turn. It draws nothing and
// counts time in ticks at 60 per second, so it is tested with synthetic taps.
package dominoctl

import (
	"fmt"
	"math"
	"slices"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/ai"
	"github.com/plyyard/plyyard/engine/domino"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/scenes/pacing"
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

// Cue is something the sound reacts to.
type Cue int

// The cues.
const (
	CueSelect Cue = iota + 1
	CuePlace
	CueDraw
	CuePass
	CueRefuse
	CueWin
	CueLose
	CueDraw2 // a drawn game
)

// Refusals and messages (catalogue keys).
const (
	RefuseTurn    = "play.refused.turn"
	RefuseOver    = "play.refused.over"
	RefuseNoFit   = "domino.refused.nofit"
	RefusePick    = "domino.refused.pick"
	RefuseMayPlay = "domino.refused.mayplay"
	RefuseNoDraw  = "domino.refused.nodraw"
	RefuseNoPass  = "domino.refused.nopass"

	MsgDrew   = "domino.msg.drew"
	MsgPassed = "domino.msg.passed"
)

// Config sets up a game.
type Config struct {
	Mode  Mode
	Human engine.Seat
	Level int
	Seed  uint64
	Speed float64
}

// Placing is a tile on its way to the line.
type Placing struct {
	Seat  engine.Seat
	Index int // its place in the line
	Start int
	Dur   int
}

// Controller runs one dominoes game on screen.
type Controller struct {
	Cfg Config
	Pos domino.Position
	// Sel is the picked tile when it fits both ends; HasSel says whether
	// one is picked.
	Sel    domino.Tile
	HasSel bool
	// HandOver hides both hands until the next player taps (hotseat).
	HandOver bool
	Tick     int
	Placing  *Placing
	Msg      string
	MsgSeat  engine.Seat
	MsgUntil int
	// Refusal is the key of the last refused action.
	Refusal      string
	RefusalUntil int
	Resigned     engine.Seat
	Version      int
	// Start is the deal; Actions holds every action played since (the log
	// and the save).
	Start   domino.Position
	Actions []engine.Action
	// First is the index in the line of the tile played first: the line is
	// drawn growing outwards from it.
	First int
	// Net holds an online game's link to the server ("play:25:L",
	// "draw"). Pos then holds the person's view completed with stand-in
	// tiles for what they cannot see, which are never drawn face up.
	playmode.Net
	// Revealed: the true final position replaced the stand-in tiles.
	Revealed bool

	cues    []Cue
	bot     ai.Bot
	botSeat engine.Seat
	botCh   chan engine.Action
	botFrom int
	botPos  domino.Position
}

// New starts a controller at pos.
func New(cfg Config, pos domino.Position) *Controller {
	if cfg.Speed <= 0 {
		cfg.Speed = 1
	}
	cfg.Level = max(1, min(4, cfg.Level))
	// A position given without its history: the middle tile stands in for
	// the first one, so that the line still spreads both ways.
	c := &Controller{Cfg: cfg, Pos: pos, Start: pos, Resigned: engine.NoSeat, First: len(pos.Line()) / 2}
	if cfg.Mode == Hotseat {
		c.HandOver = !pos.Outcome().Finished()
	} else if cfg.Mode == VsAI {
		c.botSeat = cfg.Human.Other()
		b, _ := ai.NewDomino(ai.Level(cfg.Level).String(), cfg.Seed^0x6a09)
		c.bot = b
		if o, ok := b.(ai.Observer); ok {
			o.Observe(engine.ForSeat(domino.DealtEvents(pos), c.botSeat))
		}
	}
	return c
}

// Resume rebuilds a game from its deal and the actions played since: the
// position is replayed, and the computer observes again what it saw then.
func Resume(cfg Config, start domino.Position, actions []engine.Action) (*Controller, error) {
	c := New(cfg, start)
	for _, a := range actions {
		next, events, err := c.Pos.Play(domino.MoveOf(a))
		if err != nil {
			return nil, err
		}
		c.First += FirstShift(c.Pos.Line(), next.Line())
		c.Pos = next
		c.Actions = append(c.Actions, a)
		if o, ok := c.bot.(ai.Observer); ok && c.bot != nil {
			o.Observe(engine.ForSeat(events, c.botSeat))
		}
	}
	c.HandOver = cfg.Mode == Hotseat && !c.Pos.Outcome().Finished()
	return c, nil
}

func (c *Controller) ticks(n float64) int { return max(1, int(math.Round(n*c.Cfg.Speed))) }

// Outcome is the result so far, a resignation included.
func (c *Controller) Outcome() engine.Outcome {
	return playmode.Outcome(c.Final, c.Resigned, c.Pos.Outcome())
}

// Over reports whether the game has ended.
func (c *Controller) Over() bool { return c.Outcome().Finished() }

// Viewer is the seat whose hand is shown face up at the bottom: the human
// against the computer, the side to move in hotseat.
func (c *Controller) Viewer() engine.Seat {
	if c.Cfg.Mode.OneHuman() {
		return c.Cfg.Human
	}
	return c.Pos.ToMove()
}

// HandsHidden reports whether both hands are face down (the hand-over
// screen).
func (c *Controller) HandsHidden() bool { return c.HandOver && !c.Over() }

// HumanToMove reports whether a person may act now.
func (c *Controller) HumanToMove() bool {
	return !c.Over() && (c.Cfg.Mode == Hotseat || (c.Pos.ToMove() == c.Cfg.Human && !c.Waiting))
}

// Thinking reports whether the computer is to act.
func (c *Controller) Thinking() bool {
	return !c.Over() && c.Cfg.Mode == VsAI && c.Pos.ToMove() != c.Cfg.Human
}

// Busy reports whether a tile is still on its way.
func (c *Controller) Busy() bool { return c.Placing != nil }

// Cues returns and forgets the cues raised since the last call.
func (c *Controller) Cues() []Cue {
	out := c.cues
	c.cues = nil
	return out
}

func (c *Controller) legal(a engine.Action) bool {
	for _, l := range c.Pos.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// Fits reports where tile t of the side to move may go: the left end, the
// right end, or anywhere on the empty table (first).
func (c *Controller) Fits(t domino.Tile) (left, right, first bool) {
	if c.Over() {
		return
	}
	return c.legal(domino.PlayAction(t, domino.LeftEnd)), c.legal(domino.PlayAction(t, domino.RightEnd)), c.legal(domino.PlayAction(t, domino.NoEnd))
}

// CanDraw and CanPass report whether drawing or passing is legal now.
func (c *Controller) CanDraw() bool { return c.HumanToMove() && c.legal(domino.DrawAction) }

// CanPass reports whether the rules allow the side to move to pass.
func (c *Controller) CanPass() bool { return c.HumanToMove() && c.legal(domino.PassAction) }

const refusalTicks = 150

func (c *Controller) refuse(key string) {
	c.Refusal, c.RefusalUntil = key, c.Tick+refusalTicks
	c.cues = append(c.cues, CueRefuse)
}

// RefusalShown returns the refusal to show now, or "".
func (c *Controller) RefusalShown() string {
	if c.Refusal != "" && c.Tick < c.RefusalUntil {
		return c.Refusal
	}
	return ""
}

// MsgShown returns the message to show now and its seat, or "".
func (c *Controller) MsgShown() (string, engine.Seat) {
	if c.Msg != "" && c.Tick < c.MsgUntil {
		return c.Msg, c.MsgSeat
	}
	return "", engine.NoSeat
}

func (c *Controller) gate() bool {
	switch {
	case c.Over():
		c.refuse(RefuseOver)
	case !c.HumanToMove():
		c.refuse(RefuseTurn)
	case c.HandsHidden():
		c.HandOver = false
	default:
		return true
	}
	return false
}

// TapTile is a tap on tile t of the hand shown.
func (c *Controller) TapTile(t domino.Tile) {
	if !c.gate() {
		return
	}
	l, r, first := c.Fits(t)
	switch {
	case first:
		c.play(domino.PlayAction(t, domino.NoEnd))
	case l && r:
		if c.HasSel && c.Sel == t {
			c.HasSel = false
			return
		}
		c.Sel, c.HasSel = t, true
		c.Refusal = ""
		c.cues = append(c.cues, CueSelect)
	case l:
		c.play(domino.PlayAction(t, domino.LeftEnd))
	case r:
		c.play(domino.PlayAction(t, domino.RightEnd))
	default:
		c.refuse(RefuseNoFit)
	}
}

// TapEnd is a tap on an end of the line.
func (c *Controller) TapEnd(e domino.End) {
	if !c.gate() {
		return
	}
	if !c.HasSel {
		c.refuse(RefusePick)
		return
	}
	c.play(domino.PlayAction(c.Sel, e))
}

// Draw draws a tile from the boneyard.
func (c *Controller) Draw() {
	if !c.gate() {
		return
	}
	if !c.legal(domino.DrawAction) {
		if len(c.Pos.Playable()) > 0 {
			c.refuse(RefuseMayPlay)
		} else {
			c.refuse(RefuseNoDraw)
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
	if !c.legal(domino.PassAction) {
		c.refuse(RefuseNoPass)
		return
	}
	c.play(domino.PassAction)
}

// TapHandOver reveals the hand of the player to move.
func (c *Controller) TapHandOver() { c.HandOver = false }

func (c *Controller) play(a engine.Action) {
	if c.Cfg.Mode == Online {
		if !c.legal(a) {
			c.refuse(RefuseNoFit)
			return
		}
		c.HasSel = false
		c.Refusal = ""
		c.Post(domino.MoveOf(a).String())
		return
	}
	seat := c.Pos.ToMove()
	m := domino.MoveOf(a)
	next, events, err := c.Pos.Play(m)
	if err != nil {
		c.refuse(RefuseNoFit)
		return
	}
	c.Actions = append(c.Actions, a)
	c.absorb(seat, next, events)
}

// absorb moves on to next, which seat reached with events, and starts what
// they show: the tile on its way, the messages, the sounds.
func (c *Controller) absorb(seat engine.Seat, next domino.Position, events []engine.Event) {
	c.First += FirstShift(c.Pos.Line(), next.Line())
	c.Pos = next
	c.HasSel = false
	c.Refusal = ""
	c.Version++
	if o, ok := c.bot.(ai.Observer); ok && c.bot != nil {
		o.Observe(engine.ForSeat(events, c.botSeat))
	}
	for _, e := range events {
		switch e.Kind {
		case engine.Placed:
			idx := 0
			if e.End == "R" {
				idx = len(c.Pos.Line()) - 1
			}
			c.Placing = &Placing{Seat: seat, Index: idx, Start: c.Tick, Dur: c.ticks(18)}
			c.cues = append(c.cues, CuePlace)
		case engine.DrewTile:
			c.Msg, c.MsgSeat, c.MsgUntil = MsgDrew, seat, c.Tick+c.ticks(90)
			c.cues = append(c.cues, CueDraw)
		case engine.Passed:
			c.Msg, c.MsgSeat, c.MsgUntil = MsgPassed, seat, c.Tick+c.ticks(120)
			c.cues = append(c.cues, CuePass)
		case engine.TurnPassed:
			if c.Cfg.Mode == Hotseat {
				c.HandOver = true
			}
		case engine.GameWon, engine.GameDrawn:
			if c.Cfg.Mode != Online { // online, the server's result comes with Finish
				c.cues = append(c.cues, c.endCue())
			}
		}
	}
}

func (c *Controller) endCue() Cue {
	switch c.Cfg.Mode.Verdict(c.Outcome(), c.Cfg.Human) {
	case playmode.Lost:
		return CueLose
	case playmode.Drawn:
		return CueDraw2
	}
	return CueWin
}

// Resign ends the game for the human (the side to move in hotseat).
func (c *Controller) Resign() {
	if c.Over() {
		return
	}
	c.Resigned = c.Cfg.Mode.Resigner(c.Pos.ToMove(), c.Cfg.Human)
	c.Version++
	c.cues = append(c.cues, c.endCue())
}

// Update advances one tick.
func (c *Controller) Update() {
	c.Tick++
	if c.Placing != nil && c.Tick >= c.Placing.Start+c.Placing.Dur {
		c.Placing = nil
	}
	if c.Busy() || !c.Thinking() {
		return
	}
	if c.botCh == nil {
		c.botCh = make(chan engine.Action, 1)
		c.botFrom, c.botPos = c.Tick, c.Pos
		// The bot gets its own seat's view and nothing else.
		view, bot, ch := c.Pos.View(c.botSeat), c.bot, c.botCh
		go func() {
			a, err := bot.Choose(view, pacing.Budget(200, nil))
			if err != nil {
				a = 0
			}
			ch <- a
		}()
		return
	}
	if c.Tick-c.botFrom < c.ticks(minThinkTicks) {
		return
	}
	select {
	case a := <-c.botCh:
		c.botCh = nil
		c.botPlay(a)
	default:
	}
}

const minThinkTicks = 30

func (c *Controller) botPlay(a engine.Action) {
	if c.botPos != c.Pos {
		return
	}
	if !c.legal(a) {
		l := c.Pos.Legal()
		if len(l) == 0 {
			return
		}
		a = l[0]
	}
	c.play(a)
}

// WaitBot runs the clock until the human may act or the game ends.
func (c *Controller) WaitBot() {
	for i := 0; i < 200000 && !c.Over() && (c.Thinking() || c.Busy()); i++ {
		if c.botCh != nil && c.Tick-c.botFrom >= c.ticks(minThinkTicks) {
			a := <-c.botCh
			c.botCh = nil
			c.botPlay(a)
			continue
		}
		c.Update()
	}
}

// HandShown returns the viewer's hand as it is laid out.
func (c *Controller) HandShown() []domino.Tile { return c.Pos.Hand(c.Viewer()) }

// MaxTile is the largest short side of a tile on screen, in layout units.
const MaxTile = 34

// HandRects lays out the viewer's hand in the table t.
func (c *Controller) HandRects(t layout.Table) []layout.Rect {
	return layout.HandRects(t.Hand, len(c.HandShown()), 2*MaxTile*1.6*t.Screen.U)
}

// LineSpots lays out the line in the table t.
func (c *Controller) LineSpots(t layout.Table) []layout.TileSpot {
	line := c.Pos.Line()
	d := make([]bool, len(line))
	for i, tl := range line {
		d[i] = tl.IsDouble()
	}
	return layout.LineSpots(t.Line.Inset(8*t.Screen.U), d, c.First, MaxTile*t.Screen.U)
}

// FirstShift is how far the first tile of a line moves to the right when
// the line before becomes after: 1 when a tile went on the left end, 0
// otherwise (the first tile of all lies at index 0).
func FirstShift(before, after []domino.Tile) int {
	if len(before) > 0 && len(after) > len(before) && after[0] != before[0] {
		return 1
	}
	return 0
}

// TapAt handles a tap at (x, y) on the table: the hand-over screen, a tile
// of the hand, or an end of the line.
func (c *Controller) TapAt(t layout.Table, x, y float64) {
	if c.HandsHidden() {
		if c.HumanToMove() {
			c.TapHandOver()
		}
		return
	}
	hand := c.HandShown()
	for i, r := range c.HandRects(t) {
		if r.Contains(x, y) {
			if c.Cfg.Mode == VsAI && c.Pos.ToMove() != c.Cfg.Human {
				c.refuse(RefuseTurn)
				return
			}
			c.TapTile(hand[i])
			return
		}
	}
	spots := c.LineSpots(t)
	if len(spots) == 0 || !c.HasSel {
		return
	}
	if e, ok := c.EndAt(t, x, y); ok {
		c.TapEnd(e)
	}
}

// EndRects are the targets of the line's two ends: its first and its last
// tile (the two halves of a lone tile).
func (c *Controller) EndRects(t layout.Table) (left, right layout.Rect, ok bool) {
	spots := c.LineSpots(t)
	if len(spots) == 0 {
		return
	}
	pad := 6 * t.Screen.U
	left, right = spots[0].Inset(-pad), spots[len(spots)-1].Inset(-pad)
	if len(spots) == 1 {
		halves := left.Cols(2, 0)
		left, right = halves[0], halves[1]
	}
	return left, right, true
}

// EndAt returns the end under (x, y).
func (c *Controller) EndAt(t layout.Table, x, y float64) (domino.End, bool) {
	l, r, ok := c.EndRects(t)
	switch {
	case !ok:
		return domino.NoEnd, false
	case l.Contains(x, y):
		return domino.LeftEnd, true
	case r.Contains(x, y):
		return domino.RightEnd, true
	}
	return domino.NoEnd, false
}

// Complete fills in a seat's view with stand-in tiles for what it cannot
// see (the opponent's hand and the boneyard), so that an online game runs
// on the same position type as a local one. The stand-ins are never shown
// face up and the seat's own moves depend only on its view.
func Complete(v domino.View) (domino.Position, error) {
	unseen := v.Unseen()
	n := v.OpponentCount()
	if n > len(unseen) {
		return domino.Position{}, fmt.Errorf("dominoes: the view counts %d hidden tiles, only %d are unseen", n, len(unseen))
	}
	return v.WithHidden(unseen[:n], unseen[n:])
}

// completeText reads a view's notation and completes it.
func completeText(view string) (domino.Position, error) {
	v, err := domino.ParseView(view)
	if err != nil {
		return domino.Position{}, err
	}
	return Complete(v)
}

// Remote plays what the server announced: seat acted with events (as this
// seat may see them), and view is this seat's view after it. The tile goes
// to the line with the same animation as a local game.
func (c *Controller) Remote(seat engine.Seat, action string, events []engine.Event, view string) error {
	if seat == c.Cfg.Human {
		c.Waiting = false
	}
	next, err := completeText(view)
	if err != nil {
		return err
	}
	if a, err := c.Pos.ParseAction(action); err == nil {
		c.Actions = append(c.Actions, a)
	}
	c.absorb(seat, next, events)
	return nil
}

// Sync takes the server's view as it is, without animation.
func (c *Controller) Sync(view string) error {
	next, err := completeText(view)
	if err != nil {
		return err
	}
	if next.SeatView(c.Cfg.Human) != c.Pos.SeatView(c.Cfg.Human) {
		// A line one tile longer keeps track of the first tile (a history
		// caught up on one action at a time); any other jump starts over
		// from the middle tile.
		before, after := c.Pos.Line(), next.Line()
		switch {
		case len(after) == len(before)+1:
			c.First += FirstShift(before, after)
		case len(after) != len(before):
			c.First = len(after) / 2
		}
		c.Pos = next
		c.Placing = nil
		c.HasSel = false
		c.Version++
	}
	c.Waiting = false
	return nil
}

// Reveal shows the final position replayed from the revealed seed, both
// hands included, when it agrees with what this seat saw.
func (c *Controller) Reveal(final engine.State) {
	p, ok := final.(domino.Position)
	if !ok || !slices.Equal(p.Line(), c.Pos.Line()) || !slices.Equal(p.Hand(c.Cfg.Human), c.Pos.Hand(c.Cfg.Human)) {
		return
	}
	c.Pos = p
	c.Revealed = true
	c.Version++
}

// Hidden reports whether the opponent's hand is unknown here: online,
// until the seed has been checked and the true hands revealed.
func (c *Controller) Hidden() bool { return c.Cfg.Mode == Online && !c.Revealed }

// Refused is the server's refusal of the intention on its way.
func (c *Controller) Refused(key string) {
	c.Waiting = false
	c.refuse(key)
}

// Finish ends the game with the result the server declared.
func (c *Controller) Finish(o engine.Outcome) {
	if !c.Declare(o) {
		return
	}
	c.HasSel = false
	c.Version++
	c.cues = append(c.cues, c.endCue())
}
