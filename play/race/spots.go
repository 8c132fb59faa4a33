package race

import (
	"math"

	"github.com/plyyard/plyyard/engine"
	"github.com/plyyard/plyyard/engine/race"
	"github.com/plyyard/plyyard/layout"
)

// Spot is where one piece is drawn: board cell units, and a scale below 1
// when it shares its square and is fanned out.
type Spot struct {
	Seat  engine.Seat
	Piece int
	Y, X  float64
	Scale float64
	// Stack is, on the top piece of a seat's stack, how many pieces of
	// that seat share the square (0 elsewhere).
	Stack int
}

// Spots places every piece as it stands in Pos, fanning out pieces that
// share a square so that each one can be seen and tapped. The spots are
// kept for the position (a frame asks several times): they are read,
// never written.
func (c *Controller) Spots() []Spot {
	if k := &c.spots; !k.set || k.pos != c.Pos {
		k.pos, k.out, k.set = c.Pos, c.placeSpots(), true
	}
	return c.spots.out
}

// keptSpots are the spots of a position.
type keptSpots struct {
	pos race.Position
	out []Spot
	set bool
}

// placeSpots places the pieces of Pos.
func (c *Controller) placeSpots() []Spot {
	var out []Spot
	type key struct{ y, x int }
	groups := map[key][]int{}
	for s := engine.First; s <= engine.Second; s++ {
		for i := 0; i < race.Pieces; i++ {
			p := c.Pos.Progress(s, i)
			y, x := layout.RacePoint(int(s), p, i)
			sp := Spot{Seat: s, Piece: i, Y: y, X: x, Scale: 1}
			switch {
			case p >= race.Finish:
				sp.Scale = 0.5
			case p < 0:
				sp.Scale = 1.3 // the base spots are large
			}
			k := key{int(math.Round(y * 4)), int(math.Round(x * 4))}
			groups[k] = append(groups[k], len(out))
			out = append(out, sp)
		}
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		if p := c.Pos.Progress(out[g[0]].Seat, out[g[0]].Piece); p >= race.Finish {
			fanHome(out, g)
			continue
		}
		stack(out, g)
	}
	return out
}

// fanHome spreads the pieces home round the centre.
func fanHome(out []Spot, g []int) {
	n := float64(len(g))
	for j, idx := range g {
		a := 2*math.Pi*float64(j)/n - math.Pi/2
		out[idx].Y += math.Sin(a) * 0.26
		out[idx].X += math.Cos(a) * 0.26
	}
}

// stack piles a seat's pieces on one square a little apart, nearly full
// size, the top one carrying the count; two seats on one square (a safe
// square) stand side by side.
func stack(out []Spot, g []int) {
	var seats [2][]int
	for _, idx := range g {
		seats[out[idx].Seat] = append(seats[out[idx].Seat], idx)
	}
	scale, dx := 0.9, 0.0
	if len(seats[0]) > 0 && len(seats[1]) > 0 {
		scale, dx = 0.72, 0.24
	}
	for s, pile := range seats {
		side := float64(2*s - 1)
		for j, idx := range pile {
			out[idx].X += side * dx
			out[idx].Y -= 0.12 * float64(j)
			out[idx].Scale = scale
		}
		if n := len(pile); n > 1 {
			out[pile[n-1]].Stack = n
		}
	}
}
