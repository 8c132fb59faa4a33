package jungle

import (
	"math"

	"github.com/plyyard/plyyard/engine/jungle"
)

// Anim is one move on the timeline.
type Anim struct {
	Piece    jungle.Piece
	From, To jungle.Square
	Jump     bool
	Start    int // tick the move began
	Dur      int // ticks the piece travels
	// Captured is the piece taken on To, if any; its effect runs for Tail
	// ticks after the piece lands.
	Captured *jungle.Piece
	Tail     int
}

// Base durations in ticks at normal speed.
const (
	slideTicks  = 12
	jumpTicks   = 26
	captureTail = 24
)

// time sets how long a's piece travels and its capture's effect lasts.
func (c *Controller) time(a *Anim) {
	d := float64(slideTicks)
	if a.Jump {
		d = float64(jumpTicks)
	}
	a.Dur, a.Tail = c.AnimTicks(d), c.AnimTicks(captureTail)
}

// Progress returns how far the piece has travelled at tick t, from 0 to 1,
// eased in and out.
func (a *Anim) Progress(t int) float64 {
	x := float64(t-a.Start) / float64(a.Dur)
	x = math.Max(0, math.Min(1, x))
	return x * x * (3 - 2*x)
}

// Moving reports whether the piece is still in the air at tick t.
func (a *Anim) Moving(t int) bool { return t < a.Start+a.Dur }

// Lift is the height of the piece above the board at tick t, in cells: an
// arc for a river jump, a small hop for a step.
func (a *Anim) Lift(t int) float64 {
	p := a.Progress(t)
	h := 0.12
	if a.Jump {
		h = 0.9
	}
	return h * 4 * p * (1 - p)
}

// Burst returns how far the capture effect has run at tick t (0 to 1), and
// false when there is none to draw.
func (a *Anim) Burst(t int) (float64, bool) {
	if a.Captured == nil {
		return 0, false
	}
	start := a.Start + a.Dur*2/3
	if t < start {
		return 0, false
	}
	x := float64(t-start) / float64(a.Dur/3+a.Tail)
	if x >= 1 {
		return 1, false
	}
	return x, true
}
