package race

import (
	"math"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
	"github.com/plyyard/plyyard/play"
)

// Walk is a piece on its way: it steps along Points (board cell units),
// then the pieces it captured fly home.
type Walk struct {
	Seat     engine.Seat
	Piece    int
	Points   [][2]float64
	Start    int
	Step     int // ticks per square
	Captured []Flight
	Fly      int // ticks the captured pieces fly
}

// Flight is a captured piece flying from where it stood back to its base.
type Flight struct {
	Seat     engine.Seat
	Piece    int
	From, To [2]float64
}

// FlightTicks is how long a captured piece flies home at normal speed.
const FlightTicks = 36

// apply moves piece i and starts its walk.
func (c *Controller) apply(i int) {
	seat := c.Pos.ToMove()
	from := c.Pos.Progress(seat, i)
	next, events, err := c.Pos.Play(race.Move(i))
	if err != nil {
		c.Refuse(RefusePiece)
		return
	}
	c.Logged(c.Pos, race.Move(i))
	c.Pos = next
	c.Played(events)
	w := &Walk{Seat: seat, Piece: i, Start: c.Tick, Step: c.AnimTicks(9), Fly: c.AnimTicks(FlightTicks)}
	y, x := layout.RacePoint(int(seat), from, i)
	w.Points = append(w.Points, [2]float64{y, x})
	for _, e := range events {
		switch e.Kind {
		case engine.Entered:
			y, x := layout.RacePoint(int(seat), 0, i)
			w.Points = append(w.Points, [2]float64{y, x})
		case engine.Moved:
			for _, p := range e.Path {
				y, x := layout.RacePoint(int(seat), p, i)
				w.Points = append(w.Points, [2]float64{y, x})
			}
		case engine.Captured:
			fy, fx := layout.RacePoint(int(e.Seat), e.At, e.Piece)
			ty, tx := layout.RacePoint(int(e.Seat), race.Base, e.Piece)
			w.Captured = append(w.Captured, Flight{Seat: e.Seat, Piece: e.Piece, From: [2]float64{fy, fx}, To: [2]float64{ty, tx}})
		case engine.Arrived:
			c.Cue(play.CueArrive)
		case engine.ExtraRoll:
			c.Say(MsgExtra, seat, w.Dur()+c.Ticks(120))
		case engine.GameWon:
			c.Ended()
		}
	}
	if c.Cfg.Still {
		// Reduced motion: the piece jumps straight to its square.
		w.Points = [][2]float64{w.Points[0], w.Points[len(w.Points)-1]}
	}
	c.Walk = w
	c.Cue(play.CueMove)
}

// advanceWalk ends the walk when its time is up, with the capture's cue
// when the walker lands.
func (c *Controller) advanceWalk() {
	w := c.Walk
	if w == nil {
		return
	}
	if c.Tick == w.land() && len(w.Captured) > 0 {
		c.Cue(play.CueCapture)
	}
	if c.Tick >= w.Start+w.Dur() {
		c.Walk = nil
	}
}

// land is the tick the walker reaches its square.
func (w *Walk) land() int { return w.Start + w.Step*(len(w.Points)-1) }

// Dur is how long the walk and the flights take.
func (w *Walk) Dur() int {
	d := w.Step * (len(w.Points) - 1)
	if len(w.Captured) > 0 {
		d += w.Fly
	}
	return d
}

// At returns where the walking piece is at tick t.
func (w *Walk) At(t int) (y, x float64) {
	k := float64(t-w.Start) / float64(w.Step)
	n := len(w.Points) - 1
	if k >= float64(n) {
		p := w.Points[n]
		return p[0], p[1]
	}
	if k < 0 {
		k = 0
	}
	i := int(k)
	f := k - float64(i)
	f = f * f * (3 - 2*f)
	a, b := w.Points[i], w.Points[i+1]
	return a[0] + (b[0]-a[0])*f, a[1] + (b[1]-a[1])*f
}

// Hop is the height of the walking piece's hop at tick t, in cells.
func (w *Walk) Hop(t int) float64 {
	k := float64(t-w.Start) / float64(w.Step)
	if k >= float64(len(w.Points)-1) || k < 0 {
		return 0
	}
	f := k - math.Floor(k)
	return 0.25 * 4 * f * (1 - f)
}

// Flying returns how far the captured pieces have flown at tick t (0 before
// the walker lands, 1 once home) and whether they are still in the air.
func (w *Walk) Flying(t int) (float64, bool) {
	land := w.land()
	if len(w.Captured) == 0 || t < land {
		return 0, false
	}
	f := float64(t-land) / float64(w.Fly)
	if f >= 1 {
		return 1, false
	}
	return f * f * (3 - 2*f), true
}
