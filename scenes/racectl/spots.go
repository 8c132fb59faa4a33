package racectl

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
}

// Spots places every piece as it stands in Pos, fanning out pieces that
// share a square so that each one can be seen and tapped.
func (c *Controller) Spots() []Spot {
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
		n := float64(len(g))
		for j, idx := range g {
			a := 2*math.Pi*float64(j)/n - math.Pi/2
			r := 0.26
			out[idx].Y += math.Sin(a) * r
			out[idx].X += math.Cos(a) * r
			out[idx].Scale = 0.68
		}
	}
	return out
}
