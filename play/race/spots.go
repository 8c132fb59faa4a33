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
	// that seat share the square (0 elsewhere), and BadgeY, BadgeX where
	// the count's badge stands: in a corner of the square, beside the
	// pieces rather than over them.
	Stack          int
	BadgeY, BadgeX float64
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

// fans are where one seat's pieces alone on a square stand (centres in
// cells from the square's, and their scale), by how many they are: apart
// enough that each shows its colour and can be told from the others.
var fans = [race.Pieces + 1]struct {
	at    [][2]float64 // y, x
	scale float64
}{
	2: {[][2]float64{{0.08, -0.15}, {-0.08, 0.15}}, 0.68},
	3: {[][2]float64{{0.13, -0.17}, {0.13, 0.17}, {-0.15, 0}}, 0.58},
	4: {[][2]float64{{0.17, -0.17}, {0.17, 0.17}, {-0.17, -0.17}, {-0.17, 0.17}}, 0.52},
}

// stack fans out the pieces on one square so that each keeps its colour
// in sight: one seat's pieces round the square's centre (fans), two
// seats' (a safe square) each in its half, one above the other. The top
// piece of a seat's pieces carries their count, on a badge in a corner of
// the square (two seats: each in a corner on its own side).
func stack(out []Spot, g []int) {
	var seats [2][]int
	for _, idx := range g {
		seats[out[idx].Seat] = append(seats[out[idx].Seat], idx)
	}
	cy, cx := out[g[0]].Y, out[g[0]].X
	both := len(seats[0]) > 0 && len(seats[1]) > 0
	for s, pile := range seats {
		n := len(pile)
		side := float64(2*s - 1)
		for j, idx := range pile {
			if both {
				out[idx].X = cx + side*0.24
				out[idx].Y = cy + 0.2*(float64(n-1)/2-float64(j))
				out[idx].Scale = min(0.5, 0.8/float64(n))
				continue
			}
			f := fans[n]
			out[idx].Y, out[idx].X = cy+f.at[j][0], cx+f.at[j][1]
			out[idx].Scale = f.scale
		}
		if n > 1 {
			top := &out[pile[n-1]]
			top.Stack = n
			// Off the square's corner, clear of its pieces (a
			// phone's small squares leave no room inside).
			top.BadgeY, top.BadgeX = cy-0.68, cx+0.68
			if both {
				top.BadgeX = cx + side*0.68
			}
		}
	}
}
