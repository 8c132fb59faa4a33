package layout

import (
	"math"
	"math/rand/v2"
	"testing"
)

// halves returns the centres of the first (Left) and second (Right) half
// of a tile at spot s, as it is drawn.
func halves(s TileSpot) (lx, ly, rx, ry float64) {
	cx, cy := s.Center()
	if s.W >= s.H { // lying along its row
		lx, ly, rx, ry = cx-s.W/4, cy, cx+s.W/4, cy
	} else {
		lx, ly, rx, ry = cx, cy-s.H/4, cx, cy+s.H/4
	}
	if s.Flip {
		lx, ly, rx, ry = rx, ry, lx, ly
	}
	return
}

// checkLine asserts what every laid-out line must be: inside r, no two
// tiles overlapping, the first tile in the middle, and each tile's second
// half against the next tile's first half (the halves that must match).
func checkLine(t *testing.T, r Rect, doubles []bool, first int, spots []TileSpot) {
	t.Helper()
	n := len(doubles)
	if len(spots) != n {
		t.Fatalf("n=%d: %d spots", n, len(spots))
	}
	for i, s := range spots {
		if s.X < r.X-0.5 || s.Y < r.Y-0.5 || s.X+s.W > r.X+r.W+0.5 || s.Y+s.H > r.Y+r.H+0.5 {
			t.Fatalf("n=%d first=%d: tile %d %+v outside %+v", n, first, i, s.Rect, r)
		}
		for j := 0; j < i; j++ {
			o := spots[j]
			if s.X < o.X+o.W-0.5 && o.X < s.X+s.W-0.5 && s.Y < o.Y+o.H-0.5 && o.Y < s.Y+s.H-0.5 {
				t.Fatalf("n=%d first=%d: tiles %d and %d overlap", n, first, i, j)
			}
		}
	}
	if cx, _ := spots[first].Center(); math.Abs(cx-(r.X+r.W/2)) > 0.5 {
		t.Fatalf("n=%d first=%d: the first tile is at x=%.1f, not in the middle %.1f", n, first, cx, r.X+r.W/2)
	}
	for i := 0; i+1 < n; i++ {
		a, b := spots[i], spots[i+1]
		if doubles[i] || doubles[i+1] {
			// A double's halves are alike; it must still touch its neighbour.
			if gapBetween(a.Rect, b.Rect) > a.H {
				t.Fatalf("n=%d first=%d: tiles %d and %d are apart", n, first, i, i+1)
			}
			continue
		}
		_, _, arx, ary := halves(a)
		blx, bly, brx, bry := halves(b)
		alx, aly, _, _ := halves(a)
		touching := math.Hypot(arx-blx, ary-bly)
		for _, d := range []float64{math.Hypot(arx-brx, ary-bry), math.Hypot(alx-blx, aly-bly), math.Hypot(alx-brx, aly-bry)} {
			if d < touching-0.01 {
				t.Fatalf("n=%d first=%d: tile %d's second half does not meet tile %d's first half (%+v, %+v)", n, first, i, i+1, a, b)
			}
		}
		if touching > 1.6*math.Min(a.W, a.H)+0.5 {
			t.Fatalf("n=%d first=%d: tiles %d and %d are apart", n, first, i, i+1)
		}
	}
}

// gapBetween is the distance between two rectangles (0 when they touch).
func gapBetween(a, b Rect) float64 {
	dx := math.Max(0, math.Max(a.X-(b.X+b.W), b.X-(a.X+a.W)))
	dy := math.Max(0, math.Max(a.Y-(b.Y+b.H), b.Y-(a.Y+a.H)))
	return math.Hypot(dx, dy)
}

func TestLineFitsFromAnyFirstTile(t *testing.T) {
	tables := []Rect{
		{0, 0, 860, 430},   // a desktop window
		{10, 50, 380, 330}, // a phone held upright
		{0, 0, 1600, 300},  // a wide, low strip
	}
	rng := rand.New(rand.NewPCG(5, 9))
	for _, r := range tables {
		for n := 1; n <= 28; n++ {
			for first := 0; first < n; first++ {
				for _, pattern := range []int{0, 1, 2} {
					d := make([]bool, n)
					for i := range d {
						switch pattern {
						case 1:
							d[i] = i%4 == 1
						case 2:
							d[i] = rng.IntN(4) == 0
						}
					}
					checkLine(t, r, d, first, LineSpots(r, d, first, 60))
				}
			}
		}
	}
}

// The line grows outwards: a tile played on the left never moves the first
// tile, and on the middle row the tiles before the first lie to its left
// and those after it to its right.
func TestLineGrowsOutwards(t *testing.T) {
	r := Rect{0, 0, 860, 430}
	for n := 2; n <= 5; n++ {
		d := make([]bool, n)
		for first := 0; first < n; first++ {
			spots := LineSpots(r, d, first, 30)
			fx, fy := spots[first].Center()
			for i, s := range spots {
				x, y := s.Center()
				if math.Abs(y-fy) > 0.5 {
					t.Fatalf("n=%d: a short line left the middle row", n)
				}
				if (i < first && x >= fx) || (i > first && x <= fx) {
					t.Fatalf("n=%d first=%d: tile %d at x=%.0f is on the wrong side of the first (x=%.0f)", n, first, i, x, fx)
				}
			}
		}
	}
	// Long arms turn away from each other: the right arm below the middle
	// row, the left arm above it.
	d := make([]bool, 21)
	spots := LineSpots(r, d, 10, 40)
	_, fy := spots[10].Center()
	if _, y := spots[0].Center(); y >= fy {
		t.Fatalf("the left arm's end (y=%.0f) is not above the middle row (y=%.0f)", y, fy)
	}
	if _, y := spots[20].Center(); y <= fy {
		t.Fatalf("the right arm's end (y=%.0f) is not below the middle row (y=%.0f)", y, fy)
	}
}
