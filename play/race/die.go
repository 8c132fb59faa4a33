package race

import (
	"math/rand/v2"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// TumbleTicks is how long the die tumbles before it shows its value.
const TumbleTicks = 34

// dieValue is a local game's die for its k-th roll (from 0) under seed:
// the dice are a function of the seed and the roll's number, so a game
// played back from its log rolls on as it would have, and an undo that
// takes a roll back rolls the same again (no fishing for a better roll).
func dieValue(seed uint64, k int) int {
	return rand.New(rand.NewPCG(seed^0x5851f42d4c957f2d, uint64(k))).IntN(6) + 1
}

// isRoll reports whether a is a roll (with its value).
func isRoll(a engine.Action) bool { return a&race.Roll != 0 }

// rolls counts the rolls the log holds: the number of the next one.
func (c *Controller) rolls() int {
	n := 0
	for _, a := range c.Log {
		if isRoll(a) {
			n++
		}
	}
	return n
}

// Rolling reports whether the die is tumbling now.
func (c *Controller) Rolling() bool { return c.Tick < c.Tumble+c.AnimTicks(TumbleTicks) }

// CanRoll reports whether the side to move may roll now.
func (c *Controller) CanRoll() bool { return !c.Over() && !c.Busy() && c.Pos.Die() == 0 }

// TapRoll is a tap on the die or the roll button.
func (c *Controller) TapRoll() {
	switch {
	case !c.ready():
	case c.Pos.Die() != 0:
		c.Refuse(RefuseRolled)
	case !c.Tried(race.Roll, true):
	default:
		c.roll()
	}
}

// roll throws the die: online the server rolls it, else the seeded
// generator (or Dice) does.
func (c *Controller) roll() {
	if c.Cfg.Mode == play.Online {
		c.Refusal = ""
		c.Post("roll")
		return
	}
	n := 0
	if c.Dice != nil {
		n = c.Dice()
	} else {
		n = dieValue(c.Cfg.Seed, c.rolls())
	}
	c.rollWith(n)
}

// rollWith rolls n and starts the die's tumble.
func (c *Controller) rollWith(n int) {
	a, err := c.Pos.WithOutcome(race.Roll, n)
	if err != nil {
		return
	}
	seat := c.Pos.ToMove()
	next, events, err := c.Pos.Play(a)
	if err != nil {
		return
	}
	c.Logged(c.Pos, a)
	c.Pos = next
	c.Face, c.Tumble, c.RollSeat = n, c.Tick, seat
	c.Played(events)
	c.Cue(play.CueRoll)
	if n == 6 {
		c.Cue(play.CueSix)
	}
	tumble := c.AnimTicks(TumbleTicks)
	for _, e := range events {
		switch e.Kind {
		case engine.SixesVoided:
			c.Say(MsgSixes, seat, tumble+c.Ticks(110))
			c.Hold = c.Tick + tumble + c.Ticks(80)
		case engine.NoMove:
			c.Say(MsgNoMove, seat, tumble+c.Ticks(100))
			c.Hold = c.Tick + tumble + c.Ticks(70)
		}
	}
}

// DieRect is the screen rectangle of the die: the dice box of the side
// that rolled last when the layout has one, else in the empty base beside
// that side.
func (c *Controller) DieRect(b layout.Cross) layout.Rect {
	if box := b.Dice[c.DieSeat()]; box.W > 0 {
		return box
	}
	y, x := DiePoint(c.DieSeat())
	cx, cy := b.Point(y, x)
	s := b.Cell * 2.6
	return layout.Rect{X: cx - s/2, Y: cy - s/2, W: s, H: s}
}

// DieSeat is the seat whose die is shown.
func (c *Controller) DieSeat() engine.Seat {
	if c.Rolling() || c.Pos.Die() != 0 || c.Busy() {
		return c.RollSeat
	}
	return c.Pos.ToMove()
}

// DiePoint is the centre of the die for seat, in board cells: red rolls in
// the empty blue base, yellow in the empty green one.
func DiePoint(seat engine.Seat) (y, x float64) {
	if seat == engine.Second {
		return 3, 12
	}
	return 12, 3
}
